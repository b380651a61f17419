"""What the imagined states of the melding games share (bezique/imagined.py,
binocle/imagined.py): a blank state of the game to fill in, the record it does without,
and cards as counts."""
from __future__ import annotations

import random
from typing import Any, Iterable, Mapping, Protocol, TypeVar

from ..copies import CardLog
from ..core import DealLog, DealSetup, State
from ..games import new_game

_BLANKS: dict[tuple[str, str, tuple[tuple[str, Any], ...]], State] = {}
Game = TypeVar("Game", bound=State)


def blank(kind: type[Game], game: str, variant: str, options: Mapping[str, Any]) -> Game:
    """A state of ``game`` (of class ``kind``) with its variant and options, everything
    else to be set: a copy of one dealt once (seed 0) and kept, which is cheaper than
    dealing again."""
    key = (game, variant, tuple(sorted(options.items())))
    b = _BLANKS.get(key)
    if b is None:
        b = _BLANKS[key] = new_game(game, variant, options=dict(options), seed=0)
    w = b.clone()
    if not isinstance(w, kind):
        raise TypeError(f"{game} is played by {type(w).__name__}, not {kind.__name__}")
    return w


class Imagined(Protocol):
    """What ``unrecorded`` sets in a melding game's state."""
    card_moves: CardLog | None
    dealer: int
    deals: list[DealLog]
    history: list
    rng: random.Random


def unrecorded(w: Imagined, seed: float | None, turnup: int | None = None) -> None:
    """Leave the filled-in ``w`` (its dealer set) with no record: no physical cards, no
    history, one deal of no cards dealt; and its own shuffler, ``seed``, for later deals."""
    w.card_moves = None                   # no physical cards in an imagined game
    w.deals = [DealLog(DealSetup(w.dealer, [[], []], [], turnup))]
    w.history = []
    w.rng = random.Random(seed)


def counts(cards: Iterable[int]) -> list[int]:
    """How many of each card (a list of 32), the engine's form of a hand."""
    out = [0] * 32
    for c in cards:
        out[c] += 1
    return out
