"""The sitting sheet's plot tells its players apart: the first four lines well apart in
hue (no "blue" beside a "navy"; neighbours differ in lightness too, test_colours), and the
lines partners share show both colours along them (the later one dashed over the
wider earlier one)."""
from __future__ import annotations

import itertools

from parlour.sitting import Entry
from parlour.store import sittings
from parlour.ui.binding.qt import QtCore, QtGui
from parlour.ui.sitting.window import SittingWindow

PLAYERS = ["You", "West", "North", "East", "South"]


def hue_apart(a: QtGui.QColor, b: QtGui.QColor) -> int:
    d = abs(a.hslHue() - b.hslHue()) % 360
    return min(d, 360 - d)


def plotted(qtbot, tmp_path, monkeypatch, nets):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    for net in nets:
        sittings.record_entry(Entry(0, PLAYERS, None, dict(zip(PLAYERS, net))),
                              "piquet", "voleur", "points")
    w = SittingWindow()
    qtbot.addWidget(w)
    w.resize(900, 600)
    w.show()
    qtbot.waitExposed(w)
    return w, w.plot.getPlotItem().listDataItems()


def test_four_players_lines_are_told_apart_by_hue(qtbot, tmp_path, monkeypatch):
    w, lines = plotted(qtbot, tmp_path, monkeypatch,
                       [(12, -3, 5, -9, -5), (-4, 8, -6, 1, 1)])
    pens = [line.opts["pen"] for line in lines]
    colours = [QtGui.QColor(p.color()) for p in pens]
    assert len(colours) == 5
    for a, b in itertools.combinations(colours[:4], 2):
        # 75 degrees, less what rounding to RGB takes
        assert hue_apart(a, b) >= 72, [c.name() for c in colours]


def test_partners_shared_lines_show_both_colours(qtbot, tmp_path, monkeypatch):
    # You and North count together, as do West and East (South sits the games out)
    w, lines = plotted(qtbot, tmp_path, monkeypatch,
                       [(10, -10, 10, -10, 0), (-4, 4, -4, 4, 0)])
    pens = dict(zip(PLAYERS, (line.opts["pen"] for line in lines)))
    for first, later in (("You", "North"), ("West", "East")):
        assert pens[first].style() == QtCore.Qt.PenStyle.SolidLine
        assert pens[later].style() == QtCore.Qt.PenStyle.DashLine, later
        assert pens[first].widthF() > pens[later].widthF()
        assert pens[first].color() != pens[later].color()
