"""Why the computer would make a move, as data: its own figures for the move it chose
and for the next best, from the same search that plays it.  The hint shows them (the
window puts them into words); nothing here is a sentence.

``Brain.weigh`` gives a Weighing where the expert searches (Piquet card play with two
hands; the two-handed exchange by the valuation the discard trainer and the review read,
piquet/exchange_valuation.py; à écrire's deal at the table among them, and card play round
the table; the Bézique family's and Binocle's play and melds); elsewhere None.

All advice weighs a position one way: ``advise`` (the hint) and the Piquet review
(piquet/review.py) draw their samples from the seed the position itself gives
(``position_seed``) within one budget (``ADVICE_BUDGET``: a number of samples, the
thread's own CPU time only a guard), so the same position asked twice is weighed the
same, and the choice the hint names is the one the review measures others against.
And one margin: a choice is "as good as" the best (``as_good_as``) unless its cost is
both worth a line and clearly above the noise of its estimate.
"""
from __future__ import annotations

import hashlib
import json
import random
import time
from dataclasses import dataclass
from typing import Sequence

from ..engine.core import Action
from ..engine.observed import Observation, to_json
from .brain import Budget

SOLVED = "solved"          # an exact solver over each sampled hand (or every card known)
PLAYED_OUT = "played out"  # each choice played out over sampled deals by a policy
# a Piquet exchange: each discard valued by the learned evaluator of the position after
# the draw (piquet/exchange_valuation.py), averaged over every draw or over a sample
EVERY_DRAW = "every draw"
SAMPLED_DRAWS = "sampled draws"
UNVALUED = -1e5            # below this a value is the search's mark of a refused choice

# The samples decide, not the clock: the thread's CPU time (what other programs on the
# machine do not change) is a guard against a search that never settles.
ADVICE_BUDGET = Budget(seconds=6.0, samples=200, clock=time.thread_time)
MARGIN_Z = 2.0             # a cost under this many standard errors is within the noise
NOTICE = 0.5               # points a deal: a cost below this is no lesson, however sure


def as_good_as(cost: float, se: float) -> bool:
    """A choice costing ``cost`` (points, with standard error ``se``) against the best
    is as good as it: the cost is too small to matter or within its own margin."""
    return cost < NOTICE or cost < MARGIN_Z * se


def position_seed(obs: Observation) -> int:
    """The seed a position gives its weighing: a digest of what the seat sees (the cut
    for the first deal aside: a record replayed does not show it, and it decides only
    who deals)."""
    seen = to_json(obs)
    seen.pop("cut", None)
    text = json.dumps(seen, sort_keys=True, ensure_ascii=True)
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big")


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
    margin_se: float = 0.0       # the margin's standard error (0: not estimated)
    value_se: float = 0.0        # the value's standard error (0: not estimated, or exact)

    def beats_runner_up(self) -> bool:
        """The margin over the runner-up is clearly more than the noise."""
        return not as_good_as(self.margin, self.margin_se)


def weighed(actions: Sequence[Action], means: Sequence[float], best: int, basis: str,
            worlds: int, takes_trick: bool | None = None,
            spread=None) -> Weighing:
    """The Weighing of ``actions[best]`` among candidates of these mean values;
    ``spread(best, other)``, the standard error of the paired difference of two
    candidates (by index), when the search has one."""
    # a choice the search refused (or could not value) is no runner-up
    others = [i for i in range(len(actions)) if i != best and means[i] > UNVALUED]
    second = max(others, key=lambda i: means[i]) if others else None
    return Weighing(actions[best], basis, means[best],
                    actions[second] if second is not None else None,
                    means[best] - means[second] if second is not None else 0.0,
                    worlds, takes_trick,
                    spread(best, second) if spread and second is not None else 0.0)


def advise(obs: Observation, legal: Sequence[Action]) -> Weighing | None:
    """The expert's weighing of this decision, made afresh (no memory of earlier turns
    beyond what the observation holds) with the position's seed and the advice's
    budget, or None where the expert does not search."""
    from .brains import brain_for
    legal = list(legal)
    if len(legal) < 2:
        return None
    brain = brain_for(obs, legal)
    obs = brain.remember({}, obs)
    return brain.weigh(obs, legal, random.Random(position_seed(obs)), ADVICE_BUDGET)
