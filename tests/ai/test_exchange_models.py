"""The model families compared for the evaluator after the exchange
(benchmarks/piquet_exchange_models.py): the network learns what a linear model cannot,
and a suit's holding is counted in its seat's columns."""
import random
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
import piquet_exchange_labels as labels  # noqa: E402
import piquet_exchange_models as models  # noqa: E402


def test_the_network_learns_an_interaction_the_ridge_cannot():
    rng = np.random.default_rng(5)
    x = rng.integers(0, 2, size=(1500, 12)).astype(float)
    y = 8 * x[:, 0] * x[:, 1] - 4 * x[:, 0] - 4 * x[:, 1] + 3 * x[:, 2] \
        + rng.normal(0, 1, 1500)
    fold = np.arange(1500) % 5
    preds = models.out_of_fold(y, fold, {
        "ridge": (x, lambda a, b, c: labels._ridge(a, b, c, 1.0)),
        "network": (x, models.networks(8, 1e-3, 1))})
    got = {r["what"]: r["corr"] for r in models.compare(y, preds)}
    assert got["network"] > 0.9 > got["ridge"]


def test_suit_holdings_count_each_suit_byte_in_its_seats_columns():
    hand = 0b1100_0001 | 0b1100_0001 << 8 | 0b1 << 24        # two suits alike, one bare
    cols = models.suit_holdings(np.array([hand, hand], dtype=np.int64),
                                np.array([True, False]))
    assert cols.shape == (2, 512)
    assert cols[0, 0b1100_0001] == 2 and cols[0, 0b1] == 1 and cols[0, 0] == 1
    assert cols[0, 256:].sum() == 0
    assert (cols[1, 256:] == cols[0, :256]).all() and cols[1, :256].sum() == 0


def test_the_ceilings_worlds_are_deals_the_seat_cannot_tell_from_its_own():
    rows = [labels.label_deal(3, i, "au-cent", None) for i in range(4)]
    rng = random.Random(1)
    for r in rows:
        if r.get("skipped"):
            continue
        for k in (0, 1):
            p = labels.position_of_row(r, k)
            for elder, dealer in models.worlds_of(p, 5, rng):
                mine, other = (elder, dealer) if p.elder else (dealer, elder)
                assert mine == p.hand
                assert other.bit_count() == 12 and not other & (p.hand | p.thrown)
                if not p.elder:      # the cards elder left were never elder's
                    assert not other & p.seen
            # the deal as it was could be one of them
            truth = r["hands"][1 - k]
            unseen = ~(p.hand | p.thrown | p.seen) & 0xFFFFFFFF
            assert not truth & ~(unseen | (p.seen if p.elder else 0))
            assert len(models.world_labels(p, 3, rng)) == 3
