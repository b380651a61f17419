"""The expert's appraisal of a two-handed Piquet decision: every choice it weighed, over
the same sampled worlds, and the one it makes.  For a card the hint (PiquetBrain.weigh,
as a Weighing) and the game review (review.py: what a player's choice cost against the
expert's) read the one appraisal, so the choice the hint names is the one the review
measures the player's against.  (An exchange they both read from the learned valuation,
exchange_valuation.py, as the discard trainer does.)"""
from __future__ import annotations

from dataclasses import dataclass

from ...engine.actions import Action
from ..search import Tally
from ..weighing import Weighing, weighed


@dataclass(frozen=True)
class Appraisal:
    tally: Tally                 # each candidate's values over the sampled worlds
    keys: dict[Action, int]      # each weighed action's candidate: its card, or its discard's mask
    best: Action                 # the expert's choice
    basis: str                   # weighing.SOLVED or PLAYED_OUT
    takes_trick: bool | None = None

    def cost(self, action: Action) -> tuple[float, float]:
        """What ``action`` gives up against the expert's choice, points from here (the
        mean of the paired difference over the worlds both met), and its standard
        error; (0, 0) for the choice itself or with too few worlds to say."""
        return self.tally.paired(self.keys[self.best], self.keys[action])

    def weighing(self) -> Weighing:
        """The appraisal as the hint shows it: the choice, the runner-up and the margin."""
        actions = list(self.keys)
        tally = self.tally
        means = [tally.mean(self.keys[a]) for a in actions]
        return weighed(actions, means, actions.index(self.best), self.basis, tally.n,
                       self.takes_trick, lambda _best, other: self.cost(actions[other])[1])
