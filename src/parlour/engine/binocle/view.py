"""What each seat may see of a Binocle game, and fast copies for the computer players.

The observation holds the seat's own hand, everything on the table, the turn-up while it
lies there, the trick and the last trick, the scores, and the cards publicly known to be
in the other hand (the turn-up he took, a dix he showed, his melds once they return to
his hand), the cards played this deal, the dixes shown and still held (the type:
observed.py).  Never the other hand's hidden cards, nor the order of the stock.
"""
from __future__ import annotations

import random

from ..cards import SUITS, Card
from ..core import DealLog
from ..melding.played import PLAYED_CARD
from ..events import GameEnded, Melded, Played
from ..observed import Trick
from ..options import frozen
from .observed import BinocleObservation, MeldShown
from .phase import WAITING

def _spread(counts: list[int]) -> list[Card]:
    return [Card(c) for c in range(32) for _ in range(counts[c])]


class BinocleView:
    """Observation, clone and restart for BinocleState."""

    def observation(self, seat: int) -> BinocleObservation:
        base = dict(game=self.game, variant=self.variant, seat=seat, seats=tuple(self.seats),
                    options=frozen(self.options), phase=self.phase,
                    to_act=self.current_player(), scores=tuple(self.scores),
                    target=self.target,
                    result=None if self.outcome is None else GameEnded.of(self.outcome))
        if not self.deals or self.phase is WAITING and not hasattr(self, "hand"):
            return BinocleObservation(dealer=None, **base)
        board = self.board
        events = self.deals[-1].events
        last = self.last_trick
        leader = self.leader
        return BinocleObservation(
            dealer=self.dealer, **base,
            trump=SUITS[self.trump],
            turnup=self.turnup if self.turnup is not None else None,
            stock=len(self.stock),
            hand=tuple(_spread(self.hand[seat])),
            tables=(tuple(board[0].cards()), tuple(board[1].cards())),
            hand_sizes=(sum(self.hand[0]), sum(self.hand[1])),
            opponent_known=tuple(_spread(self.known[1 - seat])),
            leader=leader,
            trick=None if self.lead is None else Trick(leader, (PLAYED_CARD[leader][self.lead],)),
            last_trick=None if last is None else
            Trick(last[0], (PLAYED_CARD[last[0]][last[1]], PLAYED_CARD[1 - last[0]][last[2]]),
                  last[3]),
            last_tricks=self.final,
            deal_points=tuple(self.deal_points),
            melds=tuple(MeldShown(e.seat, e.payload.combination)
                        for e in events if isinstance(e.payload, Melded)),
            # every card played this deal, the card led now included, so that a player
            # need not remember the tricks; and the dixes shown and still held (public)
            played=tuple([PLAYED_CARD[e.seat][e.cards[0]] for e in events
                          if isinstance(e.payload, Played)]),
            dix_held=tuple(self.dix_scored_held),
            copies=None if self.card_moves is None else self.card_moves.observed(seat),
        )

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
