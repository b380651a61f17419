"""What each seat may see of a Binocle game, and fast copies for the computer players.

The observation holds the seat's own hand, everything on the table, the turn-up while it
lies there, the trick and the last trick, the scores, and the cards publicly known to be
in the other hand (the turn-up he took, a dix he showed, his melds once they return to
his hand), the cards played this deal, the dixes shown and still held (the type:
observed.py).  Never the other hand's hidden cards, nor the order of the stock.
"""
from __future__ import annotations

import random
from typing import TYPE_CHECKING

from ..cards import SUITS, Card
from ..core import DealLog
from ..melding.played import PLAYED_CARD
from ..events import GameEnded, Melded, Played
from ..observed import Trick
from ..options import frozen
from .observed import BinocleObservation, MeldShown
from .phase import WAITING

if TYPE_CHECKING:                 # the state this mixes into, for the checker alone
    from .state import BinocleState


def _spread(counts: list[int]) -> list[Card]:
    return [Card(c) for c in range(32) for _ in range(counts[c])]


def observe(state: BinocleState, seat: int) -> BinocleObservation:
    """What ``seat`` may know of the game (BinocleState.observation)."""
    base = dict(game=state.game, variant=state.variant, seat=seat, seats=tuple(state.seats),
                options=frozen(state.options), phase=state.phase,
                to_act=state.current_player(), scores=tuple(state.scores),
                target=state.target,
                result=None if state.outcome is None else GameEnded.of(state.outcome))
    if not state.deals or state.phase is WAITING and not hasattr(state, "hand"):
        return BinocleObservation(dealer=None, **base)
    board = state.board
    events = state.deals[-1].events
    last = state.last_trick
    leader = state.leader
    return BinocleObservation(
        dealer=state.dealer, **base,
        trump=SUITS[state.trump],
        turnup=None if state.turnup is None else Card(state.turnup),
        stock=len(state.stock),
        hand=tuple(_spread(state.hand[seat])),
        tables=(tuple(board[0].cards()), tuple(board[1].cards())),
        hand_sizes=(sum(state.hand[0]), sum(state.hand[1])),
        opponent_known=tuple(_spread(state.known[1 - seat])),
        leader=leader,
        trick=None if state.lead is None else Trick(leader, (PLAYED_CARD[leader][state.lead],)),
        last_trick=None if last is None else
        Trick(last[0], (PLAYED_CARD[last[0]][last[1]], PLAYED_CARD[1 - last[0]][last[2]]),
              last[3]),
        last_tricks=state.final,
        deal_points=(state.deal_points[0], state.deal_points[1]),
        melds=tuple(MeldShown(s, e.payload.combination) for e in events
                    if isinstance(e.payload, Melded) and (s := e.seat) is not None),
        # every card played this deal, the card led now included, so that a player
        # need not remember the tricks; and the dixes shown and still held (public)
        played=tuple([PLAYED_CARD[s][e.cards[0]] for e in events
                      if isinstance(e.payload, Played) and (s := e.seat) is not None]),
        dix_held=(state.dix_scored_held[0], state.dix_scored_held[1]),
        copies=None if state.card_moves is None else state.card_moves.observed(seat),
    )


class Observing:
    """Clone and restart for BinocleState."""

    def _restart(self):
        return type(self)(self.variant, self.options, self.seats, self.seed, self.preset_deals)

    def clone(self):
        new = object.__new__(type(self))
        d = self.__dict__.copy()
        new.__dict__ = d
        if "hand" in d:
            d["hand"] = [self.hand[0][:], self.hand[1][:]]
            d["known"] = [self.known[0][:], self.known[1][:]]
            d["board"] = [self.board[0].clone(), self.board[1].clone()]
            d["stock"] = self.stock[:]
            d["dix_scored_held"] = self.dix_scored_held[:]
            d["deal_points"] = self.deal_points[:]
            if self.card_moves is not None:
                d["card_moves"] = self.card_moves.copy()
        d["scores"] = self.scores[:]
        d["history"] = self.history[:]
        if self.deals:
            last = self.deals[-1]
            d["deals"] = self.deals[:-1] + [DealLog(last.setup, last.actions[:], last.events[:])]
        rng = random.Random()
        rng.setstate(self.rng.getstate())
        d["rng"] = rng
        return new
