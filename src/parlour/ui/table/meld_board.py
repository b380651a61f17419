"""The meld board: each player's declared cards face up in front of them, grouped by
the declaration that laid them, and the table geometry that leaves room for two boards.

Pure Python (no Qt): the grouping is read from the deal's events and the observation,
so undo and resume rebuild it exactly.

    +------------------------------------------------------+
    |          their hand (face down)                      |
    |  talon   their meld board (groups, captions below)   |  right
    |  count   ------------- the trick ------------------  |  column
    |  trump   your meld board (captions above)            |
    |          your hand (fanned)                          |
    +------------------------------------------------------+
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .layout import Rect, TableGeometry


@dataclass
class MeldGroup:
    title: str                      # "Royal marriage", "Four Kings"
    points: int
    cards: list = field(default_factory=list)   # the cards this declaration laid


def group_table(table: list, melds: list[tuple[list[int], str, int]],
                card_of=lambda x: x) -> list[MeldGroup]:
    """Split the cards lying on a player's table into the declarations that laid them.

    ``melds`` are this seat's declarations of the deal in order: (all the cards of the
    combination, its name, its points).  Each card on the table is shown in the first
    declaration that used it (where it was laid).  A caption says what is still on the
    table: a declaration broken by play (a card of it gone to a trick) is no group of
    its own, and its cards left go with the next that uses them or, when none does, to
    a last untitled group with any card no declaration explains (there should be none).
    ``table`` may hold the cards' keys (with several packs, in the order laid, so that
    of two copies the first laid goes with the first declaration); ``card_of`` reads
    the card of one.
    """
    groups, left, whole = _laid(table, melds, card_of)
    if not all(whole):
        groups, left, _ = _laid(table, [m for m, w in zip(melds, whole) if w], card_of)
    if left:
        groups.append(MeldGroup("", 0, left))
    return groups


def _laid(table: list, melds, card_of) -> tuple[list[MeldGroup], list, list[bool]]:
    """The groups the declarations laid, the cards none took, and whether each
    declaration is whole: each of its cards taken here or lying in an earlier group of
    another name (a card serves again only in another combination: two royal marriages
    of clubs never share a Queen), each such card once."""
    left = list(table)
    groups: list[MeldGroup] = []
    whole = []
    for cards, title, points in melds:
        g = MeldGroup(title, points)
        lent: list = []
        for c in cards:
            got = next((x for x in left if card_of(x) == c), None)
            if got is not None:
                left.remove(got)
                g.cards.append(got)
                continue
            got = next((x for h in groups if h.title != title for x in h.cards
                        if card_of(x) == c and x not in lent), None)
            if got is not None:
                lent.append(got)
        whole.append(len(g.cards) + len(lent) == len(cards))
        if g.cards:
            groups.append(g)
    return groups, left, whole


class MeldingGeometry(TableGeometry):
    """Five rows in the middle column: their hand, their board, the trick, your board,
    your hand.  Cards are a little smaller than at Piquet so all five fit; the right
    column is left for the tricks and the left for the talon."""

    def __init__(self, width: float, height: float, ratio: float = 1.4):
        super().__init__(width, height, ratio)
        self._fit(min(self.height * 0.168, self.width / 10.5 * ratio), 48.0, 6.0, 0.08, 13.0)
        self._columns(self.card_w * 1.9, self.card_w * 1.1)

    def trick(self, index: int, bottom: bool) -> tuple[float, float]:
        """The two cards of the trick side by side (the rows above and below are the
        boards): the leader's on the left."""
        cx, cy = self.centre()
        return (cx - self.card_w * 1.05 + index * self.card_w * 1.1, cy - self.card_h / 2)

    def trick_area(self) -> Rect:
        cx, cy = self.centre()
        w = min(self.card_w * 3.4, self.mid_x1 - self.mid_x0)
        return Rect(cx - w / 2, cy - self.card_h * 0.6, w, self.card_h * 1.2)

    def board_y(self, bottom: bool) -> float:
        if bottom:
            return self.height - self.margin - 2 * self.card_h - self.caption * 0.9
        return self.margin + self.card_h + self.caption * 0.9

    def board_area(self, bottom: bool) -> Rect:
        """Where a card is dropped to meld (the player's own board, with a margin)."""
        y = self.board_y(bottom)
        return Rect(self.mid_x0, y - self.caption, self.mid_x1 - self.mid_x0,
                    self.card_h + self.caption * 1.5)

    def board(self, groups: list[int], bottom: bool,
              min_widths: list[float] | None = None) -> list[list[tuple[float, float]]]:
        """Positions for groups of the given sizes: cards of a group overlap showing
        their indices, groups a little apart (wide enough for their captions when there
        is room), centred; squeezed to fit when many."""
        if not groups:
            return []
        room = self.mid_x1 - self.mid_x0
        step, gap = self.card_w * 0.34, self.card_w * 0.55
        ng = len(groups)

        wants = list(min_widths or [0.0] * ng)

        def span(k, st, i):
            return max(self.card_w + st * (k - 1), wants[i])

        def width(st, gp):
            return sum(span(k, st, i) for i, k in enumerate(groups)) + gp * (ng - 1)
        if width(step, gap) > room:             # no room for whole captions: cards first
            wants = [0.0] * ng
        while width(step, gap) > room and step > self.card_w * 0.12:
            step *= 0.9
            gap = max(gap * 0.9, self.card_w * 0.12)
        if width(step, gap) > room:        # still too wide: groups overlap a little
            gap = (room - sum(self.card_w + step * (k - 1) for k in groups)) / max(ng - 1, 1)
        x = (self.mid_x0 + self.mid_x1 - width(step, gap)) / 2
        y = self.board_y(bottom)
        out = []
        for j, k in enumerate(groups):
            out.append([(x + i * step, y) for i in range(k)])
            x += span(k, step, j) + gap
        return out

    # ----- the left column: the talon and the turn-up ------------------------------------
    def stock_pile(self, index: int, count: int) -> tuple[float, float]:
        """The stock as a slightly spread pile: one card drawn per few in the stock, each
        a little lower and to the right, so its thickness shows how much is left."""
        x = self.margin + self.card_h * 0.25
        y = self.height / 2 - self.card_h / 2 - self.card_h * 0.12
        return (x + index * 1.6, y + index * 0.9)

    def turnup(self) -> tuple[float, float, float]:
        """The trump card lies crosswise under the stock, half showing (Binocle)."""
        x, y = self.stock_pile(0, 0)
        return (x + self.card_w * 0.5 + self.card_h, y + self.card_h * 0.5 - self.card_w / 2,
                90.0)

    def label_pos(self, what: str) -> tuple[float, float]:
        if what == "talon":
            x, y = self.stock_pile(0, 0)
            return (self.margin, y + self.card_h + self.card_h * 0.12 + 4)
        if what == "name_top":
            return (self.margin, self.margin)
        return super().label_pos(what)
