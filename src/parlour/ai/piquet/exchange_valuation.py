"""One valuation of a two-handed Piquet exchange, the one the discard trainer, the hint
and the review read (issue 29, item 3): every legal discard valued by the learned
evaluator of the position after the draw (after_exchange.py) averaged over the draws
this seat may meet, with the standard error of that average.

From where the seat sits every draw of k cards is alike likely, from the cards it has
not seen.  Where a draw size has few enough draws (ALL_DRAWS: the dealer's every size
when elder took all five, elder's up to three cards) every draw is counted, each once: the average is then the
evaluator's exact mean and its standard error over the draws is 0.  Otherwise one
fixed common sample of orderings of the unseen cards (DRAW_SAMPLE, from the caller's
generator: the advice seeds it from the position, weighing.position_seed) serves every
discard of that size, as learned_exchange.discard_values does, so two discards are
compared on the same draws (a paired difference).  The dealer also sees the cards he
leaves: those are counted (or sampled) with the draw.

Two uncertainties, said apart.  A discard's value carries the standard error of its
average over the draws (``Valued.se``: how far it could move with other draws; 0 when
every draw was counted).  A cost (one discard against another of the same hand) carries
that of the paired difference over the draws combined with the evaluator's own error on
such a difference (EVALUATOR_COST_ERROR, measured out of sample by
benchmarks/exchange_valuation_error.py: against ex1's regret hands, whose discards'
values were each the mean of 40 deals played out open-handed, so an upper bound): the
draws alone would call a difference of a point between two discards of the dealer, each
counted over every draw, certain, which it is not.  The margin (weighing.as_good_as)
reads the combined figure.

Decided from the seat's observation only (SeatMasks).
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import combinations
from math import comb
from typing import Callable

import numpy as np

from ...engine.cards import mask_of
from ..weighing import EVERY_DRAW, SAMPLED_DRAWS, Weighing
from . import after_exchange as ax
from .learned_exchange import talon_for, values
from .seat_masks import SeatMasks

ALL_DRAWS = 3500         # a draw size with at most this many draws is counted in full
DRAW_SAMPLE = 200        # else this many common orderings of the unseen cards
CHUNK = 128              # discards valued at once (a stop is heard between them)
# points a deal: the RMSE of the evaluator's cost between two discards of one hand
# against the regret benchmark's truth (19 hands, 668 pairs; the truth's own noise in it)
EVALUATOR_COST_ERROR = 4.5


@dataclass(frozen=True)
class Valued:
    """One discard's value: the evaluator's mean over the draws, points of the deal
    (the seat's less the other's), its standard error over the draws (0 when every
    draw was counted), and how many draws."""
    mask: int
    value: float
    se: float
    draws: int
    every_draw: bool


@dataclass(frozen=True)
class _Block:
    """The discards of one size and their values draw by draw (common draws)."""
    rows: dict[int, int]             # mask -> row
    per_draw: np.ndarray             # rows x draws
    every_draw: bool


class ExchangeValuation:
    """Every discard's value, best first (``ranked``), and any one's cost against the
    best with its standard error (``cost``)."""

    def __init__(self, blocks: dict[int, _Block]):
        self._blocks = blocks
        out = []
        for block in blocks.values():
            n = block.per_draw.shape[1]
            means = block.per_draw.mean(axis=1)
            ses = np.zeros(len(means)) if block.every_draw or n < 2 else \
                block.per_draw.std(axis=1, ddof=1) / np.sqrt(n)
            for m, r in block.rows.items():
                out.append(Valued(m, float(means[r]), float(ses[r]), n, block.every_draw))
        # best first; equal values in the order of the masks, so the order never
        # depends on how the blocks were built
        self.ranked: tuple[Valued, ...] = tuple(sorted(out, key=lambda v: (-v.value, v.mask)))
        self._by_mask = {v.mask: v for v in self.ranked}

    @property
    def best(self) -> Valued:
        return self.ranked[0]

    def __getitem__(self, mask: int) -> Valued:
        return self._by_mask[mask]

    def __contains__(self, mask: int) -> bool:
        return mask in self._by_mask

    def per_draw(self, mask: int) -> np.ndarray:
        """The discard's values draw by draw (each draw once)."""
        block = self._blocks[mask.bit_count()]
        return block.per_draw[block.rows[mask]]

    def cost(self, mask: int, against: int | None = None) -> tuple[float, float]:
        """What throwing ``mask`` gives up against ``against`` (the best by default):
        the difference of their values, and its standard error: over the draws (paired
        over the common draws when both drew as many cards, else the two errors
        together) and the evaluator's own (EVALUATOR_COST_ERROR) combined."""
        best = self.best.mask if against is None else against
        if mask == best:
            return 0.0, 0.0
        a, b = self._by_mask[best], self._by_mask[mask]
        return a.value - b.value, float(np.hypot(self.draws_se(mask, best),
                                                 EVALUATOR_COST_ERROR))

    def draws_se(self, mask: int, against: int) -> float:
        """The standard error over the draws of the difference of two discards' values."""
        a, b = self._by_mask[against], self._by_mask[mask]
        if against.bit_count() != mask.bit_count():
            return float(np.hypot(a.se, b.se))
        block = self._blocks[mask.bit_count()]
        if block.every_draw or block.per_draw.shape[1] < 2:
            return 0.0
        diff = block.per_draw[block.rows[against]] - block.per_draw[block.rows[mask]]
        return float(diff.std(ddof=1) / np.sqrt(len(diff)))


def _draws(unseen: list[int], k: int, talon: int, sees_rest: bool,
           orderings: list[list[int]]) -> tuple[np.ndarray, np.ndarray, bool]:
    """(drawn masks, seen masks, every draw?) for a draw of ``k`` cards: every draw
    (and, for the dealer, every rest of the talon he sees) when they are few, else the
    common ``orderings``' first cards."""
    n = len(unseen)
    rest = talon - k if sees_rest else 0
    count = comb(n, k) * comb(n - k, rest)
    bits = [1 << c for c in unseen]
    if count <= ALL_DRAWS:
        drawn, seen = [], []
        for pick in combinations(range(n), k):
            d = sum(bits[i] for i in pick)
            others = [i for i in range(n) if i not in pick]
            for more in combinations(others, rest):
                drawn.append(d)
                seen.append(sum(bits[i] for i in more))
        return np.array(drawn, dtype=np.int64), np.array(seen, dtype=np.int64), True
    drawn, seen = [], []
    for order in orderings:
        drawn.append(sum(bits[i] for i in order[:k]))
        seen.append(sum(bits[i] for i in order[k:k + rest]))
    return np.array(drawn, dtype=np.int64), np.array(seen, dtype=np.int64), False


def _orderings(n: int, rng: random.Random) -> list[list[int]]:
    """DRAW_SAMPLE shuffles of range(n): one common sample for every size (made once
    per valuation, so every sampled size draws from the same orderings)."""
    out = []
    for _ in range(DRAW_SAMPLE):
        order = list(range(n))
        rng.shuffle(order)
        out.append(order)
    return out


def valuation(known: SeatMasks, legal_masks, rng: random.Random, model=None, table=None,
              check: Callable[[], None] | None = None) -> ExchangeValuation | None:
    """Every discard in ``legal_masks`` valued (see the module doc); None when there is
    nothing to value (no discard the exact table lists, or no cards unseen).  ``table``:
    the seat's exact table when the caller has it (exchange.declaration_table's);
    ``check``, called before each draw size, raises to stop."""
    from .exchange import declaration_table
    model = model or ax.shipped()
    legal_masks = set(legal_masks)
    table = table if table is not None else declaration_table(known)
    by_size: dict[int, list[int]] = {}
    for cards in table.discards:
        m = mask_of(cards)
        if m in legal_masks:
            by_size.setdefault(m.bit_count(), []).append(m)
    unseen = [c for c in range(32) if known.unseen() >> c & 1]
    if not by_size or not unseen:
        return None
    talon = talon_for(known)
    other_took = ax.other_took(known)
    totals = known.obs.totals or (0, 0)
    orderings = _orderings(len(unseen), rng)       # drawn once, whatever sizes need them
    blocks: dict[int, _Block] = {}
    for k in sorted(by_size):
        masks = sorted(by_size[k])
        drawn, seen, every = _draws(unseen, k, talon, not known.elder, orderings)
        n = len(drawn)
        rows = []
        for at in range(0, len(masks), CHUNK):
            if check is not None:
                check()
            thrown = np.array(masks[at:at + CHUNK], dtype=np.int64)
            hands = (known.hand & ~thrown)[:, None] | drawn[None, :]
            v = values(model, hands.ravel(), np.repeat(thrown, n), np.tile(seen, len(thrown)),
                       k, known.elder, other_took, table.odds[k], totals[known.seat],
                       totals[1 - known.seat], known.point_by, known.english)
            rows.append(v.reshape(len(thrown), n))
        blocks[k] = _Block({m: i for i, m in enumerate(masks)}, np.vstack(rows), every)
    return ExchangeValuation(blocks)


def valuation_of(obs, legal, rng: random.Random, model=None, table=None, check=None):
    """The valuation of a two-handed exchange from the seat's observation and its legal
    Exchange actions: (the valuation, the action for each discard: the one that looks
    at the talon's rest when there are both), or None.  ``table``, ``check``: as for
    ``valuation``."""
    by_mask: dict[int, object] = {}
    for a in legal:
        m = mask_of(a.cards)
        if m not in by_mask or a.look:
            by_mask[m] = a
    known = SeatMasks(obs, legal[0].seat)
    if known.n != 2:
        return None
    found = valuation(known, by_mask, rng, model, table, check)
    return None if found is None else (found, by_mask)


def weighing(found: ExchangeValuation, by_mask: dict) -> Weighing:
    """The valuation as the hint shows it: the best discard's action, its value and
    standard error, the runner-up and the margin over it, with its standard error."""
    best = found.best
    second = found.ranked[1] if len(found.ranked) > 1 else None
    margin, margin_se = found.cost(second.mask) if second is not None else (0.0, 0.0)
    return Weighing(by_mask[best.mask], EVERY_DRAW if best.every_draw else SAMPLED_DRAWS,
                    best.value, by_mask[second.mask] if second is not None else None,
                    margin, best.draws, None, margin_se, best.se)
