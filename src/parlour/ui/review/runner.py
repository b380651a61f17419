"""A game review run off the window's thread, one decision at a time, so the window
stays responsive, shows progress, and can stop the review between two decisions.

The review reads a record (plain data, made on the window's thread before it starts),
never the live game; its answers arrive as signals on the thread that made the runner.
A runner is kept alive until its thread has ended (``_LIVE``), so closing the review's
window mid-way never leaves the thread emitting from a deleted object.
"""
from __future__ import annotations

import threading
import traceback

from ...ai.brain import Budget
from ...ai.piquet.review import review_steps
from ..binding.qt import QtCore, Signal


_LIVE: set["ReviewRunner"] = set()


class ReviewRunner(QtCore.QObject):
    step = Signal(int, int, object)     # decisions done, decisions in all, a Decision or None
    ended = Signal(bool)                # True when stopped before the end
    failed = Signal(str)

    def __init__(self):
        super().__init__()             # no parent: its life is the thread's (_LIVE)
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self.ended.connect(self._over)
        self.failed.connect(self._over)

    def start(self, data: dict, seat: int, deals: set[int] | None = None,
              budget: Budget | None = None) -> None:
        self._stop.clear()
        self._thread = threading.Thread(target=self._run, args=(data, seat, deals, budget),
                                        name="parlour-review", daemon=True)
        _LIVE.add(self)
        self._thread.start()

    def _run(self, data, seat, deals, budget) -> None:
        try:
            for done, total, decision in review_steps(data, seat, budget, deals=deals):
                if self._stop.is_set():
                    break
                self.step.emit(done, total, decision)
        except Exception:  # report, never let the thread die silently
            self.failed.emit(traceback.format_exc(limit=3))
            return
        self.ended.emit(self._stop.is_set())

    def _over(self, *_):
        """On the window's thread, once the review's thread has said its last word."""
        self.wait()
        _LIVE.discard(self)

    def cancel(self) -> None:
        """Stop after the decision being weighed (its answer is not shown)."""
        self._stop.set()

    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def wait(self, seconds: float = 10.0) -> bool:
        """Wait for the review's thread to end (tests, closing); True if it has."""
        if self._thread is not None:
            self._thread.join(seconds)
        return not self.running()
