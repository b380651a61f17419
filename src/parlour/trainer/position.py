"""The table at which the trainer's hand is met: a first deal of two-handed Piquet au
cent, the trainee in seat 0 holding the hand, at his exchange (as dealer, after elder
has taken his cards).  The trainer's verdict is the expert's appraisal of this position
(the hint's and the review's: ai/weighing.py), so the hint given at this table in a game
names the discard the trainer ranks first."""
from __future__ import annotations

from dataclasses import dataclass

from ..engine.actions import Exchange
from ..engine.core import DealSetup
from ..engine.piquet.observation import PiquetObservation
from ..engine.piquet.state import PiquetState
from ..odds.exact import ELDER

TRAINEE = 0


@dataclass(frozen=True)
class Position:
    state: PiquetState             # the deal at the trainee's exchange (the rest dealt at will)
    observation: PiquetObservation
    legal: list[Exchange]

    def exchange_of(self, discard) -> Exchange:
        """The legal exchange throwing these cards (any of its looks)."""
        want = set(discard)
        return next(a for a in self.legal if set(a.cards) == want)


def position(hand, seat: str, left_by_elder: int = 0, options: dict | None = None
             ) -> Position:
    """The trainee's exchange with ``hand`` (card ints) as ``seat`` (elder or younger;
    younger after elder took 5 - ``left_by_elder``); ``options``: the rule options
    (dealer_must_draw, english_point).  The cards he cannot see are dealt in order:
    nothing he sees depends on them."""
    hand = sorted(hand)
    rest = [c for c in range(32) if c not in hand]
    dealer = 1 - TRAINEE if seat == ELDER else TRAINEE
    hands = [hand, rest[:12]] if TRAINEE == 0 else [rest[:12], hand]
    rules = {k: v for k, v in (options or {}).items()
             if k in ("dealer_must_draw", "english_point")}
    state = PiquetState(options=rules, deals=[DealSetup(dealer, hands, rest[12:])])
    if seat != ELDER:
        took = 5 - left_by_elder
        state.apply(next(a for a in state.legal_actions()
                         if isinstance(a, Exchange) and len(a.cards) == took))
    legal = [a for a in state.legal_actions() if isinstance(a, Exchange)]
    if state.current_player() != TRAINEE or not legal:
        raise ValueError("this hand has no exchange to make")
    return Position(state, state.observation(TRAINEE), legal)
