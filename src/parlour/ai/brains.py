"""Which Brain thinks for which game: a typed table by the game's family (the game's
own registry entry, engine/games.py), written out here and never added to on import.

Every decision gets a brain of its own (``brain_for``): what a brain keeps while it
decides (the Piquet brain's reading of the other's declarations) is never shared with
another decision under way at the same time (the hint beside the computer's move).
"""
from __future__ import annotations

from types import MappingProxyType
from typing import Mapping, Sequence

from ..engine.actions import Action
from ..engine.games import Family, family_of
from ..engine.observed import Observation
from .brain import Brain
from .melding.brain import BeziqueBrain, BinocleBrain
from .piquet.brain import PiquetBrain

BRAINS: Mapping[Family, type[Brain]] = MappingProxyType({
    Family.PIQUET: PiquetBrain,
    Family.BEZIQUE: BeziqueBrain,
    Family.BINOCLE: BinocleBrain,
    Family.PLAIN: Brain,
})


def brain_for(obs: Observation, legal: Sequence[Action]) -> Brain:
    """A brain of its own for one decision; UnknownGame for a game nobody registered."""
    return BRAINS[family_of(obs.game)]()
