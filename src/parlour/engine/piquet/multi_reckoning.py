"""Reckoning declarations among three or four players (Piquet Normand and Voleur).

The two-handed comparisons of ``declarations.py`` are reused; what differs with more
players is only *who* may score a class: the holder of the best combination announced
at the table, or - in Voleur - his side, partners' combinations counting together.
A best combination held equally by two sides scores for nobody in that class (as an
equal point or sequence does at the two-handed game).

Pic and repic are watched per side by ``scoring.PicRepicWatch`` with the threshold at 20.
"""
from __future__ import annotations

from typing import NamedTuple, Sequence

from ..cards import cards_of
from ..core import Event, score_event
from .declarations import (Point, Seq, Set, point_key, point_score, seq_key, seq_score,
                           set_key, set_score)

class Announced(NamedTuple):
    """What one player said aloud in each class (None / empty: nothing announced)."""

    point: Point | None
    sequences: tuple[Seq, ...]
    sets: tuple[Set, ...]


class Entry(NamedTuple):
    """One score in the order it reckons: for pic, repic and who goes out first."""

    side: int
    seat: int
    points: int


def _best_side(keys: list[tuple[int, tuple]], sides: Sequence[int]) -> int | None:
    """The side holding the best key, or None if nobody announced or two sides tie."""
    if not keys:
        return None
    best = max(k for _, k in keys)
    holders = {sides[seat] for seat, k in keys if k == best}
    return holders.pop() if len(holders) == 1 else None


def hand_events(order: Sequence[int], sides: Sequence[int], said: Sequence[Announced | None],
                point_by: str = "value", english: bool = False) -> list[Event]:
    """Scores for point, sequences and sets, in that order, for the announced hands.

    ``order`` lists the seats from elder hand round to the dealer; events follow it
    within a class.  Partners holding the same best point score it once.
    """
    events: list[Event] = []
    heard = {s: a for s in order if (a := said[s]) is not None}   # in ``order``
    pointed = {s: p for s, a in heard.items() if (p := a.point) is not None}
    points = [(s, point_key(p, point_by)) for s, p in pointed.items()]
    side = _best_side(points, sides)
    if side is not None:
        best = max(k for _, k in points)
        seat = next(s for s, k in points if k == best and sides[s] == side)
        p = pointed[seat]
        events.append(score_event(seat, point_score(p, english), "point", _cards(p.mask)))
    seqs = [(s, seq_key(q)) for s, a in heard.items() for q in a.sequences]
    side = _best_side(seqs, sides)
    if side is not None:
        for s, a in heard.items():
            if sides[s] == side:
                for q in a.sequences:
                    events.append(score_event(s, seq_score(q.length), "sequence",
                                              _cards(q.mask)))
    sets = [(s, set_key(t)) for s, a in heard.items() for t in a.sets]
    side = _best_side(sets, sides)
    if side is not None:
        for s, a in heard.items():
            if sides[s] == side:
                for t in a.sets:
                    events.append(score_event(s, set_score(t.count), "set", _cards(t.mask)))
    return events


def carte_blanche_first(entries: list[Entry]) -> list[Entry]:
    """Carte blanche reckons before everything; a side holding two of them counts both
    first, so that it has its repic whatever the adversaries hold (Piquet Voleur)."""
    count: dict[int, int] = {}
    for e in entries:
        count[e.side] = count.get(e.side, 0) + 1
    return sorted(entries, key=lambda e: -count[e.side] if count[e.side] > 1 else 0)


def _cards(mask: int) -> tuple[int, ...]:
    return tuple(cards_of(mask))
