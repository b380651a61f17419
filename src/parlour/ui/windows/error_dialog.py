"""An unexpected exception in the window: one dialog says what happened in a sentence,
where the log is, and offers "Copy details" for a bug report; play goes on (a slot that
raised has only stopped that slot).

Exceptions reach us through ``logbook.on_unexpected``, from any thread: a signal hands
each to the window's thread.  While the dialog is up, later errors go to the log only,
so a fault repeated at every frame cannot bury the table under dialogs.
"""
from __future__ import annotations

from ... import logbook
from ..binding.placeholders import fill
from ..binding.qt import QtCore, QtWidgets, Signal
from .dialog_buttons import close_only


class ErrorDialog(QtWidgets.QDialog):
    def __init__(self, what: str, details: str, log_path, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Something went wrong"))
        self.details = details
        where = (fill(self.tr("The details are in the log, %1."), log_path)
                 if log_path is not None
                 else self.tr("The log could not be written, so copy the details below."))
        self.message = QtWidgets.QLabel(
            fill(self.tr("Something went wrong inside Parlour (%1), and the game goes on "
                         "where it can. %2"), what, where))
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(
            QtCore.Qt.TextInteractionFlag.TextSelectableByMouse)
        buttons = close_only(self)
        role = QtWidgets.QDialogButtonBox.ButtonRole
        self.copy_button = buttons.addButton(self.tr("&Copy details"), role.ActionRole)
        self.copy_button.clicked.connect(self.copy_details)
        self.setMinimumWidth(460)       # a sentence and a path, not a column of words
        layout = QtWidgets.QVBoxLayout(self)
        layout.addWidget(self.message)
        layout.addWidget(buttons)

    def copy_details(self) -> None:
        from ... import __version__
        QtWidgets.QApplication.clipboard().setText(
            f"Parlour {__version__}\n{self.details}")


class ErrorReporter(QtCore.QObject):
    """Listens to the log for unexpected errors and shows one dialog at a time."""

    arrived = Signal(str, str)

    def __init__(self, window):
        super().__init__(window)
        self.window = window
        self.dialog: ErrorDialog | None = None
        self.arrived.connect(self._show, QtCore.Qt.ConnectionType.QueuedConnection)
        self._stop = logbook.on_unexpected(lambda what, details: self.arrived.emit(
            what, details))
        window.destroyed.connect(lambda *_: self._stop())

    def _show(self, what: str, details: str) -> None:
        if self.dialog is not None and self.dialog.isVisible():
            return
        self.dialog = ErrorDialog(what, details,
                                  logbook.log_path() if logbook.started() else None,
                                  self.window)
        self.dialog.setAttribute(QtCore.Qt.WidgetAttribute.WA_DeleteOnClose)
        self.dialog.finished.connect(lambda *_: setattr(self, "dialog", None))
        self.dialog.show()
