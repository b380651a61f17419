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
from collections import deque
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable, Sequence

from .ai.players import make_player
from .engine.games import new_game
from .engine.records import record_of
from .selfplay_tally import Tally, percentile  # noqa: F401  (percentile: benchmarks use it)
from .store import jsonfile                     # write_atomic: a kill leaves whole records

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


def record_name(game: str, variant: str | None, seed: int, index: int) -> str:
    return f"{game}-{variant or 'default'}-{seed}-{index:05d}.json"


def save_record(out: str | Path, game: str, variant: str | None, seed: int, index: int,
                record: dict) -> None:
    """Game ``index``'s record in folder ``out``, written whole or not at all (the
    benchmarks' --out writes theirs the same way)."""
    jsonfile.write_atomic(Path(out) / record_name(game, variant, seed, index), record)


def _play_batch(args) -> list[GameOutcome]:
    """Play some games; with ``out``, each game's record is written as the game ends and
    not kept (a kill leaves whole records only, and memory does not grow with games)."""
    game, variant, options, specs, indices, seed, out = args
    outcomes = []
    for i in indices:
        o = play_one(game, variant, options, specs, i, seed, out is not None)
        if out is not None and o.record is not None:
            save_record(out, game, variant, seed, i, o.record)
            o.record = None
        outcomes.append(o)
    return outcomes


def mean_ci95(xs: Sequence[float]) -> tuple[float, float]:
    """The mean and the half-width of its 95% interval (normal approximation)."""
    n = len(xs)
    mean = sum(xs) / n if n else 0.0
    sd = math.sqrt(sum((x - mean) ** 2 for x in xs) / (n - 1)) if n > 1 else 0.0
    return mean, (1.96 * sd / math.sqrt(n) if n else 0.0)


def _fold(tally: Tally, outcomes: Iterable[GameOutcome]) -> None:
    for o in outcomes:
        tally.add(o.winner, o.totals, o.decision_ms)


def summarise(outcomes: Iterable[GameOutcome], players: int) -> dict:
    tally = Tally(players)
    _fold(tally, outcomes)
    return tally.summary()


BATCH_MOST = 64         # games a worker plays before handing back their outcomes


def run(game: str, variant: str | None, specs: Sequence[str], games: int, seed: int,
        out: str | None = None, options: dict | None = None, workers: int | None = None) -> dict:
    """Play ``games`` games and summarise them as they end: memory is bounded by the
    batches in flight, not by the number of games."""
    for spec in specs:
        make_player(spec)  # fail early, in this process, on a bad name
    if out is not None:
        os.makedirs(out, exist_ok=True)
    workers = workers or min(os.cpu_count() or 1, 2)
    tally = Tally(len(specs))
    indices = range(games)      # streamed: a billion games is not a list of a billion
    size = max(1, min(games // (workers * 4), BATCH_MOST))
    batches = (indices[i:i + size] for i in range(0, games, size))

    def job(batch: range) -> tuple:
        return (game, variant, options, list(specs), batch, seed, out)

    if workers > 1 and games >= 4:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            pending: deque[Future] = deque()     # in game order, a few per worker
            for batch in batches:
                pending.append(pool.submit(_play_batch, job(batch)))
                if len(pending) >= 2 * workers:
                    _fold(tally, pending.popleft().result())
            while pending:
                _fold(tally, pending.popleft().result())
    else:
        for batch in batches:
            _fold(tally, _play_batch(job(batch)))
    return tally.summary()
