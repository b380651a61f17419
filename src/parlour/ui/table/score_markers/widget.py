"""The marker beside the table: a small view of its own under the score, showing the
marker the player chose in settings for the game being played."""
from __future__ import annotations

from ...binding.marks import QT_TRANSLATE_NOOP, translate
from ...binding.placeholders import fill
from ...binding.qt import QtCore, QtGui, QtWidgets
from ....engine.sentences import player
from .items import MarkerItem
from .model import MarkerKind, marker_for, score_history


def marker_legend(kind: MarkerKind, item: MarkerItem) -> str:
    """What the marker's pieces mean, for its tooltip."""
    if kind is MarkerKind.CRIBBAGE:
        b = item.board
        each = translate("ScoreMarkers", "one hole a point") if b.per_hole == 1 else \
            fill(translate("ScoreMarkers", "%1 points a hole"), b.per_hole)
        end = "" if b.laps else \
            fill(translate("ScoreMarkers", "; points past %1 are written beside the name"), b.game)
        return fill(translate("ScoreMarkers", "Cribbage board, %1. Each player has two pegs: "
                              "the front one is the score, the back one the score before. "
                              "The ringed hole is the game (%2)%3."), each, b.game, end)
    if kind is MarkerKind.PULLUP:
        return translate("ScoreMarkers", "Pull-up board: the outer row counts tens, the inner "
                         "row hundreds, the centre thousands. A number in brackets is the rest "
                         "below ten.")
    kit = ", ".join(f"{translate('ScoreMarkers', COLOURS.get(c.colour, c.colour))} {c.value}"
                    for c in item.kit)
    return fill(translate("ScoreMarkers", "Counters (%1), moved from each player's left to his "
                          "right as he scores. A number in brackets is what the counters "
                          "cannot show."), kit)


COLOURS = {"white": QT_TRANSLATE_NOOP("ScoreMarkers", "white"),
           "red": QT_TRANSLATE_NOOP("ScoreMarkers", "red"),
           "blue": QT_TRANSLATE_NOOP("ScoreMarkers", "blue"),
           "copper": QT_TRANSLATE_NOOP("ScoreMarkers", "copper")}


class ScoreMarkerView(QtWidgets.QGraphicsView):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setScene(QtWidgets.QGraphicsScene(self))
        self.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing)
        self.setFrameShape(QtWidgets.QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(QtCore.Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(QtCore.Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setBackgroundBrush(QtCore.Qt.BrushStyle.NoBrush)
        # the view's own ground only: a bare rule would reach its tooltip too, and a
        # transparent tooltip is drawn black
        self.setStyleSheet("ScoreMarkerView { background: transparent }")
        self.item: MarkerItem | None = None
        self.preferred = 132
        self.compact = False           # a short window: drawn at half size, for the log
        self.setSizePolicy(QtWidgets.QSizePolicy.Policy.Preferred,
                           QtWidgets.QSizePolicy.Policy.Preferred)
        self.hide()

    def sizeHint(self) -> QtCore.QSize:
        return QtCore.QSize(super().sizeHint().width(), self.preferred)

    def minimumSizeHint(self) -> QtCore.QSize:
        return QtCore.QSize(60, self.preferred // 2)

    def set_compact(self, compact: bool) -> None:
        """Half size in a short window.  The side panel's layout, short of room, takes it
        from its tallest parts first, so the log shrank to five lines while the marker kept
        all of its height.  Counters then lie in a row across the panel's width (their
        half-size stack was too small to read)."""
        self.compact = compact
        self.setMaximumHeight(self.preferred // 2 if compact else self.preferred)
        if self.item is not None:
            self.item.set_side_by_side(compact)
            self.scene().setSceneRect(self.item.boundingRect())
            self._fit()
        self.updateGeometry()

    def show_game(self, state, bottom: int, choice: str) -> None:
        """Draw the marker for ``state`` (``bottom`` is the seat at the foot of the
        table), or hide when the game has none or the player chose none."""
        kind = marker_for(state.game, choice) if len(state.seats) == 2 else None
        if kind is None:
            self.hide()
            return
        if self.item is None or (self.item.kind, self.item.game, self.item.variant) != (
                kind, state.game, state.variant):
            self.scene().clear()
            self.item = MarkerItem(kind, state.game, 270.0, state.variant)
            self.scene().addItem(self.item)
            self.scene().setSceneRect(self.item.boundingRect())
            # at its drawn size when there is room; scaled down to half on a small screen
            self.preferred = int(self.item.h) + 4
            self.setMinimumHeight(self.preferred // 2)
            self.set_compact(self.compact)
            # the legend goes with it, as a paragraph (wrapped, not one line across)
            self.setToolTip(f"<p>{marker_legend(kind, self.item)}</p>")
        top = 1 - bottom
        self.item.show([score_history(state, bottom), score_history(state, top)],
                       [player(state.seats[bottom]), player(state.seats[top])])
        self.show()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        if self.item is not None:
            self.fitInView(self.item, QtCore.Qt.AspectRatioMode.KeepAspectRatio)
