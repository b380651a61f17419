"""Computer players playing each other: ``parlour selfplay``, and the tournament harness.

Two-seat games are played in mirrored pairs (the same deals twice, the players swapping
seats) so that luck of the cards cancels out; with more seats the players rotate.  Games
are shared among the machine's cores.  Results are reported by player, in the order the
players were named.
"""
from __future__ import annotations

import math
import os
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Sequence

from .ai.players import make_player
from .engine.games import new_game
from .engine.records import record_of

MAX_ACTIONS = 100_000  # a game longer than this is a bug, not a long game


@dataclass
class GameOutcome:
    index: int
    seed: int
    order: list[int]              # order[table_seat] = index of the player sitting there
    winner: int | None            # player index, not table seat
    totals: list[int]             # by player index
    decision_ms: list[list[float]] = field(default_factory=list)  # by player index
    record: dict | None = None


def _seating(index: int, players: int) -> list[int]:
    """Which player sits at each table seat in game ``index`` (mirror/rotate)."""
    shift = index % players
    return [(seat + shift) % players for seat in range(players)]


def deal_seed_of(base_seed: int, index: int, players: int) -> int:
    """The seed of game ``index``'s deals: mirrored games share their deals."""
    return base_seed * 1_000_003 + index // players


def player_seed(deal_seed: int, seat: int) -> int:
    return deal_seed * 31 + seat


def play_one(game: str, variant: str | None, options: dict | None, specs: Sequence[str],
             index: int, base_seed: int, keep_record: bool) -> GameOutcome:
    n = len(specs)
    deal_seed = deal_seed_of(base_seed, index, n)
    order = _seating(index, n)
    unique = len(set(specs)) == len(specs)
    names = [specs[p] if unique else f"{specs[p]} {p + 1}" for p in order]
    players = [make_player(specs[p], seed=player_seed(deal_seed, seat))
               for seat, p in enumerate(order)]
    state = new_game(game, variant, options, seats=names, seed=deal_seed)
    times: list[list[float]] = [[] for _ in range(n)]
    steps = 0
    while not state.is_over():
        seat = state.current_player()
        t0 = time.perf_counter()
        action = players[seat].choose(state.observation(seat), state.legal_actions())
        times[order[seat]].append((time.perf_counter() - t0) * 1000.0)
        state.apply(action)
        steps += 1
        if steps > MAX_ACTIONS:
            raise RuntimeError(f"game {index} did not end after {MAX_ACTIONS} actions")
    res = state.result()
    totals = [0] * n
    for seat, p in enumerate(order):
        totals[p] = res.totals[seat] if res.totals else 0
    winner = order[res.winner] if res.winner is not None else None
    return GameOutcome(index, deal_seed, order, winner, totals, times,
                       record_of(state) if keep_record else None)


def _play_batch(args) -> list[GameOutcome]:
    game, variant, options, specs, indices, seed, keep = args
    return [play_one(game, variant, options, specs, i, seed, keep) for i in indices]


def percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    s = sorted(values)
    k = (len(s) - 1) * q
    lo, hi = math.floor(k), math.ceil(k)
    return s[lo] + (s[hi] - s[lo]) * (k - lo)


def mean_ci95(xs: Sequence[float]) -> tuple[float, float]:
    """The mean and the half-width of its 95% interval (normal approximation)."""
    n = len(xs)
    mean = sum(xs) / n if n else 0.0
    sd = math.sqrt(sum((x - mean) ** 2 for x in xs) / (n - 1)) if n > 1 else 0.0
    return mean, (1.96 * sd / math.sqrt(n) if n else 0.0)


def summarise(outcomes: list[GameOutcome], players: int) -> dict:
    wins = [0] * players
    draws = 0
    margins = []
    for o in outcomes:
        if o.winner is None:
            draws += 1
        else:
            wins[o.winner] += 1
        others = [t for p, t in enumerate(o.totals) if p != 0]
        margins.append(o.totals[0] - (sum(others) / len(others) if others else 0))
    mean, half = mean_ci95(margins)
    decision = []
    for p in range(players):
        ms = [t for o in outcomes for t in o.decision_ms[p]]
        decision.append({"p50": round(percentile(ms, 0.50), 3),
                         "p95": round(percentile(ms, 0.95), 3),
                         "p99": round(percentile(ms, 0.99), 3)})
    return {"games": len(outcomes), "wins": wins, "draws": draws,
            "margin": {"mean": round(mean, 3), "ci95": [round(mean - half, 3), round(mean + half, 3)]},
            "decision_ms": decision}


def run(game: str, variant: str | None, specs: Sequence[str], games: int, seed: int,
        out: str | None = None, options: dict | None = None, workers: int | None = None) -> dict:
    for spec in specs:
        make_player(spec)  # fail early, in this process, on a bad name
    keep = out is not None
    workers = workers or min(os.cpu_count() or 1, 2)
    indices = range(games)      # streamed: a billion games is not a list of a billion
    if workers > 1 and games >= 4:
        size = max(1, len(indices) // (workers * 4))
        batches = [indices[i:i + size] for i in range(0, len(indices), size)]
        with ProcessPoolExecutor(max_workers=workers) as pool:
            parts = pool.map(_play_batch, [(game, variant, options, list(specs), b, seed, keep)
                                           for b in batches])
            outcomes = [o for part in parts for o in part]
    else:
        outcomes = _play_batch((game, variant, options, list(specs), indices, seed, keep))
    if out is not None:
        from .store.jsonfile import write_atomic     # a kill leaves whole records only
        os.makedirs(out, exist_ok=True)
        for o in outcomes:
            name = f"{game}-{variant or 'default'}-{seed}-{o.index:05d}.json"
            write_atomic(Path(out) / name, o.record)
    return summarise(outcomes, len(specs))
