"""The window offers piquet.txt's right to ask the suit of a discarded card of a
possible quatorze: a button beside the play, pressed with the mouse, and the answer in
the log (issue 28, item 13)."""
from __future__ import annotations

from PySide6 import QtCore

from parlour.engine.actions import Exchange, Play
from parlour.engine.cards import parse_card
from parlour.engine.piquet import PiquetState
from tests.engine.piquet_deals import book_deal, declare_all

# The computer (elder) was dealt four Kings and laid out the King of clubs; you (the
# dealer) hold no King.
ELDER = "AS KS QS JS 10S KH 9H 8H KD 7D 7C 8C"
YOU = "QH JH 10H 7H QD JD 10D 9D 8D AC QC JC"


def test_the_dealer_asks_which_king_was_laid_out_by_a_button(qtbot, window):
    setup, junk = book_deal(ELDER, YOU, junk="KC")
    s = PiquetState("au-cent", seats=["Computer", "You"], deals=[setup])
    s.apply(Exchange(0, (junk,)))
    s.apply(Exchange(1))
    declare_all(s)
    s.apply(Play(0, parse_card("AS")))
    s.apply(Play(1, parse_card("8D")))
    s.apply(Play(0, parse_card("KS")))            # your turn to follow, a card played
    c = window.start(s, 1, "random")
    qtbot.waitUntil(lambda: c.waiting_for_human and not c.busy, timeout=10000)
    buttons = [b for b in window.side.choice.buttons if "King" in b.text() and b.isVisible()]
    assert [b.text() for b in buttons] == ["Ask which King Computer laid out"]
    qtbot.mouseClick(buttons[0], QtCore.Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: any("I laid out the King of clubs." in line
                                for line in window.side.log.lines()), timeout=10000)
    qtbot.waitUntil(lambda: c.waiting_for_human and not c.busy, timeout=10000)
    assert c.state.current_player() == 1               # still yours to follow
    assert not [b for b in window.side.choice.buttons
                if "King" in b.text() and b.isVisible()]        # asked once only
