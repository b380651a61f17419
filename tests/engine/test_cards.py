"""Card notation of shared/INTERFACES.md."""
import random

import pytest
from hypothesis import given, strategies as st

from parlour.engine.cards import (ACE, CLUBS, HEARTS, KING, NINE, QUEEN, SPADES, TEN,
                                  NotationError, card, card_name, card_symbol, cards_of,
                                  mask_of, packs, parse_card, parse_cards, piquet_pack,
                                  choice, shuffle, below, sample, seeded)


def test_rank_then_suit():
    assert card_name(card(TEN, HEARTS)) == "10H"
    assert card_name(card(QUEEN, SPADES)) == "QS"
    assert card_name(card(7 - 7, CLUBS)) == "7C"


@pytest.mark.parametrize("text", ["10H", "TH", "th", "10h", "10♥", "10♡", " 10H "])
def test_ten_of_hearts_spellings(text):
    assert parse_card(text) == card(TEN, HEARTS)


@pytest.mark.parametrize("text", ["Q♠", "qs", "QS", "q♤"])
def test_queen_of_spades_spellings(text):
    assert parse_card(text) == card(QUEEN, SPADES)


@pytest.mark.parametrize("bad", ["", "1H", "11H", "QX", "2S", "6D", "AHH", "10", "H", "ZZ"])
def test_bad_cards_are_refused_clearly(bad):
    with pytest.raises(NotationError) as err:
        parse_card(bad)
    assert str(err.value)


def test_not_text_is_refused():
    with pytest.raises(NotationError):
        parse_card(12)


def test_hand_separated_by_spaces_or_commas_keeps_duplicates():
    assert parse_cards("QS, QS 10H,AH") == [card(QUEEN, SPADES)] * 2 + [card(TEN, HEARTS), card(ACE, HEARTS)]
    assert parse_cards(["KH", "9C"]) == [card(KING, HEARTS), card(NINE, CLUBS)]


@given(st.integers(0, 31))
def test_every_card_round_trips(c):
    assert parse_card(card_name(c)) == c
    assert parse_card(card_symbol(c)) == c
    assert parse_card(card_name(c).lower()) == c


@given(st.text(max_size=6))
def test_parser_never_crashes_on_junk(text):
    try:
        parse_card(text)
    except NotationError:
        pass


def test_packs():
    assert sorted(piquet_pack()) == list(range(32))
    assert len(packs(4)) == 128 and len(packs(6)) == 192
    binocle = packs(2, NINE)
    assert len(binocle) == 48 and all(c & 7 >= NINE for c in binocle)


@given(st.sets(st.integers(0, 31)))
def test_masks_round_trip(cards):
    assert set(cards_of(mask_of(cards))) == cards


def test_suit_in_reads_an_observations_trump():
    from parlour.engine.cards import suit_in
    assert [suit_in(x) for x in "SHDC"] == [0, 1, 2, 3]
    assert suit_in(None) is None and suit_in("") is None and suit_in("X") is None
    assert suit_in("SH") is None and suit_in(1) is None


@pytest.mark.parametrize("size", [0, 1, 2, 32, 64, 128, 129, 256, 257, 300])
def test_shuffle_is_the_random_modules_order(size):
    """Deals are shuffled by cards.shuffle: a seed must deal what random.shuffle deals
    from it, or every seeded game, undo and save would deal other cards."""
    for seed in range(200):
        ours, theirs = list(range(size)), list(range(size))
        shuffle(ours, random.Random(seed))
        random.Random(seed).shuffle(theirs)
        assert ours == theirs
    # and the generator is left where random.shuffle leaves it
    a, b = random.Random(7), random.Random(7)
    shuffle(list(range(size)), a)
    b.shuffle(list(range(size)))
    assert a.random() == b.random()


def test_seeded_draws_what_the_random_module_draws_from_the_seed():
    """Piquet shuffles each deal with cards.seeded(seed): the random module's numbers
    from that seed, or every seeded game would deal other cards."""
    for seed in [0, 1, 7, 2**32 - 1, 2**32, 2**64 + 5, 2**64 - 1 + 9, 12345678901234567890123]:
        a, b = seeded(seed), random.Random(seed)
        assert [a.getrandbits(k) for k in (1, 5, 31, 32, 64, 3) * 300] == \
            [b.getrandbits(k) for k in (1, 5, 31, 32, 64, 3) * 300]
        ours, theirs = list(range(32)), list(range(32))
        shuffle(ours, seeded(seed))
        random.Random(seed).shuffle(theirs)
        assert ours == theirs


@pytest.mark.parametrize("size", [1, 2, 3, 12, 32, 33, 1585])
def test_choice_is_the_random_modules_draw(size):
    """Random players choose by cards.choice: a seed must choose what random.choice
    chooses from it, and leave the generator where random.choice leaves it."""
    items = list(range(size))
    for seed in range(200):
        a, b = random.Random(seed), random.Random(seed)
        assert [choice(items, a) for _ in range(5)] == [b.choice(items) for _ in range(5)]
        assert a.random() == b.random()
    with pytest.raises(IndexError):
        choice([], random.Random(1))


@pytest.mark.parametrize("n", [1, 2, 3, 12, 33, 792, 1585, 1 << 40])
def test_below_is_the_random_modules_randrange(n):
    """The exchange draws its discard's place by cards.below: randrange's draw."""
    for seed in range(200):
        a, b = random.Random(seed), random.Random(seed)
        assert [below(n, a) for _ in range(5)] == [b.randrange(n) for _ in range(5)]
        assert a.random() == b.random()
    for n in (0, -3):
        with pytest.raises(ValueError):
            below(n, random.Random(1))


@pytest.mark.parametrize("size,k", [(12, 0), (12, 1), (12, 5), (12, 12), (8, 3), (21, 7),
                                    (22, 5), (40, 9), (3, 4)])
def test_sample_is_the_random_modules_sample(size, k):
    """The exchange draws its discard by cards.sample: random.sample's cards, in order,
    and the generator left where random.sample leaves it (or its error)."""
    items = list(range(100, 100 + size))
    for seed in range(200):
        a, b = random.Random(seed), random.Random(seed)
        if k > size:
            with pytest.raises(ValueError):
                sample(items, k, a)
            return
        assert sample(items, k, a) == b.sample(items, k)
        assert a.random() == b.random()
