"""A declaration that hides where hiding pays (the trial player ``ai:sinker``).

The expert declares in full.  This chooser weighs, for the class under way, the
declaration in full against the ones that tell the other less: the natural sinkings the
rules offer (a point of fewer cards, the best sequence or set alone, the best less its
lowest card) and, at Rubicon, the under-calls that are sound (good against any hand he
could hold: the rules then score the whole).  "Not good" when one holds something is no
candidate: it gives the class away.

Each is valued over the same sampled deals, consistent with this seat's observation
only, as the review weighs a declaration (declaration_weighing.sampled_outcomes: the
rest declared in full, the cards played by the book, the other reading what he heard
through the broad model of players), the points through the score situation (stakes.py).
Declaring in full stays the choice unless the best of the others leads it by more than
HIDE_MARGIN standard errors of their paired difference: choosing the best of several
noisy estimates mostly selects noise, and in full is the book's.
"""
from __future__ import annotations

import random

from ...engine.actions import Declare
from ...engine.piquet.observation import PiquetObservation
from ..brain import Budget
from ..search import Tally
from .brain import PiquetBrain, full_declaration
from .declaration_weighing import sampled_outcomes
from .seat_masks import SeatMasks
from .stakes import Stakes
from .styles import sound_undercalls

HIDE_MARGIN = 2.0   # standard errors by which hiding must beat declaring in full
MIN_DEALS = 16      # sampled deals before any figure is trusted
GIVE_UP = 2.0       # standard errors below in full at which a hiding is dropped


def candidates(known: SeatMasks, legal: list[Declare]) -> list[Declare]:
    """The declaration in full first, then the natural sinkings and the sound
    under-calls among ``legal`` (each once, in the rules' order)."""
    full = full_declaration(legal)
    sound = set(sound_undercalls(known, legal))
    return [full] + [a for a in legal if a != full and a.cards
                     and (a in sound if a.undercall else True)]


def hiding_declaration(obs: PiquetObservation, known: SeatMasks, legal: list[Declare],
                       brain: PiquetBrain, rng: random.Random, budget: Budget) -> Declare:
    """The declaration in full unless one that hides is worth more by HIDE_MARGIN."""
    cands = candidates(known, legal)
    full = cands[0]
    if len(cands) == 1:
        return full
    # a copy of the player's generator: its later choices draw as they would have had
    # it declared in full unweighed, so against the expert it differs where it hides
    copy = random.Random()
    copy.setstate(rng.getstate())
    tally = weigh(obs, known, cands, brain, copy, budget)
    if tally.n < MIN_DEALS:
        return full
    best = max(cands[1:], key=lambda a: (tally.mean(a), -cands.index(a)))
    lead, se = tally.paired(best, full)
    return best if lead > HIDE_MARGIN * se and lead > 0 else full


def weigh(obs: PiquetObservation, known: SeatMasks, cands: list[Declare],
          brain: PiquetBrain, rng: random.Random, budget: Budget) -> Tally:
    """Every candidate's value over the same sampled deals; stops early (at 16, 32, 64
    ... deals) once every hiding is clearly worth less than in full."""
    stakes = Stakes(known)
    tally = Tally(cands)
    full = cands[0]
    for outcomes in sampled_outcomes(obs, known.seat, cands, brain, rng, budget):
        tally.add({a: stakes.value(*o.points) for a, o in zip(cands, outcomes)})
        n = tally.n
        if n >= MIN_DEALS and not n & (n - 1) and all(
                lead + GIVE_UP * se < 0 or lead == se == 0
                for lead, se in (tally.paired(a, full) for a in cands[1:])):
            break
    return tally
