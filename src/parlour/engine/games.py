"""Which State class plays which game and variant, and the end-of-game settlements.

Imports are lazy so that using one game never pays for loading the others; a registered
module that does not import raises (ImportError), never passes for a game not offered.
"""
from __future__ import annotations

import importlib
from typing import Callable, Sequence

from .core import DealSetup, Result, State

# game -> variant -> "module:Class"; the first variant listed is the default.
GAMES: dict[str, dict[str, str]] = {
    "piquet": {
        "au-cent": "parlour.engine.piquet:PiquetState",
        "rubicon": "parlour.engine.piquet:PiquetState",
        "normand": "parlour.engine.piquet.normand:NormandState",
        "voleur": "parlour.engine.piquet.voleur:VoleurState",
        "ecrire": "parlour.engine.piquet.ecrire:EcrireState",
    },
    "rubicon-bezique": {"rubicon": "parlour.engine.bezique:RubiconBeziqueState"},
    "chinese-bezique": {"chinese": "parlour.engine.bezique:ChineseBeziqueState"},
    "bezique": {"two-pack": "parlour.engine.bezique.two_pack:TwoPackBeziqueState"},
    "binocle": {
        "48": "parlour.engine.binocle:BinocleState",
        "64": "parlour.engine.binocle:BinocleState",
    },
}

# settle name -> ("module:function", game, variant); each function takes
# (scores, brisques) and returns a Result.
SETTLEMENTS: dict[str, tuple[str, str, str]] = {
    "rubicon-piquet": ("parlour.engine.piquet:settle_rubicon", "piquet", "rubicon"),
    "rubicon-bezique": ("parlour.engine.bezique:settle_rubicon", "rubicon-bezique", "rubicon"),
    "bezique": ("parlour.engine.bezique.two_pack:settle_two_pack", "bezique", "two-pack"),
}


class UnknownGame(ValueError):
    pass


def _load(path: str):
    module, name = path.split(":")
    return getattr(importlib.import_module(module), name)


def default_variant(game: str) -> str:
    if game not in GAMES:
        raise UnknownGame(f"unknown game '{game}' (choose from {', '.join(GAMES)})")
    return next(iter(GAMES[game]))


def state_class(game: str, variant: str | None = None) -> type[State]:
    variant = variant or default_variant(game)
    variants = GAMES.get(game, {})
    if variant not in variants:
        if game not in GAMES:
            raise UnknownGame(f"unknown game '{game}' (choose from {', '.join(GAMES)})")
        raise UnknownGame(f"unknown variant '{variant}' of {game} "
                          f"(choose from {', '.join(variants)})")
    return _load(variants[variant])     # a module that does not import is a bug: raised


def new_game(game: str, variant: str | None = None, options: dict | None = None,
             seats: Sequence[str] | None = None, seed: int | None = None,
             deals: Sequence[DealSetup] | None = None) -> State:
    variant = variant or default_variant(game)
    cls = state_class(game, variant)
    return cls(variant=variant, options=options, seats=seats, seed=seed, deals=deals)


def settlement(name: str) -> Callable[..., Result]:
    if name not in SETTLEMENTS:
        raise UnknownGame(f"no settlement for '{name}' (choose from {', '.join(SETTLEMENTS)})")
    return _load(SETTLEMENTS[name][0])
