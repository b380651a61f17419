"""Colours anyone can read: a four-colour pack on choice (the cards and the text), chart
series told apart by lightness as well as hue, and text coloured from the palette only,
so a dark palette keeps every suit's sign readable."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from parlour.ui.binding.qt import QtCore, QtGui
from parlour.ui.windows.charts import series_colour, tone
from parlour.ui.windows.statistics_window import LOST_HUE, WON_HUE
from parlour.ui.windows.suit_inks import suit_inks

UI = Path(__file__).resolve().parents[2] / "src" / "parlour" / "ui"
Role = QtGui.QPalette.ColorRole


def dark_palette() -> QtGui.QPalette:
    p = QtGui.QPalette()
    for role, colour in ((Role.Window, "#202124"), (Role.Base, "#17181a"),
                         (Role.AlternateBase, "#26272b"), (Role.Text, "#e8e6e3"),
                         (Role.WindowText, "#e8e6e3"), (Role.Button, "#2b2c30"),
                         (Role.ButtonText, "#e8e6e3"), (Role.Highlight, "#3d6fb4"),
                         (Role.HighlightedText, "#ffffff")):
        p.setColor(role, QtGui.QColor(colour))
    return p


def light_palette() -> QtGui.QPalette:
    p = QtGui.QPalette()
    p.setColor(Role.Base, QtGui.QColor("#ffffff"))
    p.setColor(Role.Text, QtGui.QColor("#111111"))
    return p


def luminance(c: QtGui.QColor) -> float:
    def lin(v: float) -> float:
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4
    return 0.2126 * lin(c.redF()) + 0.7152 * lin(c.greenF()) + 0.0722 * lin(c.blueF())


def contrast(a: QtGui.QColor, b: QtGui.QColor) -> float:
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


PALETTES = {"light": light_palette, "dark": dark_palette}


@pytest.mark.parametrize("name", sorted(PALETTES))
def test_won_and_lost_and_neighbouring_series_differ_in_lightness(qapp, name):
    palette = PALETTES[name]()
    won, lost = tone(WON_HUE, palette), tone(LOST_HUE, palette, shade=1)
    assert abs(won.lightness() - lost.lightness()) >= 60          # of 255
    for i in range(5):
        assert abs(series_colour(i, palette).lightness()
                   - series_colour(i + 1, palette).lightness()) >= 60
    for colour in (won, lost, series_colour(0, palette), series_colour(1, palette)):
        assert contrast(colour, palette.color(Role.Base)) >= 2.0   # still seen on Base


@pytest.mark.parametrize("four", [False, True])
def test_the_suits_read_on_a_dark_palette(qtbot, four):
    """The rules browser in a dark palette: each suit's sign, as laid out in its page,
    in a colour of at least 4.5:1 contrast with the page (WCAG's level for text)."""
    from parlour.ui.windows.rules_browser import RulesBrowser
    palette = dark_palette()
    browser = RulesBrowser(None, "The book: Piquet", four_colour=four)
    qtbot.addWidget(browser)
    browser.setPalette(palette)                 # as a dark system palette arrives
    qtbot.wait(20)
    base = browser.text.palette().color(Role.Base)
    found: dict[str, QtGui.QColor] = {}
    block = browser.text.document().begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            frag = it.fragment()
            for sign in "♠♥♦♣♡♢":
                if sign in frag.text():
                    found.setdefault(sign, frag.charFormat().foreground().color())
            it += 1
        block = block.next()
    assert {"♠", "♣"} <= set(found) and set(found) & {"♥", "♡"}
    for sign, colour in found.items():
        assert contrast(colour, base) >= 4.5, (sign, colour.name())
    assert found["♠"] == palette.color(Role.Text)
    inks = suit_inks(palette, four)
    assert len({inks[s].name() for s in range(4)}) == (4 if four else 2)


def test_no_text_colour_is_written_in_the_code():
    """Text takes its colours from the palette: no colour literal in a style or a
    foreground in these modules (the card faces and the à écrire paper are pictures
    with their own background, and are not among them)."""
    literal = re.compile(r"color:\s*#|QColor\(\s*[\"']#|[\"']#[0-9a-fA-F]{3,6}[\"']")
    for rel in ("windows/rules_text.py", "windows/statistics_window.py", "chouette/panel.py",
                "windows/deal_summary.py", "sitting/window.py", "windows/rules_browser.py",
                "shell/side_panel.py"):
        text = (UI / rel).read_text(encoding="utf-8")
        assert not literal.search(text), rel


def test_the_four_colour_pack_is_chosen_in_settings(qtbot, window):
    """Settings > four-colour suits, ticked with the mouse: the window's cards are drawn
    with diamonds blue and clubs green."""
    from parlour.engine.cards import parse_card
    from parlour.ui.windows.settings_dialog import SettingsDialog
    from parlour.ui.table.cardart.glyphs import FOUR_COLOUR
    w = window
    d = SettingsDialog(w.settings, w)
    qtbot.addWidget(d)
    box = d.four_colour
    qtbot.mouseClick(box, QtCore.Qt.MouseButton.LeftButton,
                     pos=QtCore.QPoint(8, box.height() // 2))
    assert box.isChecked()
    w.apply_settings(d.settings())
    assert w.settings.four_colour_suits and w.renderer.four_colour

    def inks(card: str) -> set[str]:
        image = w.renderer.image(parse_card(card), 120)
        return {QtGui.QColor(image.pixel(x, y)).name()
                for x in range(0, image.width(), 2) for y in range(0, image.height(), 2)}

    def near(names: set[str], want: str) -> bool:
        target = QtGui.QColor(want)
        return any(abs(QtGui.QColor(n).red() - target.red()) < 12
                   and abs(QtGui.QColor(n).green() - target.green()) < 12
                   and abs(QtGui.QColor(n).blue() - target.blue()) < 12 for n in names)
    assert near(inks("9D"), FOUR_COLOUR[2]) and near(inks("9C"), FOUR_COLOUR[3])
    assert not near(inks("9H"), FOUR_COLOUR[2])
