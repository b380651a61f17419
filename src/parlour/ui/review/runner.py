"""A game review run off the window's thread, one decision at a time, so the window
stays responsive, shows progress, and can stop the review between two decisions.

The review reads a record (plain data, made on the window's thread before it starts),
never the live game.  Its thread touches nothing of Qt: it puts each answer on a queue,
and a timer on the window's thread hands them on as signals.  (Emitting Qt signals from
a Python thread hung the test run once, waiting on a lock that no one released: with
no Qt on the review's thread there is no such lock to share.)  A runner is kept alive
until its thread has ended and its last answer is delivered (``_LIVE``), so closing the
review's window mid-way loses nothing and leaves nothing running.
"""
from __future__ import annotations

import queue
import threading
import traceback

from ...ai.brain import Budget
from ...ai.piquet.review import review_steps
from ..binding.qt import QtCore, Signal


_LIVE: set["ReviewRunner"] = set()
POLL_MS = 25            # how often the window's thread looks for the review's answers


class ReviewRunner(QtCore.QObject):
    step = Signal(int, int, object)     # decisions done, decisions in all, a Decision or None
    ended = Signal(bool)                # True when stopped before the end
    failed = Signal(str)

    def __init__(self):
        super().__init__()             # no parent: its life is the thread's (_LIVE)
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._answers: queue.SimpleQueue = queue.SimpleQueue()
        self._timer = QtCore.QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._deliver)

    def start(self, data: dict, seat: int, deals: set[int] | None = None,
              budget: Budget | None = None) -> None:
        self._stop.clear()
        self._thread = threading.Thread(target=self._run, args=(data, seat, deals, budget),
                                        name="parlour-review", daemon=True)
        _LIVE.add(self)
        self._timer.start()
        self._thread.start()

    def _run(self, data, seat, deals, budget) -> None:
        """On the review's thread: no Qt here, only the queue."""
        try:
            for done, total, decision in review_steps(data, seat, budget, deals=deals):
                if self._stop.is_set():
                    break
                self._answers.put(("step", (done, total, decision)))
        except Exception:  # report, never let the thread die silently
            self._answers.put(("failed", (traceback.format_exc(limit=3),)))
            return
        self._answers.put(("ended", (self._stop.is_set(),)))

    def _deliver(self) -> None:
        """On the window's thread: hand on what the review has said since last time."""
        while True:
            try:
                kind, args = self._answers.get_nowait()
            except queue.Empty:
                return
            if kind == "step" and self._stop.is_set():
                continue                  # stopped: its last answers are not shown
            getattr(self, kind).emit(*args)
            if kind != "step":            # its last word
                self._timer.stop()
                self.wait()
                _LIVE.discard(self)
                return

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
