"""How often a Piquet player declared less than in full, from a duel's records.

Replays every record in a folder (piquet_deal_duel.py --out) and counts, for the named
player, the declarations it made with a choice and those not in full (a sinking,
"not good" while holding something, or an under-call); with the duel's ``--log``, the
mean points a deal of the pairs in which it hid and of the others.

    .venv/bin/python benchmarks/piquet_declarations_hidden.py ~/parlour-data/duel-hd2-au-cent \\
        --player ai:sinker --log ~/parlour-data/duel-hd2.jsonl
"""
from __future__ import annotations

import argparse
import json
import os
import re
import sys

from parlour.ai.piquet.brain import full_declaration
from parlour.ai.piquet.declaration_choice import candidates
from parlour.ai.piquet.seat_masks import SeatMasks
from parlour.engine.actions import Declare
from parlour.engine.records import read, replay
from parlour.selfplay import mean_ci95


def hidden_in(path: str, player: str) -> tuple[int, int]:
    """(declarations with a hiding to weigh, those not in full) by ``player`` in one
    record: the declarations where declaration_choice.candidates offers more than one."""
    data = read(path)
    seats = data.get("seats") or []
    counts = [0, 0]

    def watch(state, action):
        if isinstance(action, Declare) and seats[action.seat] == player:
            legal = state.legal_actions()
            seat = action.seat
            if len(candidates(SeatMasks(state.observation(seat), seat), legal)) > 1:
                counts[0] += 1
                counts[1] += action != full_declaration(legal)
    replay(data, watch)
    return counts[0], counts[1]


def main(argv=None) -> int:
    p = argparse.ArgumentParser()
    p.add_argument("folder")
    p.add_argument("--player", default="ai:sinker")
    p.add_argument("--log", help="the duel's --log, to split its pairs by whether it hid")
    a = p.parse_args(argv)
    by_game: dict[int, tuple[int, int]] = {}
    for name in sorted(os.listdir(a.folder)):
        m = re.search(r"-(\d+)\.json$", name)
        if m:
            by_game[int(m.group(1))] = hidden_in(os.path.join(a.folder, name), a.player)
    choices = sum(c for c, _ in by_game.values())
    hid = sum(h for _, h in by_game.values())
    deals_hiding = sum(1 for _, h in by_game.values() if h)
    out = {"deals": len(by_game), "declarations_weighed": choices,
           "not_in_full": hid, "deals_with_one": deals_hiding}
    if a.log:
        pairs: dict[int, float] = {}
        with open(a.log, encoding="utf-8") as f:
            for line in f:
                r = json.loads(line)
                pairs[r["pair"]] = pairs.get(r["pair"], 0) + r["diff"] / 2
        hiding = {p for p in pairs
                  if by_game.get(2 * p, (0, 0))[1] or by_game.get(2 * p + 1, (0, 0))[1]}
        for label, chosen in (("pairs_hiding", hiding), ("pairs_in_full", set(pairs) - hiding)):
            xs = [pairs[p] for p in sorted(chosen)]
            m, half = mean_ci95(xs)
            out[label] = {"pairs": len(xs), "points_a_deal": round(m, 2),
                          "ci95": [round(m - half, 2), round(m + half, 2)]}
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
