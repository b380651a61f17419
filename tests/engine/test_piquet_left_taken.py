"""What elder knows of the dealer's draw: which of the cards he left the dealer took.

piquet.txt, DISCARDING: elder "is allowed to look at those that remain of the first
five", and the dealer "must take the cards in the order in which they come", the ones
left by elder first.  So elder, who looked at them as they lay, knows which of them went
to the dealer's hand; he may not see the dealer's own three until the first lead."""
import random

from parlour.engine.cards import mask_of, names, parse_cards
from parlour.engine.core import DealSetup
from parlour.engine.piquet import PiquetState
from parlour.engine.actions import Exchange

ELDER_HAND = parse_cards("AS KS QS JS 10S 9S AH KH QH 7C 8C 9C")
DEALER_HAND = parse_cards("8S 7S JH 10H 9H 8H 7H AD KD QD JD 10D")
STOCK = parse_cards("AC KC QC JC 10C 9D 8D 7D")      # elder's five, then the dealer's three


def deal():
    return PiquetState("au-cent", deals=[DealSetup(1, [ELDER_HAND, DEALER_HAND], STOCK)])


def test_elder_sees_which_of_his_leftovers_the_dealer_took():
    s = deal()
    s.apply(Exchange(0, tuple(parse_cards("7C 8C 9C"))))   # takes AC KC QC
    assert sorted(names(s.observation(0).seen)) == sorted(["JC", "10C"])
    assert s.observation(0).left_taken == ()
    s.apply(Exchange(1, tuple(parse_cards("7H"))))          # takes JC only
    assert names(s.observation(0).left_taken) == ["JC"]
    assert names(s.observation(1).left_taken) == ["JC"]                  # he drew it himself


def test_the_dealer_taking_all_the_leftovers_and_his_own_shows_only_the_leftovers():
    s = deal()
    s.apply(Exchange(0, tuple(parse_cards("7C 8C 9C"))))
    s.apply(Exchange(1, tuple(parse_cards("7H 8H 9H"))))    # JC 10C and 9D
    obs = s.observation(0)
    assert sorted(names(obs.left_taken)) == sorted(["JC", "10C"])
    assert parse_cards("9D")[0] not in obs.seen          # the dealer's own three stay unseen


def test_when_elder_takes_all_five_nothing_is_left_to_take():
    s = deal()
    s.apply(Exchange(0, tuple(parse_cards("7C 8C 9C QH KH"))))
    s.apply(Exchange(1, tuple(parse_cards("7H 8H"))))
    assert s.observation(0).left_taken == ()


def test_left_taken_never_names_a_card_elder_did_not_see():
    rng = random.Random(3)
    for g in range(60):
        s = PiquetState(seed=g)
        while s.phase == "exchange":
            s.apply(s.sample_action(rng))
        for seat in (0, 1):
            taken = mask_of(s.observation(seat).left_taken)
            assert taken & ~s.seen[s.elder] == 0
            assert taken & ~s.hands[s.dealer] == 0
