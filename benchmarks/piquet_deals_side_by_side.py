"""Random Piquet deals per CPU-second of two or more source trees, in one process.

Each tree's ``parlour`` package is imported in turn under its own name in
``sys.modules`` (the first tree's modules are set aside before the next is imported), so
the trees' games run side by side in one interpreter, in short rounds that alternate
order.  On a shared machine whose speed drifts from minute to minute, the ratio of two
trees measured round by round this way is much steadier than separate runs of
``piquet_deals.py``: two copies of one tree read 1.00 with quartiles about 2% apart.

    .venv/bin/python benchmarks/piquet_deals_side_by_side.py /tmp/old src \\
        [--rounds 30 --deals 600 --variant rubicon]

Each tree is a directory holding ``parlour/`` (a checkout's ``src``, or ``git archive
COMMIT src`` unpacked).  A deal is played as ``piquet_deals.py`` plays it:
``sample_action`` then ``apply`` until the game is over, a new au cent (or Rubicon) game
whenever one ends, every deal shuffled from its game's seed.  Prints each later tree's
median ratio to the first, with the quartiles of the rounds' ratios.
"""
from __future__ import annotations

import argparse
import importlib
import statistics
import sys

import piquet_deals


def load(tree: str):
    """PiquetState from the ``parlour`` package under ``tree``, imported afresh."""
    for name in [n for n in sys.modules if n == "parlour" or n.startswith("parlour.")]:
        del sys.modules[name]
    sys.path.insert(0, tree)
    try:
        return importlib.import_module("parlour.engine.piquet").PiquetState
    finally:
        sys.path.remove(tree)


def deals_per_cpu_second(state_class, variant: str, deals: int, seed: int) -> float:
    done, _, cpu = piquet_deals.run(deals, variant, False, seed, state_class)
    return done / cpu


def main(argv=None) -> int:
    p = argparse.ArgumentParser()
    p.add_argument("trees", nargs="+", help="directories holding parlour/; the first is "
                   "the one the others are compared with")
    p.add_argument("--rounds", type=int, default=30)
    p.add_argument("--deals", type=int, default=600, help="deals a tree plays in a round")
    p.add_argument("--variant", default="au-cent", choices=("au-cent", "rubicon"))
    a = p.parse_args(argv)
    if len(a.trees) < 2:
        p.error("give two trees or more")
    classes = [load(t) for t in a.trees]
    rates: list[list[float]] = [[] for _ in a.trees]
    for r in range(a.rounds):
        order = range(len(classes)) if r % 2 == 0 else reversed(range(len(classes)))
        for i in order:      # the same deals for every tree in a round
            rates[i].append(deals_per_cpu_second(classes[i], a.variant, a.deals, r))
    for tree, mine in zip(a.trees[1:], rates[1:]):
        ratios = [m / b for b, m in zip(rates[0], mine)]
        q1, _, q3 = statistics.quantiles(ratios, n=4)
        print(f"{tree}: {statistics.median(mine):,.0f} deals per CPU-second against "
              f"{statistics.median(rates[0]):,.0f}; ratio {statistics.median(ratios):.3f} "
              f"(quartiles {q1:.3f}-{q3:.3f}, {a.rounds} rounds)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
