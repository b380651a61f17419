"""The review window's rows as a player reads them: every sentence whole at 1024x700
(wrapped, never cut short with "..."), and a card as good as the expert's said plainly."""
from __future__ import annotations

import pytest

from parlour.ai.piquet.review import Decision
from parlour.ai.piquet.review_reason import Reason
from parlour.engine.cards import parse_card, parse_cards
from parlour.ui.review.runner import ReviewRunner
from parlour.ui.review.window import ReviewWindow


def cs(text: str) -> tuple[int, ...]:
    """Cards written in the notation, as the review holds them."""
    return tuple(parse_cards(text))


LATER = Reason("later", cs("AC"), shown=cs("AH KH"), void="S", trick=12, share=1.0,
               takes=parse_card("KC"), takes_share=1.0)


@pytest.fixture
def review(qtbot, monkeypatch):
    """A review window of no record (its rows are added by the test)."""
    monkeypatch.setattr(ReviewRunner, "start", lambda *args, **kwargs: None)
    dialog = ReviewWindow({}, 0, 1)
    qtbot.addWidget(dialog)
    dialog.resize(990, 640)            # as much as a 1024x700 screen leaves it
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_every_sentence_is_shown_whole_as_the_columns_change(review, qtbot):
    review._add_row(Decision(1, 18, "play", cs("AC"), cs("8D"), 1.0, 0.3, 8, LATER))
    # a declaration of many cards comes later and widens the columns before "Why"
    review._add_row(Decision(1, 2, "declare", cs("7H 8H 9H 10H KH AH"), cs("7H 8H 9H 10H KH AH QS"),
                             0.0, 0.0, 40, Reason("same")))
    review._add_row(Decision(1, 19, "play", cs("7C"), cs("10D"), 2.0, 0.4, 8, LATER))
    qtbot.wait(50)
    table = review.table
    for r in range(table.rowCount()):
        assert table.rowHeight(r) >= table.sizeHintForRow(r), table.item(r, 5).text()
    assert table.textElideMode().name == "ElideNone"
    review.resize(700, 640)               # narrower still: the rows grow to hold them
    qtbot.wait(50)
    for r in range(table.rowCount()):
        assert table.rowHeight(r) >= table.sizeHintForRow(r), table.item(r, 5).text()


def test_a_card_unlike_the_experts_that_costs_nothing_says_so(review):
    review._add_row(Decision(1, 20, "play", cs("QC"), cs("9H"), 0.0, 0.0, 8, Reason("same")))
    review._add_row(Decision(1, 21, "play", cs("AH"), cs("AH"), 0.0, 0.0, 8, Reason("same")))
    review.progress.setRange(0, 2)
    review.progress.setValue(2)
    review._ended(False)
    assert review.status.text() == ("2 decisions weighed: yours cost nothing against the "
                                    "expert's.")
    review._add_row(Decision(1, 22, "play", cs("8C"), cs("9H"), 0.04, 0.2, 8, Reason("same")))
    cells = [review.table.item(r, 4).text() for r in range(3)]
    assert cells == ["no cost", "—", "0.0 ± 0.4"]      # a margin is still worth saying
    assert review.table.item(0, 5).text() == ("Playing the Q♣ was as good as the expert's "
                                              "choice, playing the 9♥")
    assert review.table.item(1, 5).text() == "Playing the A♥ was the expert's choice"
