"""Piquet à écrire: a sitting of three to seven players, two playing at a time
(piquet.txt, "PIQUET A ÉCRIRE").

The State's seats are all the sitting's players; each deal is an ordinary two-handed deal
of Piquet au cent (``PiquetState`` plays it, the pair's seats mapped onto its 0 and 1).
Who plays each deal (option ``rotation``):
- ``turns`` (default): players take their turn in seat order, each playing two deals, the
  first with the player on his left (seat + 1), the second with the one on his right
  (seat - 1).  He deals the first and is elder hand in the second.  A tour is every
  player's turn: 2 x players deals.
- ``winner_stays``: the winner of the most points in a deal plays on, the loser gives way
  to the next player waiting (and joins the end of the queue); on equal points the dealer
  gives way.  The player staying deals.  A tour is one deal per player.
The sitting lasts ``tours`` tours.  After each deal the loser is charged on the score
sheet with the difference of the two scores, which the winner is credited; at the end
the sheet is balanced and each player wins or pays his net (Result.totals), the winner
being the largest.

In a record each deal gives ``dealer`` as a seat of the sitting and ``hands`` for the
deal's two players only, lower seat number first; who plays follows from the rotation.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from .. import ending
from ..cards import Card
from ..ending import Ending
from ...language import say
from ..core import DealSetup, Event, IllegalAction, Result, State
from ..events import GameEnded, SheetWritten
from ..actions import Action
from ..observed import Observation, PlayedCard, Trick
from ..options import frozen
from .observation import PiquetObservation
from .phase import OVER, WAITING, Phase
from .scoring import reckoning_order
from .state import PiquetState

ROTATIONS = ("turns", "winner_stays")
TWO_HANDED = tuple(PiquetState.OPTIONS)


def turns_pair(players: int, deal: int) -> tuple[tuple[int, int], int]:
    """In turns: the pair (lower seat first) and the dealer of deal number ``deal``
    (from 0).  Each player's turn is two deals, with his left-hand neighbour (he deals)
    and then his right-hand one (who deals)."""
    player = deal // 2 % players
    if deal % 2 == 0:
        other, dealer = (player + 1) % players, player
    else:
        other = (player - 1) % players
        dealer = other
    return (min(player, other), max(player, other)), dealer


@dataclass(frozen=True, slots=True)
class EcrireObservation(Observation):
    """The sitting: the score sheet (``losses`` charged to each, ``net`` balanced), the
    deal's two ``players`` (lower seat first) and the deal at the table: the players'
    own view (its seats index ``players``), or what a watcher sees of it
    (``PiquetObservation.public``).  ``deal`` counts the deals begun, of ``deals``."""
    phase: Phase                        # in the place of Observation's ``phase``
    rotation: str
    deal: int
    deals: int
    losses: tuple[int, ...]
    net: tuple[int, ...]
    players: tuple[int, int]
    table: PiquetObservation | None

    # the deal at the table, in the sitting's seats (the table's own index "players")
    @property
    def hand(self) -> tuple[Card, ...]:
        return () if self.table is None else self.table.hand

    @property
    def trick(self) -> Trick | None:
        trick = None if self.table is None else self.table.trick
        if trick is None:
            return None
        at = self.players
        return Trick(at[trick.leader], tuple(PlayedCard(at[p.seat], p.card, p.copy)
                                             for p in trick.cards),
                     None if trick.winner is None else at[trick.winner])

    @property
    def hand_sizes(self) -> tuple[int, ...]:
        sizes = [0] * len(self.seats)
        for player, size in zip(self.players, () if self.table is None
                                else self.table.hand_sizes):
            sizes[player] = size
        return tuple(sizes)


class EcrireState(State):
    game = "piquet"
    # the table's options are fixed; the last deal's points are replaced, never changed
    SHARED_IN_CLONES = State.SHARED_IN_CLONES | {"table_options", "last_points"}
    OPTIONS = {"rotation": ("turns", ROTATIONS), "tours": (1, (1, 2, 3, 4, 5, 6)),
               **PiquetState.OPTIONS}

    def __init__(self, variant=None, options=None, seats=None, seed=None, deals=None):
        super().__init__(variant or "ecrire", options, seats, seed, deals, default_seats=3)
        if not 3 <= len(self.seats) <= 7:
            raise ValueError("Piquet à écrire is for three to seven players")
        self.given_options = dict(options or {})
        self.table_options = {k: v for k, v in self.given_options.items() if k in TWO_HANDED}
        n = len(self.seats)
        per_tour = 2 * n if self.options["rotation"] == "turns" else n
        self.deal_count = per_tour * self.options["tours"]
        self.losses = [0] * n                  # the score sheet: what each was charged
        self.net = [0] * n                     # charged and credited, balanced
        self.queue = list(range(2, n))         # winner_stays: who waits, in order
        self.pair, self.dealer = (0, 1), 0
        self.table: PiquetState | None = None
        self._start_deal()

    # ----- who plays ----------------------------------------------------------------------
    def _next_pair(self, last: tuple[int, int], points: list[int]) -> None:
        """Choose the next deal's two players and dealer, after a deal with these points."""
        if self.options["rotation"] == "turns":
            self.pair, self.dealer = turns_pair(len(self.seats), len(self.deals))
            return
        a, b = last
        if points[a] != points[b]:
            loser = a if points[a] < points[b] else b
        else:
            loser = self.dealer
        stayer = b if loser == a else a
        self.queue.append(loser)
        newcomer = self.queue.pop(0)
        self.pair, self.dealer = tuple(sorted((stayer, newcomer))), stayer

    def _shuffle(self, dealer: int) -> DealSetup:
        pack = list(range(32))
        self.rng.shuffle(pack)
        return DealSetup(dealer, [sorted(pack[:12]), sorted(pack[12:24])], pack[24:])

    def _start_deal(self) -> list[Event]:
        if self.deals:
            self._next_pair(self.pair, self.last_points)
        setup = self._next_setup(self.dealer, self._shuffle)
        if setup is None:
            self.table = None                  # a record that stops before this deal
            return []
        if len(setup.hands) != 2:
            raise IllegalAction(say("a deal of Piquet à écrire has the two players' hands"))
        self._begin_deal(setup)
        inner = DealSetup(self.pair.index(self.dealer), setup.hands, setup.stock)
        self.table = PiquetState("au-cent", self.table_options,
                                 [self.seats[s] for s in self.pair], None, [inner])
        events = self._outer_events(self.table.deals[0].events)
        self._log_events(events)
        return events

    # ----- translating the two-handed table -------------------------------------------------
    def _outer_events(self, events) -> list[Event]:
        out = []
        for e in events:
            if isinstance(e.payload, GameEnded):   # the partie at the table is not the sitting
                continue
            out.append(e.reseated(self.pair.__getitem__))
        return out

    def _outer(self, a: Action) -> Action:
        return a.reseated(self.pair[a.seat])

    def _inner(self, a: Action) -> Action:
        return a.reseated(self.pair.index(a.seat))

    # ----- the protocol -------------------------------------------------------------------
    @property
    def phase(self) -> Phase:
        """The sitting's: OVER once its last deal is played (the deal's own phase then
        says only that deal is), WAITING while a record lacks the next deal's cards, else
        the deal's."""
        table = self.table
        if table is None:
            return WAITING
        phase = table.phase
        if (phase is WAITING or phase is OVER) and len(self.deals) >= self.deal_count:
            return OVER
        return phase

    def current_player(self) -> int | None:
        if self.phase is OVER:
            return None
        if self.table is None:                 # waiting for a deal the record lacks
            return self.pair[1 - self.pair.index(self.dealer)]
        return self.pair[self.table.current_player()]

    def legal_actions(self) -> list[Action]:
        if self.table is None or self.phase is OVER:
            return []
        return [self._outer(a) for a in self.table.legal_actions()]

    def sample_action(self, rng: random.Random) -> Action:
        if self.table is None or self.phase is OVER:
            raise IllegalAction(say("nobody is to act"))
        return self._outer(self.table.sample_action(rng))

    def is_legal(self, action: Action) -> bool:
        return (self.table is not None and self.phase is not OVER and action.seat in self.pair
                and self.table.is_legal(self._inner(action)))

    def auto_action(self) -> Action | None:
        if self.table is None or self.phase is OVER:
            return None
        a = self.table.auto_action()
        return None if a is None else self._outer(a)

    def implied_action(self, following: Action) -> Action | None:
        """What the two-handed table implies (the dealer took nothing); an action by a
        seat not at the table implies nothing there."""
        if self.table is None or self.phase is OVER or following.seat not in self.pair:
            return None
        a = self.table.implied_action(self._inner(following))
        return None if a is None else self._outer(a)

    def _apply(self, action: Action) -> list[Event]:
        if self.phase is OVER:
            raise IllegalAction(say("the sitting is over"))
        if self.table is None:
            raise IllegalAction(say("this record has no cards for the next deal"))
        seat = self.current_player()
        if seat is None:
            raise IllegalAction(say("nobody is to act"))
        if action.seat != seat:
            raise IllegalAction(say("it is {who}'s turn, not seat {seat}'s", who=self.seats[seat],
                                    seat=action.seat))
        events = self._outer_events(self.table.apply(self._inner(action)))
        self._log_events(events)
        if self.table.phase is WAITING or self.table.phase is OVER:
            events += self._end_deal()
        return events

    def _end_deal(self) -> list[Event]:
        points = [0] * len(self.seats)
        for e in self.deals[-1].events:
            if e.category is not None and e.seat is not None:
                points[e.seat] += e.points
        self.last_points = points
        a, b = self.pair
        if points[a] != points[b]:
            winner, loser = (a, b) if points[a] > points[b] else (b, a)
            margin = points[winner] - points[loser]
            self.losses[loser] += margin
            self.net[loser] -= margin
            self.net[winner] += margin
            sheet = SheetWritten(loser, margin)
        else:
            sheet = SheetWritten(None, 0)
        events = [Event(sheet)]
        self._log_events(events)
        if len(self.deals) >= self.deal_count:
            return events                      # the sitting is over (phase)
        return events + self._start_deal()

    def result(self) -> Result | None:
        if self.phase is not OVER:
            return None
        best = max(self.net)
        tops = [s for s, v in enumerate(self.net) if v == best]
        winner = tops[0] if len(tops) == 1 else None
        return Result(winner, best if winner is not None else 0,
                      Ending(ending.SHEET_BALANCED, limit=len(self.deals)), list(self.net))

    def deal_summary(self, index: int) -> dict:
        out = super().deal_summary(index)
        out["events"] = reckoning_order(self.deals[index].events)
        return out

    # ----- what a seat may know -----------------------------------------------------------
    def observation(self, seat: int) -> EcrireObservation:
        table = None
        if self.table is not None:
            if seat in self.pair:
                # the deal's own view; its seat numbers index "players"
                table = self.table.observation(self.pair.index(seat))
            else:
                table = self.table.observation(0).public()
        return EcrireObservation(
            self.game, self.variant, seat, tuple(self.seats), frozen(self.options),
            self.phase,
            self.current_player(), self.dealer, self.options["rotation"], len(self.deals),
            self.deal_count, tuple(self.losses), tuple(self.net), tuple(self.pair), table)

    # ----- copies -------------------------------------------------------------------------
    def _restart(self) -> "EcrireState":
        return EcrireState(self.variant, self.given_options, self.seats, self.seed,
                           self.preset_deals)

    def clone(self) -> "EcrireState":
        new = object.__new__(EcrireState)
        d = self.__dict__.copy()
        for k in ("losses", "net", "queue", "history"):
            d[k] = list(d[k])
        if self.table is not None:
            d["table"] = self.table.clone()
        d["deals"] = [type(log)(log.setup, list(log.actions), list(log.events))
                      for log in self.deals]
        rng = random.Random()
        rng.setstate(self.rng.getstate())
        d["rng"] = rng
        new.__dict__ = d
        return new
