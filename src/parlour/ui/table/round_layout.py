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

from .layout import CARD_RATIO, Rect, TableGeometry

FULL = 10                   # the most cards a hand holds (Normand; Voleur's are eight)
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
        self._fit(min(self.height * 0.205, self.width / 11.0 * ratio), 56.0, 8.0, 0.09, 14.0)
        self.mid_x0 = self.margin + self.card_h + self.margin
        self.mid_x1 = self.width - self.margin - self.card_h - self.margin

    # ----- hands ------------------------------------------------------------------------
    def _side_column(self) -> tuple[float, float]:
        """Where a side hand begins and its step: the column holds, besides the hand,
        the right player's tricks above it and the left player's below it."""
        lift = 0.8 * (FULL - 1)
        room = self.height - 2 * self.margin - 2 * self.card_h - lift - 4 * self.caption - 24
        step = max(self.card_w * 0.12, min(self.card_w * 0.26,
                                           (room - self.card_w) / (FULL - 1)))
        total = self.card_w + step * (FULL - 1)
        top = self.margin + self.card_h + lift + self.caption + 12
        return max(top, self.height / 2 - total / 2 - self.caption), step

    def hand(self, place: str, count: int) -> list[tuple[float, float, float]]:
        """A hand at ``place``: (x, y, rotation) of each card, in order."""
        if count <= 0:
            return []
        if place in ("bottom", "top"):
            return [(x, y, 0.0) for x, y in self.fan(count, place == "bottom")]
        # laid from where a full hand begins, so the hand shortens from its far end
        # and its caption stays put
        y0, step = self._side_column()
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
        return (cx - self.card_w / 2 + dx * self.card_w * 1.05,
                cy - self.card_h / 2 + dy * self.card_h * 0.55)

    def trick_lies(self) -> Rect:
        return self.trick_area()      # a card before each player: the whole middle

    def trick_area(self) -> Rect:
        cx, cy = self.centre()
        w, h = self.card_w * 3.4, self.card_h * 2.1
        return Rect(cx - w / 2, cy - h / 2, w, h)

    def talon(self, index: int, crosswise: bool = False,
              spread: bool = False) -> tuple[float, float, float]:
        """Normand's talon of two, at the head of the table where nobody sits; new
        cards come from here too."""
        cx = self.width / 2
        step = self.card_w * (0.55 if spread else 0.08)
        # room left for the second card spread, clear of the dealer's discards
        return (cx - self.card_w * 1.55 - self.margin * 2 + index * step, self.margin, 0.0)

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
    def won_at(self, place: str, index: int) -> tuple[float, float]:
        """Tricks won, squared up beside their taker's hand: yours and your partner's
        at the right of the hand, the side players' below (left) or above (right)."""
        lift = 0.8 * (index // 2)
        if place in ("bottom", "top"):
            end = self.fan(FULL, place == "bottom")[-1][0] + self.card_w
            y = self.fan(1, place == "bottom")[0][1]
            return (min(end + self.margin * 2, self.width - self.margin - self.card_w) - lift,
                    y - lift)
        box = self.hand_box(place, FULL)
        if place == "left":
            return (self.margin + lift, box.y + box.h + self.caption + 8 - lift)
        return (self.width - self.margin - self.card_w - lift,
                box.y - self.card_h - self.caption - 8 - lift)

    def name_at(self, place: str, hand_count: int, chars: int) -> tuple[float, float]:
        """Top-left of a player's caption; ``chars`` long (right-hand ones end at the
        edge)."""
        wide = chars * self.caption * 0.5
        if place == "bottom":
            x0, y0 = self.fan(max(hand_count, 1), True)[0]
            if x0 - wide - self.margin >= self.margin:        # at the left of the fan
                return (x0 - wide - self.margin, self.height - self.margin - self.caption)
            return (x0, y0 - self.raise_by() - self.caption - 4)   # above it
        if place == "top":
            x0 = self.fan(max(hand_count, 1), False)[0][0]
            return (x0, self.margin + self.card_h + 4)
        if place == "left":
            return (self.margin, self.hand_box(place, FULL).y - self.caption - 6)
        box = self.hand_box(place, max(hand_count, 1))     # just under the cards held
        return (max(self.mid_x0, self.width - self.margin - wide), box.y + box.h + 6)

    def won_label_at(self, place: str) -> tuple[float, float]:
        x, y = self.won_at(place, 0)
        if place == "bottom":
            return (x, y - 0.8 * (FULL - 1) - self.caption - 4)   # above the pile
        return (x, y + self.card_h + 2)
