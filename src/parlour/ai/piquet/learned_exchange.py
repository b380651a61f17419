"""The exchange by the learned evaluator (issue 29, item 2): every legal discard valued
by after_exchange's Evaluator averaged over a common sample of draws, all at once.

From where the seat sits every draw of k cards is a uniform choice from the twenty it
has not seen, so one sample of orderings of those twenty serves every discard (common
random numbers: two discards are compared on the same draws).  As dealer it also looks
at the cards it leaves (talon_look.py): the next cards of the same ordering.

The evaluator is linear, and its features were laid out for this (after_exchange.py):
the card bits and the suit-blind block are additive over suits, so each is a look-up
per suit byte; the counts by rank a look-up per rank; the declarations come from the
exact table's look-ups (odds.opponent.declaration_keys) and their worth from
odds.exact.declaration_parts, against the other hand's odds as the exact table reckons
them for that draw size (the pool before the draw, as the weights were fitted).

The expert uses it for elder's exchange only (brain._learned_exchange): as dealer the
evaluator chose worse than the expert's play-outs (benchmarks/README.md).

Decided from the seat's observation only (SeatMasks).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from ...odds import tables as T
from ...odds.exact import ELDER, YOUNGER, declaration_parts, discard_sizes, other_takes
from ...odds.opponent import OpponentOdds, declaration_keys
from . import after_exchange as ax
from .exchange import left_by_elder
from .seat_masks import SeatMasks

DRAWS = 96            # common draws a discard is valued over (elder's 1,585: ~0.1 s)
REFINE = 4            # the evaluator's best, weighed again by the play-outs
_BYTE_BITS = ((np.arange(256)[:, None] >> np.arange(8)) & 1).astype(np.float64)


@dataclass(frozen=True)
class _Linear:
    """The evaluator unrolled: value = const + the look-ups below (weights / scale)."""
    w: np.ndarray          # weights / scale, by feature
    const: float           # bias - mean . w
    index: dict            # feature name -> column


_LINEAR: dict[int, tuple[ax.Evaluator, _Linear]] = {}


def _linear(model: ax.Evaluator) -> _Linear:
    got = _LINEAR.get(id(model))
    if got is None or got[0] is not model:
        w = model.weights / model.scale
        got = (model, _Linear(w, float(model.bias - model.mean @ w),
                              {n: i for i, n in enumerate(model.names)}))
        _LINEAR[id(model)] = got
    return got[1]


def _bits_value(lin: _Linear, prefix: str, masks: np.ndarray) -> np.ndarray:
    """Sum of the weights of the card bits ``prefix``.c set in each mask."""
    w = lin.w[[lin.index[f"{prefix}.{c}"] for c in range(32)]]
    out = np.zeros(len(masks))
    for s in range(4):
        out += (_BYTE_BITS @ w[8 * s:8 * s + 8])[(masks >> (8 * s)) & 0xFF]
    return out


@lru_cache(maxsize=1)
def _suit_rows() -> np.ndarray:
    return np.array(ax.SUIT_FEATURES, dtype=np.float64)          # 256 x suit features


def _block_value(lin: _Linear, side: str, masks: np.ndarray, odds: OpponentOdds,
                 point_by: str, english: bool) -> np.ndarray:
    """The value of the hand's block (after_exchange._suit_block and _declaration_block)
    in ``side``'s columns."""
    names = ax.FEATURES
    first = lin.index[f"{side}.suits.len0"]
    n_suit = _suit_rows().shape[1]
    per_byte = _suit_rows() @ lin.w[first:first + n_suit]
    out = np.zeros(len(masks))
    for s in range(4):
        out += per_byte[(masks >> (8 * s)) & 0xFF]
    for r in range(ax.RANKS):
        n = sum(((masks >> (8 * s + r)) & 1) for s in range(4))
        table = np.concatenate(([0.0], [lin.w[lin.index[f"{side}.rank{r}.held{k}"]]
                                        for k in range(1, 5)]))
        out += table[n]
    pk, _, sk, st, tk, tt = declaration_keys(masks, english)
    pips = pk.astype(np.intp) >> 1
    col = {n.split(".", 1)[1]: lin.w[lin.index[n]] for n in names if n.startswith(side + ".")}
    out += col["point.cards"] * T.POINT_COUNT_OF_PIPS[pips] / 8 + col["point.pips"] * pips / 70
    out += col["sequence.longest"] * (sk.astype(np.intp) >> 3) / 8
    out += col["sequence.score"] * st / 20 + col["set.score"] * tt / 20
    out += col["set.quatorze"] * (tk >= 6)
    parts = declaration_parts(masks, odds, english)
    worth = [parts[k] for k in ("point", "sequence", "set", "repic")]
    for k, v in zip(("point", "sequence", "set", "repic"), worth):
        out += col[f"worth.{k}"] * v / 10
    out += col["worth.all"] * sum(worth) / 10
    return out


def values(model: ax.Evaluator, hands: np.ndarray, thrown: np.ndarray, seen: np.ndarray,
           took: int, elder: bool, other_took: int, odds: OpponentOdds, mine: int = 0,
           theirs: int = 0, point_by: str = "value", english: bool = False) -> np.ndarray:
    """model.value of many positions at once (masks as int64 arrays), alike but for their
    cards; the declarations' worth against ``odds`` (Position's other_odds at training)."""
    lin = _linear(model)
    hands, thrown, seen = (np.asarray(a, dtype=np.int64) for a in (hands, thrown, seen))
    head = {"elder": float(elder), "took": took / 5, "score.mine": mine / 100,
            "score.theirs": theirs / 100, f"other_took.{other_took}": 1.0}
    out = np.full(len(hands), lin.const + sum(lin.w[lin.index[k]] * v for k, v in head.items()))
    out += _bits_value(lin, "hand", hands) + _bits_value(lin, "thrown", thrown) \
        + _bits_value(lin, "seen", seen)
    return out + _block_value(lin, "elder" if elder else "younger", hands, odds, point_by,
                              english)


def discard_values(model: ax.Evaluator, known: SeatMasks, masks: list[int], odds_by_size,
                   rng, draws: int = DRAWS) -> np.ndarray:
    """Each discard's value (the evaluator's mean over ``draws`` common draws from the
    cards this seat has not seen); ``odds_by_size``: draw size -> the other's odds."""
    unseen = np.array([c for c in range(32) if known.unseen() >> c & 1], dtype=np.int64)
    bits = np.int64(1) << unseen
    orders = np.argsort(np.array([[rng.random() for _ in unseen] for _ in range(draws)]),
                        axis=1)
    other_took = ax.other_took(known)
    talon = talon_for(known)
    totals = known.obs.totals or (0, 0)
    out = np.zeros(len(masks))
    by_size: dict[int, list[int]] = {}
    for i, m in enumerate(masks):
        by_size.setdefault(m.bit_count(), []).append(i)
    for k, rows in by_size.items():
        drawn = bits[orders[:, :k]].sum(axis=1)                       # draws
        looked = bits[orders[:, k:talon]].sum(axis=1) if not known.elder \
            else np.zeros(draws, dtype=np.int64)
        thrown = np.array([masks[i] for i in rows], dtype=np.int64)
        hands = (known.hand & ~thrown)[:, None] | drawn[None, :]      # discards x draws
        v = values(model, hands.ravel(), np.repeat(thrown, draws),
                   np.tile(looked, len(rows)), k, known.elder, other_took, odds_by_size[k],
                   totals[known.seat], totals[1 - known.seat], known.point_by, known.english)
        out[rows] = v.reshape(len(rows), draws).mean(axis=1)
    return out


def ranked_by_evaluator(known: SeatMasks, legal_masks: set[int], rng, model=None,
                        draws: int = DRAWS):
    """(value, mask) of the legal discards of the sizes the exact table weighs, best
    first by the evaluator.  The table itself is not built (it is dear, ~0.5 s for
    elder's 1,585 discards): the other's odds are reckoned as it would reckon them."""
    model = model or ax.shipped()
    sizes = set(_discard_sizes(known))
    masks = sorted(m for m in legal_masks if m.bit_count() in sizes)
    odds = {k: ax.odds_before_draw(known.hand, _other_takes(known, k), known.english)
            for k in {m.bit_count() for m in masks}}
    if not masks:
        return []
    v = discard_values(model, known, masks, odds, rng, draws)
    return sorted(zip(v.tolist(), masks), key=lambda t: -t[0])


def talon_for(known: SeatMasks) -> int:
    """The cards of the talon this seat draws from: elder's five; the dealer's, what
    elder left (all of which the dealer sees, drawn or left)."""
    if known.elder:
        return 5
    other = known.obs.exchanged[1 - known.seat]
    return 8 - (other or 0)


def _discard_sizes(known: SeatMasks):
    return discard_sizes(ELDER if known.elder else YOUNGER, left_by_elder(known),
                         bool(known.obs.options.get("dealer_must_draw")))


def _other_takes(known: SeatMasks, k: int) -> int:
    return other_takes(ELDER if known.elder else YOUNGER, k, left_by_elder(known))
