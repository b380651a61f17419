"""Ctrl-C in the terminal (SIGINT) and a polite kill (SIGTERM) end the window as closing
it does: the game is kept, the settings saved, no traceback.

Python runs a signal handler only when it next runs Python code, and Qt's event loop is
C++: a slow timer gives the interpreter a moment (and the handler only takes note; the
window is closed from the event loop, never from inside whatever slot was running).
The handlers are installed before the folder's lock is taken, so a signal during the
start is kept for the window rather than ending the start half way.
"""
from __future__ import annotations

import signal

from ..binding.qt import QtCore, QtWidgets

STOPPING = tuple(getattr(signal, name) for name in ("SIGINT", "SIGTERM")
                 if hasattr(signal, name))


class StopOnSignal(QtCore.QObject):
    def __init__(self, app: QtWidgets.QApplication, early: list[int] | None = None):
        super().__init__(app)
        self.app = app
        self.window = None
        self.received: int | None = early[0] if early else None
        self._previous = {s: signal.signal(s, self._note) for s in STOPPING}
        self._poll = QtCore.QTimer(self)
        self._poll.timeout.connect(self._check)
        self._poll.start(200)

    def _note(self, signum, _frame) -> None:
        self.received = signum

    def arrived(self, window) -> None:
        """The window is there; one noted before is acted on at the first poll, inside
        the event loop (a quit before the loop runs would be lost)."""
        self.window = window

    def _check(self) -> None:
        if self.received is None or self.window is None:
            return
        self._poll.stop()
        window, self.window = self.window, None
        window.close()                  # the game kept, as when the player closes it
        self.app.closeAllWindows()
        self.app.quit()                 # every event loop, a dialog's included

    def restore(self) -> None:
        for s in self._previous:        # the program is ending: the default again
            signal.signal(s, signal.SIG_DFL if s != signal.SIGINT
                          else signal.default_int_handler)
        self._poll.stop()
