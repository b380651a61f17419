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


@dataclass(frozen=True)
class Rect:
    x: float
    y: float
    w: float
    h: float

    def contains(self, px: float, py: float) -> bool:
        return self.x <= px <= self.x + self.w and self.y <= py <= self.y + self.h


class TableGeometry:
    """Positions for a table ``width`` x ``height`` (scene units = device-independent px)."""

    def __init__(self, width: float, height: float, ratio: float = CARD_RATIO):
        self.width, self.height = max(width, 320.0), max(height, 240.0)
        self.ratio = ratio
        # Cards as big as possible while three rows (two hands and the table) fit, and
        # twelve cards fan across with a readable index showing.
        h = min(self.height * 0.23, (self.width * 0.62) / 6.0 * ratio)
        self.card_h = round(max(h, 56.0))
        self.card_w = round(self.card_h / ratio)
        self.margin = round(max(8.0, self.card_h * 0.10))

    # ----- hands ------------------------------------------------------------------------
    def fan(self, count: int, bottom: bool) -> list[tuple[float, float]]:
        """A hand spread left to right in the middle of the top or bottom edge."""
        if count <= 0:
            return []
        room = self.width - 2 * self.margin - 2.3 * self.card_w   # keep the side columns free
        step = min(self.card_w * (0.62 if bottom else 0.32),
                   (room - self.card_w) / max(count - 1, 1))
        step = max(step, self.card_w * 0.18)
        total = self.card_w + step * (count - 1)
        x0 = (self.width - total) / 2
        y = (self.height - self.card_h - self.margin) if bottom else self.margin
        return [(x0 + i * step, y) for i in range(count)]

    def raise_by(self) -> float:
        return round(self.card_h * 0.22)

    # ----- the middle -------------------------------------------------------------------
    def trick(self, index: int, bottom: bool) -> tuple[float, float]:
        """The cards of the current trick: theirs above the centre line, yours below,
        a little apart so both indices show."""
        cx, cy = self.width / 2, self.height / 2
        dx = self.card_w * 0.30 * (1 if bottom else -1)
        dy = self.card_h * 0.16 * (1 if bottom else -1)
        return (cx - self.card_w / 2 + dx + index * 2, cy - self.card_h / 2 + dy)

    def trick_area(self) -> Rect:
        """Where a dragged card is played: the middle of the table."""
        w, h = self.card_w * 3.2, self.card_h * 1.9
        return Rect(self.width / 2 - w / 2, self.height / 2 - h / 2, w, h)

    def talon(self, index: int, crosswise: bool) -> tuple[float, float, float]:
        """The talon at the left: three cards lying square, five laid across them.
        Returns x, y, rotation (the crosswise cards are turned 90 degrees)."""
        x = self.margin + self.card_h * 0.12
        y = self.height / 2 - self.card_h / 2
        if crosswise:
            # Turned 90 degrees about its top-left corner, centred on the square stack.
            cx, cy = x + self.card_w / 2, y + self.card_h / 2
            return (cx + self.card_h / 2 + index * 1.5, cy - self.card_w / 2 - index * 1.5, 90.0)
        return (x + index * 1.5, y - index * 1.5, 0.0)

    def talon_area(self) -> Rect:
        x, y, _ = self.talon(0, False)
        return Rect(x - self.card_h * 0.2, y, self.card_h * 1.05, self.card_h)

    def discard(self, index: int, bottom: bool) -> tuple[float, float]:
        """Each player's discards at the left, small overlap, yours near you."""
        x = self.margin + index * self.card_w * (0.28 if bottom else 0.06)
        if bottom:
            y = self.height - self.margin - self.card_h - self.card_h * 0.02
            y = min(y, self.height / 2 + self.card_h * 0.62)
        else:
            y = max(self.margin, self.height / 2 - self.card_h * 1.62)
        return (x, y)

    def discard_area(self, bottom: bool) -> Rect:
        x, y = self.discard(0, bottom)
        return Rect(x, y, self.card_w * 2.6, self.card_h)

    def won(self, index: int, bottom: bool) -> tuple[float, float]:
        """Tricks won, at the right, squared up with a slight offset per trick."""
        x = self.width - self.margin - self.card_w - 0.8 * (index // 2)
        y = (self.height / 2 + self.card_h * 0.62) if bottom else (self.height / 2 - self.card_h * 1.62)
        return (x, y - 0.8 * (index // 2))

    def label_pos(self, what: str) -> tuple[float, float]:
        """Where the small captions go (names, trick counts)."""
        if what == "talon":
            x, y = self.talon(0, False)[:2]
            return (x, y + self.card_h + 4)
        if what in ("won0", "won1"):
            x, y = self.won(0, what == "won1")
            return (x, y - 20) if what == "won0" else (x, y + self.card_h + 4)
        return (self.margin, self.margin)
