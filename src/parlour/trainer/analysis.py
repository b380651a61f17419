"""``analyse``: every legal discard of one hand, ranked, as a JSON-ready dict;
``analysis_steps``: the same analysis reporting its progress (progress.py) as it goes.

1. The exact table (parlour.odds.exact) gives every discard's exact chances and its expected
   declaration score (exact over the draw, estimated for the other hand).  This comes
   first, in well under a second: ``ExactOdds``.
2. The verdict is the valuation the hint and the game review read
   (ai/piquet/exchange_valuation.py, at the table position.py sets, from the seed the
   position gives): every discard's value of the whole deal (the trainee's points less
   the other's) by the learned evaluator of the position after the draw, averaged over
   every draw where they are few, else over one common sample of draws; ``se`` the
   standard error of that average over the draws (0 when every draw was counted: the
   evaluator's own error is not in it).  Every option is ranked by that one value, best
   first; a discard's ``cost`` is the best's value less its own, ``cost_se`` the
   standard error of that difference, and one within its margin (weighing.as_good_as)
   is ``equivalent``: no mistake.  So the discard the hint names is the trainer's best
   and is never shown as costly here, nor in the review.
3. ``need`` (points the trainee needs this deal): the evaluator values the difference of
   the two scores, not his own points, so how often a discard makes ``need`` is counted
   in deals played out by the expert's appraisal (the advice's budget): its candidates,
   the trainee's own discard and the valuation's best carry ``reach_need``.  It ranks
   nothing.
"""
from __future__ import annotations

import random
import time
from collections import defaultdict
from typing import Callable, Iterator, Sequence

import numpy as np

from ..ai.brain import Budget
from ..ai.piquet.brain import PiquetBrain
from ..ai.piquet.exchange_valuation import ExchangeValuation, valuation_of
from ..ai.weighing import ADVICE_BUDGET, as_good_as, position_seed
from ..engine.cards import Card, card_name, mask_of, names, parse_cards
from .chances import chances_of
from ..odds.exact import ELDER, YOUNGER, ExactTable, exact_table
from .explain import explain
from .position import position
from .progress import Discards, ExactOdds, Finished, Step

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
                   options: dict | None = None, full_deal: bool = True, extra=(),
                   need: int | None = None, write_card=card_name,
                   check: Callable[[], None] | None = None,
                   budget: Budget = ADVICE_BUDGET) -> Iterator[Step]:
    """The analysis step by step (see the module doc and progress.py).  Stop iterating
    to cancel it: no work is done between steps.  Arguments as for ``analyse``;
    ``write_card`` writes the cards of the explanation (``card_symbol`` for people);
    ``check``, called before every few discards valued and every deal played out,
    raises to stop the analysis in the middle of a step (the window's errand, when the
    player stops it)."""
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
    result, discards = report.ranked()
    yield ExactOdds(result, report.exact_s, discards)
    if not full_deal:
        yield Finished(result, discards)
        return
    place = position(hand, seat, left_by_elder, opts)
    try:
        also = [place.exchange_of(d) for d in extra]
    except StopIteration:
        raise ValueError("the discard asked for is not a legal one") from None
    start = time.perf_counter()
    obs = place.observation           # the hint's and the review's position and seed
    found = valuation_of(obs, place.legal, random.Random(position_seed(obs)), table=table,
                         check=check)
    report.valued_s = time.perf_counter() - start
    if found is not None and report.take(found[0]):
        if need is not None:
            also.append(found[1][found[0].best.mask])
            report.reach_need(_reaches(place, also, need, budget, check))
    else:
        report.notes.append("the evaluator could not value every discard of this hand: "
                            "they are ranked by their declarations alone")
    yield Finished(*report.ranked())


def _reaches(place, also, need: int, budget: Budget, check) -> dict[int, float]:
    """For the expert's candidates and ``also`` (discards), by mask, the share of the
    deals its appraisal played out in which the trainee made ``need`` or more."""
    seen: dict[int, list[int]] = defaultdict(list)
    obs = place.observation
    PiquetBrain().appraise(obs, place.legal, random.Random(position_seed(obs)),
                           _checked(budget, check), also=also,
                           seen=lambda m, mine, his: seen[m].append(mine))
    return {m: sum(p >= need for p in points) / len(points)
            for m, points in seen.items() if points}


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

    ``full_deal=False``: the exact table alone.  ``extra``: discards the player chose
    (checked legal; every discard is valued anyway).  ``need``: points the trainee
    needs this deal (e.g. to cross the Rubicon): the discards the expert's appraisal
    played out (its candidates, ``extra`` and the best) then carry ``reach_need``, the
    share of those deals in which he scored that many, and the explanation weighs it
    against the average.  ``left_by_elder``, ``options`` (the rule options),
    ``write_card``; ``budget``: that appraisal's (the advice's,
    weighing.ADVICE_BUDGET: tests may take fewer samples).
    """
    step = None
    for step in analysis_steps(hand, seat, **how):
        pass
    if not isinstance(step, Finished):
        raise RuntimeError("the analysis stopped before its result")
    return step.result


class _Report:
    """Builds the JSON-ready result, from the exact table alone or with the valuation.
    Every option's chances are computed once, together, and kept."""

    def __init__(self, table: ExactTable, left_by_elder: int, need: int | None,
                 write_card=card_name):
        self.table, self.left_by_elder, self.need = table, left_by_elder, need
        self.write_card = write_card
        self.exact_s = 0.0
        self.valued_s = 0.0
        self.notes: list[str] = []
        self.valued: ExchangeValuation | None = None
        self.masks = [mask_of(d) for d in table.discards]
        self.reach: dict[int, float] = {}           # by mask
        self._chances: list[dict] = []

    def take(self, valued: ExchangeValuation) -> bool:
        """Read the valuation, when it values every discard of the table."""
        if not all(m in valued for m in self.masks):
            return False
        self.valued = valued
        return True

    def reach_need(self, reach: dict[int, float]) -> None:
        self.reach = reach

    def chances(self, r: int) -> dict:
        if not self._chances:
            self._chances = chances_of(self.table, range(len(self.table)))
        return self._chances[r]

    def entry(self, r: int) -> dict:
        table, m = self.table, self.masks[r]
        d = {"discard": names(table.discards[r]),
             "declaration_ev": round(float(table.declaration_ev[r]), 3)}
        if self.valued is not None:
            v = self.valued[m]
            cost, cost_se = self.valued.cost(m)
            d.update(ev=round(v.value, 3), se=round(v.se, 3), draws=v.draws,
                     every_draw=v.every_draw, ev_basis="evaluator",
                     outcomes=outcome_histogram(np.round(self.valued.per_draw(m))),
                     cost=round(max(cost, 0.0), 3), cost_se=round(cost_se, 3),
                     equivalent=m == self.valued.best.mask or as_good_as(cost, cost_se))
            if m in self.reach:
                d["reach_need"] = round(self.reach[m], 4)
        else:
            best = float(table.declaration_ev.max())
            ev = float(table.declaration_ev[r])
            d.update(ev=round(ev, 3), se=None, draws=0, every_draw=False,
                     ev_basis="declarations only", cost=round(best - ev, 3), cost_se=None,
                     equivalent=ev == best)
        d["chances"] = self.chances(r)
        return d

    def order(self) -> list[int]:
        """The table's rows, best first: one value ranks them all, the valuation's (or,
        without it, the declarations'), equal values in the order of their masks."""
        table = self.table
        if self.valued is not None:
            rank = {v.mask: i for i, v in enumerate(self.valued.ranked)}
            return sorted(range(len(table)), key=lambda r: rank[self.masks[r]])
        return sorted(range(len(table)), key=lambda r: (-float(table.declaration_ev[r]),
                                                        self.masks[r]))

    def ranked(self) -> tuple[dict, Discards]:
        """The result, and its options' discards as cards in the order it lists them:
        both from one ranking."""
        order = self.order()
        return (self.result(order),
                tuple(tuple(Card(c) for c in self.table.discards[r]) for r in order))

    def result(self, order: list[int]) -> dict:
        table = self.table
        entries = [self.entry(r) for r in order]
        result = {
            "hand": names(table.hand), "seat": table.seat,
            "assumption": ASSUMPTION[table.seat],
            "left_by_elder": self.left_by_elder,
            "options": entries,
            "timing": {"exact_s": round(self.exact_s, 3),
                       "valued_s": round(self.valued_s, 3)},
            "notes": list(self.notes),
        }
        result["explanation"] = explain(table, result, order, need=self.need,
                                        card=self.write_card)
        return result
