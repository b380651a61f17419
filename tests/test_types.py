"""The rooms below the window are type-checked (mypy, configured in pyproject.toml), so
the annotations hold: a card name where a card is due, an action's field misspelt, a
result read as text are caught before a game is played.  Modules still excused are
listed in pyproject.toml; the list only shrinks."""
from __future__ import annotations

import pathlib
import re
import subprocess
import sys
import tomllib

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[1]
CONFIG = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mypy"]


def _excused() -> set[str]:
    return {m for o in CONFIG.get("overrides", []) if o.get("ignore_errors")
            for m in o["module"]}


@pytest.fixture(scope="module")
def mypy_cache() -> pathlib.Path:
    """One cache for this module's runs, kept from one run of the tests to the next
    (.mypy_cache/ beside the sources, not committed): a run reads the standard library's
    and the unchanged modules' types from it instead of checking them again.  mypy
    rechecks any module whose source, options or dependencies changed, so keeping it
    hides nothing; a fresh checkout (CI) starts it empty."""
    return ROOT / ".mypy_cache" / "tests"


def _mypy(tmp_path: pathlib.Path, cache: pathlib.Path, *args: str,
          excusing: bool) -> subprocess.CompletedProcess:
    """mypy with the project's settings, with or without the excused modules' pass."""
    lines = ["[mypy]", f"mypy_path = {ROOT / 'src'}", "explicit_package_bases = True"]
    for key in ("python_version", "warn_unused_ignores", "warn_redundant_casts",
                "strict_equality"):
        lines.append(f"{key} = {CONFIG[key]}")
    if excusing and _excused():
        lines += [f"[mypy-{','.join(sorted(_excused()))}]", "ignore_errors = True"]
    ini = tmp_path / "mypy.ini"
    ini.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return subprocess.run([sys.executable, "-m", "mypy", "--config-file", str(ini),
                           "--cache-dir", str(cache), *args],
                          cwd=ROOT, capture_output=True, text=True, timeout=600)


def _modules_with_errors(output: str) -> set[str]:
    files = re.findall(r"^(src/parlour/\S+?)\.py:\d+: error:", output, re.M)
    return {f.removeprefix("src/").replace("/", ".").removesuffix(".__init__") for f in files}


def test_the_checked_rooms_have_no_type_errors_but_the_excused_ones(tmp_path, mypy_cache):
    run = _mypy(tmp_path, mypy_cache, *CONFIG["files"], excusing=False)
    erring = _modules_with_errors(run.stdout)
    assert run.returncode in (0, 1), run.stdout + run.stderr      # 2: mypy itself failed
    new = erring - _excused()
    assert not new, "type errors outside the excused modules:\n" + "\n".join(
        line for line in run.stdout.splitlines()
        if any(line.startswith("src/" + m.replace(".", "/")) for m in new))
    cleaned = _excused() - erring
    assert not cleaned, f"clean now, take them off pyproject.toml's excused list: {sorted(cleaned)}"


def test_a_card_name_where_a_card_is_due_is_caught(tmp_path, mypy_cache):
    wrong = tmp_path / "wrong.py"
    wrong.write_text("from parlour.engine.cards import card_name, mask_of\n"
                     "card_name('QS')\n"
                     "mask_of(['QS', 'KS'])\n", encoding="utf-8")
    run = _mypy(tmp_path, mypy_cache, str(wrong), excusing=True)
    assert run.returncode == 1
    lines = set(re.findall(r"wrong\.py:(\d+): error:", run.stdout))
    assert lines == {"2", "3"}, run.stdout
