"""Rubicon Piquet: the count by cards, under-calling, six deals (two more on a tie),
and the settlement."""
import random

import pytest

from parlour.engine import ending
from parlour.engine.core import IllegalAction
from parlour.engine.piquet import PiquetState, settle_rubicon
from parlour.engine.piquet.rubicon import rubicon_over

from .piquet_deals import after_exchange, cards, said, scores
from parlour.engine.actions import Declare, Exchange, Play



def to_the_sets(s):
    while s.decl_class < 2:
        s.apply(s.auto_action())


def test_under_calling_three_aces_scores_the_four_kings_when_no_quatorze_was_possible():
    s = after_exchange("AS KS QS JS 10S AH KH 9H 8H AD KD KC",
                       "QH JH 10H 7H QD JD 10D 9D 8D 7D AC QC", "rubicon", junk="7S")
    to_the_sets(s)
    s.apply(Declare(0, "set", tuple(cards("AS AH AD")), True))
    s.apply(Declare(1, "set"))
    sets = [e for e in scores(s) if e[2] == "set"]
    assert sets == [(0, 14, "set", "Quatorze Kings"), (0, 3, "set", "Three Aces")]
    assert said(s)[-5:] == ["Good.", "Quatorze Kings.", "In all four suits.", "Three Aces.",
                            "In spades, hearts and diamonds."]


def test_a_good_trio_or_quatorze_has_its_suits_named_as_point_and_sequence_do():
    """piquet.txt, Rubicon Piquet: "If the point is good, the elder hand immediately names
    the suit. [...] If they are good, the suits must be named; the same with quatorze and
    trio."  Three Kings good: elder names their suits (so the dealer learns which King he
    lacks); the observation carries them as values.  Au cent nothing is named."""
    elder = "AS KS QS JS 10S KH 9H 8H KD 7D 7C 8C"       # three Kings: no King of clubs
    dealer = "QH JH 10H 7H QD JD 10D 9D 8D AC QC JC"
    s = after_exchange(elder, dealer, "rubicon", junk="7S")
    to_the_sets(s)
    s.apply(Declare(0, "set", tuple(cards("KS KH KD"))))
    s.apply(Declare(1, "set"))
    assert said(s)[-3:] == ["Three Kings.", "Good.", "In spades, hearts and diamonds."]
    heard = [a for a in s.observation(1).announcements if a.said == "suitsnamed"]
    assert [(a.seat, a.category, a.heard) for a in heard] == [(0, "set", ((0, 1, 2),))]
    s = after_exchange(elder, dealer, "au-cent", junk="7S")
    to_the_sets(s)
    s.apply(Declare(0, "set", tuple(cards("KS KH KD"))))
    s.apply(Declare(1, "set"))
    assert said(s)[-2:] == ["Three Kings.", "Good."]


ELDER_UNDER = "AS KS QS JS AH KH 9H 8H AD KD KC 9C"   # four Kings, three Aces, no Ten
DEALER_TENS = "QH JH 10H 7H QD JD 10D 9D 8D 7D AC 10C"


def test_under_call_good_by_a_ten_elder_left_in_the_talon():
    """piquet.txt: the under-call stands unless "it was possible for him to hold a
    better".  Elder leaves 7S 9S 10S 7C, looks at them, and the dealer takes none: the
    dealer cannot hold four Tens, so three Aces called leaves elder his quatorze."""
    s = after_exchange(ELDER_UNDER, DEALER_TENS, "rubicon", junk="8S")
    assert s.stock[:4] == cards("7S 9S 10S 7C")
    to_the_sets(s)
    s.apply(Declare(0, "set", tuple(cards("AS AH AD")), True))
    s.apply(Declare(1, "set"))
    assert [e for e in scores(s) if e[2] == "set"] == [
        (0, 14, "set", "Quatorze Kings"), (0, 3, "set", "Three Aces")]


def test_under_call_not_good_against_the_cards_loses_the_higher_combination():
    """The dealer takes elder's left cards, the Ten of spades among them, and lays out
    the Ten of clubs, which elder never saw: four Tens were possible for all elder knew."""
    from .piquet_deals import book_deal
    setup, junk = book_deal(ELDER_UNDER, DEALER_TENS, junk="8S")
    s = PiquetState("rubicon", deals=[setup])
    s.apply(Exchange(0, (junk,)))
    s.apply(Exchange(1, tuple(cards("10C 7H 7D"))))
    to_the_sets(s)
    s.apply(Declare(0, "set", tuple(cards("AS AH AD")), True))
    s.apply(Declare(1, "set"))     # three Tens are not as good: "Good."
    assert [e for e in scores(s) if e[2] == "set"] == [(0, 3, "set", "Three Aces")]


def test_dealer_under_call_good_by_the_talon_he_looked_at():
    """Issue 17: a dealer with four Kings calls three Aces; the Queen and Jack he lacks
    for elder's quatorze lie in the talon he looked at, so the call is good against the
    cards and he scores the quatorze and all his sets."""
    s = after_exchange("AC QS QH QD JS JH JD 9H 9D 9C 8H 8D",
                       "KS KH KD KC AS AH AD 10S 10H 10D 9S 8S", "rubicon", junk="7C")
    assert set(cards("QC JC 10C")) <= set(s.stock)
    to_the_sets(s)
    s.apply(s.auto_action())                               # elder's trios
    s.apply(Declare(1, "set", tuple(sorted(cards("AS AH AD"))), True))
    s.apply(s.legal_actions()[0])
    sets = [e for e in scores(s) if e[2] == "set"]
    assert sets == [(1, 14, "set", "Quatorze Kings"), (1, 3, "set", "Three Aces"),
                    (1, 3, "set", "Three Tens")]


def test_under_call_beaten_by_the_actual_four_tens():
    s = after_exchange("AS KS QS JS AH KH 9H 8H AD KD KC 9C",
                       "10S QH JH 10H 7H QD JD 10D 9D 8D 7D 10C", "rubicon", junk="8S")
    to_the_sets(s)
    s.apply(Declare(0, "set", tuple(cards("AS AH AD")), True))
    s.apply(s.auto_action())
    assert said(s)[-1] == "Not good."
    s.apply(s.legal_actions()[0])
    assert [e for e in scores(s) if e[2] == "set"] == [(1, 14, "set", "Quatorze Tens")]


def test_under_calling_is_not_allowed_au_cent_nor_for_ones_best():
    s = after_exchange("AS KS QS JS 10S AH KH 9H 8H AD KD KC",
                       "QH JH 10H 7H QD JD 10D 9D 8D 7D AC QC", "au-cent", junk="7S")
    to_the_sets(s)
    with pytest.raises(IllegalAction):
        s.apply(Declare(0, "set", tuple(cards("AS AH AD")), True))
    assert not [a for a in s.legal_actions() if a.undercall]
    r = after_exchange("AS KS QS JS 10S AH KH 9H 8H AD KD KC",
                       "QH JH 10H 7H QD JD 10D 9D 8D 7D AC QC", "rubicon", junk="7S")
    to_the_sets(r)
    with pytest.raises(IllegalAction):
        r.apply(Declare(0, "set", tuple(cards("KS KH KD KC")), True))
    assert Declare(0, "set", tuple(cards("AS AH AD")), True) in r.legal_actions()


def test_rubicon_point_names_the_suit_when_good():
    from .test_piquet_book import PIC_DEALER, PIC_ELDER
    s = after_exchange(PIC_ELDER, PIC_DEALER, "rubicon")
    s.apply(s.auto_action())
    s.apply(s.auto_action())
    assert said(s) == ["Point of five.", "Good.", "In diamonds."]


def test_rubicon_play_counts_every_card_led_and_every_trick_won_by_the_second():
    s = after_exchange("AS KS QS JS 10S AH KH 9H 8H AD KD KC",
                       "QH JH 10H 7H QD JD 10D 9D 8D 7D AC QC", "rubicon", junk="7S")
    while s.phase == "declare":
        s.apply(s.auto_action())
    s.apply(Play(0, tuple(cards("8H"))[0]))
    s.apply(Play(1, tuple(cards("10H"))[0]))
    play = [e for e in scores(s) if e[2] == "play"]
    assert play == [(0, 1, "play", "Card led"), (1, 1, "play", "Trick won")]


def play_deal(s, rng):
    n = len(s.deals)
    actions = []
    while len(s.deals) == n and not s.is_over():
        a = s.sample_action(rng)
        actions.append(a)
        s.apply(a)
    return actions


def test_six_deals_make_a_game_settled_by_the_rubicon_rule():
    for seed in range(10):
        s = PiquetState("rubicon", seed=seed)
        rng = random.Random(seed)
        while not s.is_over():
            play_deal(s, rng)
        assert len(s.deals) in (6, 8)
        assert s.result().value == settle_rubicon(s.totals).value
        assert s.totals == [sum(p[i] for p in s.deal_points_list) for i in range(2)]


def tie_the_deal(s, rng):
    """Play the next deal, with the totals before it arranged so that it ends tied."""
    trial = s.clone()
    actions = play_deal(trial, random.Random(rng.random()))
    a, b = trial.deal_points_list[-1]
    s.totals = [200 - a, 200 - b]
    for x in actions:
        s.apply(x)


def test_a_tie_after_six_deals_plays_two_more_then_the_game_is_void():
    s = PiquetState("rubicon", seed=4)
    rng = random.Random(4)
    for _ in range(5):
        play_deal(s, rng)
    tie_the_deal(s, rng)
    assert not s.is_over() and len(s.deals) == 7
    play_deal(s, rng)
    tie_the_deal(s, rng)
    r = s.result()
    assert s.is_over() and r.winner is None and r.value == 0 and r.ending.kind == ending.TIE_VOID


def test_rubicon_over_and_settlement_edges():
    assert not rubicon_over(5, [10, 0]) and rubicon_over(6, [10, 0])
    assert not rubicon_over(6, [50, 50]) and rubicon_over(8, [50, 50])
    assert not rubicon_over(7, [60, 50])      # the two extra deals are both played
    assert settle_rubicon([100, 100]).winner is None
    assert settle_rubicon([130, 100]).value == 130
    with pytest.raises(ValueError):
        settle_rubicon([1, -2])


def test_equal_number_of_cards_asks_making_and_the_higher_value_is_good():
    from .test_piquet_book import PIC_ELDER
    s = after_exchange(PIC_ELDER, "QS JS 10S 9S 8S KH QH JH 10H 10C 9C 8C", "rubicon")
    s.apply(s.auto_action())
    # the dealer knows only "Point of five": he may oppose his own five (47 to 49)
    assert Declare(1, "point", tuple(sorted(cards("QS JS 10S 9S 8S")))) in s.legal_actions()
    s.apply(s.auto_action())
    assert said(s) == ["Point of five.", "Making?", "Nine.", "Good.", "In diamonds."]
    assert scores(s) == [(0, 5, "point", "Point of five")]


def test_the_dealer_may_under_call_too_and_claims_after_the_lead():
    s = after_exchange("QH JH 10H 7H QD JD 10D 9D 8D 7D AC QC",
                       "AS KS QS JS 10S AH KH 9H 8H AD KD KC", "rubicon")
    to_the_sets(s)
    s.apply(s.auto_action())                            # "Three Queens."
    s.apply(Declare(1, "set", tuple(sorted(cards("AS AH AD"))), True))
    assert said(s)[-1] == "Not good."
    assert s.observation(0).deal_points[1] == 0      # not claimed yet
    s.apply(s.legal_actions()[0])
    sets = [e for e in scores(s) if e[2] == "set"]
    assert sets == [(1, 14, "set", "Quatorze Kings"), (1, 3, "set", "Three Aces")]


def test_a_tie_after_six_deals_is_settled_by_two_more_deals_not_void():
    """piquet.txt: "If the result of the six deals is a tie, two more deals must be
    played.  If they also result in a tie, the game is void." """
    r = settle_rubicon([100, 100])
    assert r.winner is None and r.ending.kind == ending.TIE_PLAY_ON
    r = settle_rubicon([100, 100], deals=8)
    assert r.winner is None and r.ending.kind == ending.TIE_VOID
    assert settle_rubicon([113, 80], deals=8).value == 293
    with pytest.raises(ValueError):
        settle_rubicon([100, 100], deals=7)


def test_settle_command_says_two_more_deals_and_takes_deals(capsys):
    import json

    from parlour.cli import main
    assert main(["settle", "rubicon-piquet", "--scores", "100", "100", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["winner"] is None and "two more deals are played" in out["reason"]
    assert main(["settle", "rubicon-piquet", "--scores", "100", "100", "--deals", "8"]) == 0
    assert "void" in capsys.readouterr().out
    assert main(["settle", "rubicon-bezique", "--scores", "100", "100", "--deals", "8"]) == 2


def test_the_variants_table_names_every_variant_of_piquet_and_only_rubicon_plays_six_deals():
    """Code outside the engine asks these rules, not the variant's name (issue 25)."""
    from parlour.engine.games import GAMES
    from parlour.engine.piquet.variants import VARIANTS
    assert set(VARIANTS) == set(GAMES["piquet"].variant_names())
    assert [v for v, rules in VARIANTS.items() if rules.six_deals] == ["rubicon"]
    assert [v for v, rules in VARIANTS.items() if rules.undercalls] == ["rubicon"]
