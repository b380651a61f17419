"""Piquet's play against an opponent who plays the book's way, both hands known.

The exact solver (tricks.Solver) answers "what if he finds the best reply to every
card?"; most players, and the club level, follow the book instead: cash the masters of
the point, win cheaply, throw the card that guards nothing (tricks.choose_lead and
choose_follow).  Against such a reply the best line can be worth more than the
minimax line: a lead he will not punish, a guard he will throw.  The expert weighs both
(brain.py): this value chooses among the cards the solver rates as good as the best.

The book, as he plays it, counts as "out" every card he has not seen: my hand, and the
cards he never sees (my discards), passed as ``hidden``.  Values are my points minus
his from here to the end of the play, as the solver's.
"""
from __future__ import annotations

from ...engine.cards import SUIT_MASK
from ...engine.piquet.scoring import EVERY_CARD
from .tricks import choose_follow, choose_lead, end_value, lead_pts


class BookReply:
    def __init__(self, scoring: str, hidden: int):
        self.every = scoring == EVERY_CARD
        self.hidden = hidden
        self.memo: dict[tuple, int] = {}

    def best(self, a: int, b: int, lead: int, ta: int, tb: int) -> dict[int, int]:
        """Value of each card I (holding ``a``) may play; he holds ``b`` and has led
        ``lead`` (-1: I lead); ``ta``/``tb`` are the tricks won so far."""
        choices = a
        if lead >= 0:
            choices = a & SUIT_MASK[lead >> 3] or a
        return {c: self._after(a & ~(1 << c), b, lead, c, ta, tb)
                for c in range(32) if choices >> c & 1}

    def _mine(self, a: int, b: int, lead: int, ta: int, tb: int) -> int:
        """I am to play: my best."""
        key = (a, b, lead, ta, tb)
        v = self.memo.get(key)
        if v is not None:
            return v
        if lead < 0 and not a:
            v = end_value(ta, tb, self.every)         # I took the last trick
        else:
            v = max(self.best(a, b, lead, ta, tb).values())
        self.memo[key] = v
        return v

    def _after(self, a: int, b: int, lead: int, c: int, ta: int, tb: int) -> int:
        """I have just played ``c`` (leading if ``lead`` < 0) and hold ``a``."""
        every = self.every
        if lead >= 0:                                 # I followed his lead
            if c >> 3 == lead >> 3 and c > lead:
                return lead_pts(c, every) + self._mine(a, b, -1, ta + 1, tb)
            return self._his_lead(a, b, ta, tb + 1)
        d = choose_follow(b, c, a | self.hidden)
        b &= ~(1 << d)
        if d >> 3 == c >> 3 and d > c:
            return lead_pts(c, every) - lead_pts(d, every) + self._his_lead(a, b, ta, tb + 1)
        return lead_pts(c, every) + self._mine(a, b, -1, ta + 1, tb)

    def _his_lead(self, a: int, b: int, ta: int, tb: int) -> int:
        if not b:
            return -end_value(tb, ta, self.every)     # he took the last trick
        x = choose_lead(b, a | self.hidden)
        return -lead_pts(x, self.every) + self._mine(a, b & ~(1 << x), x, ta, tb)
