"""Seen in the walk (issue 30): a Voleur or Normand deal's summary at 1024x700 had a
horizontal scroll bar under its page that moved it by one pixel (Qt's table layout
rounding up when the Scored table's columns are full).  No bar is shown for that; a
page really too wide still scrolls."""
from __future__ import annotations

import pytest

from test_summary_words_whole import voleur_summary


@pytest.mark.parametrize("seed,deal", [(7, 1), (5, 1), (11, 0)])
def test_no_scroll_bar_for_a_pixel(qtbot, seed, deal):
    d = voleur_summary(qtbot, seed, deal)
    d.resize(540, 460)                    # as it stands on a 1024x700 window
    d.show()
    qtbot.waitExposed(d)
    bar = d.page.horizontalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() <= 2 and not bar.isVisible(), timeout=2000)
    d.page.setHtml("<table width='900'><tr><td>wide</td></tr></table>")   # really too wide
    qtbot.waitUntil(lambda: bar.maximum() > 2 and bar.isVisible(), timeout=2000)
