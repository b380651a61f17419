"""Issue 28 item 6: the finished trick cleared within seconds.  Settings › "Leave each
finished trick on the table until I click or press a key" (off by default) keeps it
there, the game held, until a click anywhere on the table or a key; that click plays no
card.  Driven by real clicks and keys: the setting ticked in its dialog, the cards
dragged, the table clicked."""
from __future__ import annotations

import random

import pytest
from PySide6.QtTest import QTest

from parlour.engine.actions import Play
from parlour.store.settings import Settings
from parlour.ui.binding.qt import QtCore, QtGui, QtWidgets
from parlour.ui.table import animation
from parlour.ui.windows.settings_dialog import SettingsDialog

from piquet_driver import at_random, drive_until, start_piquet
from test_table_input import drag, trick_centre, viewport_point, visible_part

Qt = QtCore.Qt


def tick_keep_trick_in_settings(w) -> None:
    """Game › Settings…, the box ticked by a click, OK by Return."""
    done = []

    def drive():
        dialog = QtWidgets.QApplication.activeModalWidget()
        assert isinstance(dialog, SettingsDialog)
        assert not dialog.keep_trick.isChecked()            # off unless chosen
        box = dialog.keep_trick
        QTest.mouseClick(box, Qt.MouseButton.LeftButton,
                         pos=QtCore.QPoint(8, box.height() // 2))
        assert box.isChecked()
        QTest.keyClick(dialog.windowHandle(), Qt.Key.Key_Return)
        done.append(True)
    QtCore.QTimer.singleShot(200, drive)
    action = next(a for a in w.findChildren(QtGui.QAction)
                  if a.text().replace("&", "").startswith("Settings"))
    action.trigger()
    assert done and w.settings.keep_each_trick


def play_until_a_trick_is_kept(qtbot, w, c, rng) -> None:
    """The human's cards played by real drags until a trick lies finished and kept."""
    def step():
        if w.trick_kept:
            return True
        if c.waiting_for_human and not c.busy and not c.reading_summary:
            legal = c.state.legal_actions()
            if type(legal[0]) is Play:
                card = rng.choice(legal).card
                drag(w, card, trick_centre(w))
            else:                           # the exchange, the declarations: as they come
                c.submit(legal[0])
        return False
    qtbot.waitUntil(step, timeout=20000)


def trick_on_table(w) -> list[int]:
    return w.scene.cards_in("trick")


@pytest.mark.parametrize("speed", [0.0, 0.3])
def test_a_finished_trick_stays_until_a_click_or_a_key(qtbot, window, speed):
    w = window
    assert Settings().keep_each_trick is False
    tick_keep_trick_in_settings(w)
    animation.set_speed(speed)
    c = start_piquet(w, seed=12)
    rng = random.Random(3)
    play_until_a_trick_is_kept(qtbot, w, c, rng)
    n = len(c.state.history)
    qtbot.wait(1500 if speed else 300)                   # longer than the held picture
    kept = trick_on_table(w)
    assert len(kept) == 2 and len(c.state.history) == n and not c.waiting_for_human
    assert "click the table or press a key" in w.statusBar().currentMessage()
    # a click on a card of the hand only goes on: nothing is played by it
    hand = w.view.hand_cards()
    item = w.scene.item_of(hand[0])
    qtbot.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=viewport_point(w, visible_part(item)))
    qtbot.waitUntil(lambda: not w.trick_kept and not set(kept) & set(trick_on_table(w)),
                    timeout=5000)
    qtbot.waitUntil(lambda: len(c.state.history) > n or c.waiting_for_human, timeout=5000)
    assert all(a.seat != 0 for a in c.state.history[n:])  # the click played no card
    # the next trick kept goes on at a key
    play_until_a_trick_is_kept(qtbot, w, c, rng)
    n = len(c.state.history)
    kept = trick_on_table(w)
    assert len(kept) == 2
    QTest.keyClick(w.view, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not w.trick_kept and not set(kept) & set(trick_on_table(w)),
                    timeout=5000)
    qtbot.waitUntil(lambda: len(c.state.history) > n or c.waiting_for_human, timeout=5000)
    c.stop()


def test_off_by_default_the_trick_goes_by_itself(qtbot, window):
    w = window
    c = start_piquet(w, seed=12)
    rng = random.Random(3)
    drive_until(qtbot, c, lambda: len([a for a in c.state.history
                                       if type(a) is Play]) >= 4, rng)
    assert not w.trick_kept and not c.reading_summary
    c.stop()


def test_in_rubicon_bezique_the_trick_stays_until_a_click_on_the_baize(qtbot, window):
    from parlour.engine.games import new_game
    w = window
    w.settings.keep_each_trick = True            # the dialog is tried above
    c = w.start(new_game("rubicon-bezique", "rubicon", {}, seats=["You", "Computer"],
                         seed=5), 0, "random")
    rng = random.Random(2)

    def step():
        if w.trick_kept:
            return True
        if c.waiting_for_human and not c.busy and not c.reading_summary:
            c.submit(at_random(rng, c.state.legal_actions()))    # the cards: not what is tried
        return False
    qtbot.waitUntil(step, timeout=20000)
    n = len(c.state.history)
    kept = trick_on_table(w)
    assert len(kept) == 2
    qtbot.wait(300)
    assert len(c.state.history) == n and trick_on_table(w) == kept
    g = w.scene.geometry                          # bare baize: the right of the trick row
    QTest.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=viewport_point(w, QtCore.QPointF(g.mid_x1 - 4, g.height / 2)))
    qtbot.waitUntil(lambda: not w.trick_kept, timeout=5000)
    qtbot.waitUntil(lambda: len(c.state.history) > n or c.waiting_for_human, timeout=5000)
    c.stop()
