"""The score sheet of Piquet à écrire beside the table: ruled paper with a column per
player, a line per deal (the loser's charge in red ink, the winner's credit in black),
the balance at the foot, and at the end of the sitting who pays whom.

The names and the balance stay in sight while the deal lines scroll; the three parts are
ruled by one ``Ruling`` so their columns line up.
"""
from __future__ import annotations

from ...engine.sentences import player
from ..binding.placeholders import fill
from ..binding.qt import QtCore, QtGui, QtWidgets, Signal
from .sheet import EcrireSheet

PAPER = "#fbf6e4"
RULE = "#b9c6d8"
MARGIN_RULE = "#d08080"         # the red rule after the deal numbers, as on ledger paper
INK = "#1d2438"
RED_INK = "#9a1c1c"
PENCIL = "#8a8a8a"
PLAYED = "#efe6c8"              # the two cells of a deal's players
YOU = "#fff3b0"                 # the human's column
ROW_H = 19
NUMBER_W = 30


def minus(n: int) -> str:
    """A charge as written: a true minus sign, not a hyphen."""
    return f"\u2212{-n}" if n < 0 else (f"+{n}" if n > 0 else "0")


class Ruling:
    """Where the columns lie for a given width."""

    def __init__(self, players: int, width: int):
        self.players = max(1, players)
        self.col_w = max(30.0, (width - NUMBER_W - 2) / self.players)

    def column(self, seat: int) -> QtCore.QRectF:
        return QtCore.QRectF(NUMBER_W + seat * self.col_w, 0, self.col_w, ROW_H)


class _Ruled(QtWidgets.QWidget):
    """A strip of the sheet: paints its rows on the same ruling as the other strips."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.sheet: EcrireSheet | None = None
        self.you: int | None = None
        self.setSizePolicy(QtWidgets.QSizePolicy.Policy.Expanding,
                           QtWidgets.QSizePolicy.Policy.Fixed)

    def show_sheet(self, sheet: EcrireSheet, you: int | None) -> None:
        self.sheet, self.you = sheet, you
        self.setFixedHeight(self.rows() * ROW_H + 1)
        self.update()

    def rows(self) -> int:
        return 1

    def paintEvent(self, event) -> None:
        p = QtGui.QPainter(self)
        p.fillRect(self.rect(), QtGui.QColor(PAPER))
        if self.sheet is not None:
            ruling = Ruling(len(self.sheet.names), self.width())
            if self.you is not None:
                r = ruling.column(self.you)
                p.fillRect(QtCore.QRectF(r.x(), 0, r.width(), self.height()),
                           QtGui.QColor(YOU))
            self.paint_rows(p, ruling)
            p.setPen(QtGui.QPen(QtGui.QColor(RULE), 1))
            for s in range(1, len(self.sheet.names)):
                x = ruling.column(s).x()
                p.drawLine(QtCore.QPointF(x, 0), QtCore.QPointF(x, self.height()))
            p.setPen(QtGui.QPen(QtGui.QColor(MARGIN_RULE), 1.2))
            p.drawLine(QtCore.QPointF(NUMBER_W - 2, 0), QtCore.QPointF(NUMBER_W - 2, self.height()))
        p.end()

    def paint_rows(self, p: QtGui.QPainter, ruling: Ruling) -> None:
        raise NotImplementedError

    def text(self, p, rect: QtCore.QRectF, text: str, colour: str, bold=False,
             italic=False, align=QtCore.Qt.AlignmentFlag.AlignCenter, size=None) -> None:
        f = QtGui.QFont(self.font())
        f.setBold(bold)
        f.setItalic(italic)
        if size is not None:
            f.setPointSizeF(size)
        p.setFont(f)
        p.setPen(QtGui.QColor(colour))
        shown = QtGui.QFontMetrics(f).elidedText(text, QtCore.Qt.TextElideMode.ElideRight,
                                                 int(rect.width()) - 4)
        p.drawText(rect.adjusted(2, 0, -2, 0), align | QtCore.Qt.AlignmentFlag.AlignVCenter,
                   shown)


class SheetHead(_Ruled):
    """The players' names at the head of their columns."""

    def name_size(self, width: float) -> float:
        """One type size for every name: smaller in narrow columns (down to 7 points,
        then a long name is cut short)."""
        f = QtGui.QFont(self.font())
        f.setBold(True)
        while f.pointSizeF() > 7 and max(
                QtGui.QFontMetrics(f).horizontalAdvance(player(n))
                for n in self.sheet.names) > width:
            f.setPointSizeF(f.pointSizeF() - 0.5)
        return f.pointSizeF()

    def paint_rows(self, p, ruling):
        size = self.name_size(ruling.col_w - 4)
        for s, name in enumerate(map(player, self.sheet.names)):
            self.text(p, ruling.column(s), name, INK, bold=True, size=size)
        self.setToolTip(", ".join(map(player, self.sheet.names)))
        p.setPen(QtGui.QPen(QtGui.QColor(INK), 1))
        p.drawLine(QtCore.QPointF(0, self.height() - 1),
                   QtCore.QPointF(self.width(), self.height() - 1))
        self.text(p, QtCore.QRectF(0, 0, NUMBER_W, ROW_H), self.tr("No."), PENCIL)


class SheetBody(_Ruled):
    """A line per deal: the two players' cells tinted, charge and credit inked."""

    def rows(self) -> int:
        return max(1, len(self.sheet.lines)) if self.sheet else 1

    def running_text(self, y: float) -> str:
        """The running totals after the deal at height ``y`` (the line's tooltip)."""
        i = int(y // ROW_H)
        if self.sheet is None or not 0 <= i < len(self.sheet.lines):
            return ""
        line = self.sheet.lines[i]
        if not line.finished:
            return fill(self.tr("Deal %1 is being played."), line.number)
        totals = ", ".join(f"{player(n)} {minus(v)}" for n, v in zip(self.sheet.names, line.net))
        return fill(self.tr("After deal %1: %2"), line.number, totals)

    def event(self, e) -> bool:
        if e.type() == QtCore.QEvent.Type.ToolTip:
            text = self.running_text(e.pos().y())
            if text:
                QtWidgets.QToolTip.showText(e.globalPos(), text, self)
            else:
                QtWidgets.QToolTip.hideText()
            return True
        return super().event(e)

    def paint_rows(self, p, ruling):
        for i, line in enumerate(self.sheet.lines):
            y = i * ROW_H
            for s in line.pair:
                r = ruling.column(s).translated(0, y)
                p.fillRect(r.adjusted(1, 1, -1, 0), QtGui.QColor(PLAYED))
            self.text(p, QtCore.QRectF(0, y, NUMBER_W - 3, ROW_H), str(line.number), PENCIL,
                      align=QtCore.Qt.AlignmentFlag.AlignRight)
            for s in line.pair:
                r = ruling.column(s).translated(0, y)
                entry = line.entry(s)
                if entry is None:           # still being played: the points so far
                    self.text(p, r, f"({line.points[s]})", PENCIL, italic=True)
                elif entry == 0:
                    self.text(p, r, "=", PENCIL)
                else:
                    self.text(p, r, minus(entry), RED_INK if entry < 0 else INK,
                              bold=entry < 0)
                if s == line.dealer:        # a small d in the corner: who dealt
                    f = QtGui.QFont(self.font())
                    f.setPointSizeF(max(5.5, f.pointSizeF() * 0.7))
                    p.setFont(f)
                    p.setPen(QtGui.QColor(PENCIL))
                    p.drawText(r.adjusted(2, 0, 0, 0), QtCore.Qt.AlignmentFlag.AlignLeft
                               | QtCore.Qt.AlignmentFlag.AlignTop, "d")
            p.setPen(QtGui.QPen(QtGui.QColor(RULE), 1))
            p.drawLine(QtCore.QPointF(0, y + ROW_H), QtCore.QPointF(self.width(), y + ROW_H))


class SheetFoot(_Ruled):
    """The balance: each player's net so far, under a double rule."""

    def paint_rows(self, p, ruling):
        p.setPen(QtGui.QPen(QtGui.QColor(INK), 1))
        p.drawLine(QtCore.QPointF(0, 1), QtCore.QPointF(self.width(), 1))
        p.drawLine(QtCore.QPointF(0, 3), QtCore.QPointF(self.width(), 3))
        self.text(p, QtCore.QRectF(0, 2, NUMBER_W, ROW_H), self.tr("Net"), INK, bold=True)
        for s, v in enumerate(self.sheet.net):
            self.text(p, ruling.column(s).translated(0, 2), minus(v) if v else "0",
                      RED_INK if v < 0 else INK, bold=True)

    def rows(self) -> int:
        return 1

    def show_sheet(self, sheet, you):
        super().show_sheet(sheet, you)
        self.setFixedHeight(ROW_H + 4)


class SheetPanel(QtWidgets.QGroupBox):
    """The whole sheet with what is happening in the sitting, and (while the human sits
    out) the buttons to skip the computers' deals."""

    skip_deal = Signal()
    skip_to_mine = Signal()
    open_large = Signal()

    def __init__(self, parent=None, large: bool = False):
        super().__init__(parent)
        self.setTitle(self.tr("Score sheet"))
        self.where = QtWidgets.QLabel()
        self.where.setWordWrap(True)
        self.where.setTextFormat(QtCore.Qt.TextFormat.RichText)
        self.head, self.body, self.foot = SheetHead(), SheetBody(), SheetFoot()
        self.scroll = QtWidgets.QScrollArea()
        self.scroll.setWidget(self.body)
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QtWidgets.QFrame.Shape.NoFrame)
        self.scroll.setHorizontalScrollBarPolicy(QtCore.Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # always there, so the names and the balance above and below line up with it
        self.scroll.setVerticalScrollBarPolicy(QtCore.Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        self.scroll.setMinimumHeight(ROW_H * (2 if not large else 12))
        # the newest deal stays in sight unless the player has scrolled back to read
        self._stick = True
        self.scroll.verticalScrollBar().rangeChanged.connect(self._range_changed)
        self.scroll.verticalScrollBar().valueChanged.connect(self._scrolled)
        self.settlement = QtWidgets.QLabel()
        self.settlement.setWordWrap(True)
        self.settlement.setTextFormat(QtCore.Qt.TextFormat.RichText)
        self.settlement.hide()
        self.skip_button = QtWidgets.QPushButton(self.tr("S&kip this deal"))
        self.skip_button.setToolTip(self.tr("Play the rest of the computers' deal at once"))
        self.mine_button = QtWidgets.QPushButton(self.tr("Skip to &my deal"))
        self.mine_button.setToolTip(self.tr("Play the computers' deals at once until you play"))
        self.large_button = QtWidgets.QPushButton(self.tr("&Whole sheet…"))
        self.skip_button.clicked.connect(self.skip_deal)
        self.mine_button.clicked.connect(self.skip_to_mine)
        self.large_button.clicked.connect(self.open_large)
        sheet = QtWidgets.QWidget()
        grid = QtWidgets.QGridLayout(sheet)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setSpacing(0)
        bar = self.scroll.verticalScrollBar().sizeHint().width()
        grid.addWidget(self.head, 0, 0)
        grid.addWidget(self.scroll, 1, 0, 1, 2)
        grid.addWidget(self.foot, 2, 0)
        grid.setColumnMinimumWidth(1, bar)
        grid.setRowStretch(1, 1)
        buttons = QtWidgets.QHBoxLayout()
        buttons.addWidget(self.skip_button)
        buttons.addWidget(self.mine_button)
        layout = QtWidgets.QVBoxLayout(self)
        # close set, so that on a small window the answers and Undo/Hint stay in view
        layout.setContentsMargins(6, 4, 6, 4)
        layout.setSpacing(3)
        layout.addWidget(self.where)
        layout.addWidget(sheet, 1)
        layout.addWidget(self.settlement)
        layout.addLayout(buttons)
        if large:
            self.skip_button.hide()
            self.mine_button.hide()
        else:
            layout.addWidget(self.large_button)
        self.large = large
        self.sheet: EcrireSheet | None = None
        self.set_watching(False)

    def show_sheet(self, sheet: EcrireSheet, you: int | None, where_html: str,
                   settlement_html: str = "") -> None:
        self.sheet = sheet
        for part in (self.head, self.body, self.foot):
            part.show_sheet(sheet, you)
        self.where.setText(where_html)
        self.settlement.setText(settlement_html)
        self.settlement.setVisible(bool(settlement_html))

    def _range_changed(self, low: int, high: int) -> None:
        if self._stick:
            self.scroll.verticalScrollBar().setValue(high)

    def _scrolled(self, value: int) -> None:
        self._stick = value >= self.scroll.verticalScrollBar().maximum() - 2

    def set_watching(self, watching: bool, skipping: bool = False) -> None:
        """The skip buttons while the computers play a deal without the human."""
        if self.large:
            return
        self.skip_button.setVisible(watching)
        self.mine_button.setVisible(watching)
        self.skip_button.setEnabled(watching and not skipping)
        self.mine_button.setEnabled(watching and not skipping)
