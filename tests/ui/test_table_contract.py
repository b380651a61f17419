"""The contract between the main window and what is on the table is explicit: the
window calls the presenter's and the mode's methods unconditionally (no hasattr/getattr
probes, no question of the mode's type), every method it calls is declared on
TablePresenter or Mode, every presenter and mode keeps the declared signatures, and the
modes reach the window only through its TableHost methods."""
from __future__ import annotations

import ast
import inspect
import re
from pathlib import Path

import pytest

from parlour.ui.chouette import table as chouette_table
from parlour.ui.ecrire import presenter as ecrire_view
from parlour.ui.shell import main_window, move_presentation, other_windows, trick_review
from parlour.ui.shell import your_turn
from parlour.ui.ecrire.presenter import EcrirePresenter
from parlour.ui.table.presenter import GenericPresenter, TablePresenter
from parlour.ui.melding.presenter import MeldingPresenter
from parlour.ui.piquet.round_table import RoundTablePresenter
from parlour.ui.piquet.presenter import PiquetPresenter
from parlour.ui.table.host import TableHost
from parlour.ui.chouette.table import ChouetteTable
from parlour.ui.shell.mode import Mode
from parlour.ui.records import mode as record_mode
from parlour.ui.records.mode import RecordMode

WINDOW = [Path(main_window.__file__), Path(move_presentation.__file__),
          Path(trick_review.__file__), Path(other_windows.__file__), Path(your_turn.__file__)]
MODES = [Path(chouette_table.__file__), Path(ecrire_view.__file__),
         Path(record_mode.__file__)]
# every presenter the window may put on the table: Piquet for two, three and four
# (Normand, Voleur), à écrire, the Bézique family and Binocle (Chouette Bézique's games
# are Rubicon Bézique on the melding presenter), and the fallback
PRESENTERS = [PiquetPresenter, RoundTablePresenter, EcrirePresenter, MeldingPresenter,
              GenericPresenter]
PROBES = {"hasattr", "getattr", "setattr"}


def _tree(path: Path) -> ast.AST:
    return ast.parse(path.read_text(encoding="utf-8"))


@pytest.mark.parametrize("path", WINDOW, ids=lambda p: p.name)
def test_the_window_does_not_probe_what_is_on_the_table(path):
    probes = [f"{path.name}:{node.lineno} {node.func.id}" for node in ast.walk(_tree(path))
              if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
              and node.func.id in PROBES]
    assert probes == []


def _bound_names(func: ast.AST, attr: str) -> set[str]:
    """Local names bound to ``self.<attr>`` in one function (``presenter = self.presenter``,
    ``c, presenter = self.controller, self.presenter``)."""
    names = set()
    for node in ast.walk(func):
        if not isinstance(node, ast.Assign):
            continue
        for target in node.targets:
            pairs = zip(target.elts, node.value.elts) \
                if isinstance(target, ast.Tuple) and isinstance(node.value, ast.Tuple) \
                else [(target, node.value)]
            for t, v in pairs:
                if isinstance(t, ast.Name) and _is_self(v, attr):
                    names.add(t.id)
    return names


def _is_self(node: ast.AST, attr: str) -> bool:
    return isinstance(node, ast.Attribute) and node.attr == attr and \
        isinstance(node.value, ast.Name) and node.value.id == "self"


def window_calls(attr: str = "presenter") -> set[str]:
    """Every attribute the window reads from ``self.<attr>``: the presenter on the
    table, or the mode running its games."""
    used = set()
    for path in WINDOW:
        for func in ast.walk(_tree(path)):
            if not isinstance(func, (ast.FunctionDef, ast.Lambda)):
                continue
            local = _bound_names(func, attr)
            for node in ast.walk(func):
                if isinstance(node, ast.Attribute) and (
                        _is_self(node.value, attr) or
                        isinstance(node.value, ast.Name) and node.value.id in local):
                    used.add(node.attr)
    return used


def test_the_window_reads_only_what_the_contract_declares():
    used = window_calls()
    # the reading sees the calls it should (a broken reading would pass vacuously)
    assert {"slots", "card_action", "forced", "describe", "result_text", "attach",
            "detach", "decorate", "undecorate", "starts_deal", "pack_slots",
            "score_words", "geometry_type", "computer_player"} <= used
    declared = {name for name, _ in inspect.getmembers(TablePresenter)} | \
        set(vars(TablePresenter(_TwoSeats(), 0, 0)))
    assert used - declared == set()


class _TwoSeats:
    seats = ["You", "Computer"]


@pytest.mark.parametrize("cls", PRESENTERS, ids=lambda c: c.__name__)
def test_each_presenter_keeps_the_contract(cls):
    assert issubclass(cls, TablePresenter)
    for name, base in inspect.getmembers(TablePresenter, inspect.isfunction):
        if name.startswith("_"):
            continue
        mine = inspect.signature(getattr(cls, name))
        theirs = inspect.signature(base)
        assert list(mine.parameters) == list(theirs.parameters) or \
            len(mine.parameters) == len(theirs.parameters), (cls.__name__, name)
    assert issubclass(cls.geometry_type, TablePresenter.geometry_type)


def test_the_window_is_a_table_host():
    for name, _ in inspect.getmembers(TableHost, inspect.isfunction):
        if not name.startswith("_"):
            assert callable(getattr(main_window.MainWindow, name)), name


REACHING_IN = re.compile(r"\.side\.|\.side_scroll\b|\.split\b|parentWidget\(|centralWidget\(|"
                         r"statusBar\(\)|\.layout\(\)\.insert|controller\.players\s*=|"
                         r"\bwindow\.\w+\s*=[^=]")


@pytest.mark.parametrize("path", MODES, ids=lambda p: p.name)
def test_the_modes_do_not_reach_into_the_window(path):
    text = path.read_text(encoding="utf-8")
    found = [f"{path.name}:{text.count(chr(10), 0, m.start()) + 1} {m.group(0)}"
             for m in REACHING_IN.finditer(text)]
    assert found == []


# ----- the mode: what the menus offer, how its games are kept (shell/mode.py) ----------
def test_the_window_reads_only_what_the_mode_declares():
    used = window_calls("mode")
    assert {"menu", "keep", "close"} <= used      # the reading sees the calls
    declared = {name for name, _ in inspect.getmembers(Mode)}
    assert used - declared == set()


def _about_the_mode(node: ast.AST) -> bool:
    return any(_is_self(n, "mode") or _is_self(n, "_alone")
               for n in ast.walk(node))


@pytest.mark.parametrize("path", WINDOW, ids=lambda p: p.name)
def test_the_window_never_asks_which_mode_it_has(path):
    asked = [f"{path.name}:{node.lineno}" for node in ast.walk(_tree(path))
             if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
             and node.func.id in {"isinstance", "type", "issubclass"}
             and any(_about_the_mode(a) for a in node.args)]
    assert asked == []


@pytest.mark.parametrize("cls", [Mode, ChouetteTable, RecordMode], ids=lambda c: c.__name__)
def test_each_mode_keeps_the_contract(cls):
    assert issubclass(cls, Mode)
    for name, base in inspect.getmembers(Mode, inspect.isfunction):
        if not name.startswith("_"):
            assert list(inspect.signature(getattr(cls, name)).parameters) == \
                list(inspect.signature(base).parameters), (cls.__name__, name)
