"""The drawing vocabulary of Parlour's cards: suit shapes, rank glyphs, colours.

Everything is plain SVG text built from numbers, so the art needs no fonts (a corner
index must look the same on every machine) and stays sharp at any size.  Suit shapes are
drawn in a 100 x 100 box, rank glyphs as round-capped strokes in a box 100 high.
"""
from __future__ import annotations

from parlour.engine.cards import ACE, JACK, KING, QUEEN, TEN

RED = "#c0182c"
BLACK = "#17171c"
INK = "#3a2a20"          # outlines of the court figures
GOLD = "#d2a53a"
GOLD_DARK = "#9a7420"
PAPER = "#fffdf7"
PANEL = "#fbf4e2"
SKIN = "#f3d6b3"


# A four-colour pack, as the commercial ones: diamonds blue, clubs green (spades black,
# hearts red), so a glance tells the four suits apart, red and black or not.
FOUR_COLOUR = {2: "#1f5fbf", 3: "#1d7a3a"}


def suit_colour(suit: int) -> str:
    """Hearts and diamonds red, spades and clubs black."""
    return RED if suit in (1, 2) else BLACK


# Suit shapes in a 100 x 100 box, centred on (50, 50).  A club is several shapes, so
# each suit is a list of elements sharing the group's fill.
SUIT_SHAPES: tuple[tuple[str, ...], ...] = (
    (  # spades: a broad leaf on a flared stem
        '<path d="M50,3 C58,17 71,29 83,40 C95,52 100,62 96,73 C92,83 80,87 70,83 '
        'C64,81 59,77 55,71 C56,82 60,90 69,97 L31,97 C40,90 44,82 45,71 '
        'C41,77 36,81 30,83 C20,87 8,83 4,73 C0,62 5,52 17,40 C29,29 42,17 50,3 Z"/>',
    ),
    (  # hearts
        '<path d="M50,95 C40,81 24,69 12,55 C2,43 -1,30 5,18 C11,7 25,2 37,7 '
        'C44,10 48,16 50,23 C52,16 56,10 63,7 C75,2 89,7 95,18 C101,30 98,43 88,55 '
        'C76,69 60,81 50,95 Z"/>',
    ),
    (  # diamonds: gently curved sides, as on old French packs
        '<path d="M50,1 C60,18 72,34 89,50 C72,66 60,82 50,99 C40,82 28,66 11,50 '
        'C28,34 40,18 50,1 Z"/>',
    ),
    (  # clubs: three leaves and a flared stem
        '<circle cx="50" cy="26" r="21"/>',
        '<circle cx="26" cy="57" r="21"/>',
        '<circle cx="74" cy="57" r="21"/>',
        '<circle cx="50" cy="50" r="12"/>',
        '<path d="M46,52 C46,74 41,88 31,97 L69,97 C59,88 54,74 54,52 Z"/>',
    ),
)


def pip(suit: int, cx: float, cy: float, size: float, upside_down: bool = False,
        fill: str | None = None, extra: str = "") -> str:
    """One suit sign of ``size`` card units centred on (cx, cy)."""
    s = size / 100.0
    turn = " rotate(180)" if upside_down else ""
    colour = fill or suit_colour(suit)
    body = "".join(SUIT_SHAPES[suit])
    return (f'<g transform="translate({cx:.2f},{cy:.2f}){turn} scale({s:.4f}) '
            f'translate(-50,-50)" fill="{colour}"{extra}>{body}</g>')


# Rank glyphs: stroked paths in a box 100 high; value = (path data, advance width).
GLYPHS: dict[str, tuple[str, float]] = {
    "7": ("M7,8 H54 C41,30 31,58 27,93", 60),
    "8": ("M30,8 C19,8 12,16 12,28 C12,40 20,48 30,48 C40,48 48,40 48,28 "
          "C48,16 41,8 30,8 Z M30,48 C17,48 8,58 8,71 C8,85 18,93 30,93 "
          "C42,93 52,85 52,71 C52,58 43,48 30,48 Z", 60),
    "9": ("M51,33 C51,19 42,8 30,8 C18,8 9,18 9,31 C9,45 18,54 30,54 "
          "C42,54 51,45 51,33 C51,64 44,93 14,93", 60),
    "10": ("M5,22 L19,8 V93 M48,8 C36,8 31,26 31,50 C31,75 36,93 48,93 "
           "C60,93 65,75 65,50 C65,26 60,8 48,8 Z", 71),
    "J": ("M22,8 H54 M43,8 V68 C43,86 35,93 24,93 C13,93 7,86 6,76", 60),
    "Q": ("M30,7 C15,7 6,26 6,50 C6,74 15,92 30,92 C45,92 54,74 54,50 "
          "C54,26 45,7 30,7 Z M35,72 L56,96", 60),
    "K": ("M10,8 V93 M53,8 L10,60 M25,42 L55,93", 62),
    "A": ("M4,93 L30,7 L56,93 M14,63 H46", 60),
    # the French court letters: Valet, Dame, Roi (language.rank_letters)
    "V": ("M6,8 L30,93 L54,8", 60),
    "D": ("M10,8 V93 H24 C44,93 54,74 54,50 C54,26 44,8 24,8 Z", 60),
    "R": ("M10,93 V8 H32 C46,8 53,18 53,30 C53,42 46,51 32,51 H10 M30,51 L54,93", 62),
}

RANK_GLYPH = ("7", "8", "9", "10", "J", "Q", "K", "A")
STROKE = 13.0   # glyph stroke width in glyph units


def glyph(text: str, x: float, y: float, height: float, colour: str,
          centred: bool = True, extra: str = "") -> str:
    """A rank glyph ``height`` card units tall whose top is at y, centred on x."""
    d, width = GLYPHS[text]
    s = height / 100.0
    left = x - width * s / 2 if centred else x
    return (f'<path d="{d}" transform="translate({left:.2f},{y:.2f}) scale({s:.4f})" '
            f'fill="none" stroke="{colour}" stroke-width="{STROKE}" '
            f'stroke-linecap="round" stroke-linejoin="round"{extra}/>')


def is_court(rank: int) -> bool:
    return rank in (JACK, QUEEN, KING)


def is_numeral(rank: int) -> bool:
    return rank <= TEN


__all__ = ["RED", "BLACK", "GOLD", "PAPER", "FOUR_COLOUR", "suit_colour", "pip", "glyph", "GLYPHS",
           "RANK_GLYPH", "SUIT_SHAPES", "is_court", "is_numeral", "ACE"]
