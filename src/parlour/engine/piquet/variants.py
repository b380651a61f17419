"""What each variant of Piquet plays by, as a table: code outside the engine asks a
variant's rules here, not whether its name is "rubicon" (docs/architecture.md, the
registries).  Its names are those of ``GAMES["piquet"]`` (tests/engine/test_piquet_rubicon.py).
"""
from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Mapping


@dataclass(frozen=True)
class PiquetVariant:
    # a partie of six deals (eight after a tie) settled by rubicon.py, the scores going on
    # past 100; else the game is the first to 100 at a deal's end
    six_deals: bool = False
    # a declaration may be called short of what the hand holds (Rubicon's under-calls)
    undercalls: bool = False


VARIANTS: Mapping[str, PiquetVariant] = MappingProxyType({
    "au-cent": PiquetVariant(),
    "rubicon": PiquetVariant(six_deals=True, undercalls=True),
    "normand": PiquetVariant(),
    "voleur": PiquetVariant(),
    "ecrire": PiquetVariant(),
})
