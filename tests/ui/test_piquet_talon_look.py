"""The window's exchange panel offers the dealer his right to look at the cards he
leaves, or to leave them unseen (piquet.txt: "If the dealer does not look at the
remaining cards the pone cannot see them either"), by a button pressed with the mouse."""
from __future__ import annotations

import random

from PySide6 import QtCore

from parlour.engine.games import new_game


def dealer_to_exchange(window, seed=3):
    s = new_game("piquet", "au-cent", seats=["Computer", "You"], seed=seed)
    human = s.dealer
    s.apply(s.sample_action(random.Random(seed)))      # elder's exchange
    c = window.start(s, human, "random")
    return c, human


def buttons(window, words):
    return [b for b in window.side.choice.buttons
            if words in b.text().replace("&", "") and b.isVisible()]


def test_the_dealer_leaves_the_rest_unseen_by_a_button(qtbot, window):
    c, human = dealer_to_exchange(window)
    qtbot.waitUntil(lambda: c.waiting_for_human and not c.busy, timeout=10000)
    (unseen,) = buttons(window, "leave the rest unseen")
    assert unseen.isEnabled()
    qtbot.mouseClick(unseen, QtCore.Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: c.state.phase != "exchange", timeout=10000)
    rest = set(c.state.stock)
    assert c.state.remnant_looked is False and rest
    assert not rest & set(c.state.observation(human).seen)
    talon = [sl for sl in window.presenter.slots(c.state, window.scene.geometry, [])[0]
             if sl.zone == "talon"]
    assert talon and not any(sl.face_up for sl in talon)   # left face down


def test_looking_is_the_plain_exchange_button(qtbot, window):
    c, human = dealer_to_exchange(window)
    qtbot.waitUntil(lambda: c.waiting_for_human and not c.busy, timeout=10000)
    take, unseen = buttons(window, "Take none")
    assert "unseen" not in take.text() and "unseen" in unseen.text()
    qtbot.mouseClick(take, QtCore.Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: c.state.phase != "exchange", timeout=10000)
    assert c.state.remnant_looked is True
    assert set(c.state.stock) <= set(c.state.observation(human).seen)
