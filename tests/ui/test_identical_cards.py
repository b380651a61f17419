"""Two copies of the same card are never confused at the table, in every game played
with several packs: the highlight, the drag, the keyboard focus ring, the trick and the
meld board each concern one physical card.

The position: the other player (seat 1) has won a trick and declared the royal marriage
K♥ Q♥, then led; you (seat 0) hold the other K♥ and both A♣.  His K♥ lies on his meld
board, or (led from the board) in the trick.
"""
from __future__ import annotations

import random

import pytest

from parlour.engine.cards import parse_card, parse_cards
from parlour.engine.core import DealSetup
from parlour.engine.games import new_game
from parlour.engine.melding.tricks import beats
from parlour.ui.binding.qt import QtCore

from piquet_driver import make_window
from test_melding_table import drag_item
from parlour.engine.actions import Dix, Meld, Pass, Play

KH, QH, AC, AS = parse_cards("KH QH AC AS")
GAMES = [("rubicon-bezique", "rubicon"), ("chinese-bezique", "chinese"),
         ("bezique", "two-pack"), ("binocle", "48")]


def _deal(game, variant):
    """Seat 1 deals nothing special; you hold K♥ A♣ A♣, he holds K♥ Q♥ A♠.  Trumps are
    diamonds where a card is turned up."""
    first = new_game(game, variant, seed=0).deals[0].setup
    size = len(first.hands[0])
    pack = first.hands[0] + first.hands[1] + first.stock
    turnup = parse_card("JD") if first.turnup is not None else None
    if turnup is not None:
        pack.append(first.turnup)
    mine, his = [KH, AC, AC], [KH, QH, AS]
    rest = pack[:]
    for c in mine + his + ([turnup] if turnup is not None else []):
        rest.remove(c)
    # fillers: no more Kings, Queens or Aces of these suits, no Seven or Nine, nothing
    # of the trump suit (diamonds where a card is turned up)
    plain = [c for c in rest if c not in (KH, QH, AC, AS) and c & 7 not in (0, 2)
             and c >> 3 != 2]
    random.Random(3).shuffle(plain)
    fill_mine, fill_his = plain[:size - 3], plain[size - 3:2 * size - 6]
    for c in fill_mine + fill_his:
        rest.remove(c)
    mine += fill_mine
    his += fill_his
    random.Random(4).shuffle(rest)
    rest.sort(key=lambda c: c in (KH, QH, AC, AS))     # the first draws are plain too
    return DealSetup(0, [mine, his], rest, turnup)


def _position(game, variant, led_from_board: bool):
    """The state with the human (seat 0) to answer the lead."""
    state = new_game(game, variant, seats=["You", "Computer"],
                     deals=[_deal(game, variant)])

    def act(seat, pick):
        legal = [a for a in state.legal_actions() if a.seat == seat and pick(a)]
        state.apply(legal[0])
    act(1, lambda a: type(a) is Play and a.cards == (AS,))
    lead = AS
    act(0, lambda a: type(a) is Play and not beats(a.card, lead, state.trump))
    if any(type(a) is Dix for a in state.legal_actions()):
        act(1, lambda a: type(a) is Dix)
    act(1, lambda a: type(a) is Meld and sorted(a.cards) == sorted((KH, QH)))
    while state.current_player() == 1 and any(type(a) is Pass for a in state.legal_actions()):
        act(1, lambda a: type(a) is Pass)
    if led_from_board:
        act(1, lambda a: type(a) is Play and a.cards == (KH,))
    else:
        act(1, lambda a: type(a) is Play and a.card not in (KH, QH))
    assert state.current_player() == 0
    return state


def _items(w, zone, card):
    return [item for item, slot in w.scene.slot_of.items()
            if slot.zone == zone and slot.card == card]


def _table(qtbot, tmp_path, monkeypatch, game, variant, led_from_board):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot, autosave=False)
    w.settings.highlight_legal = True
    c = w.start(_position(game, variant, led_from_board), 0, "random")
    qtbot.waitUntil(lambda: c.waiting_for_human and not c.busy)
    return w, c


def _no_strays(w):
    """Every card item on the table stands for one card the table shows."""
    assert len(w.scene.items_shown) == len(w.scene.slots)
    for item in w.scene.items_shown:
        slot = w.scene.slot_of[item]
        assert item.isVisible() and item.pos() == QtCore.QPointF(slot.x, slot.y)


def _his_king_stays_his(qtbot, w, c, zone, to):
    """His K♥ (in ``zone``) neither glows nor moves; dragged towards ``to`` it plays
    nothing and leaves no card lying about, and yours stays in your hand."""
    [his] = _items(w, zone, KH)
    [mine] = _items(w, "hand_bottom", KH)
    assert mine.highlighted and mine.draggable
    assert not his.highlighted and not his.draggable
    before = len(c.state.history)
    drag_item(w, his, to)
    qtbot.wait(10)
    assert len(c.state.history) == before
    assert _items(w, zone, KH) == [his] and _items(w, "hand_bottom", KH) == [mine]
    _no_strays(w)
    return his, mine


@pytest.mark.parametrize("game,variant", GAMES)
def test_his_king_on_the_board_is_not_yours(qtbot, tmp_path, monkeypatch, game, variant):
    w, c = _table(qtbot, tmp_path, monkeypatch, game, variant, led_from_board=False)
    area = w.scene.geometry.trick_area()
    middle = QtCore.QPointF(area.x + area.w / 2, area.y + area.h / 2)
    his, mine = _his_king_stays_his(qtbot, w, c, "board_top", middle)
    # your King played: yours leaves your hand, his stays on his board
    before = len(c.state.history)
    drag_item(w, mine, middle)
    qtbot.waitUntil(lambda: len(c.state.history) > before)
    assert c.state.history[before].cards == (KH,)
    assert _items(w, "board_top", KH) == [his] and not _items(w, "hand_bottom", KH)


@pytest.mark.parametrize("game,variant", GAMES)
def test_his_king_in_the_trick_is_not_yours(qtbot, tmp_path, monkeypatch, game, variant):
    w, c = _table(qtbot, tmp_path, monkeypatch, game, variant, led_from_board=True)
    [his] = _items(w, "trick", KH)
    _his_king_stays_his(qtbot, w, c, "trick",
                        QtCore.QPointF(his.pos().x() + 5, his.pos().y() + 200))


def _held_trick_after_playing(qtbot, monkeypatch, w, c, item, card, watched):
    """Drag ``item`` (a ``card``) to the trick with brief animations, so the finished
    trick is held a moment: where the ``watched`` items lie in that first picture."""
    from parlour.ui.table import animation
    animation.set_speed(0.01)
    shown = []
    real_show = w.scene.show_slots

    def spy(slots, ms=0, captions=None):
        real_show(slots, ms, captions)
        shown.append({i: w.scene.slot_of.get(i) for i in watched})
    monkeypatch.setattr(w.scene, "show_slots", spy)
    area = w.scene.geometry.trick_area()
    before = len(c.state.history)
    drag_item(w, item, QtCore.QPointF(area.x + area.w / 2, area.y + area.h / 2))
    qtbot.waitUntil(lambda: len(c.state.history) > before and bool(shown))
    assert c.state.history[before].cards == (card,)
    return shown[0]


@pytest.mark.parametrize("game,variant", GAMES)
def test_the_trick_shows_each_players_own_king(qtbot, tmp_path, monkeypatch, game, variant):
    """You answer his K♥ with yours: the finished trick, held a moment, shows his card
    where he led it and yours from your hand beside it (no card trades places)."""
    w, c = _table(qtbot, tmp_path, monkeypatch, game, variant, led_from_board=True)
    [his] = _items(w, "trick", KH)
    [mine] = _items(w, "hand_bottom", KH)
    his_place = his.pos()
    held = _held_trick_after_playing(qtbot, monkeypatch, w, c, mine, KH, (his, mine))
    assert held[his].zone == "trick" and held[mine].zone == "trick"
    assert (held[his].x, held[his].y) == (his_place.x(), his_place.y())
    assert held[mine].z > held[his].z          # yours is the second card of the trick


@pytest.mark.parametrize("game,variant", GAMES)
def test_the_focus_ring_surrounds_one_card(qtbot, tmp_path, monkeypatch, game, variant):
    from PySide6.QtTest import QTest
    w, c = _table(qtbot, tmp_path, monkeypatch, game, variant, led_from_board=False)
    w.view.setFocus()
    for _ in range(len(w.view.hand_cards())):
        QTest.keyClick(w.view, QtCore.Qt.Key.Key_Right)
        ringed = [item for item in w.scene.items_shown if item.focus_mark]
        assert len(ringed) == 1
        assert w.scene.slot_of[ringed[0]].zone == "hand_bottom"
    # both Aces of clubs, one after the other, each ringed alone
    aces = _items(w, "hand_bottom", AC)
    assert len(aces) == 2
    seen = set()
    for _ in range(len(w.view.hand_cards())):
        QTest.keyClick(w.view, QtCore.Qt.Key.Key_Right)
        seen |= {item for item in aces if item.focus_mark}
    assert seen == set(aces)


@pytest.mark.parametrize("game,variant", GAMES)
def test_of_two_aces_in_hand_the_one_dragged_is_played(qtbot, tmp_path, monkeypatch, game,
                                                       variant):
    """Your two A♣ look alike and the engine picks which copy leaves the hand: the card
    you dragged goes to the trick, the other stays where it lay."""
    w, c = _table(qtbot, tmp_path, monkeypatch, game, variant, led_from_board=False)
    aces = sorted(_items(w, "hand_bottom", AC), key=lambda item: item.pos().x())
    dragged, kept = aces[1], aces[0]
    held = _held_trick_after_playing(qtbot, monkeypatch, w, c, dragged, AC, aces)
    assert held[dragged].zone == "trick"
    assert held[kept].zone == "hand_bottom"
