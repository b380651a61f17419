"""The expert's card play round the table (Normand, Voleur): the hands this seat cannot
see sampled (voids respected), each card played out with the book policy for everyone
(multi.py), each valued for my side on average.  An Appraisal, so the hint shows its
figures as it does the two-handed game's."""
from __future__ import annotations

import random

from ...engine.piquet.scoring import EVERY_CARD
from ..brain import Budget
from ..search import Tally
from ..weighing import PLAYED_OUT
from .appraisal import Appraisal
from .multi import play_out, sample_hands, side_value


def appraise_multi_play(known, legal, rng: random.Random, budget: Budget) -> Appraisal | None:
    """Every card's value and the best (None: nothing the seat knows to sample from)."""
    n, me = known.n, known.seat
    cands = [a.card for a in legal]
    sizes = known.hand_sizes
    if not sizes:
        return None
    pool = known.unseen()
    voids = [known.voids(s) for s in range(n)]
    every = known.scoring == EVERY_CARD
    normand = n == 3
    leader = known.trick[0][0] if known.trick else me
    tally = Tally(cands)
    deadline = budget.deadline()
    while tally.n < budget.samples and (tally.n == 0 or budget.before(deadline)):
        hands = sample_hands(me, n, pool, sizes, voids, rng)
        if hands is None:
            break
        values = {}
        for c in cands:
            h = list(hands)
            h[me] = known.hand & ~(1 << c)
            pts = play_out(h, known.trick + [(me, c)], leader, known.tricks, n, every,
                           normand)
            values[c] = side_value(pts, me, n)
        tally.add(values)
        if tally.settled():
            break
    if not tally.n:
        return None
    best = tally.best()
    return Appraisal(tally, {a: a.card for a in legal}, legal[cands.index(best)],
                     PLAYED_OUT, _takes(known, best))


def _takes(known, card: int) -> bool | None:
    """Whether the card, the trick's last, takes it (None: others play after it)."""
    trick = known.trick
    if len(trick) != known.n - 1:
        return None
    suit = trick[0][1] >> 3
    high = max(c for _, c in trick if c >> 3 == suit)
    return card >> 3 == suit and card & 7 > high & 7
