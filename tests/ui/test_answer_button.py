"""The dealer's first answer to elder's call says what it answers: with a quatrième as
good as elder's, "Equal: Quatrième to the King", and pressing it says "Equal."."""
from __future__ import annotations

from PySide6.QtCore import Qt

from parlour.ai.piquet.brain import full_declaration
from parlour.engine.actions import Exchange
from parlour.engine.cards import parse_cards
from parlour.engine.core import DealSetup
from parlour.engine.events import Answered
from parlour.engine.games import new_game

# elder (seat 0) and the dealer (seat 1) hold a quatrième to the King each
ELDER = "KH QH JH 10H 7H AS 9S AC 9C AD 9D 8D"
DEALER = "KS QS JS 10S 7S AH 8H KC QC KD QD 7D"
STOCK = "8S 9H JC 10C 8C 7C JD 10D"


def _elder_has_called_his_sequence():
    state = new_game("piquet", "au-cent", None, seats=["Computer", "You"], seed=None,
                     deals=[DealSetup(1, [sorted(parse_cards(ELDER)),
                                          sorted(parse_cards(DEALER))],
                                      parse_cards(STOCK))])
    state.apply(Exchange(0, tuple(parse_cards("7H"))))
    state.apply(Exchange(1, tuple(parse_cards("7D"))))
    while not (state.current_player() == 1 and
               state.legal_actions()[0].category == "sequence"):
        state.apply(full_declaration(state.legal_actions()))
    return state


def test_the_answer_button_says_equal_and_answers_equal(qtbot, window):
    w = window
    c = w.start(_elder_has_called_his_sequence(), 1, "random")
    qtbot.waitUntil(lambda: c.waiting_for_human, timeout=10000)
    assert "Quatrième to the King" in w.side.choice.question.text()
    first = w.side.choice.buttons[0]
    assert first.text() == "Equal: Quatrième to the King"
    n = len(c.state.deals[-1].events)
    qtbot.mouseClick(first, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(c.state.deals[-1].events) > n, timeout=5000)
    answers = [e.payload.answer for e in c.state.deals[-1].events[n:]
               if isinstance(e.payload, Answered)]
    assert answers == ["equal"]
    assert any(line.endswith("Equal.") for line in w.side.log.lines())
