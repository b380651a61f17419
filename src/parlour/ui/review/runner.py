"""A game review run off the window's thread (binding/errands.py), one decision at a
time, so the window stays responsive, shows progress, and can stop the review between
two decisions.

The review reads a record (plain data, made on the window's thread before it starts),
never the live game; its errand touches no Qt, and its answers are handed on as signals
on the window's thread.  Closing the review's window stops it (the decision being
weighed ends within its budget, and its answer is not shown).
"""
from __future__ import annotations

from ...ai.brain import Budget
from ...ai.piquet.review import review_steps
from ..binding.errands import Errand, Errands
from ..binding.qt import QtCore, Signal
from ..shell.controller import log_failure


class ReviewRunner(QtCore.QObject):
    step = Signal(int, int, object)     # decisions done, decisions in all, a Decision or None
    ended = Signal(bool)                # True when stopped before the end
    failed = Signal(str)                # the traceback (also in the "parlour.ai" log)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.errands = Errands(self, "parlour-review")
        self._errand: Errand | None = None
        self._failed = False

    def start(self, data: dict, seat: int, deals: set[int] | None = None,
              budget: Budget | None = None) -> None:
        self._failed = False
        self._errand = self.errands.run(
            lambda stop: review_steps(data, seat, budget, deals=deals),
            answered=self._answered, failed=self._fail, ended=self._ended)

    def _answered(self, answer) -> None:
        self.step.emit(*answer)

    def _fail(self, error: BaseException) -> None:
        self._failed = True
        self.failed.emit(log_failure("The review failed.", error))

    def _ended(self, stopped: bool) -> None:
        if not self._failed:            # a failure was its last word
            self.ended.emit(stopped)

    def cancel(self) -> None:
        """Stop after the decision being weighed (its answer is not shown)."""
        self.errands.stop()

    def running(self) -> bool:
        return self.errands.busy()

    def wait(self, seconds: float = 10.0) -> bool:
        """Wait for the review's thread to end (tests, closing); True if it has."""
        return self.errands.wait(seconds)
