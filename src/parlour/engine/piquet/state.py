"""Two-handed Piquet, au cent and Rubicon: one PiquetState is one whole game.

A deal runs: (carte blanche) -> elder's exchange -> (dealer's carte blanche) -> dealer's
exchange -> the declarations, class by class (elder calls, dealer answers) -> twelve
tricks.  Scores are events; the deal's summary lists them in the book's order of
reckoning, which also decides who goes out first at 100 and the lurch.
"""
from __future__ import annotations

import random
from operator import attrgetter, itemgetter

from ..cards import SUIT_MASK, choice, mask_of, names, seeded, shuffle
from .. import ending
from ..ending import Ending
from ..actions import PLAY, Action, Ask, Declare, Exchange, Play
from ..core import DealLog, DealSetup, Event, IllegalAction, Result, State, score_event
from ..events import (Counted, Cut, DealEnded, Dealt, Exchanged, Exclaimed, GameEnded, Left,
                      Played, TrickWon)
from . import asking, dialogue, exchange
from .deal_fields import DealFields
from .declaring import Declaring
from .declaring_choices import Choice, rules_for
from .declarations import COURTS, cards_in, cards_in_suit
from .observation import PiquetObservation, observe
from .phase import DECLARE, EXCHANGE, OVER, WAITING, Phase, PLAY as PLAYING
from .rubicon import rubicon_over, settle_rubicon
from .variants import VARIANTS
from .shared_events import say, say_once, scored
from ... import language      # the words a refusal is said in (shared_events.say is another)
from .scoring import (CARTE_BLANCHE, EVERY_CARD, LEAD_POINTS, PIC_BONUS, TEN_OR_BETTER,
                      WIN_POINTS, PicRepicWatch, cards_and_capot, first_to_reach,
                      last_trick_points, reckoning_order)

VARIANT_DEFAULTS = {"au-cent": {"point_by": "value", "play_scoring": TEN_OR_BETTER},
                    "rubicon": {"point_by": "cards", "play_scoring": EVERY_CARD}}
GAME_POINTS = 100
LURCH_BELOW = 50
# every card played, made once: the playouts of the computer players play millions
_PLAYED = tuple(tuple(Event(Played(c), s, (c,)) for c in range(32))
                for s in (0, 1))
_DEALT = (Event(Dealt(0), 0), Event(Dealt(1), 1))
# the places in the shuffled pack of elder's cards and the dealer's: dealt by twos, elder
# first, as in England
_ELDER_DEALT = itemgetter(*(i for i in range(24) if i % 4 < 2))
_DEALER_DEALT = itemgetter(*(i for i in range(24) if i % 4 >= 2))
_PACK = tuple(range(32))
# each seat's plays of one suit's cards, by suit << 8 | that suit's byte of a hand, in
# the order of cards_in: a random player's choices are one lookup following, four leading
_PLAYS = tuple(tuple(tuple(PLAY[seat][c] for c in cards_in_suit(b << 8 * s, s))
                     for s in range(4) for b in range(256)) for seat in (0, 1))
# every trick, made when first played: by leader << 10 | lead << 5 | follow (which decide
# the winner)
_TRICKS: list[Event | None] = [None] * 2048


def _trick(winner: int, leader: int, lead: int, follow: int) -> Event:
    e = _TRICKS[leader << 10 | lead << 5 | follow]
    if e is None:
        e = _TRICKS[leader << 10 | lead << 5 | follow] = Event(
            TrickWon(winner, ((leader, lead), (1 - leader, follow))), winner, (lead, follow))
    return e




def _point_events(points: dict[str, tuple[int, ...]], reason: str):
    """A play point's scoring event by [play_scoring][seat][card], None for no point:
    made once (the plain scores are shared), so a trick looks its points up."""
    return {scoring: tuple(tuple(score_event(seat, p, "play", (), reason) if p else None
                                 for p in by_card) for seat in (0, 1))
            for scoring, by_card in points.items()}


_LED_POINT = _point_events(LEAD_POINTS, "card_led")
_WON_POINT = _point_events(WIN_POINTS, "trick_won")
# The one kind of action each phase takes.
_ACTION_OF_PHASE = {PLAYING: Play, EXCHANGE: Exchange, DECLARE: Declare}


class PiquetState(Declaring, State):
    game = "piquet"
    OUT_OF_TURN = frozenset({Ask})    # the suit of a discard is asked at any moment of play
    OPTIONS = {
        "point_by": ("value", ("value", "cards")),
        "english_point": (False, (False, True)),
        "dealer_must_draw": (False, (False, True)),
        "play_scoring": (TEN_OR_BETTER, (TEN_OR_BETTER, EVERY_CARD)),
    }
    THRESHOLD = 30        # repic and pic (Normand and Voleur: 20)
    MEMOS = frozenset({"_offered"})     # what sample_action drew last (offered_mask)

    def __init__(self, variant=None, options=None, seats=None, seed=None, deals=None):
        if seed is None:    # a concrete seed, so that undo and saves deal the same cards
            seed = random.SystemRandom().randrange(1 << 62)
        super().__init__(variant or "au-cent", options, seats, seed, deals, default_seats=2)
        if self.variant not in VARIANT_DEFAULTS:
            raise ValueError(f"unknown variant '{self.variant}' of piquet")
        if len(self.seats) != 2:
            raise ValueError("two-handed Piquet needs two seats")
        for k, v in VARIANT_DEFAULTS[self.variant].items():
            if k not in (options or {}):
                self.options[k] = v
        self.given_options = dict(options or {})
        # the play points' events for these rules, by seat and card (None: no point)
        scoring = self.options["play_scoring"]
        self._led_points, self._won_points = _LED_POINT[scoring], _WON_POINT[scoring]
        # the declarations' tables for these rules, shared (declaring_choices.py)
        self._rules = rules_for(self.options["point_by"], self.options["english_point"],
                                VARIANTS[self.variant].undercalls)
        self.totals = [0, 0]
        self.deal_points_list: list[list[int]] = []
        self.outcome: Result | None = None
        self.phase: Phase = WAITING
        # the declaration or exchange sample_action drew last, as (action, its cards'
        # mask, deal log, phase, class, seat, the declaration's Choice): see offered_mask
        self._offered: tuple[Action, int, DealLog, Phase, int, int, Choice | None] | None = None
        self._opening: list[Event] = []
        self.due = self.preset_deals[0].dealer if self.preset_deals else self._cut()
        # each deal is shuffled from its own seed, so a clone needs no copy of a generator
        self.deal_seed = self.rng.getrandbits(64)
        self._start_due_deal()

    # ----- cutting and dealing ---------------------------------------------------------
    def _cut(self) -> int:
        """Both cut; the lower card deals (and has the choice).  Ties cut again."""
        while True:
            a, b = self.rng.sample(range(32), 2)
            if a & 7 != b & 7:
                dealer = 0 if a & 7 < b & 7 else 1
                self._opening.append(Event(Cut((a, b), dealer), dealer, (a, b)))
                return dealer

    def _shuffle_deal(self, dealer: int) -> DealSetup:
        pack = list(_PACK)
        shuffle(pack, seeded(self.deal_seed + len(self.deals)))
        elder = sorted(_ELDER_DEALT(pack))
        other = sorted(_DEALER_DEALT(pack))
        return DealSetup(dealer, [other, elder] if dealer == 0 else [elder, other], pack[24:])

    def _start_due_deal(self) -> list[Event]:
        """Deal the next hand if its cards are known (a record may stop here)."""
        if self.due is None or self.phase is not WAITING:
            return []
        setup = self._next_setup(self.due, self._shuffle_deal)
        if setup is None:
            return []
        if self.preset_deals is not None:     # given cards (ours are dealt right)
            _check_setup(setup)
        self._begin_deal(setup)
        self.due = None
        dealer = setup.dealer
        elder = 1 - dealer
        self.dealer, self.elder = dealer, elder
        self.hands = [mask_of(setup.hands[0]), mask_of(setup.hands[1])]
        self.dealt = list(self.hands)
        self.discards = [0, 0]
        self.stock = list(setup.stock)
        self.exchanged = [None, None]
        self.seen = [0, 0]
        self.left_taken = 0     # cards elder left that the dealer then drew (elder saw them)
        self.remnant_looked = False       # the dealer looked at the cards he left
        self.shown = [0, 0]
        self.decl_class = 0
        self.called = 0
        self.called_under = False
        self.hand_scores: list[tuple[int, int]] = []
        self.pending: list[Event] = []
        self.watch = PicRepicWatch(2, self.THRESHOLD)
        self.lead = -1
        self.leader = elder
        self.tricks: list[tuple[int, int, int, int]] = []
        self.asked = ()                   # (seat, rank): asked about (asking.py)
        self.won = [0, 0]
        self.deal_points = [0, 0]
        self.phase, self.turn = EXCHANGE, elder
        events = self._opening + [_DEALT[dealer]]
        self._opening = []
        if not self.hands[elder] & COURTS:
            events += self._carte_blanche(elder)
        self._log_events(events)
        return events

    def _carte_blanche(self, seat: int) -> list[Event]:
        self.shown[seat] = self.dealt[seat]
        self.seen[1 - seat] |= self.dealt[seat]
        self.hand_scores.append((seat, CARTE_BLANCHE))
        return [say(seat, Exclaimed("carte_blanche")),
                self._score(seat, CARTE_BLANCHE, "carte_blanche", "carte_blanche",
                            self.dealt[seat])]

    def _score(self, seat: int, points: int, category: str, reason: str, mask: int = 0):
        """Score now (``reason`` as in events.Scored; "" names the cards' combination)."""
        self.deal_points[seat] += points
        return scored(seat, points, category, reason, mask)

    # ----- the protocol ----------------------------------------------------------------
    def current_player(self) -> int | None:
        if self.phase is OVER:
            return None
        if self.phase is WAITING:         # a record's deals ran out: elder would act
            return None if self.due is None else 1 - self.due
        return self.turn

    def is_over(self) -> bool:
        # a phase that takes an action always has a player (the common case, one lookup)
        return self.phase not in _ACTION_OF_PHASE and self.current_player() is None

    def _deal_if_due(self) -> list[Event]:
        return self._start_due_deal()

    def legal_actions(self) -> list[Action]:
        seat = self.current_player()
        if seat is None or self.phase is WAITING:
            return []
        if self.phase is PLAYING:
            plays = PLAY[seat]
            return [plays[c] for c in self._playable()]
        if self.phase is EXCHANGE:
            low, high = self._exchange_range(seat)
            out: list[Action] = [Exchange(seat, d) for d in
                                 exchange.discards(cards_in(self.hands[seat]), low, high)]
            if seat == self.dealer:     # leaving cards, he may waive his look at them
                out += [Exchange(seat, a.cards, False) for a in out if len(a.cards) < high]
            return out
        return self._declare_choices(seat)

    def sample_action(self, rng: random.Random) -> Action:
        """As ``rng.choice(self.legal_actions())`` would draw (the same draw for a play
        or a declaration), making only the action chosen; a declaration or exchange
        drawn is offered (``offered_mask``)."""
        if self.phase is PLAYING:    # the common case first: _playable's plays, by table
            turn, lead = self.turn, self.lead
            hand = self.hands[turn]
            plays = _PLAYS[turn]
            if lead >= 0:
                suit = lead >> 3
                following = plays[suit << 8 | hand >> 8 * suit & 0xFF]
                if following:
                    return choice(following, rng)
            return choice(plays[hand & 0xFF] + plays[256 | hand >> 8 & 0xFF]
                          + plays[512 | hand >> 16 & 0xFF] + plays[768 | hand >> 24], rng)
        kind = _ACTION_OF_PHASE.get(self.phase)
        if kind is Exchange:
            seat = self.turn
            low, high = self._exchange_range(seat)
            if seat != self.dealer:
                drawn = Exchange(seat, exchange.sample(cards_in(self.hands[seat]), low, high,
                                                       rng))
            else:
                cards, look = exchange.sample_dealer(cards_in(self.hands[seat]), low, high,
                                                     rng)
                drawn = Exchange(seat, cards, look)
            self._offer(drawn, mask_of(drawn.cards))
            return drawn
        if kind is Declare:
            return self._sample_declare(self.turn, rng)
        return rng.choice(self.legal_actions())

    def is_legal(self, action: Action) -> bool:
        try:
            self._check(action)
        except IllegalAction:
            return False
        return True

    def auto_action(self) -> Action | None:
        """With no declare actions in a record, each player declares all that scores."""
        if self.phase is not DECLARE:
            return None
        return self._full_declaration(self.turn)

    def implied_action(self, following: Action) -> Action | None:
        """The dealer's exchange of no cards, when the record goes on without it."""
        if self.phase is not EXCHANGE:
            return None
        return exchange.taken_nothing(self, self.turn, following)

    def result(self) -> Result | None:
        return self.outcome

    # ----- checking an action ----------------------------------------------------------
    def _check(self, action: Action):
        want = _ACTION_OF_PHASE.get(self.phase)
        if want is None:        # between deals, or over
            if self.current_player() is None:
                raise IllegalAction(language.say("the game is over"))
            raise IllegalAction(language.say("the next deal's cards are not known"))
        seat = self.turn
        if action.seat != seat:
            raise IllegalAction(language.say("it is {who}'s turn", who=self.seats[seat]))
        if type(action) is not want:
            raise IllegalAction(language.say("cannot {kind} now: it is time to {phase}",
                                              kind=action.KIND, phase=self.phase))
        if type(action) is Play:       # the common case, on the card alone
            return self._check_play(action, seat, self.hands[seat])
        dialogue.check_fields(action)
        cards = action.cards
        mask = mask_of(cards)
        if mask.bit_count() != len(cards):
            raise IllegalAction(language.say("a card is named twice"))
        if mask & ~self.hands[seat]:
            raise IllegalAction(language.say(
                "{who} does not hold {cards}", who=self.seats[seat],
                cards=" ".join(names(cards_in(mask & ~self.hands[seat])))))
        if type(action) is Exchange:
            low, high = self._exchange_range(seat)
            if not low <= len(cards) <= high:
                raise IllegalAction(
                    language.say("the elder must exchange {low} to {high} cards", low=low,
                                 high=high) if seat == self.elder
                    else language.say("the dealer must exchange {low} to {high} cards",
                                      low=low, high=high))
            if not action.look and (seat != self.dealer or len(cards) == high):
                raise IllegalAction(language.say("only the dealer, leaving cards in the talon, "
                                                  "may decline to look at them"))
            return mask
        if type(action) is Declare:
            return self._check_declare(action, seat, mask)
        # no phase wants another kind
        raise IllegalAction(language.say("cannot {kind} now", kind=action.KIND))

    def _check_play(self, action: Play, seat: int, hand: int) -> int:
        """The card of a play in turn by ``seat``, who holds ``hand``."""
        if action.source is not None:
            dialogue.check_fields(action)
        c = action.card
        if not hand >> c & 1:
            raise IllegalAction(language.say("{who} does not hold {cards}", who=self.seats[seat],
                                              cards=names((c,))[0]))
        if self.lead >= 0:
            suit = SUIT_MASK[self.lead >> 3]
            if hand & suit and not 1 << c & suit:
                raise IllegalAction(language.say("you must follow suit"))
        return c

    def _exchange_range(self, seat: int) -> tuple[int, int]:
        if seat == self.elder:
            return 1, exchange.most_to_take(True)
        return (1 if self.options["dealer_must_draw"] else 0), len(self.stock)

    def _playable(self) -> tuple[int, ...]:
        hand = self.hands[self.turn]
        if self.lead >= 0:
            suit = self.lead >> 3
            if hand & SUIT_MASK[suit]:
                return cards_in_suit(hand, suit)
        return cards_in(hand)

    # ----- applying --------------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        """``State.apply``; a card played in turn goes straight to its checks (every
        trick of every playout), logged in the deal it belongs to as there."""
        if type(action) is Play and self.phase is PLAYING and action.seat == self.turn \
                and 0 <= action.card < 32:
            deal = self.deals[-1]
            events = self._play(action, deal)
            self.history.append(action)
            deal.actions.append(action)
            return events
        o = self._offer_of(action)
        if o is not None:   # drawn by sample_action for this decision: legal
            deal, chosen = o[2], o[6]
            if chosen is not None:
                events = self._declare(action.seat, chosen)
            else:
                assert isinstance(action, Exchange), "only these are offered"
                events = self._exchange(action.seat, o[1], len(action.cards), action.look)
            deal.events.extend(events)
            self.history.append(action)
            deal.actions.append(action)
            return events
        return State.apply(self, action)

    def _offer(self, action: Declare | Exchange, mask: int, choice: Choice | None = None) -> None:
        """``action``, of the cards ``mask``, was drawn legal for the decision now due
        (a declaration with its ``Choice``)."""
        self._offered = (action, mask, self.deals[-1], self.phase, self.decl_class, self.turn,
                         choice)

    def offered_mask(self, action: Action) -> int | None:
        """The cards (a mask) of ``action`` if it is the declaration or exchange this
        state drew for the decision now due, so known legal; else None (check it).  A
        drawn declaration is the same shared object in every deal (``_declaration``):
        the offer is held to the deal's log, phase, class and seat, which a deal passes
        through once (a clone's log is its own)."""
        o = self._offer_of(action)
        return None if o is None else o[1]

    def _offer_of(self, action: Action):
        """The offer ``_offer`` kept, if ``action`` is the very object it holds for the
        decision now due; else None."""
        o = self._offered
        if o is not None and o[0] is action and o[2] is self.deals[-1] and o[3] is self.phase \
                and o[4] == self.decl_class and o[5] == self.turn:
            return o
        return None

    def _apply(self, action: Action) -> list[Event]:
        seat = action.seat
        if type(action) is Play and self.phase is PLAYING and seat == self.turn:
            # every trick: of _check's tests only the card's are left to make
            return self._play(action, self.deals[-1])
        if type(action) is Ask:           # out of turn, in the play
            events = asking.answer(self, seat, action.rank)
            self._log_events(events)
            return events
        checked = self._check(action)       # the action is the phase's kind
        if isinstance(action, Exchange):
            events = self._exchange(seat, checked, len(action.cards), action.look)
        else:
            events = self._declare(seat, checked)
        self._log_events(events)
        return events

    def _exchange(self, seat: int, mask: int, n: int, look: bool = True) -> list[Event]:
        self.hands[seat] ^= mask
        self.discards[seat] = mask
        drawn, self.stock = self.stock[:n], self.stock[n:]
        self.hands[seat] |= mask_of(drawn)
        self.exchanged[seat] = n
        events = [say_once(seat, Exchanged, n)]
        if seat == self.elder:
            left = self.stock[:5 - n]
            self.seen[seat] |= mask_of(left)
            if left:
                events.append(say_once(seat, Left, len(left)))
            self.turn = self.dealer
            if not self.dealt[self.dealer] & COURTS:
                events += self._carte_blanche(self.dealer)
        else:
            # he takes elder's leftovers first, in order: elder, who looked at them,
            # knows which of them went to the dealer's hand
            elder_took = self.exchanged[self.elder]
            assert elder_took is not None, "elder exchanges first"
            self.left_taken = mask_of(drawn[:5 - elder_took])
            # the dealer's right to look at what is left; waived, elder may not either
            self.remnant_looked = look and bool(self.stock)
            if self.remnant_looked:
                self.seen[seat] |= mask_of(self.stock)
            self.phase, self.turn, self.decl_class = DECLARE, self.elder, 0
        return events

    def _play(self, action: Play, deal: DealLog) -> list[Event]:
        """A card played in turn, checked (``_check_play``) and played; its events are
        logged in ``deal``, the deal in progress."""
        seat = action.seat
        hand = self.hands[seat]
        card = self._check_play(action, seat, hand)
        self.hands[seat] = hand & ~(1 << card)
        events = [_PLAYED[seat][card]]
        if self.lead < 0:
            self.lead, self.leader, self.turn = card, seat, 1 - seat
            point = self._led_points[seat][card]
            if point is not None:
                self._play_point(events, seat, point)
            if not self.tricks:
                events += self._first_lead()
            deal.events.extend(events)
            return events
        lead, leader = self.lead, self.leader
        winner = seat if card >> 3 == lead >> 3 and card > lead else leader
        self.won[winner] += 1
        self.tricks.append((leader, lead, card, winner))
        self.lead, self.turn, self.leader = -1, winner, winner
        events.append(_TRICKS[leader << 10 | lead << 5 | card]
                      or _trick(winner, leader, lead, card))
        if winner == seat:
            point = self._won_points[seat][card]
            if point is not None:
                self._play_point(events, seat, point)
        last = len(self.tricks) == 12
        if last:
            capot = self.won[winner] == 12
            pts = last_trick_points(capot, self.options["play_scoring"])
            if pts:
                self._play_point(events, winner,
                                 score_event(winner, pts, "play", (), "last_trick"))
            for s, p, category in cards_and_capot(self.won):
                events.append(self._score(s, p, category, category))
            deal.events.extend(events)
            return events + self._end_deal()
        deal.events.extend(events)
        return events

    def _play_point(self, events: list[Event], seat: int, point: Event) -> None:
        """Score a play point (its event made already) onto ``events``, and the pic."""
        self.deal_points[seat] += point.points      # as _score, without its cards
        events.append(point)
        watch = self.watch
        if watch.open and watch.play(seat, point.points):
            events += [say(seat, Exclaimed("pic")), self._score(seat, PIC_BONUS, "pic", "pic")]

    def _first_lead(self) -> list[Event]:
        """Elder gives his count; the dealer claims what was good in his hand; elder may
        now look at the cards the dealer left."""
        elder, dealer = self.elder, self.dealer
        events = []
        if self.deal_points[elder]:
            events.append(say_once(elder, Counted, self.deal_points[elder]))
        if self.remnant_looked:         # "if the dealer does not look [...] the pone
            self.seen[elder] |= mask_of(self.stock)    # cannot see them either"
        if self.pending:
            for e in self.pending:
                if e.category is not None:
                    self.deal_points[dealer] += e.points
            events += self.pending
            events.append(say_once(dealer, Counted, self.deal_points[dealer]))
            self.pending = []
        return events

    # ----- the end of a deal and of the game -------------------------------------------
    def _end_deal(self) -> list[Event]:
        log = self.deals[-1]
        # every score of the deal went into deal_points as it was made (the dealer's
        # hand scores when he claimed them at elder's first lead)
        points = list(self.deal_points)
        before = list(self.totals)
        self.totals = [before[0] + points[0], before[1] + points[1]]
        self.deal_points_list.append(points)
        number = len(self.deals)
        events = [Event(DealEnded(number, tuple(points), tuple(self.totals)))]
        if VARIANTS[self.variant].six_deals:
            if rubicon_over(number, self.totals):
                self.outcome = settle_rubicon(self.totals, deals=number)
        elif max(self.totals) >= GAME_POINTS:
            winner, at = first_to_reach(log.events, before, GAME_POINTS)
            assert winner is not None, "a total reached the game in this deal"
            lurch = at[1 - winner] < LURCH_BELOW
            self.outcome = Result(winner, 2 if lurch else 1,
                                  Ending(ending.LURCH if lurch else ending.GAME),
                                  list(self.totals))
        self.phase = WAITING
        if self.outcome is not None:
            self.phase = OVER
            o = self.outcome
            events.append(Event(GameEnded.of(o), o.winner))
        self._log_events(events)
        if self.outcome is None:
            self.due = self.elder
            events += self._start_due_deal()
        return events

    def deal_summary(self, index: int) -> dict:
        out = super().deal_summary(index)
        out["events"] = reckoning_order(self.deals[index].events)
        return out

    # ----- what one seat may know --------------------------------------------------------
    def observation(self, seat: int) -> PiquetObservation:
        return observe(self, seat)

    # ----- copies -----------------------------------------------------------------------
    def _restart(self) -> "PiquetState":
        return PiquetState(self.variant, self.given_options, self.seats, self.seed,
                           self.preset_deals)

    def clone(self) -> "PiquetState":
        """A copy for search.  Every list and dict the state holds is copied, whatever
        its name, among the deal's fields and in the dict (a list a later change adds is
        never shared between a search's copy and the real game); the pic watch is
        copied; the finished deals' logs are shared, as they no longer change, and the
        one in progress copied."""
        new = object.__new__(PiquetState)
        if hasattr(self, "dealer"):         # a deal has begun: its fields are all set
            for name, v in zip(DealFields.__slots__, _deal_fields(self)):
                setattr(new, name, v.copy() if type(v) is list or type(v) is dict else v)
            new.watch = self.watch.copy()
        d = new.__dict__
        for k, v in self.__dict__.items():
            d[k] = v.copy() if type(v) is list or type(v) is dict else v
        if self.deals:
            last = self.deals[-1]
            d["deals"][-1] = DealLog(last.setup, list(last.actions), list(last.events))
        return new


# every field of the deal in progress, read at once (the clone's)
_deal_fields = attrgetter(*DealFields.__slots__)


def _check_setup(setup: DealSetup) -> None:
    if setup.dealer not in (0, 1):
        raise IllegalAction(language.say("the dealer must be seat 0 or 1, not {dealer}",
                                          dealer=setup.dealer))
    if setup.turnup is not None:
        raise IllegalAction(language.say("Piquet turns up no card"))
    sizes = [len(h) for h in setup.hands]
    every = [c for h in setup.hands for c in h] + list(setup.stock)
    if len(setup.hands) != 2 or sizes != [12, 12] or len(setup.stock) != 8 \
            or sorted(every) != list(range(32)):
        raise IllegalAction(language.say("a Piquet deal is twelve cards each and a talon of "
                                          "eight, from one pack of thirty-two"))
