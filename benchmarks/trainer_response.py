"""How soon the discard trainer answers: the exact odds, then every discard valued.

For seeded random hands and each seat, runs ``analysis_steps`` as the window does and
times, in wall and in this process's CPU seconds:

- exact: until the ExactOdds step (every discard's exact chances, ranked);
- settled: until the Finished step (every discard valued by the learned evaluator over
  the draws, exchange_valuation.py; before issue 29, until the best option's play-out
  standard error was at most 1 point).

The issue's goal (benchmarks/README.md): elder's exact odds under 1 s, the best settled
under 3 s of wall time on the 2-core machine with nothing else running.  When other
programs share the cores the wall clock measures the queue; CPU time is this process's.

    nice .venv/bin/python benchmarks/trainer_response.py [--hands 20] [--seed 1]
        [--seats elder,younger]
"""
from __future__ import annotations

import argparse
import os
import random
import statistics
import time

from parlour.trainer import analysis_steps
from parlour.trainer.progress import ExactOdds, Finished


def clocks() -> tuple[float, float]:
    return time.perf_counter(), time.process_time()


def one(hand, seat: str, seed: int) -> dict:
    wall0, cpu0 = clocks()
    out = {}
    for step in analysis_steps(hand, seat):
        wall, cpu = clocks()
        if isinstance(step, ExactOdds):
            out["exact"] = (wall - wall0, cpu - cpu0)
        elif isinstance(step, Finished):
            out["settled"] = (wall - wall0, cpu - cpu0)
            best = step.result["options"][0]
            out["se"] = best["se"]
            out["draws"] = sum(o["draws"] for o in step.result["options"])
    return out


def line(name: str, values: list[float]) -> str:
    return f"{name} median {statistics.median(values):.2f} s, worst {max(values):.2f} s"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--hands", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--seats", default="elder,younger")
    ap.add_argument("--verbose", action="store_true", help="a line per hand")
    args = ap.parse_args()
    rng = random.Random(args.seed)
    hands = [(sorted(rng.sample(range(32), 12)), rng.randrange(1 << 30))
             for _ in range(args.hands)]
    one(hands[0][0], "younger", 1)              # warm: imports, look-up tables
    print(f"load average before: {' '.join(f'{x:.1f}' for x in os.getloadavg())}")
    for seat in args.seats.split(","):
        runs = []
        for n, (hand, seed) in enumerate(hands, 1):
            r = one(hand, seat, seed)
            runs.append(r)
            if args.verbose:
                print(f"  {seat} hand {n}: exact {r['exact'][0]:.2f} s "
                      f"(CPU {r['exact'][1]:.2f}), settled {r['settled'][0]:.2f} s "
                      f"(CPU {r['settled'][1]:.2f}), best se {r['se']:.2f}, "
                      f"{r['draws']} draws valued", flush=True)
        print(f"{seat} ({len(runs)} hands):")
        for key in ("exact", "settled"):
            print(f"  {key:8s} wall: {line('', [r[key][0] for r in runs])};"
                  f"  CPU: {line('', [r[key][1] for r in runs])}")
        ses = [r["se"] for r in runs]
        print(f"  best option's se: median {statistics.median(ses):.2f}, max {max(ses):.2f};"
              f" draws valued median {statistics.median([r['draws'] for r in runs]):.0f}")
    print(f"load average after: {' '.join(f'{x:.1f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
