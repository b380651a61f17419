"""Random full Rubicon and Chinese Bézique deals per second through the public API.

    .venv/bin/python benchmarks/bezique_deals.py [--games 2000] [--game rubicon|chinese|both]

A Bézique game is one deal.  Each is played to its last trick by random players in
three ways (figures per wall-clock second and per CPU second, which a busy machine
does not distort): ``legal_actions`` then ``apply`` with a uniform choice; the same with a
player fond of declaring (melds and announcements whenever offered, so the big
combinations and re-forming come up); and ``sample_action``.  Every finished deal is
checked: all brisques gathered, the result equal to the settlement of its scores.
"""
from __future__ import annotations

import argparse
import random
import time

from parlour.engine.bezique import ChineseBeziqueState, RubiconBeziqueState, settle_rubicon
from parlour.engine.actions import Announce, Brisques, Meld

CLASSES = {"rubicon": RubiconBeziqueState, "chinese": ChineseBeziqueState}


def choose(s, legal, rng, policy):
    if policy == "declaring":
        decl = [a for a in legal if type(a) in (Meld, Announce)]
        if decl:
            return rng.choice(decl)
    return rng.choice(legal)


def run(name: str, games: int, seed: int, policy: str) -> dict:
    cls = CLASSES[name]
    rng = random.Random(seed)
    actions = points = 0
    start, cpu = time.perf_counter(), time.process_time()
    for g in range(games):
        s = cls(seed=seed + g)
        if policy == "sample":
            while not s.is_over():
                s.apply(s.sample_action(rng))
                actions += 1
        else:
            while True:
                legal = s.legal_actions()
                if not legal:
                    break
                s.apply(choose(s, legal, rng, policy))
                actions += 1
        assert sum(s.brisques) == 8 * s.PACKS
        asked = next((a.count for a in s.history if type(a) is Brisques), True)
        assert s.result().value == settle_rubicon(s.points, s.brisques, packs=s.PACKS,
                                                  demanded=asked).value
        points += max(s.points)
    elapsed = time.perf_counter() - start
    cpu = time.process_time() - cpu
    return {"game": name, "policy": policy, "deals": games, "actions": actions,
            "seconds": round(elapsed, 2), "deals_per_s": round(games / elapsed),
            "deals_per_cpu_s": round(games / cpu),
            "mean_winner_points": round(points / games)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=2000)
    ap.add_argument("--game", choices=["rubicon", "chinese", "both"], default="both")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    names = ["rubicon", "chinese"] if args.game == "both" else [args.game]
    for name in names:
        for policy in ("uniform", "declaring", "sample"):
            print(run(name, args.games, args.seed, policy))


if __name__ == "__main__":
    main()
