"""Piquet's rules one by one, and every rule option both ways (seat 0 is elder)."""
import pytest

from parlour.engine import ending
from parlour.engine.cards import cards_of
from parlour.engine.core import DealSetup, IllegalAction
from parlour.engine.piquet import PiquetState

from .piquet_deals import (after_exchange, cards, declare_all, hand_points, play, play_out,
                           said, scores)
from .test_piquet_book import (ELDER_29_33, FORTY_ONE_DEALER, FORTY_ONE_ELDER, PIC_DEALER,
                               PIC_ELDER)
from parlour.engine.events import Cut, Dealt
from parlour.engine.actions import Declare, Exchange


def declare(s, seat, category, text="", **extra):
    return s.apply(Declare(seat, category, tuple(cards(text)), **extra))


def capot_leads(s):
    for lead in "AH KH QH JH AC KC QC AD KD QD 7D AS".split():
        play(s, lead)
        s.apply(s.legal_actions()[0])


# ----- options -------------------------------------------------------------------------

def test_variant_defaults_are_the_books_counts():
    assert PiquetState("au-cent", seed=1).options["point_by"] == "value"
    assert PiquetState("au-cent", seed=1).options["play_scoring"] == "ten_or_better"
    r = PiquetState("rubicon", seed=1)
    assert (r.options["point_by"], r.options["play_scoring"]) == ("cards", "every_card")
    assert PiquetState("rubicon", {"play_scoring": "ten_or_better"},
                       seed=1).options["play_scoring"] == "ten_or_better"


def test_point_by_value_says_the_pips():
    s = after_exchange(FORTY_ONE_ELDER, FORTY_ONE_DEALER)
    declare_all(s)
    assert said(s)[0] == "Forty-one."


def test_point_by_cards_says_the_cards_and_asks_making_only_when_equal():
    s = after_exchange(FORTY_ONE_ELDER, FORTY_ONE_DEALER, options={"point_by": "cards"})
    declare_all(s)
    assert said(s)[:2] == ["Point of four.", "Not good."]
    eq = after_exchange("AH JH 10H 9H 8H 10C 10D AS JS 10S 9S 8S",
                        "KH QH AC KC QC AD KD QD JD 7D KS QS", options={"point_by": "cards"})
    declare_all(eq)
    assert said(eq)[:4] == ["Point of five.", "Making?", "Eight.", "Equal."]


def test_english_point_off_and_on():
    plain = after_exchange(ELDER_29_33, "QD JD 10D 9D 8D 7D QC JC 10C 9C 8C QS")
    english = after_exchange(ELDER_29_33, "QD JD 10D 9D 8D 7D QC JC 10C 9C 8C QS",
                             options={"english_point": True})
    for s in (plain, english):
        declare_all(s)
        play(s, "AH")
    point = [e for e in scores(plain) if e[2] == "point"][0]
    assert point[1] == 6
    assert [e for e in scores(english) if e[2] == "point"][0][1] == 5


def test_dealer_need_not_draw_by_default_but_must_under_the_french_rule():
    from .piquet_deals import book_deal
    setup, junk = book_deal(FORTY_ONE_ELDER, FORTY_ONE_DEALER)
    for must, allowed in ((False, True), (True, False)):
        s = PiquetState(options={"dealer_must_draw": must}, deals=[setup])
        s.apply(Exchange(0, (junk,)))
        assert s.is_legal(Exchange(1)) is allowed
        assert (Exchange(1) in s.legal_actions()) is allowed
        if not allowed:
            with pytest.raises(IllegalAction):
                s.apply(Exchange(1))


def test_play_scoring_ten_or_better_capot_includes_last_trick_and_cards():
    s = after_exchange(FORTY_ONE_ELDER, FORTY_ONE_DEALER)
    declare_all(s)
    capot_leads(s)
    assert s.deal_points_list[0][0] == 20 + 11 + 40


def test_play_scoring_every_card_counts_each_lead_and_the_last_trick_two():
    s = after_exchange(FORTY_ONE_ELDER, FORTY_ONE_DEALER,
                       options={"play_scoring": "every_card"})
    declare_all(s)
    capot_leads(s)
    # 20 in hand, 12 leads, one more for the last trick, capot 40 instead of 10 for cards
    assert s.deal_points_list[0][0] == 20 + 12 + 1 + 40


# Elder scores nothing in hand; the dealer holds 29 and wins elder's Nine with a Ten.
DEALER_PIC_ELDER = "KH JH 10H 9H KD QD JD 10D AC 10C 9C 9S"
DEALER_PIC_DEALER = "AS KS QS JS 10S AH QH AD 7D KC QC JC"


@pytest.mark.parametrize("scoring,pic", [("ten_or_better", True), ("every_card", False)])
def test_dealer_makes_pic_only_when_elder_scores_nothing_and_leads_low(scoring, pic):
    s = after_exchange(DEALER_PIC_ELDER, DEALER_PIC_DEALER,
                       options={"play_scoring": scoring})
    declare_all(s)
    play(s, "9S 10S")
    assert hand_points(s, 1) == 29 and hand_points(s, 0) == 0
    assert ((1, 30, "pic", "Pic") in scores(s)) is pic


# ----- carte blanche -------------------------------------------------------------------

def test_elders_carte_blanche_scores_at_once_and_is_shown():
    elder = cards("AS 10S 9S 8S 7S AH 10H 9H 8H 7H AD 10D")
    rest = [c for c in range(32) if c not in elder]
    s = PiquetState(deals=[DealSetup(1, [elder, rest[:12]], rest[12:])])
    assert (0, 10, "carte_blanche", "Carte blanche") in scores(s)
    assert sorted(s.observation(1).shown[0]) == sorted(s.observation(0).hand)
    assert s.observation(1).deal_points == (10, 0)


def test_dealers_carte_blanche_waits_for_elders_exchange():
    dealer = cards("AS 10S 9S 8S 7S AH 10H 9H 8H 7H AD 10D")
    rest = [c for c in range(32) if c not in dealer]
    s = PiquetState(deals=[DealSetup(1, [rest[:12], dealer], rest[12:])])
    assert not scores(s)
    s.apply(Exchange(0, (rest[0],)))
    assert scores(s) == [(1, 10, "carte_blanche", "Carte blanche")]


def test_carte_blanche_comes_first_and_saves_the_repic():
    # the repic hand of the book, but the dealer holds carte blanche
    elder = "KH QH JH 10H 9H AC KC QC AD QD 9D QS"
    dealer = cards("AH 8H 7H 10C 9C 8C 10D 8D AS 10S 9S 8S")
    e = cards(elder)
    rest = [c for c in range(32) if c not in e and c not in dealer]
    s = PiquetState(deals=[DealSetup(1, [sorted(e[:-1] + rest[:1]), dealer],
                                     [e[-1]] + rest[1:])])
    s.apply(Exchange(0, (rest[0],)))
    s.apply(Exchange(1))
    declare_all(s)
    assert hand_points(s, 0) == 37 and not [x for x in scores(s) if x[2] == "repic"]


# ----- exchange ------------------------------------------------------------------------

def test_elder_has_1585_exchanges_and_takes_the_top_cards_in_order():
    s = PiquetState(seed=5)
    assert len(s.legal_actions()) == 1585
    stock = list(s.deals[0].setup.stock)
    elder, dealer = s.elder, s.dealer
    out = tuple(sorted(cards_of(s.hands[elder]))[:3])
    s.apply(Exchange(elder, out))
    assert all(s.hands[elder] >> c & 1 for c in stock[:3])
    assert set(s.observation(elder).seen) == set(stock[3:5])
    o = s.observation(elder)
    assert (o.talon_elder, o.talon_dealer) == (0, 5)
    d_out = tuple(sorted(cards_of(s.hands[dealer]))[:4])
    s.apply(Exchange(dealer, d_out))
    # the dealer took the two elder left, then two of his own three
    assert all(s.hands[dealer] >> c & 1 for c in stock[3:7])
    assert tuple(stock[7:]) == s.observation(dealer).seen
    assert stock[7] not in s.observation(elder).seen
    declare_all(s)
    s.apply(s.legal_actions()[0])
    assert stock[7] in s.observation(elder).seen


def test_elder_must_take_one_to_five():
    s = PiquetState(seed=5)
    hand = cards_of(s.hands[s.elder])
    for bad in ((), tuple(hand[:6])):
        with pytest.raises(IllegalAction):
            s.apply(Exchange(s.elder, bad))
    with pytest.raises(IllegalAction):
        s.apply(Exchange(s.elder, (cards_of(s.hands[s.dealer])[0],)))


# ----- declaring -----------------------------------------------------------------------

def test_good_is_good_even_if_the_dealer_held_better():
    s = after_exchange(FORTY_ONE_ELDER, FORTY_ONE_DEALER)
    declare(s, 0, "point", "AH KH QH JH")
    declare(s, 1, "point")          # "Good." although he holds a point of five
    assert said(s)[:2] == ["Forty-one.", "Good."]
    assert (0, 4, "point", "Point of four") in scores(s)


def test_sinking_calls_less_and_loses_the_rest():
    s = after_exchange(FORTY_ONE_ELDER, FORTY_ONE_DEALER)
    declare(s, 0, "point", "AH KH QH JH")
    declare(s, 1, "point", "KS QS JS 10S 9S")
    declare(s, 0, "sequence", "AH KH QH JH")
    declare(s, 1, "sequence", "KS QS JS 10S 9S")
    declare(s, 0, "set", "AH AC AD")         # three Aces for four: the fourth is sunk
    declare(s, 1, "set")
    assert [e for e in scores(s) if e[0] == 0] == [(0, 3, "set", "Three Aces")]
    sinkings = [a.cards for a in after_point_choices()]
    assert tuple(sorted(cards("KS QS JS 10S"))) in [tuple(sorted(c)) for c in sinkings]


def after_point_choices():
    s = after_exchange(FORTY_ONE_ELDER, FORTY_ONE_DEALER)
    declare(s, 0, "point")
    return s.legal_actions()


def test_the_dealer_cannot_oppose_with_less_and_irregular_claims_are_refused():
    s = after_exchange(FORTY_ONE_ELDER, FORTY_ONE_DEALER)
    for bad in [(0, "point", "KS QS"), (0, "point", "AH KC"), (0, "sequence", "AH KH")]:
        with pytest.raises(IllegalAction):
            declare(s, *bad)
    declare(s, 0, "point", "AH KH QH JH")
    before = s.observation(1)
    with pytest.raises(IllegalAction):
        declare(s, 1, "point", "JC 10C 9C 8C")      # 37 against 41: he must say Good
    assert s.observation(1) == before
    with pytest.raises(IllegalAction):
        declare(s, 1, "sequence", "KS QS JS")


def test_legal_declarations_are_full_nothing_and_the_natural_sinkings():
    s = after_exchange(FORTY_ONE_ELDER, FORTY_ONE_DEALER)
    choices = s.legal_actions()
    assert choices[0] == s.auto_action()
    assert Declare(0, "point") in choices
    for a in choices:
        assert s.is_legal(a)


# ----- play ----------------------------------------------------------------------------

def test_must_follow_suit_and_no_trumps():
    s = after_exchange(FORTY_ONE_ELDER, FORTY_ONE_DEALER)
    declare_all(s)
    play(s, "AC")
    with pytest.raises(IllegalAction):
        play(s, "KS")
    assert [a.cards for a in s.legal_actions()] == [(c,) for c in cards("8C 9C 10C JC")]
    play(s, "JC")
    assert s.tricks[-1] == (0, cards("AC")[0], cards("JC")[0], 0)


def test_a_player_holding_the_suit_led_must_follow():
    s = after_exchange(FORTY_ONE_ELDER, FORTY_ONE_DEALER)
    declare_all(s)
    play(s, "7D")
    with pytest.raises(IllegalAction):
        play(s, "KS")


def test_a_card_of_another_suit_never_wins_the_trick():
    s = after_exchange(FORTY_ONE_ELDER, FORTY_ONE_DEALER)
    declare_all(s)
    play(s, "AH KS")         # the dealer has no heart
    assert s.tricks[-1][3] == 0 and s.won == [1, 0]


# ----- the partie ----------------------------------------------------------------------

def test_who_goes_out_first_follows_the_order_of_reckoning():
    # elder would end with 40 + 71 = 111, the dealer with 80 + 27 = 107; but the dealer's
    # point and sequences reckon before anything elder makes
    s = after_exchange(FORTY_ONE_ELDER, FORTY_ONE_DEALER, totals=[40, 80])
    declare_all(s)
    capot_leads(s)
    r = s.result()
    assert s.totals == [111, 107] and r.winner == 1
    assert r.value == 2 and r.ending.kind == ending.LURCH   # elder had 40 when the dealer went out


@pytest.mark.parametrize("dealer_before,value", [(10, 2), (30, 1)])
def test_lurch_when_the_loser_has_not_reached_fifty(dealer_before, value):
    s = after_exchange(FORTY_ONE_ELDER, FORTY_ONE_DEALER, totals=[70, dealer_before])
    declare_all(s)
    capot_leads(s)
    r = s.result()
    assert r.winner == 0 and r.value == value and r.totals == [141, dealer_before + 27]
    assert s.is_over() and s.legal_actions() == []


def test_the_deal_passes_to_the_elder_hand():
    s = PiquetState(seed=11)
    first = s.dealer
    declare_and_finish(s)
    assert len(s.deals) == 2 and s.dealer == 1 - first


def declare_and_finish(s):
    import random
    rng = random.Random(0)
    n = len(s.deals)
    while len(s.deals) == n and not s.is_over():
        s.apply(s.sample_action(rng))


def test_cut_lower_card_deals_and_preset_deals_decide_the_dealer():
    s = PiquetState(seed=3)
    cut = s.deals[0].events[0]
    assert isinstance(cut.payload, Cut) and len(cut.cards) == 2
    low = min(range(2), key=lambda i: cut.cards[i] & 7)
    assert s.dealer == low == cut.seat
    from .piquet_deals import book_deal
    setup, _ = book_deal(FORTY_ONE_ELDER, FORTY_ONE_DEALER, dealer=0)
    t = PiquetState(deals=[setup])
    assert t.dealer == 0 and isinstance(t.deals[0].events[0].payload, Dealt)


def test_a_record_that_stops_waits_for_the_next_deal():
    from .piquet_deals import book_deal
    setup, junk = book_deal(PIC_ELDER, PIC_DEALER)
    s = PiquetState(deals=[setup])
    s.apply(Exchange(0, (junk,)))
    s.apply(Exchange(1))
    declare_all(s)
    play_out(s)
    assert not s.is_over() and s.current_player() == 1 and s.legal_actions() == []
    assert len(s.deals) == 1
    assert s.shuffle_on()          # as a resumed save: later deals are shuffled afresh
    assert s.current_player() == 1 and len(s.deals) == 2 and s.legal_actions()
