"""The State protocol every game follows, and the small values it trades in.

Models: python-chess and OpenSpiel.  A State is a whole game (a partie, a Rubicon game,
a Binocle game to 1000) including its chance events: deals and draws come from a seeded
random generator, or from dealt cards given in advance (a record being replayed), so a
game is fully described by its seed or its dealt cards plus its list of actions.
"""
from __future__ import annotations

import random
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Sequence

from ..language import say
from ..shapes import is_whole
from .actions import Action, Play     # the actions' classes live in actions.py
from .cards import card_name, names, parse_card, parse_cards
from .ending import Ending
from .events import Combination, Payload, Scored
from .observed import Observation


class IllegalAction(ValueError):
    """An action the rules do not allow now.  The state is left unchanged."""


# ----- events -------------------------------------------------------------------------

# Scoring categories of shared/INTERFACES.md, in the order Piquet reckons them.
PIQUET_CATEGORIES = ("carte_blanche", "point", "sequence", "set", "repic", "play", "pic",
                     "cards", "capot")
MELDING_CATEGORIES = ("carte_blanche", "dix", "marriage", "sequence", "bezique", "binocle",
                      "four", "eight", "last_trick", "counting")


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened: a card moved, a trick won, a score, a deal ended.

    ``payload`` (events.py) says exactly what it was, and its class is the event's kind
    (``isinstance(e.payload, Played)``); ``seat``, ``cards``, ``points`` and ``category``
    are the common part every reader may use without knowing the kind.  Scoring events
    carry a ``category`` (INTERFACES.md) and ``points``; the view animates events, the
    records list the scoring ones in the order they reckon.  Its words come from
    ``sentences.sentence`` alone.
    """

    payload: Payload
    seat: int | None = None
    cards: tuple[int, ...] = ()
    points: int = 0
    category: str | None = None

    def reseated(self, seat_of) -> "Event":
        """The same event told with other seat numbers (``seat_of(old) -> new``)."""
        return Event(self.payload.reseated(seat_of),
                     None if self.seat is None else seat_of(self.seat),
                     self.cards, self.points, self.category)


def score_event(seat: int, points: int, category: str, cards: Sequence[int] = (),
                reason: str = "", *, card: int | None = None, count: int = 0,
                combination: Combination | None = None) -> Event:
    """A scoring event and its ``Scored`` payload (see there for ``reason``)."""
    if isinstance(cards, str):
        raise TypeError("a score's words come from its reason, not from a text")
    cards = tuple(cards)
    plain = not cards and card is None and combination is None
    if plain:      # a point for a card led, the last trick...: made once, then shared
        e = _PLAIN_SCORES.get((seat, points, category, reason, count))
        if e is not None:
            return e
    e = Event(Scored(category, points, cards, reason, card, count, combination),
              seat, cards, points, category)
    if plain:
        _PLAIN_SCORES[seat, points, category, reason, count] = e
    return e


_PLAIN_SCORES: dict[tuple, Event] = {}


@dataclass(slots=True)
class Result:
    """How a game ended, as data: who won (None: nobody), ``value`` what the winner wins
    (games, or points), ``ending`` why (the kind of ending and its figures), and the
    game's ``totals`` by seat.  Its words are made at the edge, from the ending
    (``sentences.ending_words``, the records' ``reason``)."""

    winner: int | None
    value: int
    ending: Ending
    totals: list[int] = field(default_factory=list)


# ----- deals --------------------------------------------------------------------------

@dataclass(slots=True)
class DealSetup:
    """Cards as dealt: one list per seat, the undealt stock top first, Binocle's turn-up."""

    dealer: int
    hands: list[list[int]]
    stock: list[int]
    turnup: int | None = None

    def to_record(self) -> dict:
        d: dict[str, Any] = {"dealer": self.dealer,
                             "hands": [names(h) for h in self.hands],
                             "stock": names(self.stock)}
        if self.turnup is not None:
            d["turnup"] = card_name(self.turnup)
        return d

    @classmethod
    def from_record(cls, d: Any) -> "DealSetup":
        """The record form read back; ValueError (NotationError for a card) naming what
        is wrong.  Whether the cards make the game's pack is the game's to check."""
        if not isinstance(d, dict):
            raise ValueError("a deal must be a JSON object")
        dealer = d.get("dealer")
        if not is_whole(dealer):
            raise ValueError("'dealer' must be a seat number")
        hands = d.get("hands")
        if not isinstance(hands, list) or not all(isinstance(h, list) for h in hands):
            raise ValueError("'hands' must be a list of card lists, one per seat")
        stock = d.get("stock", [])
        if not isinstance(stock, list):
            raise ValueError("'stock' must be a list of cards")
        turnup = d.get("turnup")
        dealt: list[list[int]] = [list(parse_cards(h)) for h in hands]
        return cls(dealer, dealt, list(parse_cards(stock)),
                   parse_card(turnup) if turnup is not None else None)


@dataclass(slots=True)
class DealLog:
    """One deal as it went: the setup, the actions taken, the events they caused."""

    setup: DealSetup
    actions: list[Action] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)

    def scoring_events(self) -> list[Event]:
        return [e for e in self.events if e.category is not None]


# ----- the protocol -------------------------------------------------------------------

class State(ABC):
    """A game in progress.  Subclasses implement the rules; this class keeps the log.

    Subclasses must call ``_log_action``/``_log_events`` (or use ``apply`` here, which
    wraps ``_apply``) and start each deal with ``_begin_deal``.  ``undone`` replays the
    game from its start, which is simple, exact, and fast enough for people; search
    code uses ``clone`` instead, and ``apply_unrecorded``.
    """

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        # the game's own _apply under its public name: bound as is, so a play-out pays
        # no extra call for each of its thousands of actions
        if "_apply" in cls.__dict__:
            cls.apply_unrecorded = cls._apply

    game: str = ""
    variant: str = ""
    # Lists and dicts a clone may share with its original: set once (or only ever
    # replaced whole, never changed in place).  Every other one a clone must copy
    # (tests/engine/test_state_mechanics.py holds each game to it).
    SHARED_IN_CLONES: frozenset[str] = frozenset({"seats", "options", "given_options"})
    # Answers a question may keep for the next time it is asked (never a fact of the
    # game: a question changes nothing else, tests/engine/test_state_mechanics.py).
    MEMOS: frozenset[str] = frozenset()
    # Action classes a seat may take when it is not its turn (Binocle's claim of 1000).
    OUT_OF_TURN: frozenset[type[Action]] = frozenset()

    def __init__(self, variant: str, options: dict | None, seats: Sequence[str] | None,
                 seed: int | None, deals: Sequence[DealSetup] | None,
                 default_seats: int = 2):
        self.variant = variant
        self.options = self.resolve_options(options or {})
        self.seats = list(seats) if seats else [f"Player {i + 1}" for i in range(default_seats)]
        self.seed = seed
        self.rng = random.Random(seed)
        self.preset_deals = list(deals) if deals is not None else None
        self.deals: list[DealLog] = []
        self.history: list[Action] = []

    # --- what subclasses provide ---
    OPTIONS: dict[str, tuple[Any, tuple]] = {}   # name -> (default, allowed values)

    @classmethod
    def resolve_options(cls, given: dict) -> dict:
        opts = {k: v[0] for k, v in cls.OPTIONS.items()}
        for k, v in given.items():
            if k not in cls.OPTIONS:
                raise ValueError(f"unknown rule option '{k}' for {cls.game}")
            allowed = cls.OPTIONS[k][1]
            # 9.0 or True are not the 9 or 1 of a list of whole numbers: same type too
            if allowed and not any(v == a and type(v) is type(a) for a in allowed):
                raise ValueError(f"rule option '{k}' must be one of {list(allowed)}, not {v!r}")
            opts[k] = v
        return opts

    @abstractmethod
    def current_player(self) -> int | None: ...

    @abstractmethod
    def legal_actions(self) -> list[Action]: ...

    @abstractmethod
    def _apply(self, action: Action) -> list[Event]:
        """Check and carry out ``action``; raise IllegalAction before changing anything."""

    @abstractmethod
    def result(self) -> Result | None: ...

    @abstractmethod
    def observation(self, seat: int) -> Observation:
        """What ``seat`` may know, as the game's frozen dataclass (engine/observed.py)."""

    @abstractmethod
    def _restart(self) -> "State":
        """A fresh state of the same game, seed, options and preset deals."""

    def is_over(self) -> bool:
        return self.current_player() is None

    def is_legal(self, action: Action) -> bool:
        return action in self.legal_actions()

    def sample_action(self, rng: random.Random) -> Action:
        """A uniformly random legal action.  Games with huge action lists (the Piquet
        exchange: 1,585 discards for elder) override this to draw without listing."""
        return rng.choice(self.legal_actions())

    def auto_action(self) -> Action | None:
        """The action the rules take when a record leaves it out (full declarations,
        carte blanche, the dix), or None."""
        return None

    def implied_action(self, following: Action) -> Action | None:
        """The null choice a record left out (no cards taken, nothing declared), when
        ``following`` - the record's next action - could only come after it; else None.

        Only where that is the one reading: ``following`` cannot be taken now, and the
        null choice is legal now.  ``engine.replay.follow`` applies it."""
        return None

    # --- shared machinery ---
    def apply(self, action: Action) -> list[Event]:
        """Carry out ``action`` and return the events it caused.

        Raises IllegalAction (state unchanged) when the rules forbid it.  The action is
        logged in the deal it belongs to, even when it ends that deal and starts the next.
        """
        # the games index tables by card: refuse junk here, once
        if type(action) is Play:
            if not 0 <= action.card < 32:
                raise IllegalAction(say("{card} is not a card", card=repr(action.card)))
        else:
            for c in action.cards:
                if not 0 <= c < 32:
                    raise IllegalAction(say("{card} is not a card", card=repr(c)))
        deal = self.deals[-1] if self.deals else None
        events = self._apply(action)
        self.history.append(action)
        if deal is not None:
            deal.actions.append(action)
        return events

    def apply_unrecorded(self, action: Action) -> list[Event]:
        """Carry out ``action`` as ``apply`` does (IllegalAction, state unchanged, when
        the rules forbid it), but write it in no history: for search play-outs on a
        clone, where nobody undoes, saves or replays.  Each game's is its ``_apply``."""
        return self._apply(action)

    def deal_summary(self, index: int) -> dict:
        """One deal for ``replay --json``: dealer, points by seat, the scoring events (as
        ``Event``s, in the order they reckon: ``records.summary`` words them), and what
        else a game adds (its brisques, its sides)."""
        log = self.deals[index]
        points = [0] * len(self.seats)
        for e in log.events:
            if e.category is not None and e.seat is not None:
                points[e.seat] += e.points
        return {"dealer": log.setup.dealer, "points": points,
                "events": log.scoring_events()}

    def restarted(self) -> "State":
        """The same game again from its first deal: same seed, options, seats and preset
        deals, no action taken."""
        return self._restart()

    def undone(self, count: int = 1) -> "State":
        """The game as it stood ``count`` actions ago, a new State: played again from its
        start (a game is its seed, its deals and its actions), so nothing of the later
        moves can linger in it.  This game is left as it is."""
        if not 0 < count <= len(self.history):
            raise IllegalAction(say("nothing to undo") if not self.history
                                else say("only {n} actions to take back", n=len(self.history)))
        fresh = self.restarted()
        for a in self.history[:-count]:
            fresh.apply(a)
        return fresh

    def shuffle_on(self) -> list[Event]:
        """From here on the deals are shuffled from the game's seed, as in a new game:
        a replayed save or a sampled world whose preset deals are used up carries on.
        Deals the hand now due, if the preset ones stopped just before it, and returns
        that deal's events (dealing is this explicit step, never a side effect of a
        question such as ``current_player``)."""
        self.preset_deals = None
        return self._deal_if_due()

    def _deal_if_due(self) -> list[Event]:
        """The deal a game waits for, dealt now (games that never wait have none)."""
        return []

    def clone(self) -> "State":
        import copy
        return copy.deepcopy(self)

    def _next_setup(self, dealer: int,
                    deal_fn: Callable[[int], DealSetup]) -> DealSetup | None:
        """The next deal: from the preset list when replaying, else shuffled with our rng."""
        index = len(self.deals)
        if self.preset_deals is not None:
            if index >= len(self.preset_deals):
                return None  # a record that stops here
            setup = self.preset_deals[index]
            if setup.dealer != dealer:
                raise IllegalAction(say("deal {n}: the dealer should be seat {dealer}, "
                                        "not {found}", n=index + 1, dealer=dealer, found=setup.dealer))
            return setup
        return deal_fn(dealer)

    def _begin_deal(self, setup: DealSetup) -> None:
        self.deals.append(DealLog(setup))

    def _log_events(self, events: Iterable[Event]) -> None:
        if self.deals:
            self.deals[-1].events.extend(events)
