"""Which State class plays which game and variant, and the end-of-game settlements: two
typed tables, written out here and never added to on import.

A game's entry says its ``Family`` (whose computer player and whose table it takes:
ai/brains.py and the window's presenters are keyed by it) and, per variant, how its
players sit (``Seating``).  An unknown name is an ``UnknownGame`` at once, naming what
there is.
"""
from __future__ import annotations

import enum
from dataclasses import dataclass
from types import MappingProxyType
from typing import Callable, Mapping, Sequence

from .bezique import ChineseBeziqueState, RubiconBeziqueState
from .bezique import settle_rubicon as settle_rubicon_bezique
from .bezique.two_pack import TwoPackBeziqueState, settle_two_pack
from .binocle import BinocleState
from .core import DealSetup, Result, State
from .piquet import PiquetState, settle_rubicon
from .piquet.ecrire import EcrireState
from .piquet.normand import NormandState
from .piquet.voleur import VoleurState


class Family(enum.Enum):
    """Games that share a computer player and a table."""
    PIQUET = "piquet"
    BEZIQUE = "bezique"          # Rubicon, Chinese and two-pack Bézique
    BINOCLE = "binocle"
    PLAIN = "plain"              # no book of its own: the generic player, the plain table


class Seating(enum.Enum):
    """How the players of a variant sit at the table."""
    FACE_TO_FACE = "face to face"    # two hands
    ROUND = "round"                  # three or four round the table (Normand, Voleur)
    SITTING = "sitting"              # à écrire: three to seven, two at the table at a time


@dataclass(frozen=True)
class Variant:
    game: str
    name: str
    state: type[State]
    seating: Seating = Seating.FACE_TO_FACE


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
    settle: Callable[..., Result]
    game: str
    variant: str


def _table(*games: Game) -> Mapping[str, Game]:
    return MappingProxyType({g.name: g for g in games})


GAMES: Mapping[str, Game] = _table(
    Game("piquet", Family.PIQUET, (
        Variant("piquet", "au-cent", PiquetState),
        Variant("piquet", "rubicon", PiquetState),
        Variant("piquet", "normand", NormandState, Seating.ROUND),
        Variant("piquet", "voleur", VoleurState, Seating.ROUND),
        Variant("piquet", "ecrire", EcrireState, Seating.SITTING))),
    Game("rubicon-bezique", Family.BEZIQUE,
         (Variant("rubicon-bezique", "rubicon", RubiconBeziqueState),)),
    Game("chinese-bezique", Family.BEZIQUE,
         (Variant("chinese-bezique", "chinese", ChineseBeziqueState),)),
    Game("bezique", Family.BEZIQUE, (Variant("bezique", "two-pack", TwoPackBeziqueState),)),
    Game("binocle", Family.BINOCLE, (
        Variant("binocle", "48", BinocleState),
        Variant("binocle", "64", BinocleState))),
)

SETTLEMENTS: Mapping[str, Settlement] = MappingProxyType({s.name: s for s in (
    Settlement("rubicon-piquet", settle_rubicon, "piquet", "rubicon"),
    Settlement("rubicon-bezique", settle_rubicon_bezique, "rubicon-bezique", "rubicon"),
    Settlement("bezique", settle_two_pack, "bezique", "two-pack"),
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


def default_variant(game: str) -> str:
    return game_of(game).default.name


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
