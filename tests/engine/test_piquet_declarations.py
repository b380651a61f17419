"""Point, sequences and sets on hand masks, and the words the book uses for them."""
from hypothesis import given, strategies as st

from parlour.engine.cards import ACE, mask_of, parse_cards
from parlour.engine.core import Event
from parlour.engine.events import Making
from parlour.engine.sentences import sentence
from parlour.engine.piquet import dialogue
from parlour.engine.piquet.declarations import (
    Point, is_sequence_declaration, is_set_declaration, number_words, point_call,
    point_in_suit, point_key, point_name, point_of, point_score, seq_key,
    seq_name, seq_score, sequences_of, set_key, set_name, set_score, sets_of)


def hand(text):
    return mask_of(parse_cards(text))


FORTY_ONE = hand("AH KH QH JH AC KC QC AD KD QD 7D AS")


def test_forty_one_is_the_elder_hands_point_by_pips():
    p = point_of(FORTY_ONE)
    assert (p.count, p.value, p.suit) == (4, 41, 1)
    assert point_call(p) == "Forty-one"
    assert point_name(p) == "Point of four"


def test_more_cards_always_have_more_pips_so_both_counts_pick_the_same_suit():
    # four cards make at most 41 (A K Q J), five at least 44 (7 8 9 10 J): the Rubicon
    # count by cards changes what is said aloud, never which point is best
    h = hand("AH KH QH JH 7D 8D 9D 10D JD")
    assert point_of(h, "value").suit == point_of(h, "cards").suit == 2
    assert point_of(h, "value").value == 44


def test_point_key_orders_as_the_book():
    five_low = point_in_suit(hand("7D 8D 9D 10D JD"))     # 44, five cards
    four_high = point_in_suit(hand("AH KH QH JH"))        # 41, four cards
    four_higher = point_in_suit(hand("AS KS QS 10S"))     # 41
    assert point_key(five_low, "value") > point_key(four_high, "value")
    assert point_key(four_high, "value") == point_key(four_higher, "value")
    assert point_key(five_low, "cards") > point_key(four_high, "cards")
    six_low = point_in_suit(hand("7C 8C 9C 10C JC QC"))
    assert point_key(six_low, "cards") > point_key(five_low, "cards")


def test_english_point_counts_one_less_with_the_seven_eight_and_nine():
    low = point_in_suit(hand("7D 8D 9D JD QD KD"))
    assert point_score(low) == 6 and point_score(low, english=True) == 5
    no_seven = point_in_suit(hand("8D 9D JD QD KD"))
    assert point_score(no_seven, english=True) == 5


def test_sequences_are_maximal_runs_named_as_the_book():
    seqs = sequences_of(hand("KS QS JS 10S 9S JC 10C 9C 8C JD 10D 9D"))
    assert [seq_name(s) for s in seqs] == ["Quinte to the King", "Quatrième to the Jack",
                                           "Tierce to the Jack"]
    assert [seq_score(s.length) for s in seqs] == [15, 4, 3]
    assert [seq_score(n) for n in range(3, 9)] == [3, 4, 15, 16, 17, 18]


def test_huitieme_is_the_longest_and_pairs_make_nothing():
    seqs = sequences_of(hand("7H 8H 9H 10H JH QH KH AH"))
    assert [(s.length, s.top) for s in seqs] == [(8, ACE)]
    assert seq_name(seqs[0]) == "Huitième to the Ace"
    assert sequences_of(hand("AH KH QS JS")) == []


def test_longer_sequence_beats_higher_one():
    short = sequences_of(hand("AH KH QH JH"))[0]
    long = sequences_of(hand("JD 10D 9D 8D 7D"))[0]
    assert seq_key(long) > seq_key(short)


def test_sets_quatorze_beats_any_trio_and_low_cards_make_none():
    sets = sets_of(hand("10S 10H 10D 10C JS JH JD AS AH AD 9S 9H 9D 9C"))
    assert [set_name(s) for s in sets] == ["Quatorze Tens", "Three Aces", "Three Jacks"]
    assert [set_score(s.count) for s in sets] == [14, 3, 3]
    assert set_key(sets[0]) > set_key(sets[1])


def test_book_words():
    assert set_name(sets_of(hand("KS KH KD"))[0]) == "Three Kings"
    assert set_name(sets_of(hand("AS AH AD AC"))[0]) == "Quatorze Aces"
    assert point_name(point_in_suit(hand("AS KS QS JS 9S"))) == "Point of five"
    assert [number_words(n) for n in (1, 21, 29, 41, 60, 97)] == [
        "One", "Twenty-one", "Twenty-nine", "Forty-one", "Sixty", "Ninety-seven"]


def test_rubicon_calls_cards_and_gives_only_the_last_figure():
    p = point_in_suit(hand("AD KD QD 9D 7D"))   # 47
    assert point_call(p, "cards") == "Point of five"
    making = Event(Making(p.value % 10), 0)   # as declaring.py says it
    assert sentence(making, ["A", "B"]) == "Seven."
    assert point_call(p, "value") == "Forty-seven"


def test_declarations_must_be_made_of_runs_and_sets():
    assert is_sequence_declaration(hand("AH KH QH 9S 8S 7S"))
    assert is_sequence_declaration(hand("AH KH QH 9S")) is None
    assert is_set_declaration(hand("KS KH KD QS QH QD"))
    assert is_set_declaration(hand("KS KH QS")) is None
    assert point_in_suit(hand("AH KS")) is None


hands = st.sets(st.integers(0, 31), min_size=1, max_size=12).map(mask_of)


@given(hands)
def test_point_is_the_best_suit_by_brute_force(mask):
    for by in ("value", "cards"):
        best = max(point_key(point_in_suit(mask & (0xFF << 8 * s)), by)
                   for s in range(4) if mask >> 8 * s & 0xFF)
        assert point_key(point_of(mask, by), by) == best


@given(hands)
def test_sequences_cover_exactly_the_runs(mask):
    for q in sequences_of(mask):
        assert q.mask & mask == q.mask and q.length == q.mask.bit_count() >= 3
        assert q.mask >> (8 * q.suit) & 0xFF
        # maximal: neither neighbour of the run is held
        low = (q.mask & -q.mask).bit_length() - 1
        if low % 8:
            assert not mask >> (low - 1) & 1
        if q.top < 7:
            assert not mask >> (8 * q.suit + q.top + 1) & 1


@given(hands)
def test_sets_only_from_the_ten_up(mask):
    for s in sets_of(mask):
        assert s.rank >= 3 and s.count == s.mask.bit_count() >= 3
    assert isinstance(point_of(mask), Point)


@given(hands, hands)
def test_pips_and_cards_order_points_alike(a, b):
    pa, pb = point_of(a), point_of(b)
    by_value = (point_key(pa, "value") > point_key(pb, "value")) - (
        point_key(pa, "value") < point_key(pb, "value"))
    by_cards = (point_key(pa, "cards") > point_key(pb, "cards")) - (
        point_key(pa, "cards") < point_key(pb, "cards"))
    assert by_value == by_cards


@given(hands, st.sampled_from(["value", "cards"]))
def test_held_mask_is_the_union_of_what_is_held(hand, by):
    """The declaring choices are keyed by held_mask: it must be every card of ``held``."""
    for category in dialogue.CATEGORIES:
        assert dialogue.held_mask(category, hand, by) == \
            dialogue.union(dialogue.held(category, hand, by))
