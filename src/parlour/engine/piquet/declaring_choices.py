"""The declarations of one class, made ready once: what a declared mask makes, the
choices a hand has, and the events a winning declaration scores.

A two-handed deal declares six times, and a random player or a playout declares in every
deal it plays, so whatever a declaration needs is worked out the first time and kept:
``ClassRules`` holds, for one class under one set of rules (how the point is counted,
the English point, Rubicon's under-calls), a ``Made`` per declared mask (its
combinations, how strong it is, what it scores) and a ``Choice`` per seat and mask (the
``Declare`` action and the events it makes when called or when it wins).  The
declaring mixin (declaring.py) reads them; nothing here is a fact of a game.
"""
from __future__ import annotations

from typing import Callable

from ..actions import Declare
from ..core import Event
from ..events import Answered, SuitNamed, SuitsNamed
from . import dialogue
from .declarations import cards_in, point_suit, sequences_mask, sets_mask
from .shared_events import named, say, scored


class Made:
    """What a declared mask makes in a class (for either seat): its combinations best
    first, its strength (``dialogue.best_key``), the part of it said before the answer
    (``dialogue.said_key``), and what each combination scores."""

    __slots__ = ("mask", "combos", "key", "said", "points")

    def __init__(self, rules: "ClassRules", mask: int, combos: tuple):
        category, by = rules.category, rules.by
        self.mask = mask
        self.combos = combos
        self.key = dialogue.best_key(category, list(combos), by)
        self.said = dialogue.said_key(category, list(combos), by)
        self.points = tuple(dialogue.score_of(category, c, rules.english) for c in combos)


class Choice:
    """One seat's declaration of one mask in a class: the shared ``Declare`` action, what
    it makes, and the events it brings, each made the first time it is needed:
    ``call``, the best combination called (elder); ``won``, elder's scores when his call
    is good (the lesser combinations named, Rubicon's suits, the scores); ``pending``,
    the dealer's, claimed at elder's first lead."""

    __slots__ = ("action", "mask", "under", "made", "rules", "_call", "_won", "_pending")

    def __init__(self, rules: "ClassRules", seat: int, made: Made, under: bool):
        self.rules = rules
        self.made = made
        self.mask = made.mask
        self.under = under
        self.action = Declare(seat, rules.category, cards_in(made.mask), under)
        self._call: tuple[Event, ...] | None = None
        self._won: tuple[Event, ...] | None = None
        self._pending: tuple[Event, ...] | None = None

    @property
    def call(self) -> tuple[Event, ...]:
        """What elder says as he declares: his best combination named (nothing when he
        declares nothing)."""
        if self._call is None:
            rules, combos = self.rules, self.made.combos
            self._call = ((named(self.action.seat, rules.category, combos[0], rules.by),)
                          if combos else ())
        return self._call

    @property
    def won(self) -> tuple[Event, ...]:
        """Elder's events when this call (not an under-call) is good."""
        if self._won is None:
            self._won = self.rules.elder_scores(self.action.seat, self.made.combos,
                                                self.made.points, False)
        return self._won

    @property
    def pending(self) -> tuple[Event, ...]:
        """The dealer's events when this declaration is good, claimed later."""
        if self._pending is None:
            self._pending = self.rules.dealer_scores(self.action.seat, self.made.combos,
                                                     self.made.points)
        return self._pending


def _point_mask(by: str) -> Callable[[int], int]:
    def held(hand: int) -> int:
        suit = point_suit(hand, by)
        return 0 if suit < 0 else hand & 0xFF << 8 * suit
    return held


class ClassRules:
    """One class of declaration under one set of rules, with what it has worked out."""

    def __init__(self, index: int, by: str, english: bool, rubicon: bool):
        self.index = index
        self.category = dialogue.CATEGORIES[index]
        self.by, self.english, self.rubicon = by, english, rubicon
        # a hand's whole declaration in the class (dialogue.held_mask), by table
        self.held_mask: Callable[[int], int] = (_point_mask(by), sequences_mask,
                                                sets_mask)[index]
        self._made: dict[int, Made | None] = {}
        self._choices: dict[tuple[int, int, bool], Choice] = {}
        self._calls: tuple[dict[int, tuple[Choice, ...]], ...] = ({}, {})
        self._answers: tuple[dict[tuple[int, tuple], tuple[Choice, ...]], ...] = ({}, {})

    def __reduce__(self):
        # copied or pickled with a state, the tables are the shared ones for its rules
        # (what they have worked out so far is no part of the game)
        return _class_rules, (self.index, self.by, self.english, self.rubicon)

    def made(self, mask: int) -> Made | None:
        """What ``mask`` makes when declared; None if it makes no declaration."""
        made = self._made.get(mask, _UNKNOWN)
        if made is _UNKNOWN:
            if len(self._made) >= _KEPT:
                self._made.clear()
            combos = dialogue.combos_of(self.category, mask)
            made = self._made[mask] = None if combos is None else Made(self, mask,
                                                                      tuple(combos))
        return made     # type: ignore[return-value]

    def choice(self, seat: int, mask: int, under: bool = False) -> Choice:
        """``seat``'s declaration of ``mask`` (which makes sense), made once."""
        key = (seat, mask, under)
        c = self._choices.get(key)
        if c is None:
            if len(self._choices) >= _KEPT:
                self._choices.clear()
            made = self.made(mask)
            if made is None:
                raise ValueError(f"cards {mask:#x} make no {self.category} declaration")
            c = self._choices[key] = Choice(self, seat, made, under)
        return c

    def calls(self, seat: int, whole: int) -> tuple[Choice, ...]:
        """What ``seat``, holding ``whole`` in the class, may declare when nothing is to
        be answered: all of it, the natural sinkings, nothing, and in Rubicon the
        under-calls."""
        kept = self._calls[seat]
        choices = kept.get(whole)
        if choices is None:
            if len(kept) >= _KEPT:
                kept.clear()
            choices = kept[whole] = tuple(
                self.choice(seat, m, under)
                for m, under in masks_made(self.category, self.by, self.rubicon, whole))
        return choices

    def answers(self, seat: int, whole: int, need: tuple) -> tuple[Choice, ...]:
        """The dealer's ``calls`` that are not known to be worse than elder's call, whose
        said strength is ``need``."""
        kept = self._answers[seat]
        key = (whole, need)
        choices = kept.get(key)
        if choices is None:
            if len(kept) >= _KEPT:
                kept.clear()
            choices = kept[key] = tuple(c for c in self.calls(seat, whole)
                                        if not c.mask or c.made.said >= need)
        return choices

    def elder_scores(self, elder: int, combos, points: tuple[int, ...],
                     under: bool) -> tuple[Event, ...]:
        """Elder's events when his declaration of ``combos`` is good: the best was called
        already (unless it was an under-call), the lesser ones are named as they are
        added; in Rubicon each one's suits; and each one's score."""
        events: list[Event] = []
        category = self.category
        for i, (c, p) in enumerate(zip(combos, points)):
            if i or under:
                events.append(named(elder, category, c, self.by, False))
            if self.rubicon:
                events.append(say(elder, SuitNamed(c.suit) if category != "set"
                                  else SuitsNamed(suits_of(c.mask))))
            events.append(scored(elder, p, category, "", c.mask))
        return tuple(events)

    def dealer_scores(self, dealer: int, combos, points: tuple[int, ...]) -> tuple[Event, ...]:
        """The dealer's events when his declaration is good: each combination named and
        scored, claimed at elder's first lead."""
        events: list[Event] = []
        for c, p in zip(combos, points):
            events += [named(dealer, self.category, c, self.by, False),
                       scored(dealer, p, self.category, "", c.mask)]
        return tuple(events)


def suits_of(mask: int) -> tuple[int, ...]:
    """The suits a trio or quatorze holds, spades first."""
    return tuple(sorted({c >> 3 for c in cards_in(mask)}))


def masks_made(category: str, by: str, rubicon: bool, whole: int,
               need: tuple | None = None) -> tuple[tuple[int, bool], ...]:
    """The masks a hand holding ``whole`` in the class may declare, with their
    under-call flags: all of it, the natural sinkings, nothing, and in Rubicon the
    under-calls; with ``need`` (the said key of the elder's call the dealer answers),
    only those not known to be worse.  The sinkings and under-calls are all parts of
    ``whole``, so the rest of the hand changes nothing."""
    full = dialogue.held(category, whole, by)
    masks = [whole, *dialogue.sinkings_of(category, full), 0]
    if need is not None:
        masks = [m for m in masks
                 if not m or
                 dialogue.said_key_of(category, m, by) >= need]
    out = [(m, False) for m in dict.fromkeys(masks)]      # each once, in order
    if rubicon:
        for m in dialogue.undercalls(category, whole):
            if need is not None and dialogue.said_key_of(category, m, by) < need:
                continue
            out.append((m, True))
    return tuple(out)


def rules_for(by: str, english: bool, rubicon: bool) -> tuple[ClassRules, ...]:
    """The three classes' rules for a game's options, shared by every game with them."""
    key = (by, english, rubicon)
    rules = _RULES.get(key)
    if rules is None:
        rules = _RULES[key] = tuple(ClassRules(i, by, english, rubicon)
                                    for i in range(len(dialogue.CATEGORIES)))
    return rules


def _class_rules(index: int, by: str, english: bool, rubicon: bool) -> ClassRules:
    return rules_for(by, english, rubicon)[index]


# The dealer's answer by seat and word, made once.
ANSWERED = {(seat, word): Event(Answered(word), seat)
            for seat in (0, 1) for word in ("good", "not_good", "equal", "making")}

_RULES: dict[tuple[str, bool, bool], tuple[ClassRules, ...]] = {}
_UNKNOWN = object()
# each table keeps at most this many answers before starting again (a hand's declaration
# in a class is one of a few thousand masks; a long search must not grow without end)
_KEPT = 1 << 16
