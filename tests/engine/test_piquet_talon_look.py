"""The dealer's right to look at the cards he leaves in the talon (issue 28, item 13).

piquet.txt: "If the dealer leaves any cards in the stock, he has a right to look at
them, but the pone may not see them until he has led for the first trick [...] If the
dealer does not look at the remaining cards the pone cannot see them either."
SUPPLEMENT.md: "What the book lets a player see or ask stays a right he may use or
waive (the dealer looking at the cards he leaves ...)"."""
import random

import pytest

from parlour.engine.actions import Action, Exchange, Play
from parlour.engine.core import IllegalAction
from parlour.engine.piquet import PiquetState
from parlour.engine.records import record_of, replay

from .piquet_deals import book_deal, cards, declare_all

ELDER = "AS KS QS JS 10S KH 9H 8H KD 7D 7C 8C"
DEALER = "QH JH 10H 7H QD JD 10D 9D 8D AC QC JC"


def exchanged(dealer_takes: str, look: bool):
    setup, junk = book_deal(ELDER, DEALER, junk="KC")
    s = PiquetState("au-cent", deals=[setup])
    s.apply(Exchange(0, (junk,)))                  # elder takes one, leaves four
    s.apply(Exchange(1, tuple(cards(dealer_takes)), look))
    return s


@pytest.mark.parametrize("look", [True, False])
def test_the_dealer_looks_or_not_and_elder_sees_them_after_his_lead_only_if_he_did(look):
    s = exchanged("7H 8D", look)                   # two of the seven: five left
    rest = set(s.stock)
    assert len(rest) == 5
    assert (rest <= set(s.observation(1).seen)) is look
    assert s.observation(0).remnant_looked is s.observation(1).remnant_looked is look
    # elder saw the two he left that the dealer did not take; the dealer's three, not
    dealers_three = rest - set(s.observation(0).seen)
    assert len(dealers_three) == 3
    declare_all(s)
    assert not dealers_three & set(s.observation(0).seen)    # not before his lead
    s.apply(Play(0, cards("AS")[0]))
    seen = set(s.observation(0).seen)
    assert (dealers_three <= seen) if look else not dealers_three & seen


def test_only_the_dealer_leaving_cards_may_decline_and_the_choice_is_legal_both_ways():
    setup, junk = book_deal(ELDER, DEALER, junk="KC")
    s = PiquetState("au-cent", deals=[setup])
    with pytest.raises(IllegalAction, match="only the dealer"):
        s.apply(Exchange(0, (junk,), False))
    s.apply(Exchange(0, (junk,)))
    legal = s.legal_actions()
    assert Exchange(1, (), False) in legal and Exchange(1, ()) in legal
    everything = tuple(sorted(cards("QH JH 10H 7H QD JD 10D")))
    assert Exchange(1, everything) in legal and Exchange(1, everything, False) not in legal
    with pytest.raises(IllegalAction, match="leaving cards"):
        s.apply(Exchange(1, everything, False))
    rng = random.Random(5)
    drawn = {s.sample_action(rng).look for _ in range(200)}
    assert drawn == {True, False}                   # a random player uses or waives it


def test_a_waived_look_is_written_and_replays():
    s = exchanged("7H 8D", False)
    rec = record_of(s)
    assert rec["deals"][0]["actions"][1] == {"seat": 1, "act": "exchange",
                                             "cards": ["7H", "8D"], "look": False}
    again = replay(rec)
    assert again.observation(1).remnant_looked is False
    looked = record_of(exchanged("7H 8D", True))["deals"][0]["actions"][1]
    assert "look" not in looked                     # records as they always were
    assert Action.from_record({"seat": 1, "act": "exchange", "cards": [], "look": False}) \
        == Exchange(1, (), False)


def test_normand_has_no_look_to_waive():
    from parlour.engine.games import new_game
    s = new_game("piquet", "normand", seed=1)
    seat = s.current_player()
    with pytest.raises(IllegalAction, match="no 'look'"):
        s.apply(Exchange(seat, (), False))
