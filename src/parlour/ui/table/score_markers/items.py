"""The score markers drawn with QPainter: a cribbage board with leapfrogging pegs, the
Rubicon Bézique pull-up board, and counters moved from the player's left to right.

Each item shows both players (the one at the top of the table above, as they sit) and
is told only the players' score histories; everything it draws comes from model.py.
Counters in a short window (``side_by_side``) lie in a flat row instead, yours on the
left: the half height the marker has there then shows them at nearly their full size,
across the width of the side panel, rather than the stacked pair at half size.
"""
from __future__ import annotations

from ...binding.marks import translate
from ...binding.placeholders import fill
from ...binding.qt import QtCore, QtGui, QtWidgets
from . import model
from .model import MarkerKind

WOOD = QtGui.QColor("#b98a4e")
WOOD_DARK = QtGui.QColor("#7a5428")
HOLE = QtGui.QColor("#3b2510")
PEG = (QtGui.QColor("#f4f1e4"), QtGui.QColor("#c0392b"))      # bottom player, top player
DISC = {"white": QtGui.QColor("#f6f3ea"), "red": QtGui.QColor("#c0392b"),
        "blue": QtGui.QColor("#2f5fa8"), "copper": QtGui.QColor("#b8733a")}
HEIGHT = {MarkerKind.CRIBBAGE: 128.0, MarkerKind.PULLUP: 150.0, MarkerKind.COUNTERS: 132.0}


class MarkerItem(QtWidgets.QGraphicsItem):
    """One marker for two players.  ``show(histories, names)``: histories[0] is the
    player at the bottom of the table, [1] the one at the top."""

    def __init__(self, kind: MarkerKind, game: str, width: float = 270.0, variant: str = ""):
        super().__init__()
        self.kind, self.game, self.variant = MarkerKind(kind), game, variant
        self.w = width
        self.h = HEIGHT[self.kind]
        self.side_by_side = False
        self.histories: list[list[int]] = [[], []]
        self.names = ["", ""]
        self.board = model.board_for(game, variant)
        self.kit = model.COUNTERS.get(game, model.COUNTERS["rubicon-bezique"])

    # ----- what it shows (tests read these) ----------------------------------------------
    def show(self, histories: list[list[int]], names: list[str]) -> None:
        histories, names = [list(h) for h in histories], list(names)
        if (histories, names) == (self.histories, self.names):
            return          # most moves score nothing: the board is not drawn again
        self.histories, self.names = histories, names
        self.update()

    def score(self, i: int) -> int:
        return self.histories[i][-1] if self.histories[i] else 0

    def state_of(self, i: int):
        """The model state drawn for player ``i``."""
        if self.kind is MarkerKind.CRIBBAGE:
            return model.pegs(self.histories[i], self.board)
        if self.kind is MarkerKind.PULLUP:
            return model.pull_up(self.score(i))
        return model.counters(self.score(i), self.kit)

    def shown_score(self, i: int) -> int:
        """The score a player reads off the marker (with any remainder written)."""
        st = self.state_of(i)
        if self.kind is MarkerKind.CRIBBAGE:
            return model.pegs_score(st, self.board)
        if self.kind is MarkerKind.PULLUP:
            return model.pull_up_score(st)
        return model.counters_score(st[0], st[1], self.kit)

    def set_side_by_side(self, flat: bool) -> None:
        """Counters: the two players in a row (a short window), or one above the other."""
        flat = flat and self.kind is MarkerKind.COUNTERS
        if flat != self.side_by_side:
            self.prepareGeometryChange()
            self.side_by_side = flat

    # the row of counters of a short window: two bands of the stacked marker's width,
    # each as tall as the stacked one's half
    FLAT = (300.0, 66.0)

    def boundingRect(self) -> QtCore.QRectF:
        if self.side_by_side:
            return QtCore.QRectF(0, 0, *self.FLAT)
        return QtCore.QRectF(0, 0, self.w, self.h)

    # ----- drawing ----------------------------------------------------------------------
    def paint(self, p: QtGui.QPainter, option, widget=None) -> None:
        p.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing)
        r = self.boundingRect().adjusted(1, 1, -1, -1)
        if self.kind is MarkerKind.COUNTERS:
            p.setPen(QtGui.QPen(QtGui.QColor("#2b5d3e"), 1))
            p.setBrush(QtGui.QColor("#1f5f3a"))
        else:
            grad = QtGui.QLinearGradient(r.topLeft(), r.bottomLeft())
            grad.setColorAt(0, WOOD.lighter(112))
            grad.setColorAt(1, WOOD)
            p.setPen(QtGui.QPen(WOOD_DARK, 1.5))
            p.setBrush(grad)
        p.drawRoundedRect(r, 8, 8)
        if self.side_by_side:                  # between the two players' counters
            p.setPen(QtGui.QPen(QtGui.QColor(255, 255, 255, 110), 1))
            p.drawLine(QtCore.QPointF(r.center().x(), r.top() + 4),
                       QtCore.QPointF(r.center().x(), r.bottom() - 4))
        paint_band = {MarkerKind.CRIBBAGE: self._paint_cribbage,
                      MarkerKind.PULLUP: self._paint_pullup,
                      MarkerKind.COUNTERS: self._paint_counters}[self.kind]
        for band, i, top in self.bands():
            paint_band(p, band, i, top=top)

    def bands(self) -> list[tuple[QtCore.QRectF, int, bool]]:
        """Each player's part of the marker: (its rectangle, the player, at the top):
        the top player's above, or, counters in a row, yours on the left, as read."""
        r = self.boundingRect().adjusted(1, 1, -1, -1)
        if self.side_by_side:
            half = r.width() / 2
            return [(QtCore.QRectF(r.x() + col * half + 4, r.y() + 2, half - 8,
                                   r.height() - 4), col, False) for col in (0, 1)]
        half = r.height() / 2
        return [(QtCore.QRectF(r.x() + 4, r.y() + row * half + 2, r.width() - 8, half - 4),
                 i, row == 0) for row, i in ((0, 1), (1, 0))]

    def _label(self, p: QtGui.QPainter, band: QtCore.QRectF, i: int, extra: str = "") -> None:
        f = QtGui.QFont()
        f.setPixelSize(11)
        p.setFont(f)
        on_baize = self.kind is MarkerKind.COUNTERS      # light words on green, dark on wood
        p.setPen(QtGui.QColor("#fdf8ea") if on_baize else QtGui.QColor("#2a1a08"))
        text = f"{self.names[i]}  {self.score(i)}{extra}"
        p.drawText(QtCore.QRectF(band.x() + 2, band.y(), band.width() - 4, 13),
                   QtCore.Qt.AlignmentFlag.AlignLeft, text)

    def _hole(self, p: QtGui.QPainter, x: float, y: float, rad: float = 1.8) -> None:
        p.setPen(QtCore.Qt.PenStyle.NoPen)
        p.setBrush(HOLE)
        p.drawEllipse(QtCore.QPointF(x, y), rad, rad)

    def _peg(self, p: QtGui.QPainter, x: float, y: float, colour: QtGui.QColor,
             rad: float = 3.6) -> None:
        p.setPen(QtGui.QPen(QtGui.QColor(0, 0, 0, 160), 1))
        p.setBrush(colour)
        p.drawEllipse(QtCore.QPointF(x, y), rad, rad)

    # cribbage: four streets of holes (out, back, out, back), then any game hole
    def hole_pos(self, band: QtCore.QRectF, hole: int) -> QtCore.QPointF:
        per_street = self.board.track // 4
        x0, pitch = band.x() + 14, (band.width() - 40) / per_street
        y0 = band.y() + 18
        step_y = (band.height() - 22) / 4
        if hole <= 0:
            return QtCore.QPointF(band.x() + 6, y0 + step_y * 0.5)
        if hole > self.board.track:
            return QtCore.QPointF(band.right() - 10, y0 + step_y * 1.5)
        street, k = divmod(hole - 1, per_street)
        col = k if street % 2 == 0 else per_street - 1 - k
        gap = (col // 5) * 1.2
        return QtCore.QPointF(x0 + col * pitch + gap, y0 + street * step_y + step_y * 0.5)

    def _paint_cribbage(self, p, band, i, top) -> None:
        st = self.state_of(i)
        board = self.board
        past = st.holes[st.front] == board.track and not board.laps
        extra = (fill(translate("ScoreMarkers", " (+%1 past %2)"), st.remainder, board.game)
                 if st.remainder and past else
                 fill(translate("ScoreMarkers", " (+%1 not pegged)"), st.remainder)
                 if st.remainder else "") + \
            (fill(translate("ScoreMarkers", " · round %1"), st.laps + 1) if st.laps else "")
        self._label(p, band, i, extra)
        for hole in range(1, board.track + 1):
            c = self.hole_pos(band, hole)
            self._hole(p, c.x(), c.y())
        if board.laps:
            g = self.hole_pos(band, board.track + 1)
            self._hole(p, g.x(), g.y(), 3.2)
        if self.board.start:
            s = self.hole_pos(band, self.board.start)
            p.setPen(QtGui.QPen(QtGui.QColor("#2a1a08"), 1))
            p.drawLine(QtCore.QPointF(s.x() - 3, s.y() - 6), QtCore.QPointF(s.x() + 3, s.y() - 6))
        if board.game_hole <= board.track:     # the target marked, with its number
            gh = self.hole_pos(band, board.game_hole)
            p.setPen(QtGui.QPen(QtGui.QColor("#8a1c1c"), 1.2))
            p.setBrush(QtCore.Qt.BrushStyle.NoBrush)
            p.drawEllipse(gh, 4.5, 4.5)
            # its legend, on the name line at the right: the ring marks the target
            f = QtGui.QFont()
            f.setPixelSize(10)
            p.setFont(f)
            legend = QtCore.QRectF(band.x() + 2, band.y(), band.width() - 4, 13)
            p.drawText(legend, QtCore.Qt.AlignmentFlag.AlignRight, fill(translate("ScoreMarkers", "◯ %1: game"), board.game))
        colour = PEG[0] if i == 0 else PEG[1]
        back = 1 - st.front
        for peg in (back, st.front):             # the front peg drawn over the back one
            c = self.hole_pos(band, st.holes[peg])
            self._peg(p, c.x(), c.y(), colour if peg == st.front else colour.darker(125))

    # the pull-up board: rows of ten holes (0 = home) for 10s, 100s and 1000s
    def _paint_pullup(self, p, band, i, top) -> None:
        st = self.state_of(i)
        self._label(p, band, i, f" (+{st.remainder})" if st.remainder else "")
        rows = (("10s", st.tens), ("100s", st.hundreds), ("1000s", st.thousands))
        if not top:
            rows = rows[::-1]                    # the outer row is at each player's own edge
        f = QtGui.QFont()
        f.setPixelSize(9)
        row_h = (band.height() - 16) / 3
        x0 = band.x() + 40
        pitch = (band.width() - 50) / 9
        colour = PEG[0] if i == 0 else PEG[1]
        for k, (name, digit) in enumerate(rows):
            y = band.y() + 16 + row_h * (k + 0.5)
            p.setFont(f)
            p.setPen(QtGui.QColor("#2a1a08"))
            p.drawText(QtCore.QRectF(band.x() + 2, y - 6, 36, 12),
                       QtCore.Qt.AlignmentFlag.AlignLeft, name)
            for h in range(10):
                self._hole(p, x0 + h * pitch, y, 2.0 if h else 2.6)
            self._peg(p, x0 + digit * pitch, y, colour)

    # counters: unmoved on the player's left, moved to the right; a row per colour
    def _paint_counters(self, p, band, i, top) -> None:
        moved, rest = self.state_of(i)
        self._label(p, band, i, f" (+{rest})" if rest else "")
        mid = band.center().x()
        p.setPen(QtGui.QPen(QtGui.QColor(255, 255, 255, 60), 1, QtCore.Qt.PenStyle.DashLine))
        p.drawLine(QtCore.QPointF(mid, band.y() + 14), QtCore.QPointF(mid, band.bottom()))
        rows = len(self.kit)
        pitch = (band.height() - 15) / rows
        step = min(11.0, (band.width() / 2 - 14) / max(c.count for c in self.kit))
        # the top player faces us: his left is our right, so his counters move leftwards
        if top:
            zones = (("left", band.right() - 8, -1), ("right", mid - 8, -1))
        else:
            zones = (("left", band.x() + 8, 1), ("right", mid + 8, 1))
        for r, (n_moved, c) in enumerate(zip(moved, self.kit)):
            y = band.y() + 15 + pitch * (r + 0.5)
            for side, x0, direction in zones:
                n = n_moved if side == "right" else c.count - n_moved
                for k in range(n):
                    self._disc(p, x0 + direction * k * step, y, DISC[c.colour],
                               self.disc_radius(band))

    def disc_radius(self, band: QtCore.QRectF | None = None) -> float:
        """A counter's radius (item units) in a player's band (the first, by default)."""
        band = band if band is not None else self.bands()[0][0]
        return (band.height() - 15) / len(self.kit) * 0.42

    def _disc(self, p, x, y, colour, rad) -> None:
        p.setPen(QtGui.QPen(colour.darker(150), 1))
        p.setBrush(colour)
        p.drawEllipse(QtCore.QPointF(x, y), rad, rad)
