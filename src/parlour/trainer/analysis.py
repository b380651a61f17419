"""``analyse``: every legal discard of one hand, ranked, as a JSON-ready dict;
``analysis_steps``: the same analysis reporting its progress (progress.py) as it goes.

1. The exact table (parlour.odds.exact) gives every discard's exact chances and its expected
   declaration score (exact over the draw, estimated for the other hand).  This comes
   first, in well under a second: ``ExactOdds``.
2. The verdict is the expert's appraisal of the exchange, the one the hint and the game
   review read (PiquetBrain.appraise from the position's own seed within
   weighing.ADVICE_BUDGET, at the table position.py sets): its candidates (the book's
   best and the exact table's) and the player's own discard weighed over the same
   sampled deals, played out in full.  Its best is the best, and a discard's ``cost`` is
   the appraisal's paired difference from it; one within its own margin
   (weighing.as_good_as) is ``equivalent``: no mistake.  So the discard the hint names
   is never shown as costly here, nor in the review.
3. The appraisal's best comes first, then every option by its ``cost`` against it: for
   the weighed (``ev_basis`` "playout") the appraisal's, their ``ev`` its mean full-deal
   score (the trainee's points less the other's); for the others the best's ``ev`` less
   theirs, the declaration value plus the average play share measured on the weighed
   ones (``ev_basis`` "declarations", no standard error, never below 0).  Without
   play-outs at all the declaration value alone ranks them (``ev_basis`` "declarations
   only").
"""
from __future__ import annotations

import random
import time
from collections import defaultdict
from typing import Callable, Iterator, Sequence

import numpy as np

from ..ai.brain import Budget
from ..ai.piquet.appraisal import Appraisal
from ..ai.piquet.brain import PiquetBrain
from ..ai.weighing import ADVICE_BUDGET, as_good_as, position_seed
from ..engine.cards import card_name, cards_of, names, parse_cards
from .chances import chances_of
from ..odds.exact import ELDER, YOUNGER, ExactTable, exact_table
from .explain import explain
from .position import position
from .progress import ExactOdds, Finished, Step

ASSUMPTION = {
    ELDER: "elder discards 1 to 5 and takes as many from the top of the talon",
    YOUNGER: "the dealer (younger): elder is assumed to have taken all five, so the "
             "dealer takes 0 to 3 (plus any cards elder left, when given)",
}


def parse_hand(hand) -> tuple[int, ...]:
    """Twelve different cards, from text ("AH KH ..."), a list of names, or ints."""
    cards = _cards(hand)
    if len(cards) != 12:
        raise ValueError(f"a Piquet hand is twelve cards, not {len(cards)}")
    if len(set(cards)) != 12:
        raise ValueError("a card appears twice in the hand")
    return tuple(sorted(cards))


def _cards(x) -> Sequence[int]:
    if isinstance(x, str):
        return parse_cards(x)
    x = list(x)
    if x and isinstance(x[0], str):
        return parse_cards(x)
    if not all(isinstance(c, int) and 0 <= c < 32 for c in x):
        raise ValueError("cards are written like 10H or QS (or numbered 0 to 31)")
    return list(x)


def outcome_histogram(scores, width: int = 5) -> dict:
    """Deal scores in bins of ``width`` points: bin i covers start + i*width onwards."""
    arr = np.asarray(scores, dtype=np.int64)
    start = int(arr.min() // width * width)
    counts = np.bincount((arr - start) // width)
    return {"start": start, "width": width, "counts": [int(c) for c in counts]}


def analysis_steps(hand, seat: str = ELDER, *, left_by_elder: int = 0,
                   options: dict | None = None, playout: bool = True, extra=(),
                   need: int | None = None, write_card=card_name,
                   check: Callable[[], None] | None = None,
                   budget: Budget = ADVICE_BUDGET) -> Iterator[Step]:
    """The analysis step by step (see the module doc and progress.py).  Stop iterating
    to cancel it: no work is done between steps.  Arguments as for ``analyse``;
    ``write_card`` writes the cards of the explanation (``card_symbol`` for people);
    ``check``, called before every deal played out, raises to stop the analysis in the
    middle of a step (the window's errand, when the player stops it)."""
    if seat not in (ELDER, YOUNGER):
        raise ValueError(f"seat must be elder or younger, not {seat!r}")
    hand = parse_hand(hand)
    extra = [tuple(sorted(_cards(d))) for d in extra]
    opts = options or {}
    t0 = time.perf_counter()
    table = exact_table(hand, seat, left_by_elder=left_by_elder,
                        must_draw=bool(opts.get("dealer_must_draw", False)),
                        english=bool(opts.get("english_point", False)))
    report = _Report(table, left_by_elder, need, write_card)
    report.exact_s = time.perf_counter() - t0
    yield ExactOdds(report.result(), report.exact_s)
    if not playout:
        yield Finished(report.result())
        return
    place = position(hand, seat, left_by_elder, opts)
    try:
        also = [place.exchange_of(d) for d in extra]
    except StopIteration:
        raise ValueError("the discard asked for is not a legal one") from None
    seen: dict[int, list[tuple[int, int]]] = defaultdict(list)
    start = time.perf_counter()
    obs = place.observation           # the review's brain and seed: the hint's appraisal
    appraisal = PiquetBrain().appraise(obs, place.legal, random.Random(position_seed(obs)),
                               _checked(budget, check), also=also,
                               seen=lambda m, mine, his: seen[m].append((mine, his)))
    report.playout_s = time.perf_counter() - start
    if isinstance(appraisal, Appraisal):
        report.take(appraisal, seen, need)
    else:
        report.notes.append("no deal could be sampled for this hand: the discards are "
                            "ranked by their declarations alone")
    yield Finished(report.result())


def _checked(budget: Budget, check: Callable[[], None] | None) -> Budget:
    """The budget whose clock first asks ``check`` (which raises to stop): the samples
    and the thread's time decide as in the hint's budget."""
    if check is None:
        return budget
    clock = budget.clock

    def checked() -> float:
        check()
        return clock()
    return Budget(budget.seconds, budget.samples, checked)


def analyse(hand, seat: str = ELDER, **how) -> dict:
    """Every legal discard of ``hand`` for ``seat``, best first (see the module doc): the
    last step of ``analysis_steps``, which takes the same keywords:

    ``playout=False``: the exact table alone.  ``extra``: discards to weigh whatever
    their rank (the player's own choice).  ``need``: points the trainee needs this deal
    (e.g. to cross the Rubicon): weighed options then carry ``reach_need``, the share of
    sampled deals in which he scored that many, and the explanation weighs it against
    the average.  ``left_by_elder``, ``options`` (the rule options), ``write_card``;
    ``budget``: the appraisal's (the advice's, weighing.ADVICE_BUDGET: tests may take
    fewer samples).
    """
    step = None
    for step in analysis_steps(hand, seat, **how):
        pass
    if not isinstance(step, Finished):
        raise RuntimeError("the analysis stopped before its result")
    return step.result


class _Report:
    """Builds the JSON-ready result, from the exact table alone or with the play-outs.
    Every option's chances are computed once, together, and kept."""

    def __init__(self, table: ExactTable, left_by_elder: int, need: int | None,
                 write_card=card_name):
        self.table, self.left_by_elder, self.need = table, left_by_elder, need
        self.write_card = write_card
        self.exact_s = 0.0
        self.playout_s = 0.0
        self.notes: list[str] = []
        self.played: dict[int, tuple[float, float, int]] = {}
        self.outcomes: dict[int, dict] = {}
        self.reach: dict[int, float] = {}
        self.equivalent: set[int] = set()
        self.costs: dict[int, tuple[float, float]] = {}     # weighed: (cost, its se)
        self.best_row: int | None = None
        self.offset = 0.0
        self._chances: list[dict] = []

    def take(self, appraisal: Appraisal, seen: dict[int, list[tuple[int, int]]],
             need: int | None) -> None:
        """Read the appraisal: each weighed option's mean and its cost against the
        appraisal's best, whether that is within the margin, and its deals' outcomes."""
        tally = appraisal.tally
        for action, m in appraisal.keys.items():
            r = self.table.row_of(tuple(cards_of(m)))
            values = np.asarray(tally.values[m], dtype=float)
            se = float(values.std(ddof=1) / np.sqrt(len(values))) if len(values) > 1 else 0.0
            self.played[r] = (tally.mean(m), se, tally.n)
            cost, cost_se = appraisal.cost(action)
            self.costs[r] = (max(cost, 0.0), cost_se)
            if action == appraisal.best or as_good_as(cost, cost_se):
                self.equivalent.add(r)
            points = seen.get(m, [])
            if points:
                self.outcomes[r] = outcome_histogram([a - b for a, b in points])
                if need is not None:
                    self.reach[r] = sum(a >= need for a, _ in points) / len(points)
        self.best_row = self.table.row_of(tuple(cards_of(appraisal.keys[appraisal.best])))
        self.offset = float(np.mean([self.played[r][0] - self.table.declaration_ev[r]
                                     for r in self.played]))

    def chances(self, r: int) -> dict:
        if not self._chances:
            self._chances = chances_of(self.table, range(len(self.table)))
        return self._chances[r]

    def ev(self, r: int) -> float:
        if r in self.played:
            return self.played[r][0]
        return float(self.table.declaration_ev[r]) + self.offset

    def entry(self, r: int) -> dict:
        table = self.table
        d = {"discard": names(table.discards[r]),
             "declaration_ev": round(float(table.declaration_ev[r]), 3)}
        if r in self.played:
            m, se, n = self.played[r]
            d.update(ev=round(m, 3), se=round(se, 3), deals=n, ev_basis="playout",
                     outcomes=self.outcomes.get(r, outcome_histogram([0])),
                     cost_se=round(self.costs[r][1], 3))
            if r in self.reach:
                d["reach_need"] = round(self.reach[r], 4)
        else:
            d.update(ev=round(self.ev(r), 3), se=None, deals=0,
                     ev_basis="declarations" if self.played else "declarations only",
                     cost_se=None)
        d["equivalent"] = r in self.equivalent
        d["chances"] = self.chances(r)
        return d

    def result(self) -> dict:
        table = self.table
        # the appraisal's best at the head, then every other by its cost against it (the
        # appraisal's for the weighed, from their estimate for the others), the weighed
        # first among equal costs
        best_ev = self.ev(self.best_row) if self.best_row is not None else \
            max(self.ev(r) for r in range(len(table)))

        def cost(r: int) -> float:
            return self.costs[r][0] if r in self.costs else max(0.0, best_ev - self.ev(r))
        order = sorted(range(len(table)), key=lambda r: (r != self.best_row,
                                                         round(cost(r), 3),
                                                         r not in self.played,
                                                         -round(self.ev(r), 3)))
        entries = [self.entry(r) for r in order]
        for r, e in zip(order, entries):
            e["cost"] = round(cost(r), 3)
        result = {
            "hand": names(table.hand), "seat": table.seat,
            "assumption": ASSUMPTION[table.seat],
            "left_by_elder": self.left_by_elder,
            "options": entries,
            "timing": {"exact_s": round(self.exact_s, 3),
                       "playout_s": round(self.playout_s, 3)},
            "notes": list(self.notes),
        }
        result["explanation"] = explain(table, result, order, need=self.need,
                                        card=self.write_card)
        return result
