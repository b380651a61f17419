"""The QGraphicsView that shows the table: keeps the scene the size of the window (so
cards are drawn at their real size, crisp at any screen scale) and gives keyboard play:
arrows move along your hand, Enter or Space plays or picks the card."""
from __future__ import annotations

from .qt import QtCore, QtGui, QtWidgets, Signal
from .table_scene import TableScene


class TableView(QtWidgets.QGraphicsView):
    resized = Signal()
    key_activate = Signal(object)     # key of the card under the keyboard cursor
    key_confirm = Signal()            # Enter with no card chosen: the default answer

    def __init__(self, scene: TableScene, parent=None):
        super().__init__(scene, parent)
        self.table = scene
        self.setRenderHints(QtGui.QPainter.RenderHint.Antialiasing
                            | QtGui.QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(QtCore.Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(QtCore.Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QtWidgets.QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QtWidgets.QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setAlignment(QtCore.Qt.AlignmentFlag.AlignLeft | QtCore.Qt.AlignmentFlag.AlignTop)
        self.setFocusPolicy(QtCore.Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(360, 260)
        self.cursor_index: int | None = None

    def resizeEvent(self, event: QtGui.QResizeEvent) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        self.table.resize_table(size.width(), size.height())
        self.resized.emit()

    # ----- keyboard -------------------------------------------------------------------
    def _hand_slots(self) -> list:
        return sorted((s for s in self.table.slots if s.zone == "hand_bottom"
                       and s.card is not None), key=lambda s: s.x)

    def hand_cards(self) -> list[int]:
        return [s.card for s in self._hand_slots()]

    def cursor_card(self):
        """The key (``Slot.key``) of the card the arrow keys have reached, or None."""
        hand = self._hand_slots()
        if self.cursor_index is None or not hand:
            return None
        return hand[min(self.cursor_index, len(hand) - 1)].key

    def show_cursor(self) -> None:
        """The ring on the one card the arrow keys have reached."""
        key = self.cursor_card()
        ringed = self.table.item_with(key) if key is not None else None
        for item in self.table.known:
            item.set_focus_mark(item is ringed)

    def keyPressEvent(self, event: QtGui.QKeyEvent) -> None:
        key = event.key()
        hand = self.hand_cards()
        if key in (QtCore.Qt.Key.Key_Left, QtCore.Qt.Key.Key_Right) and hand:
            step = -1 if key == QtCore.Qt.Key.Key_Left else 1
            if self.cursor_index is None:
                self.cursor_index = 0 if step > 0 else len(hand) - 1
            else:
                self.cursor_index = (min(self.cursor_index, len(hand) - 1) + step) % len(hand)
            self.show_cursor()
            return
        if key in (QtCore.Qt.Key.Key_Return, QtCore.Qt.Key.Key_Enter, QtCore.Qt.Key.Key_Space):
            card = self.cursor_card()
            ctrl = bool(event.modifiers() & QtCore.Qt.KeyboardModifier.ControlModifier)
            if card is not None and not ctrl:
                self.key_activate.emit(card)
            else:
                self.key_confirm.emit()
            return
        if key == QtCore.Qt.Key.Key_Escape:
            self.cursor_index = None
            self.show_cursor()
            return
        super().keyPressEvent(event)
