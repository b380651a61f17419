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

Candidates race on the same deals (Race): those clearly behind the leader drop out, the
rest play on until the leader's standard error reaches the target or the time budget is
spent.

The score of a deal is the trainee's points minus the other's for that deal.
"""
from __future__ import annotations

import random
import time
from dataclasses import dataclass, field
from typing import Iterator

import numpy as np

from ..ai.piquet.tricks import choose_follow, choose_lead
from ..engine.actions import PLAY, Exchange
from ..engine.cards import PIQUET_PACK_MASK
from ..engine.core import DealSetup
from ..engine.piquet import PiquetState
from ..engine.piquet.phase import DECLARE, PLAY as PLAYING
from ..odds.exact import draw_values
from ..odds.opponent import keep_best

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
        controls, means = self.controls, self.control_means
        if controls is None or means is None or len(x) < 10:
            return x
        y = controls[i][:len(x)]
        vy = y.var()
        if vy <= 1e-12:
            return x
        b = ((x - x.mean()) * (y - y.mean())).mean() / vy
        return x - b * (y - means[i])

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
        controls, means = self.controls, self.control_means
        if controls is not None and means is not None and n >= 10:
            # the difference has its own control: the difference of the two draws' values
            e = controls[i][:n] - controls[j][:n]
            ve = e.var()
            if ve > 1e-12:
                b = ((d - d.mean()) * (e - e.mean())).mean() / ve
                d = d - b * (e - (means[i] - means[j]))
        return float(d.mean()), float(d.std(ddof=1) / np.sqrt(n))

    def estimate(self, i: int, ref: int) -> tuple[float, float]:
        """Candidate i's mean and standard error, comparable with ``ref``'s when i
        played fewer deals (dropped from a race): ``ref``'s mean over all its deals plus
        the paired difference over the deals both played.  A mean over the first deals
        alone would carry those deals' luck, which the common deals cancel."""
        if self.deals(i) >= self.deals(ref):
            return self.mean(i), self.se(i)
        gap, se = self.diff(i, ref)
        return self.mean(ref) + gap, float(np.hypot(self.se(ref), se))

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
    while state.phase is DECLARE:
        action = state.auto_action()
        if action is None:
            raise RuntimeError("a Piquet declaration with no answer in full")
        state.apply(action)
    played = 0
    while state.phase is PLAYING:
        seat = state.turn
        hand = state.hands[seat]
        out = PIQUET_PACK_MASK & ~hand & ~played & ~state.discards[seat] & ~state.seen[seat]
        c = choose_follow(hand, state.lead, out) if state.lead >= 0 else choose_lead(hand, out)
        state.apply(PLAY[seat][c])
        played |= 1 << c


def _deal_points(state: PiquetState) -> tuple[int, int]:
    """(trainee minus other, trainee's own points) for the deal (the engine's own sum of
    its scoring events, without building the deal's words)."""
    points = state.deal_points_list[-1]
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
                base.apply(Exchange(1, self._thrown(self.elder_takes)[d]))
            self.bases[d] = base
        return base

    def drawn_masks(self, size: int) -> np.ndarray:
        """The cards the trainee draws in each deal when he discards ``size``."""
        first = 0 if self.seat == "elder" else self.elder_takes
        return np.array([sum(1 << c for c in s.stock[first:first + size])
                         for s in self.setups], dtype=np.int64)

    def score(self, cand: tuple[int, ...], d: int) -> tuple[int, int]:
        s = self._base(d).clone()
        s.apply(Exchange(TRAINEE, cand))
        if self.seat == "elder":
            s.apply(Exchange(1, self._thrown(len(s.stock))[d]))
        _play_cards(s)
        return _deal_points(s)


def _carry_on() -> None:
    """A race nobody stops."""


class Race:
    """Candidates played deal by deal in step, the clearly worse dropped as they show.

    Every racing candidate has played the same deals 0..``dealt`` - 1 (common random
    numbers).  Once all have played ``screen`` deals, a candidate behind the leader by
    more than ``drop_z`` standard errors of their paired difference, less
    ``tolerance`` (by default ``target_se``), stops: it cannot still be best by more
    than the tolerance.  The race is settled when the leader's standard error is at most
    ``target_se`` (the others still racing have played as many deals, so theirs are
    about as small), or every racing candidate has played ``max_deals``; if a dropped
    candidate's comparable estimate (see Playout.estimate) is then above the leader's
    (it was dropped behind a leader that later fell back), it comes back and the race
    goes on.

    ``add`` brings in a candidate late: it first plays the deals the others have.
    ``exact``: the hand's ExactTable, to use the declaration value of the actual draw
    as a control variate (see Playout).  ``check``: called before every deal played,
    it raises to stop the race at once (the window's Stop), even in the middle of a
    step."""

    def __init__(self, hand, seat: str, candidates=(), *, screen: int = 50,
                 batch: int = 25, max_deals: int = 2000, target_se: float = 1.0,
                 drop_z: float = 2.5, tolerance: float | None = None, seed: int = 7, options: dict | None = None,
                 left_by_elder: int = 0, exact=None, check=None):
        self.check = check if check is not None else _carry_on
        self.screen, self.batch, self.max_deals = min(screen, max_deals), batch, max_deals
        self.target_se, self.drop_z = target_se, drop_z
        # the race settles the leader to within target_se: finer differences than that
        # are not worth the deals it takes to tell them apart
        self.tolerance = target_se if tolerance is None else tolerance
        self.exact = exact
        self.table = _Table(hand, seat, max_deals, seed, options, left_by_elder)
        self.out = Playout([], [], [])
        if exact is not None:
            self.out.controls, self.out.control_means = [], []
        self.racing: list[int] = []
        self.dealt = 0
        for c in candidates:
            self.add(c)

    def add(self, candidate) -> int:
        """Race ``candidate`` too; returns its index."""
        cand = tuple(sorted(candidate))
        out = self.out
        i = len(out.candidates)
        out.candidates.append(cand)
        out.scores.append([])
        out.own.append([])
        if self.exact is not None and out.controls is not None and out.control_means is not None:
            r = self.exact.row_of(cand)
            out.controls.append(draw_values(self.exact, r, self.table.drawn_masks(len(cand))))
            out.control_means.append(float(self.exact.declaration_ev[r]))
        self.racing.append(i)
        for d in range(self.dealt):
            self._play(i, d)
        return i

    def _play(self, i: int, d: int) -> None:
        self.check()
        diff, own = self.table.score(self.out.candidates[i], d)
        self.out.scores[i].append(diff)
        self.out.own[i].append(own)

    def leader(self) -> int:
        return max(self.racing, key=self.out.mean)

    def estimates(self) -> list[tuple[float, float]]:
        """Every candidate's mean and standard error, comparable with every other's (see
        Playout.estimate): the leader is found once for them all."""
        lead = self.leader()
        return [self.out.estimate(i, lead) for i in range(len(self.out.candidates))]

    def settled(self) -> bool:
        if not self.racing:
            return True
        if self.dealt >= self.max_deals:
            return True
        return self.dealt >= self.screen and self.out.se(self.leader()) <= self.target_se

    def step(self) -> None:
        """The next batch of deals for every racing candidate, then drop the clearly
        worse."""
        hi = min(self.dealt + self.batch, self.max_deals)
        for d in range(self.dealt, hi):
            for i in self.racing:
                self._play(i, d)
        self.dealt = hi
        if self.dealt >= self.screen:
            self._sort_out()

    def laps(self, budget: float | None = None) -> Iterator[None]:
        """Step until settled or ``budget`` seconds are spent (every candidate plays its
        first ``screen`` deals whatever the clock says), yielding after each step;
        ``out.seconds`` is the time the laps took."""
        start = time.perf_counter()
        try:
            while not (self.settled() and not self._revive()):
                if (budget is not None and self.dealt >= self.screen
                        and time.perf_counter() - start > budget):
                    self.out.notes.append(f"play-outs stopped at {self.dealt} deals: time "
                                          "budget spent")
                    return
                self.step()
                yield
        finally:
            self.out.seconds = time.perf_counter() - start

    def _sort_out(self) -> None:
        """Drop the racing candidates clearly behind the leader."""
        lead = self.leader()
        self.racing = [i for i in self.racing if i == lead or not self._clearly_behind(lead, i)]

    def _revive(self) -> bool:
        """Bring back any dropped candidate whose comparable estimate is now above the
        leader's (it was dropped behind a leader that later fell back): it plays the
        deals it missed and races again.  True if one came back."""
        lead = self.leader()
        top = self.out.mean(lead)
        back = [i for i in range(len(self.out.candidates))
                if i not in self.racing and self.out.estimate(i, lead)[0] > top]
        for i in back:
            for d in range(self.out.deals(i), self.dealt):
                self._play(i, d)
            self.racing.append(i)
        return bool(back)

    def _clearly_behind(self, lead: int, i: int) -> bool:
        """Behind by more than ``drop_z`` standard errors of the paired difference, less
        ``tolerance``: one that can beat the leader by no more than that is as good as
        dropped (nearly the same discard, not worth more deals to tell apart)."""
        gap, se = self.out.diff(lead, i)
        return gap > self.drop_z * se - self.tolerance


def play_candidates(hand, seat: str, candidates, *, screen: int = 50,
                    max_deals: int = 2000, target_se: float = 1.0,
                    budget: float | None = 4.0, seed: int = 7,
                    options: dict | None = None, left_by_elder: int = 0,
                    exact=None) -> Playout:
    """Race ``candidates`` (see Race) until settled or ``budget`` seconds are spent."""
    race = Race(hand, seat, candidates, screen=screen, max_deals=max_deals,
                target_se=target_se, seed=seed, options=options,
                left_by_elder=left_by_elder, exact=exact)
    for _ in race.laps(budget):
        pass
    return race.out
