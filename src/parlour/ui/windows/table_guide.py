"""The short guide to the table, laid over the top of the table itself: a click on it or
Esc puts it away (so does the first key or click on the table, which still does its own
work)."""
from __future__ import annotations

import html

from ..binding.qt import QtCore, QtGui, QtWidgets, Signal
from .table_guide_words import Guide


class TableGuide(QtWidgets.QFrame):
    dismissed = Signal()

    def __init__(self, guide: Guide, table: QtWidgets.QWidget):
        super().__init__(table)
        self.table = table
        self.setObjectName("TableGuide")
        self.setFrameShape(QtWidgets.QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.setBackgroundRole(QtGui.QPalette.ColorRole.ToolTipBase)
        self.setForegroundRole(QtGui.QPalette.ColorRole.ToolTipText)
        self.text = QtWidgets.QLabel(self)
        self.text.setWordWrap(True)
        self.text.setTextFormat(QtCore.Qt.TextFormat.RichText)
        self.text.setForegroundRole(QtGui.QPalette.ColorRole.ToolTipText)
        points = "".join(f"<li>{html.escape(p)}</li>" for p in guide.points)
        away = self.tr("Click here or press Esc to put this away; Help › How this table "
                       "works brings it back.")
        self.text.setText(f"<p><b>{html.escape(guide.title)}</b></p>"
                          f"<ul style='margin-left:-20px'>{points}</ul>"
                          f"<p><i>{html.escape(away)}</i></p>")
        QtWidgets.QVBoxLayout(self).addWidget(self.text)
        self.setCursor(QtCore.Qt.CursorShape.PointingHandCursor)
        table.installEventFilter(self)           # placed again as the table is resized
        self.place()

    def place(self) -> None:
        """Across the top half of the table, where the other's hand lies."""
        width = min(560, self.table.width() - 40)
        m = self.layout().contentsMargins()
        # the label's own height at its width: the layout's left the last line clipped
        height = self.text.heightForWidth(width - m.left() - m.right() - 2 * self.frameWidth()) \
            + m.top() + m.bottom() + 2 * self.frameWidth()
        self.setGeometry((self.table.width() - width) // 2, 24, width,
                         min(height, self.table.height() - 48))

    def eventFilter(self, watched, event) -> bool:
        if watched is self.table and event.type() == QtCore.QEvent.Type.Resize:
            self.place()
        return super().eventFilter(watched, event)

    def mousePressEvent(self, event: QtGui.QMouseEvent) -> None:
        self.dismiss()

    def keyPressEvent(self, event: QtGui.QKeyEvent) -> None:
        if event.key() == QtCore.Qt.Key.Key_Escape:
            self.dismiss()
        else:
            super().keyPressEvent(event)

    def dismiss(self) -> None:
        if self.isVisible():
            self.hide()
            self.dismissed.emit()
            self.deleteLater()
