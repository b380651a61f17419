"""The pic and repic watch's ``open``: once it says nothing more can come, feeding it
changes nothing, so the play may stop feeding it (PiquetState._play_point)."""
from __future__ import annotations

import random

from parlour.engine.piquet.scoring import PicRepicWatch


def _fed(scores, stop_when_closed: bool):
    w = PicRepicWatch(2, 30)
    said = []
    for kind, side, points in scores:
        if stop_when_closed and not w.open:
            said.append(False)
            continue
        said.append(w.hand(side, points) if kind == "hand" else w.play(side, points))
    return said, w.made, w.made_by


def test_a_closed_watch_says_nothing_more():
    rng = random.Random(4)
    closed = 0
    for _ in range(3000):
        scores = [("hand", rng.randrange(2), rng.choice((3, 4, 10, 14, 15, 16)))
                  for _ in range(rng.randrange(4))]
        first = rng.randrange(2)
        scores += [("play", first if rng.random() < 0.8 else 1 - first, 1)
                   for _ in range(rng.randrange(40))]
        assert _fed(scores, True) == _fed(scores, False)
        w = PicRepicWatch(2, 30)
        for kind, side, points in scores:
            was_open = w.open
            made = w.hand(side, points) if kind == "hand" else w.play(side, points)
            assert was_open or not made
            closed += not w.open
    assert closed


def test_open_until_both_have_scored_or_one_is_made():
    w = PicRepicWatch(2, 30)
    assert w.open and not w.hand(0, 16) and w.open
    assert not w.play(0, 1) and w.open
    assert not w.play(1, 1) and not w.open
    w = PicRepicWatch(2, 30)
    assert w.hand(1, 16) is False and w.hand(1, 14) is True
    assert (w.made, w.made_by, w.open) == ("repic", 1, False)
    assert w.copy().open is False
