"""A long mirrored tournament that survives being cut short.

``parlour selfplay`` reports only at the end; this runs the same games (the same
``play_one``, so the same deals and seating for a given seed) on both cores and appends
each finished game to a JSON-lines file, so a run stopped by a deadline still has its
games, and started again with the same log it plays only the pairs not yet logged.
``--summary FILE`` prints the selfplay summary of what a file holds, with the
first player's win rate and its 95% interval (Wilson).

    PARLOUR_AI_CLOCK=cpu nice -n 5 .venv/bin/python benchmarks/ai_tournament.py \
        --game piquet --seats ai:expert,ai:club --games 200 --seed 2027 --log /tmp/t.jsonl
"""
from __future__ import annotations

import argparse
import json
import math
import os
import sys
from concurrent.futures import ProcessPoolExecutor, as_completed

from parlour.selfplay import GameOutcome, play_one, summarise


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if not n:
        return 0.0, 0.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def _pair(args) -> list[dict]:
    game, variant, specs, pair, seed = args
    out = []
    for index in (2 * pair, 2 * pair + 1):      # a mirrored pair: the same deals twice
        o = play_one(game, variant, None, specs, index, seed, False)
        out.append({"index": o.index, "seed": o.seed, "order": o.order, "winner": o.winner,
                    "totals": o.totals, "decision_ms": o.decision_ms})
    return out


def summary(path: str, players: int = 2) -> dict:
    rows = [json.loads(line) for line in open(path, encoding="utf-8") if line.strip()]
    outcomes = [GameOutcome(r["index"], r["seed"], r["order"], r["winner"], r["totals"],
                            r["decision_ms"]) for r in rows]
    result = summarise(outcomes, players)
    n, w = result["games"], result["wins"][0] + 0.5 * result["draws"]
    lo, hi = wilson(w, n)
    result["first_win_rate"] = round(w / n, 4) if n else 0.0
    result["first_win_ci95"] = [round(lo, 4), round(hi, 4)]
    return result


def main(argv=None) -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--game", default="piquet")
    p.add_argument("--variant")
    p.add_argument("--seats", default="ai:expert,ai:club")
    p.add_argument("--games", type=int, default=200)
    p.add_argument("--seed", type=int, default=2027)
    p.add_argument("--log", required=False)
    p.add_argument("--workers", type=int, default=2)
    p.add_argument("--summary", help="only summarise this JSON-lines file")
    a = p.parse_args(argv)
    if a.summary:
        print(json.dumps(summary(a.summary)))
        return 0
    specs = a.seats.split(",")
    done_pairs = set()
    if os.path.exists(a.log):        # carry on a run that was stopped: skip logged pairs
        for line in open(a.log, encoding="utf-8"):
            if line.strip():
                done_pairs.add(json.loads(line)["index"] // 2)
    with open(a.log, "a", encoding="utf-8") as log, \
            ProcessPoolExecutor(max_workers=a.workers) as pool:
        jobs = [pool.submit(_pair, (a.game, a.variant, specs, i, a.seed))
                for i in range(a.games // 2) if i not in done_pairs]
        for done, job in enumerate(as_completed(jobs), 1):
            for row in job.result():
                log.write(json.dumps(row) + "\n")
            log.flush()
            print(f"{2 * done} games", file=sys.stderr, flush=True)
    print(json.dumps(summary(a.log)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
