"""The classic odds of the draw at Piquet, reproduced exactly by the trainer's enumeration.

Elder's five cards and younger's three are, from where each sits, a uniformly random set
of the 20 cards he has not seen (his own 12 are known; the deal is uniform).  So the
chance of taking in named cards is a ratio of counts of draws, and the odds "n to m
against" mean P = m / (n + m).
"""
from fractions import Fraction
from math import comb

from parlour.engine.cards import parse_cards
from parlour.odds.exact import draws_with, exact_table
from parlour.odds.tables import SET_RANKS

ACES_BUT_ONE = parse_cards("AH AC AD KS QS JS 9H 8H 7C 8C 7D 8D")   # AS unseen
TWO_KINGS = parse_cards("KH KC AH QH JH 10H 9C 8C 7C 8D 7D 9D")     # KS KD unseen
HEARTS_TOP = parse_cards("AH KH QH AS KS AC KC AD KD QD JD 10D")    # JH..7H unseen
NO_ACE = parse_cards("KH QH JH 10H KS QS JS KC QC JC KD QD")


def unseen(hand):
    return [c for c in range(32) if c not in hand]


def odds_against(p: Fraction) -> Fraction:
    return (1 - p) / p


def row_keeping(table, keep):
    for i, d in enumerate(table.discards):
        if len(d) == 12 - len([c for c in table.hand if c in keep]) and not set(d) & set(keep):
            return i
    raise AssertionError("no such discard")


def test_elder_taking_in_one_named_card_is_three_to_one_against():
    # 5 of 20: C(19, 4) / C(20, 5) = 5/20
    p = draws_with(unseen(ACES_BUT_ONE), 5, parse_cards("AS"))
    assert p == Fraction(1, 4)
    assert odds_against(p) == 3


def test_elder_quatorze_needing_one_ace_is_exactly_a_quarter_in_the_table():
    table = exact_table(ACES_BUT_ONE, "elder")
    row = row_keeping(table, parse_cards("AH AC AD KS QS JS 9H"))
    aces = SET_RANKS.index(7)
    assert Fraction(int(table.quatorze_counts[row, aces]), int(table.draws[row])) == Fraction(1, 4)


def test_elder_taking_in_two_named_cards_is_eighteen_to_one_against():
    # C(18, 3) / C(20, 5) = 816 / 15504 = 1/19
    p = draws_with(unseen(TWO_KINGS), 5, parse_cards("KS KD"), at_least=2)
    assert p == Fraction(comb(18, 3), comb(20, 5)) == Fraction(1, 19)
    assert odds_against(p) == 18
    table = exact_table(TWO_KINGS, "elder")
    row = row_keeping(table, parse_cards("KH KC AH QH JH 10H 9C"))
    kings = SET_RANKS.index(6)
    assert Fraction(int(table.quatorze_counts[row, kings]), int(table.draws[row])) == p


def test_elder_taking_in_five_named_cards_is_15503_to_one_against():
    # a huitième from A K Q of hearts needs J 10 9 8 7: one draw in C(20, 5) = 15,504
    p = draws_with(unseen(HEARTS_TOP), 5, parse_cards("JH 10H 9H 8H 7H"), at_least=5)
    assert p == Fraction(1, 15504)
    assert odds_against(p) == 15503
    table = exact_table(HEARTS_TOP, "elder")
    row = row_keeping(table, parse_cards("AH KH QH AS KS AC KC"))
    huitieme = 8 * 8 + 7
    assert Fraction(int(table.seq_counts[row, huitieme]), int(table.draws[row])) == p


def test_younger_taking_in_one_named_card_is_seventeen_to_three_against():
    # 3 of 20: P = 3/20, odds 17 to 3
    p = draws_with(unseen(ACES_BUT_ONE), 3, parse_cards("AS"))
    assert p == Fraction(3, 20)
    assert odds_against(p) == Fraction(17, 3)
    table = exact_table(ACES_BUT_ONE, "younger")
    row = row_keeping(table, parse_cards("AH AC AD KS QS JS 9H 8H 7C"))
    aces = SET_RANKS.index(7)
    assert Fraction(int(table.quatorze_counts[row, aces]), int(table.draws[row])) == p


def test_younger_taking_in_two_named_cards_is_the_classic_sixty_two_to_one():
    """Both of two named cards in younger's three: C(18, 1) / C(20, 3) = 18 / 1140 = 3/190.

    The odds against are 187 to 3, that is 62 1/3 to 1: the classic "62 to 1" is this
    figure with the fraction dropped."""
    p = draws_with(unseen(TWO_KINGS), 3, parse_cards("KS KD"), at_least=2)
    assert p == Fraction(3, 190)
    assert odds_against(p) == Fraction(187, 3)
    assert int(odds_against(p)) == 62


def test_younger_without_an_ace_takes_one_in_twenty_nine_to_twenty_eight_on():
    """Younger holds no Ace, so all four are among his 20 unseen cards.  He misses them
    all when his three come from the 16 others: C(16, 3) / C(20, 3) = 560 / 1140 = 28/57.
    So he takes in at least one Ace with P = 29/57: 29 to 28 on (in his favour)."""
    p = draws_with(unseen(NO_ACE), 3, parse_cards("AH AS AC AD"))
    assert 1 - p == Fraction(comb(16, 3), comb(20, 3)) == Fraction(28, 57)
    assert p == Fraction(29, 57)
    assert p / (1 - p) == Fraction(29, 28)
