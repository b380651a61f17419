"""Appraisal budgets for the practice window's tests: a quick one (few samples, the same
analysis otherwise) and one that never ends until stopped."""
import time

from parlour.ai.brain import Budget
from parlour.ai.search import Tally

QUICK = Budget(seconds=60.0, samples=24, clock=time.thread_time)


def _slowly() -> float:
    time.sleep(0.01)             # a sample at least this long: the worker spares the CPU
    return time.monotonic()


def endless(monkeypatch) -> Budget:
    """A budget that only Stop ends: no sample settles the choice, none is the last."""
    monkeypatch.setattr(Tally, "settled", lambda self: False)
    return Budget(seconds=3600.0, samples=10 ** 7, clock=_slowly)
