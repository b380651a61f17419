"""The full-deal expected score of a few discards: deals played out through the engine.

For each sampled deal (the other hand and the talon order, drawn uniformly from the cards
the trainee has not seen) every candidate discard is played in the SAME deal (common
random numbers), so the differences between candidates are far less noisy than the
scores themselves.  The deal runs through PiquetState (exchange, full declarations in
the book's dialogue, pic and repic, twelve tricks).  The other hand's discard is the
trainer's keep-value rule (opponent.keep_best, the same model as the exact estimate,
made before he sees his draw, and vectorised over all deals at once); the cards are
played by the club player's lead and follow rules (parlour.ai.piquet.tricks) for both
hands, read straight off the engine's masks for speed.  The trainee's own play after
the candidate discard is that same policy: the score measures the discard, not the
trainee's card play.

Candidates are first screened on the same deals; the leaders then play on until their
standard error reaches the target or the time budget is spent.

The score of a deal is the trainee's points minus the other's for that deal.
"""
from __future__ import annotations

import random
import time
from dataclasses import dataclass, field

import numpy as np

from ..ai.piquet.tricks import choose_follow, choose_lead
from ..engine.cards import cards_of
from ..engine.core import Action, DealSetup
from ..engine.piquet import PiquetState
from .opponent import keep_best

WHOLE = (1 << 32) - 1
TRAINEE = 0


@dataclass
class Playout:
    """Scores of each candidate, deal by deal (candidate i played deals 0..n_i - 1)."""
    candidates: list[tuple[int, ...]]
    scores: list[list[int]]
    seconds: float = 0.0
    notes: list[str] = field(default_factory=list)

    def deals(self, i: int) -> int:
        return len(self.scores[i])

    def mean(self, i: int) -> float:
        return float(np.mean(self.scores[i]))

    def se(self, i: int) -> float:
        n = len(self.scores[i])
        return float(np.std(self.scores[i], ddof=1) / np.sqrt(n)) if n > 1 else float("inf")

    def diff(self, i: int, j: int) -> tuple[float, float]:
        """Mean and standard error of candidate i minus j over the deals both played
        (the same deals: common random numbers)."""
        n = min(len(self.scores[i]), len(self.scores[j]))
        if n < 2:
            return 0.0, float("inf")
        d = np.asarray(self.scores[i][:n], float) - np.asarray(self.scores[j][:n], float)
        return float(d.mean()), float(d.std(ddof=1) / np.sqrt(n))


def _other_discards(setups, size: int, seat: str) -> list[tuple[int, ...]]:
    """The other player's discard of ``size`` cards in every deal, all at once."""
    held = np.zeros((len(setups), 32), dtype=bool)
    for i, s in enumerate(setups):
        held[i, s.hands[1]] = True
    kept = keep_best(held, size)
    thrown = held & ~kept
    return [tuple(int(c) for c in np.flatnonzero(row)) for row in thrown]


def _play_cards(state: PiquetState) -> None:
    """Declarations in full, then the twelve tricks by the club policy."""
    while state.phase == "declare":
        state.apply(state.auto_action())
    played = 0
    while state.phase == "play":
        seat = state.turn
        hand = state.hands[seat]
        out = WHOLE & ~hand & ~played & ~state.discards[seat] & ~state.seen[seat]
        c = choose_follow(hand, state.lead, out) if state.lead >= 0 else choose_lead(hand, out)
        state.apply(Action(seat, "play", (c,)))
        played |= 1 << c


def _deal_score(state: PiquetState) -> int:
    points = state.deal_summary(0)["points"]
    return points[TRAINEE] - points[1 - TRAINEE]


def sample_setups(hand, seat: str, n: int, seed: int) -> list[DealSetup]:
    """``n`` deals consistent with the trainee's hand; the trainee is seat 0 and is elder
    (the other deals) or the dealer."""
    rng = random.Random(seed)
    hand = sorted(hand)
    unseen = [c for c in range(32) if c not in hand]
    dealer = 1 if seat == "elder" else 0
    out = []
    for _ in range(n):
        rng.shuffle(unseen)
        out.append(DealSetup(dealer, [list(hand), sorted(unseen[:12])], list(unseen[12:])))
    return out


class _Table:
    """Plays candidates on the sampled deals, remembering the other's discards."""

    def __init__(self, hand, seat: str, deals: int, seed: int, options: dict | None):
        self.seat = seat
        self.options = options
        self.setups = sample_setups(hand, seat, deals, seed)
        self.thrown: dict[int, list[tuple[int, ...]]] = {}
        self.bases: dict[int, PiquetState] = {}

    def _thrown(self, size: int) -> list[tuple[int, ...]]:
        if size not in self.thrown:
            self.thrown[size] = _other_discards(self.setups, size, self.seat)
        return self.thrown[size]

    def _base(self, d: int) -> PiquetState:
        base = self.bases.get(d)
        if base is None:
            base = PiquetState(options=self.options, deals=[self.setups[d]])
            if self.seat == "younger":
                # the other (elder) takes all five; his choice is the same for every candidate
                base.apply(Action(1, "exchange", self._thrown(5)[d]))
            self.bases[d] = base
        return base

    def score(self, cand: tuple[int, ...], d: int) -> int:
        s = self._base(d).clone()
        s.apply(Action(TRAINEE, "exchange", cand))
        if self.seat == "elder":
            s.apply(Action(1, "exchange", self._thrown(len(s.stock))[d]))
        _play_cards(s)
        return _deal_score(s)


def play_candidates(hand, seat: str, candidates, *, screen: int = 200, leaders: int = 3,
                    max_deals: int = 2000, target_se: float = 1.0,
                    budget: float | None = 4.0, seed: int = 7,
                    options: dict | None = None) -> Playout:
    """Screen every candidate on ``screen`` common deals, then let the best ``leaders``
    play on (same deals again) until each has standard error <= ``target_se``, or
    ``max_deals`` deals, or ``budget`` seconds in all."""
    candidates = [tuple(sorted(c)) for c in candidates]
    table = _Table(hand, seat, max_deals, seed, options)
    start = time.perf_counter()
    out = Playout(candidates, [[] for _ in candidates])
    screen = min(screen, max_deals)
    for d in range(screen):
        for i, cand in enumerate(candidates):
            out.scores[i].append(table.score(cand, d))
        if budget is not None and d >= 30 and time.perf_counter() - start > budget:
            out.notes.append(f"screening stopped at {d + 1} deals: time budget spent")
            break
    order = sorted(range(len(candidates)), key=lambda i: -out.mean(i))
    active = order[:leaders]
    d = len(out.scores[active[0]]) if active else max_deals
    while active and d < max_deals:
        if budget is not None and time.perf_counter() - start > budget:
            out.notes.append(f"leaders stopped at {d} deals: time budget spent")
            break
        for i in active:
            out.scores[i].append(table.score(candidates[i], d))
        d += 1
        if d % 25 == 0:
            active = [i for i in active if out.se(i) > target_se]
    out.seconds = time.perf_counter() - start
    return out
