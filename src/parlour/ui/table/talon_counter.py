"""The talon counter: how many cards are left in the stock, always readable, and how far
the stock play has to go before the last nine (twelve) tricks begin.

In Rubicon Bézique counting the talon is part of the game (a player may count it at any
time), so the number is drawn large on a plate beside the pile, with a bar below it: the
bar empties as the stock is drawn, and its end is marked "last 9" - the moment the
stock is gone and the strict play of the last tricks begins.
"""
from __future__ import annotations

import math

from ..binding.marks import translate
from ..binding.placeholders import fill
from ..binding.qt import QtCore, QtGui, QtWidgets


def pile_depth(count: int, per_card: int = 8, most: int = 14) -> int:
    """How many card backs draw the stock: one for every few cards, at least one while
    any card is left, so the pile visibly thins as it is drawn."""
    if count <= 0:
        return 0
    return max(1, min(most, math.ceil(count / per_card)))


def draws_left(count: int, turnup: bool = False) -> int:
    """Tricks still followed by a draw: each takes two cards (the turn-up is the last)."""
    return (count + (1 if turnup else 0) + 1) // 2


class TalonCounter(QtWidgets.QGraphicsItem):
    """A plate with the stock count and a bar to the last tricks."""

    def __init__(self):
        super().__init__()
        self.count = 0
        self.full = 1
        self.last = 9
        self.turnup = False
        self.w = 120.0
        self.h = 60.0
        self.setZValue(600)
        self.setAcceptHoverEvents(True)

    def _explain(self) -> None:
        self.setToolTip(fill(translate(
            "TalonCounter", "Cards left in the stock. Each trick is followed by a draw of two "
            "cards until the stock is gone; the bar empties as it is drawn. Then the last %1 "
            "tricks are played, following suit and winning the trick if you can."), self.last))

    def set_state(self, count: int, full: int, last: int, turnup: bool, width: float) -> None:
        self.prepareGeometryChange()
        self.count, self.full, self.last, self.turnup = count, max(full, 1), last, turnup
        self.w = max(90.0, width)
        self.h = max(46.0, self.w * 0.42)
        self._explain()
        self.update()

    def text(self) -> str:
        """The words the plate shows (tests read them)."""
        if self.count <= 0:
            return fill(translate("TalonCounter", "Stock gone: the last %1 tricks"), self.last)
        n = draws_left(self.count, self.turnup)
        return fill(translate("TalonCounter", "%1 in the stock · %2 to the last %3"),
                    self.count, self._draws(n), self.last)

    @staticmethod
    def _draws(n: int) -> str:
        """"1 draw", "3 draws" (English's plural by hand, the translation's by %n)."""
        return translate("TalonCounter", "1 draw") if n == 1 else \
            translate("TalonCounter", "%n draws", None, n)

    def plate_words(self) -> tuple[str, str, str, str]:
        """(the big number, beside it, under the bar on the left, on the right): each
        thing said once."""
        if self.count <= 0:
            return "0", translate("TalonCounter", "stock gone"), \
                fill(translate("TalonCounter", "the last %1 tricks"), self.last), ""
        n = draws_left(self.count, self.turnup)
        return (str(self.count), translate("TalonCounter", "in stock"),
                fill(translate("TalonCounter", "◂ last %1"), self.last), self._draws(n))

    def boundingRect(self) -> QtCore.QRectF:
        return QtCore.QRectF(0, 0, self.w, self.h)

    def fonts(self) -> tuple[QtGui.QFont, QtGui.QFont]:
        """The big number's font and the small words'."""
        big = QtGui.QFont()
        big.setBold(True)
        big.setPixelSize(int(self.h * 0.42))
        small = QtGui.QFont()
        small.setPixelSize(max(9, int(self.h * 0.19)))
        return big, small

    def parts(self) -> dict[str, QtCore.QRectF]:
        """Where each part lies: the number's row, the bar, the red mark at its end and
        the words under it.  The mark rises above the bar only, and the words keep
        the bar's margins a gap below it (they touched the bar, the mark crossed them)."""
        r = self.boundingRect().adjusted(1, 1, -1, -1)
        top = QtCore.QRectF(r.x() + 6, r.y() + 2, r.width() - 12, self.h * 0.48)
        bar = QtCore.QRectF(r.x() + 6, r.y() + self.h * 0.53, r.width() - 12, self.h * 0.11)
        mark = QtCore.QRectF(bar.x() - 2, bar.y() - 3, 3, bar.height() + 3)
        line = QtGui.QFontMetricsF(self.fonts()[1]).height()
        below = bar.bottom() + max(3.0, self.h * 0.05)
        label = QtCore.QRectF(bar.x(), below, bar.width(), min(line, r.bottom() - 1 - below))
        return {"plate": r, "top": top, "bar": bar, "mark": mark, "label": label}

    def paint(self, painter: QtGui.QPainter, option, widget=None) -> None:
        painter.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing)
        at = self.parts()
        painter.setPen(QtGui.QPen(QtGui.QColor(230, 215, 160, 170), 1))
        painter.setBrush(QtGui.QColor(0, 0, 0, 70))
        painter.drawRoundedRect(at["plate"], 6, 6)
        big, small = self.fonts()
        painter.setFont(big)
        painter.setPen(QtGui.QColor(250, 246, 230))
        top = at["top"]
        main, side, left, right = self.plate_words()
        painter.drawText(top, QtCore.Qt.AlignmentFlag.AlignLeft
                         | QtCore.Qt.AlignmentFlag.AlignVCenter, main)
        painter.setFont(small)
        painter.setPen(QtGui.QColor(225, 230, 210))
        painter.drawText(top, QtCore.Qt.AlignmentFlag.AlignRight
                         | QtCore.Qt.AlignmentFlag.AlignVCenter, side)
        # the bar: full at the deal, empty when the last tricks begin (the mark at its end)
        bar = at["bar"]
        painter.setPen(QtCore.Qt.PenStyle.NoPen)
        painter.setBrush(QtGui.QColor(255, 255, 255, 40))
        painter.drawRect(bar)
        frac = min(1.0, self.count / self.full)
        painter.setBrush(QtGui.QColor(222, 196, 120))
        painter.drawRect(QtCore.QRectF(bar.x() + bar.width() * (1 - frac), bar.y(),
                                       bar.width() * frac, bar.height()))
        painter.setBrush(QtGui.QColor(200, 60, 50))
        painter.drawRect(at["mark"])
        label = at["label"]
        painter.setPen(QtGui.QColor(240, 200, 190))
        painter.drawText(label, QtCore.Qt.AlignmentFlag.AlignLeft, left)
        painter.setPen(QtGui.QColor(225, 230, 210))
        painter.drawText(label, QtCore.Qt.AlignmentFlag.AlignRight, right)
