"""Parlour's charts (pyqtgraph): drawn in the window's palette, with whole-number axes
where they count games or sessions, and legends beside the data rather than over it.

- ``Chart``: a PlotWidget whose background, axes, labels and title take the colours of
  the Qt palette it is shown in (Base behind the data, Text for the writing), again
  whenever the palette changes, so a dark palette gives a dark chart.
- ``tone(hue, palette)``, ``series_colour(i, palette)`` (palette_tones.py): a data
  colour of the given hue, light on a dark background and dark on a light one, so a
  series stays readable in either; neighbouring series differ in lightness too.
- ``WholeNumberAxis``: ticks only at whole numbers (no "1.5 games").
- ``Chart.legend_below``: the legend in a row of its own under the plot area.
- ``Chart.say_when_empty``: a line in the chart's middle, its axes hidden, while it has
  nothing plotted (empty axes look broken).
"""
from __future__ import annotations

import pyqtgraph as pg

from ..binding.qt import QtCore, QtGui, QtWidgets
from .palette_tones import (faint, is_dark, series_colour, series_hue, text_tone,  # noqa: F401
                            tint, tone)

Role = QtGui.QPalette.ColorRole


class WholeNumberAxis(pg.AxisItem):
    """An axis for counts: ticks at whole numbers only, written without decimals."""

    def tickValues(self, minVal, maxVal, size):
        levels = [(spacing, [v for v in values if float(v).is_integer()])
                  for spacing, values in super().tickValues(minVal, maxVal, size)
                  if spacing >= 1]
        levels = [(s, v) for s, v in levels if v]
        if not levels:                  # a range under one: its whole numbers, if any
            lo, hi = (minVal, maxVal) if minVal <= maxVal else (maxVal, minVal)
            levels = [(1.0, [float(v) for v in range(int(-(-lo // 1)), int(hi // 1) + 1)])]
        return levels

    def tickStrings(self, values, scale, spacing):
        return [f"{round(v * scale):d}" for v in values]


class Chart(pg.PlotWidget):
    """A PlotWidget in the palette of the window it is in.  ``whole``: the axes
    ("bottom", "left") that count things and so take whole-number ticks."""

    def __init__(self, parent=None, title: str | None = None, whole=()):
        axes = {side: WholeNumberAxis(side) for side in whole}
        super().__init__(parent, axisItems=axes)
        self._title = title
        self._legend: pg.LegendItem | None = None
        self._empty = QtWidgets.QLabel(self.viewport())     # say_when_empty's words
        self._empty.setAlignment(QtCore.Qt.AlignmentFlag.AlignCenter)
        self._empty.setWordWrap(True)
        self._empty.setAttribute(QtCore.Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self._empty.hide()
        self.addItem, self.clear = self._add_item, self._clear
        self.apply_palette()

    # ----- nothing to show yet ------------------------------------------------------------
    def say_when_empty(self, words: str) -> None:
        """While nothing is plotted, ``words`` stand in the middle instead of bare axes."""
        self._empty.setText(words)
        self._show_emptiness()

    def is_empty(self) -> bool:
        return not self.getPlotItem().items

    def _show_emptiness(self) -> None:
        empty = bool(self._empty.text()) and self.is_empty()
        self._empty.setVisible(empty)
        item = self.getPlotItem()
        for side in ("left", "bottom"):
            item.showAxis(side, not empty)

    # what adds to or clears the plot says whether it is empty now (PlotWidget binds
    # addItem and clear to its PlotItem's on each instance; __init__ binds these instead)
    def _add_item(self, *args, **kwargs) -> None:
        self.getPlotItem().addItem(*args, **kwargs)
        self._show_emptiness()

    def _clear(self) -> None:
        self.getPlotItem().clear()
        self._show_emptiness()

    def plot(self, *args, **kwargs):
        drawn = self.getPlotItem().plot(*args, **kwargs)
        self._show_emptiness()
        return drawn

    def resizeEvent(self, event) -> None:          # noqa: N802 (Qt's naming)
        super().resizeEvent(event)
        if getattr(self, "_empty", None) is None:    # pyqtgraph resizes while building
            return
        margin = 12
        self._empty.setGeometry(self.viewport().rect().adjusted(margin, margin,
                                                                -margin, -margin))

    def legend_below(self, columns: int = 3) -> pg.LegendItem:
        """A legend in its own row under the bottom axis (never over the data); named
        curves plotted from now on join it."""
        item = self.getPlotItem()
        legend = pg.LegendItem(colCount=columns, frame=False)
        item.layout.addItem(legend, 4, 1)
        item.legend = legend            # PlotItem.addItem enters named items here
        self._legend = legend
        self.apply_palette()
        return legend

    @property
    def legend(self) -> pg.LegendItem | None:
        return self._legend

    def apply_palette(self) -> None:
        palette = self.palette()
        text = palette.color(Role.Text)
        self.setBackground(palette.color(Role.Base))
        item = self.getPlotItem()
        for side in ("left", "bottom", "right", "top"):
            axis = item.getAxis(side)
            axis.enableAutoSIPrefix(False)  # "(x0.001)" on an axis puzzles a player
            axis.setPen(pg.mkPen(faint(palette)))
            axis.setTextPen(pg.mkPen(text))
            if axis.labelText:
                axis.setLabel(axis.labelText, axis.labelUnits, color=text.name())
        if self._title:
            item.setTitle(self._title, color=text.name())
        words = self._empty.palette()
        words.setColor(QtGui.QPalette.ColorRole.WindowText, faint(palette))
        self._empty.setPalette(words)
        if self._legend is not None:
            self._legend.setLabelTextColor(text)
            for _, label in self._legend.items:
                label.setText(label.text, color=text.name())

    def setLabel(self, side: str, text: str, **kw) -> None:   # noqa: N802 (Qt's naming)
        """As PlotWidget's, in the palette's text colour."""
        kw.setdefault("color", self.palette().color(Role.Text).name())
        self.getPlotItem().setLabel(side, text, **kw)
        self._show_emptiness()           # a label shows its axis: not while empty

    def changeEvent(self, event: QtCore.QEvent) -> None:     # noqa: N802
        super().changeEvent(event)
        # (the first change comes while PlotWidget is still being built)
        if event.type() == QtCore.QEvent.Type.PaletteChange and self.getPlotItem():
            self.apply_palette()
