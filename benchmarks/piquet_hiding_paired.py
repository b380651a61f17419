"""Where ai:sinker hides, does hiding earn against the expert?  A paired check.

A duel against the expert (piquet_deal_duel.py) dilutes the hidings in the deals where
it declares in full.  Here: seeded first deals played by the club up to each two-handed
declaration; where the sinker's chooser (declaration_choice.py, the expert's budget)
hides, the rest of the deal is played ``--reps`` times by two experts from there, once
after the hiding and once after the declaration in full, both arms with the same
players' seeds; the hider's points less the other's, hiding less in full, averaged with
a 95% interval over all the plays (and per position).

    PARLOUR_AI_CLOCK=cpu PYTHONPATH=src nice -n 15 .venv/bin/python \\
        benchmarks/piquet_hiding_paired.py --variant rubicon --seeds 200 --reps 20 \\
        --log ~/parlour-data/hiding-paired.jsonl
"""
from __future__ import annotations

import argparse
import json
import sys

from parlour.ai.levels import ClubPlayer, ExpertPlayer, SinkerPlayer
from parlour.ai.piquet.brain import full_declaration
from parlour.engine.actions import Declare
from parlour.engine.games import new_game
from parlour.selfplay import mean_ci95


def hiding_positions(variant: str, seed: int):
    """(state, seat, hiding, in full) at each declaration of the seeded deal where the
    sinker hides; the deal goes on by the club (declaring in full)."""
    state = new_game("piquet", variant, seed=seed)
    club, sinker = ClubPlayer(seed=seed), SinkerPlayer(seed=seed)
    while len(state.deals) == 1 and not state.is_over():
        seat = state.current_player()
        obs, legal = state.observation(seat), state.legal_actions()
        if {type(a) for a in legal} == {Declare} and len(legal) > 1:
            full = full_declaration(legal)
            chosen = sinker.choose(obs, legal)
            if chosen != full:
                yield state.clone(), seat, chosen, full
        state.apply(club.choose(obs, legal))


def played_out(state, seat: int, first, seeds: tuple[int, int]) -> int:
    """``first`` made, the deal played out by two experts: ``seat``'s points less the
    other's in the deal."""
    state = state.clone()
    state.apply(first)
    players = [ExpertPlayer(seed=s) for s in seeds]
    while len(state.deals) == 1 and not state.is_over():
        s = state.current_player()
        state.apply(players[s].choose(state.observation(s), state.legal_actions()))
    points = [0, 0]
    for e in state.deals[0].events:
        if e.category is not None and e.seat is not None:
            points[e.seat] += e.points
    return points[seat] - points[1 - seat]


def main(argv=None) -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--variant", default="au-cent")
    p.add_argument("--seeds", type=int, default=100)
    p.add_argument("--first-seed", type=int, default=0)
    p.add_argument("--reps", type=int, default=20)
    p.add_argument("--log")
    a = p.parse_args(argv)
    diffs: list[float] = []
    by_position = []
    for seed in range(a.first_seed, a.first_seed + a.seeds):
        for state, seat, hiding, full in hiding_positions(a.variant, seed):
            mine = []
            for rep in range(a.reps):
                seeds = (seed * 1000 + 2 * rep, seed * 1000 + 2 * rep + 1)
                mine.append(played_out(state, seat, hiding, seeds)
                            - played_out(state, seat, full, seeds))
            m, half = mean_ci95(mine)
            row = {"seed": seed, "seat": seat, "class": full.category,
                   "full": len(full.cards), "hiding": len(hiding.cards),
                   "undercall": hiding.undercall, "reps": a.reps, "mean": round(m, 2),
                   "ci95": [round(m - half, 2), round(m + half, 2)]}
            by_position.append(row)
            diffs += mine
            if a.log:
                with open(a.log, "a", encoding="utf-8") as f:
                    f.write(json.dumps(row | {"diffs": mine}) + "\n")
            print(json.dumps(row), flush=True)
    m, half = mean_ci95(diffs)
    print(json.dumps({"positions": len(by_position), "plays": len(diffs),
                      "hiding_less_full": round(m, 2),
                      "ci95": [round(m - half, 2), round(m + half, 2)]}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
