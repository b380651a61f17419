"""The club player's discard: keep what scores and what wins tricks (piquet.txt, "Good play").

"Try for the point, which very often carries with it the sequence ... next to the point,
the most important thing is the score for cards."  The elder hand may throw whole short
suits; the dealer ("younger") must keep guarded Kings and twice-guarded Queens.
Every discard of the allowed size is valued by table look-ups on the kept cards, so all
792 five-card discards of the elder hand are weighed in a few milliseconds.

``cards_first`` is another school's valuation (a ladder style, styles.py): "play for the
cards" - the tricks and guards count double, the point and sequences half, and the
guarded King is kept in either hand.
"""
from __future__ import annotations

from itertools import combinations

from ...engine.cards import ACE, JACK, KING, QUEEN, TEN
from ...engine.piquet.declarations import COUNT, PIPS, RANK_BITS

# Chance that a point of n cards is good, roughly (a fuller study belongs to the trainer).
POINT_GOOD = (0, 0, 0, 0.05, 0.3, 0.6, 0.85, 0.95, 1.0)
SEQ_WORTH = {3: 3 * 0.5, 4: 4 * 0.6, 5: 15 * 0.8, 6: 16 * 0.9, 7: 17.0, 8: 18.0}


def _best_run(byte: int) -> int:
    best = run = 0
    for r in range(8):
        run = run + 1 if byte >> r & 1 else 0
        best = max(best, run)
    return best


def _tricks(byte: int, defending: bool) -> float:
    """Rough trick (and card-point) worth of one suit held."""
    n = COUNT[byte]
    if not n:
        return 0.0
    v = 0.0
    if byte >> ACE & 1:
        v += 2.5
    if byte >> KING & 1:
        v += (2.0 if defending else 1.5) if n >= 2 else 0.4
    if byte >> QUEEN & 1:
        v += (1.2 if defending else 0.8) if n >= 3 else 0.2
    if byte >> JACK & 1 and n >= 4:
        v += 0.5
    if n >= 5 and byte >> ACE & 1:
        v += (n - 4) * 1.2                    # a long suit headed by the Ace runs
    return v


def _suit_table(defending: bool, cards_first: bool = False) -> tuple[float, ...]:
    seq, tricks = (0.5, 2.0) if cards_first else (1.0, 1.0)
    guards = defending or cards_first       # the card-player keeps guards in either hand
    return tuple(seq * SEQ_WORTH.get(_best_run(b), 0.0) + tricks * _tricks(b, guards)
                 for b in range(256))


SUIT_WORTH = {(d, f): _suit_table(d, f) for d in (False, True) for f in (False, True)}


def _tables(draws: int, unseen: int, defending: bool, cards_first: bool = False):
    """Per suit byte: what the suit is worth kept, and what it is worth as the point;
    per (rank, count held): what the set is worth.  Cached: few distinct arguments."""
    key = (draws, unseen, defending, cards_first)
    got = _TABLES.get(key)
    if got is not None:
        return got
    table = SUIT_WORTH[defending, cards_first]
    point_weight = 0.5 if cards_first else 1.0
    per_card = draws / unseen if unseen else 0.0
    suit_part, point_part = [], []
    for b in range(256):
        n = COUNT[b]
        # tie-break: keep the higher cards; the elder likes a void (a whole suit thrown)
        suit_part.append(table[b] + 0.005 * PIPS[b] + (0.3 if not n and not defending else 0))
        if not n:
            point_part.append(0.0)
            continue
        expect = n + (8 - n) * per_card * 0.5   # the suit grows a little from the talon
        k = min(8, int(expect + 0.5))
        point_part.append(point_weight * POINT_GOOD[k] * (k + 0.02 * PIPS[b])
                          * (1.4 if not defending else 1.0))
    sets = {}
    for r in range(TEN, 8):
        sets[(r, 4)] = 14 * 0.95
        sets[(r, 3)] = 3 * 0.5 + 14 * min(1.0, per_card) * 0.8 * (1.3 if r >= KING else 1.0)
        sets[(r, 2)] = 3 * min(1.0, 2 * per_card) * 0.3 if r >= QUEEN else 0.0
        sets[(r, 1)] = sets[(r, 0)] = 0.0
    got = (tuple(suit_part), tuple(point_part),
           tuple(tuple(sets[(r, n)] for n in range(5)) for r in range(TEN, 8)))
    _TABLES[key] = got
    return got


_TABLES: dict = {}
_SET_BITS = tuple(RANK_BITS[r] for r in range(TEN, 8))


def kept_worth(kept: int, draws: int, unseen: int, defending: bool,
               cards_first: bool = False) -> float:
    """Approximate points a kept hand is worth, before the ``draws`` cards come in."""
    suit_part, point_part, set_part = _tables(draws, unseen, defending, cards_first)
    b0, b1, b2, b3 = kept & 0xFF, kept >> 8 & 0xFF, kept >> 16 & 0xFF, kept >> 24 & 0xFF
    v = suit_part[b0] + suit_part[b1] + suit_part[b2] + suit_part[b3]
    v += max(point_part[b0], point_part[b1], point_part[b2], point_part[b3])
    for bits, worth in zip(_SET_BITS, set_part):
        v += worth[(kept & bits).bit_count()]
    return v


def ranked_discards(hand: int, size: int, unseen: int, defending: bool,
                    limit: int | None = None,
                    cards_first: bool = False) -> list[tuple[float, int]]:
    """(worth, discard mask) for every discard of ``size`` cards, best first."""
    cards = [c for c in range(32) if hand >> c & 1]
    scored = []
    for combo in combinations(cards, size):
        m = 0
        for c in combo:
            m |= 1 << c
        scored.append((kept_worth(hand & ~m, size, unseen, defending, cards_first), m))
    scored.sort(key=lambda t: (-t[0], t[1]))
    return scored[:limit] if limit else scored
