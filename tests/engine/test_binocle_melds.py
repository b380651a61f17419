"""Binocle's melds: the book's values, the fresh-card rule and the class rules.

Trumps are hearts throughout unless a test says otherwise.
"""
import pytest

from parlour.engine.binocle.board import MeldBoard
from parlour.engine.binocle.combinations import combinations_for, table_for
from parlour.engine.cards import HEARTS, SPADES, parse_cards


def combos(trump=HEARTS, modern=False):
    return {c.name: c for c in combinations_for(trump, modern)}


def hand_of(text):
    h = [0] * 32
    for c in parse_cards(text):
        h[c] += 1
    return h


class Player:
    """A hand and a meld board, melding by combination name."""

    def __init__(self, cards, trump=HEARTS, modern=False):
        self.hand = hand_of(cards)
        self.board = MeldBoard()
        self.table = combos(trump, modern)
        self.scored = 0

    def can(self, name):
        return self.board.make_up(self.table[name], self.hand) is not None

    def meld(self, name):
        combo = self.table[name]
        way = self.board.make_up(combo, self.hand)
        if way is None:
            return False
        used, fresh = way
        for c in fresh:
            self.hand[c] -= 1
        self.board.add(combo, used, fresh)
        self.scored += combo.value
        return True

    def play_from_table(self, text):
        for c in parse_cards(text):
            self.board.take(c)


# ----- values ---------------------------------------------------------------------------

FOSTER = {"Marriage in spades": 20, "Marriage in diamonds": 20, "Marriage in clubs": 20,
          "Royal marriage": 40, "Sequence": 150, "Binocle": 40, "Double binocle": 80,
          "Grand binocle": 80, "Four Aces": 100, "Four Kings": 80, "Four Queens": 60,
          "Four Jacks": 40, "Eight Aces": 200, "Eight Kings": 160, "Eight Queens": 120,
          "Eight Jacks": 80}
MODERN_CHANGES = {"Double binocle": 300, "Eight Aces": 1000, "Eight Kings": 800,
                  "Eight Queens": 600, "Eight Jacks": 400}


def test_every_meld_has_the_books_value():
    assert {n: c.value for n, c in combos().items()} == FOSTER


def test_modern_meld_values_change_the_double_binocle_and_the_eights_only():
    want = dict(FOSTER, **MODERN_CHANGES)
    assert {n: c.value for n, c in combos(modern=True).items()} == want


@pytest.mark.parametrize("name,cards", [
    ("Royal marriage", "KH QH"), ("Marriage in clubs", "KC QC"),
    ("Sequence", "AH 10H KH QH JH"), ("Binocle", "QS JD"), ("Double binocle", "QS QS JD JD"),
    ("Grand binocle", "KS QS JD"), ("Four Aces", "AS AH AD AC"),
    ("Eight Jacks", "JS JH JD JC JS JH JD JC")])
def test_each_combination_is_made_of_the_books_cards(name, cards):
    assert combos()[name].cards == tuple(sorted(parse_cards(cards)))


def test_grand_binocle_is_80_whether_spades_are_trumps_or_not():
    assert combos(trump=SPADES)["Grand binocle"].value == 80
    assert combos(trump=HEARTS)["Grand binocle"].value == 80
    assert combos(trump=SPADES)["Royal marriage"].cards == tuple(sorted(parse_cards("KS QS")))


def test_fours_must_be_of_different_suits():
    _, lookup = table_for(HEARTS, False)
    assert tuple(sorted(parse_cards("KS KS KH KD"))) not in lookup
    assert tuple(sorted(parse_cards("KS KC KH KD"))) in lookup


# ----- the fresh card -------------------------------------------------------------------

def best_total(cards, trump=HEARTS):
    """The most a hand can score by melds one at a time, each with a fresh card."""
    p = Player(cards, trump)
    best = 0

    def search(board, hand, total):
        nonlocal best
        best = max(best, total)
        for combo in p.table.values():
            way = board.make_up(combo, hand)
            if way is None:
                continue
            used, fresh = way
            b2, h2 = board.clone(), hand[:]
            for c in fresh:
                h2[c] -= 1
            b2.add(combo, used, fresh)
            search(b2, h2, total + combo.value)

    search(p.board, p.hand, 0)
    return best


def test_four_kings_and_four_queens_are_worth_220_never_240():
    assert best_total("KS KH KD KC QS QH QD QC", trump=HEARTS) == 220
    # a second Queen of spades is the fresh card the sacrificed marriage lacked
    assert best_total("KS KH KD KC QS QH QD QC QS", trump=HEARTS) == 240


def test_the_books_order_kings_then_marriages_sacrifices_one_marriage():
    p = Player("KS KH KD KC QS QH QD QC")
    assert p.meld("Four Kings")
    assert p.meld("Royal marriage") and p.meld("Marriage in spades")
    assert p.meld("Marriage in diamonds")
    assert p.meld("Four Queens")              # the fourth Queen is the fresh card
    assert not p.can("Marriage in clubs")     # both cards already on the table
    assert p.scored == 220


def test_four_marriages_first_leave_no_fresh_card_for_four_queens():
    p = Player("KS KH KD KC QS QH QD QC")
    for name in ("Royal marriage", "Marriage in spades", "Marriage in diamonds",
                 "Marriage in clubs"):
        assert p.meld(name)
    assert not p.can("Four Queens") and not p.can("Four Kings")
    assert p.scored == 100


def test_a_meld_of_table_cards_only_is_refused():
    p = Player("QS JD QS JD")
    assert p.meld("Binocle") and p.meld("Binocle")
    assert not p.can("Double binocle")     # "He cannot score the second single, and then
    assert p.scored == 80                  #  claim the double"


def test_duplicates_the_engine_takes_the_table_copy_and_keeps_the_hand_copy_fresh():
    p = Player("QS QS QH QD QC JD")
    assert p.meld("Four Queens")              # one QS on the table, one in the hand
    used, fresh = p.board.make_up(p.table["Binocle"], p.hand)
    assert fresh == parse_cards("JD") and used     # the table QS serves again (class B)
    assert p.meld("Binocle")
    assert p.hand[parse_cards("QS")[0]] == 1       # the second QS is still in the hand


def test_duplicates_a_second_copy_in_hand_is_fresh_for_an_equal_meld():
    p = Player("KH QH KH QH")
    assert p.meld("Royal marriage")
    assert p.meld("Royal marriage")           # the other pair: all fresh cards
    assert not p.can("Royal marriage")


def test_a_second_marriage_may_not_reuse_a_married_king():
    p = Player("KH QH QH")
    assert p.meld("Royal marriage")
    assert not p.can("Royal marriage")        # new Queen + the married King: equal meld
    p2 = Player("KH QH QH")
    assert p2.meld("Royal marriage")
    p2.play_from_table("QH")
    assert not p2.can("Royal marriage")       # re-formed: still the same King


# ----- add, never take away --------------------------------------------------------------

def test_royal_marriage_then_sequence_by_adding_ace_ten_jack():
    p = Player("KH QH AH 10H JH")
    assert p.meld("Royal marriage") and p.meld("Sequence")
    assert p.scored == 190


def test_sequence_then_marriage_with_a_new_queen_is_taking_away():
    p = Player("AH 10H KH QH JH QH")
    assert p.meld("Sequence")
    assert not p.can("Royal marriage")        # the King would be taken from the sequence
    assert p.scored == 150


def test_single_binocle_then_double_by_adding_two_cards():
    p = Player("QS JD QS JD")
    assert p.meld("Binocle") and p.meld("Double binocle")
    assert p.scored == 120


def test_double_binocle_then_single_is_refused():
    p = Player("QS JD QS JD")
    assert p.meld("Double binocle")
    assert not p.can("Binocle")


def test_grand_binocle_adds_the_king_of_spades_to_a_binocle():
    p = Player("QS JD KS")
    assert p.meld("Binocle") and p.meld("Grand binocle")
    assert p.scored == 120


@pytest.mark.parametrize("modern", [False, True])
def test_grand_binocle_cards_cannot_be_taken_for_a_double(modern):
    p = Player("KS QS JD QS JD", modern=modern)
    assert p.meld("Grand binocle")
    assert not p.can("Double binocle")        # the King of spades would be left behind


def test_a_binocle_queen_may_marry_in_another_class():
    p = Player("QS JD KS")
    assert p.meld("Binocle") and p.meld("Marriage in spades")
    assert p.scored == 60


def test_a_king_of_the_four_kings_may_marry():
    p = Player("KS KH KD KC QD")
    assert p.meld("Four Kings") and p.meld("Marriage in diamonds")
    assert p.scored == 100


def test_four_kings_then_the_other_four_added_for_eight():
    p = Player("KS KH KD KC KS KH KD KC")
    assert p.meld("Four Kings") and p.meld("Eight Kings")
    assert p.scored == 240


def test_eight_kings_first_loses_the_four_kings():
    p = Player("KS KH KD KC KS KH KD KC")
    assert p.meld("Eight Kings")
    assert not p.can("Four Kings")
    assert p.scored == 160


def test_four_kings_twice_with_new_cards_then_no_eight():
    p = Player("KS KH KD KC KS KH KD KC")
    assert p.meld("Four Kings") and p.meld("Four Kings")
    assert not p.can("Eight Kings")


def test_four_kings_re_formed_with_a_new_king_is_refused():
    p = Player("KS KH KD KC KS")
    assert p.meld("Four Kings")
    p.play_from_table("KS")
    assert not p.can("Four Kings")


def test_a_broken_royal_marriage_may_still_grow_into_the_sequence():
    p = Player("KH QH AH 10H JH KH")
    assert p.meld("Royal marriage")
    p.play_from_table("KH")
    assert p.meld("Sequence")               # the Queen left is added to, not taken from
