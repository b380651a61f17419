"""The exact table's counts as chances a player reads: by name, best first.

Every chance is an exact fraction (count / number of draws); ``exact_fraction`` gives it
as a Fraction, ``chances`` rounds to floats for JSON and the window.
"""
from __future__ import annotations

from fractions import Fraction
from functools import lru_cache

import numpy as np

from ..engine.cards import RANK_PLURALS
from ..engine.piquet.declarations import SEQUENCE_NAMES
from ..engine.cards import RANK_NAMES
from ..odds import tables as T
from ..odds.exact import ExactTable


@lru_cache(maxsize=None)
def seq_key_name(key: int) -> str:
    if key == 0:
        return "none"
    return f"{SEQUENCE_NAMES[key >> 3].lower()} to the {RANK_NAMES[key & 7]}"


@lru_cache(maxsize=None)
def set_key_name(key: int) -> str:
    meaning = T.set_key_meaning(key)
    if meaning is None:
        return "none"
    count, rank = meaning
    return f"{'quatorze' if count == 4 else 'three'} {RANK_PLURALS[rank]}"


def exact_fraction(count: int, draws: int) -> Fraction:
    return Fraction(int(count), int(draws))


def _nonzero(row: np.ndarray, draws: int, name) -> dict[str, float]:
    idx = np.flatnonzero(row)[::-1]
    # rounded as one array: a player's table of every discard is built in one go
    values = np.round(row[idx] / draws, 6).tolist()
    return {name(int(i)): v for i, v in zip(idx, values)}


def point_at_least(table: ExactTable, row: int, cards: int) -> Fraction:
    """Exact chance that the point after the draw has at least ``cards`` cards."""
    pips = np.arange(table.point_counts.shape[1])
    n = T.POINT_COUNT_OF_PIPS[pips]
    return exact_fraction(table.point_counts[row][n >= cards].sum(), table.draws[row])


def chances(table: ExactTable, row: int) -> dict:
    """JSON-ready chances for one discard: the point (by pips and by cards), the best
    sequence, the best set, every quatorze and trio by rank, and the repic estimate."""
    draws = int(table.draws[row])
    pc = table.point_counts[row]
    by_cards: dict[str, float] = {}
    for pips in np.flatnonzero(pc)[::-1]:
        n = str(int(T.POINT_COUNT_OF_PIPS[pips]))
        by_cards[n] = round(by_cards.get(n, 0.0) + float(pc[pips]) / draws, 6)
    out = {
        "draws": draws,
        "point": _nonzero(pc, draws, str),
        "point_cards": by_cards,
        "sequence": _nonzero(table.seq_counts[row], draws, seq_key_name),
        "best_set": _nonzero(table.set_counts[row], draws, set_key_name),
        "quatorze": {RANK_PLURALS[r]: round(float(table.quatorze_counts[row, i]) / draws, 6)
                     for i, r in enumerate(T.SET_RANKS) if table.quatorze_counts[row, i]},
        "trio": {RANK_PLURALS[r]: round(float(table.trio_counts[row, i]) / draws, 6)
                 for i, r in enumerate(T.SET_RANKS) if table.trio_counts[row, i]},
    }
    out["repic_estimate"] = round(float(table.repic[row]), 6)
    return out
