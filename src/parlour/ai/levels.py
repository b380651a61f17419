"""The three computer levels, the ladder's sparring styles and the players on trial
(ai/players.py lists them by name).

Every level decides from the observation and the legal actions alone; the game-specific
knowledge comes from the Brain of the game named in the observation.  Each player has
its own seeded random generator, so a seeded player repeats its choices exactly.
"""
from __future__ import annotations

import random
from types import MappingProxyType
from typing import Mapping, Sequence

from ..engine.core import Action
from ..engine.observed import Observation
from .brain import Brain, Budget
from .brains import brain_for


class IllegalChoice(ValueError):
    """A brain chose an action that is not among the legal ones (a bug in the brain)."""


class LevelPlayer:
    level = ""

    def __init__(self, seed: int | None = None, budget: Budget | None = None):
        self.rng = random.Random(seed)
        self.budget = budget or Budget()
        self.name = f"ai:{self.level}"
        self.memory: dict[str, object] = {}  # what this player has seen, kept by the brain

    def choose(self, observation: Observation, legal: Sequence[Action]) -> Action:
        legal = list(legal)
        if not legal:
            raise ValueError("no legal action to choose from")
        brain = brain_for(observation, legal)
        # a brain's failure is a bug to hear about, never weaker play in silence: it
        # goes to the caller (the window logs it, says so and plays a fallback)
        observation = brain.remember(self.memory, observation)
        if len(legal) == 1:
            return legal[0]
        action = self._decide(brain, observation, legal)
        if action not in legal:
            raise IllegalChoice(f"{self.name} chose {action}, which is not legal now")
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
    (piquet/styles.py, and the sampler in piquet/brain.py); in Bézique and Binocle the
    sampler and the hider (melding/styles.py); otherwise the club.  The players on
    trial (TRIALS) are styles too: the brain's ``style`` plays each by its name."""

    def _decide(self, brain, obs, legal):
        return brain.style(obs, legal, self.rng, self.budget, self.level)


class SamplerPlayer(StylePlayer):
    level = "sampler"


class HiderPlayer(StylePlayer):
    level = "hider"


class GuardsPlayer(StylePlayer):
    level = "guards"


class PlayoutsPlayer(StylePlayer):
    """The expert as it was before its exchange was learned (issue 29): elder's exchange
    chosen among the play-outs' candidates (piquet/exchange.py) rather than by the
    learned evaluator; kept to measure the expert against (benchmarks/README.md)."""
    level = "playouts"


class SinkerPlayer(StylePlayer):
    """The expert that sinks or under-calls where its weighing says hiding pays
    (piquet/declaration_choice.py); on trial until mirrored deals show it beats the
    expert (benchmarks/README.md, issue 29)."""
    level = "sinker"


class PointsPlayer(StylePlayer):
    """The expert blind to the score of the game: every deal played for its own points,
    as at love in the first deal (piquet/brain.py, ``at_love``), where the expert values
    a deal that can decide the game by the game's outcome (piquet/stakes.py); kept to
    measure that against (issue 29, item 6; benchmarks/README.md)."""
    level = "points"


# by the names saves and the command line give them (ai/players.py lists every player)
LEVELS: Mapping[str, type[LevelPlayer]] = MappingProxyType(
    {f"ai:{p.level}": p for p in (BeginnerPlayer, ClubPlayer, ExpertPlayer)})
STYLES: Mapping[str, type[LevelPlayer]] = MappingProxyType(
    {f"ai:{p.level}": p for p in (SamplerPlayer, HiderPlayer, GuardsPlayer)})

# players on trial, or kept to measure against: by name on the command line and in the
# benchmarks, not offered in the window (no persona)
TRIALS: Mapping[str, type[LevelPlayer]] = MappingProxyType(
    {f"ai:{p.level}": p for p in (PlayoutsPlayer, SinkerPlayer, PointsPlayer)})
