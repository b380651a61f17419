"""Seen in the screenshot walk (issue 28): the deal's summary stood over the other's
tricks at the top right of the Piquet table, the count the summary's "the cards" is
read against hidden.  It stands to their left.  The deal is played to its end by the
arrow keys and Return."""
from __future__ import annotations

import random

import pytest
from PySide6.QtTest import QTest

from parlour.engine.actions import Play
from parlour.ui.binding.qt import QtCore

from piquet_driver import choose_for_human, start_piquet

Qt = QtCore.Qt


def play_by_keys_to_the_summary(qtbot, w, c) -> None:
    rng = random.Random(1)

    def step():
        if w.deal_summary_shown():
            return True
        if c.waiting_for_human and not c.busy:
            if type(c.state.legal_actions()[0]) is Play:
                n = len(c.state.history)
                QTest.keyClick(w.view, Qt.Key.Key_Right)     # onto a card it may play
                QTest.keyClick(w.view, Qt.Key.Key_Return)
                if len(c.state.history) == n:               # the ring on another: on
                    QTest.keyClick(w.view, Qt.Key.Key_Right)
            else:
                c.submit(choose_for_human(c, rng))
        return False
    qtbot.waitUntil(step, timeout=60000)


def first_summary_at(qtbot, w, size):
    """The window at ``size``, the first deal of a Piquet game played by keys to its
    summary: the summary, shown."""
    w.resize(*size)
    w.settings.pause_after_deal = True
    c = start_piquet(w, seed=7)
    play_by_keys_to_the_summary(qtbot, w, c)
    dialog = w.deal_summary
    qtbot.waitExposed(dialog)
    return dialog


def on_screen(w, rect: QtCore.QRectF) -> QtCore.QRect:
    top_left = w.view.mapToGlobal(w.view.mapFromScene(rect.topLeft()))
    return QtCore.QRect(top_left, rect.size().toSize())


@pytest.mark.parametrize("size", [(1024, 700), (1600, 1000)])
def test_the_summary_leaves_the_tricks_won_in_view(qtbot, window, size):
    w = window
    dialog = first_summary_at(qtbot, w, size)
    g = w.scene.geometry
    piles = [on_screen(w, QtCore.QRectF(s.x, s.y, g.card_w, g.card_h))
             for s in w.scene.slots if s.zone in ("won_top", "won_bottom")]
    piles += [on_screen(w, w.scene.captions[z].sceneBoundingRect())
              for z in ("won_top", "won_bottom") if z in w.scene.captions]
    assert piles
    for pile in piles:
        assert not dialog.frameGeometry().intersects(pile), (pile, dialog.frameGeometry())
    table = QtCore.QRect(w.view.mapToGlobal(QtCore.QPoint(0, 0)), w.view.size())
    assert table.contains(dialog.geometry().topLeft())     # over the table still


@pytest.mark.parametrize("size", [(1024, 700), (1600, 1000)])
def test_the_summary_leaves_the_last_trick_in_view(qtbot, window, size):
    """At 1024x700 it stood over most of the other's card of the last trick."""
    w = window
    dialog = first_summary_at(qtbot, w, size)
    cards = [item for item in w.scene.items()
             if getattr(item, "card", None) is not None and item.isVisible()
             and item.zValue() >= 300]                 # the trick's lie above the rest
    assert len(cards) == 2, [(i.card, i.zValue()) for i in cards]
    for item in cards:
        seen = on_screen(w, item.sceneBoundingRect())
        assert not dialog.frameGeometry().intersects(seen), (seen, dialog.frameGeometry())
    # and the score, its marker and the log beside it: the side panel, all of it
    side = QtCore.QRect(w.side.mapToGlobal(QtCore.QPoint(0, 0)), w.side.size())
    assert not dialog.frameGeometry().intersects(side)
