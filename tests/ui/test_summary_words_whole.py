"""Seen in the walk (issue 30, Voleur at 1600x1000): with four players' columns of
reasons the deal's summary, 540 wide, broke words in two ("Tierce to the Ni / ne",
"Winning with Q / ♥").  Its width grows with the columns; no word is broken."""
from __future__ import annotations

import random

import pytest

from parlour.engine.games import new_game
from parlour.ui.windows.deal_summary import summarise
from parlour.ui.windows.deal_summary_dialog import DealSummaryDialog

SEATS = ["You", "West", "North", "East"]


def voleur_summary(qtbot, seed: int, deal: int) -> DealSummaryDialog:
    """The summary of deal ``deal`` (from 0) of a Voleur game played at random (seeded),
    in its dialog, not yet shown."""
    s = new_game("piquet", "voleur", seats=SEATS, seed=seed)
    rng = random.Random(seed)
    while len(s.deals) < deal + 2:
        s.apply(s.sample_action(rng))
    d = DealSummaryDialog(summarise(s, deal), 0, False)
    qtbot.addWidget(d)
    return d


def broken_words(page) -> list[str]:
    """Each laid-out line of the page that ends inside a word."""
    out = []
    block = page.document().begin()
    while block.isValid():
        text, layout = block.text(), block.layout()
        for k in range(layout.lineCount()):
            line = layout.lineAt(k)
            end = line.textStart() + line.textLength()
            if 0 < end < len(text) and text[end - 1].isalnum() and text[end].isalnum():
                out.append(text)
        block = block.next()
    return out


@pytest.mark.parametrize("seed,deal", [(5, 2), (8, 2), (9, 1)])
def test_no_word_broken_in_a_four_handed_summary(qtbot, seed, deal):
    d = voleur_summary(qtbot, seed, deal)
    d.show()
    qtbot.waitExposed(d)
    assert broken_words(d.page) == []
    assert d.width() <= 630          # left of the tricks won on a 1024x700 window
