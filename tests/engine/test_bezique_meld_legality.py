"""Which declarations may be made: add, never take away; re-forming; carried scores;
cards serving again in another class; duplicate cards with different histories."""
import pytest

from parlour.engine.core import IllegalAction

from .bezique_helpers import (DEALER, PONE, act, card, game, meld, melds_offered, play,
                              scores_of, trick)
from parlour.engine.events import Lost, Played
from parlour.engine.actions import Meld

LOSER = "7C 7C 8C 8C 9C 9C 7D 8D KC"
FILL = "7S 7D 8S 8D 9S 9D 7S 7D 8S 8D 9S 9D"


def unchanged(s, action_fn):
    before = (s.observation(PONE), s.observation(DEALER), len(s.history))
    with pytest.raises(IllegalAction):
        action_fn()
    assert (s.observation(PONE), s.observation(DEALER), len(s.history)) == before


def test_marriage_may_grow_into_a_sequence():
    s = game("KH QH AH 10H JH AS AC 7S 8S", LOSER, FILL)
    trick(s, "AS", "7C")
    assert scores_of(meld(s, PONE, "KH QH")) == [40]
    trick(s, "AC", "8C")
    assert scores_of(meld(s, PONE, "AH 10H KH QH JH")) == [250]


def test_no_marriage_taken_from_a_sequence():
    s = game("KH QH AH 10H JH AS AC 7S 8S", LOSER, FILL)
    trick(s, "AS", "7C")
    meld(s, PONE, "AH 10H KH QH JH")
    trick(s, "AC", "8C")
    assert [card("KH"), card("QH")] not in [sorted(m) for m in melds_offered(s)]
    unchanged(s, lambda: meld(s, PONE, "KH QH"))


def test_no_new_queen_added_to_the_king_of_a_sequence():
    s = game("KH QH AH 10H JH QH AS AC 7S", LOSER, FILL)
    trick(s, "AS", "7C")
    meld(s, PONE, "AH 10H KH QH JH")
    trick(s, "AC", "8C")
    unchanged(s, lambda: meld(s, PONE, "KH QH"))


def test_a_fresh_king_and_queen_beside_a_sequence_may_marry():
    s = game("KH QH AH 10H JH QH KH AS AC", LOSER, FILL)
    trick(s, "AS", "7C")
    meld(s, PONE, "AH 10H KH QH JH")
    trick(s, "AC", "8C")
    assert scores_of(meld(s, PONE, "KH QH")) == [40]     # both from the hand


def test_no_single_bezique_from_a_double():
    s = game("QS QS JD JD AS AC 7S 8S 9S", LOSER, FILL)
    trick(s, "AS", "7C")
    meld(s, PONE, "QS QS JD JD")
    trick(s, "AC", "8C")
    unchanged(s, lambda: meld(s, PONE, "QS JD"))


def test_second_single_is_fresh_and_no_double_from_two_singles():
    """A new Queen beside the unbroken single re-forms nothing, so the second single
    takes both its cards from the hand; the double of the two singles would score 40
    for the second bézique and then 500 for the two combined: refused."""
    s = game("QS QS JD JD AS AC AD 7S 8S", LOSER, FILL)
    trick(s, "AS", "7C")
    meld(s, PONE, "QS JD")
    trick(s, "AC", "8C")
    assert scores_of(meld(s, PONE, "QS JD")) == [40]     # both from the hand
    assert s.hand[PONE][card("QS")] == 0 and s.hand[PONE][card("JD")] == 0
    trick(s, "AD", "8C")
    unchanged(s, lambda: meld(s, PONE, "QS QS JD JD"))   # nothing new left to add


def test_single_then_double_with_a_new_pair_scores_540():
    s = game("QS QS JD JD AS AC AD 7S 8S", LOSER, FILL)
    trick(s, "AS", "7C")
    meld(s, PONE, "QS JD")
    trick(s, "AC", "8C")
    assert scores_of(meld(s, PONE, "QS QS JD JD")) == [500]
    assert s.points[PONE] == 540


def test_lower_bezique_refused_even_with_new_cards_around_a_double():
    s = game("QS QS JD JD QS JD AS AC 7S", LOSER, FILL)
    trick(s, "AS", "7C")
    meld(s, PONE, "QS QS JD JD")
    trick(s, "AC", "8C")
    assert scores_of(meld(s, PONE, "QS JD")) == [40]     # both from the hand: fresh


def test_every_declaration_needs_a_card_from_the_hand():
    s = game("KH QH AS AC 7S 8S 9S 10S 7H", LOSER, FILL)
    trick(s, "AS", "7C")
    meld(s, PONE, "KH QH")
    trick(s, "AC", "8C")
    assert melds_offered(s) == []                        # straight to the draw
    assert s.phase == "play"


def test_a_card_serves_again_in_another_class():
    s = game("KS QS JD QH QD QC AS AC AD", LOSER, FILL)
    trick(s, "AS", "7C")
    assert scores_of(meld(s, PONE, "KS QS")) == [40]     # class A, spades trumps
    trick(s, "AC", "8C")
    assert scores_of(meld(s, PONE, "QS JD")) == [40]     # class B with the same Queen
    trick(s, "AD", "8C")
    assert scores_of(meld(s, PONE, "QS QH QD QC")) == [60]   # class C, the same Queen
    assert s.hand[PONE][card("QS")] == 0 and s.table[PONE].count[card("QS")] == 1


def test_duplicate_kings_keep_their_own_histories():
    # the King of hearts of the sequence can never marry; its twin, laid later, can,
    # and a Queen led from the hand re-forms the marriage of the twin
    s = game("AH 10H KH QH JH KH KS KD AS", LOSER, "KC 7S QH 8S QH 9S")
    trick(s, "AS", "7C")
    meld(s, PONE, "AH 10H KH QH JH")
    play(s, PONE, "AH")
    play(s, DEALER, "8C")
    assert scores_of(meld(s, PONE, "KH KS KD KC")) == [80]   # the sequence King serves
    assert s.hand[PONE][card("KH")] == 1
    play(s, PONE, "10H")
    play(s, DEALER, "8C")
    assert scores_of(meld(s, PONE, "KH QH")) == [40]     # both from the hand
    # the new King beside the four Kings, unbroken, makes no four Kings again
    assert s.phase == "play"
    play(s, PONE, "QH")                                  # a Queen led from the hand
    play(s, DEALER, "9C")
    assert scores_of(meld(s, PONE, "KH QH")) == [40]     # the twin King's marriage
    assert s.table[PONE].count[card("KH")] == 2
    assert sorted(i[1] for i in s.table[PONE].insts if i[0] == card("KH")) == [1, 2]


def test_duplicate_queens_in_hand_and_on_table_play_from_either():
    s = game("KH QH QH AS 7S 8S 9S 10S 7H", LOSER, FILL)
    trick(s, "AS", "7C")
    meld(s, PONE, "KH QH")
    plays = [(a.cards, a.source) for a in s.legal_actions()]
    assert ((card("QH"),), None) in plays and ((card("QH"),), "table") in plays
    play(s, PONE, "QH", **{"from": "table"})
    assert s.table[PONE].count[card("QH")] == 0 and s.hand[PONE][card("QH")] == 1


def test_announcement_needs_a_card_laid_this_turn():
    s = game("KS QS QS JD AS AC 7S 8S 9S", LOSER, FILL)
    trick(s, "AS", "7C")
    meld(s, PONE, "KS QS")
    assert s.phase == "play"                             # nothing to announce
    trick(s, "AC", "8C")
    meld(s, PONE, "QS JD")                               # the Queen on the table serves
    assert s.phase == "play"                             # no new Queen: no marriage


def _spade_marriage_announced():
    """Four Kings laid, then a double bézique: the marriage of spades announced."""
    s = game("KS KH KD KC QS QS JD JD AS", LOSER, FILL)
    trick(s, "AS", "7C")
    meld(s, PONE, "KS KH KD KC")
    trick(s, "7S", "8C")
    meld(s, PONE, "QS QS JD JD")
    act(s, PONE, "announce", "KS QS")
    return s


def test_announced_marriage_lost_when_its_card_is_played():
    s = _spade_marriage_announced()
    ev = play(s, PONE, "KS")
    assert [type(e.payload) for e in ev] == [Played, Lost]
    assert s.table[PONE].pending == []


def test_carried_marriage_scored_later_without_a_new_card():
    s = _spade_marriage_announced()
    trick(s, "8S", "9C")
    assert [card("QS"), card("KS")] in [sorted(m) for m in melds_offered(s)]
    assert scores_of(meld(s, PONE, "KS QS")) == [40]
    assert s.table[PONE].pending == []


def _double_bezique_beside_marriage(pone: str):
    """The spade marriage scored, then a double bézique laid beside it."""
    s = game(pone, LOSER, FILL)
    trick(s, "AS", "7C")
    meld(s, PONE, "KS QS")
    trick(s, "AC", "8C")
    meld(s, PONE, "QS QS JD JD")
    return s


def test_no_marriage_announced_with_the_king_of_an_unbroken_marriage():
    s = _double_bezique_beside_marriage("KS QS QS JD JD AS AC 7S 8S")
    assert s.phase == "play"                 # a new Queen beside it re-forms nothing


def test_announce_of_cards_not_on_the_table_is_refused():
    s = _double_bezique_beside_marriage("KS QS QS JD JD KS AS AC 8S")
    unchanged(s, lambda: act(s, PONE, "announce", "KS KS QS QS"))


def test_not_a_combination_and_out_of_turn_are_refused():
    s = game("KH QH AS AC 7S 8S 9S 10S 7H", LOSER, FILL)
    trick(s, "AS", "7C")
    unchanged(s, lambda: meld(s, PONE, "KH AS"))
    unchanged(s, lambda: meld(s, DEALER, "KC"))
    unchanged(s, lambda: play(s, PONE, "7S"))            # time to meld or pass
    unchanged(s, lambda: act(s, PONE, "announce", "KH QH"))
    act(s, PONE, "pass")
    unchanged(s, lambda: act(s, PONE, "pass"))


@pytest.mark.parametrize("four,points", [("AS AS AH AC", 100), ("KS KH KD KD", 80),
                                         ("QS QH QD QC", 60), ("JS JS JS JS", 40)])
def test_fours_of_any_suits_score_the_books_values(four, points):
    s = game(four + " 10S 7H 8H 9H JC", LOSER, FILL)
    trick(s, "10S", "7C")
    assert scores_of(meld(s, PONE, four)) == [points]


def test_four_tens_or_sevens_are_no_combination():
    s = game("10S 10H 10D 10C 7S 7H 7D 7C KS", LOSER, FILL)
    trick(s, "KS", "7C")
    assert melds_offered(s) == [] and s.phase == "play"
    s2 = game("10S 10H 10D 10C KH QH 7D 7C KS", LOSER, FILL)
    trick(s2, "KS", "7C")
    with pytest.raises(IllegalAction):
        meld(s2, PONE, "10S 10H 10D 10C")


def test_sequence_reformed_by_a_card_of_it_led_from_the_hand():
    # the sequence lies on the table and the hand holds a second Ace and King: laid
    # beside it they re-form nothing; either one led from the hand lets it be claimed
    # again from the table
    s = game("AH 10H KH QH JH AH KH AS AC", LOSER, FILL)
    trick(s, "AS", "7C")
    meld(s, PONE, "AH 10H KH QH JH")
    trick(s, "AC", "8C")
    assert not [a for a in s.legal_actions() if type(a) is Meld and len(a.cards) == 5]
    trick(s, "KH", "8C")
    assert scores_of(meld(s, PONE, "AH 10H KH QH JH")) == [250]
    assert s.hand[PONE][card("AH")] == 1 and s.hand[PONE][card("KH")] == 0


def test_a_like_card_led_before_an_announcement_is_scored_does_not_re_form_it():
    """Re-formed "after one of its cards has gone to a trick since it was last scored":
    the King led while the marriage was only announced counts for nothing after."""
    s = game("KS KH KD KC QS QS JD JD 10S", LOSER, "AS 7D KS 8D AC 9D AD 7H")
    trick(s, "10S", "7C")
    meld(s, PONE, "KS KH KD KC")
    trick(s, "AS", "8C")
    meld(s, PONE, "QS QS JD JD")
    act(s, PONE, "announce", "KS QS")
    trick(s, "KS", "9C")                         # a spade King led from the hand
    assert scores_of(meld(s, PONE, "KS QS")) == [40]    # the announcement scored
    act(s, PONE, "pass") if s.phase != "play" else None
    trick(s, "AC", "7D")
    offered = melds_offered(s)
    assert sorted([card("KS"), card("QS")]) not in offered
    assert sorted(map(card, "KS KH KD KC".split())) in offered   # re-formed by that King
