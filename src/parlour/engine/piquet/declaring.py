"""The declarations of two-handed Piquet: checking a declare action, the dealer's
answer class by class (Good / Equal / Not good), the repic, and the choices offered.

A mixin of PiquetState, kept apart because the dialogue is the longest part of a deal.
What each declaration makes, the choices a hand has and the events a good declaration
scores are worked out once and kept (declaring_choices.py); this reads them.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..actions import Action, Declare
from ..cards import PIQUET_PACK_MASK, choice, mask_of
from ..core import Event, IllegalAction, score_event
from ..events import Exclaimed, Making
from ... import language      # a refusal's words (say, below, is an event)
from . import dialogue
from .deal_fields import DealFields
from .declaring_choices import ANSWERED, Choice, ClassRules
from .phase import PLAY as PLAYING
from .scoring import REPIC_BONUS
from .shared_events import say, say_once


class Declaring(DealFields):
    """The declaration phase, on the deal's fields (deal_fields.py)."""

    __slots__ = ()

    if TYPE_CHECKING:                   # the State's, which PiquetState joins to this
        options: dict[str, Any]
        variant: str
        _rules: tuple[ClassRules, ...]

        def _offer(self, action: Declare, mask: int, choice: Choice | None = None) -> None:
            ...

    def _check_declare(self, action: Declare, seat: int, mask: int) -> Choice:
        rules = self._rules[self.decl_class]
        category = rules.category
        if action.category != category:
            raise IllegalAction(language.say("declare the {category} now", category=category))
        made = rules.made(mask)
        if made is None:
            raise IllegalAction(language.say("those cards are not {what}",
                                             what=language.say(dialogue.CATEGORY_WORDS[category])))
        under = action.undercall
        by = rules.by
        if under:
            if not rules.rubicon or category == "point" or not made.combos:
                raise IllegalAction(language.say("under-calling is a Rubicon rule, for sequences "
                                                 "and sets"))
            if made.key >= dialogue.best_key(
                    category, dialogue.held(category, self.hands[seat], by), by):
                raise IllegalAction(language.say("an under-call names a lesser combination than "
                                                 "one holds"))
        if seat == self.dealer and self.called and made.combos:
            called = rules.made(self.called)
            assert called is not None, "elder's call was checked"
            if made.said < called.said:
                raise IllegalAction(language.say("that is not as good as the elder's: say Good"))
        return rules.choice(seat, mask, under)

    def _declare(self, seat: int, chosen: Choice) -> list[Event]:
        if seat == self.elder:
            self.called, self.called_under = chosen.mask, chosen.under
            self.turn = self.dealer
            return list(chosen.call)
        events = self._answer(self._rules[self.decl_class], chosen)
        self.decl_class += 1
        self.turn = self.elder
        if self.decl_class == 3:
            events += self._reckon_hand()
        return events

    def _answer(self, rules: ClassRules, answer: Choice) -> list[Event]:
        """The dealer's reply to one class, and whoever holds the better scores it."""
        elder, dealer = self.elder, self.dealer
        called, made = rules.made(self.called), answer.made
        assert called is not None, "elder's call was checked"
        ke, kd = called.key, made.key
        events: list[Event] = []
        if called.combos:
            if (made.combos and rules.index == 0 and rules.by == "cards"
                    and made.combos[0].count == called.combos[0].count):
                events += [ANSWERED[dealer, "making"],
                           say_once(elder, Making, called.combos[0].value % 10)]
            events.append(ANSWERED[dealer, "good" if not made.combos or kd < ke
                                   else "not_good" if kd > ke else "equal"])
        if called.combos and (not made.combos or ke > kd):
            winner, chosen = elder, rules.choice(elder, self.called, self.called_under)
        elif made.combos and kd > ke:
            winner, chosen = dealer, answer
        else:
            return events
        if chosen.under:
            return events + self._under_scores(rules, winner, chosen)
        points = chosen.made.points
        self.hand_scores += [(winner, p) for p in points]
        if winner == elder:
            # the dealer's scores count from now but are claimed after elder's first lead
            self.deal_points[elder] += sum(points)
            events += chosen.won
        else:
            self.pending += chosen.pending
        return events

    def _under_scores(self, rules: ClassRules, winner: int, chosen: Choice) -> list[Event]:
        """A good under-call (Rubicon) scores all the caller holds when it is good
        "against the cards" he has not seen: talon cards he looked at (the dealer's
        remnant, elder's left cards the dealer did not take) are not in the adversary's
        hand; else only what it named."""
        category, by = rules.category, rules.by
        combos: tuple = chosen.made.combos
        in_talon = self.seen[winner] & mask_of(self.stock)
        unseen = PIQUET_PACK_MASK & ~self.hands[winner] & ~self.discards[winner] & ~in_talon
        if dialogue.undercall_sound(category, list(combos), unseen):
            combos = tuple(dialogue.held(category, self.hands[winner], by))
        points = tuple(dialogue.score_of(category, c, rules.english) for c in combos)
        self.hand_scores += [(winner, p) for p in points]
        if winner == self.elder:
            self.deal_points[winner] += sum(points)
            return list(rules.elder_scores(winner, combos, points, True))
        self.pending += rules.dealer_scores(winner, combos, points)
        return []

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

    def _full_declaration(self, seat: int) -> Action:
        rules = self._rules[self.decl_class]
        category, by = rules.category, rules.by
        full = dialogue.held(category, self.hands[seat], by)
        if seat == self.dealer and self.called:
            mine = dialogue.said_key(category, full, by)
            if mine < dialogue.said_key_of(category, self.called, by):
                full = []     # "Good."
        return rules.choice(seat, dialogue.union(full)).action

    def _declare_choices(self, seat: int) -> list[Action]:
        return [c.action for c in self._choices_now(seat)]

    def _sample_declare(self, seat: int, rng) -> Declare:
        """One of ``_declare_choices`` drawn as ``rng.choice`` would draw it from that
        list (the same draw), and offered: applied next, it is known legal
        (``PiquetState.offered_mask``)."""
        chosen = choice(self._choices_now(seat), rng)
        self._offer(chosen.action, chosen.mask, chosen)
        return chosen.action

    def _choices_now(self, seat: int) -> tuple[Choice, ...]:
        """The declarations ``seat`` may make now: all it holds, the natural sinkings,
        nothing, and in Rubicon the under-calls; the dealer only what is not known to be
        worse than the elder's call."""
        rules = self._rules[self.decl_class]
        whole = rules.held_mask(self.hands[seat])
        if seat == self.dealer and self.called:
            called = rules.made(self.called)
            assert called is not None, "elder's call was checked"
            return rules.answers(seat, whole, called.said)
        return rules.calls(seat, whole)
