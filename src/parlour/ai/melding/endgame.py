"""The last tricks of Bézique and Binocle, solved exactly when both hands are known.

Once the stock is gone every card is accounted for: what is not in my hand and was not
played is in the other's.  The rules of the last tricks (follow suit, head the trick,
trump when void) leave few choices, so a memoised minimax over the two hands (sorted
tuples; duplicates are one choice) solves the last nine or twelve tricks quickly.
Value: points won in tricks (the card worth the game gives them) plus the last trick,
mine minus the other's, from here.
"""
from __future__ import annotations

from ...engine.melding.tricks import beats, strict_follows


class EndgameSolver:
    def __init__(self, trump: int | None, worth: tuple[int, ...], last_trick: int):
        self.trump = trump
        self.worth = worth
        self.last = last_trick
        self.memo: dict[tuple[tuple[int, ...], tuple[int, ...], int | None], int] = {}

    def value(self, a: tuple[int, ...], b: tuple[int, ...], lead: int | None) -> int:
        """``a`` moves (leads when ``lead`` is None, else follows the other's lead)."""
        key = (a, b, lead)
        v = self.memo.get(key)
        if v is not None:
            return v
        best: int | None = None
        if lead is None:
            for c in dict.fromkeys(a):
                w = -self.value(b, _without(a, c), c)
                if best is None or w > best:
                    best = w
        else:
            for c in strict_follows(a, lead, self.trump):
                best_c = self._after_follow(a, b, lead, c)
                if best is None or best_c > best:
                    best = best_c
        # the mover always holds a card (callers stop at an empty hand) and may always
        # play one of them, so there was a choice
        assert best is not None
        self.memo[key] = best
        return best

    def _after_follow(self, a: tuple[int, ...], b: tuple[int, ...], lead: int,
                      c: int) -> int:
        """Mover ``a`` follows ``lead`` (led by ``b``) with ``c``; value for ``a``."""
        a2 = _without(a, c)
        pts = self.worth[lead] + self.worth[c]
        if not a2:
            pts += self.last
        if beats(c, lead, self.trump):
            return pts + (self.value(a2, b, None) if a2 else 0)
        return -pts - (self.value(b, a2, None) if a2 else 0)

    def choices(self, a: tuple[int, ...], b: tuple[int, ...], lead: int | None) -> dict[int, int]:
        """Value of each distinct card the mover may play now."""
        if lead is None:
            return {c: -self.value(b, _without(a, c), c) for c in dict.fromkeys(a)}
        return {c: self._after_follow(a, b, lead, c)
                for c in strict_follows(a, lead, self.trump)}


def _without(t: tuple[int, ...], c: int) -> tuple[int, ...]:
    i = t.index(c)
    return t[:i] + t[i + 1:]
