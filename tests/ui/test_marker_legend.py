"""The score marker's legend, shown when the pointer rests on the marker, is a readable
box: a light background and a width that wraps the words, not a black bar across the
window."""
from __future__ import annotations

import pytest
from parlour.engine.games import new_game
from parlour.ui.binding.qt import QtCore, QtGui, QtWidgets
from PySide6.QtTest import QTest


def _tip_label():
    for w in QtWidgets.QApplication.topLevelWidgets():
        if w.inherits("QTipLabel") and w.isVisible():
            return w
    return None


@pytest.mark.parametrize("game,variant,choice", [
    ("piquet", "au-cent", "board"), ("rubicon-bezique", "rubicon", "counters")])
def test_the_legend_is_a_readable_box(qtbot, tmp_path, monkeypatch, game, variant, choice):
    from piquet_driver import make_window
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot, autosave=False)
    w.resize(1024, 700)
    w.settings.score_marker = choice
    c = w.start(new_game(game, variant, {}, seats=["You", "Computer"], seed=2), 0, "random")
    qtbot.waitUntil(lambda: w.marker.isVisible() and w.marker.width() > 20, timeout=5000)
    at = w.marker.mapTo(w, w.marker.rect().center())
    QTest.mouseMove(w.windowHandle(), at)
    QTest.mouseMove(w.windowHandle(), at + QtCore.QPoint(2, 1))
    qtbot.waitUntil(lambda: _tip_label() is not None, timeout=5000)
    tip = _tip_label()
    assert tip.width() <= 520 and tip.height() >= 2 * tip.fontMetrics().height()
    shot = tip.grab().toImage()
    middle = QtGui.QColor(shot.pixel(shot.width() // 2, 3))
    assert middle.lightness() > 128          # the tooltip's own light ground, not black
    c.stop()
