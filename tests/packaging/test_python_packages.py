"""The wheel and the source distribution, built here with the setuptools pyproject asks
for: the wheel carries the icons and the licence and a window entry point; the sdist
carries what a packager builds every package from (docs, packaging, tests, licence)."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tarfile
import tomllib
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.slow       # installs setuptools and builds two packages


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> dict[str, Path]:
    tmp = tmp_path_factory.mktemp("python-packages")
    requires = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["build-system"]["requires"]
    backend = tmp / "backend"
    subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--target", str(backend), *requires],
                   check=True, capture_output=True, text=True)
    tree = tmp / "tree"              # a clean copy: the build writes its egg-info beside src
    shutil.copytree(ROOT, tree, ignore=shutil.ignore_patterns(
        ".git", ".venv", "build", "dist", "__pycache__", "*.egg-info", ".pytest_cache", ".hypothesis"))
    out = tmp / "out"
    out.mkdir()
    env = {**os.environ, "PYTHONPATH": str(backend)}
    built = {}
    for kind in ("sdist", "wheel"):       # one process each, as a build front end does
        script = f"import sys; from setuptools import build_meta as b; print('BUILT', b.build_{kind}(sys.argv[1]))"
        run = subprocess.run([sys.executable, "-c", script, str(out)], cwd=tree, env=env,
                             capture_output=True, text=True)
        assert run.returncode == 0, run.stderr[-3000:]
        # setuptools talks on stdout too: the name is on the last line
        built[kind] = out / run.stdout.splitlines()[-1].split()[1]
    return built


def test_the_wheel_carries_the_icons_the_licence_and_a_window_entry(built):
    with zipfile.ZipFile(built["wheel"]) as wheel:
        names = set(wheel.namelist())
        dist_info = next(n.split("/")[0] for n in names if n.endswith(".dist-info/METADATA"))
        metadata = wheel.read(f"{dist_info}/METADATA").decode()
        entry_points = wheel.read(f"{dist_info}/entry_points.txt").decode()
    for icon in ("parlour.svg", "parlour.ico", "parlour.icns", "icons/parlour-16.png", "icons/parlour-512.png"):
        assert f"parlour/resources/{icon}" in names, icon
    assert f"{dist_info}/licenses/LICENSE" in names
    assert "License-Expression: MIT" in metadata and "License-File: LICENSE" in metadata
    assert "Requires-Dist: PyYAML" in metadata                       # in [test]
    assert "[gui_scripts]\nparlour-window = parlour.cli:main" in entry_points
    assert "[console_scripts]\nparlour = parlour.cli:main" in entry_points
    assert any(n.startswith("parlour/rules/") for n in names)
    for qm in (ROOT / "src" / "parlour" / "resources" / "i18n").glob("*.qm"):   # Parlour's translations
        assert f"parlour/resources/i18n/{qm.name}" in names, qm.name


def test_the_sdist_carries_docs_packaging_tests_and_the_licence(built):
    with tarfile.open(built["sdist"]) as sdist:
        names = {n.split("/", 1)[1] for n in sdist.getnames() if "/" in n}
    for path in ("LICENSE", "README.md", "docs/architecture.md", "packaging/parlour.spec",
                 "packaging/constraints.txt", "packaging/linux/build-deb.sh",
                 "packaging/windows/parlour.iss", "packaging/macos/build-dmg.sh",
                 "src/parlour/resources/parlour.svg", "src/parlour/resources/icons/parlour-64.png",
                 "tests/packaging/test_packaging_files.py", ".ci/packaging-check"):
        assert path in names, path
    assert not any("__pycache__" in n for n in names)


def test_the_icon_is_found_as_package_data(qapp):
    from parlour.ui.shell.app import _icon_path
    assert Path(str(_icon_path())).name == "parlour.svg"
