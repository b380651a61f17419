"""The melding expert's search: determinised flat Monte Carlo over the stock play.

For each sampled world (the hidden cards dealt consistently with the observation, see
worlds.py) every candidate - each card that may be played, from the hand or the table,
or each meld and the pass - is tried and the world played out to the end of the deal by
the club's policy for both players (playout.py).  The candidate with the best total over
the worlds is chosen; the worlds stop when the time budget is spent or the leader is
clear (search.Tally).  Every candidate meets the same world and the same deterministic
replies, so their differences are measured against one another, not against chance.
"""
from __future__ import annotations

import random
from typing import Sequence

from ...engine.core import Action, IllegalAction
from ..search import Tally
from .playout import play_out

REFUSED = -1e6          # a choice the approximated world refuses is never the best


class CloseTally(Tally):
    """Settled once no other candidate can be better than the leader by more than
    ``close`` points (``z`` standard errors of the paired difference), looked at every
    eight worlds: two choices that differ by a few points need not be told apart."""

    def __init__(self, cands, close: float, z: float = 2.0, every: int = 8):
        super().__init__(cands, z)
        self.close = close
        self.every = every

    def settled(self) -> bool:
        n = self.n
        if n < self.every or n % self.every:
            return False
        lead = self.best()
        for c in self.cands:
            if c == lead:
                continue
            mean, var = self.lead_over(c, lead)                # other minus leader
            if mean + self.z * (var / n) ** 0.5 >= self.close:
                return False
        return True


def flat_tally(obs, legal: Sequence[Action], rng: random.Random, budget,
               make_world, policy, value, close: float = 5.0,
               horizon: int = 0, max_worlds: int = 1000) -> CloseTally | None:
    """Each of ``legal`` (by index) played out over sampled worlds: the tally, or None
    when no world can be built."""
    cands = list(legal)
    me = cands[0].seat
    tally = CloseTally(range(len(cands)), close)
    deadline = budget.deadline()
    failures = 0
    samples = min(budget.samples, max_worlds)
    if obs.last_tricks:
        samples = 1         # the stock is gone: every world is the same, all cards known
    while tally.n < samples and (tally.n == 0 or budget.before(deadline)):
        world = make_world(obs, rng)
        if world is None:
            failures += 1
            if failures > 3:
                break
            continue
        start = None if not hasattr(world, "scores") else list(world.scores)
        got = {}
        # a random policy draws alike for every candidate in this world
        draws = rng.random() if hasattr(policy, "reseed") else None
        for i, a in enumerate(cands):
            if draws is not None:
                policy.reseed(draws)
            w = world.clone()
            try:
                w.apply_unrecorded(a)
            except IllegalAction:
                got[i] = REFUSED
                continue
            play_out(w, policy, horizon)
            got[i] = value(w, me, start)
        tally.add(got)
        if tally.settled():
            break
    return tally if tally.n else None
