"""The declarations of a Bézique deal: the trick's winner's choices, a combination
melded (fresh, or one announced before) and scored, and the further ones announced to
score on a later trick (rubicon-bezique.txt, Declarations; the table's rules of which
cards may serve again: table.py).

A mixin of RubiconBeziqueState, kept apart as piquet/declaring.py is: the declaring is
the part of a deal with rules of its own.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..actions import Action, Announce, Meld, Pass
from ..cards import names
from ..copies import LAY, CardLog
from ..core import Event, IllegalAction, score_event
from ..events import Announced, Melded, Trumps
from .declarations import (CLASS_C, Kind, category, combination, describe, kind_of,
                           value)
from .phase import ANNOUNCE, Phase
from .table import Table
from ...language import say

# Actions are values; keeping one of each pass saves building them in hot loops.
PASS = (Pass(0), Pass(1))


class Declaring:
    """Melding and announcing, on the state's fields (RubiconBeziqueState._start_deal)."""

    if TYPE_CHECKING:                   # the state's, which RubiconBeziqueState joins to this
        hand: list[list[int]]
        table: list[Table]
        shown: list[list[int]]
        points: list[int]
        trump: int | None
        ab_kinds: tuple[Kind, ...]       # the class A and B kinds that may be declared
        phase: Phase
        choices: list[Action]
        card_moves: CardLog | None

        def bezique_pair(self) -> tuple[int, int]: ...

        def _draws(self, winner: int) -> list[Event]: ...

    def _kind_of(self, cards: list[int]):
        kind = kind_of(cards, self.bezique_pair())
        if kind is None or (kind[0] != CLASS_C and kind not in self.ab_kinds):
            raise IllegalAction(say("{cards} is no combination", cards=" ".join(names(cards))))
        return kind

    def _meld_choices(self, seat: int) -> list[Action]:
        t = self.table[seat]
        pending = {p[2] for p in t.pending}
        seen = set()
        out: list[Action] = []
        for _, cards in t.fresh_melds(self.hand[seat], self.bezique_pair(), self.ab_kinds):
            key = tuple(cards)
            # the same cards as an announcement would score the announcement instead
            if key not in seen and tuple(sorted(cards)) not in pending:
                seen.add(key)
                out.append(Meld(seat, key))
        for cards in sorted(pending):
            out.append(Meld(seat, cards))
        out.append(PASS[seat])
        return out

    def _meld(self, action: Meld) -> list[Event]:
        seat = action.seat
        t = self.table[seat]
        cards = list(action.cards)
        key = tuple(sorted(cards))
        pend = next((p for p in t.pending if p[2] == key), None)
        if pend is not None:
            t.pending.remove(pend)
            kind = pend[0]
            laid: list[int] = []
            t.declare(kind, pend[1])      # scored now: re-formed only by a later card
        else:
            kind = self._kind_of(cards)
            split = t.assign_meld(kind, cards, self.hand[seat])
            if split is None:
                raise IllegalAction(say("{meld} cannot be declared with these cards now",
                                        meld=describe(kind, self.trump)))
            uids, laid = split
            if self.card_moves is not None:
                self.card_moves.extend([LAY[seat][c] for c in laid])
            for c in laid:
                self.hand[seat][c] -= 1
                if self.shown[seat][c]:
                    self.shown[seat][c] -= 1
            t.declare(kind, set(uids) | set(t.lay(laid)))
        combo = combination(kind, self.trump, cards)
        events = [Event(Melded(combo, tuple(laid)), seat, tuple(cards))]
        points = value(kind, self.trump)
        if kind[0] == 0 and self.trump is None:
            self.trump = kind[2]
            events.append(Event(Trumps(kind[2]), seat))
        self.points[seat] += points
        events.append(score_event(seat, points, category(kind), cards, combination=combo))
        return events + self._after_declaring(seat)

    def _after_declaring(self, seat: int) -> list[Event]:
        t = self.table[seat]
        options = t.announcements(self.bezique_pair(), self.ab_kinds)
        if options:
            self.phase = ANNOUNCE
            self.choices = [Announce(seat, tuple(cards)) for _, cards in options]
            self.choices.append(PASS[seat])
            return []
        return self._draws(seat)

    def _announce(self, action: Announce) -> list[Event]:
        seat = action.seat
        t = self.table[seat]
        cards = list(action.cards)
        kind = self._kind_of(cards)
        uids = t.assign_announce(kind, cards)
        if uids is None:
            raise IllegalAction(say("{meld} cannot be announced: its cards must lie on the "
                                    "table, one of them laid this turn",
                                    meld=describe(kind, self.trump)))
        t.declare(kind, set(uids))
        t.pending.append((kind, uids, tuple(sorted(cards))))
        events = [Event(Announced(combination(kind, self.trump, cards)), seat, tuple(cards))]
        return events + self._after_declaring(seat)

