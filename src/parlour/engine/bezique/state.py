"""Rubicon Bézique (four piquet packs) and Chinese Bézique (six): one game is one deal.

The flow of a deal (rubicon-bezique.txt, completed by rules/SUPPLEMENT.md):
1. nine cards each, three at a time, no trump turned; carte blanche is shown by the pone
   before he leads, by the dealer before he plays to the first trick (action
   ``carte_blanche``, the only legal one when due);
2. stock play: any card may be played, from the hand or from the table; after each trick
   the winner may ``meld`` one combination (fresh, or one announced before) or ``pass``;
   after a meld he may ``announce`` further combinations to score later, then ``pass``;
   then both draw automatically, winner first (a player still in carte blanche shows a
   drawn card that is no court card and scores 50 again: action ``carte_blanche``).
   The turn to declare comes even when the winner has nothing (then ``pass`` is his only
   action, and ``auto_action`` supplies it), so nobody learns what he could have done;
   after a meld, announcing is offered only when possible (the table shows it);
3. the stock exhausted, table cards go back to the hands, announcements still to score
   are lost, and the last nine tricks are played: follow suit and head the trick, trump
   when void; 50 for the last trick;
4. the game is settled by ``settle_rubicon`` with the brisques each player gathered;
   under ``brisque_count`` ``on_demand``, when a count may be asked for, the trailing
   player first says whether he asks for it (action ``brisques``, ``"count"`` true or
   false; replay supplies true, since a count that does not help him is ignored).

The declaring of step 2 (the choices, a meld, an announcement) is declaring.py's.
"""
from __future__ import annotations

from typing import Self, cast

from ..cards import ACE, SUITS, TEN, card_name, packs
from ..copies import DRAW, PLAY_HAND, TABLES_TO_HANDS, CardLog, play_laid
from ..actions import (Action, Announce, Brisques, CarteBlanche, Meld, Pass, Play)
from ..core import (DealLog, DealSetup, Event, IllegalAction, Result, State,
                    score_event)
from ..events import (BrisquesAsked, DealEnded, Dealt, Drew, GameEnded, Lost, Played,
                      StockExhausted, TrickWon)
from ..melding.cut import cut_for_deal
from ..melding.tricks import beats, strict_follows
from ..melding.played import PLAY as _PLAY, PLAY_TABLE as _PLAY_TABLE, PLAYED_CARD
from ..observed import Trick
from ..options import frozen
from .declarations import ALL_AB_KINDS, COURT, bezique_cards, combination
from .declaring import PASS as _PASS, Declaring
from .observed import BeziqueObservation, CarteBlancheShown, Cards
from .phase import ANNOUNCE, CARTE_BLANCHE, COUNT, DECLARE, OVER, PLAY, Phase
from .settlement import ON_DEMAND, count_may_be_asked, settle_rubicon, trailing
from .table import Table
from ...language import message, say

CARTE_BLANCHE_POINTS = 50
LAST_TRICK_POINTS = 50
IS_BRISQUE = tuple(1 if c & 7 in (ACE, TEN) else 0 for c in range(32))
_IS_COURT = tuple(c & 7 in COURT for c in range(32))

# The events of the play are made once and shared (events are immutable): the computer
# players' playouts play millions of cards.
_PLAYED = tuple(tuple(tuple(Event(Played(c, table), s, (c,))
                            for table in (False, True)) for c in range(32)) for s in (0, 1))
_DRAWN: dict[tuple[int, int], Event] = {}
_TRICKS: dict[tuple[int, int, int, int, bool], Event] = {}


def _drawn(seat: int, left: int) -> Event:
    e = _DRAWN.get((seat, left))
    if e is None:
        e = _DRAWN[seat, left] = Event(Drew(left=left), seat)
    return e


def _trick(winner: int, leader: int, lead: int, follow: int, brisques: bool) -> Event:
    key = (winner, leader, lead, follow, brisques)
    e = _TRICKS.get(key)
    if e is None:
        trick = TrickWon(winner, ((leader, lead), (1 - leader, follow)), brisques)
        e = _TRICKS[key] = Event(trick, winner, (lead, follow))
    return e


class RubiconBeziqueState(Declaring, State):
    game = "rubicon-bezique"
    # the stock is read through stock_pos and replaced whole at each deal
    SHARED_IN_CLONES = State.SHARED_IN_CLONES | {"stock"}
    DEFAULT_VARIANT = "rubicon"
    PACKS = 4
    HAND_SIZE = 9
    # a card turned for trumps lies under the stock, its last card (two-pack); here
    # trumps are the first marriage's suit
    TURNS_UP = False
    OPTIONS = {"double_bezique_suits": (False, (False, True)),
               "reform_double_bezique": (False, (False, True)),
               "brisque_count": (ON_DEMAND, (ON_DEMAND, "when_close"))}

    def __init__(self, variant=None, options=None, seats=None, seed=None, deals=None):
        super().__init__(variant or self.DEFAULT_VARIANT, options, seats, seed, deals,
                         default_seats=2)
        if len(self.seats) != 2:
            raise ValueError("Bézique is for two players")
        self.hand_size = self.options.get("chinese_hand_size", self.HAND_SIZE)
        self.other_bezique = bool(self.options["double_bezique_suits"])
        self._start()

    # ----- dealing ---------------------------------------------------------------------
    def _shuffle_deal(self, dealer: int) -> DealSetup:
        deck = packs(self.PACKS)
        self.rng.shuffle(deck)
        hands: list[list[int]] = [[], []]
        n = 2 * self.hand_size
        for i in range(0, n, 3):          # three at a time, the pone first
            hands[(1 - dealer) if (i // 3) % 2 == 0 else dealer] += deck[i:i + 3]
        return DealSetup(dealer, hands, deck[n:])

    def _check_setup(self, setup: DealSetup) -> None:
        if setup.dealer not in (0, 1):
            raise IllegalAction(say("deal 1: the dealer must be seat 0 or 1, not {dealer}",
                                    dealer=setup.dealer))
        if setup.turnup is not None:
            raise IllegalAction(say("deal 1: Bézique turns up no card"))
        if any(len(h) != self.hand_size for h in setup.hands) or len(setup.hands) != 2:
            raise IllegalAction(say("deal 1: each player must hold {n} cards", n=self.hand_size))
        got = sorted(setup.hands[0] + setup.hands[1] + list(setup.stock))
        if got != sorted(packs(self.PACKS)):
            raise IllegalAction(say("deal 1: the cards are not {packs} piquet packs",
                                    packs=self.PACKS))

    def _start(self) -> None:
        preset = self.preset_deals
        # a record or a save names the first dealer; a new game cuts for him
        self._opening: tuple[Event, ...] = ()
        if preset:
            first = preset[0].dealer
        else:
            cut = cut_for_deal(self.rng, packs(self.PACKS))
            self._opening = (cut,)
            assert cut.seat is not None, "the cut's event names the dealer"
            first = cut.seat
        self._start_deal(first)

    def _new_table(self) -> Table:
        return Table(bool(self.options["reform_double_bezique"]))

    def _start_deal(self, dealer: int) -> None:
        self.dealer, self.pone = dealer, 1 - dealer
        self.hand = [[0] * 32, [0] * 32]
        self.table = [self._new_table(), self._new_table()]
        self.ab_kinds = ALL_AB_KINDS      # the class A and B kinds that may be declared
        self.points = [0, 0]
        self.brisques = [0, 0]
        self.trump: int | None = None
        self.turn = self.pone
        self.lead: int | None = None
        self.leader = self.pone
        self.phase: Phase = PLAY
        self.last_nine = False
        self.forced: list[tuple[int, tuple[int, ...]]] = []   # carte blanche due
        self.streak = [False, False]      # carte blanche still going on with draws
        self.dealer_blanche = False       # shown before the dealer's first card
        self.choices: list[Action] = []
        self.stock: list[int] = []
        self.stock_pos = 0
        self.loose: list[int] = []        # trick cards face up, no brisque among them
        self.played: list[tuple[int, int]] = []
        self.shown = [[0] * 32, [0] * 32]  # cards the opponent knows are in a hand
        self.blanche_shown: list[tuple[int, tuple[int, ...]]] = []
        self.outcome: Result | None = None   # once over (result(); search reads it as is)
        self.card_moves: CardLog | None = None   # which physical card is which
        setup = self._next_setup(dealer, self._shuffle_deal)
        self.started = setup is not None
        if setup is None:
            return
        self._check_setup(setup)
        self._begin_deal(setup)
        self.card_moves = CardLog(setup.hands, setup.stock, setup.turnup)
        for s in (0, 1):
            for c in setup.hands[s]:
                self.hand[s][c] += 1
        self.stock = list(setup.stock)
        events, self._opening = list(self._opening), ()
        events.append(Event(Dealt(dealer, self.hand_size), dealer))
        if self._blanche(self.pone):
            self.forced.append((self.pone, self._hand_cards(self.pone)))
        self.dealer_blanche = self._blanche(dealer)
        self._log_events(events)

    def _blanche(self, seat: int) -> bool:
        h = self.hand[seat]
        return not any(h[c] for c in range(32) if _IS_COURT[c])

    def _hand_cards(self, seat: int) -> tuple[int, ...]:
        h = self.hand[seat]
        return tuple(c for c in range(32) for _ in range(h[c]))

    def bezique_pair(self) -> tuple[int, int]:
        """The two cards that make a bézique (Queen and Jack), as the options say."""
        return bezique_cards(self.trump, self.other_bezique)

    # ----- the protocol -----------------------------------------------------------------
    def current_player(self) -> int | None:
        if self.phase is OVER:
            return None
        if self.forced:
            return self.forced[0][0]
        return self.turn

    def legal_actions(self) -> list[Action]:
        if self.phase is OVER or not self.started:
            return []
        if self.forced:
            seat, cards = self.forced[0]
            return [CarteBlanche(seat, cards)]
        if self.phase is not PLAY:
            return list(self.choices)
        seat = self.turn
        h = self.hand[seat]
        if not self.last_nine:
            t = self.table[seat].count
            out: list[Action] = []
            for c in range(32):
                if h[c]:
                    out.append(_PLAY[seat][c])
                    if t[c]:
                        out.append(_PLAY_TABLE[seat][c])
                elif t[c]:
                    out.append(_PLAY[seat][c])
            return out
        if self.lead is None:
            return [_PLAY[seat][c] for c in range(32) if h[c]]
        held = [c for c in range(32) if h[c]]
        return [_PLAY[seat][c] for c in strict_follows(held, self.lead, self.trump)]

    def auto_action(self) -> Action | None:
        """Carte blanche when due, and ``pass`` when the trick's winner has nothing he
        could declare.  A winner who could declare but does not is written ``pass``."""
        if self.phase is OVER:
            return None
        if self.forced:
            seat, cards = self.forced[0]
            return CarteBlanche(seat, cards)
        if self.phase is DECLARE and len(self.choices) == 1:
            return self.choices[0]
        if self.phase is COUNT:
            return self.choices[0]       # asking costs nothing: a useless count is ignored
        return None

    def implied_action(self, following: Action) -> Action | None:
        """The winner's ``pass`` when the record goes on with his lead to the next trick
        (or a carte blanche shown on the draw): only a pass lets either come next."""
        if (self.phase is OVER or self.forced or self.phase is PLAY
                or type(following) not in (Play, CarteBlanche)):
            return None
        if type(following) is Play and following.seat != self.turn:
            return None
        return _PASS[self.turn]

    def _apply(self, action: Action) -> list[Event]:
        if self.phase is OVER:
            raise IllegalAction(say("the game is over"))
        if not self.started:
            raise IllegalAction(say("no cards have been dealt"))
        seat = self.forced[0][0] if self.forced else self.turn     # current_player()
        if action.seat != seat:
            raise IllegalAction(say("it is {who}'s turn, not seat {seat}'s",
                                    who=self.seats[seat], seat=action.seat))
        if self.forced:
            if type(action) is not CarteBlanche:
                raise IllegalAction(say("carte blanche must be shown first"))
            return self._carte_blanche(action)
        # type(action) in each test, not a local: so the checker knows the action's class
        phase = self.phase
        if type(action) is Play and phase is PLAY:
            events = self._play(action)
        elif type(action) is Meld and phase is DECLARE:
            events = self._meld(action)
        elif type(action) is Announce and phase is ANNOUNCE:
            events = self._announce(action)
        elif type(action) is Brisques and phase is COUNT:
            events = self._count_brisques(action)
        elif type(action) is Pass and phase in (DECLARE, ANNOUNCE):
            events = self._draws(seat)
        else:
            raise IllegalAction(self._refusal(type(action)))
        self._log_events(events)
        return events

    def _refusal(self, kind: type[Action]) -> str:
        """Why an action of this kind is refused now, in the book's terms where it says
        (rubicon-bezique.txt, Declarations: one combination scored "immediately after
        the player holding it has won a trick, and before he draws")."""
        if kind in (Meld, Announce) and self.phase == PLAY:
            if self.last_nine:
                return say("no more melds: announcements end when the stock is exhausted")
            if self.lead is not None:
                return say("only the winner of a trick may meld, once the trick is won: "
                           "play a card to this one")
            if not self.played:
                return say("melds are made only after winning a trick: lead a card")
            return say("one meld after each trick won, and only before the draw: the cards "
                       "are drawn, so lead a card")
        if kind is Meld and self.phase == ANNOUNCE:
            return say("only one combination is scored after a trick: announce others to "
                       "score later, or pass")
        return say("'{kind}' is not allowed now (time to {expected})", kind=kind.KIND,
                   expected=self._expected())

    def _expected(self) -> str:
        return say({PLAY: message("play a card"), DECLARE: message("meld or pass"),
                    ANNOUNCE: message("announce or pass"),
                    COUNT: message("say whether the brisques are counted")}[self.phase])

    # ----- carte blanche ------------------------------------------------------------------
    def _carte_blanche(self, action: CarteBlanche) -> list[Event]:
        seat, cards = self.forced[0]
        if action.cards and sorted(action.cards) != sorted(cards):
            raise IllegalAction(say("carte blanche shows exactly the cards held (or drawn)"))
        self.forced.pop(0)
        first = not self.streak[seat]
        self.streak[seat] = True
        for c in cards:
            self.shown[seat][c] += 1
        self.blanche_shown.append((seat, cards))
        self.points[seat] += CARTE_BLANCHE_POINTS
        events = [score_event(seat, CARTE_BLANCHE_POINTS, "carte_blanche", cards,
                              "carte_blanche" if first else "carte_blanche_again",
                              card=None if first else cards[0])]
        self._log_events(events)
        return events

    # ----- play -----------------------------------------------------------------------
    def _play(self, action: Play) -> list[Event]:
        seat = action.seat
        c = action.card
        src = action.source
        h, t = self.hand[seat], self.table[seat]
        if src not in (None, "hand", "table"):
            raise IllegalAction(say("'from' must be 'hand' or 'table'"))
        if src is None:
            src = "hand" if h[c] else "table"
        if src == "table" and (self.last_nine or not t.count[c]):
            raise IllegalAction(say("no {card} on the table", card=card_name(c)))
        if src == "hand" and not h[c]:
            raise IllegalAction(say("no {card} in hand", card=card_name(c)))
        if self.last_nine and self.lead is not None:
            allowed = strict_follows([x for x in range(32) if h[x]], self.lead, self.trump)
            if c not in allowed:
                raise IllegalAction(say("{card}: follow suit and win the trick if you can, "
                                        "trump if void", card=card_name(c)))
        events = [_PLAYED[seat][c][src == "table"]]
        moves = self.card_moves
        if src == "table":
            uid, lost = t.take(c)
            if moves is not None:
                moves.append(play_laid(seat, uid - 1))
            for kind, _, cards in lost:
                events.append(self._lost(seat, kind, cards))
        else:
            h[c] -= 1
            if self.shown[seat][c]:
                self.shown[seat][c] -= 1
            if not self.last_nine:
                t.played(c, True)
            if moves is not None:
                moves.append(PLAY_HAND[seat][c])
        self.played.append((seat, c))
        lead = self.lead
        if lead is None:
            self.lead, self.leader, self.turn = c, seat, 1 - seat
            if self.dealer_blanche and not self.played[:-1]:
                self.dealer_blanche = False
                self.forced.append((self.dealer, self._hand_cards(self.dealer)))
            return events
        return events + self._finish_trick(lead, c)

    def _finish_trick(self, lead: int, follow: int) -> list[Event]:
        leader = self.leader
        winner = 1 - leader if beats(follow, lead, self.trump) else leader
        self.lead = None
        self.leader = self.turn = winner
        gained = IS_BRISQUE[lead] + IS_BRISQUE[follow]
        if gained:
            # the trick holds a brisque: the winner gathers every card lying face up
            self.brisques[winner] += gained
            self.loose.clear()
        else:
            self.loose += (lead, follow)
        events = [_trick(winner, leader, lead, follow, bool(gained))]
        if self.last_nine:
            if not any(self.hand[winner]):
                events += self._end(winner)
            return events
        # always a turn to declare, even with nothing to declare: whether the winner
        # could have declared is his secret (he "draws without announcing")
        self.choices = self._meld_choices(winner)
        self.phase = DECLARE
        return events

    # ----- drawing ----------------------------------------------------------------------
    def _draws(self, winner: int) -> list[Event]:
        self.table[winner].end_turn()
        self.phase, self.choices, self.turn = PLAY, [], winner
        events = []
        moves = self.card_moves
        for seat in (winner, 1 - winner):
            c = self.stock[self.stock_pos]
            self.stock_pos += 1
            self.hand[seat][c] += 1
            if moves is not None:
                moves.append(DRAW[seat])
            left = len(self.stock) - self.stock_pos
            events.append(_drawn(seat, left))
            if self.streak[seat]:
                if _IS_COURT[c]:
                    self.streak[seat] = False
                else:
                    self.forced.append((seat, (c,)))
        if self.stock_pos == len(self.stock):
            events.append(Event(StockExhausted()))
            self.last_nine = True
            if moves is not None:
                moves.append(TABLES_TO_HANDS)
            for seat in (0, 1):
                t = self.table[seat]
                for c in range(32):
                    if t.count[c]:
                        self.hand[seat][c] += t.count[c]
                        self.shown[seat][c] += t.count[c]
                for kind, _, cards in t.clear():
                    events.append(self._lost(seat, kind, cards))
        return events

    def _lost(self, seat: int, kind, cards) -> Event:
        return Event(Lost(combination(kind, self.trump, cards)), seat, cards)

    # ----- the end ----------------------------------------------------------------------
    def _end(self, winner: int) -> list[Event]:
        self.points[winner] += LAST_TRICK_POINTS
        events = [score_event(winner, LAST_TRICK_POINTS, "last_trick", reason="last_trick")]
        behind = trailing(self.points)
        if (self.options["brisque_count"] == ON_DEMAND and behind is not None
                and count_may_be_asked(self.points, self.PACKS)):
            # the trailing player, who knows how many brisques he took, may ask
            self.phase, self.turn = COUNT, behind
            self.choices = [Brisques(behind, True), Brisques(behind, False)]
            return events
        return events + self._settle(True)

    def _count_brisques(self, action: Brisques) -> list[Event]:
        count = action.count
        if type(count) is not bool:
            raise IllegalAction(say('brisques takes only "count": true or false'))
        self.choices = []
        return [Event(BrisquesAsked(count), action.seat)] \
            + self._settle(count)

    def _settle(self, demanded: bool) -> list[Event]:
        self.phase = OVER
        self.outcome = settle_rubicon(self.points, self.brisques, packs=self.PACKS,
                                     brisque_count=self.options["brisque_count"],
                                     demanded=demanded)
        r = self.outcome
        return [Event(DealEnded(1, tuple(self.points), (), tuple(self.brisques))),
                Event(GameEnded.of(r), r.winner, (), r.value)]

    def result(self):
        return self.outcome

    def deal_summary(self, index: int) -> dict:
        d = super().deal_summary(index)
        d["brisques"] = list(self.brisques)
        return d

    def stock_count(self) -> int:
        """Counting the stock is allowed at any time."""
        return len(self.stock) - self.stock_pos

    # ----- what a seat may know -------------------------------------------------------
    def observation(self, seat: int) -> BeziqueObservation:
        return BeziqueObservation(**self._observed(seat))

    def _observed(self, seat: int) -> dict:
        """The fields of this seat's observation (a subclass adds its own)."""
        h = self.hand[seat]
        phase = self.phase
        over = phase is OVER
        tables = self.table
        return dict(
            game=self.game, variant=self.variant, seat=seat, seats=tuple(self.seats),
            dealer=self.dealer, options=frozen(self.options),
            phase=CARTE_BLANCHE if self.forced and not over else phase,
            to_act=self.current_player(),
            trump=None if self.trump is None else SUITS[self.trump],
            stock=self.stock_count(),
            hand=tuple([c for c in range(32) for _ in range(h[c])]),
            cards_held=(sum(self.hand[0]) + sum(tables[0].count),
                        sum(self.hand[1]) + sum(tables[1].count)),
            tables=(tuple(tables[0].cards()), tuple(tables[1].cards())),
            announced=tuple(tuple(tuple(p[2]) for p in tables[s].pending)
                            for s in (0, 1)),
            # combinations that may be claimed again from the table (re-forming)
            claimable=tuple(tuple(tuple(cs) for cs in tables[s].claimable())
                            for s in (0, 1)),
            known=tuple(tuple([c for c in range(32) for _ in range(self.shown[s][c])])
                        for s in (0, 1)),
            scores=tuple(self.points),
            trick=None if self.lead is None else
            Trick(self.leader, (PLAYED_CARD[self.leader][self.lead],)),
            face_up=tuple(self.loose),
            played=tuple([PLAYED_CARD[s][c] for s, c in self.played]),
            carte_blanche=tuple(CarteBlancheShown(s, cast(Cards, cards))
                                for s, cards in self.blanche_shown),
            last_tricks=self.last_nine,
            copies=None if self.card_moves is None else self.card_moves.observed(seat),
            # gathered in sight of both: no secret now
            brisques=tuple(self.brisques) if over or phase is COUNT else None,
            result=GameEnded.of(self.outcome) if over else None,
        )

    # ----- copies -------------------------------------------------------------------
    def _restart(self) -> "RubiconBeziqueState":
        deals = self.preset_deals
        if deals is None:
            deals = [d.setup for d in self.deals]
        return type(self)(self.variant, dict(self.options), self.seats, self.seed, deals)

    def clone(self) -> Self:
        new = object.__new__(type(self))
        d = dict(self.__dict__)
        d["hand"] = [self.hand[0][:], self.hand[1][:]]
        d["table"] = [self.table[0].copy(), self.table[1].copy()]
        d["points"] = self.points[:]
        d["brisques"] = self.brisques[:]
        d["forced"] = self.forced[:]
        d["streak"] = self.streak[:]
        d["choices"] = self.choices[:]
        d["loose"] = self.loose[:]
        d["played"] = self.played[:]
        d["shown"] = [self.shown[0][:], self.shown[1][:]]
        d["blanche_shown"] = self.blanche_shown[:]
        if self.card_moves is not None:
            d["card_moves"] = self.card_moves.copy()
        d["history"] = self.history[:]
        d["deals"] = [DealLog(g.setup, g.actions[:], g.events[:]) for g in self.deals]
        # the generator only shuffles the deal, which is done: it can be shared
        d["options"] = dict(self.options)
        new.__dict__.update(d)
        return new
