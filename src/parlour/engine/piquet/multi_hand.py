"""The Piquet deal for three or four at the table: Normand and Voleur share it.

Flow of one deal: the deal (carte blanche is scored at once, by every holder, shown);
the talon exchange where there is one (Normand: the dealer alone); then the first trick,
in which each player, when his turn comes, first declares - point, sequences, sets, one
``declare`` action per class - and then plays.  When the last player has declared, the
announcements are compared round the table and scored (with repic); then the tricks go
on.  Play passes to the left (seat + 1); elder hand sits on the dealer's left.

Scores go into the deal's event log in the order they reckon (carte blanche, point,
sequence, set, repic, play, pic, cards, capot): the first trick's points for leading and
winning are written when it is gathered, after the declarations, as the book has A do.
Who goes out first is read from that order.
"""
from __future__ import annotations

from typing import Sequence

from ..cards import SUIT_MASK, card_name, cards_of, mask_of, names
from .. import ending
from ..ending import Ending
from ..actions import PLAY, Action, Declare, Exchange, Play
from ..core import DealSetup, Event, IllegalAction, Result, State, score_event
from ..events import DealEnded, Exchanged, Played, TrickWon
from ...language import english, say
from ..sentences import sentence
from . import dialogue, exchange
from .declarations import COURTS, point_in_suit
from ..observed import Announcement
from .multi_observation import MultiHandObservation, observe
from .phase import EXCHANGE, OVER, WAITING, PLAY as PLAYING
from .multi_reckoning import Announced, Entry, carte_blanche_first, hand_events
from .scoring import (CARTE_BLANCHE, EVERY_CARD, TEN_OR_BETTER, PicRepicWatch,
                      last_trick_points, lead_points, win_points)



class MultiHandState(State):
    """Piquet with more than two at the table.  Subclasses set the table's shape."""

    game = "piquet"
    OPTIONS = {
        "play_scoring": (TEN_OR_BETTER, (TEN_OR_BETTER, EVERY_CARD)),
        "english_point": (False, (False, True)),
        "point_by": ("value", ("value", "cards")),
    }
    SEATS = 3
    HAND = 10
    TALON = 0            # cards the dealer may exchange for
    SIDES: tuple[int, ...] = (0, 1, 2)
    MIN_POINT = 0        # Voleur: no point under 30 may be announced
    THRESHOLD, REPIC_TO, PIC_TO = 20, 90, 60
    GAME = 100

    def __init__(self, variant, options, seats, seed, deals):
        super().__init__(variant, options, seats, seed, deals, default_seats=self.SEATS)
        if len(self.seats) != self.SEATS:
            raise ValueError(f"{type(self).__name__} is for {self.SEATS} players, "
                             f"not {len(self.seats)}")
        self.n_sides = max(self.SIDES) + 1
        self.totals = [0] * self.n_sides         # the game's score by side
        self.winner: int | None = None           # side that went out first
        self.at_out: list[int] = []              # every side's total at that moment
        self._start_deal(self.SEATS - 1)

    # ----- dealing ----------------------------------------------------------------------
    def _shuffle_deal(self, dealer: int) -> DealSetup:
        pack = list(range(32))
        self.rng.shuffle(pack)
        n = self.HAND
        hands = [sorted(pack[i * n:(i + 1) * n]) for i in range(self.SEATS)]
        return DealSetup(dealer, hands, pack[self.SEATS * n:])

    def _start_deal(self, dealer: int) -> list[Event]:
        self.dealer = dealer
        setup = self._next_setup(dealer, self._shuffle_deal)
        if setup is None:
            self.phase = WAITING               # a record that stops before this deal
            return []
        every = [c for h in setup.hands for c in h] + list(setup.stock)
        if [len(h) for h in setup.hands] != [self.HAND] * self.SEATS \
                or len(setup.stock) != self.TALON or sorted(every) != list(range(32)):
            raise IllegalAction(say("deal {n}: {seats} hands of {hand} and a talon of {talon} "
                                    "are needed", n=len(self.deals) + 1, seats=self.SEATS,
                                    hand=self.HAND, talon=self.TALON))
        self._begin_deal(setup)
        self.hands = [mask_of(h) for h in setup.hands]
        self.talon = list(setup.stock)
        self.discards = 0                        # the dealer's, seen by him alone
        self.left = 0                            # talon cards not taken, dealer may see
        self.step = [0] * self.SEATS             # next class each player declares
        self.said: list[list] = [[None, (), ()] for _ in range(self.SEATS)]
        self.calls: list[Announcement] = []      # announcements as said aloud
        self.shown = 0                           # cards shown: scored combinations
        self.cb_shown: dict[int, int] = {}
        self.leader = self.elder
        self.trick: list[tuple[int, int]] = []
        self.tricks = [0] * self.SEATS
        # gathered tricks: (winner, its (seat, card) in the order played)
        self.gathered: list[tuple[int, tuple[tuple[int, int], ...]]] = []
        self.deal_points = [0] * self.SEATS
        self.entries: list[Entry] = []
        events = []
        blanches = []
        for seat in self.order:
            if not self.hands[seat] & COURTS:
                self.cb_shown[seat] = self.hands[seat]
                events.append(score_event(seat, CARTE_BLANCHE, "carte_blanche",
                                          cards_of(self.hands[seat]), "carte_blanche"))
                blanches.append(Entry(self.SIDES[seat], seat, CARTE_BLANCHE))
        self.entries = carte_blanche_first(blanches)
        self.watch = PicRepicWatch(self.n_sides, self.THRESHOLD)
        self.repic_by: int | None = None         # seat whose hand score made the repic
        self.pic_by: int | None = None           # seat whose play point made the pic
        for e in self.entries:
            self._watch_hand(e.seat, e.points)
        self._score(events, log_entries=False)
        self.phase = EXCHANGE if self.TALON else PLAYING
        self._log_events(events)
        return events

    @property
    def elder(self) -> int:
        return (self.dealer + 1) % self.SEATS

    @property
    def order(self) -> list[int]:
        return [(self.dealer + 1 + i) % self.SEATS for i in range(self.SEATS)]

    # ----- whose turn, what may be done -------------------------------------------------
    def current_player(self) -> int | None:
        if self.winner is not None:
            return None
        if self.phase is EXCHANGE:
            return self.dealer
        if self.phase is WAITING:       # the seat that would act first
            return self.dealer if self.TALON else self.elder
        return (self.leader + len(self.trick)) % self.SEATS

    def _full(self, seat: int, category: str) -> int:
        """The cards of everything the player holds in a class (0: nothing to declare)."""
        full = dialogue.union(dialogue.held(category, self.hands[seat], self.options["point_by"]))
        return full if self._may_call(category, full) else 0

    def _may_call(self, category: str, mask: int) -> bool:
        """Voleur: no point under 30 may be announced."""
        if category != "point" or not mask:
            return True
        point = point_in_suit(mask)       # None: no point at all, refused as such
        return point is None or point.value >= self.MIN_POINT

    def _declare_choices(self, seat: int) -> list[int]:
        """Everything, the two-handed game's ways of sinking part of it, or nothing."""
        category = dialogue.CATEGORIES[self.step[seat]]
        hand, by = self.hands[seat], self.options["point_by"]
        masks = [dialogue.union(dialogue.held(category, hand, by))]
        masks += dialogue.sinkings(category, hand, by) + [0]
        return [m for m in dict.fromkeys(masks) if self._may_call(category, m)]

    def _declare_action(self, seat: int, mask: int) -> Action:
        category = dialogue.CATEGORIES[self.step[seat]]
        return Declare(seat, category, tuple(cards_of(mask)))

    def legal_actions(self) -> list[Action]:
        seat = self.current_player()
        if seat is None or self.phase is WAITING:
            return []
        if self.phase is EXCHANGE:
            return self._exchanges(seat)
        if self.step[seat] < 3:
            return [self._declare_action(seat, m) for m in self._declare_choices(seat)]
        plays = PLAY[seat]
        return [plays[c] for c in cards_of(self._playable(seat))]

    def sample_action(self, rng) -> Action:
        """A uniform legal action without listing them all (the AI's playouts)."""
        seat = self.current_player()
        if seat is None or self.phase is WAITING:
            raise IllegalAction(say("no action to choose"))
        if self.phase is EXCHANGE:
            hand = cards_of(self.hands[seat])
            return Exchange(seat, exchange.sample(hand, 0, self.TALON, rng))
        if self.step[seat] < 3:
            return self._declare_action(seat, rng.choice(self._declare_choices(seat)))
        return PLAY[seat][rng.choice(cards_of(self._playable(seat)))]

    def _exchanges(self, seat: int) -> list[Action]:
        hand = cards_of(self.hands[seat])
        return [Exchange(seat, d) for d in exchange.discards(hand, 0, self.TALON)]

    def _playable(self, seat: int) -> int:
        hand = self.hands[seat]
        if self.trick:
            suited = hand & SUIT_MASK[self.trick[0][1] >> 3]
            if suited:
                return suited
        return hand

    def auto_action(self) -> Action | None:
        """Full declarations when a record leaves them out (INTERFACES.md)."""
        seat = self.current_player()
        if seat is None or self.phase is not PLAYING or self.step[seat] >= 3:
            return None
        return self._declare_action(seat, self._full(seat, dialogue.CATEGORIES[self.step[seat]]))

    def implied_action(self, following: Action) -> Action | None:
        """The dealer's exchange of no cards (Normand), when the record goes on without it."""
        if self.phase is not EXCHANGE or self.winner is not None:
            return None
        return exchange.taken_nothing(self, self.dealer, following)

    # ----- doing it ---------------------------------------------------------------------
    def _apply(self, action: Action) -> list[Event]:
        seat = self.current_player()
        if seat is None:
            raise IllegalAction(say("the game is over"))
        if self.phase is WAITING:
            raise IllegalAction(say("this record has no cards for the next deal"))
        if action.seat != seat:
            raise IllegalAction(say("it is seat {turn}'s turn, not seat {seat}'s", turn=seat,
                                    seat=action.seat))
        dialogue.check_fields(action, undercall=False, look=False)
        if self.phase is EXCHANGE:
            if type(action) is not Exchange:
                raise IllegalAction(say("the dealer must first exchange (or take nothing)"))
            return self._exchange(seat, action.cards)
        if self.step[seat] < 3:
            if type(action) is not Declare:
                raise IllegalAction(say("declare first: point, then sequences, then sets"))
            return self._declare(seat, action)
        if type(action) is not Play:
            raise IllegalAction(say("cannot {kind} now: play one card", kind=action.KIND))
        return self._play(seat, action.card)

    def _exchange(self, seat: int, cards: Sequence[int]) -> list[Event]:
        m = mask_of(cards)
        if len(cards) > self.TALON or m.bit_count() != len(cards):
            raise IllegalAction(say("lay out at most {n} different cards", n=self.TALON))
        if m & ~self.hands[seat]:
            raise IllegalAction(say("you do not hold {card}",
                                    card=" ".join(names(cards_of(m & ~self.hands[seat])))))
        k = len(cards)
        self.hands[seat] = self.hands[seat] & ~m | mask_of(self.talon[:k])
        self.discards = m
        self.left = mask_of(self.talon[k:])
        self.phase = PLAYING
        events = [Event(Exchanged(k), seat)]
        self._log_events(events)
        return events

    def _declare(self, seat: int, action: Declare) -> list[Event]:
        category = dialogue.CATEGORIES[self.step[seat]]
        if action.category != category:
            raise IllegalAction(say("declare the {category} now (\"class\": \"{category}\")",
                                    category=category))
        m = mask_of(action.cards)
        if m.bit_count() != len(action.cards) or m & ~self.hands[seat]:
            raise IllegalAction(say("declare only cards you hold, each once"))
        combos = dialogue.combos_of(category, m)
        if combos is None:
            raise IllegalAction(say("those cards are not {what}",
                                    what=say(dialogue.CATEGORY_WORDS[category])))
        if not self._may_call(category, m):
            raise IllegalAction(say("no point under {n} may be announced", n=self.MIN_POINT))
        by = self.options["point_by"]
        said = self.said[seat]
        if category == "point":
            said[0] = combos[0] if combos else None
        else:
            said[1 if category == "sequence" else 2] = tuple(combos)
        said_aloud = dialogue.declared(category, (cards_of(c.mask) for c in combos), by)
        declared = Event(said_aloud, seat)
        with english():      # kept in the state: never in the window's language
            text = sentence(declared, self.seats)
        self.calls.append(Announcement(seat, "declared", text, category, True, said_aloud.said))
        self.step[seat] += 1
        events = [declared]
        if all(s == 3 for s in self.step):
            events += self._reckon_hands()
        self._log_events(events)
        return events

    def _reckon_hands(self) -> list[Event]:
        said = [Announced(*s) for s in self.said]
        events = hand_events(self.order, self.SIDES, said, self.options["point_by"],
                             self.options["english_point"])
        for e in events:
            self.shown |= mask_of(e.cards)
        self._score(events)
        for e in events:
            if e.seat is not None:
                self._watch_hand(e.seat, e.points)
        if self.repic_by is not None:
            repic = [score_event(self.repic_by, self.REPIC_TO - self.THRESHOLD, "repic",
                                 reason="repic")]
            self._score(repic)
            events += repic
        return events

    def _watch_hand(self, seat: int, points: int) -> None:
        if self.watch.hand(self.SIDES[seat], points):
            self.repic_by = seat

    def _score(self, events: list[Event], log_entries: bool = True) -> None:
        for e in events:
            if e.category is None or e.seat is None:
                continue
            self.deal_points[e.seat] += e.points
            if log_entries:
                self.entries.append(Entry(self.SIDES[e.seat], e.seat, e.points))

    def _play(self, seat: int, c: int) -> list[Event]:
        bit = 1 << c
        if not self.hands[seat] & bit:
            raise IllegalAction(say("you do not hold {card}", card=card_name(c)))
        if not self._playable(seat) & bit:
            raise IllegalAction(say("you must follow suit to {card}",
                                    card=card_name(self.trick[0][1])))
        self.hands[seat] &= ~bit
        self.trick.append((seat, c))
        events = [Event(Played(c), seat, (c,))]
        if len(self.trick) < self.SEATS:
            self._log_events(events)
            return events
        return self._gather(events)

    def _gather(self, events: list[Event]) -> list[Event]:
        lead_seat, lead = self.trick[0]
        suit = lead >> 3
        win_seat, win = max((sc for sc in self.trick if sc[1] >> 3 == suit), key=lambda sc: sc[1])
        self.tricks[win_seat] += 1
        self.gathered.append((win_seat, tuple(self.trick)))
        events.append(Event(TrickWon(win_seat, tuple(self.trick)), win_seat,
                            tuple(c for _, c in self.trick)))
        self.trick = []
        self.leader = win_seat
        how = self.options["play_scoring"]
        scores = []
        if lead_points(lead, how):
            scores.append(score_event(lead_seat, 1, "play", reason="lead", card=lead))
        # A partner winning his own side's lead counts nothing for it (Voleur).
        if self.SIDES[win_seat] != self.SIDES[lead_seat] and win_points(win, how):
            scores.append(score_event(win_seat, 1, "play", reason="win", card=win))
        last = not any(self.hands)
        if last:
            finals = self._trick_scores()
            if last_trick_points(any(f[2] == "capot" for f in finals), how):
                scores.append(score_event(win_seat, 1, "play", reason="last_trick"))
        self._score(scores)
        for e in scores:
            if e.seat is not None and self.watch.play(self.SIDES[e.seat], e.points):
                self.pic_by = e.seat
        events += scores
        if not last:
            self._log_events(events)
            return events
        ends = []
        if self.pic_by is not None:      # reckoned after all the points for play
            ends.append(score_event(self.pic_by, self.PIC_TO - self.THRESHOLD, "pic",
                                    reason="pic"))
        ends += [score_event(seat, pts, cat, reason=reason) for seat, pts, cat, reason in finals]
        self._score(ends)
        events += ends
        self._log_events(events)
        return events + self._end_deal()

    def _side_tricks(self) -> list[int]:
        out = [0] * self.n_sides
        for seat, n in enumerate(self.tricks):
            out[self.SIDES[seat]] += n
        return out

    def _trick_scores(self) -> list[tuple[int, int, str, str]]:
        """Cards and capot once all tricks are gathered: (seat, points, category, reason).
        Voleur's rule, by sides; Normand overrides with its three-way count."""
        per_side = self._side_tricks()
        top = max(range(self.n_sides), key=lambda s: per_side[s])
        seat = max((s for s in self.order if self.SIDES[s] == top), key=lambda s: self.tricks[s])
        if per_side[top] == self.HAND:
            return [(seat, 40, "capot", "capot")]
        if sorted(per_side)[-1] > sorted(per_side)[-2]:
            return [(seat, 10, "cards", "the_cards")]
        return []

    def _end_deal(self) -> list[Event]:
        before = list(self.totals)
        running = list(before)
        for e in self.entries:
            running[e.side] += e.points
            if self.winner is None and running[e.side] >= self.GAME:
                self.winner = e.side
                self.at_out = list(running)
        for seat, pts in enumerate(self.deal_points):
            self.totals[self.SIDES[seat]] += pts
        events = [Event(DealEnded(len(self.deals), tuple(self.deal_points), tuple(self.totals)))]
        self._log_events(events)
        if self.winner is not None:
            self.phase = OVER
            return events
        return events + self._start_deal((self.dealer + 1) % self.SEATS)

    # ----- the end ----------------------------------------------------------------------
    def result(self) -> Result | None:
        if self.winner is None:
            return None
        value, why = self._settle(self.winner)
        return Result(self.winner, value, why, [self.totals[s] for s in self.SIDES])

    def _settle(self, winner: int) -> tuple[int, Ending]:
        """What the game is worth to the ``winner`` side, and how it ended."""
        return 1, Ending(ending.FIRST_OUT, limit=self.GAME, seat=winner)

    # ----- what a seat may know ---------------------------------------------------------
    def observation(self, seat: int) -> MultiHandObservation:
        return observe(self, seat)

    # ----- copies -----------------------------------------------------------------------
    def _restart(self) -> "MultiHandState":
        return type(self)(self.variant, self.options, self.seats, self.seed, self.preset_deals)

    def clone(self) -> "MultiHandState":
        new = object.__new__(type(self))
        d = self.__dict__.copy()
        for k in ("totals", "at_out", "hands", "talon", "step", "trick", "tricks", "gathered",
                  "deal_points", "entries", "calls", "history"):
            if k in d:
                d[k] = list(d[k])
        if "said" in d:
            d["said"] = [list(s) for s in d["said"]]
        if "cb_shown" in d:
            d["cb_shown"] = dict(d["cb_shown"])
        d["deals"] = [type(log)(log.setup, list(log.actions), list(log.events)) for log in self.deals]
        if "watch" in d:
            d["watch"] = self.watch.copy()
        d["rng"] = type(self.rng)()
        d["rng"].setstate(self.rng.getstate())
        new.__dict__.update(d)
        return new
