"""Colours made from the palette they are seen on (no Qt widget, no pyqtgraph: the
side panel's log takes its colours here at start-up): a hue light on a dark Base and
dark on a light one, in two shades told apart by lightness; the faint colour between
text and background; a table row's tint.  The charts (charts.py) draw with these."""
from __future__ import annotations

from ..binding.qt import QtGui

Role = QtGui.QPalette.ColorRole


def is_dark(palette: QtGui.QPalette) -> bool:
    return palette.color(Role.Base).lightnessF() < 0.5


# Lightness steps, strongest first: series told apart by lightness as well as hue, for
# eyes that do not tell red from green.  On a dark Base the strong one is the lightest.
SHADES_LIGHT = (70, 150)
SHADES_DARK = (200, 120)


def tone(hue: int, palette: QtGui.QPalette, saturation: int = 170,
         shade: int = 0) -> QtGui.QColor:
    """A colour of ``hue`` (degrees) that stands out on the palette's Base; ``shade``
    1 is as readable but clearly lighter (light palette) or darker (dark)."""
    shades = SHADES_DARK if is_dark(palette) else SHADES_LIGHT
    return QtGui.QColor.fromHsl(hue % 360, saturation, shades[shade % len(shades)])


# the series' turns from the palette's highlight: the first four at least 75 degrees
# apart in hue ("blue" and "navy" were two of four), five with five names (blue, red,
# olive, violet, brown on a blue highlight); each chosen in turn to lie farthest in CIE
# Lab from those before it, in light and dark palettes and from highlights of several
# hues, the lighter ones still readable on a white Base
SERIES_TURNS = (0, 150, 240, 75, 195, 0, 60)


def series_colour(i: int, palette: QtGui.QPalette) -> QtGui.QColor:
    """The i-th series' colour: hues well apart, neighbours in two lightnesses."""
    return tone(series_hue(i, palette), palette, shade=i % 2)


def text_tone(hue: int, palette: QtGui.QPalette) -> QtGui.QColor:
    """Words of ``hue`` on the palette's Base (a warning, a suit's sign): as strong as
    tone's first shade, so they read in a light palette and a dark one."""
    return tone(hue, palette)


def faint(palette: QtGui.QPalette) -> QtGui.QColor:
    """Between the text and the background: guide lines, the also-rans."""
    text, base = palette.color(Role.Text), palette.color(Role.Base)
    return QtGui.QColor((text.red() + base.red()) // 2, (text.green() + base.green()) // 2,
                        (text.blue() + base.blue()) // 2)


def series_hue(i: int, palette: QtGui.QPalette) -> int:
    """The i-th series' hue: the palette's highlight first, then well apart from it."""
    start = max(0, palette.color(Role.Highlight).hslHue())
    k = len(SERIES_TURNS)
    return start + SERIES_TURNS[i % k] + 20 * (i // k)


def tint(hue: int, palette: QtGui.QPalette) -> QtGui.QColor:
    """A background of ``hue`` (degrees) close to the palette's Base, so the Text on it
    stays readable: a table row marked in a light or a dark palette."""
    return QtGui.QColor.fromHsl(hue % 360, 110, 70 if is_dark(palette) else 215)
