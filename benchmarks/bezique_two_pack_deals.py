"""Random games of two-pack Bézique (game ``bezique``, variant ``two-pack``) through the
public API: deals and games per second.

    .venv/bin/python benchmarks/bezique_two_pack_deals.py [--games 200] [--seed 1]

A game is a series of deals to 1000.  Random players choose from ``legal_actions`` and
``apply`` it, uniformly or fond of declaring (a meld or the dix whenever offered), first
by the default rules (the total looked at when a deal ends), then with ``game_end``
``at_once``.  Figures per wall-clock second and per CPU second (which a busy machine
distorts less).  Every deal played out is checked: 16 brisques gathered, and by the
default rules 160 points counted for them and 10 for the last trick.
"""
from __future__ import annotations

import argparse
import random
import time

from parlour.engine.bezique.two_pack import TwoPackBeziqueState
from parlour.engine.actions import Dix, Meld


def choose(legal, rng, policy):
    if policy == "declaring":
        decl = [a for a in legal if type(a) in (Meld, Dix)]
        if decl:
            return rng.choice(decl)
    return rng.choice(legal)


def check(s: TwoPackBeziqueState, at_once: bool) -> None:
    for i in range(len(s.deals) - (1 if at_once else 0)):   # at once: the last cut short
        d = s.deal_summary(i)
        assert sum(d["brisques"]) == 16, d["brisques"]
        if not at_once:
            cats = [(e.category, e.points) for e in d["events"]]
            assert sum(p for c, p in cats if c == "counting") == 160
            assert sum(p for c, p in cats if c == "last_trick") == 10
    r = s.result()
    assert r is not None and max(r.totals) >= s.target


def run(games: int, seed: int, policy: str, options: dict) -> dict:
    rng = random.Random(seed)
    actions = deals = 0
    start, cpu = time.perf_counter(), time.process_time()
    for g in range(games):
        s = TwoPackBeziqueState(options=options, seed=seed + g)
        while True:
            legal = s.legal_actions()
            if not legal:
                break
            s.apply(choose(legal, rng, policy))
            actions += 1
        deals += len(s.deals)
        check(s, options.get("game_end") == "at_once")
    elapsed = time.perf_counter() - start
    cpu = time.process_time() - cpu
    return {"options": options or "default", "policy": policy, "games": games,
            "deals": deals, "actions": actions, "seconds": round(elapsed, 2),
            "deals_per_s": round(deals / elapsed), "deals_per_cpu_s": round(deals / cpu),
            "games_per_cpu_s": round(games / cpu, 1),
            "deals_per_game": round(deals / games, 2)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    for options in ({}, {"game_end": "at_once"}):
        for policy in ("uniform", "declaring"):
            print(run(args.games, args.seed, policy, options))


if __name__ == "__main__":
    main()
