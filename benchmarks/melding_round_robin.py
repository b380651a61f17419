"""The melding ladder: Rubicon Bézique or Binocle, every pair of players on the same
mirrored games, fitted to ratings as the Piquet ladder is (piquet_round_robin.py).

Pair k is selfplay's games 2k and 2k + 1 for the seed (the same deals, the players
changing seats); a game's points are the first player's final total less the other's.
The table gives each pairing's points a game with a 95% interval and the pairs won,
and Bradley-Terry strengths on the Elo scale (club at 0) with resampled intervals.

    PARLOUR_AI_CLOCK=cpu nice .venv/bin/python benchmarks/melding_round_robin.py \\
        --game rubicon-bezique --pairs 10 --seed 1 --log F

``--players`` names the ladder (default: expert, club, beginner, sampler, hider: the
sampler has no model of the other, the hider holds its melds back; parlour.ai.melding
.styles); ``--log``, ``--only`` and ``--fit`` work as in piquet_round_robin.py.
"""
from __future__ import annotations

import argparse
import json
import sys

import cluster
from piquet_deal_duel import play_logged
from piquet_round_robin import _read, markdown, pending, table
from parlour.selfplay import percentile, play_one

LADDER = "ai:expert,ai:club,ai:beginner,ai:sampler,ai:hider"


def _play(job) -> dict:
    game, variant, a, b, pair, seed, swap = job
    o = play_one(game, variant, None, [a, b], 2 * pair + swap, seed, False)
    return {"a": a, "b": b, "pair": pair, "swap": swap, "seed": seed, "game": game,
            "variant": variant, "diff": o.totals[0] - o.totals[1], "winner": o.winner,
            "decision_ms": o.decision_ms}


def times(rows: list[dict]) -> dict[str, list[float]]:
    """Each player's decision times (wall, ms) over the log: p50, p95, p99."""
    by: dict[str, list[float]] = {}
    for r in rows:
        for who, ms in zip((r["a"], r["b"]), r["decision_ms"]):
            by.setdefault(who, []).extend(ms)
    return {p: [round(percentile(v, q), 1) for q in (0.5, 0.95, 0.99)] for p, v in by.items()}


def main(argv=None) -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--game", default="rubicon-bezique")
    p.add_argument("--variant")
    p.add_argument("--players", default=LADDER)
    p.add_argument("--pairs", type=int, default=10)
    p.add_argument("--seed", type=int, default=1)
    cluster.add_options(p)
    p.add_argument("--only", help="play only the pairings of this player")
    p.add_argument("--log")
    p.add_argument("--fit", action="store_true", help="only read the log and print the table")
    p.add_argument("--markdown", action="store_true")
    a = p.parse_args(argv)
    players = a.players.split(",")
    rows = [r for r in _read(a.log) if r["seed"] == a.seed and r["game"] == a.game
            and r["variant"] == a.variant]
    if not a.fit:
        jobs = [(a.game, a.variant, x, y, k, a.seed, s)
                for x, y, k, s in pending(players, a.pairs, rows, a.only)]
        rows += play_logged(_play, jobs, a, a.log)
    everyone = list(dict.fromkeys(players + [x for r in rows for x in (r["a"], r["b"])]))
    t = table(rows, everyone, a.seed)
    t["decision_ms_p50_p95_p99"] = times(rows)
    if a.markdown:
        print(markdown(t, "a game"))
        print("\nDecision time (wall, ms) p50/p95/p99: " + "; ".join(
            f"{p} {'/'.join(str(x) for x in v)}" for p, v in t["decision_ms_p50_p95_p99"].items()))
    else:
        print(json.dumps(t))
    return 0


if __name__ == "__main__":
    sys.exit(main())
