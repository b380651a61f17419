"""How long recording one finished game holds the window, with thousands kept.

Fills a statistics file with N games shaped like real ones (the score through the game
included), then times ``statistics.record_result`` (what the game's end calls on the
window thread) M times, and ``load_statistics`` (the statistics window opening).  Runs
against whatever ``parlour`` is importable, so the same command measures an older tree
(PYTHONPATH=old/src).  Usage:

    nice .venv/bin/python benchmarks/result_recording.py [--games 5000] [--record 20]
"""
from __future__ import annotations

import argparse
import os
import random
import statistics as stats
import tempfile
import time


def real_like(rng: random.Random, i: int) -> dict:
    run, progress = [0, 0], [[0, 0]]
    for _ in range(rng.randint(30, 70)):
        run[rng.randrange(2)] += rng.randint(1, 12)
        progress.append(list(run))
    return {"game": "piquet", "variant": "au-cent", "opponent": "ai:club",
            "won": run[0] > run[1], "value": 1, "totals": run, "assisted": False,
            "human_seat": 0, "progress": progress, "game_id": f"bench-{i}"}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=5000)
    ap.add_argument("--record", type=int, default=20)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as home:
        os.environ["PARLOUR_HOME"] = home
        from parlour.store import jsonfile, statistics
        rng = random.Random(1)
        games = [{**real_like(rng, i), "finished": "2026-01-01T00:00:00"}
                 for i in range(args.games)]
        jsonfile.write_atomic(statistics.statistics_path(),
                              {"format": statistics.FORMAT, "version": statistics.VERSION,
                               "games": games})
        size = statistics.statistics_path().stat().st_size
        first_fold = None
        if hasattr(statistics, "fold"):     # the file as it stands after its first fold
            statistics.record_result(real_like(rng, -1))
            t = time.perf_counter()
            statistics.fold()
            first_fold = time.perf_counter() - t
        folded = statistics.statistics_path().stat().st_size
        times = []
        for i in range(args.record):
            entry = real_like(rng, args.games + i)
            t = time.perf_counter()
            statistics.record_result(entry)
            times.append(time.perf_counter() - t)
        t = time.perf_counter()
        loaded, _ = statistics.load_statistics()
        load = time.perf_counter() - t
        fold = None
        if hasattr(statistics, "fold"):
            t = time.perf_counter()
            statistics.fold()
            fold = time.perf_counter() - t
    print(f"{args.games} games kept, statistics.json {size / 1e6:.1f} MB"
          + (f" ({folded / 1e6:.1f} MB once folded, first fold {first_fold * 1000:.0f} ms)"
             if first_fold is not None else ""))
    print(f"record_result x{args.record}: median {stats.median(times) * 1000:.1f} ms, "
          f"max {max(times) * 1000:.1f} ms")
    print(f"load_statistics (the window opening, {len(loaded)} games): {load * 1000:.0f} ms")
    if fold is not None:
        print(f"fold (at a start, once {statistics.FOLD_EVERY} games wait): {fold * 1000:.0f} ms")


if __name__ == "__main__":
    main()
