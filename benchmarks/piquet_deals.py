"""How many full random Piquet deals per second through the public State API.

A deal is: the deal itself, both exchanges, the six declarations (elder's call and the
dealer's answer in each class) and the twelve tricks.  Games are au cent unless
``--variant rubicon``; a new game starts whenever one ends.

    .venv/bin/python benchmarks/piquet_deals.py                 # sample_action + apply
    .venv/bin/python benchmarks/piquet_deals.py --legal         # legal_actions() + apply
    .venv/bin/python benchmarks/piquet_deals.py --profile       # where the time goes
"""
from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import time

from parlour.engine.piquet import PiquetState


def run(deals: int, variant: str, use_legal: bool, seed: int = 1,
        state_class=PiquetState) -> tuple[int, float, float]:
    """Deals played, wall seconds, CPU seconds (the machine may be shared: CPU time is
    the steadier figure); ``state_class``: another tree's PiquetState
    (piquet_deals_side_by_side.py)."""
    rng = random.Random(seed)
    done, game = 0, 0
    t0, c0 = time.perf_counter(), time.process_time()
    while done < deals:
        s = state_class(variant, seed=seed * 100_003 + game)
        game += 1
        while not s.is_over():
            if use_legal:
                action = rng.choice(s.legal_actions())
            else:
                action = s.sample_action(rng)
            s.apply(action)
        done += len(s.deals)
    return done, time.perf_counter() - t0, time.process_time() - c0


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=20_000)
    ap.add_argument("--variant", default="au-cent", choices=["au-cent", "rubicon"])
    ap.add_argument("--legal", action="store_true",
                    help="choose from legal_actions() (lists elder's 1,585 exchanges)")
    ap.add_argument("--profile", action="store_true")
    args = ap.parse_args()
    if args.profile:
        prof = cProfile.Profile()
        prof.enable()
        n, secs, cpu = run(args.deals, args.variant, args.legal)
        prof.disable()
        pstats.Stats(prof).sort_stats("tottime").print_stats(18)
    else:
        n, secs, cpu = run(args.deals, args.variant, args.legal)
    how = "legal_actions()" if args.legal else "sample_action()"
    print(f"{args.variant}: {n} deals in {secs:.2f} s wall, {cpu:.2f} s CPU = "
          f"{n / secs:,.0f} deals/s wall, {n / cpu:,.0f} deals per CPU-second "
          f"(random play via {how} + apply)")


if __name__ == "__main__":
    main()
