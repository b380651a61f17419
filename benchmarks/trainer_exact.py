"""Time the exact table (every discard x every draw) for elder and younger hands.

Wall time suffers when other programs share the cores; CPU time is this process's own.

    .venv/bin/python benchmarks/trainer_exact.py [--hands 20] [--seed 1]
"""
from __future__ import annotations

import argparse
import random
import statistics
import time

from parlour.odds.exact import exact_table


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--hands", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    hands = [sorted(rng.sample(range(32), 12)) for _ in range(args.hands)]
    t = time.perf_counter()
    exact_table(hands[0], "elder")
    print(f"first (cold) elder table: {time.perf_counter() - t:.3f} s")
    for seat in ("elder", "younger"):
        times, cpu = [], []
        for h in hands:
            t, c = time.perf_counter(), time.process_time()
            table = exact_table(h, seat)
            times.append(time.perf_counter() - t)
            cpu.append(time.process_time() - c)
        pairs = int(table.draws.sum())
        print(f"{seat:8s}: {len(table)} discards, {pairs:,} (discard, draw) pairs; "
              f"wall median {statistics.median(times):.3f} s, max {max(times):.3f} s; "
              f"CPU median {statistics.median(cpu):.3f} s over {len(hands)} hands")


if __name__ == "__main__":
    main()
