"""Two schools of Bézique and Binocle the club does not follow: sparring partners that
check the melding expert's lead over the club (issue 18), as the Piquet ladder does.

- The sampler (``ai:sampler``) has no model of the other player: it weighs each choice
  over worlds dealt from the unseen cards, as the expert does, but plays every world
  on with random replies for both players (every continuation alike, nobody's book),
  and solves the last tricks exactly once every card is known.
- The hider (``ai:hider``) holds its melds back to tell the other less: while the stock
  is long it scores only a combination worth ``BIG`` or more and passes on the rest,
  waiting to build the bigger ones (a trump marriage kept for the sequence); once the
  stock is short (``HOLD_UNTIL`` cards) it melds as the club does.  Play is the club's.

Both decide from the observation alone, like every level.
"""
from __future__ import annotations

import random

from ...engine.actions import Meld, Pass

HOLD_UNTIL = 16     # cards left in the stock when the hider melds as the club does
BIG = 100           # a combination worth this much is scored at once even so


class RandomReplies:
    """A play-out policy with no model of anyone: a random legal action for whoever is
    to move.  ``reseed`` before each candidate's play-out gives every candidate in one
    world the same draws (common random numbers), so their difference is the choice's."""

    def __init__(self):
        self.rng = random.Random(0)

    def reseed(self, seed: float) -> None:
        self.rng.seed(seed)

    def __call__(self, w):
        acts = w.legal_actions()
        return acts[int(self.rng.random() * len(acts))]


def held_back(obs, legal, meld_value) -> list:
    """The legal actions the hider allows itself: while the stock is long, no meld worth
    less than BIG (when passing is allowed)."""
    if obs.stock <= HOLD_UNTIL:
        return list(legal)
    if not any(type(a) is Pass for a in legal):
        return list(legal)
    return [a for a in legal if type(a) is not Meld or meld_value(obs, a.cards) >= BIG]
