"""The keyboard's cursor rests only where it can be used: on none of the cards of a hand
the player only watches (à écrire, sitting out), and, when his turn comes, never on a
card that cannot be played (in Voleur, with a suit to follow, it moves to the nearest
card that can)."""
from __future__ import annotations

import random

from PySide6.QtTest import QTest

from parlour.engine.actions import Play
from parlour.ui.binding.qt import QtCore
from parlour.ui.table import animation
from parlour.ui.windows.new_game_dialog import NewGameChoice

from piquet_driver import choose_for_human, make_window

Qt = QtCore.Qt


def click_card(w, card) -> None:
    item = w.scene.item_of(card)
    point = item.mapToScene(QtCore.QPointF(item.width * 0.2, item.height * 0.5))
    QTest.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, w.view.mapFromScene(point))


def test_no_cursor_on_the_hand_watched_while_sitting_out(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot)
    animation.set_speed(1.0)                # the computers' deal at a pace to watch
    choice = NewGameChoice("piquet", "ecrire", {"rotation": "turns", "tours": 1},
                           "random", "cut", 3)
    c = w.start_new(choice, seed=5)         # the lot seats the human third: he sits out
    assert c.human_seat == 2 and c.state.pair == (0, 1)
    qtbot.waitUntil(lambda: len(w.scene.cards_in("hand_bottom")) == 12, timeout=10000)
    assert w.presenter.watching
    w.view.setFocus()
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Left):
        QTest.keyClick(w.view, key)
    assert w.presenter.watching, "the deal watched ended before the keys were pressed"
    assert w.view.cursor_card() is None
    assert not [i for i in w.scene.items_shown if i.focus_mark]
    animation.set_speed(0)


def test_in_voleur_the_cursor_never_rests_on_a_card_that_cannot_be_played(qtbot, tmp_path,
                                                                          monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot)
    c = w.start_new(NewGameChoice("piquet", "voleur", {}, "random", "cut"), seed=3)
    rng = random.Random(4)
    w.view.setFocus()
    followed = 0
    while followed < 6 and not c.over and len(c.state.deals) < 4:
        qtbot.waitUntil(lambda: (c.waiting_for_human and not c.busy) or c.over,
                        timeout=20000)
        if c.over:
            break
        legal = c.state.legal_actions()
        if type(legal[0]) is not Play:
            c.submit(choose_for_human(c, rng))
            continue
        playable = {a.card for a in legal}
        hand = w.view.hand_cards()
        if w.view.cursor_card() is not None:
            assert w.view.cursor_card() in playable, "the cursor rests on a card refused"
        followed += len(playable) < len(hand)
        # the cursor moved by keys along the hand, the card played by the mouse: the
        # cursor stays where the keys left it, for the next turn to judge
        for _ in range(rng.randrange(1, 4)):
            QTest.keyClick(w.view, Qt.Key.Key_Right)
        n = len(c.state.history)
        click_card(w, rng.choice(sorted(playable)))
        qtbot.waitUntil(lambda: len(c.state.history) > n, timeout=5000)
    assert followed >= 3, "too few turns with a suit to follow to judge"
