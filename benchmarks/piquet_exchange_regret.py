"""The regret of Piquet exchange choosers, offline (issue 29, item 2's premise): does the
learned evaluator (ai/piquet/after_exchange.py, valued before the draw by
learned_exchange.py) choose better discards than the exact declaration table alone and
than today's expert (exchange.py's play-outs)?

For each of ``--hands`` seeded hands (the first deal of an au-cent game, alternately
elder's exchange and the dealer's, the other's exchanges before it by the club), the
candidates are the exact table's best ``--top`` discards plus each chooser's choice.
Each candidate's true value is its mean double-dummy label over ``--worlds`` sampled
deals (the same deals for every candidate: the talon and the other hand from the cards
the seat has not seen, the other's exchange by exchange.py's broad model of players),
the label as benchmarks/piquet_exchange_labels.py makes it: the declarations in full
(deal_model.hand_scores) plus the card play solved with open cards (tricks.Solver; no
pic).  A chooser's regret on a hand: the best candidate's true value less its choice's.
Reported: each chooser's mean regret with a 95% interval, and the paired differences;
on rows that keep each half of the worlds apart, also by seat, and the halved regret
(``halved_regret``: the best chosen on one half, valued on the other), which leans low
where the plain one leans high.

    PYTHONPATH=src nice -n 10 .venv/bin/python benchmarks/piquet_exchange_regret.py \\
        --hands 30 --worlds 40 --out ~/parlour-data/exchange-regret.jsonl

Choosers: ``table`` (the exact table's best expected declarations), ``expert`` (the
expert's exchange by the play-outs' candidates, ai:playouts, as the expert chose before
2026-12-07; its default budget, CPU clock advised), ``evaluator`` (every discard the
table lists, valued by the evaluator over learned_exchange.DRAWS common draws), and
``learned`` (the evaluator's best few refined by the expert's play-out search, as the
expert plays now).  Rows (one a hand) go to ``--out`` and a stopped run resumes; a
second process with ``--reverse`` shares the work.
"""
from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from pathlib import Path

import numpy as np

from parlour.ai.levels import ClubPlayer, ExpertPlayer, PlayoutsPlayer
from parlour.ai.piquet.deal_model import hand_scores
from parlour.ai.piquet.exchange import deal_sampler, declaration_table
from parlour.ai.piquet.learned_exchange import ranked_by_evaluator
from parlour.ai.piquet.seat_masks import SeatMasks
from parlour.ai.piquet.talon_look import with_the_look
from parlour.ai.piquet.tricks import Solver
from parlour.engine.actions import Exchange
from parlour.engine.cards import mask_of
from parlour.engine.games import new_game
from parlour.selfplay import deal_seed_of

CHOOSERS = ("table", "expert", "evaluator", "learned")


def _at_exchange(seed: int, index: int, dealer_side: bool):
    """The state at a seat's exchange: elder's (even) or the dealer's, the moves before
    by the club."""
    game_seed = deal_seed_of(seed, 2 * index, 2)
    club = ClubPlayer(seed=game_seed)
    state = new_game("piquet", "au-cent", None, seats=["ai:expert", "ai:expert"],
                     seed=game_seed)
    exchanges = 0
    while True:
        seat = state.current_player()
        legal = state.legal_actions()
        obs = state.observation(seat)
        if {type(a) for a in legal} == {Exchange}:
            if exchanges == int(dealer_side):
                return state, seat, game_seed
            exchanges += 1
        state.apply(club.choose(obs, with_the_look(obs, legal)))


def _label(mine: int, his: int, me_elder: bool, point_by: str, english: bool,
           solver: Solver) -> int:
    """The deal's double-dummy value for me (declarations in full, open-card play)."""
    he, hd = (mine, his) if me_elder else (his, mine)
    _, in_e, in_d = hand_scores(he, hd, point_by, english)
    v = in_e - in_d + solver.search(he, hd, -1, 0, 0)
    return v if me_elder else -v


def one_hand(seed: int, index: int, top: int, worlds: int) -> dict:
    t0 = time.process_time()
    state, seat, game_seed = _at_exchange(seed, index, index % 2 == 1)
    obs = state.observation(seat)
    legal = with_the_look(obs, state.legal_actions())
    by_mask = {mask_of(a.cards): a for a in legal}
    known = SeatMasks(obs, seat)
    table = declaration_table(known)
    ranked = [mask_of(table.discards[int(r)])
              for r in np.argsort(-table.declaration_ev, kind="stable")]
    ranked = [m for m in ranked if m in by_mask]
    picks, cpu = {"table": ranked[0]}, {}
    # the names rows were written with: "expert" the play-outs' exchange (ai:playouts,
    # the expert before 2026-12-07), "learned" the expert's own now
    for name, player in (("expert", PlayoutsPlayer(seed=game_seed)),
                         ("learned", ExpertPlayer(seed=game_seed))):
        c0 = time.process_time()
        picks[name] = mask_of(player.choose(obs, legal).cards)
        cpu[name] = round(time.process_time() - c0, 3)
    c0 = time.process_time()
    picks["evaluator"] = ranked_by_evaluator(known, set(by_mask),
                                             random.Random(game_seed))[0][1]
    cpu["evaluator"] = round(time.process_time() - c0, 3)
    cands = list(dict.fromkeys(ranked[:top] + [picks[c] for c in CHOOSERS]))
    sample = deal_sampler(known, random.Random(f"regret:{seed}:{index}"), broad=True)
    solver = Solver(known.scoring)
    # each half of the worlds apart too: the best chosen on one half and valued on the
    # other has no winner's curse (see halved_regret)
    halves = {m: [0, 0] for m in cands}
    for w in range(worlds):
        hands = sample()
        for m in cands:
            halves[m][2 * w // worlds] += _label(*hands(m), known.elder, known.point_by,
                                                 known.english, solver)
    value = {m: sum(h) / worlds for m, h in halves.items()}
    best = max(value.values())
    return {"seed": seed, "index": index, "elder": known.elder, "worlds": worlds,
            "candidates": len(cands), "value": {str(m): v for m, v in value.items()},
            "halves": {str(m): [h[0] / ((worlds + 1) // 2), h[1] / (worlds // 2)]
                       for m, h in halves.items()},
            "picks": {c: str(m) for c, m in picks.items()},
            "regret": {c: best - value[picks[c]] for c in CHOOSERS},
            "choice_cpu": cpu, "cpu": round(time.process_time() - t0, 2)}


def _interval(xs) -> tuple[float, float, float]:
    xs = np.asarray(xs, dtype=float)
    half = 1.96 * xs.std(ddof=1) / math.sqrt(len(xs)) if len(xs) > 1 else float("nan")
    return float(xs.mean()), float(xs.mean() - half), float(xs.mean() + half)


def halved_regret(row: dict, chooser: str) -> float:
    """A chooser's regret with the truth's best chosen on one half of the worlds and
    valued on the other (both ways, averaged).  Taking the best of noisy means as the
    truth makes the plain regret lean high; this one leans low (the best of half the
    worlds is sometimes not the best), so the two bracket the regret."""
    pick = row["picks"][chooser]
    halves = row["halves"]
    out = 0.0
    for a in (0, 1):
        best = max(halves, key=lambda m: halves[m][a])
        out += halves[best][1 - a] - halves[pick][1 - a]
    return out / 2


def summary(rows: list[dict]) -> dict:
    out = {"hands": len(rows), "elder_hands": sum(r["elder"] for r in rows)}
    for c in CHOOSERS:
        m, lo, hi = _interval([r["regret"][c] for r in rows])
        out[c] = f"{m:.2f} ({lo:.2f} to {hi:.2f})"
    halved = [r for r in rows if "halves" in r]
    for c in CHOOSERS if len(halved) > 1 else ():
        for seat, part in (("", halved), (" as elder", [r for r in halved if r["elder"]]),
                           (" as dealer", [r for r in halved if not r["elder"]])):
            if len(part) > 1:
                m, lo, hi = _interval([halved_regret(r, c) for r in part])
                out[f"{c}{seat}, halved ({len(part)})"] = f"{m:.2f} ({lo:.2f} to {hi:.2f})"
                m, lo, hi = _interval([r["regret"][c] for r in part])
                out[f"{c}{seat}, plain ({len(part)})"] = f"{m:.2f} ({lo:.2f} to {hi:.2f})"
    for a, b in (("evaluator", "expert"), ("evaluator", "table"), ("learned", "expert"),
                 ("expert", "table")):
        m, lo, hi = _interval([r["regret"][a] - r["regret"][b] for r in rows])
        out[f"{a} - {b}"] = f"{m:.2f} ({lo:.2f} to {hi:.2f})"
    return out


def main(argv=None) -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--hands", type=int, default=30)
    p.add_argument("--worlds", type=int, default=40)
    p.add_argument("--top", type=int, default=8)
    p.add_argument("--seed", type=int, default=29)
    p.add_argument("--out", required=True, help="JSON lines, outside the repository")
    p.add_argument("--report", action="store_true", help="only summarise --out")
    p.add_argument("--reverse", action="store_true",
                   help="the hands from the last: a second process on the same --out")
    a = p.parse_args(argv)
    if a.worlds < 2:
        p.error("--worlds: at least 2 (the halved regret needs a world in each half)")
    out = Path(a.out).expanduser()
    out.parent.mkdir(parents=True, exist_ok=True)
    order = range(a.hands - 1, -1, -1) if a.reverse else range(a.hands)
    for i in ([] if a.report else order):
        if i in {r["index"] for r in _rows(out) if r["seed"] == a.seed}:
            continue              # read again each time: a second process may share --out
        row = one_hand(a.seed, i, a.top, a.worlds)
        with open(out, "a", encoding="utf-8") as f:
            f.write(json.dumps(row) + "\n")
        print(i, row["regret"], row["choice_cpu"], row["cpu"], flush=True)
    rows = {r["index"]: r for r in _rows(out) if r["seed"] == a.seed}     # once each
    print(json.dumps(summary(list(rows.values())), indent=1))
    return 0


def _rows(out: Path) -> list[dict]:
    return [json.loads(line) for line in out.read_text().splitlines()] if out.exists() else []


if __name__ == "__main__":
    sys.exit(main())
