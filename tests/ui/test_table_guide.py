"""Issue 28: a short guide to the table on the first deal of each family of games (what to
drag, where the answers are, what the marker shows), put away with a click or Esc,
remembered in the settings, and brought back from Help (Shift+F1)."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from parlour.engine.games import new_game
from parlour.store.settings import load_settings

from piquet_driver import start_piquet


def guide_text(w) -> str:
    return w.guide.text.text() if w.guide is not None and w.guide.isVisible() else ""


def test_the_guide_comes_once_a_family_and_goes_by_esc_or_a_click(qtbot, window):
    w = window
    start_piquet(w)
    qtbot.waitUntil(lambda: bool(guide_text(w)))
    said = guide_text(w)
    assert "Piquet" in said and "drag a card" in said and "Exchange button" in said
    assert "peg" in said                                  # the cribbage board, explained
    guide = w.guide
    top = guide.mapTo(w.view, guide.rect().topLeft())
    assert w.view.rect().contains(guide.geometry()) and top.y() < w.view.height() // 2
    QTest.keyClick(w.view, Qt.Key.Key_Escape)
    assert w.guide is None and not guide.isVisible()
    assert "piquet" in load_settings()[0].guides_seen.split(",")
    start_piquet(w, seed=9)                               # the same family: not again
    qtbot.wait(50)
    assert guide_text(w) == ""
    w.start(new_game("rubicon-bezique", "rubicon", seats=["You", "Computer"], seed=3),
            0, "random")
    qtbot.waitUntil(lambda: bool(guide_text(w)))
    said = guide_text(w)
    assert "Bézique" in said and "your board" in said and "counters" in said
    QTest.mouseClick(w.guide, Qt.MouseButton.LeftButton)  # a click on it puts it away
    assert guide_text(w) == ""
    assert set(load_settings()[0].guides_seen.split(",")) >= {"piquet", "bezique"}


def test_help_brings_the_guide_back_and_esc_from_a_button_puts_it_away(qtbot, window):
    w = window
    w.settings.guides_seen = "piquet"
    start_piquet(w)
    qtbot.wait(50)
    assert guide_text(w) == ""
    QTest.keyClick(w, Qt.Key.Key_F1, Qt.KeyboardModifier.ShiftModifier)
    qtbot.waitUntil(lambda: "Piquet" in guide_text(w))
    w.side.hint_button.setFocus()
    QTest.keyClick(w.side.hint_button, Qt.Key.Key_Escape)
    assert guide_text(w) == ""


def test_the_guide_shows_every_line_of_its_text(qtbot, window):
    """Seen in the walk at 1024x700: the last line ("Click here or press Esc…") was cut."""
    w = window
    w.resize(1024, 700)
    start_piquet(w)
    qtbot.waitUntil(lambda: bool(guide_text(w)))
    qtbot.wait(50)
    label = w.guide.text
    assert label.height() >= label.heightForWidth(label.width()), \
        (label.height(), label.heightForWidth(label.width()))
