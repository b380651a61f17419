"""The declarations of two-handed Piquet: checking a declare action, the dealer's
answer class by class (Good / Equal / Not good), the repic, and the choices offered.

A mixin of PiquetState, kept apart because the dialogue is the longest part of a deal.
"""
from __future__ import annotations

from ..actions import Action, Declare
from ..cards import PIQUET_PACK_MASK, mask_of
from ..core import Event, IllegalAction, score_event
from ..events import Answered, Declared, Exclaimed, Making, Payload, SuitNamed
from . import dialogue
from .deal_fields import DealFields
from .declarations import cards_in as cards_of
from .phase import PLAY as PLAYING
from .scoring import REPIC_BONUS



def say(seat: int, what: Payload) -> Event:
    """Something said aloud at the table (no score)."""
    return Event(what, seat)


def named(cls: str, combo, by: str, called: bool = True) -> Declared:
    """One combination declared: called as it is first declared, else named."""
    return dialogue.declared(cls, (cards_of(combo.mask),), by, called)


class Declaring(DealFields):
    """The declaration phase, on the deal's fields (deal_fields.py)."""

    def _check_declare(self, action: Declare, seat: int, mask: int):
        cls = dialogue.CLASSES[self.decl_class]
        if action.category != cls:
            raise IllegalAction(f"declare the {cls} now")
        combos = dialogue.combos_of(cls, mask)
        if combos is None:
            raise IllegalAction(f"those cards are not {dialogue.CLASS_WORDS[cls]}")
        under = action.undercall
        by = self.options["point_by"]
        if under:
            if self.variant != "rubicon" or cls == "point" or not combos:
                raise IllegalAction("under-calling is a Rubicon rule, for sequences and sets")
            if dialogue.best_key(cls, combos, by) >= dialogue.best_key(
                    cls, dialogue.held(cls, self.hands[seat], by), by):
                raise IllegalAction("an under-call names a lesser combination than one holds")
        if seat == self.dealer and self.called and combos:
            elder_combos = dialogue.combos_of(cls, self.called)
            if dialogue.said_key(cls, combos, by) < dialogue.said_key(cls, elder_combos, by):
                raise IllegalAction("that is not as good as the elder's: say Good")
        return cls, combos, under

    def _declare(self, seat: int, checked) -> list[Event]:
        cls, combos, under = checked
        by = self.options["point_by"]
        if seat == self.elder:
            self.called, self.called_under = dialogue.union(combos), under
            self.turn = self.dealer
            return [say(seat, named(cls, combos[0], by))] if combos else []
        events = self._answer(cls, combos, under)
        self.decl_class += 1
        self.turn = self.elder
        if self.decl_class == len(dialogue.CLASSES):
            events += self._reckon_hand()
        return events

    def _answer(self, cls: str, dealer_combos: list, dealer_under: bool) -> list[Event]:
        """The dealer's reply to one class, and whoever holds the better scores it."""
        by = self.options["point_by"]
        elder, dealer = self.elder, self.dealer
        elder_combos = dialogue.combos_of(cls, self.called)
        ke = dialogue.best_key(cls, elder_combos, by)
        kd = dialogue.best_key(cls, dealer_combos, by)
        events: list[Event] = []
        if elder_combos:
            if (dealer_combos and cls == "point" and by == "cards"
                    and dealer_combos[0].count == elder_combos[0].count):
                events += [say(dealer, Answered("making")),
                           say(elder, Making(elder_combos[0].value % 10))]
            events.append(say(dealer, Answered("good" if not dealer_combos or kd < ke else
                                               "not_good" if kd > ke else "equal")))
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
            if dialogue.undercall_sound(cls, combos, unseen):
                combos = dialogue.held(cls, self.hands[winner], by)
        english = self.options["english_point"]
        scored = []
        for c in combos:
            points = dialogue.score_of(cls, c, english)
            self.hand_scores.append((winner, points))
            # the dealer's scores count from now but are claimed after elder's first lead
            scored.append(self._score(winner, points, cls, "", c.mask) if winner == elder
                          else score_event(winner, points, cls, cards_of(c.mask)))
        if winner == elder:
            # the best was called already; the lesser ones are named as they are added
            rubicon = self.variant == "rubicon"
            for i, (c, e) in enumerate(zip(combos, scored)):
                if i or under:
                    events.append(say(elder, named(cls, c, by, called=False)))
                if rubicon and cls != "set":
                    events.append(say(elder, SuitNamed(c.suit)))
                events.append(e)
        else:
            for c, e in zip(combos, scored):
                self.pending += [say(dealer, named(cls, c, by, called=False)), e]
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

    def _declaration(self, seat: int, cls: str, mask: int, under: bool = False) -> Declare:
        return Declare(seat, cls, tuple(cards_of(mask)), under)

    def _full_declaration(self, seat: int) -> Action:
        cls = dialogue.CLASSES[self.decl_class]
        by = self.options["point_by"]
        full = dialogue.held(cls, self.hands[seat], by)
        if seat == self.dealer and self.called:
            mine = dialogue.said_key(cls, full, by)
            if mine < dialogue.said_key(cls, dialogue.combos_of(cls, self.called), by):
                full = []     # "Good."
        return self._declaration(seat, cls, dialogue.union(full))

    def _declare_choices(self, seat: int) -> list[Action]:
        cls = dialogue.CLASSES[self.decl_class]
        by = self.options["point_by"]
        hand = self.hands[seat]
        masks = [dialogue.union(dialogue.held(cls, hand, by))]
        masks += dialogue.sinkings(cls, hand, by)
        masks.append(0)
        if seat == self.dealer and self.called:
            need = dialogue.said_key(cls, dialogue.combos_of(cls, self.called), by)
            masks = [m for m in masks
                     if not m or dialogue.said_key(cls, dialogue.combos_of(cls, m), by) >= need]
        out: list[Action] = [self._declaration(seat, cls, m)
                             for m in dict.fromkeys(masks)]     # each mask once, in order
        if self.variant == "rubicon":
            for m in dialogue.undercalls(cls, hand):
                if seat == self.dealer and self.called and dialogue.said_key(
                        cls, dialogue.combos_of(cls, m), by) < need:
                    continue
                out.append(self._declaration(seat, cls, m, under=True))
        return out
