"""The exact table against a plain enumeration with the engine's own declaration code."""
import random
from itertools import combinations
from math import comb

import numpy as np
import pytest

from parlour.engine.cards import mask_of, parse_cards
from parlour.engine.piquet.declarations import point_of, seq_score, sequences_of, sets_of
from parlour.odds import tables as T
from parlour.odds.exact import declaration_parts, discard_sizes, exact_table
from parlour.odds.opponent import OpponentOdds, opponent_odds


def slow_counts(hand, discard):
    """Point pips, best sequence key, best set key, set counts, by plain loops."""
    kept = [c for c in hand if c not in discard]
    unseen = [c for c in range(32) if c not in hand]
    pts, seqs, sets, quat = {}, {}, {}, {}
    for draw in combinations(unseen, len(discard)):
        m = mask_of(kept + list(draw))
        p = point_of(m).value
        pts[p] = pts.get(p, 0) + 1
        runs = sequences_of(m)
        k = runs[0].length * 8 + runs[0].top if runs else 0
        seqs[k] = seqs.get(k, 0) + 1
        found = sets_of(m)
        key = 0
        if found:
            s = found[0]
            key = (6 if s.count == 4 else 1) + s.rank - T.TEN
        sets[key] = sets.get(key, 0) + 1
        for s in found:
            if s.count == 4:
                quat[s.rank] = quat.get(s.rank, 0) + 1
    return pts, seqs, sets, quat


def as_dict(row):
    return {i: int(row[i]) for i in np.flatnonzero(row)}


@pytest.mark.parametrize("seed", [1, pytest.param(2, marks=pytest.mark.slow),
                                  pytest.param(3, marks=pytest.mark.slow)])
def test_table_matches_plain_enumeration(seed):
    rng = random.Random(seed)
    hand = sorted(rng.sample(range(32), 12))
    table = exact_table(hand, "elder", opponent_samples=200)
    picks = rng.sample(range(len(table)), 6) + [0, len(table) - 1]
    for row in picks:
        pts, seqs, sets, quat = slow_counts(hand, table.discards[row])
        assert as_dict(table.point_counts[row]) == pts
        assert as_dict(table.seq_counts[row]) == seqs
        assert as_dict(table.set_counts[row]) == sets
        got = {T.SET_RANKS[i]: int(n) for i, n in enumerate(table.quatorze_counts[row]) if n}
        assert got == quat


def test_younger_table_matches_plain_enumeration():
    hand = parse_cards("AH KH QH JH 9H AC KC 8C AD 7D 8S 9S")
    table = exact_table(hand, "younger", opponent_samples=200)
    for row in (0, 5, 100, len(table) - 1):
        pts, seqs, _, _ = slow_counts(hand, table.discards[row])
        assert as_dict(table.point_counts[row]) == pts
        assert as_dict(table.seq_counts[row]) == seqs


def test_elder_has_1585_discards_and_every_draw():
    table = exact_table(parse_cards("AH KH QH JH 9H AC KC 8C AD 7D 8S 9S"), "elder",
                        opponent_samples=200)
    assert len(table) == 1585 == len(set(table.discards))
    for d, n in zip(table.discards, table.draws):
        assert n == comb(20, len(d))
    assert (table.point_counts.sum(axis=1) == table.draws).all()
    assert (table.seq_counts.sum(axis=1) == table.draws).all()


def test_younger_discards_by_rule_option_and_cards_left():
    hand = parse_cards("AH KH QH JH 9H AC KC 8C AD 7D 8S 9S")
    assert len(exact_table(hand, "younger", opponent_samples=100)) == 299
    assert len(exact_table(hand, "younger", must_draw=True, opponent_samples=100)) == 298
    assert list(discard_sizes("younger", left_by_elder=2)) == [0, 1, 2, 3, 4, 5]
    with pytest.raises(ValueError):
        discard_sizes("dealer")


def test_bad_hands_are_refused():
    with pytest.raises(ValueError):
        exact_table([0, 1, 2], "elder")
    with pytest.raises(ValueError):
        exact_table([0] * 12, "elder")


def test_declaration_value_prefers_the_point_to_throwing_it():
    # keeping five hearts to the Ace (the point and a quinte) must beat throwing them
    hand = parse_cards("AH KH QH JH 10H 7S 8S 9C 7C 8D 9D 7D")
    table = exact_table(hand, "elder", opponent_samples=500)
    keep_point = table.row_of(parse_cards("7S 8S 9C 7C 8D"))
    throw_point = table.row_of(parse_cards("AH KH QH JH 10H"))
    assert table.declaration_ev[keep_point] > table.declaration_ev[throw_point] + 10


def test_english_point_lowers_the_point_score_of_seven_eight_nine():
    assert T.point_score_of_key2(False)[T.POINT_KEY2[0b00111]] == 3
    assert T.point_score_of_key2(True)[T.POINT_KEY2[0b00111]] == 2
    assert T.point_score_of_key2(True)[T.POINT_KEY2[0b10110]] == 3


def test_sequence_tables_score_every_run_of_a_suit():
    byte = 0b11101110      # 8 9 10 and Q K A: two tierces
    assert T.SEQ_TOTAL[byte] == 2 * seq_score(3)
    assert T.SEQ_KEY[byte] == 3 * 8 + 7


def test_opponent_odds_are_probabilities():
    odds = opponent_odds(list(range(12, 32)), 3, n=400, seed=3)
    assert isinstance(odds, OpponentOdds)
    for c in (odds.point, odds.seq, odds.sets):
        assert ((c.below >= 0) & (c.above >= 0) & (c.below + c.above <= 1 + 1e-9)).all()
        assert (np.diff(c.below) >= -1e-12).all()     # a better key beats more hands


def draw_values(table, row, drawn_masks):
    """The declaration value of particular draws for one discard, reckoned draw by draw
    (declaration_parts), as ``declaration_ev`` averages it over every draw."""
    kept = mask_of(table.hand) & ~mask_of(table.discards[row])
    masks = np.asarray(drawn_masks, dtype=np.int64) | kept
    parts = declaration_parts(masks, table.odds[len(table.discards[row])], table.english)
    return parts["point"] + parts["sequence"] + parts["set"] + parts["repic"]


@pytest.mark.parametrize("seat", ["elder", "younger"])
def test_draw_values_average_exactly_to_the_declaration_value(seat):
    hand = parse_cards("AH KH QH JH 9H AC KC 8C AD 7D 8S 9S")
    table = exact_table(hand, seat, opponent_samples=300)
    for row in (1, 20, 150):
        k = len(table.discards[row])
        draws = [mask_of(c) for c in combinations(table.unseen, k)]
        assert draw_values(table, row, draws).mean() == pytest.approx(
            table.declaration_ev[row], abs=1e-9)
