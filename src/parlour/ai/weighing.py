"""Why the computer would make a move, as data: its own figures for the move it chose
and for the next best, from the same search that plays it.  The hint shows them (the
window puts them into words); nothing here is a sentence.

``Brain.weigh`` gives a Weighing where the expert searches (Piquet card play with two
hands, the Bézique family's and Binocle's play and melds); elsewhere None.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Sequence

from ..engine.core import Action
from ..engine.observed import Observation

SOLVED = "solved"          # an exact solver over each sampled hand (or every card known)
PLAYED_OUT = "played out"  # each choice played out over sampled deals by a policy
HINT_SECONDS = 1.5         # a hint may think longer than a move: its figures are read
UNVALUED = -1e5            # below this a value is the search's mark of a refused choice


@dataclass(frozen=True)
class Weighing:
    """The move chosen and what the evaluation says of it."""
    action: Action
    basis: str                   # SOLVED or PLAYED_OUT
    value: float                 # points from here the evaluation expects (its own unit)
    runner_up: Action | None     # the next best choice, None when there was no other
    margin: float                # points better than the runner-up by the evaluation
    worlds: int                  # deals sampled (1: every card known)
    takes_trick: bool | None     # a card played to a lead: does it take the trick


def weighed(actions: Sequence[Action], means: Sequence[float], best: int, basis: str,
            worlds: int, takes_trick: bool | None = None) -> Weighing:
    """The Weighing of ``actions[best]`` among candidates of these mean values."""
    # a choice the search refused (or could not value) is no runner-up
    others = [i for i in range(len(actions)) if i != best and means[i] > UNVALUED]
    second = max(others, key=lambda i: means[i]) if others else None
    return Weighing(actions[best], basis, means[best],
                    actions[second] if second is not None else None,
                    means[best] - means[second] if second is not None else 0.0,
                    worlds, takes_trick)


def weigh_for_hint(obs: Observation, legal: Sequence[Action], seed: int) -> Weighing | None:
    """The expert's weighing of this decision, made afresh (no memory of earlier turns
    beyond what the observation holds), or None where the expert does not search."""
    from .brain import Budget
    from .brains import brain_for
    legal = list(legal)
    if len(legal) < 2:
        return None
    brain = brain_for(obs, legal)
    obs = brain.remember({}, obs)
    return brain.weigh(obs, legal, random.Random(seed), Budget(seconds=HINT_SECONDS))
