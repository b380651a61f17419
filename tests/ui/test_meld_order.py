"""Issue 28 item 9: the meld choices are listed by what they score, highest first, and the
top one (the default) melds the best of them when clicked."""
from __future__ import annotations

import random
import re

import pytest

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from parlour.engine.actions import Meld, Pass, Play
from parlour.engine.games import new_game

POINTS = re.compile(r"\((\d+)\)$")


def meld_values(c) -> set[int]:
    """What the legal melds of this turn score, asked of a copy of the game."""
    values = set()
    for a in c.state.legal_actions():
        if type(a) is Meld:
            trial = c.state.clone()
            values.add(sum(e.points for e in trial.apply(a) if e.category and e.seat == a.seat))
    return values


@pytest.mark.parametrize("seed", [1, 19])      # a marriage, a royal one first
def test_the_meld_buttons_come_highest_first(qtbot, window, seed):
    w = window
    c = w.start(new_game("rubicon-bezique", "rubicon", seats=["You", "Computer"], seed=seed),
                0, "random")
    rng = random.Random(1)

    def step():
        if c.over:
            return True
        if not c.waiting_for_human or c.busy:
            return False
        legal = c.state.legal_actions()
        if len(meld_values(c)) >= 2:         # melds worth different points: look at them
            return True
        # keep the cards for bigger melds: pass the meld, play any card
        nxt = next((a for a in legal if type(a) is Pass), None) or \
            rng.choice([a for a in legal if type(a) is Play] or legal)
        assert c.submit(nxt) is None
        return False
    qtbot.waitUntil(step, timeout=120000)
    assert not c.over
    qtbot.waitUntil(lambda: w.side.choice.isVisible() and len(w.side.choice.buttons) > 2)
    shown = [b.text() for b in w.side.choice.buttons]
    points = [int(m.group(1)) for m in (POINTS.search(t) for t in shown) if m]
    assert len(set(points)) >= 2, shown
    assert points == sorted(points, reverse=True), shown
    n = len(c.state.history)
    top = w.side.choice.buttons[0]
    QTest.mouseClick(top, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(c.state.history) > n, timeout=5000)
    assert type(c.state.history[n]) is Meld
