"""The self-play summary kept as the games end, in memory that does not grow with them.

Wins and draws are counts.  The margin's mean and 95% interval come from running sums
kept as exact fractions (a margin is a whole number less a fraction of one), so the mean
is the one the whole list gave and no rounding piles up over a billion games.

Decision times keep every value up to ``EXACT_TIMES`` per player, so the percentiles of
any run of some thousands of decisions are exact; past it the values move into a fixed
log-scale histogram.  A histogram rather than a reservoir sample: its error is bounded
(half a bin, about 0.5% of the value) at every percentile, p99 included, where a sample
of a few thousand would hold only a few dozen values; and it is deterministic.
"""
from __future__ import annotations

import math
from array import array
from fractions import Fraction
from typing import Sequence

EXACT_TIMES = 65_536           # per player: half a megabyte of doubles at most
BIN_RATIO = 1.01               # each histogram bin is 1% wider than the one below
LOWEST_MS = 1e-4               # below this a time is counted in the first bin
BINS = 2_400                   # 1e-4 ms * 1.01**2400 is about 2e6 ms; above goes in the last


def percentile(values: Sequence[float], q: float) -> float:
    """Linear interpolation between the two nearest ranks."""
    if not values:
        return 0.0
    s = sorted(values)
    k = (len(s) - 1) * q
    lo, hi = math.floor(k), math.ceil(k)
    return s[lo] + (s[hi] - s[lo]) * (k - lo)


def _bin_of(ms: float) -> int:
    if ms <= LOWEST_MS:
        return 0
    return min(BINS - 1, 1 + int(math.log(ms / LOWEST_MS) / math.log(BIN_RATIO)))


def _value_of(b: int) -> float:
    """A bin's representative time: the geometric middle of its bounds."""
    if b == 0:
        return LOWEST_MS
    return LOWEST_MS * BIN_RATIO ** (b - 0.5)


class DecisionTimes:
    """One player's decision times: exact while few, a histogram once many."""

    def __init__(self, exact_limit: int | None = None) -> None:
        self._limit = EXACT_TIMES if exact_limit is None else exact_limit
        self._exact: array | None = array("d")
        self._counts = array("q")     # by bin, once the exact values are given up
        self._total = 0

    def add(self, times: Sequence[float]) -> None:
        self._total += len(times)
        if self._exact is not None:
            self._exact.extend(times)
            if len(self._exact) <= self._limit:
                return
            times, self._exact = self._exact, None      # too many to keep: histogram
            self._counts = array("q", bytes(8 * BINS))
        for ms in times:
            self._counts[_bin_of(ms)] += 1

    @property
    def exact(self) -> bool:
        return self._exact is not None

    def percentile(self, q: float) -> float:
        if self._exact is not None:
            return percentile(self._exact, q)
        k = (self._total - 1) * q
        lo, hi = math.floor(k), math.ceil(k)
        a, b = self._ranked(lo), self._ranked(hi)
        return a + (b - a) * (k - lo)

    def _ranked(self, rank: int) -> float:
        """The time of the value at ``rank`` (from 0) in sorted order, as its bin's."""
        seen = 0
        for b, c in enumerate(self._counts):
            seen += c
            if seen > rank:
                return _value_of(b)
        return _value_of(BINS - 1)


class Tally:
    """Wins by player, the first player's margin and decision times, game by game."""

    def __init__(self, players: int, exact_times: int | None = None) -> None:
        self.players = players
        self.games = 0
        self.wins = [0] * players
        self.draws = 0
        self._sum = Fraction(0)          # of the margins
        self._squares = Fraction(0)      # of their squares
        self.times = [DecisionTimes(exact_times) for _ in range(players)]

    def add(self, winner: int | None, totals: Sequence[int],
            decision_ms: Sequence[Sequence[float]]) -> None:
        self.games += 1
        if winner is None:
            self.draws += 1
        else:
            self.wins[winner] += 1
        others = [Fraction(t) for p, t in enumerate(totals) if p != 0]
        margin = Fraction(totals[0]) - (sum(others, Fraction(0)) / len(others)
                                        if others else Fraction(0))
        self._sum += margin
        self._squares += margin * margin
        for p in range(self.players):
            self.times[p].add(decision_ms[p])

    def margin(self) -> tuple[float, float]:
        """The mean margin and the half-width of its 95% interval (normal approximation)."""
        n = self.games
        if not n:
            return 0.0, 0.0
        mean = self._sum / n
        if n < 2:
            return float(mean), 0.0
        spread = (self._squares - self._sum * mean) / (n - 1)   # exact sample variance
        return float(mean), 1.96 * math.sqrt(spread) / math.sqrt(n)

    def summary(self) -> dict:
        mean, half = self.margin()
        decision = [{"p50": round(t.percentile(0.50), 3),
                     "p95": round(t.percentile(0.95), 3),
                     "p99": round(t.percentile(0.99), 3)} for t in self.times]
        return {"games": self.games, "wins": list(self.wins), "draws": self.draws,
                "margin": {"mean": round(mean, 3),
                           "ci95": [round(mean - half, 3), round(mean + half, 3)]},
                "decision_ms": decision}
