"""Random full deals per second of Piquet Normand, Voleur and à écrire, public API only.

    .venv/bin/python benchmarks/piquet_multi_deals.py [--games 1000] [--seed 1]

Each game (a partie to 100, or a sitting of three players for one tour) is played to its
end by a random player, once choosing from ``legal_actions`` and once with
``sample_action``.  Every finished deal is checked: all 32 cards dealt, points summed.
"""
from __future__ import annotations

import argparse
import random
import time

from parlour.engine.piquet.ecrire import EcrireState
from parlour.engine.piquet.normand import NormandState
from parlour.engine.piquet.voleur import VoleurState


def run(cls, games: int, seed: int, use_sample: bool, **kw) -> dict:
    rng = random.Random(seed)
    deals = actions = 0
    start = time.perf_counter()
    for g in range(games):
        s = cls(seed=seed + g, **kw)
        while not s.is_over():
            s.apply(s.sample_action(rng) if use_sample else rng.choice(s.legal_actions()))
            actions += 1
        for log in s.deals:
            assert sum(len(h) for h in log.setup.hands) + len(log.setup.stock) == 32
        deals += len(s.deals)
        assert s.result() is not None
    took = time.perf_counter() - start
    return {"deals": deals, "seconds": round(took, 2), "deals_per_second": round(deals / took),
            "actions_per_second": round(actions / took)}


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=1000)
    p.add_argument("--seed", type=int, default=1)
    a = p.parse_args()
    for name, cls, kw in (("normand", NormandState, {}), ("voleur", VoleurState, {}),
                          ("ecrire", EcrireState, {"seats": ["A", "B", "C"]})):
        for use_sample in (False, True):
            r = run(cls, a.games, a.seed, use_sample, **kw)
            how = "sample_action" if use_sample else "legal_actions"
            print(f"{name:8} {how:14} {r}")


if __name__ == "__main__":
    main()
