"""Time per decision of one computer player, in CPU seconds as well as wall seconds.

On a machine shared with other work the wall clock measures the queue as much as the
player; the CPU time this process spends on a decision is what it would take on an idle
core.  Plays ``--games`` games (one process, mirrored seats) and prints the first seat's
p50/p95/p99 in milliseconds both ways, with the load average.

    PARLOUR_AI_CLOCK=cpu .venv/bin/python benchmarks/ai_decision_times.py \
        --game piquet --seats ai:expert,ai:club --games 6 --seed 5
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time

from parlour.ai.players import make_player
from parlour.engine.games import new_game
from parlour.selfplay import percentile


def main(argv=None) -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--game", default="piquet")
    p.add_argument("--variant")
    p.add_argument("--seats", default="ai:expert,ai:club")
    p.add_argument("--games", type=int, default=6)
    p.add_argument("--seed", type=int, default=5)
    a = p.parse_args(argv)
    specs = a.seats.split(",")
    wall, cpu = [], []
    for g in range(a.games):
        order = [0, 1] if g % 2 == 0 else [1, 0]         # order[seat] = player index
        seed = a.seed * 1000 + g // 2
        players = [make_player(specs[order[s]], seed=seed * 31 + s) for s in (0, 1)]
        state = new_game(a.game, a.variant, seats=[specs[order[0]], specs[order[1]]],
                         seed=seed)
        while not state.is_over():
            seat = state.current_player()
            obs, legal = state.observation(seat), state.legal_actions()
            w, c = time.perf_counter(), time.process_time()
            action = players[seat].choose(obs, legal)
            if order[seat] == 0:
                wall.append((time.perf_counter() - w) * 1000)
                cpu.append((time.process_time() - c) * 1000)
            state.apply(action)
    out = {"decisions": len(cpu), "load": [round(x, 2) for x in os.getloadavg()]}
    for name, xs in (("cpu_ms", cpu), ("wall_ms", wall)):
        out[name] = {q: round(percentile(xs, v), 1)
                     for q, v in (("p50", .5), ("p95", .95), ("p99", .99))}
        out[name]["max"] = round(max(xs), 1) if xs else 0.0
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
