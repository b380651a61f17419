"""The suits' signs in text (the rules, the deal's summary), in colours of the palette
the words are read on: spades (and, in two colours, clubs) in the palette's own text
colour, hearts and diamonds a red that stands out on its background, light or dark;
with four-colour suits diamonds blue and clubs green, as on the cards."""
from __future__ import annotations

from ..binding.qt import QtGui
from .palette_tones import faint, text_tone

RED, BLUE, GREEN = 355, 215, 135        # hues, in degrees
SUIT_LETTERS = "shdc"                    # spades, hearts, diamonds, clubs (engine/cards)


def suit_inks(palette: QtGui.QPalette, four_colour: bool = False) -> dict[int, QtGui.QColor]:
    """Each suit's colour for text on ``palette``'s Base, by the engine's suit number."""
    text = palette.color(QtGui.QPalette.ColorRole.Text)
    red = text_tone(RED, palette)
    return {0: text, 1: red,
            2: text_tone(BLUE, palette) if four_colour else red,
            3: text_tone(GREEN, palette) if four_colour else text}


def page_style_sheet(palette: QtGui.QPalette, four_colour: bool = False) -> str:
    """CSS for a page whose suit signs are marked ``<span class="suit-h">`` (the rules,
    the deal's summary) and whose asides are ``<span class="faint">``."""
    return "".join(f".suit-{SUIT_LETTERS[s]} {{ color: {c.name()}; }}"
                   for s, c in suit_inks(palette, four_colour).items()) + \
        f".faint {{ color: {faint(palette).name()}; }}"
