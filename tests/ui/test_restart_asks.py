"""Restart and New game ask before a game in progress is given up; Undo right after a
restart brings the game back."""
from __future__ import annotations

import random

from parlour.ui.binding.qt import QtCore, QtWidgets

from piquet_driver import drive_until, start_piquet


def answer_the_question(qtbot, yes: bool, asked: list):
    """Press a button of the question box as soon as it is shown."""
    def press():
        box = QtWidgets.QApplication.activeModalWidget()
        if not isinstance(box, QtWidgets.QMessageBox):
            QtCore.QTimer.singleShot(20, press)
            return
        asked.append(box.text())
        button = QtWidgets.QMessageBox.StandardButton.Yes if yes else \
            QtWidgets.QMessageBox.StandardButton.No
        box.button(button).click()
    QtCore.QTimer.singleShot(20, press)


def under_way(qtbot, w):
    c = start_piquet(w, seed=7)
    drive_until(qtbot, c, lambda: len(c.state.history) > 6 and c.waiting_for_human,
                random.Random(1))
    return c


def restart_answering(qtbot, w, yes: bool):
    """Restart a game under way, answering the question: the controller, its history
    before the restart and the question's text (as a list: empty if none was asked)."""
    c = under_way(qtbot, w)
    history = list(c.state.history)
    asked = []
    answer_the_question(qtbot, yes, asked)
    w.restart()
    return c, history, asked


def test_restart_asks_and_no_keeps_the_game(qtbot, window):
    c, history, asked = restart_answering(qtbot, window, False)
    # what the question says is what restarting does: the game comes back by Undo
    assert asked and "Undo brings back the game you left" in asked[0]
    assert "given up" not in asked[0]
    assert c.state.history == history


def test_restart_then_undo_brings_the_game_back(qtbot, window):
    w = window
    c, history, asked = restart_answering(qtbot, w, True)
    assert asked
    qtbot.waitUntil(lambda: c.waiting_for_human, timeout=5000)
    assert len(c.state.history) < len(history)
    assert w.undo_action.isEnabled() and w.side.undo_button.isEnabled()
    w.undo()
    qtbot.waitUntil(lambda: c.waiting_for_human, timeout=5000)
    assert c.state.history == history


def test_new_game_asks_only_when_a_game_is_under_way(qtbot, window):
    w = window
    c = under_way(qtbot, w)
    asked = []
    answer_the_question(qtbot, False, asked)
    assert w.may_abandon("Start a new game") is False and asked
    assert "given up" in asked[0]                       # a new game is: no Undo of it
    c.over = True                                       # a finished game: nothing to lose
    assert w.may_abandon("Start a new game") is True
