"""The right to ask the suit of a discarded card of a possible quatorze (issue 28, item
13; engine/piquet/asking.py)."""
import pytest

from parlour.engine.actions import Action, Ask, Play
from parlour.engine.cards import KING, QUEEN
from parlour.engine.core import IllegalAction
from parlour.engine.records import record_of, replay

from .piquet_deals import after_exchange, cards, declare_all, said

# Elder was dealt four Kings and laid out the King of clubs to keep his point; the
# dealer holds no King, so four were possible.
ELDER = "AS KS QS JS 10S KH 9H 8H KD 7D 7C 8C"
DEALER = "QH JH 10H 7H QD JD 10D 9D 8D AC QC JC"


def at_the_play():
    s = after_exchange(ELDER, DEALER, junk="KC")
    declare_all(s)
    assert "Three Kings." in said(s)                     # good: elder scores the trio
    return s


def test_after_playing_a_card_the_adversary_may_ask_the_suit_of_the_discard():
    """piquet.txt: "his adversary, having none of that denomination either in his hand
    or discards, knows that four were possible, and after playing a card he has a right
    to ask the suit of the card which was discarded."  SUPPLEMENT.md: a right "he may
    use or waive"."""
    s = at_the_play()
    assert s.observation(1).may_ask == ()                 # not before playing a card
    with pytest.raises(IllegalAction, match="only after playing a card"):
        s.apply(Ask(1, "K"))
    s.apply(Play(0, cards("AS")[0]))
    s.apply(Play(1, cards("8D")[0]))
    assert s.observation(1).may_ask == (KING,)
    assert s.observation(0).may_ask == ()                 # the dealer scored no trio
    turn = s.current_player()
    events = s.apply(Ask(1, "K"))                         # out of turn: elder leads next
    assert [e.seat for e in events] == [0]
    assert said(s)[-1] == "I laid out the King of clubs."
    assert s.current_player() == turn
    heard = [a for a in s.observation(1).announcements if a.said == "discardnamed"]
    assert [(a.seat, a.heard, a.number) for a in heard] == [(0, ((KING,),), 3)]
    assert s.observation(1).may_ask == ()                 # asked once
    with pytest.raises(IllegalAction):
        s.apply(Ask(1, "K"))
    with pytest.raises(IllegalAction):
        s.apply(Ask(1, "Q"))                              # elder scored no trio of Queens


def test_the_question_is_written_in_the_record_and_replays():
    s = at_the_play()
    s.apply(Play(0, cards("AS")[0]))
    s.apply(Play(1, cards("8D")[0]))
    s.apply(Ask(1, "K"))
    rec = record_of(s)
    assert {"seat": 1, "act": "ask", "rank": "K"} in rec["deals"][0]["actions"]
    again = replay(rec)
    assert said(again)[-1] == "I laid out the King of clubs."
    assert Action.from_record({"seat": 1, "act": "ask", "rank": "K"}) == Ask(1, "K")
    with pytest.raises(ValueError):
        Action.from_record({"seat": 1, "act": "ask", "rank": "X"})


def test_a_fourth_left_in_the_talon_is_answered_none_laid_out():
    """Elder holds three Queens; the fourth lies in the talon: "I laid out no Queen"."""
    elder = "AS KS QS JS 10S KH QH 9H 8H QD 7C 8C"
    dealer = "JH 10H 7H AD JD 10D 9D 8D AC KC JC 10C"
    s = after_exchange(elder, dealer, junk="7S")
    declare_all(s)
    s.apply(Play(0, cards("AS")[0]))
    s.apply(Play(1, cards("8D")[0]))
    assert QUEEN in s.observation(1).may_ask
    s.apply(Ask(1, "Q"))
    assert said(s)[-1] == "I laid out no Queen."
