"""Seen in the walk (issue 30): a Voleur or Normand deal's summary at 1024x700 had a
horizontal scroll bar under its page that moved it by one pixel (Qt's table layout
rounding up when the Scored table's columns are full).  No bar is shown for that; a
page really too wide still scrolls."""
from __future__ import annotations

import random

import pytest

from parlour.engine.games import new_game
from parlour.ui.windows.deal_summary import summarise
from parlour.ui.windows.deal_summary_dialog import DealSummaryDialog

SEATS = ["You", "West", "North", "East"]


@pytest.mark.parametrize("seed,deal", [(7, 1), (5, 1), (11, 0)])
def test_no_scroll_bar_for_a_pixel(qtbot, seed, deal):
    s = new_game("piquet", "voleur", seats=SEATS, seed=seed)
    rng = random.Random(seed)
    while len(s.deals) < deal + 2:
        s.apply(s.sample_action(rng))
    d = DealSummaryDialog(summarise(s, deal), 0, False)
    qtbot.addWidget(d)
    d.resize(540, 460)                    # as it stands on a 1024x700 window
    d.show()
    qtbot.waitExposed(d)
    bar = d.page.horizontalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() <= 2 and not bar.isVisible(), timeout=2000)
    d.page.setHtml("<table width='900'><tr><td>wide</td></tr></table>")   # really too wide
    qtbot.waitUntil(lambda: bar.maximum() > 2 and bar.isVisible(), timeout=2000)
