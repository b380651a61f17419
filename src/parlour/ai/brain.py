"""What a computer level needs to know about one game: the Brain (ai/brains.py says
which game's family has which).

A level (beginner, club, expert) is the same for every game; the game-specific knowledge
- the books' advice, how to sample hidden cards, an endgame solver - lives in a Brain.
This generic one, the plain family's, still plays legally and, for trick play,
sensibly.  Brains see only the observation and the legal actions.
"""
from __future__ import annotations

import os
import random
import time
from typing import TYPE_CHECKING, Callable, Sequence

from ..engine.core import Action, State
from ..engine.observed import Observation
from . import generic

if TYPE_CHECKING:
    from .weighing import Weighing


class Brain:
    """The generic brain: book-free trick sense, no sampling (so no search)."""

    game = ""

    def club(self, obs: Observation, legal: Sequence[Action], rng: random.Random) -> Action:
        return generic.club_choice(obs, legal, rng)

    def beginner(self, obs: Observation, legal: Sequence[Action], rng: random.Random) -> Action:
        """Club play with slips: now and then a random one of the decent choices."""
        if rng.random() < 0.25:
            return rng.choice(generic.decent(obs, legal))
        return self.club(obs, legal, rng)

    def style(self, obs: Observation, legal: Sequence[Action], rng: random.Random,
              budget: "Budget", name: str = "") -> Action:
        """A sparring style of the ladder (``sampler``, ``hider``, ``guards``); a game
        with no such styles plays them as the club."""
        return self.club(obs, legal, rng)

    def remember(self, memory: dict[str, object], obs: Observation) -> Observation:
        """What a player keeps in mind between its turns, from its observations only
        (a game whose observation forgets played cards); returns the observation to
        decide on, the original or an enriched copy."""
        return obs

    def determinize(self, obs: Observation, rng: random.Random) -> State | None:
        """A full State consistent with ``obs`` (hidden cards sampled), or None."""
        return None

    def expert(self, obs: Observation, legal: Sequence[Action], rng: random.Random,
               budget: "Budget") -> Action:
        from .search import pimc_choice
        probe = self.determinize(obs, rng)
        if probe is None:
            return self.club(obs, legal, rng)
        return pimc_choice(self, obs, legal, rng, budget, first=probe)

    def weigh(self, obs: Observation, legal: Sequence[Action], rng: random.Random,
              budget: "Budget") -> Weighing | None:
        """The expert's choice with its figures (ai/weighing.py), or None where the
        expert does not search this decision."""
        return None

    # --- used by the generic search ---
    def candidates(self, obs: Observation, legal: Sequence[Action],
                   rng: random.Random) -> list[Action]:
        """The actions worth searching (all, unless the list is huge)."""
        legal = list(legal)
        if len(legal) > 40:
            rng2 = random.Random(rng.random())
            return [self.club(obs, legal, rng)] + rng2.sample(legal, 39)
        return legal

    def rollout_action(self, state: State, rng: random.Random) -> Action:
        return state.sample_action(rng)


class Budget:
    """How long the expert may think: seconds and a cap on sampled worlds.

    Tests set ``seconds`` high and ``samples`` low, so a decision does not depend on the
    machine's speed and two runs agree exactly.  The clock is the wall clock (what a
    player waits); ``PARLOUR_AI_CLOCK=cpu`` makes it the deciding thread's CPU time, so
    that a benchmark on a busy machine measures the same play as on an idle one.  The
    thread's, not the process's: in a Dask worker (benchmarks/cluster.py) the process's
    other threads ran its clock ~10% fast, and in a one-thread process the two agree.
    """

    def __init__(self, seconds: float = 0.6, samples: int = 400,
                 clock: Callable[[], float] | None = None):
        self.seconds = seconds
        self.samples = samples
        if clock is None:
            clock = time.thread_time if os.environ.get("PARLOUR_AI_CLOCK") == "cpu" \
                else time.perf_counter
        self.clock = clock

    def deadline(self) -> float:
        return self.clock() + self.seconds

    def before(self, deadline: float) -> bool:
        return self.clock() < deadline
