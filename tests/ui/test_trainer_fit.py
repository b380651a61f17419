"""The discard practice opens at a size that shows it within the screen, closes by its
Close button, Esc and Ctrl+W, and its cost-by-session chart says what its table says."""
from __future__ import annotations

import pytest

pytest.importorskip("pyqtgraph")

from parlour.engine.cards import parse_cards  # noqa: E402
from parlour.ui.binding.qt import QtCore, QtWidgets  # noqa: E402
from parlour.ui.windows.screen_fit import FRAME  # noqa: E402
from parlour.ui.trainer import TrainerWindow, window as trainer_window  # noqa: E402
from tests.ui.trainer_budgets import QUICK  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402

HAND = parse_cards("AH KH QH JH 9H AC KC 8C AD 7D 8S 9S")
LEFT = QtCore.Qt.MouseButton.LeftButton
NONE = QtCore.Qt.KeyboardModifier.NoModifier


def click(widget) -> None:
    top = widget.window().windowHandle()
    QTest.mouseClick(top, LEFT, NONE, widget.mapTo(widget.window(), widget.rect().center()))


def _open(qtbot, tmp_path):
    w = TrainerWindow(seed=3, budget=QUICK, history_path=tmp_path / "history.json")
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


def test_it_opens_to_fill_what_the_screen_offers(qtbot, tmp_path):
    w = _open(qtbot, tmp_path)
    room = w.screen().availableGeometry()
    assert w.width() == min(1240, room.width() - FRAME.width())
    assert w.height() == min(880, room.height() - FRAME.height())
    assert room.contains(w.frameGeometry().adjusted(0, 0, -1, -1)) or \
        room.contains(w.geometry())


@pytest.mark.parametrize("how", ["button", "escape", "ctrl-w"])
def test_close_esc_and_ctrl_w_close_it(qtbot, tmp_path, how):
    w = _open(qtbot, tmp_path)
    w.activateWindow()
    qtbot.waitUntil(lambda: QtWidgets.QApplication.activeWindow() is w, timeout=2000)
    if how == "button":
        box = w.findChild(QtWidgets.QDialogButtonBox)
        click(box.button(QtWidgets.QDialogButtonBox.StandardButton.Close))
    elif how == "escape":
        QTest.keyClick(w.windowHandle(), QtCore.Qt.Key.Key_Escape)
    else:
        QTest.keyClick(w.windowHandle(), QtCore.Qt.Key.Key_W,
                       QtCore.Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: not w.isVisible(), timeout=2000)


def test_the_session_chart_shows_the_cost_the_table_lists(qtbot, tmp_path, monkeypatch):
    """A discard within the noise of the best still costs what the table says."""
    real = trainer_window.analysis_steps

    def steps(**kwargs):
        for step in real(**kwargs):
            if isinstance(step, trainer_window.Finished):
                opts = step.result["options"]
                mine = next(o for o in opts if set(o["discard"]) == {"8S", "9S", "7D"})
                if mine is not opts[0]:
                    mine["cost"], mine["equivalent"] = 2.1, True
            yield step
    monkeypatch.setattr(trainer_window, "analysis_steps", steps)
    w = _open(qtbot, tmp_path)
    w.deal(HAND)
    w.seat_box.setCurrentIndex(1)                      # younger: 0 to 3 cards
    view = w.hand_view
    for card in parse_cards("8S 9S 7D"):
        at = view.mapFromScene(view.items[card].sceneBoundingRect().center())
        QTest.mouseClick(view.viewport(), LEFT, NONE, at)
    with qtbot.waitSignal(w.analysed, timeout=60000):
        click(w.analyse_button)
    listed = float(w.table.item(w.chosen_index(), trainer_window.COST).text())
    curve = w.progress_plot.getPlotItem().listDataItems()[-1]
    assert curve.yData[-1] == pytest.approx(listed, abs=0.05)
