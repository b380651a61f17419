"""``parlour selfplay`` summarises as the games end: the same summary as keeping every
outcome and summarising at the end, in memory that does not grow with the games."""
import gc
import math
import random
import tracemalloc

import pytest

from parlour import selfplay, selfplay_tally
from parlour.selfplay import percentile, play_one, run, summarise
from parlour.selfplay_tally import DecisionTimes

from .engine.toy_game import register_toy


@pytest.fixture(autouse=True)
def toy_registered(monkeypatch):
    register_toy(monkeypatch)


def whole_list_summary(outcomes, players):
    """The summary as it was computed before: every margin and time in one list."""
    wins, draws, margins = [0] * players, 0, []
    for o in outcomes:
        if o.winner is None:
            draws += 1
        else:
            wins[o.winner] += 1
        others = [t for p, t in enumerate(o.totals) if p != 0]
        margins.append(o.totals[0] - (sum(others) / len(others) if others else 0))
    n = len(margins)
    mean = sum(margins) / n
    sd = math.sqrt(sum((x - mean) ** 2 for x in margins) / (n - 1)) if n > 1 else 0.0
    half = 1.96 * sd / math.sqrt(n)
    decision = []
    for p in range(players):
        ms = [t for o in outcomes for t in o.decision_ms[p]]
        decision.append({k: round(percentile(ms, q), 3)
                         for k, q in (("p50", 0.5), ("p95", 0.95), ("p99", 0.99))})
    return {"games": n, "wins": wins, "draws": draws,
            "margin": {"mean": round(mean, 3),
                       "ci95": [round(mean - half, 3), round(mean + half, 3)]},
            "decision_ms": decision}


@pytest.mark.parametrize("game, variant, seats, games, seed", [
    ("toy", None, ["random", "random"], 60, 3),
    ("piquet", None, ["random", "ai:beginner"], 6, 5),
    ("piquet", "voleur", ["random"] * 4, 4, 7),
])
def test_the_running_summary_is_the_whole_list_summary(game, variant, seats, games, seed):
    outcomes = [play_one(game, variant, None, seats, i, seed, False) for i in range(games)]
    assert summarise(outcomes, len(seats)) == whole_list_summary(outcomes, len(seats))


def test_a_run_on_two_cores_counts_as_one_core_does():
    one = run("toy", None, ["random", "random"], 40, 11, workers=1)
    two = run("toy", None, ["random", "random"], 40, 11, workers=2)
    assert (one["wins"], one["draws"], one["margin"]) == (two["wins"], two["draws"],
                                                          two["margin"])


def test_times_past_the_exact_limit_go_to_a_histogram_within_one_percent():
    rng = random.Random(4)
    times = [rng.lognormvariate(-1.0, 1.5) for _ in range(20_000)]
    few = DecisionTimes(exact_limit=len(times))
    many = DecisionTimes(exact_limit=500)
    for start in range(0, len(times), 100):
        few.add(times[start:start + 100])
        many.add(times[start:start + 100])
    assert few.exact and not many.exact
    for q in (0.5, 0.95, 0.99):
        assert few.percentile(q) == percentile(times, q)
        assert many.percentile(q) == pytest.approx(percentile(times, q), rel=0.01)
    assert many.percentile(0.99) != percentile(times, 0.99)   # approximate, and it shows


def _peak_of(games, out):
    tracemalloc.start()
    try:
        run("toy", None, ["random", "random"], games, 1, out=str(out / str(games)), workers=1)
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


@pytest.mark.slow          # about 5 s: a thousand games under tracemalloc
def test_memory_does_not_grow_with_the_number_of_games(tmp_path, monkeypatch):
    # Measured with Python collecting garbage by itself, as in `parlour selfplay`: a
    # window test earlier in the run may have left it to the window's timer.
    was_enabled = gc.isenabled()
    gc.enable()
    monkeypatch.setattr(selfplay_tally, "EXACT_TIMES", 256)   # histogram well before 200
    monkeypatch.setattr(selfplay, "BATCH_MOST", 16)
    try:
        _peak_of(200, tmp_path / "warm")      # imports, first-use caches, interned names
        small, large = _peak_of(200, tmp_path), _peak_of(800, tmp_path)
    finally:
        if not was_enabled:
            gc.disable()
    assert large < small * 1.2 + 20_000, (small, large)   # the old code: 2.3x


def test_the_histogram_does_not_grow_with_the_times_put_in_it():
    times = DecisionTimes(exact_limit=100)
    times.add([0.1] * 200)
    tracemalloc.start()
    try:
        for i in range(2_000):
            times.add([0.01 * (i % 97 + 1)] * 50)
        assert tracemalloc.get_traced_memory()[0] < 2_000
    finally:
        tracemalloc.stop()
    every = [0.1] * 200 + [0.01 * (i % 97 + 1) for i in range(2_000) for _ in range(50)]
    for q in (0.5, 0.95, 0.99):
        assert times.percentile(q) == pytest.approx(percentile(every, q), rel=0.01)
