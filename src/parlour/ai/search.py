"""Determinised search: sample worlds consistent with the observation, try each
candidate action in each, play the deal out, keep the action with the best average.

This is Perfect Information Monte Carlo (as in bridge programs).  Its value for one
world is the points this seat makes minus the points the others make from now to the
end of the current deal, read from the deal's scoring events; finishing the game adds a
large bonus so that winning the game outweighs points.
"""
from __future__ import annotations

import random
from typing import Mapping, Sequence

from ..engine.core import Action, IllegalAction, State
from ..engine.observed import Observation

GAME_BONUS = 1000.0
MAX_ROLLOUT_STEPS = 2000


def deal_points(state: State, deal_index: int, seat: int) -> float:
    """This seat's points minus the best other seat's, in one deal so far."""
    if deal_index >= len(state.deals):
        return 0.0
    points = [0] * len(state.seats)
    for e in state.deals[deal_index].events:
        if e.category is not None and e.seat is not None:
            points[e.seat] += e.points
    others = [p for s, p in enumerate(points) if s != seat]
    return points[seat] - (max(others) if others else 0)


def rollout(brain, state: State, seat: int, rng: random.Random) -> float:
    """Play the current deal out with the brain's rollout policy; value for ``seat``."""
    deal_index = len(state.deals) - 1
    steps = 0
    while not state.is_over() and len(state.deals) - 1 == deal_index and steps < MAX_ROLLOUT_STEPS:
        state.apply(brain.rollout_action(state, rng))
        steps += 1
    value = deal_points(state, deal_index, seat)
    if state.is_over():
        res = state.result()
        if res is not None and res.winner is not None:
            value += GAME_BONUS if res.winner == seat else -GAME_BONUS
    return value


def pimc_choice(brain, obs: Observation, legal: Sequence[Action], rng: random.Random, budget,
                first: State | None = None) -> Action:
    legal = list(legal)
    seat = legal[0].seat
    cands = brain.candidates(obs, legal, rng)
    if len(cands) == 1:
        return cands[0]
    totals = [0.0] * len(cands)
    counts = [0] * len(cands)
    deadline = budget.deadline()
    world = first
    for n in range(budget.samples):
        if n and not budget.before(deadline):
            break
        if world is None:
            world = brain.determinize(obs, rng)
            if world is None:
                break
        for i, a in enumerate(cands):
            s = world.clone()
            try:
                s.apply(a)
            except IllegalAction:
                continue  # a world in which this is illegal says nothing about it
            totals[i] += rollout(brain, s, seat, rng)
            counts[i] += 1
        world = None
    best = max(range(len(cands)),
               key=lambda i: (totals[i] / counts[i] if counts[i] else float("-inf"), -i))
    return cands[best]


class Tally:
    """Values of each candidate over the sampled worlds, with an early stop: once one
    candidate leads every other by more than ``z`` standard errors of their paired
    difference (or all are exactly equal), more samples would not change the choice.

    A world may come with a weight (how likely it is, given what the others did); the
    averages are then weighted, and the early stop counts the effective number of
    worlds.  Unweighted, every figure is the plain one."""

    CHECK_FROM = 12

    def __init__(self, cands: Sequence, z: float = 3.0):
        self.cands = list(cands)
        self.values: dict = {c: [] for c in self.cands}
        self.weights: list[float] = []
        self.weighted = False
        self.z = z
        self.n = 0

    def add(self, values: Mapping, weight: float = 1.0) -> None:
        for c in self.cands:
            self.values[c].append(values[c])
        self.weights.append(weight)
        self.weighted = self.weighted or weight != 1.0
        self.n += 1

    def total(self, c) -> float:
        """The candidate's (weighted) sum of values: its mean times the total weight."""
        if not self.weighted:
            return sum(self.values[c])
        return sum(w * v for w, v in zip(self.weights, self.values[c]))

    def mean(self, c) -> float:
        weight = sum(self.weights) if self.weighted else self.n
        return self.total(c) / weight if weight else 0.0

    def best(self):
        return max(self.cands, key=lambda c: (self.total(c), -self.cands.index(c)))

    def lead_over(self, lead, other) -> tuple[float, float]:
        """Mean and variance, over the samples so far, of ``lead``'s value minus
        ``other``'s (the paired difference: both met the same worlds)."""
        n = self.n
        d = [x - y for x, y in zip(self.values[lead], self.values[other])]
        if not self.weighted:
            mean = sum(d) / n
            return mean, sum((x - mean) ** 2 for x in d) / (n - 1)
        ws = self.weights
        total = sum(ws) or 1.0
        mean = sum(w * x for w, x in zip(ws, d)) / total
        return mean, sum(w * (x - mean) ** 2 for w, x in zip(ws, d)) / total * n / (n - 1)

    def paired(self, lead, other) -> tuple[float, float]:
        """How much ``lead`` is worth more than ``other`` over the same worlds (the mean
        of the paired difference) and that mean's standard error; (0, 0) for a candidate
        against itself or under two worlds."""
        if lead == other or self.n < 2:
            return 0.0, 0.0
        mean, var = self.lead_over(lead, other)
        return mean, (var / max(self.effective(), 1.0)) ** 0.5

    def effective(self) -> float:
        """How many equally weighted worlds the weighted ones are worth."""
        if not self.weighted:
            return float(self.n)
        square = sum(w * w for w in self.weights)
        return sum(self.weights) ** 2 / square if square else 0.0

    def settled(self) -> bool:
        n = self.n
        if n < self.CHECK_FROM or n & (n - 1):      # look at 16, 32, 64 ... samples
            return False
        lead = self.best()
        worlds = self.effective()
        for c in self.cands:
            if c == lead:
                continue
            mean, var = self.lead_over(lead, c)
            if var == 0:
                if mean < 0:
                    return False
                continue                         # exactly equal or always behind
            if mean <= self.z * (var / worlds) ** 0.5:
                return False
        return True
