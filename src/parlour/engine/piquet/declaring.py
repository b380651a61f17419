"""The declarations of two-handed Piquet: checking a declare action, the dealer's
answer class by class (Good / Equal / Not good), the repic, and the choices offered.

A mixin of PiquetState, kept apart because the dialogue is the longest part of a deal.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from ..actions import Action, Declare
from ..cards import PIQUET_PACK_MASK, choice, mask_of, suit_of
from ..core import Event, IllegalAction, score_event
from ..events import Answered, Exclaimed, Making, Payload, SuitNamed, SuitsNamed
from ... import language      # a refusal's words (say, below, is an event)
from . import dialogue
from .deal_fields import DealFields
from .declarations import cards_in
from .phase import PLAY as PLAYING
from .scoring import REPIC_BONUS



def say(seat: int, what: Payload) -> Event:
    """Something said aloud at the table (no score)."""
    return Event(what, seat)


def say_once(seat: int, kind: Callable[[Any], Payload], value: Any) -> Event:
    """``say(seat, kind(value))``, made once per seat and value and then shared (events
    are frozen): every deal's answers, counts and exchanges are the same few events."""
    key = (kind, value, seat)
    e = _ONCE.get(key)
    if e is None:
        e = _ONCE[key] = Event(kind(value), seat)
    return e


def named(seat: int, category: str, combo, by: str, called: bool = True) -> Event:
    """One combination declared by ``seat``: called as it is first declared, else named."""
    key = (seat, category, combo.mask, by, called)
    said = _NAMED.get(key)
    if said is None:
        said = _NAMED[key] = say(seat, dialogue.declared(category, (cards_in(combo.mask),),
                                                          by, called))
    return said


def scored(seat: int, points: int, category: str, reason: str, mask: int) -> Event:
    """``score_event`` for ``mask``'s cards (see PiquetState._score), made once."""
    key = (seat, points, category, reason, mask)
    e = _SCORED.get(key)
    if e is None:
        if len(_SCORED) >= 1 << 16:
            _SCORED.clear()
        e = _SCORED[key] = score_event(seat, points, category,
                                       cards_in(mask) if mask else (), reason)
    return e


# Each event made once (values are small, a combination is one of a few thousand masks;
# events are frozen): playouts declare millions of times.
_ONCE: dict[tuple, Event] = {}
_NAMED: dict[tuple[int, str, int, str, bool], Event] = {}
_SCORED: dict[tuple[int, int, str, str, int], Event] = {}
_DECLARES: dict[tuple[int, str, int, bool], Declare] = {}


def suits_of(mask: int) -> tuple[int, ...]:
    """The suits a trio or quatorze holds, spades first."""
    return tuple(sorted({suit_of(c) for c in cards_in(mask)}))


class Declaring(DealFields):
    """The declaration phase, on the deal's fields (deal_fields.py)."""

    if TYPE_CHECKING:                   # the State's, which PiquetState joins to this
        options: dict[str, Any]
        variant: str

        def _score(self, seat: int, points: int, category: str, reason: str,
                   mask: int = 0) -> Event: ...

        def _offer(self, action: Declare, mask: int) -> None: ...

    def _check_declare(self, action: Declare, seat: int, mask: int):
        category = dialogue.CATEGORIES[self.decl_class]
        if action.category != category:
            raise IllegalAction(language.say("declare the {category} now", category=category))
        combos = dialogue.combos_of(category, mask)
        if combos is None:
            raise IllegalAction(language.say("those cards are not {what}",
                                             what=language.say(dialogue.CATEGORY_WORDS[category])))
        under = action.undercall
        by = self.options["point_by"]
        if under:
            if self.variant != "rubicon" or category == "point" or not combos:
                raise IllegalAction(language.say("under-calling is a Rubicon rule, for sequences "
                                                 "and sets"))
            if dialogue.best_key(category, combos, by) >= dialogue.best_key(
                    category, dialogue.held(category, self.hands[seat], by), by):
                raise IllegalAction(language.say("an under-call names a lesser combination than "
                                                 "one holds"))
        if seat == self.dealer and self.called and combos:
            if dialogue.said_key_of(category, mask, by) < \
                    dialogue.said_key_of(category, self.called, by):
                raise IllegalAction(language.say("that is not as good as the elder's: say Good"))
        return category, combos, under

    def _declare(self, seat: int, checked) -> list[Event]:
        category, combos, under = checked
        by = self.options["point_by"]
        if seat == self.elder:
            self.called, self.called_under = dialogue.union(combos), under
            self.turn = self.dealer
            return [named(seat, category, combos[0], by)] if combos else []
        events = self._answer(category, combos, under)
        self.decl_class += 1
        self.turn = self.elder
        if self.decl_class == len(dialogue.CATEGORIES):
            events += self._reckon_hand()
        return events

    def _answer(self, category: str, dealer_combos: list, dealer_under: bool) -> list[Event]:
        """The dealer's reply to one class, and whoever holds the better scores it."""
        by = self.options["point_by"]
        elder, dealer = self.elder, self.dealer
        elder_combos = dialogue.combos_in(category, self.called)
        ke = dialogue.best_key(category, elder_combos, by)
        kd = dialogue.best_key(category, dealer_combos, by)
        events: list[Event] = []
        if elder_combos:
            if (dealer_combos and category == "point" and by == "cards"
                    and dealer_combos[0].count == elder_combos[0].count):
                events += [say_once(dealer, Answered, "making"),
                           say_once(elder, Making, elder_combos[0].value % 10)]
            events.append(say_once(dealer, Answered, "good" if not dealer_combos or kd < ke
                                   else "not_good" if kd > ke else "equal"))
        if elder_combos and (not dealer_combos or ke > kd):
            winner, combos, under = elder, elder_combos, self.called_under
        elif dealer_combos and kd > ke:
            winner, combos, under = dealer, dealer_combos, dealer_under
        else:
            return events
        if under:
            # good "against the cards" the caller has not seen: talon cards he looked
            # at (the dealer's remnant, elder's left cards the dealer did not take)
            # are not in the adversary's hand
            in_talon = self.seen[winner] & mask_of(self.stock)
            unseen = PIQUET_PACK_MASK & ~self.hands[winner] & ~self.discards[winner] & ~in_talon
            if dialogue.undercall_sound(category, combos, unseen):
                combos = dialogue.held(category, self.hands[winner], by)
        english = self.options["english_point"]
        scores = []
        for c in combos:
            points = dialogue.score_of(category, c, english)
            self.hand_scores.append((winner, points))
            # the dealer's scores count from now but are claimed after elder's first lead
            scores.append(self._score(winner, points, category, "", c.mask) if winner == elder
                          else scored(winner, points, category, "", c.mask))
        if winner == elder:
            # the best was called already; the lesser ones are named as they are added
            rubicon = self.variant == "rubicon"
            for i, (c, e) in enumerate(zip(combos, scores)):
                if i or under:
                    events.append(named(elder, category, c, by, called=False))
                if rubicon:
                    events.append(say(elder, SuitNamed(c.suit) if category != "set"
                                      else SuitsNamed(suits_of(c.mask))))
                events.append(e)
        else:
            for c, e in zip(combos, scores):
                self.pending += [named(dealer, category, c, by, called=False), e]
        return events

    def _reckon_hand(self) -> list[Event]:
        """All hand scores are known: walk them in reckoning order for the repic."""
        events: list[Event] = []
        for seat, points in self.hand_scores:
            if self.watch.hand(seat, points):
                repic = [say(seat, Exclaimed("repic")),
                         score_event(seat, REPIC_BONUS, "repic", reason="repic")]
                if seat == self.elder:
                    self.deal_points[seat] += REPIC_BONUS
                    events += repic
                else:
                    self.pending += repic
                break
        self.phase, self.turn, self.leader, self.lead = PLAYING, self.elder, self.elder, -1
        return events

    def _declaration(self, seat: int, category: str, mask: int, under: bool = False) -> Declare:
        """The Declare action, made once per seat and mask and then shared (actions are
        frozen): random and search players choose one for every class of every deal."""
        key = (seat, category, mask, under)
        action = _DECLARES.get(key)
        if action is None:
            if len(_DECLARES) >= 1 << 16:
                _DECLARES.clear()
            action = _DECLARES[key] = Declare(seat, category, cards_in(mask), under)
        return action

    def _full_declaration(self, seat: int) -> Action:
        category = dialogue.CATEGORIES[self.decl_class]
        by = self.options["point_by"]
        full = dialogue.held(category, self.hands[seat], by)
        if seat == self.dealer and self.called:
            mine = dialogue.said_key(category, full, by)
            if mine < dialogue.said_key_of(category, self.called, by):
                full = []     # "Good."
        return self._declaration(seat, category, dialogue.union(full))

    def _declare_choices(self, seat: int) -> list[Action]:
        return [action for action, _ in self._declare_masks(seat)]

    def _sample_declare(self, seat: int, rng) -> Declare:
        """One of ``_declare_choices`` drawn as ``rng.choice`` would draw it from that
        list (the same draw), and offered: applied next, it is known legal
        (``PiquetState.offered_mask``)."""
        action, mask = choice(self._declare_masks(seat), rng)
        self._offer(action, mask)
        return action

    def _declare_masks(self, seat: int) -> tuple[tuple[Declare, int], ...]:
        """The declarations ``seat`` may make now, with their cards' masks: all it
        holds, the natural sinkings, nothing, and in Rubicon the under-calls; the dealer
        only what is not known to be worse than the elder's call."""
        category = dialogue.CATEGORIES[self.decl_class]
        by = self.options["point_by"]
        whole = dialogue.held_mask(category, self.hands[seat], by)
        need = None
        if seat == self.dealer and self.called:
            need = dialogue.said_key_of(category, self.called, by)
        key = (seat, category, by, self.variant == "rubicon", whole, need)
        choices = _MASKS.get(key)
        if choices is None:
            if len(_MASKS) >= _MASKS_KEPT:
                _MASKS.clear()
            choices = _MASKS[key] = tuple(
                (self._declaration(seat, category, m, under), m)
                for m, under in _masks_made(category, by, key[3], whole, need))
        return choices


def _masks_made(category: str, by: str, rubicon: bool, whole: int,
                need: tuple | None) -> tuple[tuple[int, bool], ...]:
    """``Declaring._declare_masks`` for a hand holding ``whole`` in the class (``need``:
    the said key of the elder's call the dealer answers, or None).  The sinkings and
    under-calls are all parts of ``whole``, so the rest of the hand changes nothing."""
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


# _declare_masks' answers, kept: a hand's declaration in a class is one of a few thousand
# masks, and a playout asks millions of times
_MASKS: dict[tuple, tuple[tuple[Declare, int], ...]] = {}
_MASKS_KEPT = 1 << 16
