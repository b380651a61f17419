"""Where things lie on the two-player table, as pure geometry (no Qt, easy to test).

The view turns a game's observation into a list of ``Slot``s: which card (or a face-down
card) lies where, at what depth and angle.  The scene then moves its card items to
those slots.  The table is laid out for the size of the window, and the card size is
chosen from it, so cards are drawn crisp at their real size rather than scaled.

    +--------------------------------------------------+
    | their discards   their hand (face down)   their |
    |                                           tricks |
    |  talon            trick area                     |
    | (5 across 3)                                     |
    | your discards                              your  |
    |                  your hand (fanned)       tricks |
    +--------------------------------------------------+
"""
from __future__ import annotations

from dataclasses import dataclass

from ...engine.copies import CardCopy

CARD_RATIO = 1.4            # height / width of a card (the art may say otherwise)


@dataclass(frozen=True)
class Slot:
    zone: str                # "hand0", "hand1", "talon", "trick", "discard0", "won1"...
    card: int | None         # None: a face-down card whose face this seat cannot know
    x: float
    y: float
    z: float = 0.0
    rotation: float = 0.0
    face_up: bool = True
    raised: bool = False     # lifted out of the fan (selected for discard)
    source: str | None = None  # the zone this card has just come from, when not obvious
    copy: int | None = None  # which copy of ``card``, in the games of several packs

    @property
    def key(self):
        """What tells this card from every other on the table: the card, or with several
        packs the card and its copy (engine/copies.py)."""
        return self.card if self.copy is None else CardCopy(self.card, self.copy)


@dataclass(frozen=True)
class Rect:
    x: float
    y: float
    w: float
    h: float

    def contains(self, px: float, py: float) -> bool:
        return self.x <= px <= self.x + self.w and self.y <= py <= self.y + self.h


class TableGeometry:
    """Positions for a table ``width`` x ``height`` (scene units = device-independent px).

    Three columns: at the left the discards and the talon, at the right the tricks won,
    between them the two hands and the trick.  Nothing overlaps at any window size from
    the minimum up, even with a card lifted for the exchange.
    """

    def __init__(self, width: float, height: float, ratio: float = CARD_RATIO):
        self.width, self.height = max(width, 320.0), max(height, 240.0)
        self.ratio = ratio
        # As big as possible while three rows fit and twelve cards fan across the middle
        # column with their indices showing (about 9.5 card widths in all).
        self._fit(min(self.height * 0.225, self.width / 9.6 * ratio), 56.0, 8.0, 0.09, 14.0)
        self._columns(self.card_w * 1.8, self.card_w * 1.1)

    def _fit(self, h: float, least: float, margin: float, margin_share: float,
             caption: float) -> None:
        """Cards ``h`` tall (at least ``least``), and the margin and captions to match
        (at least ``margin`` and ``caption``)."""
        self.card_h = round(max(h, least))
        self.card_w = round(self.card_h / self.ratio)
        self.margin = round(max(margin, self.card_h * margin_share))
        self.caption = max(caption, self.card_h * 0.14)

    def _columns(self, left_w: float, right_w: float) -> None:
        """The left and right columns' widths, and the middle column between them."""
        self.left_w, self.right_w = left_w, right_w
        self.mid_x0 = self.margin + self.left_w + self.margin
        self.mid_x1 = self.width - self.margin - self.right_w - self.margin

    # ----- hands ------------------------------------------------------------------------
    def fan(self, count: int, bottom: bool) -> list[tuple[float, float]]:
        """A hand spread left to right in the middle column, at the top or bottom."""
        if count <= 0:
            return []
        room = self.mid_x1 - self.mid_x0
        step = min(self.card_w * (0.62 if bottom else 0.32),
                   (room - self.card_w) / max(count - 1, 1))
        step = max(step, self.card_w * 0.18)
        total = self.card_w + step * (count - 1)
        x0 = (self.mid_x0 + self.mid_x1 - total) / 2
        y = (self.height - self.card_h - self.margin) if bottom else self.margin
        return [(x0 + i * step, y) for i in range(count)]

    def shown(self, index: int, count: int) -> tuple[float, float]:
        """Cards the player at the top shows for a declaration: a row just below his
        hand, clear of the trick."""
        step = self.card_w * 0.45
        total = self.card_w + step * max(count - 1, 0)
        x0 = (self.mid_x0 + self.mid_x1 - total) / 2
        return (x0 + index * step, self.margin + self.card_h * 1.12)

    def raise_by(self) -> float:
        return round(self.card_h * 0.18)

    # ----- the middle -------------------------------------------------------------------
    def centre(self) -> tuple[float, float]:
        return ((self.mid_x0 + self.mid_x1) / 2, self.height / 2)

    def trick(self, index: int, bottom: bool) -> tuple[float, float]:
        """The cards of the current trick: theirs above the centre line, yours below,
        a little apart so both indices show."""
        cx, cy = self.centre()
        dx = self.card_w * 0.30 * (1 if bottom else -1)
        dy = self.card_h * 0.16 * (1 if bottom else -1)
        return (cx - self.card_w / 2 + dx + index * 2, cy - self.card_h / 2 + dy)

    def trick_lies(self) -> Rect:
        """Where the cards of a trick lie, every one and its shadow: what the deal's
        summary stands clear of, the last trick being read with it."""
        spots = [self.trick(i, bottom) for i in range(2) for bottom in (False, True)]
        x0, y0 = min(x for x, _ in spots), min(y for _, y in spots)
        x1 = max(x for x, _ in spots) + self.card_w
        y1 = max(y for _, y in spots) + self.card_h
        pad = self.card_w * 0.1
        return Rect(x0 - pad, y0 - pad, x1 - x0 + 2 * pad, y1 - y0 + 2 * pad)

    def trick_area(self) -> Rect:
        """Where a dragged card is played: the middle of the table."""
        cx, cy = self.centre()
        w, h = min(self.card_w * 3.4, self.mid_x1 - self.mid_x0), self.card_h * 1.9
        return Rect(cx - w / 2, cy - h / 2, w, h)

    # ----- the left column --------------------------------------------------------------
    def talon(self, index: int, crosswise: bool, spread: bool = False) -> tuple[float, float, float]:
        """The talon: three cards lying square, five laid across them; cards a player
        may look at are spread a little.  Returns x, y, rotation (90 for crosswise)."""
        x = self.margin + (self.left_w - self.card_w) / 2
        y = self.height / 2 - self.card_h / 2
        step = self.card_w * 0.22 if spread else 1.5
        if crosswise:
            # Turned 90 degrees about its top-left corner, centred on the square stack.
            cx, cy = x + self.card_w / 2, y + self.card_h / 2
            return (cx + self.card_h / 2 + index * step, cy - self.card_w / 2 - index * 1.5,
                    90.0)
        if spread:
            x = self.margin
        return (x + index * step, y - (0 if spread else index * 1.5), 0.0)

    def pack(self, index: int) -> tuple[float, float]:
        """The pack, squared up where the talon lies, before a deal."""
        x, y, _ = self.talon(0, False)
        return (x + index * 0.3, y - index * 0.3)

    def discard(self, index: int, bottom: bool) -> tuple[float, float]:
        """Each player's discards in the left column: yours face up near your hand,
        theirs face down near theirs."""
        if bottom:
            return (self.margin + index * self.card_w * 0.2,
                    self.height - self.margin - self.card_h - self.caption - 4)
        return (self.margin + index * 1.5, self.margin)

    def discard_area(self, bottom: bool) -> Rect:
        x, y = self.discard(0, bottom)
        return Rect(x, y, self.left_w, self.card_h)

    # ----- the right column -------------------------------------------------------------
    PILE_RISE = 0.8            # a pile of tricks rises this much a trick
    MOST_TRICKS = 12           # Piquet's deal

    def won(self, index: int, bottom: bool) -> tuple[float, float]:
        """Tricks won, squared up with a slight offset per trick.  The top pile rises
        towards its caption above it, so it starts as far below it as twelve tricks
        raise it (seen in the walk: eleven tricks' top card touched "11 tricks")."""
        rise = self.PILE_RISE * (index // 2)
        x = self.width - self.margin - self.card_w - rise
        y = (self.height - self.margin - self.card_h - self.caption - 4) if bottom \
            else self.margin + self.caption + 4 + self.PILE_RISE * (self.MOST_TRICKS - 1)
        return (x, y - rise)

    def label_pos(self, what: str) -> tuple[float, float]:
        """Where the small captions go."""
        if what == "talon":
            x, y = self.talon(0, False)[:2]
            return (self.margin, y + self.card_h + 6)
        if what == "name_bottom":
            return (self.margin, self.height - self.margin - self.caption)
        if what == "name_top":
            return (self.mid_x0, self.margin + self.card_h + 4)
        if what == "won_bottom":
            x, y = self.won(0, True)
            return (x, y + self.card_h + 2)
        if what == "won_top":
            x, y = self.won(0, False)
            return (x, self.margin)
        return (self.margin, self.margin)
