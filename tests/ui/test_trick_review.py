"""Last trick review: each trick a line in the log under its number with who won it; L
(or a click on a trick pile) says the last trick."""
from __future__ import annotations

import random

from parlour.engine.games import new_game
from parlour.ui.trick_log import last_trick, tricks_in, trick_words

from piquet_driver import drive_until, start_piquet


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
    lines = [ln for ln in w.side.log.lines() if ln.startswith("Trick ")]
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
