"""The engine, the computer players, the odds, the trainer, the store and the sitting sheet never
import Qt."""
import pathlib
import re
import subprocess
import sys

SRC = pathlib.Path(__file__).resolve().parents[1] / "src" / "parlour"
QT = re.compile(r"^\s*(from|import)\s+(PySide6|PyQt\d|pyqtgraph|shiboken6|parlour\.ui)\b|"
                r"^\s*from\s+\.+ui\b", re.M)


def import_afresh(modules: list[str],
                  forbidden: tuple[str, ...]) -> subprocess.CompletedProcess:
    """Import ``modules`` in a fresh interpreter (this one has loaded Qt already); it
    prints the loaded modules named from ``forbidden`` and exits 1 if there are any."""
    code = ("import importlib, sys\n"
            f"for m in {modules!r}: importlib.import_module(m)\n"
            f"bad = sorted(m for m in sys.modules if m.startswith({forbidden!r}))\n"
            "print(bad); sys.exit(1 if bad else 0)\n")
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)


def test_no_qt_import_in_pure_packages():
    offenders = []
    for package in ("engine", "ai", "odds", "trainer", "store", "sitting"):
        for path in (SRC / package).rglob("*.py") if (SRC / package).exists() else []:
            if QT.search(path.read_text(encoding="utf-8")):
                offenders.append(str(path.relative_to(SRC)))
    assert offenders == []


def test_importing_every_engine_module_loads_no_qt():
    modules = sorted(
        "parlour." + ".".join(p.relative_to(SRC).with_suffix("").parts).replace(".__init__", "")
        for p in (SRC / "engine").rglob("*.py"))
    run = import_afresh(modules, forbidden=("PySide6", "pyqtgraph", "parlour.ui"))
    assert run.returncode == 0, run.stdout + run.stderr
