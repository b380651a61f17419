"""Parlour's court cards: a King, Queen and Knave for each suit, drawn with paths.

Each court is double-headed as on a real pack: a half-length figure in the upper half of a
framed panel, and the same figure turned about the centre below, so the card reads the
same either way up.  The twelve differ by headdress and dress (King: crown and ermine;
Queen: coronet and ruff; Knave: feathered cap and collar), and each of the twelve holds
its own emblem (sceptre, sword, axe or orb; lily, rose, fan or tulip; halberd, torch,
spear or sword) in the colours of its suit.
"""
from __future__ import annotations

from parlour.engine.cards import KING, QUEEN

from .glyphs import GOLD, GOLD_DARK, INK, PANEL, RANK_GLYPH, SKIN, glyph, pip, suit_colour

# Panel of the court inside the card (card units; the card is 250 x 350).
PANEL_BOX = (46.0, 40.0, 158.0, 270.0)
MID_Y = 175.0

# suit -> robe, trim, accent, hair
PALETTES = (
    ("#27457f", GOLD, "#b8202e", "#3b2a1e"),   # spades: navy, gold, crimson
    ("#b8202e", GOLD, "#27457f", "#c4923a"),   # hearts: crimson, gold, navy
    ("#d19a2a", "#b8202e", "#27457f", "#8a3f1c"),  # diamonds: gold, crimson, navy
    ("#2d6446", GOLD, "#b8202e", "#26201c"),   # clubs: green, gold, crimson
)

_OUTLINE = f'stroke="{INK}" stroke-width="1.6" stroke-linejoin="round"'


def _robe(rank: int, robe: str, trim: str, accent: str) -> str:
    parts = [
        f'<path d="M62,175 L62,154 C62,140 74,132 94,128 C104,126 114,125 125,125 '
        f'C136,125 146,126 156,128 C176,132 188,140 188,154 L188,175 Z" fill="{robe}" '
        f'{_OUTLINE}/>',
    ]
    # folds of the cloth, so the robe is not a flat poster colour
    parts.append(f'<path d="M84,140 C81,152 84,164 82,175 M166,140 C169,152 166,164 168,175 '
                 f'M100,131 C97,146 99,160 97,175 M150,131 C153,146 151,160 153,175" '
                 f'fill="none" stroke="{INK}" stroke-opacity="0.28" stroke-width="1.5"/>')
    if rank == KING:
        # a gold front band set with jewels
        parts.append(f'<path d="M114,126 L136,126 L141,175 L109,175 Z" fill="{trim}" '
                     f'{_OUTLINE}/>')
        for y, colour in ((140, accent), (154, "#ffffff"), (168, accent)):
            parts.append(f'<circle cx="125" cy="{y}" r="3.6" fill="{colour}" '
                         f'stroke="{INK}" stroke-width="1"/>')
        # shoulder embroidery
        for x in (74, 176):
            parts.append(f'<path d="M{x - 8},158 Q{x},146 {x + 8},158 Q{x},170 {x - 8},158 Z" '
                         f'fill="{trim}" stroke="{INK}" stroke-width="1"/>')
    elif rank == QUEEN:
        # a laced bodice
        parts.append(f'<path d="M106,134 L144,134 L136,175 L114,175 Z" fill="{trim}" '
                     f'{_OUTLINE}/>')
        lace = " ".join(f"M{112 + i * 1.2:.1f},{142 + i * 8} L{138 - i * 1.2:.1f},{148 + i * 8} "
                        f"M{138 - i * 1.2:.1f},{142 + i * 8} L{112 + i * 1.2:.1f},{148 + i * 8}"
                        for i in range(4))
        parts.append(f'<path d="{lace}" stroke="{INK}" stroke-width="1.3" fill="none"/>')
    else:
        # a tunic with bands of the trim colour
        for y in (146, 160):
            parts.append(f'<path d="M{60 if y > 150 else 66},{y} L{190 if y > 150 else 184},{y} '
                         f'L{191 if y > 150 else 186},{y + 6} L{59 if y > 150 else 64},{y + 6} Z" '
                         f'fill="{trim}" stroke="{INK}" stroke-width="1"/>')
        parts.append(f'<path d="M125,130 V175" stroke="{INK}" stroke-width="1.4"/>')
    return "".join(parts)


def _collar(rank: int, trim: str, accent: str) -> str:
    if rank == KING:
        # ermine cape: white with black tails
        tails = "".join(
            f'<path d="M{x},{y} l-2,5 l2,-1.5 l2,1.5 Z" fill="{INK}"/>'
            for x, y in ((100, 132), (114, 138), (136, 138), (150, 132), (125, 140)))
        return (f'<path d="M84,132 C96,144 110,149 125,149 C140,149 154,144 166,132 '
                f'C154,127 140,125 125,125 C110,125 96,127 84,132 Z" fill="#ffffff" '
                f'{_OUTLINE}/>{tails}')
    if rank == QUEEN:
        # a fluted ruff
        scallops = "".join(
            f'<circle cx="{125 + dx}" cy="{130 + abs(dx) * 0.12:.1f}" r="7" fill="#ffffff" '
            f'stroke="{INK}" stroke-width="1.1"/>'
            for dx in (-30, -20, -10, 10, 20, 30, 0))
        return scallops
    return (f'<path d="M103,127 L125,148 L147,127 L139,124 L125,138 L111,124 Z" '
            f'fill="{accent}" {_OUTLINE}/>')


def _neck(rank: int, hair: str) -> str:
    parts = []
    if rank == QUEEN:   # long hair falls behind the shoulders
        parts.append(f'<path d="M106,98 C103,80 111,72 125,72 C139,72 147,80 144,98 '
                     f'C146,112 149,122 153,130 L97,130 C101,122 104,112 106,98 Z" '
                     f'fill="{hair}" {_OUTLINE}/>')
    parts.append(f'<path d="M118,110 L132,110 L133,130 L117,130 Z" fill="{SKIN}" '
                 f'{_OUTLINE}/>')
    return "".join(parts)


def _head(rank: int, hair: str) -> str:
    parts = []
    parts.append(f'<ellipse cx="125" cy="98" rx="16" ry="20" fill="{SKIN}" {_OUTLINE}/>')
    # eyes, brows, nose
    parts.append(f'<ellipse cx="119" cy="96" rx="1.9" ry="1.4" fill="{INK}"/>'
                 f'<ellipse cx="131" cy="96" rx="1.9" ry="1.4" fill="{INK}"/>'
                 f'<path d="M114.5,91.5 Q119,88.5 122.5,91 M127.5,91 Q131,88.5 135.5,91.5 '
                 f'M125,96 Q123,103 126.5,104.5" fill="none" stroke="{INK}" '
                 f'stroke-width="1.2" stroke-linecap="round"/>')
    if rank == KING:    # hair, full beard and moustache
        parts.append(f'<path d="M109,100 C107,86 112,80 125,80 C138,80 143,86 141,100 '
                     f'C140,92 135,88 125,88 C115,88 110,92 109,100 Z" fill="{hair}"/>')
        parts.append(f'<path d="M109,99 C109,117 116,126 125,128 C134,126 141,117 141,99 '
                     f'C137,107 132,110 125,110 C118,110 113,107 109,99 Z" fill="{hair}" '
                     f'{_OUTLINE}/>')
        parts.append(f'<path d="M117,107.5 Q125,102.5 133,107.5 Q125,109.5 117,107.5 Z" '
                     f'fill="{hair}" stroke="{INK}" stroke-width="0.8"/>')
    else:
        parts.append('<path d="M121,109.5 Q125,112 129,109.5" fill="none" stroke="#a33" '
                     'stroke-width="1.5" stroke-linecap="round"/>')
        parts.append('<circle cx="115.5" cy="103" r="2.6" fill="#e9a39a" opacity="0.55"/>'
                     '<circle cx="134.5" cy="103" r="2.6" fill="#e9a39a" opacity="0.55"/>')
        if rank == QUEEN:
            parts.append(f'<path d="M109,96 C109,84 115,79 125,79 C135,79 141,84 141,96 '
                         f'C137,88 131,85 125,85 C119,85 113,88 109,96 Z" fill="{hair}"/>')
        else:           # the knave's curls below his cap
            parts.append(f'<path d="M109,104 C106,92 110,86 116,84 L134,84 C140,86 144,92 '
                         f'141,104 C140,96 136,91 131,90 L119,90 C114,91 110,96 109,104 Z" '
                         f'fill="{hair}"/>')
    return "".join(parts)


def _headdress(rank: int, robe: str, trim: str, accent: str) -> str:
    if rank == KING:
        crown = (f'<path d="M106,85 L103,58 L114,70 L119,51 L125,66 L131,51 L136,70 '
                 f'L147,58 L144,85 Z" fill="{GOLD}" {_OUTLINE}/>'
                 f'<path d="M106,80 H144" stroke="{GOLD_DARK}" stroke-width="1.2"/>')
        balls = "".join(f'<circle cx="{x}" cy="{y}" r="2.8" fill="{GOLD}" stroke="{INK}" '
                        f'stroke-width="1"/>' for x, y in ((103, 60), (119, 54), (131, 54),
                                                           (147, 60)))
        gems = (f'<circle cx="125" cy="76" r="3.2" fill="{accent}" stroke="{INK}" '
                f'stroke-width="0.9"/><circle cx="113" cy="77" r="2.3" fill="#2f7d5a"/>'
                f'<circle cx="137" cy="77" r="2.3" fill="#2f7d5a"/>')
        return crown + balls + gems
    if rank == QUEEN:
        return (f'<path d="M108,83 L109,68 L117,75 L125,61 L133,75 L141,68 L142,83 '
                f'C131,80 119,80 108,83 Z" fill="{GOLD}" {_OUTLINE}/>'
                f'<circle cx="125" cy="61" r="2.6" fill="{GOLD}" stroke="{INK}" '
                f'stroke-width="0.9"/><circle cx="125" cy="76" r="2.8" fill="{accent}"/>'
                f'<circle cx="115" cy="78" r="1.8" fill="#ffffff"/>'
                f'<circle cx="135" cy="78" r="1.8" fill="#ffffff"/>')
    # the knave's cap, with a feather sweeping back
    return (f'<path d="M142,78 C148,66 155,58 165,53 C162,63 156,72 150,82 Z" '
            f'fill="{accent}" {_OUTLINE}/>'
            f'<path d="M148,72 L156,63 M151,76 L160,64" stroke="{INK}" stroke-width="0.9"/>'
            f'<path d="M103,88 C101,71 111,63 127,63 C142,63 151,71 148,86 '
            f'C135,81 117,81 103,88 Z" fill="{robe}" {_OUTLINE}/>'
            f'<path d="M104,86 C117,79 135,79 148,84" fill="none" stroke="{trim}" '
            f'stroke-width="3"/>')


STEEL = "#c3ccd4"
WOOD = "#6b4a2b"


def _hand(x: float, y: float) -> str:
    return f'<ellipse cx="{x}" cy="{y}" rx="7" ry="6" fill="{SKIN}" {_OUTLINE}/>'


def _staff(x: float, top: float, colour: str = WOOD, width: float = 4.0) -> str:
    return (f'<path d="M{x},175 L{x},{top}" stroke="{colour}" stroke-width="{width}" '
            f'stroke-linecap="round"/>')


def _sceptre(x: float, accent: str) -> str:
    return (f'<path d="M{x},175 L{x},102" stroke="{GOLD_DARK}" stroke-width="5.5" '
            f'stroke-linecap="round"/><path d="M{x},175 L{x},102" stroke="{GOLD}" '
            f'stroke-width="3"/><circle cx="{x}" cy="96" r="7" fill="{GOLD}" {_OUTLINE}/>'
            f'<circle cx="{x}" cy="96" r="2.6" fill="{accent}"/>'
            f'<path d="M{x},81 V89 M{x - 4},85 H{x + 4}" stroke="{INK}" stroke-width="2"/>'
            + _hand(x, 150))


def _sword(x: float, hand_y: float = 150) -> str:
    return (f'<path d="M{x - 3},{hand_y - 6} L{x - 3},80 L{x},70 L{x + 3},80 '
            f'L{x + 3},{hand_y - 6} Z" fill="{STEEL}" {_OUTLINE}/>'
            f'<path d="M{x},{hand_y - 8} V80" stroke="#8d98a3" stroke-width="1"/>'
            f'<path d="M{x - 11},{hand_y - 6} H{x + 11}" stroke="{GOLD_DARK}" '
            f'stroke-width="4.5" stroke-linecap="round"/>'
            f'<circle cx="{x}" cy="{hand_y + 9}" r="3.5" fill="{GOLD}" {_OUTLINE}/>'
            + _hand(x, hand_y))


def _axe(x: float) -> str:
    return (_staff(x, 84) +
            f'<path d="M{x},86 C{x + 14},80 {x + 22},90 {x + 21},106 '
            f'C{x + 15},100 {x + 8},99 {x},101 Z" fill="{STEEL}" {_OUTLINE}/>'
            f'<path d="M{x},88 C{x - 7},90 {x - 9},94 {x - 9},98 L{x},97 Z" fill="{STEEL}" '
            f'{_OUTLINE}/>' + _hand(x, 150))


def _orb(x: float, accent: str) -> str:
    return (f'<circle cx="{x}" cy="128" r="11" fill="{GOLD}" {_OUTLINE}/>'
            f'<path d="M{x - 11},128 H{x + 11} M{x},128 V139" stroke="{GOLD_DARK}" '
            f'stroke-width="1.6"/><circle cx="{x}" cy="128" r="2.4" fill="{accent}"/>'
            f'<path d="M{x},109 V117 M{x - 4},112.5 H{x + 4}" stroke="{INK}" '
            f'stroke-width="2.2"/>' + _hand(x, 143))


def _flower(x: float, head: str) -> str:
    return (f'<path d="M{x + 2},150 C{x + 2},138 {x + 1},124 {x},108" fill="none" '
            f'stroke="#2f7d5a" stroke-width="2.5"/>'
            f'<path d="M{x + 1},128 C{x - 8},124 {x - 12},118 {x - 12},112 '
            f'C{x - 4},114 {x},120 {x + 1},128 Z" fill="#3f9a6c" stroke="{INK}" '
            f'stroke-width="0.8"/>' + head + _hand(x + 2, 152))


def _rose(x: float, petal: str = "#d2374a") -> str:
    petals = "".join(f'<circle cx="{x + dx}" cy="{104 + dy}" r="5.5" fill="{petal}" '
                     f'stroke="{INK}" stroke-width="0.9"/>'
                     for dx, dy in ((-5, -3), (5, -3), (-4, 5), (4, 5), (0, -7)))
    return _flower(x, petals + f'<circle cx="{x}" cy="104" r="3.4" fill="{GOLD}"/>')


def _lily(x: float) -> str:
    petals = "".join(f'<ellipse cx="{x}" cy="96" rx="3.6" ry="10" fill="#ffffff" '
                     f'stroke="{INK}" stroke-width="0.9" '
                     f'transform="rotate({a} {x} 106)"/>' for a in (-40, 40, 0))
    return _flower(x, petals + f'<circle cx="{x}" cy="104" r="2.6" fill="{GOLD}"/>')


def _tulip(x: float, accent: str) -> str:
    cup = (f'<path d="M{x - 8},98 C{x - 9},110 {x - 4},114 {x},114 C{x + 4},114 {x + 9},110 '
           f'{x + 8},98 L{x + 4},104 L{x},95 L{x - 4},104 Z" fill="{accent}" {_OUTLINE}/>')
    return _flower(x, cup)


def _fan(x: float, trim: str, accent: str) -> str:
    ribs = " ".join(f"M{x + 2},146 L{x + 2 + dx},{104 + abs(dx) * 0.3:.1f}"
                    for dx in (-22, -11, 0, 11, 22))
    return (f'<path d="M{x + 2},146 L{x - 22},110 C{x - 12},98 {x + 16},98 {x + 26},110 Z" '
            f'fill="{trim}" {_OUTLINE}/><path d="{ribs}" stroke="{INK}" stroke-width="0.9"/>'
            f'<path d="M{x - 19},111 C{x - 10},102 {x + 14},102 {x + 23},111" fill="none" '
            f'stroke="{accent}" stroke-width="2.4"/>' + _hand(x + 2, 150))


def _halberd(x: float) -> str:
    return (_staff(x, 58) +
            f'<path d="M{x},56 L{x - 4},68 L{x + 4},68 Z" fill="{STEEL}" {_OUTLINE}/>'
            f'<path d="M{x},70 C{x - 12},72 {x - 18},82 {x - 16},94 C{x - 10},88 {x - 5},86 '
            f'{x},86 Z" fill="{STEEL}" {_OUTLINE}/>'
            f'<path d="M{x},74 L{x + 10},80 L{x},84 Z" fill="{STEEL}" {_OUTLINE}/>'
            + _hand(x, 150))


def _torch(x: float) -> str:
    return (_staff(x, 100) +
            f'<path d="M{x - 7},96 L{x + 7},96 L{x + 4},104 L{x - 4},104 Z" fill="{GOLD}" '
            f'{_OUTLINE}/>'
            f'<path d="M{x},64 C{x + 10},76 {x + 10},88 {x + 6},96 L{x - 6},96 '
            f'C{x - 10},86 {x - 6},76 {x},64 Z" fill="#e8742a" {_OUTLINE}/>'
            f'<path d="M{x},76 C{x + 5},83 {x + 5},90 {x + 2},95 L{x - 2},95 '
            f'C{x - 5},89 {x - 3},83 {x},76 Z" fill="#ffd45c"/>' + _hand(x, 150))


def _spear(x: float, accent: str) -> str:
    return (_staff(x, 76) +
            f'<path d="M{x},50 C{x + 5},58 {x + 6},68 {x},80 C{x - 6},68 {x - 5},58 {x},50 Z" '
            f'fill="{STEEL}" {_OUTLINE}/>'
            f'<path d="M{x + 2},84 L{x + 20},89 L{x + 2},96 Z" fill="{accent}" '
            f'{_OUTLINE}/>' + _hand(x, 150))


def _emblem(rank: int, suit: int, trim: str, accent: str) -> str:
    """What each court holds: Kings on the right, Queens and Knaves on the left."""
    if rank == KING:
        return (_sceptre(172, accent), _sword(172), _axe(170), _orb(172, accent))[suit]
    if rank == QUEEN:
        return (_lily(78), _rose(78), _fan(76, trim, accent), _tulip(78, accent))[suit]
    return (_halberd(76), _torch(76), _spear(76, accent), _sword(76))[suit]


def _half_figure(rank: int, suit: int, letters: tuple[str, ...]) -> str:
    robe, trim, accent, hair = PALETTES[suit]
    # the suit sign and letter ride on the side away from the emblem
    mark_x = 66.0 if rank == KING else 184.0
    letter = glyph(letters[rank], mark_x, 74.0, 20.0, suit_colour(suit),
                   extra=' stroke-opacity="0.9"')
    return "".join((
        _robe(rank, robe, trim, accent),
        _neck(rank, hair),
        _collar(rank, trim, accent),
        # the head is drawn a little larger than life, as on old packs
        '<g transform="translate(125,130) scale(1.12) translate(-125,-130)">',
        _head(rank, hair),
        _headdress(rank, robe, trim, accent),
        '</g>',
        _emblem(rank, suit, trim, accent),
        pip(suit, mark_x, 58.0, 22.0),
        letter,
    ))


def court_panel(rank: int, suit: int, letters: tuple[str, ...] = RANK_GLYPH) -> str:
    """The framed, double-headed court picture (card units; sits inside the indices)."""
    x, y, w, h = PANEL_BOX
    colour = suit_colour(suit)
    half = _half_figure(rank, suit, letters)
    return (
        f'<g id="court">'
        f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="5" fill="{PANEL}" '
        f'stroke="{colour}" stroke-width="2.2"/>'
        f'<g id="court-top">{half}</g>'
        f'<g id="court-bottom" transform="rotate(180 125 {MID_Y})">{half}</g>'
        f'<path d="M{x},{MID_Y} H{x + w}" stroke="{colour}" stroke-width="1.6"/>'
        f'<rect x="{x + 4}" y="{y + 4}" width="{w - 8}" height="{h - 8}" rx="3" '
        f'fill="none" stroke="{GOLD}" stroke-width="1.2"/>'
        f'</g>'
    )
