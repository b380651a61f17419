"""What the imagined states of the melding games share (bezique/imagined.py,
binocle/imagined.py): a blank state of the game to fill in, the record it does without,
and cards as counts."""
from __future__ import annotations

import random
from typing import Iterable

from ..core import DealLog, DealSetup, State
from ..games import new_game

_BLANKS: dict = {}


def blank(game: str, variant: str, options: dict) -> State:
    """A state of ``game`` with its variant and options, everything else to be set: a
    copy of one dealt once (seed 0) and kept, which is cheaper than dealing again."""
    key = (game, variant, tuple(sorted(options.items())))
    b = _BLANKS.get(key)
    if b is None:
        b = _BLANKS[key] = new_game(game, variant, options=dict(options), seed=0)
    return b.clone()


def unrecorded(w: State, seed: object, turnup: int | None = None) -> None:
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
