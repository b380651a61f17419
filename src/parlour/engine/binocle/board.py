"""The cards one player has melded on the table, and the rules for melding again.

Each card laid on the table is a *copy* with an id, remembering the melds it has served
in: with two packs the two Queens of spades are different copies, and the book's rules
are about copies.  A new meld must

- bring at least one fresh card from the hand ("a fresh card must be played from the hand
  for every fresh meld": four Kings and four Queens make 220, never 240);
- use a table copy already in a meld of the same class only to *add* to that meld: the
  new meld must hold every card of the old one still on the table ("cards may be added to
  melds already shown, but they cannot be taken away") and be worth more than it.  So a
  royal marriage grows into the sequence, a binocle into the double binocle, four Kings
  into eight; never the other way, and never into an equal meld (four Kings re-formed
  with a new King).  Cards serve again freely in another class.

When a meld could be made up several ways the engine uses as many table copies as the
rules allow (the record's "the engine takes the others from the hand"), keeping the
hand's cards fresh for later melds; among equals, the first found.
"""
from __future__ import annotations

from itertools import product
from typing import Protocol, cast

from ..cards import Card

from .combinations import Combination


class Laid(Protocol):
    """What the board keeps of a meld: its class and value (a ``Combination``, or the
    imagined states' plain lay-out of cards that made no listed meld)."""
    @property
    def meld_class(self) -> int: ...
    @property
    def value(self) -> int: ...


class MeldBoard:
    __slots__ = ("count", "copy_card", "copy_melds", "table_mask", "melds")

    def __init__(self) -> None:
        self.count = [0] * 32        # table cards by value
        self.copy_card: list[int] = []   # copy id -> card
        self.copy_melds: list[int] = []  # copy id -> bit mask of meld indexes it served in
        self.table_mask = 0          # copy ids still on the table
        self.melds: list[tuple[int, int, int]] = []   # (class, value, copy-id mask)

    def clone(self) -> "MeldBoard":
        b = MeldBoard.__new__(MeldBoard)
        b.count = self.count[:]
        b.copy_card = self.copy_card[:]
        b.copy_melds = self.copy_melds[:]
        b.table_mask = self.table_mask
        b.melds = self.melds[:]
        return b

    def cards(self) -> list[Card]:
        """The cards on the table, sorted."""
        return cast("list[Card]", [c for c in range(32) for _ in range(self.count[c])])

    def is_empty(self) -> bool:
        return not self.table_mask

    # --- melding ---------------------------------------------------------------------
    def _copies_on_table(self, c: int) -> list[int]:
        out = []
        m = self.table_mask
        cc = self.copy_card
        while m:
            low = m & -m
            i = low.bit_length() - 1
            if cc[i] == c:
                out.append(i)
            m ^= low
        return out

    def _may_reuse(self, used: int, combo: Combination) -> bool:
        """May these table copies (mask) serve in ``combo``?"""
        served = 0
        m = used
        while m:
            low = m & -m
            served |= self.copy_melds[low.bit_length() - 1]
            m ^= low
        while served:
            low = served & -served
            meld_class, value, copies = self.melds[low.bit_length() - 1]
            served ^= low
            if meld_class != combo.meld_class:
                continue
            if value >= combo.value or (copies & self.table_mask) & ~used:
                return False
        return True

    def make_up(self, combo: Combination, hand: list[int],
                first_only: bool = False) -> tuple[int, list[int]] | None:
        """How to meld ``combo`` now: (table copies used as a mask, fresh cards from the
        hand), using as many table copies as allowed; None when it cannot be melded."""
        per_card = []
        table_any = False
        count = self.count
        for c, n in combo.need:
            have_hand = hand[c]
            if have_hand + count[c] < n:
                return None
            if count[c]:
                table_any = True
                copies = self._copies_on_table(c)
                lo = n - have_hand if n > have_hand else 0
                opts = []          # (copies taken from the table, their mask), most first
                if n >= 2 and len(copies) >= 2:
                    opts.append((2, (1 << copies[0]) | (1 << copies[1])))
                opts.extend((1, 1 << i) for i in copies)
                opts.append((0, 0))
                per_card.append((c, n, [o for o in opts if lo <= o[0] <= n]))
            else:
                if have_hand < n:
                    return None
                per_card.append((c, n, [(0, 0)]))
        total = len(combo.cards)
        if not table_any:
            return 0, list(combo.cards)
        best = None
        best_used = -1
        for choice in product(*(p[2] for p in per_card)):
            used = 0
            n_table = 0
            for k, mask in choice:
                used |= mask
                n_table += k
            if n_table >= total or n_table <= best_used:
                continue      # no fresh card, or no better than what we have
            if used and not self._may_reuse(used, combo):
                continue
            fresh = []
            for (c, n, _), (k, _) in zip(per_card, choice):
                fresh.extend([c] * (n - k))
            best, best_used = (used, fresh), n_table
            if first_only or n_table == total - 1:
                break
        return best

    def add(self, combo: Laid, used: int, fresh: list[int]) -> None:
        """Lay ``fresh`` cards on the table and record the meld made with ``used``."""
        bit = 1 << len(self.melds)
        mask = used
        for c in fresh:
            i = len(self.copy_card)
            self.copy_card.append(c)
            self.copy_melds.append(0)
            self.count[c] += 1
            mask |= 1 << i
        self.table_mask |= mask
        m = mask
        while m:
            low = m & -m
            self.copy_melds[low.bit_length() - 1] |= bit
            m ^= low
        self.melds.append((combo.meld_class, combo.value, mask))

    def take(self, c: int) -> None:
        """A table card is played: the copy most recently laid down goes."""
        copies = self._copies_on_table(c)
        self.table_mask &= ~(1 << copies[-1])
        self.count[c] -= 1
