"""Seen in the walk (issue 30, à écrire at 1024x700): the other player's pile of eleven
tricks, rising a little a trick, touched its caption "11 tricks" above it.  The top pile
keeps clear of its caption with a whole deal's tricks, at both window sizes, in the
geometry of the table the window shows."""
from __future__ import annotations

import pytest

from parlour.engine.games import new_game

from piquet_driver import make_window


@pytest.mark.parametrize("size", [(1024, 700), (1600, 1000)])
def test_the_top_pile_stays_below_its_caption(qtbot, size):
    w = make_window(qtbot, autosave=False)
    w.resize(*size)
    w.start(new_game("piquet", "au-cent", seats=["You", "Computer"], seed=3), 0, "random")
    qtbot.waitUntil(lambda: w.scene.geometry.width > 320)
    g = w.scene.geometry
    tops = [g.won(i, False)[1] for i in range(2 * g.MOST_TRICKS)]
    caption_bottom = g.label_pos("won_top")[1] + g.caption
    assert min(tops) >= caption_bottom + 2, (min(tops), caption_bottom)
