"""The Piquet ladder: every pair of players on the same mirrored deals, fitted to ratings.

Each pairing plays the same deals (pair k is the first deal of selfplay's game 2k for
the seed, dealt twice, the players changing seats: piquet_deal_duel's deals).  For each
pairing it reports the first player's points a deal with a 95% interval and the mirrored
pairs won; the pairs won and lost (a drawn pair counts half to each) are fitted to
Bradley-Terry strengths, given on the Elo scale (400 log10, club at 0), with 95%
intervals from resampling each pairing's pairs.

    PARLOUR_AI_CLOCK=cpu nice .venv/bin/python benchmarks/piquet_round_robin.py \\
        --pairs 20 --seed 1 --log F

``--players`` names the ladder (default: expert, club, beginner, sampler, hider,
guards); ``--log`` keeps every deal (one JSON line) and a run with the same log carries
on where it stopped, skipping what is there, so the quick pairings can be given more
pairs than the slow ones with a second run (``--players`` a subset, a larger
``--pairs``; ``--only P`` plays only P's pairings); ``--fit`` only reads the log and
prints the table.  ``--out DIR`` writes every game's record (one folder per pairing, each
named as ``parlour selfplay --out`` names game 2 * pair + swap); ``--cluster`` says where
the deals are played (benchmarks/cluster.py), with the same results anywhere.
"""
from __future__ import annotations

import argparse
import itertools
import json
import math
import os
import random
import sys

import cluster
from piquet_deal_duel import _deal, play_logged
from parlour.selfplay import mean_ci95, save_record

LADDER = "ai:expert,ai:club,ai:beginner,ai:sampler,ai:hider,ai:guards"
ANCHOR = "ai:club"
RESAMPLES = 200
PRIOR = 0.5          # a half-win each way in every pairing: keeps a clean sweep finite


def _play(job) -> dict:
    variant, a, b, pair, seed, swap, *keep = job
    row = _deal((variant, [a, b], pair, seed, swap, (False, False), None, False, None,
                 bool(keep and keep[0])))
    out = {"a": a, "b": b, "pair": pair, "swap": swap, "diff": row["diff"],
           "seed": seed, "variant": variant}
    if "record" in row:
        out["record"] = row["record"]
    return out


def pairing_folder(a: str, b: str) -> str:
    """A pairing's records' folder: ``expert-club`` for ai:expert, ai:club (no colon,
    which Windows refuses in a name)."""
    return "-".join(s.split(":")[-1] for s in (a, b))


def _read(path: str) -> list[dict]:
    if not path or not os.path.exists(path):
        return []
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def pending(players: list[str], pairs: int, rows: list[dict], only: str | None):
    """(first, second, pair, swap) of every deal of the round robin not yet in ``rows``,
    pair by pair (every pairing's pair k before any pair k + 1); ``only``: that
    player's pairings alone."""
    done = {(r["a"], r["b"], r["pair"], r["swap"]) for r in rows}
    return [(x, y, k, s) for k in range(pairs) for x, y in itertools.combinations(players, 2)
            for s in (0, 1) if (x, y, k, s) not in done and (only is None or only in (x, y))]


def pair_results(rows: list[dict]) -> dict[tuple[str, str], list[float]]:
    """(a, b) -> a's points a deal in each complete mirrored pair (both deals played)."""
    deals: dict[tuple, dict[int, int]] = {}
    for r in rows:
        deals.setdefault((r["a"], r["b"], r["pair"]), {})[r["swap"]] = r["diff"]
    out: dict[tuple[str, str], list[float]] = {}
    for (a, b, pair), d in sorted(deals.items()):
        if len(d) == 2:
            out.setdefault((a, b), []).append((d[0] + d[1]) / 2)
    return out


def bradley_terry(wins: dict[tuple[str, str], float], players: list[str]) -> dict[str, float]:
    """Strengths from wins[(i, j)] (i's wins over j, fractional), by the MM iteration
    (Hunter 2004), with PRIOR wins each way; on the Elo scale, ANCHOR (or the mean) at 0."""
    w = {k: v for k, v in wins.items()}
    games: dict[tuple[str, str], float] = {}
    for i, j in itertools.permutations(players, 2):
        if (i, j) in w or (j, i) in w:
            w[(i, j)] = w.get((i, j), 0.0) + PRIOR
    for (i, j), v in w.items():
        games[(i, j)] = v + w.get((j, i), 0.0)
    p = {x: 1.0 for x in players}
    for _ in range(500):
        new = {}
        for i in players:
            won = sum(v for (x, _), v in w.items() if x == i)
            denom = sum(games[(i, j)] / (p[i] + p[j]) for (x, j) in games if x == i)
            new[i] = won / denom if denom else p[i]
        scale = math.exp(sum(math.log(v) for v in new.values()) / len(new))
        p = {x: v / scale for x, v in new.items()}
    zero = math.log10(p[ANCHOR]) if ANCHOR in p else 0.0
    return {x: 400 * (math.log10(v) - zero) for x, v in p.items()}


def _wins(results: dict[tuple[str, str], list[float]]) -> dict[tuple[str, str], float]:
    wins: dict[tuple[str, str], float] = {}
    for (a, b), xs in results.items():
        wins[(a, b)] = wins.get((a, b), 0.0) + sum(1.0 if x > 0 else 0.5 if x == 0 else 0.0
                                                   for x in xs)
        wins[(b, a)] = wins.get((b, a), 0.0) + sum(1.0 if x < 0 else 0.5 if x == 0 else 0.0
                                                   for x in xs)
    return wins


def table(rows: list[dict], players: list[str], seed: int = 1) -> dict:
    results = pair_results(rows)
    present = [p for p in players if any(p in k for k in results)]
    ratings = bradley_terry(_wins(results), present)
    rng = random.Random(seed)
    draws: dict[str, list[float]] = {p: [] for p in present}
    for _ in range(RESAMPLES):
        resampled = {k: [rng.choice(xs) for _ in xs] for k, xs in results.items()}
        for p, r in bradley_terry(_wins(resampled), present).items():
            draws[p].append(r)
    out = {"ratings": [], "pairings": []}
    for p in sorted(present, key=lambda x: -ratings[x]):
        d = sorted(draws[p])
        lo, hi = d[int(0.025 * len(d))], d[min(len(d) - 1, int(0.975 * len(d)))]
        out["ratings"].append({"player": p, "elo": round(ratings[p]),
                               "ci95": [round(lo), round(hi)]})
    for (a, b), xs in sorted(results.items()):
        m, half = mean_ci95(xs)
        won = sum(1.0 if x > 0 else 0.5 if x == 0 else 0.0 for x in xs)
        out["pairings"].append({"first": a, "second": b, "pairs": len(xs),
                                "points_a_deal": round(m, 2),
                                "ci95": [round(m - half, 2), round(m + half, 2)],
                                "pairs_won": won})
    return out


def markdown(t: dict, unit: str = "a deal") -> str:
    lines = ["| Player | Elo (club = 0) | 95% interval |", "|---|---|---|"]
    lines += [f"| {r['player']} | {r['elo']:+d} | {r['ci95'][0]:+d} to {r['ci95'][1]:+d} |"
              for r in t["ratings"]]
    lines += ["", f"| First | Second | Pairs | Points {unit} (first) | 95% CI | Pairs won |",
              "|---|---|---|---|---|---|"]
    lines += [f"| {p['first']} | {p['second']} | {p['pairs']} | {p['points_a_deal']:+.2f} | "
              f"{p['ci95'][0]:+.2f} to {p['ci95'][1]:+.2f} | {p['pairs_won']:g} |"
              for p in t["pairings"]]
    return "\n".join(lines)


def main(argv=None) -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--variant", default="au-cent")
    p.add_argument("--players", default=LADDER)
    p.add_argument("--pairs", type=int, default=20)
    p.add_argument("--seed", type=int, default=1)
    cluster.add_options(p)
    p.add_argument("--only", help="play only the pairings of this player (the others "
                   "come from the log)")
    p.add_argument("--log")
    p.add_argument("--fit", action="store_true", help="only read the log and print the table")
    p.add_argument("--markdown", action="store_true")
    p.add_argument("--out", help="a folder for every game's record")
    a = p.parse_args(argv)
    players = a.players.split(",")
    rows = [r for r in _read(a.log) if r["seed"] == a.seed and r["variant"] == a.variant]
    if not a.fit:
        jobs = [(a.variant, x, y, k, a.seed, s, bool(a.out))
                for x, y, k, s in pending(players, a.pairs, rows, a.only)]

        def keep(row: dict, record: dict) -> None:
            save_record(f"{a.out}/{pairing_folder(row['a'], row['b'])}", "piquet", a.variant,
                        a.seed, 2 * row["pair"] + row["swap"], record)
        rows += play_logged(_play, jobs, a, a.log, keep=keep)
    everyone = list(dict.fromkeys(players + [x for r in rows for x in (r["a"], r["b"])]))
    t = table(rows, everyone, a.seed)
    print(markdown(t) if a.markdown else json.dumps(t))
    return 0


if __name__ == "__main__":
    sys.exit(main())
