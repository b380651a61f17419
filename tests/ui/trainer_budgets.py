"""Budgets and slowness for the practice window's tests: a quick appraisal budget (few
samples: the appraisal counts only a need) and an analysis that, till stopped, goes on
far longer than any test waits (every discard valued alone, slowly)."""
import time

from parlour.ai.brain import Budget
from parlour.ai.piquet import exchange_valuation
from parlour.ai.search import Tally

QUICK = Budget(seconds=60.0, samples=24, clock=time.thread_time)
SLOWLY = 0.05          # seconds a discard takes to value in an endless analysis


def _slowly() -> float:
    time.sleep(0.01)             # a sample at least this long: the worker spares the CPU
    return time.monotonic()


def endless(monkeypatch) -> Budget:
    """A budget that only Stop ends, and a valuation that values one discard at a time,
    each slowly (the dealer's 299 take 15 s, elder's 1585 more than a minute)."""
    real = exchange_valuation.values

    def slow(*args, **kwargs):
        time.sleep(SLOWLY)
        return real(*args, **kwargs)
    monkeypatch.setattr(exchange_valuation, "CHUNK", 1)
    monkeypatch.setattr(exchange_valuation, "values", slow)
    monkeypatch.setattr(Tally, "settled", lambda self: False)
    return Budget(seconds=3600.0, samples=10 ** 7, clock=_slowly)
