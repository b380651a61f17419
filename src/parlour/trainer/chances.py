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
from ..engine.sentences import rank_plural, sequence_name, set_name
from ..language import say
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


def chance_words(key: str) -> str:
    """A chance's name as the table keeps it (English, as in the JSON: "quinte to the
    King", "three Kings", "Tens", "none") in the player's language, for the window."""
    return _chance_words().get(key, key)


def _chance_words() -> dict[str, str]:
    def lower(name: str) -> str:
        return name[:1].lower() + name[1:]
    words = {"none": say("none")}
    for length in SEQUENCE_NAMES:
        for top in range(len(RANK_NAMES)):
            words[seq_key_name(length << 3 | top)] = lower(sequence_name(length, top))
    for rank, plural in enumerate(RANK_PLURALS):
        words[plural] = rank_plural(rank)
        words[f"quatorze {plural}"] = lower(set_name(4, rank))
        words[f"three {plural}"] = lower(set_name(3, rank))
    return words


def exact_fraction(count: int, draws: int) -> Fraction:
    return Fraction(int(count), int(draws))


def _by_row(counts: np.ndarray, draws: np.ndarray, name) -> list[dict[str, float]]:
    """Per row of ``counts`` (rows x keys), its non-zero chances by name, highest key
    first: one pass of array work for every row at once (a table of every discard)."""
    flipped = counts[:, ::-1]
    rows, cols = np.nonzero(flipped)
    keys = counts.shape[1] - 1 - cols
    values = np.round(flipped[rows, cols] / draws[rows], 6).tolist()
    labels = [name(int(k)) for k in keys]
    ends = np.cumsum(np.bincount(rows, minlength=len(counts))).tolist()
    out, start = [], 0
    for end in ends:
        out.append(dict(zip(labels[start:end], values[start:end])))
        start = end
    return out


def chances(table: ExactTable, row: int) -> dict:
    """JSON-ready chances for one discard: the point (by pips and by cards), the best
    sequence, the best set, every quatorze and trio by rank, and the repic estimate."""
    return chances_of(table, [row])[0]


def chances_of(table: ExactTable, rows) -> list[dict]:
    """``chances`` for each of ``rows``, built together."""
    rows = np.asarray(rows, dtype=np.intp)
    draws = table.draws[rows].astype(np.float64)
    pc = table.point_counts[rows]
    cards = np.zeros((len(rows), int(T.POINT_COUNT_OF_PIPS.max()) + 1), dtype=np.int64)
    for pips in np.flatnonzero(pc.any(axis=0)):
        cards[:, T.POINT_COUNT_OF_PIPS[pips]] += pc[:, pips]
    columns = {
        "point": _by_row(pc, draws, str),
        "point_cards": _by_row(cards, draws, str),
        "sequence": _by_row(table.seq_counts[rows], draws, seq_key_name),
        "best_set": _by_row(table.set_counts[rows], draws, set_key_name),
        "quatorze": _by_rank(table.quatorze_counts[rows], draws),
        "trio": _by_rank(table.trio_counts[rows], draws),
    }
    repic = np.round(table.repic[rows], 6).tolist()
    return [{"draws": int(d), **{k: v[i] for k, v in columns.items()},
             "repic_estimate": repic[i]} for i, d in enumerate(draws)]


def _by_rank(counts: np.ndarray, draws: np.ndarray) -> list[dict[str, float]]:
    """Per row, the chance of each set rank (Ten to Ace, as counted) that can happen."""
    values = np.round(counts / draws[:, None], 6).tolist()
    plurals = [RANK_PLURALS[r] for r in T.SET_RANKS]
    return [{p: v for p, v, c in zip(plurals, vs, cs) if c}
            for vs, cs in zip(values, counts.tolist())]
