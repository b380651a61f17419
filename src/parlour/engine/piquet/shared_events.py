"""Piquet's events that recur deal after deal, each made once and then shared (events
are frozen): every deal's answers, counts and exchanges are the same few events, every
declaration one of a few thousand, and playouts declare millions of times."""
from __future__ import annotations

from typing import Any, Callable

from ..core import Event, score_event
from ..events import Payload
from . import dialogue
from .declarations import cards_in


def say(seat: int, what: Payload) -> Event:
    """Something said aloud at the table (no score)."""
    return Event(what, seat)


def say_once(seat: int, kind: Callable[[Any], Payload], value: Any) -> Event:
    """``say(seat, kind(value))``, made once per seat and value and then shared."""
    key = (kind, value, seat)
    e = _ONCE.get(key)
    if e is None:
        e = _ONCE[key] = Event(kind(value), seat)
    return e


def named(seat: int, category: str, combo, by: str, called: bool = True) -> Event:
    """One combination declared by ``seat``: called as it is first declared, else named."""
    key = (seat, category, combo.mask, by, called)
    said = _NAMED.get(key)
    if said is None:
        said = _NAMED[key] = say(seat, dialogue.declared(category, (cards_in(combo.mask),),
                                                          by, called))
    return said


def scored(seat: int, points: int, category: str, reason: str, mask: int) -> Event:
    """``score_event`` for ``mask``'s cards (see PiquetState._score), made once."""
    key = (seat, points, category, reason, mask)
    e = _SCORED.get(key)
    if e is None:
        if len(_SCORED) >= 1 << 16:
            _SCORED.clear()
        e = _SCORED[key] = score_event(seat, points, category,
                                       cards_in(mask) if mask else (), reason)
    return e


_ONCE: dict[tuple, Event] = {}
_NAMED: dict[tuple[int, str, int, str, bool], Event] = {}
_SCORED: dict[tuple[int, int, str, str, int], Event] = {}
