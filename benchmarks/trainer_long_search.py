"""The discard trainer's best against a long search (issue 29, item 3).

On seeded hands, alternately elder's and the dealer's (the trainer's table,
trainer/position.py: a first deal of au cent), the trainer's best discard (the learned
valuation's, ai/piquet/exchange_valuation.py: the hint's and the review's too) is
compared with the expert's own exchange search (exchange.exchange_tally: the candidates
it plays out over sampled deals) given ten times the expert's budget and samples
(Budget(6 s, 4000) against Budget(0.6 s, 400)), on the CPU clock (PARLOUR_AI_CLOCK=cpu
or not, this script counts the thread's CPU time), the trainer's discard weighed beside
its candidates.  Per hand: whether they agree, and the trainer's loss by the long
search's values (its best's mean less the trainer's, paired over the same deals) with
its standard error; for comparison, the same for the expert's own exchange at its own
budget (1x; rows from before that column have none), and for the expert as it plays now
(``now``: elder's exchange by the learned evaluator, brain._learned_exchange; the
dealer's is the 1x search again, on other draws), and the ladder's sampler's
(``sampler``: the same search with no model of the other's exchange).  Summary: the
share agreeing (Wilson 95% interval), the share within the long search's own margin
(weighing.as_good_as), the mean loss (95% interval), and, on the rows that have them,
the others' figures and the paired differences of the losses; and the headroom: what a
perfect exchange would earn a deal over each of them by the long search's values.

Rows go to --log (one a hand, resumable: hands already there are skipped):

    PARLOUR_AI_CLOCK=cpu PYTHONPATH=src nice -n 15 .venv/bin/python \\
        benchmarks/trainer_long_search.py --hands 200 --log ~/parlour-data/trainer-long.jsonl
    ... --summary-only          (the figures of the rows so far)
"""
from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from pathlib import Path

from parlour.ai.brain import Budget
from parlour.ai.piquet.brain import PiquetBrain
from parlour.ai.piquet.exchange import exchange_tally, expert_exchange
from parlour.ai.piquet.exchange_valuation import valuation_of
from parlour.ai.piquet.seat_masks import SeatMasks
from parlour.ai.weighing import as_good_as, position_seed
from parlour.engine.cards import cards_of, mask_of, names
from parlour.trainer.position import position

EXPERT = Budget()                      # the expert's own budget in play
TIMES = 10


def long_budget() -> Budget:
    return Budget(EXPERT.seconds * TIMES, EXPERT.samples * TIMES, time.thread_time)


def expert_budget() -> Budget:
    """The expert's own budget in play, on this thread's CPU clock."""
    return Budget(EXPERT.seconds, EXPERT.samples, time.thread_time)


def hand_of(seed: int, index: int) -> tuple[list[int], str]:
    rng = random.Random(f"trainer-long:{seed}:{index}")
    return sorted(rng.sample(range(32), 12)), "elder" if index % 2 == 0 else "younger"


def one_hand(seed: int, index: int) -> dict:
    hand, seat = hand_of(seed, index)
    place = position(hand, seat)
    obs = place.observation
    t0 = time.thread_time()
    found = valuation_of(obs, place.legal, random.Random(position_seed(obs)))
    trainer_cpu = time.thread_time() - t0
    assert found is not None
    valued, _ = found
    pick = valued.best.mask
    known = SeatMasks(obs, place.legal[0].seat)
    sizes = sorted({len(a.cards) for a in place.legal})
    legal = {mask_of(a.cards) for a in place.legal}
    # for comparison, the expert's own exchange at its own budget (on the CPU clock)
    expert = expert_exchange(known, legal, sizes, random.Random(f"expert:{seed}:{index}"),
                             expert_budget())
    # and the expert as it plays now (elder's exchange by the learned evaluator)
    now = mask_of(PiquetBrain()._learned_exchange(
        known, place.legal, random.Random(f"now:{seed}:{index}"), expert_budget()).cards)
    # and the ladder's sampler (the same search, no model of the other's exchange)
    sampler = expert_exchange(known, legal, sizes, random.Random(f"sampler:{seed}:{index}"),
                              expert_budget(), broad=False)
    t0 = time.thread_time()
    tally = exchange_tally(known, legal, sizes, random.Random(f"long:{seed}:{index}"),
                           long_budget(),
                           also=tuple(m for m in (pick, expert, now, sampler) if m is not None))
    search_cpu = time.thread_time() - t0
    best = tally.best()
    loss, se = tally.paired(best, pick)
    expert_loss, expert_se = tally.paired(best, expert) if expert is not None else (None, None)
    now_loss, now_se = tally.paired(best, now)
    sampler_loss, sampler_se = tally.paired(best, sampler) if sampler is not None else (None, None)
    return {"seed": seed, "index": index, "seat": seat, "hand": names(hand),
            "trainer": names(cards_of(pick)), "trainer_value": round(valued.best.value, 3),
            "trainer_se": round(valued.best.se, 3), "long": names(cards_of(best)),
            "agree": best == pick, "loss": round(loss, 3), "loss_se": round(se, 3),
            "within_margin": best == pick or as_good_as(loss, se),
            "expert": names(cards_of(expert)) if expert is not None else None,
            "expert_agree": expert == best,
            "expert_loss": None if expert_loss is None else round(expert_loss, 3),
            "expert_loss_se": None if expert_se is None else round(expert_se, 3),
            "now": names(cards_of(now)), "now_agree": now == best,
            "now_loss": round(now_loss, 3), "now_loss_se": round(now_se, 3),
            "sampler": names(cards_of(sampler)) if sampler is not None else None,
            "sampler_agree": sampler == best,
            "sampler_loss": None if sampler_loss is None else round(sampler_loss, 3),
            "sampler_loss_se": None if sampler_se is None else round(sampler_se, 3),
            "long_worlds": tally.n, "long_candidates": len(tally.cands),
            "trainer_cpu": round(trainer_cpu, 3), "search_cpu": round(search_cpu, 3)}


def wilson(k: int, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = k / n
    mid = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return mid - half, mid + half


def mean_se(xs: list[float]) -> tuple[float, float]:
    """The mean and its standard error (0 for one value)."""
    n = len(xs)
    m = sum(xs) / n
    sd = math.sqrt(sum((x - m) ** 2 for x in xs) / (n - 1)) if n > 1 else 0.0
    return m, sd / math.sqrt(n)


def mean_interval(xs: list[float]) -> tuple[float, float, float]:
    m, se = mean_se(xs)
    return m, m - 1.96 * se, m + 1.96 * se


def summary(rows: list[dict]) -> dict:
    out = {"hands": len(rows)}
    for name, part in (("all", rows), ("elder", [r for r in rows if r["seat"] == "elder"]),
                       ("dealer", [r for r in rows if r["seat"] != "elder"])):
        if not part:
            continue
        n = len(part)
        agree = sum(r["agree"] for r in part)
        within = sum(r["within_margin"] for r in part)
        m, lo, hi = mean_interval([r["loss"] for r in part])
        with_expert = [r for r in part if r.get("expert_loss") is not None]
        out[name] = {"hands": n, "agree": round(agree / n, 3),
                     "agree_95": [round(x, 3) for x in wilson(agree, n)],
                     "within_margin": round(within / n, 3),
                     "within_95": [round(x, 3) for x in wilson(within, n)],
                     "mean_loss": round(m, 2), "loss_95": [round(lo, 2), round(hi, 2)],
                     "search_cpu_mean": round(sum(r["search_cpu"] for r in part) / n, 2),
                     "trainer_cpu_mean": round(sum(r["trainer_cpu"] for r in part) / n, 3)}
        if len(with_expert) > 1:
            k = len(with_expert)
            ea = sum(r["expert_agree"] for r in with_expert)
            em, elo, ehi = mean_interval([r["expert_loss"] for r in with_expert])
            dm, dlo, dhi = mean_interval([r["loss"] - r["expert_loss"] for r in with_expert])
            out[name]["expert_1x"] = {
                "hands": k, "agree": round(ea / k, 3),
                "agree_95": [round(x, 3) for x in wilson(ea, k)],
                "mean_loss": round(em, 2), "loss_95": [round(elo, 2), round(ehi, 2)],
                "trainer_minus_expert_loss": round(dm, 2),
                "difference_95": [round(dlo, 2), round(dhi, 2)]}
        for key, label in (("now", "expert_now"), ("sampler", "sampler_1x")):
            both = [r for r in with_expert if r.get(f"{key}_loss") is not None]
            if len(both) < 2:
                continue
            k = len(both)
            nm, nlo, nhi = mean_interval([r[f"{key}_loss"] for r in both])
            gm, glo, ghi = mean_interval([r["expert_loss"] - r[f"{key}_loss"] for r in both])
            out[name][label] = {
                "hands": k, "agree": round(sum(r[f"{key}_agree"] for r in both) / k, 3),
                "mean_loss": round(nm, 2), "loss_95": [round(nlo, 2), round(nhi, 2)],
                f"expert_1x_minus_{key}_loss": round(gm, 2),
                "difference_95": [round(glo, 2), round(ghi, 2)]}
    out.update(headroom(rows))
    return out


def headroom(rows: list[dict]) -> dict:
    """What a perfect exchange would earn a deal, by the long search's values: a mirrored
    pair of deals holds one exchange a seat, so a deal's figure is the mean of elder's
    and the dealer's mean loss (its standard error from the two seats' apart).  Over the
    expert of before (the play-outs alone), the expert as it plays now and the ladder's
    sampler.  The long search's best is the best of noisy means, so these lean high."""
    out = {}
    seats = ([r for r in rows if r["seat"] == "elder"],
             [r for r in rows if r["seat"] != "elder"])
    for key, name in (("expert_loss", "over_expert_1x"), ("now_loss", "over_expert_now"),
                      ("sampler_loss", "over_sampler_1x")):
        losses = [[r[key] for r in part if r.get(key) is not None] for part in seats]
        if all(len(xs) > 1 for xs in losses):
            (me, se_e), (md, se_d) = (mean_se(xs) for xs in losses)
            m = (me + md) / 2
            se = math.hypot(se_e, se_d) / 2
            out[f"headroom_a_deal_{name}"] = {
                "mean": round(m, 2), "95": [round(m - 1.96 * se, 2), round(m + 1.96 * se, 2)]}
    return out


def _rows(log: Path) -> list[dict]:
    if not log.exists():
        return []
    return [json.loads(line) for line in log.read_text().splitlines() if line.strip()]


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description="the trainer's best discard against a long search")
    p.add_argument("--hands", type=int, default=200)
    p.add_argument("--seed", type=int, default=29)
    p.add_argument("--log", type=Path, required=True)
    p.add_argument("--reverse", action="store_true", help="from the last hand down (a second process)")
    p.add_argument("--summary-only", action="store_true")
    a = p.parse_args(argv)
    if not a.summary_only:
        order = range(a.hands - 1, -1, -1) if a.reverse else range(a.hands)
        for i in order:
            if i in {r["index"] for r in _rows(a.log) if r["seed"] == a.seed}:
                continue
            row = one_hand(a.seed, i)
            with a.log.open("a") as f:
                f.write(json.dumps(row) + "\n")
            print(json.dumps(row), file=sys.stderr, flush=True)
    rows = {r["index"]: r for r in _rows(a.log) if r["seed"] == a.seed and r["index"] < a.hands}
    print(json.dumps(summary(list(rows.values())), indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
