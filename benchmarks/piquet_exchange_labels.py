"""Labelled positions for the evaluator of the position after the exchange (issue 29,
item 1; parlour.ai.piquet.after_exchange), and its fitting.

Each row is one seeded two-handed deal (the first deal of a game, 0 to 0): both seats'
exchanges are made by an exploring policy (so the data hold poor discards as well as
good ones: the evaluator is meant to tell them apart), and after each draw the seat's
Position is recorded.  Then the deal's value is labelled:

- ``dd`` (every row): the declarations in full (deal_model.hand_scores: point, sequences,
  sets, repic) plus the card play solved exactly with both hands known (tricks.Solver:
  the double-dummy value, cards and capot included).  Exact and cheap (~0.2 s), but the
  play is with open cards, and a pic (won in the play) is not counted.
- ``expert`` (every ``--expert-every``-th row): the deal played on from the exchange by
  two experts at a reduced budget (``--expert-samples`` worlds a decision, no time
  limit, so the same seed plays the same cards), declaring in full; the points each
  scored in the deal.  The honest label, but ~8 s of CPU a deal here.

Never the club's book play.  The exploring exchange, per seat: the club's discard
(35%), one of the exact declaration table's best eight (35%), any legal exchange
(30%).  The row also keeps that table's expected declaration score for the discard made
(``table_ev``, the baseline the evaluator must beat) and the index of every action
applied (``moves``), so the deal replays exactly: new_game with ``game_seed``, then
``state.legal_actions()[i]`` for each i.

Rows go to ``--out`` (JSON lines, outside the repository; bulky data stay out of it);
a stopped run resumes where it stopped (rows already written are skipped).  One
process by default (the machine is shared); ``--workers N`` or ``--cluster ADDRESS``
share the deals out (benchmarks/cluster.py), and the rows come back in their order, the
same rows (but ``cpu``) wherever they are made.  ``--records DIR`` also writes each
deal's game record (parlour-record, named as ``parlour selfplay --out`` names game
2 * index), so a row can be replayed with ``parlour replay`` as well as by its moves.

    nice -n 10 .venv/bin/python benchmarks/piquet_exchange_labels.py generate \\
        --out ~/parlour-data/exchange-labels.jsonl --seed 1 --deals 5000 --expert-every 8
    .venv/bin/python benchmarks/piquet_exchange_labels.py fit \\
        --rows ~/parlour-data/exchange-labels.jsonl --label dd \\
        --save src/parlour/ai/piquet/after_exchange.json
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import time
from dataclasses import replace
from functools import lru_cache
from pathlib import Path

import numpy as np

import cluster
from parlour.ai.brain import Budget
from parlour.ai.levels import ClubPlayer, ExpertPlayer
from parlour.ai.piquet import after_exchange as ax
from parlour.ai.piquet.deal_model import hand_scores
from parlour.ai.piquet.exchange import declaration_table
from parlour.ai.piquet.seat_masks import SeatMasks
from parlour.ai.piquet.talon_look import with_the_look
from parlour.ai.piquet.tricks import Solver
from parlour.engine.actions import Exchange
from parlour.engine.cards import mask_of
from parlour.engine.games import new_game
from parlour.engine.records import record_of
from parlour.selfplay import deal_seed_of, save_record

EXPLORE = (0.35, 0.70)      # below the first: the club's; below the second: the table's
TABLE_TOP = 8


def _exchange(obs, seat: int, legal, rng: random.Random, club: ClubPlayer):
    """The exploring exchange: (the action, which policy chose it, the exact table's
    expected declaration score of its discard, or None when the table lacks it)."""
    legal = with_the_look(obs, legal)
    table = declaration_table(SeatMasks(obs, seat))
    ev = {mask_of(d): float(table.declaration_ev[i]) for i, d in enumerate(table.discards)}
    u = rng.random()
    if u < EXPLORE[0]:
        how, action = "club", club.choose(obs, legal)
    elif u < EXPLORE[1]:
        by_mask = {mask_of(a.cards): a for a in legal}
        best = sorted((m for m in by_mask if m in ev), key=lambda m: (-ev[m], m))[:TABLE_TOP]
        how = "table"
        action = by_mask[rng.choice(best)] if best else club.choose(obs, legal)
    else:
        how, action = "any", rng.choice(legal)
    return action, how, ev.get(mask_of(action.cards))


def _apply(state, action, moves: list[int]) -> None:
    moves.append(state.legal_actions().index(action))
    state.apply(action)


def label_deal(seed: int, index: int, variant: str, expert_samples: int | None,
               keep_record: bool = False) -> dict:
    """One labelled row (see the module docstring); ``keep_record``: with the game's
    record so far under ``record`` (for generate's ``--records``, not for the rows)."""
    t0 = time.process_time()
    game_seed = deal_seed_of(seed, 2 * index, 2)
    rng = random.Random(f"exchange-labels:{seed}:{index}")
    club = ClubPlayer(seed=game_seed)
    state = new_game("piquet", variant, None, seats=["ai:expert", "ai:expert"], seed=game_seed)
    moves: list[int] = []
    seen: dict[int, dict] = {}
    while not state.is_over() and len(state.deals) == 1:
        seat = state.current_player()
        legal = state.legal_actions()
        obs = state.observation(seat)
        if {type(a) for a in legal} == {Exchange}:
            action, how, ev = _exchange(obs, seat, legal, rng, club)
            _apply(state, action, moves)
            after = state.observation(seat)
            pos = ax.position_of(after, seat, drawn=mask_of(after.hand) & ~mask_of(obs.hand))
            seen[seat] = {"position": pos.as_row(), "policy": how, "table_ev": ev}
            if len(seen) == 2:
                break
        else:                            # before the exchange: the club decides
            _apply(state, club.choose(obs, legal), moves)
    row = {"seed": seed, "index": index, "game_seed": game_seed, "variant": variant}
    if len(seen) < 2:                   # the deal never reached both exchanges
        row["skipped"] = True
        if keep_record:
            row["record"] = record_of(state)
        return row
    dealer = state.deals[0].setup.dealer
    elder = 1 - dealer
    known = SeatMasks(state.observation(elder), elder)
    he, hd = state.hands[elder], state.hands[dealer]
    _, in_hand_e, in_hand_d = hand_scores(he, hd, known.point_by, known.english)
    play = Solver(known.scoring).search(he, hd, -1, 0, 0)
    dd = in_hand_e - in_hand_d + play
    row.update({"elder": elder, "seats": [seen[elder], seen[dealer]],
                "dd": {"hand": in_hand_e - in_hand_d, "play": play, "value": dd},
                "hands": [he, hd]})
    if expert_samples:
        row["expert"] = _play_on(state, game_seed, expert_samples, moves, elder)
        row["expert_samples"] = expert_samples
    row["moves"] = moves
    row["cpu"] = round(time.process_time() - t0, 3)
    if keep_record:
        row["record"] = record_of(state)
    return row


def _label(job) -> dict:
    return label_deal(*job)


def _play_on(state, game_seed: int, samples: int, moves: list[int], elder: int) -> int:
    """Play the deal on by two experts (declaring in full); elder's points less the
    dealer's over the whole deal."""
    players = [ExpertPlayer(seed=game_seed * 31 + s, budget=Budget(1e6, samples))
               for s in (0, 1)]
    while not state.is_over() and len(state.deals) == 1:
        seat = state.current_player()
        _apply(state, players[seat].choose(state.observation(seat), state.legal_actions()),
               moves)
    pts = [0, 0]
    for e in state.deals[0].events:
        if e.category is not None and e.seat is not None:
            pts[e.seat] += e.points
    return pts[elder] - pts[1 - elder]


def generate(a) -> int:
    out = Path(a.out).expanduser()
    out.parent.mkdir(parents=True, exist_ok=True)
    done = set()
    if out.exists():
        for line in out.read_text(encoding="utf-8").splitlines():
            r = json.loads(line)
            if r["seed"] == a.seed:
                done.add(r["index"])
    every = a.expert_every
    jobs = [(a.seed, i, a.variant, a.expert_samples if every and i % every == 0 else None,
             bool(a.records))
            for i in range(a.first, a.first + a.deals) if i not in done]
    for row in cluster.mapped(_label, jobs, a.cluster, a.workers):
        record = row.pop("record", None)
        if record is not None:
            save_record(a.records, "piquet", a.variant, a.seed, 2 * row["index"], record)
        with open(out, "a", encoding="utf-8") as f:
            f.write(json.dumps(row) + "\n")
    return 0


# ----- fitting ---------------------------------------------------------------------------

def labelled(rows: list[dict], label: str):
    """(features, labels, table_ev, group) by seat-position: each deal gives two (elder's
    and the dealer's, the label's sign by seat); ``group`` is the deal, so a deal's two
    positions fall on the same side of a split."""
    xs, ys, evs, groups = [], [], [], []
    for r in rows:
        if r.get("skipped"):
            continue
        value = r["dd"]["value"] if label == "dd" else r.get("expert")
        if value is None:
            continue
        for k, s in enumerate(r["seats"]):
            xs.append(ax.features(position_of_row(r, k)))
            ys.append(value if k == 0 else -value)
            evs.append(np.nan if s["table_ev"] is None else s["table_ev"])
            groups.append(r["index"])
    return np.array(xs), np.array(ys, dtype=float), np.array(evs), np.array(groups)


def position_of_row(row: dict, k: int) -> ax.Position:
    """Seat ``k``'s Position (0: elder's) of a row; rows written before Position kept
    the cards drawn get them by replaying the deal (its hands as dealt)."""
    p = ax.Position.from_row(row["seats"][k]["position"])
    if "drawn" in row["seats"][k]["position"]:
        return p
    dealt = _dealt(row["variant"], row["game_seed"])
    seat = row["elder"] if k == 0 else 1 - row["elder"]
    return replace(p, drawn=p.hand & ~dealt[seat])


@lru_cache(maxsize=4)
def _dealt(variant: str, game_seed: int):
    return new_game("piquet", variant, None, seats=["ai:expert", "ai:expert"],
                    seed=game_seed).hands


def _report(name: str, pred: np.ndarray, y: np.ndarray) -> dict:
    ok = ~np.isnan(pred)
    err = pred[ok] - y[ok]
    return {"what": name, "n": int(ok.sum()), "rmse": round(float(np.sqrt(np.mean(err ** 2))), 2),
            "mae": round(float(np.mean(np.abs(err))), 2),
            "corr": round(float(np.corrcoef(pred[ok], y[ok])[0, 1]), 3)}


FOLDS = 5


def _out_of_fold(x: np.ndarray, y: np.ndarray, fold: np.ndarray, fit_predict) -> np.ndarray:
    """Each position's prediction by a model fitted without its deal's fold."""
    pred = np.full(len(y), np.nan)
    for k in range(FOLDS):
        held = fold == k
        if held.any() and (~held).any():
            pred[held] = fit_predict(x[~held], y[~held], x[held])
    return pred


def _ridge(xa, ya, xb, penalty):
    """after_exchange.fit's ridge on any columns (a diagnostic, not an Evaluator)."""
    mean, scale = xa.mean(axis=0), xa.std(axis=0)
    scale[scale < 1e-9] = 1.0
    za, zb = (xa - mean) / scale, (xb - mean) / scale
    w = np.linalg.solve(za.T @ za + penalty * np.eye(za.shape[1]), za.T @ (ya - ya.mean()))
    return ya.mean() + zb @ w


def _line(x, y, xt):
    ok = ~np.isnan(x)
    slope, icpt = np.polyfit(x[ok], y[ok], 1)
    return icpt + slope * xt


def _before_the_draw(rows: list[dict], label: str, penalty: float, draws: int) -> dict:
    """Like for like with the exact table (which sees only the hand before the draw and
    the discard): each position valued by the out-of-fold model averaged over sampled
    draws of its discard (after_exchange.before_the_draw), against the label."""
    x, y, ev, groups = labelled(rows, label)
    fold = groups % FOLDS
    models = {k: ax.fit(x[fold != k], y[fold != k], penalty) for k in range(FOLDS)}
    rng = random.Random(7)
    pred = []
    for r in rows:
        if r.get("skipped") or (r["dd"]["value"] if label == "dd" else r.get("expert")) is None:
            continue
        dealt = _dealt(r["variant"], r["game_seed"])
        for k, s in enumerate(r["seats"]):
            p = position_of_row(r, k)
            seat = r["elder"] if k == 0 else 1 - r["elder"]
            assert dealt[seat] & ~p.thrown == p.hand & dealt[seat]
            rest = {f: getattr(p, f) for f in ("mine", "theirs", "point_by", "english")}
            pred.append(ax.before_the_draw(models[r["index"] % FOLDS], dealt[seat], p.thrown,
                                           p.elder, p.other_took, rng, draws,
                                           left=p.seen.bit_count(), **rest))
    return {"draws": draws, "model": _report("model before the draw", np.array(pred), y),
            "table": _report("table_ev (linear)", _out_of_fold(ev, y, fold, _line), y)}


def fit_cmd(a) -> int:
    rows = [json.loads(line) for p in a.rows
            for line in Path(p).expanduser().read_text(encoding="utf-8").splitlines()]
    x, y, ev, groups = labelled(rows, a.label)
    fold = groups % FOLDS            # a deal's two positions share a fold
    out = {"label": a.label, "positions": len(y), "folds": FOLDS,
           "label_sd": round(float(y.std()), 2), "by_penalty": []}
    best = None
    for penalty in a.penalties:
        pred = _out_of_fold(x, y, fold,
                            lambda xa, ya, xb: ax.fit(xa, ya, penalty).values(xb))
        r = _report(f"ridge {penalty:g}", pred, y)
        out["by_penalty"].append(r)
        if best is None or r["rmse"] < best[1]["rmse"]:
            best = (penalty, r, pred)
    # the baselines: the exact table's expected declarations of the discard made (before
    # the draw), put in the deal's units by a least-squares line; the labels' mean
    table = _out_of_fold(ev, y, fold, _line)
    out["table_baseline"] = _report("table_ev (linear)", table, y)
    out["mean_baseline"] = _report("mean", _out_of_fold(
        x, y, fold, lambda xa, ya, xb: np.full(len(xb), ya.mean())), y)
    out["best_penalty"] = best[0]
    # how much the cards add to the declarations' worth: the same fit on those alone
    keep = np.array([n.split(".", 1)[-1].startswith("worth.") or n == "elder"
                     for n in ax.FEATURES])
    out["worth_only"] = _report("ridge, declarations' worth only", _out_of_fold(
        x[:, keep], y, fold, lambda xa, ya, xb: _ridge(xa, ya, xb, best[0])), y)
    if a.before_draws:
        out["before_the_draw"] = _before_the_draw(rows, a.label, best[0], a.before_draws)
    model = ax.fit(x, y, best[0], about=json.dumps(
        {"label": a.label, "positions": len(y), "penalty": best[0],
         "out_of_fold": best[1], "table_baseline": out["table_baseline"]}))
    if a.label == "dd":              # how the cheap label stands for the honest one
        _, ye, _, _ = labelled(rows, "expert")
        both = np.array([r.get("expert") is not None for r in rows if not r.get("skipped")
                         for _ in (0, 1)])
        if len(ye) > 2:
            out["on_expert_rows"] = {
                "positions": len(ye),
                "dd_label_vs_expert": _report("dd label", y[both], ye),
                "model_vs_expert": _report("model, out of fold", best[2][both], ye),
                "table_vs_expert": _report("table_ev (linear), out of fold", table[both], ye)}
    if a.save:
        model.save(Path(a.save))
    print(json.dumps(out, indent=1))
    return 0


def main(argv=None) -> int:
    p = argparse.ArgumentParser()
    sub = p.add_subparsers(dest="cmd", required=True)
    g = sub.add_parser("generate")
    g.add_argument("--out", required=True, help="a JSON-lines file outside the repository")
    g.add_argument("--seed", type=int, default=1)
    g.add_argument("--first", type=int, default=0)
    g.add_argument("--deals", type=int, default=1000)
    g.add_argument("--variant", default="au-cent")
    g.add_argument("--expert-every", type=int, default=0,
                   help="also play every N-th deal on by two experts (0: never)")
    g.add_argument("--expert-samples", type=int, default=40)
    g.add_argument("--records", help="a folder for each deal's game record")
    cluster.add_options(g, workers=1)
    f = sub.add_parser("fit")
    f.add_argument("--rows", nargs="+", required=True)
    f.add_argument("--label", choices=("dd", "expert"), default="dd")
    f.add_argument("--penalties", type=float, nargs="+", default=[1, 10, 30, 100, 300, 1000])
    f.add_argument("--save")
    f.add_argument("--before-draws", type=int, default=16,
                   help="also value each discard before its draw over this many draws (0: no)")
    a = p.parse_args(argv)
    return generate(a) if a.cmd == "generate" else fit_cmd(a)


if __name__ == "__main__":
    sys.exit(main())
