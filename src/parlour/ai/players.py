"""The computer players by name (``random``, ``ai:beginner``, ``ai:club``, ``ai:expert``,
the ladder's styles, the consulting lines and the players on trial): a typed table,
written out here.

A player sees exactly what its seat sees: the observation (a frozen value) and the list
of legal actions.  It never receives the State, so it cannot peek at hidden cards.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from functools import partial
from types import MappingProxyType
from typing import Callable, Mapping, Protocol, Sequence

from ..engine.actions import Action
from ..engine.observed import Observation
from .consult import LINE_SIZE, consulting
from .levels import LEVELS, STYLES, TRIALS, LevelPlayer


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


@dataclass(frozen=True)
class PlayerKind:
    """A computer player by the name saves, settings and the command line give it."""
    spec: str
    make: Callable[[int | None], Player]       # seed -> a player


def _line(level: type[LevelPlayer]) -> PlayerKind:
    """Three members of one level consulting (for selfplay and tests)."""
    spec = f"line:ai:{level.level}"
    return PlayerKind(spec, partial(_consulting, level, spec))


def _consulting(level: type[LevelPlayer], name: str, seed: int | None) -> Player:
    return consulting(level, LINE_SIZE, seed, name=name)


PLAYERS: Mapping[str, PlayerKind] = MappingProxyType({k.spec: k for k in (
    PlayerKind("random", RandomPlayer),
    *(PlayerKind(spec, level) for spec, level in {**LEVELS, **STYLES}.items()),
    *(_line(level) for level in {**LEVELS, **STYLES}.values()),
    *(PlayerKind(spec, level) for spec, level in TRIALS.items()),
)})


class UnknownPlayer(ValueError):
    pass


def load_all() -> None:
    """Every level and every game's brain is imported with this module; the window calls
    this as it starts, so that a game with no brain stops it there, not in mid-game."""
    from ..engine.games import GAMES
    from .brains import BRAINS
    missing = {g.family for g in GAMES.values()} - set(BRAINS)
    if missing:
        raise LookupError(f"no brain for {', '.join(f.value for f in missing)}")


def player_specs() -> list[str]:
    """The players the window offers and saves keep (not those on trial: levels.TRIALS)."""
    return [s for s in PLAYERS if s not in TRIALS]


def make_player(spec: str, seed: int | None = None) -> Player:
    if spec not in PLAYERS:
        raise UnknownPlayer(f"unknown player '{spec}' (choose from {', '.join(PLAYERS)})")
    return PLAYERS[spec].make(seed)
