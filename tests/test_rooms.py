"""The window's rooms (docs/architecture.md): the reusable card table, one package per
game family's presenter, the modes, the application shell and the Qt binding.  No
module lies loose in ui/; the table and the presenters never import the modes or the
shell; the presenters and the table's geometry load no Qt; and each name says what the
thing is."""
import ast
import importlib
import pathlib

import pytest

from .source_trees import nodes, tree
from .test_engine_purity import import_afresh

UI = pathlib.Path(__file__).resolve().parents[1] / "src" / "parlour" / "ui"

ROOMS = {"table", "piquet", "melding", "chouette", "ecrire", "sitting", "trainer", "review",
         "records", "windows", "shell", "binding"}
PRESENTERS = {"piquet", "melding"}
MODES = {"chouette", "ecrire", "sitting", "trainer", "review", "records"}
# what each room may import of the others (the shell and the modes above them)
MAY_IMPORT = {
    "binding": set(),
    "table": {"binding"},
    "piquet": {"table", "binding"},
    "melding": {"table", "binding"},
    "windows": {"table", "binding"},     # the windows the menus open: below the modes
}
PRESENTER_MODULES = ["parlour.ui.piquet.presenter", "parlour.ui.piquet.round_table",
                     "parlour.ui.melding.presenter", "parlour.ui.ecrire.presenter"]
# the Qt-free part of the window: the contract, the geometry, the presenters' words
QT_FREE = ["parlour.ui.table.presenter", "parlour.ui.table.host", "parlour.ui.table.layout",
           "parlour.ui.table.round_layout", "parlour.ui.table.meld_board",
           "parlour.ui.table.person", "parlour.ui.piquet.presenter",
           "parlour.ui.piquet.round_table", "parlour.ui.piquet.words",
           "parlour.ui.ecrire.sheet", "parlour.ui.windows.deal_summary",
           "parlour.ui.windows.trick_log", "parlour.ui.windows.rules_text",
           "parlour.ui.windows.game_titles", "parlour.ui.melding.shown",
           "parlour.ui.melding.words", "parlour.ui.windows.table_guide_words"]


def test_no_module_lies_loose_in_ui():
    loose = sorted(p.name for p in UI.glob("*.py") if p.name != "__init__.py")
    assert loose == [], f"give these a room: {loose}"


def test_the_rooms_are_packages():
    rooms = {p.parent.name for p in UI.glob("*/__init__.py")}
    assert ROOMS <= rooms
    assert rooms - ROOMS == set(), "a new room: add it to docs/architecture.md and here"


def _rooms_imported(path: pathlib.Path) -> set[str]:
    """The rooms of parlour.ui a module imports, anywhere in it (a lazy import counts)."""
    here = ("parlour", *path.relative_to(UI.parents[1]).with_suffix("").parts)
    if here[-1] == "__init__":
        here = here[:-1] + ("x",)
    out = set()
    for node in nodes(path):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = list(here[:len(here) - node.level])
                target = base + (node.module.split(".") if node.module else [])
                names = [".".join(target + [a.name]) for a in node.names] \
                    if not node.module else [".".join(target)]
            else:
                names = [node.module or ""]
        elif isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        else:
            continue
        for name in names:
            parts = name.split(".")
            if parts[:2] == ["parlour", "ui"] and len(parts) > 2:
                out.add(parts[2])
    return out


@pytest.mark.parametrize("room", sorted(MAY_IMPORT))
def test_the_table_and_the_presenters_stay_below_the_modes_and_the_shell(room):
    wrong = {}
    for path in (UI / room).rglob("*.py"):
        bad = _rooms_imported(path) - MAY_IMPORT[room] - {room}
        if bad:
            wrong[str(path.relative_to(UI))] = sorted(bad)
    assert wrong == {}


@pytest.mark.parametrize("room", sorted(MODES))
def test_a_mode_does_not_import_the_main_window(room):
    for path in (UI / room).rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert "main_window" not in text, path


def _shell_modules_imported(path: pathlib.Path) -> set[str]:
    """The modules of ui/shell that a module of ui/shell imports, anywhere in it."""
    out = set()
    for node in nodes(path):
        if isinstance(node, ast.ImportFrom) and node.level == 1 and node.module:
            out.add(node.module.split(".")[0])
        elif isinstance(node, ast.ImportFrom) and node.level == 1:
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and not node.level and node.module and \
                node.module.startswith("parlour.ui.shell."):
            out.add(node.module.split(".")[3])
    return out


def test_the_mode_and_the_controller_do_not_import_each_other():
    """The controller runs a mode; the mode sees the game through its GameOnTable
    protocol, not the controller's module (TYPE_CHECKING imports count)."""
    shell = UI / "shell"
    assert "mode" in _shell_modules_imported(shell / "controller.py")   # the reading works
    assert "controller" not in _shell_modules_imported(shell / "mode.py")


def test_the_presenters_do_not_import_the_qt_binding_themselves():
    for room in PRESENTERS:
        for path in (UI / room).rglob("*.py"):
            assert "binding" not in _rooms_imported(path), path


def test_the_qt_free_part_loads_no_qt():
    run = import_afresh(QT_FREE, forbidden=("PySide6", "pyqtgraph"))
    assert run.returncode == 0, run.stdout + run.stderr


def _classes(path: pathlib.Path) -> list[str]:
    return [n.name for n in tree(path).body
            if isinstance(n, ast.ClassDef)]


def test_names_say_what_a_thing_is():
    """A presenter is not a view: the Qt-free presenters are ...Presenter, and no two
    public classes of the window share a name."""
    seen: dict[str, str] = {}
    for path in sorted(UI.rglob("*.py")):
        for name in _classes(path):
            if name.startswith("_"):
                continue
            where = str(path.relative_to(UI))
            assert name not in seen, f"{name} in {seen.get(name)} and {where}"
            seen[name] = where
    assert seen.get("TablePresenter") == "table/presenter.py"
    for module in PRESENTER_MODULES:
        importlib.import_module(module)
    from parlour.ui.table.presenter import TablePresenter
    found, todo = [], [TablePresenter]
    while todo:
        cls = todo.pop()
        found.append(cls)
        todo += cls.__subclasses__()
    assert len(found) >= 6 and all(c.__name__.endswith("Presenter") for c in found), found
