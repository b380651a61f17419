"""Which State class plays which game and variant, and the end-of-game settlements: two
typed tables, written out here and never added to on import.

A game's entry says its ``Family`` (whose computer player and whose table it takes:
ai/brains.py and the window's presenters are keyed by it) and, per variant, how its
players sit (``Seating``).  An unknown name is an ``UnknownGame`` at once, naming what
there is.  The generic engine imports no game (tests/test_engine_independence.py), so
an entry names its rules' class by module and attribute (``Rules``), imported when
first asked for: using one game never pays for loading the others, and a module that
does not import raises ImportError there, never passes for a game not offered.
"""
from __future__ import annotations

import enum
import importlib
from dataclasses import dataclass
from functools import cache
from types import MappingProxyType
from typing import Any, Callable, Mapping, Sequence

from .core import DealSetup, Result, State


class Family(enum.Enum):
    """Games that share a computer player and a table."""
    PIQUET = "piquet"
    BEZIQUE = "bezique"          # Rubicon, Chinese and two-pack Bézique
    BINOCLE = "binocle"
    PLAIN = "plain"              # no book of its own: the generic player, the plain table


# the families whose games meld from tricks (the Ten ranks between the Ace and the King)
MELDING_FAMILIES = (Family.BEZIQUE, Family.BINOCLE)


class Seating(enum.Enum):
    """How the players of a variant sit at the table."""
    FACE_TO_FACE = "face to face"    # two hands
    ROUND = "round"                  # three or four round the table (Normand, Voleur)
    SITTING = "sitting"              # à écrire: three to seven, two at the table at a time


@cache
def _imported(module: str, attribute: str) -> Any:
    return getattr(importlib.import_module(module), attribute)


@dataclass(frozen=True)
class Rules:
    """Where a game's own class or function is: a module of its package and a name."""
    module: str
    attribute: str

    def load(self) -> Any:
        return _imported(self.module, self.attribute)


@dataclass(frozen=True)
class Variant:
    game: str
    name: str
    rules: Rules                     # its State class
    seating: Seating = Seating.FACE_TO_FACE

    @property
    def state(self) -> type[State]:
        return self.rules.load()


@dataclass(frozen=True)
class Game:
    name: str
    family: Family
    variants: tuple[Variant, ...]        # the first is the default

    def __post_init__(self) -> None:
        if not self.variants or any(v.game != self.name for v in self.variants):
            raise ValueError(f"{self.name}: its variants must be its own, and one at least")

    @property
    def default(self) -> Variant:
        return self.variants[0]

    def variant_names(self) -> tuple[str, ...]:
        return tuple(v.name for v in self.variants)

    def variant(self, name: str | None = None) -> Variant:
        """The variant ``name`` (the default when None); UnknownGame if there is none."""
        if name is None:
            return self.default
        for v in self.variants:
            if v.name == name:
                return v
        raise UnknownGame(f"unknown variant '{name}' of {self.name} "
                          f"(choose from {', '.join(self.variant_names())})")


@dataclass(frozen=True)
class Settlement:
    """``parlour settle NAME``: the function that settles a game's scores
    (``settle(scores, brisques)`` returns a Result), and the game and variant whose
    options it takes."""
    name: str
    rules: Rules                     # the function
    game: str
    variant: str

    @property
    def settle(self) -> Callable[..., Result]:
        return self.rules.load()


def _table(*games: Game) -> Mapping[str, Game]:
    return MappingProxyType({g.name: g for g in games})


_PIQUET = Rules("parlour.engine.piquet", "PiquetState")
_BINOCLE = Rules("parlour.engine.binocle", "BinocleState")

GAMES: Mapping[str, Game] = _table(
    Game("piquet", Family.PIQUET, (
        Variant("piquet", "au-cent", _PIQUET),
        Variant("piquet", "rubicon", _PIQUET),
        Variant("piquet", "normand", Rules("parlour.engine.piquet.normand", "NormandState"),
                Seating.ROUND),
        Variant("piquet", "voleur", Rules("parlour.engine.piquet.voleur", "VoleurState"),
                Seating.ROUND),
        Variant("piquet", "ecrire", Rules("parlour.engine.piquet.ecrire", "EcrireState"),
                Seating.SITTING))),
    Game("rubicon-bezique", Family.BEZIQUE, (Variant(
        "rubicon-bezique", "rubicon", Rules("parlour.engine.bezique", "RubiconBeziqueState")),)),
    Game("chinese-bezique", Family.BEZIQUE, (Variant(
        "chinese-bezique", "chinese", Rules("parlour.engine.bezique", "ChineseBeziqueState")),)),
    Game("bezique", Family.BEZIQUE, (Variant(
        "bezique", "two-pack", Rules("parlour.engine.bezique.two_pack", "TwoPackBeziqueState")),)),
    Game("binocle", Family.BINOCLE, (
        Variant("binocle", "48", _BINOCLE),
        Variant("binocle", "64", _BINOCLE))),
)

SETTLEMENTS: Mapping[str, Settlement] = MappingProxyType({s.name: s for s in (
    Settlement("rubicon-piquet", Rules("parlour.engine.piquet", "settle_rubicon"),
               "piquet", "rubicon"),
    Settlement("rubicon-bezique", Rules("parlour.engine.bezique", "settle_rubicon"),
               "rubicon-bezique", "rubicon"),
    Settlement("bezique", Rules("parlour.engine.bezique.two_pack", "settle_two_pack"),
               "bezique", "two-pack"),
)})


class UnknownGame(ValueError):
    pass


def game_names() -> tuple[str, ...]:
    return tuple(GAMES)


def game_of(name: str) -> Game:
    """The game called ``name``; UnknownGame, naming the games there are, if none."""
    try:
        return GAMES[name]
    except KeyError:
        raise UnknownGame(f"unknown game '{name}' (choose from {', '.join(GAMES)})") from None


def variant_of(game: str, variant: str | None = None) -> Variant:
    return game_of(game).variant(variant)


def family_of(game: str) -> Family:
    return game_of(game).family


def state_class(game: str, variant: str | None = None) -> type[State]:
    return variant_of(game, variant).state


def new_game(game: str, variant: str | None = None, options: dict | None = None,
             seats: Sequence[str] | None = None, seed: int | None = None,
             deals: Sequence[DealSetup] | None = None) -> State:
    entry = variant_of(game, variant)
    return entry.state(variant=entry.name, options=options, seats=seats, seed=seed,
                       deals=deals)


def settlement(name: str) -> Settlement:
    try:
        return SETTLEMENTS[name]
    except KeyError:
        raise UnknownGame(f"no settlement for '{name}' "
                          f"(choose from {', '.join(SETTLEMENTS)})") from None
