"""Parlour's own card faces and backs as SVG text, drawn by code.

A card is 250 x 350 units (5:7).  Every face has its index (rank over suit) in the top
left corner and, turned about the centre, in the bottom right, so a fanned hand reads
from either end.  Sevens to Tens carry the traditional pip layouts, with the lower pips
upside down; courts are framed double-headed figures (courts.py); Aces a single large
ornamented pip.  The SVG has stable element ids ("index-top", "index-bottom", "pips",
"court", "ace") so tests and themes can find the parts.
"""
from __future__ import annotations

import math
from functools import lru_cache

from parlour.engine.cards import ACE, SPADES, rank_of, suit_of

from .courts import court_panel
from .glyphs import (BLACK, FOUR_COLOUR, GOLD, GOLD_DARK, PAPER, RANK_GLYPH, glyph, is_court, pip,
                     suit_colour)

WIDTH = 250
HEIGHT = 350
RADIUS = 14           # rounded corners
ASPECT = HEIGHT / WIDTH

# Pip columns and rows for the numerals: the corners' indices keep clear of them.
_LEFT, _MIDDLE, _RIGHT = 83.0, 125.0, 167.0
_TOP, _BOTTOM = 80.0, 270.0
_PIP = 43.0
_ROW4 = tuple(_TOP + i * (_BOTTOM - _TOP) / 3 for i in range(4))
_CENTRE = (_TOP + _BOTTOM) / 2


def _pip_layout(rank: int) -> list[tuple[float, float]]:
    """Centres of the pips of a Seven (rank 0) to a Ten (rank 3)."""
    if rank <= 1:   # Seven, Eight: three rows a side, one or two in the middle column
        sides = [(x, y) for y in (_TOP, _CENTRE, _BOTTOM) for x in (_LEFT, _RIGHT)]
        upper = (_TOP + _CENTRE) / 2
        middle = [(_MIDDLE, upper)] if rank == 0 else [(_MIDDLE, upper),
                                                        (_MIDDLE, 2 * _CENTRE - upper)]
        return sides + middle
    sides = [(x, y) for y in _ROW4 for x in (_LEFT, _RIGHT)]
    if rank == 2:   # Nine: four a side and one in the very centre
        return sides + [(_MIDDLE, _CENTRE)]
    between = (_ROW4[0] + _ROW4[1]) / 2   # Ten: two in the middle column
    return sides + [(_MIDDLE, between), (_MIDDLE, 2 * _CENTRE - between)]


def _index(rank: int, suit: int, letters: tuple[str, ...]) -> str:
    """Rank over a small suit sign, in the top-left corner."""
    colour = suit_colour(suit)
    return (glyph(letters[rank], 27.0, 10.0, 52.0, colour)
            + pip(suit, 27.0, 83.0, 31.0))


def _numeral(rank: int, suit: int) -> str:
    size = _PIP - 3 if rank == 3 else _PIP   # the Ten's middle pips need the room
    pips = "".join(pip(suit, x, y, size, upside_down=y > _CENTRE + 1)
                   for x, y in _pip_layout(rank))
    return f'<g id="pips">{pips}</g>'


def _laurel(cx: float, cy: float, r: float, colour: str) -> str:
    """Two laurel branches growing up either side of a ring from a bow at the bottom."""
    leaves, berries = [], []
    for side in (1, -1):                  # 1: up the left side, -1: up the right
        for i in range(11):
            a = math.radians(90 + side * (14 + i * 15))
            px, py = cx + r * math.cos(a), cy + r * math.sin(a)
            # direction of growth along the ring, and the leaf's turn to point that way
            dx, dy = -side * math.sin(a), side * math.cos(a)
            rho = math.degrees(math.atan2(dx, -dy))
            for tilt in (-32, 32):
                leaves.append(f'<ellipse cx="0" cy="-7.5" rx="3.1" ry="7.5" '
                              f'transform="translate({px:.2f},{py:.2f}) '
                              f'rotate({rho + tilt:.1f})"/>')
            if i % 3 == 1:
                bx, by = cx + (r + 2) * math.cos(a), cy + (r + 2) * math.sin(a)
                berries.append(f'<circle cx="{bx:.2f}" cy="{by:.2f}" r="2.2"/>')
    stem = (f'<path d="M{cx - r * math.sin(math.radians(14)):.2f},'
            f'{cy + r * math.cos(math.radians(14)):.2f} A{r},{r} 0 1 1 '
            f'{cx + r * math.sin(math.radians(14)):.2f},'
            f'{cy + r * math.cos(math.radians(14)):.2f}" fill="none" stroke="{GOLD_DARK}" '
            f'stroke-width="1.3"/>')
    bow = (f'<path d="M{cx},{cy + r} C{cx - 14},{cy + r - 9} {cx - 16},{cy + r + 9} {cx},{cy + r}'
           f' C{cx + 16},{cy + r + 9} {cx + 14},{cy + r - 9} {cx},{cy + r} Z" '
           f'fill="{colour}"/><path d="M{cx - 2},{cy + r} L{cx - 9},{cy + r + 14} '
           f'M{cx + 2},{cy + r} L{cx + 9},{cy + r + 14}" stroke="{colour}" stroke-width="2.2" '
           f'stroke-linecap="round"/>')
    return (stem + f'<g fill="{GOLD}" stroke="{GOLD_DARK}" stroke-width="0.6">'
            f'{"".join(leaves)}</g><g fill="{colour}">{"".join(berries)}</g>' + bow)


def _ace(suit: int) -> str:
    """A large pip in a laurel wreath; the Ace of spades is grander still."""
    colour = suit_colour(suit)
    cx, cy = 125.0, 175.0
    parts = [f'<circle cx="{cx}" cy="{cy}" r="76" fill="none" stroke="{colour}" '
             f'stroke-width="0.9" stroke-opacity="0.6"/>']
    parts.append(_laurel(cx, cy, 82.0, colour))
    if suit == SPADES:   # the Ace of spades: a filigree halo and a jewelled centre
        parts.append(f'<circle cx="{cx}" cy="{cy}" r="62" fill="{colour}" '
                     f'fill-opacity="0.06" stroke="{GOLD_DARK}" stroke-width="1" '
                     f'stroke-dasharray="3 4"/>')
    parts.append(pip(suit, cx, cy, 104))
    # a fine highlight inside the big pip makes it read as engraved, not flat
    if suit != 3:   # a club's outline would show its overlapping leaves
        parts.append(pip(suit, cx, cy - 2, 70, fill="none",
                         extra=' stroke="#ffffff" stroke-opacity="0.55" stroke-width="2.2"'))
    if suit == SPADES:
        parts.append(f'<circle cx="{cx}" cy="{cy - 4}" r="7" fill="{GOLD}" '
                     f'stroke="#ffffff" stroke-width="1.5"/>')
    return f'<g id="ace">{"".join(parts)}</g>'


def _frame(body: str, title: str) -> str:
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
        f'width="{WIDTH}" height="{HEIGHT}" viewBox="0 0 {WIDTH} {HEIGHT}">'
        f'<title>{title}</title>'
        f'<rect id="card-edge" x="0.75" y="0.75" width="{WIDTH - 1.5}" height="{HEIGHT - 1.5}" '
        f'rx="{RADIUS}" fill="{PAPER}" stroke="#8c8478" stroke-width="1.5"/>'
        f'{body}</svg>'
    )


@lru_cache(maxsize=None)
def face_svg(card: int, four_colour: bool = False,
             letters: tuple[str, ...] = RANK_GLYPH) -> str:
    """The SVG document of one face (card = suit * 8 + rank, 0..31); ``four_colour``:
    diamonds blue and clubs green (glyphs.FOUR_COLOUR), the suit's ink swapped;
    ``letters``: the ranks' letters in the corners (the French V D R, as the log
    writes them: language.rank_letters)."""
    if four_colour and suit_of(card) in FOUR_COLOUR:
        return face_svg(card, False, letters).replace(suit_colour(suit_of(card)),
                                                      FOUR_COLOUR[suit_of(card)])
    if not 0 <= card < 32:
        raise ValueError(f"no card {card} in a piquet pack")
    rank, suit = rank_of(card), suit_of(card)
    index = _index(rank, suit, letters)
    if rank == ACE:
        middle = _ace(suit)
    elif is_court(rank):
        middle = court_panel(rank, suit, letters)
    else:
        middle = _numeral(rank, suit)
    body = (f'{middle}<g id="index-top">{index}</g>'
            f'<g id="index-bottom" transform="rotate(180 {WIDTH / 2} {HEIGHT / 2})">'
            f'{index}</g>')
    return _frame(body, f"{RANK_GLYPH[rank]} {'SHDC'[suit]}")


# ----- backs ------------------------------------------------------------------------

BACK_STYLES = {
    # style: (field, lattice, ornament)
    "classic": ("#7b1c2a", "#a8404e", GOLD),
    "blue": ("#1d3a6b", "#3f62a0", "#e3c46a"),
    "green": ("#1f5a3c", "#3d8760", "#e3c46a"),
}


def _lattice(x0: float, y0: float, x1: float, y1: float, step: float) -> str:
    """Diagonal lines both ways, cut mathematically to the rectangle (no clip paths)."""
    segments = []
    w, h = x1 - x0, y1 - y0
    k = -h
    while k < w:
        # line x - x0 = (y - y0) + k, i.e. slope +1, and its mirror with slope -1
        for sign in (1, -1):
            pts = []
            for y in (y0, y1):
                x = x0 + k + (y - y0) if sign == 1 else x1 - k - (y - y0)
                pts.append((x, y))
            (ax, ay), (bx, by) = pts
            # clip to x0..x1 by moving along the 45-degree line
            if sign == 1:
                if ax < x0:
                    ay, ax = ay + (x0 - ax), x0
                if bx > x1:
                    by, bx = by - (bx - x1), x1
            else:
                if ax > x1:
                    ay, ax = ay + (ax - x1), x1
                if bx < x0:
                    by, bx = by - (x0 - bx), x0
            if ay < by:
                segments.append(f"M{ax:.1f},{ay:.1f} L{bx:.1f},{by:.1f}")
        k += step
    return " ".join(segments)


@lru_cache(maxsize=None)
def back_svg(style: str = "classic") -> str:
    """The back of every card: a lattice field with a medallion of the four suits."""
    try:
        field, lattice, ornament = BACK_STYLES[style]
    except KeyError:
        raise ValueError(f"no card back '{style}' (choose from {', '.join(BACK_STYLES)})")
    m = 11.0
    x0, y0, x1, y1 = m, m, WIDTH - m, HEIGHT - m
    cx, cy = WIDTH / 2, HEIGHT / 2
    medallion = "".join(
        f'<g transform="rotate({i * 90} {cx} {cy})">'
        f'{pip(suit, cx, cy - 27, 26, fill=ornament)}</g>'
        for i, suit in enumerate((0, 1, 3, 2)))
    body = (
        f'<g id="back">'
        f'<rect x="{x0}" y="{y0}" width="{x1 - x0}" height="{y1 - y0}" rx="7" fill="{field}"/>'
        f'<path d="{_lattice(x0, y0, x1, y1, 13.0)}" stroke="{lattice}" stroke-width="1.6" '
        f'fill="none"/>'
        f'<rect x="{x0 + 7}" y="{y0 + 7}" width="{x1 - x0 - 14}" height="{y1 - y0 - 14}" '
        f'rx="4" fill="none" stroke="{ornament}" stroke-width="2"/>'
        f'<rect x="{x0 + 11}" y="{y0 + 11}" width="{x1 - x0 - 22}" height="{y1 - y0 - 22}" '
        f'rx="3" fill="none" stroke="{ornament}" stroke-width="0.8"/>'
        f'<ellipse cx="{cx}" cy="{cy}" rx="58" ry="66" fill="{field}" stroke="{ornament}" '
        f'stroke-width="2.2"/>'
        f'<ellipse cx="{cx}" cy="{cy}" rx="52" ry="60" fill="none" stroke="{ornament}" '
        f'stroke-width="0.8"/>'
        f'{medallion}'
        f'<circle cx="{cx}" cy="{cy}" r="6" fill="{ornament}"/>'
        f'</g>'
    )
    return _frame(body, "back")


__all__ = ["face_svg", "back_svg", "BACK_STYLES", "WIDTH", "HEIGHT", "ASPECT", "BLACK"]
