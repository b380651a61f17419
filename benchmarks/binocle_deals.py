"""Random full Binocle deals per second through the public API.

    .venv/bin/python benchmarks/binocle_deals.py [--games 1000] [--variant 48|64|both]

Each game is played to its end by random players (``legal_actions`` then ``apply``, and
again with ``sample_action``); a deal counts when it is played out to its last trick.
Every completed deal is checked: counting cards and last trick make 250.  The figure per
CPU second is the one to compare on a busy machine.
"""
from __future__ import annotations

import argparse
import random
import time

from parlour.engine.binocle import BinocleState
from parlour.engine.events import DealEnded


def run(variant: str, games: int, seed: int, use_sample: bool) -> dict:
    rng = random.Random(seed)
    deals = actions = 0
    start = time.perf_counter()
    cpu = time.process_time()
    for g in range(games):
        s = BinocleState(variant=variant, seed=seed + g)
        if use_sample:
            while not s.is_over():
                s.apply(s.sample_action(rng))
                actions += 1
        else:
            while not s.is_over():
                s.apply(rng.choice(s.legal_actions()))
                actions += 1
        for log in s.deals:
            # not cut short by a claim
            if any(isinstance(e.payload, DealEnded) for e in log.events):
                deals += 1
                total = sum(e.points for e in log.events
                            if e.category in ("counting", "last_trick"))
                assert total == 250, total
    elapsed = time.perf_counter() - start
    cpu = time.process_time() - cpu
    return {"variant": variant, "games": games, "full_deals": deals, "actions": actions,
            "seconds": round(elapsed, 2), "deals_per_s": round(deals / elapsed),
            "deals_per_cpu_s": round(deals / cpu), "actions_per_s": round(actions / elapsed)}


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=1000)
    p.add_argument("--variant", default="both", choices=["48", "64", "both"])
    p.add_argument("--seed", type=int, default=0)
    args = p.parse_args()
    for v in (["48", "64"] if args.variant == "both" else [args.variant]):
        for how, flag in (("legal_actions+apply", False), ("sample_action+apply", True)):
            r = run(v, args.games, args.seed, flag)
            print(f"binocle {v:>2} {how:<20} {r['full_deals']:>6} full deals in "
                  f"{r['seconds']:>6}s: {r['deals_per_s']:>5} deals/s "
                  f"({r['deals_per_cpu_s']} per CPU second), {r['actions_per_s']:>6} actions/s")


if __name__ == "__main__":
    main()
