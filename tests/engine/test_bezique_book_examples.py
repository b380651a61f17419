"""The worked examples of rubicon-bezique.txt, played through the public API."""
import pytest

from parlour.engine.core import IllegalAction
from parlour.engine.sentences import sentence

from .bezique_helpers import (DEALER, PONE, act, card, game, meld, melds_offered, play,
                              scores_of, trick)
from parlour.engine.events import Announced, Lost, Melded, StockExhausted
from parlour.engine.actions import Announce, Meld

LOSER = "7C 7C 8C 8C 9C 9C 7D 8D KC"   # the dealer's hand: low clubs, one court card


def test_quadruple_bezique_shown_all_at_once_scores_4500_and_loses_the_minor_ones():
    s = game("QS QS QS QS JD JD JD JD AH", LOSER, "AS 7S AC 7S")
    trick(s, "AH", "7C")
    ev = meld(s, PONE, "QS QS QS QS JD JD JD JD")
    assert scores_of(ev) == [4500]
    act(s, PONE, "pass")                     # four Queens and Jacks could be announced
    trick(s, "AS", "7C")
    assert not any(sorted(m) == sorted([card("QS"), card("JD")]) for m in melds_offered(s))
    for lower in ("QS JD", "QS QS JD JD", "QS QS QS JD JD JD"):
        with pytest.raises(IllegalAction):
            meld(s, PONE, lower)
    assert s.points[PONE] == 4500


def test_quadruple_bezique_declared_cumulatively_scores_6540():
    s = game("QS QS QS QS JD JD JD JD AH", LOSER, "AS 7S AC 7S AD 7S")
    got = []
    for lead, follow, cards in (("AH", "7C", "QS JD"), ("AS", "7C", "QS QS JD JD"),
                                ("AC", "8C", "QS QS QS JD JD JD"),
                                ("AD", "8C", "QS QS QS QS JD JD JD JD")):
        trick(s, lead, follow)
        got += scores_of(meld(s, PONE, cards))
        if s.phase == "announce":
            act(s, PONE, "pass")
    assert got == [40, 500, 1500, 4500]
    assert s.points[PONE] == 6540


def test_royal_sequence_reformed_six_times_scores_1500():
    # the pone lays the sequence, then plays away each card from the table and lays
    # its twin from the hand: six sequences of 250
    s = game("AH 10H KH QH JH AH 10H KH AS", LOSER, "QH 7S JH 7S")
    trick(s, "AS", "7C")
    assert scores_of(meld(s, PONE, "AH 10H KH QH JH")) == [250]
    assert s.trump == 1                        # the first sequence made hearts trumps
    follows = ["7C", "8C", "8C", "9C", "9C"]
    for lead, follow in zip(("AH", "10H", "KH", "QH", "JH"), follows):
        play(s, PONE, lead, **{"from": "table"})
        play(s, DEALER, follow)
        assert scores_of(meld(s, PONE, "AH 10H KH QH JH")) == [250]
    assert s.points[PONE] == 1500
    assert not any(len(m) == 5 for m in melds_offered(s) or [])


def test_eight_aces_score_500():
    s = game("AS AH AD AC AS AH AD AC KS", LOSER, "7S 7D 8S 8D 9S 9D 7S 7D 8S 8D")
    trick(s, "KS", "7C")
    total = scores_of(meld(s, PONE, "AS AH AD AC"))
    for ace, follow in zip(("AS", "AH", "AD", "AC"), ("7C", "8C", "8C", "9C")):
        play(s, PONE, ace, **{"from": "table"})
        play(s, DEALER, follow)
        total += scores_of(meld(s, PONE, "AS AH AD AC"))
    assert total == [100] * 5 and s.points[PONE] == 500
    # all eight Aces are gone from the hand: no sixth four
    play(s, PONE, "AS")
    play(s, DEALER, "9C")
    assert all(len(m) != 4 for m in melds_offered(s))


def test_heart_marriages_reformed_with_three_more_queens_and_three_more_kings():
    s = game("KH QH QH QH QH KH KH KH AS", LOSER, "7S 7D 8S 8D 9S 9D 7S 7D 8S 8D 9S 9D")
    trick(s, "AS", "7C")
    points = scores_of(meld(s, PONE, "KH QH"))
    for lead, follow in zip(("QH", "QH", "QH", "KH", "KH", "KH"),
                            ("7C", "8C", "8C", "9C", "9C", "7D")):
        play(s, PONE, lead, **{"from": "table"})
        play(s, DEALER, follow)
        points += scores_of(meld(s, PONE, "KH QH"))
    assert points == [40] * 7                   # hearts are trumps: royal marriages


def test_a_new_queen_laid_beside_an_unbroken_marriage_reforms_nothing():
    """rules/SUPPLEMENT.md: a combination is scored again only after one of its cards
    has gone to a trick since it was scored."""
    s = game("KH QH QH AS AC 7S 8S 9S 10S", LOSER, "7S 7S 8S 7S")
    trick(s, "AS", "7C")
    meld(s, PONE, "KH QH")
    trick(s, "AC", "8C")
    assert melds_offered(s) == [] and s.phase == "play"
    assert sorted(s.table[PONE].cards()) == sorted([card("KH"), card("QH")])


def test_leading_the_new_queen_from_the_hand_reforms_the_marriage():
    """ "It amounts to the same thing if the new card in the hand is led or played, and
    the fresh combination claimed": the marriage is scored again from the table."""
    s = game("KH QH QH AS AC 7S 8S 9S 10S", LOSER, "7S 7S 8S 7S")
    trick(s, "AS", "7C")
    meld(s, PONE, "KH QH")
    trick(s, "QH", "8C")                        # the second Queen led from the hand
    ev = meld(s, PONE, "KH QH")
    assert scores_of(ev) == [40]
    assert [e.payload.laid for e in ev if isinstance(e.payload, Melded)] == [()]   # no new card
    assert sorted(s.table[PONE].cards()) == sorted([card("KH"), card("QH")])
    assert s.hand[PONE][card("QH")] == 0


def test_after_100_aces_another_ace_led_claims_another_100_aces():
    """Issue 17: "After declaring 100 Aces, the player may lead or play another Ace, and
    claim another 100 Aces"; a fifth Ace laid beside the four unbroken Aces, with only a
    Ten of clubs played, is no re-forming."""
    s = game("AS AH AD AC AS 10C KH QH KS", LOSER, "7S 7D 8S 8D 9S 9D 7S 7D")
    trick(s, "KS", "7C")
    assert scores_of(meld(s, PONE, "AS AH AD AC")) == [100]
    trick(s, "10C", "8C")
    assert s.phase == "declare"                 # (the heart marriage could be scored)
    assert [m for m in melds_offered(s) if len(m) == 4] == []
    with pytest.raises(IllegalAction):
        meld(s, PONE, "AS AH AD AC")
    act(s, PONE, "pass")
    trick(s, "AS", "8C")                        # the fifth Ace led from the hand
    assert sorted([card("AS"), card("AH"), card("AD"), card("AC")]) in melds_offered(s)
    assert scores_of(meld(s, PONE, "AS AH AD AC")) == [100]
    assert s.points[PONE] == 200 and s.table[PONE].count[card("AS")] == 1


def test_a_combination_reformed_is_claimed_once_per_card_played():
    s = game("AS AH AD AC AS 10C 9S 9H KS", LOSER, "7S 7D 8S 8D 9S 9D 7S 7D")
    trick(s, "KS", "7C")
    meld(s, PONE, "AS AH AD AC")
    trick(s, "AS", "8C")
    meld(s, PONE, "AS AH AD AC")
    trick(s, "10C", "8C")
    assert [m for m in melds_offered(s) if len(m) == 4] == []


def test_carried_declarations_with_twenty_and_twenty_to_score():
    s = game("KH QH KS KS KD QS QS JD AC", LOSER,
             "JD 7S QD 8S QC 9S AC 7D AC 8D AS 9D AS 7H")
    trick(s, "AC", "7C")
    assert scores_of(meld(s, PONE, "KH QH")) == [40]           # hearts trumps
    play(s, PONE, "QH")
    play(s, DEALER, "7C")
    assert scores_of(meld(s, PONE, "KS KS KH KD")) == [80]      # two spade Kings down
    play(s, PONE, "KH")
    play(s, DEALER, "8C")
    assert scores_of(meld(s, PONE, "QS QS JD JD")) == [500]
    offered = [sorted(a.cards) for a in s.legal_actions() if type(a) is Announce]
    assert sorted([card("KS"), card("QS")]) in offered
    ev = act(s, PONE, "announce", "KS QS") + act(s, PONE, "announce", "KS QS")
    assert [sentence(e, s.seats) for e in ev if isinstance(e.payload, Announced)] == [
        "with Marriage in spades to score"] * 2
    # two new Queens make two marriages, not more: nothing is left to announce, and
    # both players have drawn
    assert s.phase == "play" and s.stock_count() == 104
    obs = s.observation(DEALER)
    assert obs.announced[PONE] == ((card("QS"), card("KS")),) * 2
    # "Sixty Queens, with twenty and twenty to score"
    play(s, PONE, "KD")
    play(s, DEALER, "8C")
    assert scores_of(meld(s, PONE, "QS QS QD QC")) == [60]
    assert len(s.table[PONE].pending) == 2
    trick(s, "AC", "9C")
    assert scores_of(meld(s, PONE, "KS QS")) == [20]            # one scored, one carried
    assert len(s.table[PONE].pending) == 1
    # playing the Queen that is in no announcement keeps the other marriage...
    ev = play(s, PONE, "QS") + play(s, DEALER, "9C")
    assert not [e for e in ev if isinstance(e.payload, Lost)]
    # ...playing the last spade Queen loses it
    act(s, PONE, "pass") if s.phase == "declare" else None
    ev = play(s, PONE, "QS")
    assert [type(e.payload) for e in ev].count(Lost) == 1
    assert s.table[PONE].pending == []


def fast_forward(s, left):
    """Skip unseen cards of the stock so that ``left`` remain (a test shortcut)."""
    s.stock_pos = len(s.stock) - left


def test_time_exhausting_the_stock_shuts_out_the_adversary():
    # hearts are trumps; the pone holds three winning trumps and counts six cards in the
    # stock: leading them exhausts it before the dealer can win a trick and declare
    s = game("KH QH AH AH AH 7S 8S 9S 10S", "QS QS JD JD 7C 8C 9C 7D KC",
             "7S QS 8S JD")
    trick(s, "7S", "7C")
    meld(s, PONE, "KH QH")
    fast_forward(s, 6)
    counts = [s.observation(DEALER).stock]
    for follow in ("8C", "9C", "7D"):
        trick(s, "AH", follow)
        assert s.current_player() == PONE
        counts.append(s.observation(DEALER).stock)
    assert counts == [6, 4, 2, 0]
    assert s.last_nine and not any(type(a) is Meld for a in s.legal_actions())
    assert s.points[DEALER] == 0


def test_carried_score_lost_when_the_stock_runs_out():
    s = game("KS KH KD KC QS QS JD JD AH", LOSER, "AH 7D AH 8D")
    trick(s, "AH", "7C")
    meld(s, PONE, "KS KH KD KC")                 # a spade King on the table
    trick(s, "AH", "8C")
    assert scores_of(meld(s, PONE, "QS QS JD JD")) == [500]
    act(s, PONE, "announce", "KS QS")            # a new Queen with the spade King
    fast_forward(s, 2)
    trick(s, "AH", "8C")
    assert s.phase == "declare"                  # he could score it now, but passes
    ev = act(s, PONE, "pass")
    assert [type(e.payload) for e in ev][-2:] == [StockExhausted, Lost]
    assert s.table[PONE].cards() == [] and s.hand[PONE][card("QS")] == 2


@pytest.mark.parametrize("rank, points", [("A", 100), ("K", 80), ("Q", 60), ("J", 40)])
def test_every_four_is_reformed_only_by_a_like_card_led(rank, points):
    """"Marriages, béziques and fours may be broken up and re-formed in the same way"."""
    four = " ".join(rank + s for s in "SHDC")
    court = "QH" if rank != "Q" else "KH"      # (no carte blanche)
    s = game(f"{four} {rank}S 10C 9S {court} 10S", LOSER, "7S 7D 8S 8D 9S 9D 7S 7D")
    trick(s, "10S", "7C")
    assert scores_of(meld(s, PONE, four)) == [points]
    trick(s, "10C", "8C")                       # no card of the four played
    assert not [m for m in melds_offered(s) if len(m) == 4]
    if s.phase == "declare":                    # (a marriage with the court card)
        act(s, PONE, "pass")
    trick(s, f"{rank}S", "8C")                  # the fifth card led from the hand
    assert scores_of(meld(s, PONE, four)) == [points]
