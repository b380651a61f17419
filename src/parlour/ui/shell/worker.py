"""Computer decisions off the UI thread, so the window never freezes.

A decision is computed from plain data (the seat's observation, a frozen value, and
the legal actions list), never from the live State, so the UI thread may go on using the State
while the computer thinks.  Each request carries a ticket; an answer whose ticket is
stale (the player pressed undo or restart meanwhile) is ignored.
"""
from __future__ import annotations

import traceback

from ...engine.observed import Observation
from ..binding.qt import QtCore, Signal


class _Answer(QtCore.QObject):
    ready = Signal(int, object)    # ticket, Action
    failed = Signal(int, str)      # ticket, message


class _Job(QtCore.QRunnable):
    def __init__(self, ticket, player, observation, legal, answer: _Answer):
        super().__init__()
        self.ticket, self.player = ticket, player
        self.observation, self.legal, self.answer = observation, legal, answer
        self.setAutoDelete(True)

    def run(self) -> None:
        try:
            action = self.player.choose(self.observation, self.legal)
        except Exception:  # report, never kill the worker thread silently
            self.answer.failed.emit(self.ticket, traceback.format_exc(limit=3))
            return
        finally:
            # PySide may keep the Python side of a finished QRunnable alive; drop the
            # big things it holds (Piquet's exchange lists 1,585 actions) right away.
            self.observation = self.legal = self.player = None
        self.answer.ready.emit(self.ticket, action)


class Thinker(QtCore.QObject):
    """Asks players for actions on a private thread pool; answers arrive as signals on
    the thread that owns this object."""

    decided = Signal(int, object)
    failed = Signal(int, str)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.pool = QtCore.QThreadPool(self)
        self.pool.setMaxThreadCount(1)   # one decision at a time, in order
        self._answer = _Answer(self)
        self._answer.ready.connect(self.decided)
        self._answer.failed.connect(self.failed)
        self.ticket = 0

    def ask(self, player, observation: Observation, legal: list) -> int:
        self.ticket += 1
        self.pool.start(_Job(self.ticket, player, observation, legal, self._answer))
        return self.ticket

    def cancel(self) -> None:
        """Forget any pending answer (it will arrive with a stale ticket)."""
        self.ticket += 1

    def wait(self, ms: int = 5000) -> bool:
        return self.pool.waitForDone(ms)
