"""Piquet's scores that do not depend on the declarations' cards: pic and repic, the
points for leading and winning, cards and capot, and the order they reckon in.

Kept apart from the two-handed State so Normand and Voleur (repic and pic at 20, sides
of partners) can reuse them: everything here takes "sides" (small ints) and a threshold.
"""
from __future__ import annotations

from ..cards import TEN

# The book's order of scoring: who goes out first and the lurch follow this order.
RECKONING = ("carte_blanche", "point", "sequence", "set", "repic", "play", "pic", "cards",
             "capot")
RECKONING_INDEX = {c: i for i, c in enumerate(RECKONING)}
HAND_CATEGORIES = frozenset(("carte_blanche", "point", "sequence", "set"))

CARTE_BLANCHE = 10
REPIC_BONUS = 60     # "making it 90 instead of 30"
PIC_BONUS = 30       # "30 are added for the pic"
CARDS_BONUS = 10     # the odd trick
CAPOT_BONUS = 40

TEN_OR_BETTER = "ten_or_better"
EVERY_CARD = "every_card"


class PicRepicWatch:
    """Follows one deal's count in the order of reckoning and says when a side makes
    repic (``threshold`` reached by hand scores alone) or pic (reached in hand and play),
    in each case before any other side has scored anything.

    Feed it the hand scores first (``hand``), in the order they reckon, then the play
    points as they are made (``play``).  Each call returns True when that score makes the
    repic or pic; only one of them, once, per deal.  ``open`` says whether one may still
    come (none made, at most one side has scored; scores are never negative): once it is
    False nothing fed changes anything, so a caller may stop feeding it.
    """

    __slots__ = ("counts", "threshold", "made", "made_by", "open")

    def __init__(self, sides: int = 2, threshold: int = 30):
        self.counts = [0] * sides
        self.threshold = threshold
        self.made: str | None = None      # "repic" or "pic"
        self.made_by: int | None = None
        self.open = True

    def _reaches(self, side: int, points: int) -> bool:
        counts = self.counts
        counts[side] += points
        if self.made is not None or points <= 0:
            return False
        if sum(counts) != counts[side]:      # another side has scored: none can come now
            self.open = False
            return False
        return counts[side] >= self.threshold

    def hand(self, side: int, points: int) -> bool:
        if self._reaches(side, points):
            self.made, self.made_by, self.open = "repic", side, False
            return True
        return False

    def play(self, side: int, points: int) -> bool:
        if self._reaches(side, points):
            self.made, self.made_by, self.open = "pic", side, False
            return True
        return False

    def copy(self) -> "PicRepicWatch":
        w = PicRepicWatch.__new__(PicRepicWatch)
        w.counts, w.threshold, w.made, w.made_by, w.open = (
            list(self.counts), self.threshold, self.made, self.made_by, self.open)
        return w


def lead_points(card: int, play_scoring: str) -> int:
    """The leader's point for a card led: a Ten or better (au cent), or any (Rubicon)."""
    return 1 if play_scoring == EVERY_CARD or card & 7 >= TEN else 0


def win_points(card: int, play_scoring: str) -> int:
    """The second player's point for winning a trick: with a Ten or better, or any."""
    return 1 if play_scoring == EVERY_CARD or card & 7 >= TEN else 0


# The same two rules by card (playouts score millions of cards): [play_scoring][card].
LEAD_POINTS = {scoring: tuple(lead_points(c, scoring) for c in range(32))
               for scoring in (TEN_OR_BETTER, EVERY_CARD)}
WIN_POINTS = {scoring: tuple(win_points(c, scoring) for c in range(32))
              for scoring in (TEN_OR_BETTER, EVERY_CARD)}


def last_trick_points(capot: bool, play_scoring: str) -> int:
    """One more for the last trick, except that the au cent capot's 40 includes it."""
    return 0 if capot and play_scoring == TEN_OR_BETTER else 1


def cards_and_capot(tricks: list[int]) -> list[tuple[int, int, str]]:
    """(seat, points, category) for the odd trick or the capot of a two-hand deal.

    The capot's 40 replaces the ten for cards under both counts (under ``ten_or_better``
    it also includes the last trick, see last_trick_points).
    """
    for seat, won in enumerate(tricks):
        if won == sum(tricks):
            return [(seat, CAPOT_BONUS, "capot")]
        if won * 2 > sum(tricks):
            return [(seat, CARDS_BONUS, "cards")]
    return []


def reckoning_order(events):
    """Scoring events sorted into the book's order of scoring (stable within a class)."""
    return sorted((e for e in events if e.category is not None),
                  key=lambda e: RECKONING_INDEX.get(e.category, len(RECKONING)))


def first_to_reach(events, start: list[int], target: int) -> tuple[int | None, list[int]]:
    """Who reaches ``target`` first when ``events`` are reckoned in order from totals
    ``start``, and everyone's totals at that moment (for the lurch)."""
    totals = list(start)
    for e in reckoning_order(events):
        if e.seat is None:
            continue
        totals[e.seat] += e.points
        if totals[e.seat] >= target and start[e.seat] < target:
            return e.seat, totals
    return None, totals
