"""The melding expert's inner loop per CPU second: sampled worlds built and played out.

    nice .venv/bin/python benchmarks/melding_worlds.py [--positions 12] [--worlds 24]

For each game (Rubicon, Chinese and two-pack Bézique, Binocle 48 and 64) some fixed
positions are taken from seeded random games (decisions with a choice); at each, the
expert's search (``flat_tally``) builds ``--worlds`` worlds from the observation and
plays every candidate out in each, as a decision does, but never stopping early, so the
work does not depend on the values found.  Reported: worlds per CPU second (each world
played out once per candidate), and world constructions alone per CPU second.
"""
from __future__ import annotations

import argparse
import random
import time

from parlour.ai.brain import Budget
from parlour.ai.melding.brain import BeziqueBrain, BinocleBrain
from parlour.ai.melding.search import flat_tally
from parlour.engine.games import new_game
from parlour.engine.actions import Announce, CarteBlanche, Claim

GAMES = (("rubicon-bezique", "rubicon", BeziqueBrain), ("chinese-bezique", "chinese", BeziqueBrain),
         ("bezique", "two-pack", BeziqueBrain), ("binocle", "48", BinocleBrain),
         ("binocle", "64", BinocleBrain))
NEVER = -1e18           # a "close enough" no tally reaches: the worlds all get played


def positions(game: str, variant: str, count: int, seed: int) -> list:
    """(observation, legal actions) at ``count`` decisions with a choice, from the stock
    play of seeded random games."""
    out = []
    rng = random.Random(seed)
    g = 0
    while len(out) < count:
        s = new_game(game, variant, seed=seed + g)
        g += 1
        deals = len(s.deals)
        step = 0
        while not s.is_over() and len(s.deals) == deals:
            legal = s.legal_actions()
            if not legal:
                break
            seat = s.current_player()
            obs = s.observation(seat)
            if (len(legal) > 1 and not obs.last_tricks and step % 7 == 3
                    and not {type(a) for a in legal} & {Announce, Claim, CarteBlanche}):
                out.append((obs, legal))
                if len(out) == count:
                    break
            s.apply(rng.choice(legal))
            step += 1
    return out


def run(game: str, variant: str, brain_cls, n_pos: int, n_worlds: int, seed: int):
    brain = brain_cls()
    spots = positions(game, variant, n_pos, seed)
    budget = Budget(seconds=1e9, samples=n_worlds, clock=time.process_time)
    worlds = 0
    cpu = time.process_time()
    for i, (obs, legal) in enumerate(spots):
        tally = flat_tally(obs, legal, random.Random(seed + i), budget, brain.world,
                           brain.policy, brain.value, NEVER, brain.HORIZON, n_worlds)
        worlds += tally.n if tally is not None else 0
    searched = time.process_time() - cpu
    built = 0
    cpu = time.process_time()
    for i, (obs, _) in enumerate(spots):
        rng = random.Random(seed + i)
        for _ in range(20 * n_worlds):
            built += brain.world(obs, rng) is not None
    constructed = time.process_time() - cpu
    return worlds / searched, built / constructed


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--positions", type=int, default=12)
    ap.add_argument("--worlds", type=int, default=24)
    ap.add_argument("--seed", type=int, default=7)
    args = ap.parse_args(argv)
    for game, variant, brain_cls in GAMES:
        searched, built = run(game, variant, brain_cls, args.positions, args.worlds, args.seed)
        print(f"{game:16} {variant:8} searched worlds/CPU-s {searched:8.1f}   "
              f"worlds built/CPU-s {built:9.1f}")


if __name__ == "__main__":
    main()
