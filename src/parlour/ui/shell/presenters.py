"""Which presenter lays which game's table: a typed table keyed by the game's own
registry entry (engine/games.py: its family, and how its variant seats the players),
written out here.  A registered game with no presenter is an error at once
(``KeyError`` names it), never a plain table in its place."""
from __future__ import annotations

from types import MappingProxyType
from typing import Callable, Mapping

from ...engine.core import State
from ...engine.games import Family, Seating, family_of, variant_of
from ..ecrire.presenter import EcrirePresenter
from ..melding.presenter import MeldingPresenter
from ..piquet.presenter import PiquetPresenter
from ..piquet.round_table import RoundTablePresenter
from ..table.presenter import GenericPresenter, TablePresenter

Presenter = Callable[[State, int, "int | None"], TablePresenter]   # (state, bottom, human)

PRESENTERS: Mapping[tuple[Family, Seating], Presenter] = MappingProxyType({
    (Family.PIQUET, Seating.FACE_TO_FACE): PiquetPresenter,
    (Family.PIQUET, Seating.ROUND): RoundTablePresenter,        # Normand and Voleur
    (Family.PIQUET, Seating.SITTING): EcrirePresenter,          # 3 to 7, two at the table
    (Family.BEZIQUE, Seating.FACE_TO_FACE): MeldingPresenter,
    (Family.BINOCLE, Seating.FACE_TO_FACE): MeldingPresenter,
    (Family.PLAIN, Seating.FACE_TO_FACE): GenericPresenter,
    (Family.PLAIN, Seating.ROUND): GenericPresenter,
})


def presenter_for(state: State, bottom: int, human: int | None) -> TablePresenter:
    key = (family_of(state.game), variant_of(state.game, state.variant).seating)
    return PRESENTERS[key](state, bottom, human)
