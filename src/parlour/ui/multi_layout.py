"""Where things lie when three or four sit at the table (Piquet Normand and Voleur), as
pure geometry like ``table_layout`` (no Qt, easy to test).

Play passes to the left, so seen from your chair the next player sits at your left,
then (at four) your partner opposite, then the player at your right:

    +--------------------------------------------------+
    |  (talon, Normand)   partner's hand (Voleur)   tricks
    |                                                  |
    | left    |                            |   right   |
    | hand    |     the trick: each card   |   hand    |
    | (backs, |     in front of its player |  (backs,  |
    |  turned)|                            |   turned) |
    | tricks                                           |
    | name           your hand (fanned)         tricks |
    +--------------------------------------------------+

Cards turned for the side hands lie across: rotated 90 degrees about their top-left
corner, a card at (x, y) covers x - card_h .. x by y .. y + card_w.
"""
from __future__ import annotations

from .table_layout import CARD_RATIO, Rect, TableGeometry

PLACES = {3: ("bottom", "left", "right"), 4: ("bottom", "left", "top", "right")}


def place_of(seat: int, bottom: int, seats: int) -> str:
    """Where ``seat`` sits for the player at the foot of the table."""
    return PLACES[seats][(seat - bottom) % seats]


class RoundTableGeometry(TableGeometry):
    """Positions for three or four players round a ``width`` x ``height`` table."""

    def __init__(self, width: float, height: float, ratio: float = CARD_RATIO):
        super().__init__(width, height, ratio)
        # Three rows (two hands and the trick between them, its cards pushed towards
        # their players) must fit the height; the width holds two turned hands and a
        # ten-card fan of yours between them.
        h = min(self.height * 0.205, self.width / 11.0 * ratio)
        self.card_h = round(max(h, 56.0))
        self.card_w = round(self.card_h / ratio)
        self.margin = round(max(8.0, self.card_h * 0.09))
        self.caption = max(14.0, self.card_h * 0.14)
        self.mid_x0 = self.margin + self.card_h + self.margin
        self.mid_x1 = self.width - self.margin - self.card_h - self.margin

    # ----- hands ------------------------------------------------------------------------
    def _side_step(self, count: int) -> float:
        room = self.height - 2 * (self.margin + self.card_h + self.caption * 2)
        return max(self.card_w * 0.12, min(self.card_w * 0.26,
                                           (room - self.card_w) / max(count - 1, 1)))

    def hand(self, place: str, count: int) -> list[tuple[float, float, float]]:
        """A hand at ``place``: (x, y, rotation) of each card, in order."""
        if count <= 0:
            return []
        if place in ("bottom", "top"):
            return [(x, y, 0.0) for x, y in self.fan(count, place == "bottom")]
        step = self._side_step(count)
        total = self.card_w + step * (count - 1)
        y0 = self.height / 2 - total / 2 - self.caption
        x = self.margin + self.card_h if place == "left" else self.width - self.margin
        return [(x, y0 + i * step, 90.0) for i in range(count)]

    def hand_box(self, place: str, count: int) -> Rect:
        """The ground a hand of ``count`` covers (for captions and tricks won)."""
        cards = self.hand(place, max(count, 1))
        if place in ("left", "right"):
            x = cards[0][0] - self.card_h
            return Rect(x, cards[0][1], self.card_h, cards[-1][1] - cards[0][1] + self.card_w)
        return Rect(cards[0][0], cards[0][1], cards[-1][0] - cards[0][0] + self.card_w,
                    self.card_h)

    # ----- the middle -------------------------------------------------------------------
    def centre(self) -> tuple[float, float]:
        return (self.width / 2, self.height / 2 - self.caption / 2)

    def trick_at(self, place: str, index: int) -> tuple[float, float]:
        """A card of the trick, in front of the player who played it; later cards lie
        a little higher so the leader's card is still seen underneath."""
        cx, cy = self.centre()
        dx, dy = {"bottom": (0, 1), "top": (0, -1), "left": (-1, 0),
                  "right": (1, 0)}[place]
        return (cx - self.card_w / 2 + dx * self.card_w * 0.78,
                cy - self.card_h / 2 + dy * self.card_h * 0.36)

    def trick_area(self) -> Rect:
        cx, cy = self.centre()
        w, h = self.card_w * 3.4, self.card_h * 1.9
        return Rect(cx - w / 2, cy - h / 2, w, h)

    def talon(self, index: int, crosswise: bool = False,
              spread: bool = False) -> tuple[float, float, float]:
        """Normand's talon of two, at the head of the table where nobody sits; new
        cards come from here too."""
        cx = self.width / 2
        step = self.card_w * (0.55 if spread else 0.08)
        return (cx - self.card_w - self.margin + index * step, self.margin, 0.0)

    def pack(self, index: int) -> tuple[float, float]:
        cx, cy = self.centre()
        return (cx - self.card_w / 2 + index * 0.3, cy - self.card_h / 2 - index * 0.3)

    def dealer_discard(self, index: int) -> tuple[float, float]:
        """The Normand dealer's discards, beside the talon."""
        return (self.width / 2 + self.margin * 2 + index * self.card_w * 0.3, self.margin)

    def dealer_discard_area(self) -> Rect:
        x, y = self.dealer_discard(0)
        return Rect(x - self.margin, y, self.card_w * 1.6 + 2 * self.margin,
                    self.card_h + self.caption)

    # ----- tricks won and names ---------------------------------------------------------
    def won_at(self, place: str, index: int, hand_count: int) -> tuple[float, float]:
        """Tricks won, squared up near their taker, each in his own corner: yours at
        the bottom right, your partner's at the top left, the side players' below
        (left) or above (right) their hands."""
        lift = 0.8 * (index // 2)
        if place == "bottom":
            return (self.width - self.margin - self.card_w - lift,
                    self.height - self.margin - self.card_h - self.caption - 4 - lift)
        if place == "top":
            return (self.margin + lift, self.margin + self.caption + 4 - lift)
        box = self.hand_box(place, max(hand_count, 8))
        if place == "left":
            return (self.margin + lift, box.y + box.h + self.caption + 8 - lift)
        return (self.width - self.margin - self.card_w - lift,
                box.y - self.card_h - self.caption - 8 - lift)

    def name_at(self, place: str, hand_count: int, chars: int) -> tuple[float, float]:
        """Top-left of a player's caption; ``chars`` long (right-hand ones end at the
        edge)."""
        wide = chars * self.caption * 0.5
        if place == "bottom":
            x0 = self.fan(max(hand_count, 1), True)[0][0]
            return (max(self.margin, x0 - wide - self.margin),
                    self.height - self.margin - self.caption)
        if place == "top":
            x0 = self.fan(max(hand_count, 1), False)[0][0]
            return (x0, self.margin + self.card_h + 4)
        box = self.hand_box(place, max(hand_count, 8))
        if place == "left":
            return (self.margin, box.y - self.caption - 6)
        return (max(self.mid_x0, self.width - self.margin - wide), box.y + box.h + 6)

    def won_label_at(self, place: str, hand_count: int) -> tuple[float, float]:
        x, y = self.won_at(place, 0, hand_count)
        return (x, y + self.card_h + 2) if place != "top" else (x, self.margin)
