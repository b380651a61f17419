"""The full analysis: time and standard error, and how often its best discard agrees with
a ten-times-larger sample of deals.

    .venv/bin/python benchmarks/trainer_playout.py [--hands 200] [--seat elder] [--seed 1]
        [--start N]

For each random hand: analyse() as the trainer runs it (the expert's appraisal, the
hint's), then the same candidates raced on ten times as many deals (another
seed: at least 2,000 deals each, the leader to a standard error of 0.316).  "Agrees" = the same best discard; "within noise" = the trainer's best is
equivalent to the large sample's best (difference within two paired standard errors of
the large sample).
"""
from __future__ import annotations

import argparse
import random
import statistics
import time

from parlour.engine.cards import names, parse_cards
from parlour.trainer import analyse
from parlour.odds.exact import exact_table
from parlour.trainer.playout import play_candidates


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--hands", type=int, default=200)
    ap.add_argument("--seat", default="elder")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--start", type=int, default=1,
                    help="first hand to analyse: earlier hands are drawn and skipped, so a "
                         "cut-short run can be carried on with the same hands")
    ap.add_argument("--budget", type=float, default=4.0,
                    help="play-out seconds per analysis; 0: no clock, the trainer's deal "
                         "counts only (fair when other programs load the machine)")
    args = ap.parse_args()
    rng = random.Random(args.seed)
    agree = noise = 0
    times, cpus, ses = [], [], []
    for n in range(1, args.hands + 1):
        hand = sorted(rng.sample(range(32), 12))
        if n < args.start:  # the same draws as a whole run, so hand n is always hand n
            rng.randrange(1 << 30), rng.randrange(1 << 30)
            continue
        t, c = time.perf_counter(), time.process_time()
        budget = args.budget or None
        rng.randrange(1 << 30)          # the appraisal takes its seed from the position
        res = analyse(hand, args.seat)
        times.append(time.perf_counter() - t)
        cpus.append(time.process_time() - c)
        best = res["options"][0]
        ses.append(best["se"])
        cpu_note = f"{res['options'][0]['deals']} deals"
        table = exact_table(hand, args.seat)
        cands = [tuple(parse_cards(o["discard"])) for o in res["options"]
                 if o["ev_basis"] == "playout"]          # the appraisal's candidates
        big = play_candidates(hand, args.seat, cands, screen=2000, max_deals=20000,
                              target_se=0.316, budget=budget and 10 * budget,
                              seed=rng.randrange(1 << 30), exact=table)
        # the big race drops the clearly worse: compare through the most-played one
        ref = max(range(len(cands)), key=big.deals)
        bi = max(range(len(cands)), key=lambda i: big.estimate(i, ref)[0])
        mine = next(i for i, c in enumerate(cands) if set(names(c)) == set(best["discard"]))
        gap, se = big.diff(bi, mine)
        agree += mine == bi
        noise += mine == bi or gap <= 2 * se
        print(f"hand {n}: {res['timing']['exact_s']:.2f} s exact + "
              f"{res['timing']['playout_s']:.2f} s play-outs ({cpu_note}, CPU {cpus[-1]:.2f} s), best se {best['se']:.2f}; "
              f"large sample best {'same' if mine == bi else f'differs by {gap:.2f} ± {se:.2f}'}"
              f"; agree {agree}/{n - args.start + 1}, within noise {noise}/{n - args.start + 1}", flush=True)
    print(f"analysis wall time median {statistics.median(times):.2f} s, CPU median "
          f"{statistics.median(cpus):.2f} s; best se median "
          f"{statistics.median(ses):.2f}, max {max(ses):.2f}")
    done = args.hands - args.start + 1
    print(f"agreement with a ten-times-larger sample (hands {args.start}-{args.hands}): "
          f"{agree}/{done} same best, {noise}/{done} within noise")


if __name__ == "__main__":
    main()
