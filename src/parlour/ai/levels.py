"""The three computer levels and the ladder's sparring styles, registered in the player
registry by importing this module.

Every level decides from the observation and the legal actions alone; the game-specific
knowledge comes from the Brain of the game named in the observation.  Each player has
its own seeded random generator, so a seeded player repeats its choices exactly.
"""
from __future__ import annotations

import os
import random
from typing import Sequence

from ..engine.core import Action
from ..engine.observed import Observation
from . import generic
from .brain import Brain, Budget, brain_for
from .players import PLAYERS


class LevelPlayer:
    level = ""

    def __init__(self, seed: int | None = None, budget: Budget | None = None):
        self.rng = random.Random(seed)
        self.budget = budget or Budget()
        self.name = f"ai:{self.level}"
        self.memory: dict = {}      # what this player has seen, kept by the brain

    def choose(self, observation: Observation, legal: Sequence[Action]) -> Action:
        legal = list(legal)
        if not legal:
            raise ValueError("no legal action to choose from")
        brain = brain_for(observation, legal)
        try:
            observation = brain.remember(self.memory, observation)
        except Exception:
            if os.environ.get("PARLOUR_AI_STRICT"):
                raise
        if len(legal) == 1:
            return legal[0]
        try:
            action = self._decide(brain, observation, legal)
        except Exception:
            # an observation the brain did not expect must not stop a game in the window;
            # tests set PARLOUR_AI_STRICT so that such a bug fails loudly there
            if os.environ.get("PARLOUR_AI_STRICT"):
                raise
            action = generic.club_choice(observation, legal, self.rng)
        if action not in legal:  # a brain's bug must never become an illegal move
            action = brain.club(observation, legal, self.rng) if self.level != "club" else legal[0]
            if action not in legal:
                action = legal[0]
        return action

    def _decide(self, brain: Brain, obs: Observation, legal: list[Action]) -> Action:
        raise NotImplementedError


class BeginnerPlayer(LevelPlayer):
    level = "beginner"

    def _decide(self, brain, obs, legal):
        return brain.beginner(obs, legal, self.rng)


class ClubPlayer(LevelPlayer):
    level = "club"

    def _decide(self, brain, obs, legal):
        return brain.club(obs, legal, self.rng)


class ExpertPlayer(LevelPlayer):
    level = "expert"

    def _decide(self, brain, obs, legal):
        return brain.expert(obs, legal, self.rng, self.budget)


class StylePlayer(LevelPlayer):
    """A sparring partner of the ladder: a style of Piquet the club does not play
    (piquet/styles.py, and the sampler in piquet/brain.py); other games: the club."""

    def _decide(self, brain, obs, legal):
        return brain.style(obs, legal, self.rng, self.budget, self.level)


class SamplerPlayer(StylePlayer):
    level = "sampler"


class HiderPlayer(StylePlayer):
    level = "hider"


class GuardsPlayer(StylePlayer):
    level = "guards"


LEVELS = {"ai:beginner": BeginnerPlayer, "ai:club": ClubPlayer, "ai:expert": ExpertPlayer}
STYLES = {"ai:sampler": SamplerPlayer, "ai:hider": HiderPlayer, "ai:guards": GuardsPlayer}
PLAYERS.update(LEVELS)
PLAYERS.update(STYLES)
