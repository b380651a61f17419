"""Last trick review: each trick a line in the log under its number with who won it; L
(or a click on a trick pile) lays the last trick's cards on the table with who won it,
for a moment or until the next click or key."""
from __future__ import annotations

import random
import re

import pytest
from PySide6 import QtCore

from parlour.engine.games import new_game
from parlour.ui.windows.trick_log import last_trick, tricks_in, trick_words

from piquet_driver import drive_until, start_piquet
from test_melding_table import drive, start
from parlour.engine.actions import Play


def test_tricks_are_numbered_with_their_winner():
    s = new_game("piquet", "au-cent", seats=["You", "Computer"], seed=7)
    rng = random.Random(1)
    while len(s.deals) < 2:
        s.apply(s.sample_action(rng))
    tricks = tricks_in(s.deals[0].events)
    assert [t.number for t in tricks] == list(range(1, 13))
    assert all(len(t.cards) == 2 and t.cards[0][0] != t.cards[1][0] for t in tricks)
    # the next deal has no trick yet: the last trick is the old deal's twelfth
    assert last_trick(s) == tricks[-1]
    words = trick_words(tricks[0], {0: "You", 1: "Computer"}.get)
    assert words.startswith("Trick 1: ") and ("You win" in words or "Computer wins" in words)


def test_the_log_groups_each_trick_and_l_says_the_last(qtbot, window):
    w = window
    c = start_piquet(w, seed=7)
    drive_until(qtbot, c, lambda: len(c.state.observation(0).tricks) >= 3
                and c.waiting_for_human, random.Random(1), timeout=60000)
    # each part of a line held whole when it wraps: no-break spaces inside the parts
    lines = [ln.replace("\u00a0", " ") for ln in w.side.log.lines()
             if ln.startswith("Trick\u00a0")]
    assert all(" " not in part for ln in w.side.log.lines() if ln.startswith("Trick\u00a0")
               for part in re.split(r"[:,;] ", ln))
    assert [ln.split(":")[0] for ln in lines[:3]] == ["Trick 1", "Trick 2", "Trick 3"]
    w.show_last_trick()
    said = w.statusBar().currentMessage()
    assert said.startswith("Last trick: Trick ") and said.endswith(lines[-1].split("; ")[-1])
    # resumed or undone, the log is told again the same way
    before = w.side.log.lines()
    w.refresh(c.state)
    assert w.side.log.lines() == before


def test_a_click_on_a_trick_pile_shows_the_last_trick(qtbot, window):
    w = window
    c = start_piquet(w, seed=7)
    drive_until(qtbot, c, lambda: bool(w.scene.cards_in("won_bottom") or any(
        s.zone in ("won_bottom", "won_top") for s in w.scene.slots)) and c.waiting_for_human,
        random.Random(1), timeout=60000)
    item = next(i for i, s in w.scene.slot_of.items() if s.zone in ("won_bottom", "won_top"))
    w.scene._item_clicked(item)
    assert w.statusBar().currentMessage().startswith("Last trick: ")


def reviewed(w) -> list[int]:
    """The cards of the trick looked back at, as laid on the table (in order)."""
    return [s.card for s in sorted(w.scene.slots, key=lambda s: s.z) if s.zone == "review"]


def check_review(qtbot, w, c):
    trick = last_trick(c.state)
    before = [s for s in w.scene.slots]
    w.show_last_trick()
    assert reviewed(w) == [card for _, card in trick.cards]
    text = w.scene.captions["review"].text()
    winner = w.presenter.seat_name(c.state, trick.winner)
    assert text.startswith(f"Trick {trick.number}\n") and winner in text
    # the cards lie over the middle, each in front of the seat that played it
    items = [i for i, s in w.scene.slot_of.items() if s.zone == "review"]
    assert all(i.isVisible() and i.zValue() >= 400 for i in items)
    # the words lie clear of the cards (seen over a card of the Bézique table once)
    words = w.scene.captions["review"].sceneBoundingRect()
    g = w.scene.geometry
    faces = [QtCore.QRectF(s.x, s.y, g.card_w, g.card_h) for s in w.scene.slots
             if s.zone == "review"]
    assert not any(words.intersects(face) for face in faces)
    # the table under it is untouched; a key brings the table back as it was
    assert [s for s in w.scene.slots if s.zone != "review"] == before
    qtbot.keyClick(w.view, QtCore.Qt.Key.Key_Escape)
    assert reviewed(w) == [] and "review" not in w.scene.captions
    # and the moment passes by itself
    w.show_last_trick()
    assert reviewed(w)
    qtbot.waitUntil(lambda: not reviewed(w), timeout=6000)


@pytest.mark.slow
def test_l_lays_the_last_trick_on_the_piquet_table(qtbot, window):
    w = window
    c = start_piquet(w, seed=7)
    drive_until(qtbot, c, lambda: len(c.state.observation(0).tricks) >= 2
                and c.waiting_for_human, random.Random(1), timeout=60000)
    check_review(qtbot, w, c)
    # the pile clicked: the cards come out; clicked again, the table comes back
    pile = next(i for i, s in w.scene.slot_of.items() if s.zone in ("won_bottom", "won_top"))
    w.scene._item_clicked(pile)
    assert reviewed(w)
    w.scene._item_clicked(pile)
    assert not reviewed(w)


def test_a_card_clicked_ends_the_review_and_is_played(qtbot, window):
    w = window
    c = start_piquet(w, seed=7)
    drive_until(qtbot, c, lambda: len(c.state.observation(0).tricks) >= 1
                and c.waiting_for_human and type(c.state.legal_actions()[0]) is Play,
                random.Random(1), timeout=60000)
    w.show_last_trick()
    card = c.state.legal_actions()[0].card
    before = len(c.state.history)
    item = next(i for i, s in w.scene.slot_of.items()
                if s.zone == "hand_bottom" and s.card == card)
    w.scene._item_clicked(item)
    assert not reviewed(w) and len(c.state.history) > before


@pytest.mark.parametrize("game,variant", [("rubicon-bezique", "rubicon"), ("binocle", "64"),
                                          ("bezique", "two-pack")])
@pytest.mark.slow
def test_l_lays_the_last_trick_on_the_melding_tables(qtbot, window, game, variant):
    w = window
    c = start(w, game, variant, seed=5)
    drive(qtbot, w, c, random.Random(2),
          stop=lambda: c.waiting_for_human and last_trick(c.state) is not None
          and last_trick(c.state).number >= 3)
    check_review(qtbot, w, c)


@pytest.mark.slow
@pytest.mark.parametrize("variant", ["normand", "voleur"])
def test_l_lays_the_last_trick_round_the_table(qtbot, window, variant):
    w = window
    seats = ["You", "West", "North"] + (["East"] if variant == "voleur" else [])
    c = w.start(new_game("piquet", variant, seats=seats, seed=3), 0, "random")
    drive_until(qtbot, c, lambda: last_trick(c.state) is not None and c.waiting_for_human,
                random.Random(3), timeout=60000)
    check_review(qtbot, w, c)
    assert len(last_trick(c.state).cards) == len(seats)
