"""Ordinary Bézique for two, with two piquet packs (64 cards): a game of 1000 over deals.

The Rubicon machinery (state.py, table.py) with the ordinary game's differences
(bezique-ordinary.txt where it speaks, else pagat.com's two-handed Bézique; see
docs/records-bezique-two-pack.md):
- eight cards each, dealt 3-2-3 from the pone, the next card turned for trumps (the
  turn-up lies under the stock and is its last card); a Seven turned scores 10 for the
  dealer; no carte blanche;
- class A is the marriages (20, trumps 40) and the sequence in trumps only (250); class B
  the single (40) and double (500) bézique; class C the fours;
- a card never serves twice in combinations of equal value of its class (no re-forming);
- after winning a trick, before his meld, a player holding a Seven of trumps not yet
  scored scores it (action ``dix``, 10), showing it or exchanging it for the turn-up
  (``"exchange": true``); like Binocle's dix it is never declined;
- the last draw: the winner takes the last stock card, the loser the turn-up;
- the last eight tricks as in Rubicon, 10 for the last trick; then each player scores 10
  for each brisque (Ace or Ten) he won (category ``counting``);
- deals alternate until a player has ``game_points`` (1000 or 2000) at the end of a
  deal; the higher total wins (a tie there plays another deal).  Option ``game_end``
  ``at_once`` (the old "1000 up"): the game ends the moment a player reaches the total,
  brisques scored as soon as won (Foster: "should be scored as soon as made");
- option ``double_game`` (on by default): a loser under half the game loses two games.
"""
from __future__ import annotations

import random
from typing import Self

from ..cards import SEVEN, Card, card, card_name, packs
from ..copies import EXCHANGE
from .. import ending
from ..ending import Ending
from ..actions import Action, Dix, Meld, Pass, Play
from ..core import DealSetup, Event, IllegalAction, Result, score_event
from ..events import DealEnded, DixExchanged, Drew, GameEnded, TurnedUp
from .declarations import CLASS_A, CLASS_B, MARRIAGE, SEQUENCE
from .observed import TwoPackObservation
from .settlement import BRISQUE
from .phase import DECLARE, OVER
from .state import RubiconBeziqueState
from .table import Table
from ...language import say

DIX_POINTS = 10
LAST_TRICK = 10
_DIX = tuple(tuple(Dix(s, card(SEVEN, t)) for t in range(4)) for s in (0, 1))
_DIX_EXCHANGE = tuple(tuple(Dix(s, card(SEVEN, t), True)
                            for t in range(4)) for s in (0, 1))


def ordinary_kinds(trump: int) -> tuple:
    """Marriages in every suit, the sequence in trumps only, single and double bézique."""
    return tuple([(CLASS_A, MARRIAGE, s) for s in range(4)] + [(CLASS_A, SEQUENCE, trump)]
                 + [(CLASS_B, 1, 0), (CLASS_B, 2, 0)])


def game_won(win: int, totals, game_points: int, double_game: bool) -> Result:
    """The game to ``win``: one game, or two when ``double_game`` and the loser has not
    reached half the game (500 of 1000)."""
    half = game_points // 2
    score = (totals[win], totals[1 - win])
    if double_game and totals[1 - win] < half:
        return Result(win, 2, Ending(ending.DOUBLE_GAME, score, half), list(totals))
    return Result(win, 1, Ending(ending.FIRST_TO, score, game_points), list(totals))


def settle_two_pack(scores, brisques=None, *, game_points: int = 1000,
                    double_game: bool = True) -> Result:
    """Settle a game of two-pack Bézique from the players' totals at the end of a deal
    (``brisques``, when given, are Aces and Tens won and not yet added: 10 each).
    Nobody at the total, or a tie there: no winner yet, another deal is played."""
    if len(scores) != 2 or (brisques is not None and len(brisques) != 2):
        raise ValueError("two-pack Bézique is settled between two players")
    if brisques is not None and any(b < 0 for b in brisques):
        raise ValueError("brisques cannot be negative")
    if not isinstance(game_points, int) or game_points <= 0:
        raise ValueError("game_points must be a positive whole number")
    totals = [int(s) + (BRISQUE * int(brisques[i]) if brisques else 0)
              for i, s in enumerate(scores)]
    a, b = totals
    if max(a, b) < game_points:
        return Result(None, 0, Ending(ending.NOT_REACHED, limit=game_points), totals)
    if a == b:
        return Result(None, 0, Ending(ending.TIE_AGAIN, (a,)), totals)
    return game_won(0 if a > b else 1, totals, game_points, bool(double_game))


class TwoPackBeziqueState(RubiconBeziqueState):
    game = "bezique"
    DEFAULT_VARIANT = "two-pack"
    PACKS = 2
    HAND_SIZE = 8
    TURNS_UP = True
    OPTIONS = {"game_points": (1000, (1000, 2000)),
               "double_bezique_suits": (False, (False, True)),
               "dix_on_play": (False, (False, True)),
               "game_end": ("deal", ("deal", "at_once")),
               "double_game": (True, (False, True))}

    def _start(self) -> None:
        self.totals = [0, 0]
        self.deal_brisques: list[list[int]] = []   # by finished deal (never mutated)
        self.target = int(self.options["game_points"])
        self.at_once = self.options["game_end"] == "at_once"
        self.deal_over = False
        super()._start()

    def _new_table(self) -> Table:
        return Table(no_reform=True)

    def _blanche(self, seat: int) -> bool:
        return False                      # no carte blanche in the ordinary game

    # ----- dealing ---------------------------------------------------------------------
    def _shuffle_deal(self, dealer: int) -> DealSetup:
        deck = packs(self.PACKS)
        self.rng.shuffle(deck)
        hands: list[list[int]] = [[], []]
        pos = 0
        for n in (3, 2, 3):               # the pone first, each round
            for seat in (1 - dealer, dealer):
                hands[seat] += deck[pos:pos + n]
                pos += n
        return DealSetup(dealer, hands, deck[pos + 1:], deck[pos])

    def _check_setup(self, setup: DealSetup) -> None:
        n = len(self.deals) + 1
        if setup.dealer not in (0, 1):
            raise IllegalAction(say("deal {n}: the dealer must be seat 0 or 1, not {dealer}",
                                    n=n, dealer=setup.dealer))
        if setup.turnup is None:
            raise IllegalAction(say("deal {n}: a card must be turned up for trumps", n=n))
        if len(setup.hands) != 2 or any(len(h) != self.hand_size for h in setup.hands):
            raise IllegalAction(say("deal {n}: each player must hold {size} cards", n=n,
                                    size=self.hand_size))
        got = sorted(setup.hands[0] + setup.hands[1] + list(setup.stock) + [setup.turnup])
        if got != sorted(packs(self.PACKS)):
            raise IllegalAction(say("deal {n}: the cards are not two piquet packs", n=n))

    def _start_deal(self, dealer: int) -> None:
        super()._start_deal(dealer)
        self.points = list(self.totals)   # the running score of the game, as in Binocle
        self.deal_totals_before = tuple(self.totals)
        self.deal_over = False
        self.dix_held = [0, 0]            # Sevens of trumps scored and still in hand
        self.brisques_scored = [0, 0]     # game_end at_once: brisques already in points
        if not self.started:
            return
        turnup = self.deals[-1].setup.turnup
        assert turnup is not None, "_check_setup refuses a deal without one"
        self.stock.append(turnup)         # the turn-up is the last card drawn
        self._set_trump(turnup >> 3)
        events = [Event(TurnedUp(turnup, self.trump), dealer, (turnup,))]
        if turnup == self.dix:
            self.points[dealer] += DIX_POINTS
            events.append(score_event(dealer, DIX_POINTS, "dix", (turnup,), "seven_turned_up"))
            events += self._reached(dealer)
        self._log_events(events)

    def _set_trump(self, suit: int) -> None:
        """The trump suit, and what it makes: the dix, the kinds that may be declared."""
        self.trump = suit
        self.dix = card(SEVEN, suit)
        self.ab_kinds = ordinary_kinds(suit)

    def turnup(self) -> int | None:
        """The trump card under the stock, or None once drawn."""
        return self.stock[-1] if self.started and self.stock_pos < len(self.stock) else None

    # ----- the protocol -------------------------------------------------------------
    def _dix_due(self, seat: int) -> bool:
        return self.hand[seat][self.dix] > self.dix_held[seat]

    def legal_actions(self) -> list[Action]:
        if self.phase is DECLARE and self._dix_due(self.turn):
            trump = self.dix >> 3
            acts: list[Action] = [_DIX[self.turn][trump]]
            up = self.turnup()
            if up is not None and up != self.dix:
                acts.append(_DIX_EXCHANGE[self.turn][trump])
            return acts
        return super().legal_actions()

    def auto_action(self) -> Action | None:
        """The Seven of trumps is claimed (shown) when a record leaves it out."""
        if self.phase is DECLARE and self._dix_due(self.turn):
            return _DIX[self.turn][self.dix >> 3]
        return super().auto_action()

    def _apply(self, action: Action) -> list[Event]:
        if type(action) is Dix and self.phase is not OVER and self.started:
            events = self._score_dix(action)
            events += self._reached(action.seat)
            self._log_events(events)
            return events
        if (type(action) in (Meld, Pass) and self.phase is DECLARE and self.started and self._dix_due(self.turn) and action.seat == self.turn):
            raise IllegalAction(say("score the {card} first (dix)", card=card_name(self.dix)))
        events = super()._apply(action)
        if self.deal_over and self.phase is not OVER:
            self._start_deal(1 - self.dealer)
            events = events + self.deals[-1].events
        return events

    def _play(self, action: Play) -> list[Event]:
        seat = action.seat
        # option ``dix_on_play`` (the older rule: "when turned or played, counts 10"): a
        # Seven of trumps not yet scored scores as it is played in the stock play
        due = (self.options["dix_on_play"] and action.card == self.dix
               and not self.last_nine and self._dix_due(seat))
        events = super()._play(action)   # may finish the trick (and the deal)
        if due:
            self.points[seat] += DIX_POINTS
            events.insert(1, score_event(seat, DIX_POINTS, "dix", (self.dix,), "seven_played"))
            events += self._reached(seat)
        if self.hand[seat][self.dix] < self.dix_held[seat]:
            self.dix_held[seat] = self.hand[seat][self.dix]
        if self.at_once and not self.deal_over:
            events += self._score_brisques()
        return events

    # ----- game_end at_once: every point counts the moment it is made --------------------
    def _score_brisques(self) -> list[Event]:
        """Brisques won and not yet scored ("scored as soon as made")."""
        events: list[Event] = []
        for seat in (0, 1):
            gained = self.brisques[seat] - self.brisques_scored[seat]
            if gained and self.phase is not OVER:
                self.brisques_scored[seat] = self.brisques[seat]
                self.points[seat] += BRISQUE * gained
                events.append(score_event(seat, BRISQUE * gained, "counting",
                                          reason="brisques", count=gained))
                events += self._reached(seat)
        return events

    def _after_declaring(self, seat: int) -> list[Event]:
        return self._reached(seat) or super()._after_declaring(seat)

    def _reached(self, seat: int) -> list[Event]:
        """With ``game_end`` at_once, the game ends as soon as a player reaches it."""
        if not self.at_once or self.phase is OVER or self.points[seat] < self.target:
            return []
        self.totals = list(self.points)
        return self._game_over(seat)

    def _game_over(self, win: int) -> list[Event]:
        self.phase = OVER
        self.outcome = game_won(win, self.totals, self.target,
                                bool(self.options["double_game"]))
        r = self.outcome
        return [Event(GameEnded.of(r), win, (), r.value)]

    def _score_dix(self, action: Dix) -> list[Event]:
        seat = action.seat
        if seat != self.turn:             # whose turn it is: no carte blanche here
            raise IllegalAction(say("it is {who}'s turn", who=self.seats[self.turn]))
        if self.phase is not DECLARE:
            raise IllegalAction(say("the Seven of trumps is scored after winning a trick, "
                                    "before drawing"))
        if action.card != self.dix:
            raise IllegalAction(say("the Seven of trumps is {card}", card=card_name(self.dix)))
        exchange = action.exchange
        if type(exchange) is not bool:
            raise IllegalAction(say("'exchange' must be true or false"))
        if not self._dix_due(seat):
            raise IllegalAction(say("you hold no {card} that has not scored",
                                    card=card_name(self.dix)))
        hand, shown = self.hand[seat], self.shown[seat]
        events: list[Event] = []
        if exchange:
            up = self.turnup()
            if up is None or up == self.dix:
                raise IllegalAction(say("there is no turn-up to exchange the Seven for"))
            hand[self.dix] -= 1
            hand[up] += 1
            shown[up] += 1
            if self.card_moves is not None:
                self.card_moves.append(EXCHANGE[seat][self.dix])
            if shown[self.dix]:
                shown[self.dix] -= 1
            self.stock[-1] = self.dix
            events.append(Event(DixExchanged(self.dix, up), seat, (self.dix, up)))
            reason = "seven_exchanged"
        else:
            self.dix_held[seat] += 1
            shown[self.dix] = min(hand[self.dix], shown[self.dix] + 1)
            reason = "seven_shown"
        self.points[seat] += DIX_POINTS
        events.append(score_event(seat, DIX_POINTS, "dix", (self.dix,), reason))
        # the turn-up taken may complete a combination
        self.choices = self._meld_choices(seat)
        return events

    # ----- drawing and the end of a deal ------------------------------------------------
    def _draws(self, winner: int) -> list[Event]:
        last = len(self.stock) - self.stock_pos == 2
        events = super()._draws(winner)
        if last:                          # the loser's card was the turn-up: seen by all
            up = self.stock[-1]
            self.shown[1 - winner][up] += 1
            events.insert(2, Event(Drew(up), 1 - winner, (up,)))
        return events

    def _end(self, winner: int) -> list[Event]:
        if self.at_once:                  # the last trick's brisques, then its ten
            events = self._score_brisques()
            if self.phase is OVER:
                return events
            self.points[winner] += LAST_TRICK
            events.append(score_event(winner, LAST_TRICK, "last_trick", reason="last_trick"))
            events += self._reached(winner)
            if self.phase is OVER:
                return events
        else:
            self.points[winner] += LAST_TRICK
            events = [score_event(winner, LAST_TRICK, "last_trick", reason="last_trick")]
            for seat in (0, 1):
                if self.brisques[seat]:
                    pts = BRISQUE * self.brisques[seat]
                    self.points[seat] += pts
                    events.append(score_event(seat, pts, "counting", reason="brisques",
                                              count=self.brisques[seat]))
        self.totals = list(self.points)
        self.deal_brisques = self.deal_brisques + [list(self.brisques)]
        before = self.deal_totals_before
        events.append(Event(DealEnded(len(self.deals),
                                      (self.totals[0] - before[0], self.totals[1] - before[1]),
                                      tuple(self.totals))))
        self.deal_over = True
        a, b = self.totals
        if max(a, b) >= self.target and a != b:
            events += self._game_over(0 if a > b else 1)
        return events

    def deal_summary(self, index: int) -> dict:
        d = super().deal_summary(index)
        if index < len(self.deal_brisques):
            d["brisques"] = list(self.deal_brisques[index])
        return d

    # ----- what a seat may know -------------------------------------------------------
    def observation(self, seat: int) -> TwoPackObservation:
        up = self.turnup()
        totals, dix = self.totals, self.dix_held
        return TwoPackObservation(**self._observed(seat),
                                  turnup=None if up is None else Card(up),
                                  totals=(totals[0], totals[1]), deal=len(self.deals),
                                  game_points=self.target, dix_shown=(dix[0], dix[1]))

    # ----- copies -------------------------------------------------------------------
    def _restart(self) -> "TwoPackBeziqueState":
        # the same seed shuffles the same deals, so later deals follow after an undo
        return type(self)(self.variant, dict(self.options), self.seats, self.seed,
                          self.preset_deals)

    def clone(self) -> Self:
        new = super().clone()
        new.totals = self.totals[:]
        new.deal_brisques = self.deal_brisques[:]
        new.dix_held = self.dix_held[:]
        new.brisques_scored = self.brisques_scored[:]
        new.stock = self.stock[:]         # the exchange writes the turn-up into it
        new.rng = random.Random()         # it shuffles the later deals: not shared
        new.rng.setstate(self.rng.getstate())
        return new
