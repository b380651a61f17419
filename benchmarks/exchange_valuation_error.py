"""The learned valuation's own error on a cost (ai/piquet/exchange_valuation.py,
EVALUATOR_COST_ERROR): on the hands of the exchange regret benchmark
(piquet_exchange_regret.py, its --out file), every pair of a hand's candidate discards,
the valuation's difference of their values against the truth's (each candidate's mean
full-deal score over the benchmark's common sampled deals, played out open-handed).

The truth is itself a mean of a few dozen deals, so its noise is in the figure: an upper
bound on the evaluator's error.

    PYTHONPATH=src .venv/bin/python benchmarks/exchange_valuation_error.py \\
        --rows ~/parlour-data/exchange-regret.jsonl
"""
from __future__ import annotations

import argparse
import itertools
import json
import random
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
from piquet_exchange_regret import _at_exchange  # noqa: E402

from parlour.ai.piquet.exchange_valuation import valuation_of  # noqa: E402
from parlour.ai.weighing import position_seed  # noqa: E402


def errors(rows: list[dict]) -> tuple[list[float], list[float]]:
    """(over every pair of candidates, against each hand's truly best) the valuation's
    cost less the truth's."""
    pairs, from_best = [], []
    for r in rows:
        state, seat, _ = _at_exchange(r["seed"], r["index"], r["index"] % 2 == 1)
        obs = state.observation(seat)
        found = valuation_of(obs, state.legal_actions(), random.Random(position_seed(obs)))
        if found is None:
            continue
        v = found[0]
        truth = {int(m): x for m, x in r["value"].items() if int(m) in v}
        for a, b in itertools.combinations(truth, 2):
            pairs.append((v[a].value - v[b].value) - (truth[a] - truth[b]))
        top = max(truth, key=truth.get)
        from_best += [(v[top].value - v[m].value) - (truth[top] - truth[m])
                      for m in truth if m != top]
    return pairs, from_best


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--rows", type=Path, required=True)
    a = p.parse_args(argv)
    rows = [json.loads(line) for line in a.rows.read_text().splitlines() if line.strip()]
    pairs, from_best = errors(rows)
    e, b = np.array(pairs), np.array(from_best)
    print(json.dumps({"hands": len(rows), "pairs": len(e),
                      "rmse": round(float(np.sqrt((e ** 2).mean())), 2),
                      "mean_abs": round(float(np.abs(e).mean()), 2),
                      "against_best": {"n": len(b),
                                       "rmse": round(float(np.sqrt((b ** 2).mean())), 2),
                                       "mean": round(float(b.mean()), 2)}}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
