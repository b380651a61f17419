"""Work off the window's thread, done one way for all of it: the computer's moves, the
hint, the Chouette advice, the discard trainer's analysis and the game review.

An *errand* is a job run on a Python thread of its own that touches no Qt: it puts what
it finds on a queue and nothing else.  ``Errands``, on the window's thread, looks at
that queue on a timer and hands each answer to the callbacks it was given, so every
callback runs on the window's thread.  (Qt signals emitted from a Python thread hung
test runs: the window's thread, holding Python's lock, sat in a thread pool's
destructor waiting for a job that needed that lock to finish.  With no Qt on the
errand's thread, and nothing on the window's thread waiting without letting go of
Python's lock, there is no such pair of locks.)

A job is a generator function given its ``Stop``: it yields its answers and calls
``stop.check()`` as often as it can, so that stopping it (a new deal, undo, the window
closing) ends it within moments, even in the middle of a long step.  Once an errand is
stopped nothing more of it is handed on but its end.
"""
from __future__ import annotations

import gc
import queue
import threading
import time
from typing import Any, Callable, Iterable

from .qt import QtCore

POLL_MS = 25        # how often the window's thread looks for answers
COLLECT_MS = 50     # how often the window's thread collects garbage (above)
SLICE_S = 0.1       # the longest the window's thread spends handing answers on at a time


class Stopped(Exception):
    """Raised by ``Stop.check`` inside a job whose errand was stopped."""


class Stop:
    """The job's side of stopping: set from the window's thread, read by the job."""

    def __init__(self) -> None:
        self._event = threading.Event()

    def set(self) -> None:
        self._event.set()

    def is_set(self) -> bool:
        return self._event.is_set()

    def check(self) -> None:
        if self._event.is_set():
            raise Stopped


Job = Callable[[Stop], Iterable[Any]]
_ANSWER, _FAILED, _ENDED = range(3)


class Errand:
    """One job on its own Python thread.  No Qt here: only the queue."""

    def __init__(self, job: Job, outbox: queue.SimpleQueue, name: str):
        self.stop = Stop()
        self._job: Job | None = job
        self._outbox = outbox
        self._thread = threading.Thread(target=self._run, name=name, daemon=True)

    def start(self) -> None:
        self._thread.start()

    def _run(self) -> None:
        answers = None
        try:
            answers = iter(self._job(self.stop))
            for answer in answers:
                if self.stop.is_set():
                    break
                self._outbox.put((self, _ANSWER, answer))
        except Stopped:
            pass
        except Exception as exc:  # reported on the window's thread, never lost here
            self._outbox.put((self, _FAILED, exc))
        finally:
            close = getattr(answers, "close", None)
            if close is not None:
                close()
            # let go of what the job was given (Piquet's exchange lists 1,585 actions)
            self._job = answers = None
            self._outbox.put((self, _ENDED, self.stop.is_set()))

    def running(self) -> bool:
        return self._thread.is_alive()

    def wait(self, seconds: float | None = None) -> bool:
        """Wait for the thread to end (it lets go of Python's lock while it waits)."""
        if self._thread.ident is not None:
            self._thread.join(seconds)
        return not self.running()


class _Callbacks:
    __slots__ = ("answered", "failed", "ended")

    def __init__(self, answered, failed, ended):
        self.answered, self.failed, self.ended = answered, failed, ended


def _ignore(*_args) -> None:
    pass


class _WindowThreadCollector(QtCore.QObject):
    """Python's cyclic garbage collected on the window's thread only while errands run.
    Left automatic, a collection may start on an errand's thread at any allocation and
    destroy Qt objects there; their C++ destructors then wait for a lock the window's
    thread holds while it waits for Python's lock: both stop for good (seen as test runs
    where every thread stood still, the errand's stack in plain Python code).  So while
    an errand's thread is alive automatic collection is off, and a timer on the window's
    thread collects as Python would have, generation by generation, by the same
    thresholds; once none is alive, Python collects by itself again."""

    def __init__(self) -> None:
        super().__init__(QtCore.QCoreApplication.instance())
        self._running: set[Errand] = set()
        self._timer = QtCore.QTimer(self)
        self._timer.setInterval(COLLECT_MS)
        self._timer.timeout.connect(self._tick)

    def hold(self, errand: Errand) -> None:
        """``errand`` is about to start (on the window's thread).  With no application
        yet there is no event loop to collect on: Python goes on collecting by itself
        (held then, collection stayed off for good and nothing collected on the timer)."""
        if QtCore.QCoreApplication.instance() is None:
            return
        if not self._running:
            gc.disable()
            self._timer.start()
        self._running.add(errand)

    def _tick(self) -> None:
        self._running = {e for e in self._running if e.running()}
        collect_due()
        if not self._running:
            self._timer.stop()
            gc.enable()


def collect_due() -> None:
    """What Python's own collection would do now: the generations past their thresholds."""
    counts, limits = gc.get_count(), gc.get_threshold()
    if counts[0] <= limits[0]:
        return
    generation = 2 if counts[2] > limits[2] else 1 if counts[1] > limits[1] else 0
    gc.collect(generation)


_collector: list[_WindowThreadCollector] = []


def _window_thread_collector() -> _WindowThreadCollector:
    """The one collector (made on the window's thread with the first errands)."""
    if not _collector:
        _collector.append(_WindowThreadCollector())
    return _collector[0]


class Errands(QtCore.QObject):
    """The window's side: starts errands and hands their answers on, on the window's
    thread, to ``answered(answer)``, ``failed(exception)`` and ``ended(stopped)``."""

    def __init__(self, parent=None, name: str = "parlour-errand"):
        super().__init__(parent)
        self._collector = _window_thread_collector()
        self._name = name
        self._outbox: queue.SimpleQueue = queue.SimpleQueue()
        self._live: dict[Errand, _Callbacks] = {}
        self._timer = QtCore.QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._deliver)

    def run(self, job: Job, answered: Callable[[Any], None],
            failed: Callable[[BaseException], None] | None = None,
            ended: Callable[[bool], None] | None = None) -> Errand:
        errand = Errand(job, self._outbox, self._name)
        self._live[errand] = _Callbacks(answered, failed or _ignore, ended or _ignore)
        self._timer.start()
        self._collector.hold(errand)
        errand.start()
        return errand

    def _deliver(self) -> None:
        """On the window's thread: hand on what the errands had said when this round
        began, for a slice of time at most.  (An errand that says things faster than the
        window takes them in would otherwise keep the window's thread here for ever: no
        paint, no key, no timer.)  What is left waits for the next tick."""
        until = time.monotonic() + SLICE_S
        for _ in range(self._outbox.qsize()):
            if time.monotonic() > until:
                break
            try:
                errand, kind, value = self._outbox.get_nowait()
            except queue.Empty:
                break
            calls = self._live.get(errand)
            if calls is None:
                continue
            if kind == _ENDED:
                del self._live[errand]
                errand.wait()               # its last word is said: the thread is ending
                calls.ended(value)
            elif not errand.stop.is_set():  # a stopped errand's answers are not heard
                (calls.answered if kind == _ANSWER else calls.failed)(value)
        if not self._live:
            self._timer.stop()

    def stop(self) -> None:
        """Stop every errand (each ends at its job's next check)."""
        for errand in list(self._live):
            errand.stop.set()

    def stop_and_wait(self, seconds: float = 10.0) -> bool:
        """Stop every errand and wait, ``seconds`` at most in all, for their threads to
        end (closing a window).  True when none is left running."""
        self.stop()
        deadline = time.monotonic() + seconds
        for errand in list(self._live):
            errand.wait(max(0.0, deadline - time.monotonic()))
        return not self.busy()

    def wait(self, seconds: float = 10.0) -> bool:
        """Wait, ``seconds`` at most in all, for the running errands to end by themselves."""
        deadline = time.monotonic() + seconds
        for errand in list(self._live):
            errand.wait(max(0.0, deadline - time.monotonic()))
        return not self.busy()

    def busy(self) -> bool:
        return any(errand.running() for errand in self._live)
