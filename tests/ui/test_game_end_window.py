"""The end of a game opens a small window: "New game", "Review" and "Same again" (the
same game, variant, rules and opponent, newly dealt); Escape closes it and leaves the
finished table.  When the last deal's summary is up, it comes once that is closed."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from parlour.ui.binding.qt import QtCore, QtWidgets
from parlour.ui.windows.game_end import GameEndDialog
from parlour.ui.windows.new_game_dialog import NewGameDialog

from test_game_end_said_once import end_the_game


def shown_end(qtbot, w) -> GameEndDialog:
    qtbot.waitUntil(lambda: w.game_end is not None and w.game_end.isVisible(), timeout=5000)
    return w.game_end


def test_same_again_deals_the_same_game_against_the_same_opponent(qtbot, window):
    w = window
    c = end_the_game(qtbot, w, "rubicon-bezique", "rubicon")
    dialog = shown_end(qtbot, w)
    QTest.mouseClick(dialog.same_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.controller is not c, timeout=5000)
    again = w.controller
    assert (again.state.game, again.state.variant) == ("rubicon-bezique", "rubicon")
    assert again.state.options == c.state.options and again.opponent == c.opponent
    assert not again.over and len(again.state.history) < len(c.state.history)
    assert not dialog.isVisible()


def test_escape_leaves_the_finished_table(qtbot, window):
    w = window
    c = end_the_game(qtbot, w)
    dialog = shown_end(qtbot, w)
    history = list(c.state.history)
    QTest.keyClick(dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=3000)
    assert w.controller is c and c.over and list(c.state.history) == history
    # the table as it ended: its result said, and the side panel's way to a new game
    result = w.presenter.result_text(c.state, c.state.result())
    assert result in w.side.log.lines()[-2:]
    assert w.side.choice.isVisible() and w.side.choice.title() == "Game over"


def test_new_game_asks_which_game(qtbot, window):
    w = window
    end_the_game(qtbot, w)
    dialog = shown_end(qtbot, w)
    asked = []

    def answer():
        modal = QtWidgets.QApplication.activeModalWidget()
        asked.append(type(modal))
        modal.reject()
    QtCore.QTimer.singleShot(200, answer)
    QTest.mouseClick(dialog.new_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(asked), timeout=5000)
    assert asked == [NewGameDialog]


def test_review_opens_the_review_of_the_partie(qtbot, window):
    w = window
    end_the_game(qtbot, w)
    dialog = shown_end(qtbot, w)
    assert dialog.review_button.isEnabled()
    QTest.mouseClick(dialog.review_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: getattr(w, "review_window", None) is not None
                    and w.review_window.isVisible(), timeout=5000)
    w.review_window.close()


def test_after_the_last_deals_summary(qtbot, window):
    w = window
    w.settings.pause_after_deal = True
    end_the_game(qtbot, w)
    qtbot.waitUntil(lambda: w.deal_summary is not None and w.deal_summary.isVisible(),
                    timeout=5000)
    assert w.game_end is None or not w.game_end.isVisible()
    QTest.mouseClick(w.deal_summary.next_button, Qt.MouseButton.LeftButton)
    shown_end(qtbot, w)


def test_a_new_game_from_the_menu_takes_the_finished_games_window_away(qtbot, window):
    """Seen in the walk: the end-of-game window of a game stood over the next game's
    table when that was started another way (the side panel's New game, the menu)."""
    w = window
    c = end_the_game(qtbot, w, "rubicon-bezique", "rubicon")
    dialog = shown_end(qtbot, w)

    def play():
        modal = QtWidgets.QApplication.activeModalWidget()
        if not isinstance(modal, NewGameDialog):
            QtCore.QTimer.singleShot(100, play)
            return
        box = modal.findChild(QtWidgets.QDialogButtonBox)
        ok = next(b for b in box.buttons()
                  if box.buttonRole(b) == QtWidgets.QDialogButtonBox.ButtonRole.AcceptRole)
        QTest.mouseClick(ok, Qt.MouseButton.LeftButton)   # Play
    QtCore.QTimer.singleShot(100, play)
    # the side panel's New game, under the table's Game over
    QTest.mouseClick(w.side.choice.buttons[0], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.controller is not c, timeout=5000)
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=3000)
    assert w.game_end is None
