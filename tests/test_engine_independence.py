"""The generic engine knows no game and no English.

The modules directly in ``engine/`` (the State protocol, the events, the endings, the
observations, the cards, the registry, replay) import none of the games' packages, and
none imports the English of ``sentences.py`` but ``records.py``, the record form, whose
``reason`` and ``text`` are words.  ``sentences.py`` itself words every game from the
payloads alone, so it imports no game either.  Imports are read from the syntax tree,
those inside functions too (a lazy import is still a dependency, and made a cycle).
"""
from __future__ import annotations

import ast
import pathlib
import subprocess
import sys

ENGINE = pathlib.Path(__file__).resolve().parents[1] / "src" / "parlour" / "engine"
GAMES = ("piquet", "bezique", "binocle", "melding")
ENGLISH = "sentences"
MAY_USE_ENGLISH = {"records.py", "sentences.py"}


def imported(path: pathlib.Path) -> set[str]:
    """Every engine module ``path`` imports, as its name inside ``engine`` ("core",
    "piquet.dialogue"), wherever in the file the import is."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            if node.level == 1:           # from .x import y, or from . import x
                names |= {node.module} if node.module else {a.name for a in node.names}
            elif node.level == 0 and (node.module or "").startswith("parlour.engine."):
                names.add(node.module.removeprefix("parlour.engine."))
        elif isinstance(node, ast.Import):
            names |= {a.name.removeprefix("parlour.engine.") for a in node.names
                      if a.name.startswith("parlour.engine.")}
    return names


def generic_modules() -> list[pathlib.Path]:
    return sorted(ENGINE.glob("*.py"))


def test_the_reader_sees_lazy_and_relative_imports(tmp_path):
    probe = tmp_path / "probe.py"
    probe.write_text("from .core import State\nfrom . import ending\n"
                     "def f():\n    from .piquet.dialogue import heard\n"
                     "    import parlour.engine.binocle.state\n", encoding="utf-8")
    assert imported(probe) == {"core", "ending", "piquet.dialogue", "binocle.state"}


def test_no_generic_engine_module_imports_a_game():
    offenders = {p.name: sorted(m for m in imported(p) if m.split(".")[0] in GAMES)
                 for p in generic_modules()}
    assert {k: v for k, v in offenders.items() if v} == {}


def test_only_the_record_form_imports_the_english():
    offenders = sorted(p.name for p in generic_modules()
                       if p.name not in MAY_USE_ENGLISH
                       and any(m.split(".")[0] == ENGLISH for m in imported(p)))
    assert offenders == []


def test_loading_the_protocol_loads_no_game_and_no_english():
    code = ("import sys, parlour.engine.core, parlour.engine.events, parlour.engine.ending\n"
            "print(sorted(m for m in sys.modules if m.startswith(('parlour.engine.piquet',"
            " 'parlour.engine.bezique', 'parlour.engine.binocle', 'parlour.engine.melding',"
            " 'parlour.engine.sentences'))))")
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == "[]"
