"""Would a richer model than the shipped linear one value the position after the exchange
better?  Model families compared out of fold on the labelled rows of
``piquet_exchange_labels.py`` (issue 29, item 1), the same folds as its ``fit`` (a deal's
two positions in one fold):

- ``ridge``: after_exchange.fit's ridge (piquet_exchange_labels._ridge), the shipped
  model's form;
- ``ridge+suits``: the same with one column per holding of a suit (each of the 256 suit
  bytes, counted over the four suits, apart for elder and dealer): every interaction
  within a suit, still additive over suits (so it would keep the exchange's look-ups);
- ``network``: one hidden layer of ReLU units beside a linear term, on the standardised
  features, trained by Adam on squared error with weight decay, stopped early on a tenth
  of the training fold; the mean of ``--seeds`` networks.

Each is reported as piquet_exchange_labels reports a fit (RMSE, correlation), against the
cheap label and, on the rows that have it, against the two experts' label.

``--ceiling N`` also asks how far any model of what the seat knows could go: for N
positions drawn from the rows, the cheap label (declarations in full and the open-handed
play) over ``--worlds`` deals the seat cannot tell from its own (the cards it has not
seen dealt at random, the other's exchange by deal_model's broad model).  The mean over
those deals is a predictor from the seat's knowledge alone (a search, not a fitted
model): its error against the rows' labels is an error some evaluator reaches.  The
label's spread within a position would be the floor under any model's error if the
other exchanged as that broad model does; the rows' exploring exchange does not, so
read it as a lower bound only.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from dataclasses import dataclass
from pathlib import Path

import numpy as np

import piquet_exchange_labels as labels
from parlour.ai.piquet import after_exchange as ax
from parlour.ai.piquet.deal_model import broad_exchange, hand_scores
from parlour.ai.piquet.tricks import Solver
from parlour.engine.cards import cards_of, mask_of

FOLDS = labels.FOLDS


def standardise(xa: np.ndarray, xb: np.ndarray):
    mean, scale = xa.mean(axis=0), xa.std(axis=0)
    scale[scale < 1e-9] = 1.0
    return (xa - mean) / scale, (xb - mean) / scale


def suit_holdings(hands: np.ndarray, elder: np.ndarray) -> np.ndarray:
    """One column per suit byte (how many of the four suits hold exactly it), elder's
    columns then the dealer's (zero for the other seat)."""
    counts = np.zeros((len(hands), 256))
    rows = np.arange(len(hands))
    for s in range(4):
        np.add.at(counts, (rows, (hands >> (8 * s)) & 0xFF), 1.0)
    e = elder[:, None].astype(float)
    return np.concatenate([counts * e, counts * (1 - e)], axis=1)


@dataclass
class Network:
    """value = b + relu(z W1 + b1) . w2 + z . skip, z the standardised features."""
    hidden: int = 32
    decay: float = 1e-2
    rate: float = 1e-3
    batch: int = 256
    epochs: int = 300
    patience: int = 20
    seed: int = 0

    def fit_predict(self, xa, ya, xb) -> np.ndarray:
        rng = np.random.default_rng(self.seed)
        za, zb = standardise(xa, xb)
        centre, spread = ya.mean(), ya.std() or 1.0
        t = (ya - centre) / spread
        order = rng.permutation(len(t))
        held, train = order[:len(t) // 10], order[len(t) // 10:]
        n = za.shape[1]
        params = [rng.normal(0, n ** -0.5, (n, self.hidden)), np.zeros(self.hidden),
                  rng.normal(0, self.hidden ** -0.5, self.hidden), np.zeros(1), np.zeros(n)]
        first = [np.zeros_like(p) for p in params]
        second = [np.zeros_like(p) for p in params]
        best, best_params, waited, step = np.inf, params, 0, 0
        for _ in range(self.epochs):
            rng.shuffle(train)
            for i in range(0, len(train), self.batch):
                rows = train[i:i + self.batch]
                step += 1
                grads = self._gradients(params, za[rows], t[rows])
                for p, g, m, v in zip(params, grads, first, second):
                    m *= 0.9
                    m += 0.1 * g
                    v *= 0.999
                    v += 0.001 * g * g
                    p -= self.rate * (m / (1 - 0.9 ** step)) / (
                        np.sqrt(v / (1 - 0.999 ** step)) + 1e-8)
            err = float(np.mean((self._out(params, za[held]) - t[held]) ** 2))
            if err < best:
                best, best_params, waited = err, [p.copy() for p in params], 0
            else:
                waited += 1
                if waited > self.patience:
                    break
        return centre + spread * self._out(best_params, zb)

    @staticmethod
    def _out(params, z):
        w1, b1, w2, b2, skip = params
        return np.maximum(z @ w1 + b1, 0.0) @ w2 + b2[0] + z @ skip

    def _gradients(self, params, z, t):
        w1, b1, w2, _, skip = params
        h = np.maximum(z @ w1 + b1, 0.0)
        e = (h @ w2 + params[3][0] + z @ skip - t) / len(t)
        dh = np.outer(e, w2) * (h > 0)
        d = self.decay
        return [z.T @ dh + d * w1, dh.sum(axis=0), h.T @ e + d * w2, np.array([e.sum()]),
                z.T @ e + d * skip]


def networks(hidden: int, decay: float, seeds: int):
    def fit_predict(xa, ya, xb):
        return np.mean([Network(hidden, decay, seed=s).fit_predict(xa, ya, xb)
                        for s in range(seeds)], axis=0)
    return fit_predict


def out_of_fold(y, fold, models: dict) -> dict:
    """Each model's out-of-fold predictions; ``models``: name -> (features, fit_predict)."""
    return {name: labels._out_of_fold(x, y, fold, fit) for name, (x, fit) in models.items()}


def compare(y, preds: dict, expert=None) -> list[dict]:
    """Each model's report from its predictions; ``expert``: (mask of the positions that
    have the experts' label, that label)."""
    out = []
    for name, pred in preds.items():
        r = labels._report(name, pred, y)
        if expert is not None:
            mask, ye = expert
            r["against_experts"] = labels._report(name, pred[mask], ye)
        out.append(r)
    return out


def worlds_of(p: ax.Position, worlds: int, rng: random.Random):
    """``worlds`` deals alike from where the seat sits, each as (elder's twelve, the
    dealer's) after both exchanges.  Elder does not yet know the dealer's twelve nor the
    talon under the cards he left (and looked at, when he did); the dealer does not know
    elder's twelve nor what elder drew, which are all the cards he has not seen."""
    unseen = cards_of(~(p.hand | p.thrown | p.seen) & 0xFFFFFFFF)
    for _ in range(worlds):
        order = list(unseen)
        rng.shuffle(order)
        if p.elder:       # the dealer draws the cards elder left, then the talon's last
            yield p.hand, broad_exchange(mask_of(order[:12]), cards_of(p.seen) + order[12:],
                                         False, rng)
        else:             # elder drew ``other_took`` cards of the talon's first five
            yield broad_exchange(mask_of(order[:12]), order[12:], True, rng), p.hand


def world_labels(p: ax.Position, worlds: int, rng: random.Random,
                 scoring: str = "ten_or_better") -> list[int]:
    """The cheap label (this seat's points less the other's) in each of worlds_of."""
    solver = Solver(scoring)
    out = []
    for elder, dealer in worlds_of(p, worlds, rng):
        _, he, hd = hand_scores(elder, dealer, p.point_by, p.english)
        value = he - hd + solver.search(elder, dealer, -1, 0, 0)
        out.append(value if p.elder else -value)
    return out


def ceiling(rows: list[dict], n: int, worlds: int, model=None, seed: int = 1) -> dict:
    """The search's predictor and the label's spread on ``n`` positions drawn from
    ``rows`` (see the module docstring); ``model``: a model's out-of-fold predictions by
    position (two a row, elder's first), reported on the same positions."""
    rng = random.Random(seed)
    picks = [(i, k) for i in rng.sample(range(len(rows)), min(n, len(rows)))
             for k in (rng.randrange(2),)]
    means, spreads, ys = [], [], []
    for i, k in picks:
        got = world_labels(labels.position_of_row(rows[i], k), worlds, rng)
        means.append(float(np.mean(got)))
        spreads.append(float(np.var(got, ddof=1)))
        ys.append(rows[i]["dd"]["value"] if k == 0 else -rows[i]["dd"]["value"])
    ys = np.array(ys)
    out = {"positions": len(picks), "worlds": worlds, "label_sd": round(float(ys.std()), 2),
           "spread_within": round(float(np.sqrt(np.mean(spreads))), 2),
           "search": labels._report("mean over the worlds", np.array(means), ys)}
    if model is not None:
        out["model"] = labels._report("the model, out of fold",
                                      model[[2 * i + k for i, k in picks]], ys)
    return out


def main(argv=None) -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--rows", nargs="+", required=True)
    p.add_argument("--penalty", type=float, default=300.0)
    p.add_argument("--hidden", type=int, nargs="*", default=[16, 32, 64])
    p.add_argument("--decay", type=float, default=3e-2)
    p.add_argument("--seeds", type=int, default=3)
    p.add_argument("--ceiling", type=int, default=0,
                   help="also estimate the floor under the error on this many positions")
    p.add_argument("--worlds", type=int, default=24)
    a = p.parse_args(argv)
    rows = [json.loads(line) for path in a.rows
            for line in Path(path).expanduser().read_text(encoding="utf-8").splitlines()]
    rows = [r for r in rows if not r.get("skipped")]
    x, y, _, groups = labels.labelled(rows, "dd")
    # the hands and seats are in the features already: no second pass over the rows
    col = {name: i for i, name in enumerate(ax.FEATURES)}
    hands = (x[:, [col[f"hand.{c}"] for c in range(32)]].astype(np.int64)
             << np.arange(32, dtype=np.int64)).sum(axis=1)
    elder = x[:, col["elder"]] > 0.5
    has_expert = np.array([r.get("expert") is not None for r in rows for _ in (0, 1)])
    ye = np.array([r["expert"] if k == 0 else -r["expert"] for r in rows for k in (0, 1)
                   if r.get("expert") is not None], dtype=float)
    wide = np.concatenate([x, suit_holdings(hands, elder)], axis=1)
    pen = a.penalty
    shipped_form = f"ridge {pen:g}"
    models = {shipped_form: (x, lambda xa, ya, xb: labels._ridge(xa, ya, xb, pen)),
              f"ridge+suits {pen:g}": (wide, lambda xa, ya, xb: labels._ridge(xa, ya, xb, pen))}
    for h in a.hidden:
        models[f"network {h} (x{a.seeds})"] = (x, networks(h, a.decay, a.seeds))
    preds = out_of_fold(y, groups % FOLDS, models)
    report = {"positions": len(y), "label_sd": round(float(y.std()), 2),
              "models": compare(y, preds, (has_expert, ye))}
    if a.ceiling:
        report["ceiling"] = ceiling(rows, a.ceiling, a.worlds, preds[shipped_form])
    print(json.dumps(report, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
