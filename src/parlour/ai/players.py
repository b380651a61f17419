"""The computer players by name (``random``, ``ai:beginner``, ``ai:club``, ``ai:expert``).

A player sees exactly what its seat sees: the observation (a frozen value) and the list
of legal actions.  It never receives the State, so it cannot peek at hidden cards.
"""
from __future__ import annotations

import random
from typing import Callable, Protocol, Sequence

from ..engine.core import Action
from ..engine.observed import Observation


class Player(Protocol):
    name: str

    def choose(self, observation: Observation, legal: Sequence[Action]) -> Action: ...


class RandomPlayer:
    """Chooses uniformly among the legal actions: the yardstick every level must beat."""

    name = "random"

    def __init__(self, seed: int | None = None):
        self.rng = random.Random(seed)

    def choose(self, observation: Observation, legal: Sequence[Action]) -> Action:
        return self.rng.choice(list(legal))


# spec -> factory(seed) ; levels register themselves here when their module is imported.
PLAYERS: dict[str, Callable[[int | None], Player]] = {"random": RandomPlayer}
LEVEL_MODULES = ("parlour.ai.levels", "parlour.ai.consult")


class UnknownPlayer(ValueError):
    pass


def _load_levels() -> None:
    """Import the level modules, which register themselves.  A module that does not
    import is a bug to hear about at once, never a level quietly missing."""
    import importlib
    for name in LEVEL_MODULES:
        importlib.import_module(name)


def load_all() -> None:
    """Every level and every game's brain, loaded now: the window calls this as it
    starts, so a broken module stops it there (ImportError) instead of in mid-game."""
    from .brain import every_brain
    _load_levels()
    every_brain()


def player_specs() -> list[str]:
    _load_levels()
    return list(PLAYERS)


def make_player(spec: str, seed: int | None = None) -> Player:
    if spec not in PLAYERS:
        _load_levels()
    if spec not in PLAYERS:
        raise UnknownPlayer(f"unknown player '{spec}' (choose from {', '.join(PLAYERS)})")
    return PLAYERS[spec](seed)
