"""The one valuation of a two-handed exchange (ai/piquet/exchange_valuation.py): every
draw counted where they are few, each once; a common sample else; best first by value;
costs and their standard errors."""
import random

import numpy as np
import pytest

from parlour.ai.piquet import after_exchange as ax
from parlour.ai.piquet import exchange_valuation as ev
from parlour.ai.piquet.exchange import declaration_table
from parlour.ai.piquet.learned_exchange import values
from parlour.ai.piquet.seat_masks import SeatMasks
from parlour.trainer.position import position


def _valued(hand_seed: int, seat: str):
    hand = sorted(random.Random(hand_seed).sample(range(32), 12))
    place = position(hand, seat)
    found, by_mask = ev.valuation_of(place.observation, place.legal, random.Random(1))
    return place, found, by_mask


def test_elders_one_card_discards_are_averaged_over_every_draw_each_once():
    place, found, _ = _valued(2, "elder")
    known = SeatMasks(place.observation, 0)
    table = declaration_table(known)
    unseen = [c for c in range(32) if known.unseen() >> c & 1]
    for card in sorted(c for c in range(32) if known.hand >> c & 1)[:3]:
        m = 1 << card
        got = found[m]
        assert got.every_draw and got.draws == 20 and got.se == 0
        hands = np.array([(known.hand & ~m) | (1 << c) for c in unseen], dtype=np.int64)
        each = values(ax.load(), hands, np.full(20, m), np.zeros(20, dtype=np.int64), 1, True,
                      -1, table.odds[1])
        assert got.value == pytest.approx(float(each.mean()), abs=1e-9)


def test_sizes_with_too_many_draws_share_one_sample_and_carry_its_error():
    _, found, _ = _valued(2, "elder")
    fives = [v for v in found.ranked if v.mask.bit_count() == 5]
    assert fives and all(not v.every_draw and v.draws == ev.DRAW_SAMPLE and v.se > 0
                         for v in fives)
    threes = [v for v in found.ranked if v.mask.bit_count() == 3]
    assert all(v.every_draw and v.draws == 1140 and v.se == 0 for v in threes)
    # a cost: the draws' paired error and the evaluator's own, together
    a, b = fives[0].mask, fives[1].mask
    cost, se = found.cost(b, a)
    assert cost == pytest.approx(fives[0].value - fives[1].value)
    assert se == pytest.approx(np.hypot(found.draws_se(b, a), ev.EVALUATOR_COST_ERROR))
    assert 0 < found.draws_se(b, a) < np.hypot(fives[0].se, fives[1].se)   # paired: less


def test_the_dealer_counts_every_draw_and_every_card_he_sees_left():
    _, found, by_mask = _valued(1, "younger")
    assert len(found.ranked) == 299 and all(v.every_draw and v.se == 0 for v in found.ranked)
    # taking k of the three elder left, he sees the 3 - k he leaves: C(20, k) C(20-k, 3-k)
    assert {v.mask.bit_count(): v.draws for v in found.ranked} == \
        {0: 1140, 1: 20 * 171, 2: 190 * 18, 3: 1140}
    assert all(by_mask[v.mask].look for v in found.ranked)


def test_best_first_by_value_and_the_same_from_the_same_seed():
    _, found, _ = _valued(3, "elder")
    vals = [v.value for v in found.ranked]
    assert vals == sorted(vals, reverse=True)
    assert found.cost(found.best.mask) == (0.0, 0.0)
    _, again, _ = _valued(3, "elder")
    assert [(v.mask, v.value) for v in again.ranked] == [(v.mask, v.value) for v in found.ranked]


def test_a_stop_is_heard_between_chunks_of_discards():
    place = position(sorted(random.Random(4).sample(range(32), 12)), "elder")
    asked = []

    class Stop(Exception):
        pass

    def check():
        asked.append(1)
        if len(asked) == 3:
            raise Stop
    with pytest.raises(Stop):
        ev.valuation_of(place.observation, place.legal, random.Random(1), check=check)
