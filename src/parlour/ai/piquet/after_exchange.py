"""The value of a Piquet deal seen from one seat just after its own draw: a learned
evaluator (issue 29, item 1), linear on features of what the seat knows.

What the seat knows then (``Position``): its twelve cards, the cards it threw, any card
it has seen besides (a look at the talon's rest), whether it is elder, how many cards it
took, how many the other took (known to the dealer, not yet to elder), and the score of
the partie.  Nothing else: the features come from the seat's observation alone.  Besides
the cards themselves (as bits, and suit-blind: lengths, honours, guards, sets), what its
declarations hold exactly and what they are worth against the other hand as the
trainer's exact table reckons it (odds.exact.declaration_parts).

The value is the deal's points for the seat less the other's, as the labels made by
``benchmarks/piquet_exchange_labels.py`` measure it (see there what plays the rest of the
deal).  The model is ridge regression fitted offline (``fit``); at play time it is a dot
product in numpy.  Its weights live in a small JSON file (``save``/``load``) that names
each feature, so a file made for other features is refused rather than misread.

Used by the expert for elder's exchange (learned_exchange.py: every discard valued over
common draws at once, the best few weighed by the play-outs), and by the one valuation
of an exchange that the hint, the review and the trainer read (exchange_valuation.py).
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import numpy as np

from ...engine.piquet.dialogue import held, score_of
from ...odds.exact import ELDER, declaration_parts, other_takes
from ...odds.opponent import OpponentOdds, opponent_odds
from .seat_masks import SeatMasks

RANKS = 8            # Seven .. Ace, the low three bits of a card
SUITS = 4
TOP = (7, 6, 5, 4, 3)          # Ace, King, Queen, Jack, Ten: the honours a suit is read by
FORMAT = "parlour.piquet.after_exchange/1"
WEIGHTS = Path(__file__).with_name("after_exchange.json")
# the other's holdings sampled for the worth of the declarations: as many, and seeded
# alike, as the exact table's own (odds.exact.exact_table), so that the worth a position
# is fitted with is the one the learned exchange reckons at play time
ODDS_SAMPLES = 3000


@dataclass(frozen=True)
class Position:
    """What one seat knows just after its draw (card masks, bit c = card c)."""
    hand: int
    thrown: int
    seen: int                  # other cards it has seen (the talon's rest it looked at)
    elder: bool
    took: int
    other_took: int            # -1: not known yet (elder, before the dealer draws)
    mine: int = 0              # the partie's score, this seat's and the other's
    theirs: int = 0
    point_by: str = "value"
    english: bool = False
    drawn: int = 0             # which of ``hand`` it drew (its hand before: hand - drawn)

    def as_row(self) -> dict:
        return {"hand": self.hand, "thrown": self.thrown, "seen": self.seen,
                "elder": self.elder, "took": self.took, "other_took": self.other_took,
                "mine": self.mine, "theirs": self.theirs, "point_by": self.point_by,
                "english": self.english, "drawn": self.drawn}

    @classmethod
    def from_row(cls, row: dict) -> "Position":
        return cls(**{k: row[k] for k in cls.__dataclass_fields__ if k in row})


def position_of(obs, seat: int, drawn: int = 0) -> Position:
    """The position of ``seat`` read from its observation (after its own exchange);
    ``drawn``: the cards it drew (the observation does not say which they were)."""
    known = SeatMasks(obs, seat)
    took = obs.exchanged[seat] or 0
    totals = obs.totals or (0, 0)
    return Position(hand=known.hand, thrown=known.discards, seen=known.talon_seen,
                    elder=known.elder, took=took, other_took=other_took(known),
                    mine=totals[seat], theirs=totals[1 - seat], point_by=known.point_by,
                    english=known.english, drawn=drawn)


def other_took(known: SeatMasks) -> int:
    """How many cards the other took, as Position keeps it: -1 while not known."""
    other = known.obs.exchanged[1 - known.seat]
    return -1 if other is None else other


def _suit_features(b: int) -> list[float]:
    """One suit (its byte): its length, its honours, its guards, and the Ace, King and
    Queen by the suit's length (an Ace heading six runs; a bare King falls)."""
    n = b.bit_count()
    length = [float(n == k) for k in range(9)]
    out = length + [float(b >> r & 1) for r in TOP]
    out += [float(b >> 6 & 1 and n >= 2), float(b >> 5 & 1 and n >= 3)]     # guards
    for r in TOP[:3]:
        out += [x * (b >> r & 1) for x in length]
    return out


SUIT_FEATURES = tuple(tuple(_suit_features(b)) for b in range(256))   # by suit byte


def _suit_block(hand: int) -> list[float]:
    """Suit-blind features, additive over the suits (so a linear value is a table look-up
    per suit byte: every discard and draw can be valued at once): each suit's features
    summed; the count held of each rank."""
    rows = [SUIT_FEATURES[hand >> (8 * s) & 0xFF] for s in range(SUITS)]
    out = [sum(col) for col in zip(*rows)]
    for r in range(RANKS):
        n = sum(hand >> (8 * s + r) & 1 for s in range(SUITS))
        out += [float(n == k) for k in range(1, 5)]
    return out


def _declaration_block(p: Position) -> list[float]:
    """What the seat now holds to declare, exactly: its point (cards and pips), its
    sequences and sets and what they score in full."""
    point = held("point", p.hand, p.point_by)
    cards = point[0].count if point else 0
    pips = point[0].value if point else 0
    seqs = held("sequence", p.hand, p.point_by)
    sets = held("set", p.hand, p.point_by)
    longest = max((s.length for s in seqs), default=0)
    return [cards / 8, pips / 70, longest / 8,
            sum(score_of("sequence", s, p.english) for s in seqs) / 20,
            sum(score_of("set", s, p.english) for s in sets) / 20,
            float(any(s.count == 4 for s in sets))] + _declaration_worth(p)


def _declaration_worth(p: Position) -> list[float]:
    """What the seat's declarations are worth against the other hand, as the trainer's
    exact table reckons it for one draw (odds.exact.declaration_parts: the other's
    twelve dealt from the cards this seat has not seen, his exchange by a keep-value
    rule), by class and in all."""
    parts = declaration_parts([p.hand], other_odds(p), p.english)
    values = [float(parts[k][0]) for k in ("point", "sequence", "set", "repic")]
    return [v / 10 for v in values] + [sum(values) / 10]


def other_odds(p: Position) -> OpponentOdds:
    """The other hand's declaration odds as the exact table reckons them at this seat's
    exchange, before its draw (odds.exact.exact_table): he holds twelve of the twenty
    cards not dealt to it after exchanging as many as he took (or, not known yet, as
    the exact table's model has him take).  The same odds serve every draw of a size,
    so the learned exchange values a discard over many draws at once."""
    take = p.other_took if p.other_took >= 0 else other_takes(ELDER, p.took, 0)
    return odds_before_draw(p.hand & ~p.drawn | p.thrown, take, p.english)


@lru_cache(maxsize=256)
def odds_before_draw(dealt: int, take: int, english: bool) -> OpponentOdds:
    """The other hand's declaration odds, as the exact table reckons them, against a
    seat dealt ``dealt`` when he exchanges ``take`` cards."""
    pool = [c for c in range(32) if not dealt >> c & 1]
    return opponent_odds(pool, max(0, min(take, len(pool) - 12)), n=ODDS_SAMPLES, seed=1,
                         english=english)


def _names() -> list[str]:
    names = [f"hand.{c}" for c in range(32)] + [f"thrown.{c}" for c in range(32)] \
        + [f"seen.{c}" for c in range(32)]
    names += ["elder", "took", "score.mine", "score.theirs"]
    names += [f"other_took.{k}" for k in range(-1, 6)]
    block = [f"suits.len{k}" for k in range(9)] + [f"suits.top{r}" for r in TOP]
    block += ["suits.guarded_king", "suits.guarded_queen"]
    block += [f"suits.top{r}.len{k}" for r in TOP[:3] for k in range(9)]
    block += [f"rank{r}.held{k}" for r in range(RANKS) for k in range(1, 5)]
    block += ["point.cards", "point.pips", "sequence.longest", "sequence.score",
              "set.score", "set.quatorze"]
    block += [f"worth.{k}" for k in ("point", "sequence", "set", "repic", "all")]
    for side in ("elder", "younger"):
        names += [f"{side}.{n}" for n in block]
    return names


FEATURES: tuple[str, ...] = tuple(_names())


def features(p: Position) -> np.ndarray:
    """The feature vector of a position (float64, in the order of FEATURES).  The hand's
    suit-blind and declaration features appear twice, once live for each of elder and
    dealer (zero for the other), since a card is worth differently in each hand."""
    head = [float(p.hand >> c & 1) for c in range(32)] \
        + [float(p.thrown >> c & 1) for c in range(32)] \
        + [float(p.seen >> c & 1) for c in range(32)]
    head += [float(p.elder), p.took / 5, p.mine / 100, p.theirs / 100]
    head += [float(p.other_took == k) for k in range(-1, 6)]
    block = _suit_block(p.hand) + _declaration_block(p)
    zero = [0.0] * len(block)
    return np.array(head + (block + zero if p.elder else zero + block), dtype=np.float64)


@dataclass(frozen=True)
class Evaluator:
    """value(p) = bias + ((features(p) - mean) / scale) . weights."""
    weights: np.ndarray
    mean: np.ndarray
    scale: np.ndarray
    bias: float
    names: tuple[str, ...] = FEATURES
    about: str = ""             # how it was fitted: data, labels, penalty, error

    def value(self, p: Position) -> float:
        return self.values(features(p)[None, :])[0]

    def values(self, x: np.ndarray) -> np.ndarray:
        return self.bias + ((x - self.mean) / self.scale) @ self.weights

    def save(self, path: Path) -> None:
        doc = {"format": FORMAT, "about": self.about, "features": list(self.names),
               "bias": self.bias, "mean": self.mean.tolist(), "scale": self.scale.tolist(),
               "weights": self.weights.tolist()}
        Path(path).write_text(json.dumps(doc, separators=(",", ":")) + "\n", encoding="utf-8")


def load(path: Path = WEIGHTS) -> Evaluator:
    """The evaluator saved at ``path``; ValueError when it was made for other features."""
    doc = json.loads(Path(path).read_text(encoding="utf-8"))
    if doc.get("format") != FORMAT or tuple(doc.get("features", ())) != FEATURES:
        raise ValueError(f"{path}: weights for other features than these")
    return Evaluator(np.array(doc["weights"], dtype=np.float64),
                     np.array(doc["mean"], dtype=np.float64),
                     np.array(doc["scale"], dtype=np.float64), float(doc["bias"]),
                     FEATURES, doc.get("about", ""))


@lru_cache(maxsize=1)
def shipped() -> Evaluator:
    """The evaluator whose weights ship beside this module, read once: the players and
    the valuation share it (learned_exchange caches its unrolled form by the object)."""
    return load()


def fit(x: np.ndarray, y: np.ndarray, penalty: float, about: str = "") -> Evaluator:
    """Ridge regression on standardised features (a feature that never varies keeps
    scale 1 and gets no weight); the bias is the labels' mean, unpenalised."""
    mean = x.mean(axis=0)
    scale = x.std(axis=0)
    scale[scale < 1e-9] = 1.0
    z = (x - mean) / scale
    bias = float(y.mean())
    a = z.T @ z + penalty * np.eye(z.shape[1])
    w = np.linalg.solve(a, z.T @ (y - bias))
    return Evaluator(w, mean, scale, bias, FEATURES, about)


def before_the_draw(model: Evaluator, dealt: int, thrown: int, elder: bool, other_took: int,
                    rng, draws: int = 64, left: int = 0, **rest) -> float:
    """The evaluator's value of throwing ``thrown`` from the twelve ``dealt``, before
    the draw: its mean over ``draws`` draws from the twenty cards this seat has not seen
    (every draw of that size is alike likely from where it sits; as dealer it also
    sees the ``left`` cards left after its draw).  ``rest``: Position's other fields.
    One position at a time, for the labels' fit (benchmarks/piquet_exchange_labels.py);
    the players value every discard at once (learned_exchange.discard_values)."""
    unseen = [c for c in range(32) if not dealt >> c & 1]
    took = thrown.bit_count()
    kept = dealt & ~thrown
    total = 0.0
    for _ in range(draws):
        order = rng.sample(unseen, took + left)
        hand = kept
        for c in order[:took]:
            hand |= 1 << c
        seen = 0
        for c in order[took:]:
            seen |= 1 << c
        total += model.value(Position(hand=hand, thrown=thrown, seen=seen, elder=elder,
                                      took=took, other_took=other_took,
                                      drawn=hand & ~kept, **rest))
    return total / draws
