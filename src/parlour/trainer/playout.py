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
from ..odds.opponent import keep_best

WHOLE = (1 << 32) - 1
TRAINEE = 0


@dataclass
class Playout:
    """Scores of each candidate, deal by deal (candidate i played deals 0..n_i - 1).

    ``controls`` (optional) hold, per deal, the exact model's declaration value of the
    cards the trainee actually drew; their mean over every possible draw is known
    exactly (``control_means``), so they serve as a control variate: the reported mean
    is X - b (Y - E[Y]) with b fitted by least squares, which removes the part of the
    noise that comes from the luck of the draw.  ``own`` is the trainee's own points.
    """
    candidates: list[tuple[int, ...]]
    scores: list[list[int]]
    own: list[list[int]] = field(default_factory=list)
    controls: list[np.ndarray] | None = None
    control_means: list[float] | None = None
    seconds: float = 0.0
    notes: list[str] = field(default_factory=list)

    def deals(self, i: int) -> int:
        return len(self.scores[i])

    def adjusted(self, i: int) -> np.ndarray:
        x = np.asarray(self.scores[i], dtype=np.float64)
        if self.controls is None or len(x) < 10:
            return x
        y = self.controls[i][:len(x)]
        vy = y.var()
        if vy <= 1e-12:
            return x
        b = ((x - x.mean()) * (y - y.mean())).mean() / vy
        return x - b * (y - self.control_means[i])

    def raw_mean(self, i: int) -> float:
        return float(np.mean(self.scores[i]))

    def mean(self, i: int) -> float:
        return float(self.adjusted(i).mean())

    def se(self, i: int) -> float:
        z = self.adjusted(i)
        return float(z.std(ddof=1) / np.sqrt(len(z))) if len(z) > 1 else float("inf")

    def diff(self, i: int, j: int) -> tuple[float, float]:
        """Mean and standard error of candidate i minus j over the deals both played
        (the same deals: common random numbers)."""
        n = min(len(self.scores[i]), len(self.scores[j]))
        if n < 2:
            return 0.0, float("inf")
        d = np.asarray(self.scores[i][:n], float) - np.asarray(self.scores[j][:n], float)
        if self.controls is not None and n >= 10:
            # the difference has its own control: the difference of the two draws' values
            e = self.controls[i][:n] - self.controls[j][:n]
            ve = e.var()
            if ve > 1e-12:
                b = ((d - d.mean()) * (e - e.mean())).mean() / ve
                d = d - b * (e - (self.control_means[i] - self.control_means[j]))
        return float(d.mean()), float(d.std(ddof=1) / np.sqrt(n))

    def reaching(self, i: int, need: int) -> float:
        """Share of deals in which the trainee scored at least ``need`` himself."""
        return float(np.mean(np.asarray(self.own[i]) >= need))


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


def _deal_points(state: PiquetState) -> tuple[int, int]:
    """(trainee minus other, trainee's own points) for the deal."""
    points = state.deal_summary(0)["points"]
    return points[TRAINEE] - points[1 - TRAINEE], points[TRAINEE]


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

    def __init__(self, hand, seat: str, deals: int, seed: int, options: dict | None,
                 left_by_elder: int = 0):
        self.seat = seat
        self.options = options
        self.elder_takes = 5 - left_by_elder
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
                # the other (elder) exchanges first; the same for every candidate
                base.apply(Action(1, "exchange", self._thrown(self.elder_takes)[d]))
            self.bases[d] = base
        return base

    def drawn_masks(self, size: int) -> np.ndarray:
        """The cards the trainee draws in each deal when he discards ``size``."""
        first = 0 if self.seat == "elder" else self.elder_takes
        return np.array([sum(1 << c for c in s.stock[first:first + size])
                         for s in self.setups], dtype=np.int64)

    def score(self, cand: tuple[int, ...], d: int) -> tuple[int, int]:
        s = self._base(d).clone()
        s.apply(Action(TRAINEE, "exchange", cand))
        if self.seat == "elder":
            s.apply(Action(1, "exchange", self._thrown(len(s.stock))[d]))
        _play_cards(s)
        return _deal_points(s)


def play_candidates(hand, seat: str, candidates, *, screen: int = 200, leaders: int = 3,
                    max_deals: int = 2000, target_se: float = 1.0,
                    budget: float | None = 4.0, seed: int = 7,
                    options: dict | None = None, left_by_elder: int = 0,
                    exact=None) -> Playout:
    """Screen every candidate on ``screen`` common deals, then let the best ``leaders``
    (by the current means: the lead may change hands) play on over the same deals until
    each has standard error <= ``target_se``, or ``max_deals`` deals, or ``budget``
    seconds in all.

    ``exact``: the hand's ExactTable, to use the declaration value of the actual draw
    as a control variate (see Playout)."""
    candidates = [tuple(sorted(c)) for c in candidates]
    table = _Table(hand, seat, max_deals, seed, options, left_by_elder)
    start = time.perf_counter()
    out = Playout(candidates, [[] for _ in candidates], [[] for _ in candidates])
    if exact is not None:
        from ..odds.exact import draw_values
        rows = [exact.row_of(c) for c in candidates]
        out.controls = [draw_values(exact, r, table.drawn_masks(len(c)))
                        for r, c in zip(rows, candidates)]
        out.control_means = [float(exact.declaration_ev[r]) for r in rows]

    def play(i: int, d: int) -> None:
        diff, own = table.score(candidates[i], d)
        out.scores[i].append(diff)
        out.own[i].append(own)

    screen = min(screen, max_deals)
    for d in range(screen):
        for i in range(len(candidates)):
            play(i, d)
        if budget is not None and d >= 30 and time.perf_counter() - start > budget:
            out.notes.append(f"screening stopped at {d + 1} deals: time budget spent")
            break
    # the leaders play on, each on its own next deals (the same deals for all, in the
    # same order); a candidate that climbs into the lead joins them, so the option
    # ranked first always has the target accuracy (or the budget ran out)
    while True:
        order = sorted(range(len(candidates)), key=lambda i: -out.mean(i))
        active = [i for i in order[:leaders]
                  if out.se(i) > target_se and out.deals(i) < max_deals]
        if not active:
            break
        if budget is not None and time.perf_counter() - start > budget:
            out.notes.append(f"leaders stopped at {max(out.deals(i) for i in active)} "
                             "deals: time budget spent")
            break
        for i in active:
            for d in range(out.deals(i), min(out.deals(i) + 25, max_deals)):
                play(i, d)
    out.seconds = time.perf_counter() - start
    return out
