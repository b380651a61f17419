"""``analyse``: every legal discard of one hand, ranked, as a JSON-ready dict;
``analysis_steps``: the same analysis reporting its progress (progress.py) as it goes.

1. The exact table (parlour.odds.exact) gives every discard's exact chances and its expected
   declaration score (exact over the draw, estimated for the other hand).  This comes
   first, in well under a second: ``ExactOdds``.
2. The most promising discards - the best by declaration value and the best by the club
   player's book rule, which also values tricks and guards - race in full deals
   (playout.Race: common random numbers, the draw's exact declaration value as a control
   variate, the clearly worse dropped as they show), giving the full-deal expected score
   ``ev`` with its standard error ``se``.  An option not yet played whose estimate (below)
   comes near the leader joins the race: it can still be best.  It stops when the best
   option's standard error reaches the target (1 point), or the time budget is spent.
3. Every option is ranked by ``ev``, one comparable number: the full-deal expected score,
   trainee minus other, points a deal.  For an option played out it is the play-outs'
   mean (``ev_basis`` "playout"); for the others it is the declaration value plus the
   average play share measured on the played ones (``ev_basis`` "declarations"), with no
   standard error; without play-outs at all it is the declaration value alone
   (``ev_basis`` "declarations only").

Two played options are "equivalent" when their difference is within two standard errors
of the paired difference (the same deals), i.e. within the noise of the estimate, or
under half a point (nearly the same discard: a real but negligible difference): the
margin of all advice (ai/weighing.as_good_as), by which the hint and the game review
say "as good as" too.
"""
from __future__ import annotations

import time
from typing import Iterator, Sequence

import numpy as np

from ..ai.piquet.discard import ranked_discards
from ..ai.weighing import as_good_as
from ..engine.cards import card_name, mask_of, names, parse_cards
from .chances import chances_of
from ..odds.exact import ELDER, YOUNGER, ExactTable, discard_sizes, exact_table
from .explain import explain
from .playout import Race
from .progress import Estimate, ExactOdds, Finished, PlayoutProgress, Step

JOIN_AT_MOST = 12   # options that may join the race late (each plays the deals so far)
JOIN_Z = 2.0        # ... when their estimate is within this many of the leader's se

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


def candidate_rows(table, seat: str, by_declaration: int = 8, by_book: int = 4,
                   extra=(), left_by_elder: int = 0) -> list[int]:
    """Rows worth playing out: best by exact declaration value, best by the club's
    book valuation (which weighs tricks and guards), and any asked for."""
    order = np.argsort(-table.declaration_ev, kind="stable")
    rows = [int(i) for i in order[:by_declaration]]
    hand = mask_of(table.hand)
    book = []
    for size in discard_sizes(seat, left_by_elder):
        if size == 0:
            continue
        book += ranked_discards(hand, size, 20, seat == YOUNGER, limit=by_book)
    book.sort(key=lambda t: -t[0])
    for _, m in book[:by_book]:
        r = table.row_of(tuple(c for c in table.hand if m >> c & 1))
        if r not in rows:
            rows.append(r)
    for d in extra:
        r = table.row_of(d)
        if r not in rows:
            rows.append(r)
    return rows


def outcome_histogram(scores, width: int = 5) -> dict:
    """Deal scores in bins of ``width`` points: bin i covers start + i*width onwards."""
    arr = np.asarray(scores, dtype=np.int64)
    start = int(arr.min() // width * width)
    counts = np.bincount((arr - start) // width)
    return {"start": start, "width": width, "counts": [int(c) for c in counts]}


def analysis_steps(hand, seat: str = ELDER, *, left_by_elder: int = 0,
                   options: dict | None = None, playout: bool = True,
                   budget: float | None = 4.0, target_se: float = 1.0, extra=(),
                   seed: int = 7, need: int | None = None,
                   write_card=card_name, check=None) -> Iterator[Step]:
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
    rows = candidate_rows(table, seat, extra=extra, left_by_elder=left_by_elder)
    start = time.perf_counter()
    joined = 0
    race = Race(hand, seat, [table.discards[r] for r in rows], target_se=target_se,
                seed=seed, options=options, left_by_elder=left_by_elder, exact=table,
                check=check)
    for _ in race.laps(budget):
        if race.dealt >= race.screen:
            for r in _still_possible(table, race, rows, JOIN_AT_MOST - joined):
                rows.append(r)
                race.add(table.discards[r])
                joined += 1
        yield PlayoutProgress(_estimates(table, race), time.perf_counter() - start,
                              target_se)
    report.take(rows, race, need)
    yield Finished(report.result())


def analyse(hand, seat: str = ELDER, **how) -> dict:
    """Every legal discard of ``hand`` for ``seat``, best first (see the module doc): the
    last step of ``analysis_steps``, which takes the same keywords:

    ``budget``: seconds of play-outs at most (None: no clock); ``target_se``: the best
    option's standard error at which the play-outs stop; ``playout=False``: the exact
    table alone.  ``extra``: discards to play out whatever their rank (the player's own
    choice).  ``need``: points the trainee needs this deal (e.g. to cross the Rubicon):
    played options then carry ``reach_need``, the share of deals in which he scored that
    many, and the explanation weighs it against the average.  ``left_by_elder``,
    ``options`` (the rule options), ``seed``, ``write_card``.
    """
    step = None
    for step in analysis_steps(hand, seat, **how):
        pass
    if not isinstance(step, Finished):
        raise RuntimeError("the analysis stopped before its result")
    return step.result


def _play_share(table: ExactTable, rows: list[int], race: Race) -> float:
    """The average of (full-deal mean - declaration value) over the played options: what
    the play adds, as far as the play-outs have measured it."""
    return float(np.mean([m - table.declaration_ev[r]
                          for (m, _), r in zip(race.estimates(), rows)]))


def _still_possible(table: ExactTable, race: Race, rows: list[int], room: int) -> list[int]:
    """Up to ``room`` options not played yet whose estimate (declaration value + play
    share) comes within JOIN_Z standard errors of the leader: they might still be best."""
    if room <= 0:
        return []
    lead = race.leader()
    bar = race.out.mean(lead) - JOIN_Z * race.out.se(lead) - _play_share(table, rows, race)
    played = set(rows)
    out: list[int] = []
    for r in np.argsort(-table.declaration_ev, kind="stable"):
        if table.declaration_ev[r] < bar or len(out) >= room:
            break
        if int(r) not in played:
            out.append(int(r))
    return out


def _estimates(table: ExactTable, race: Race) -> tuple[Estimate, ...]:
    po = race.out
    racing = set(race.racing)
    est = [Estimate(tuple(names(c)), *e, po.deals(i), i in racing)
           for i, (c, e) in enumerate(zip(po.candidates, race.estimates()))]
    return tuple(sorted(est, key=lambda e: -e.ev))


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
        self.offset = 0.0
        self._chances: list[dict] = []

    def take(self, rows: list[int], race: Race, need: int | None) -> None:
        """Read the play-outs: each played option's estimate, outcomes and equivalence."""
        po = race.out
        self.playout_s = po.seconds
        self.notes += po.notes
        for i, (r, e) in enumerate(zip(rows, race.estimates())):
            self.played[r] = (*e, po.deals(i))
            self.outcomes[r] = outcome_histogram(po.scores[i])
            if need is not None:
                self.reach[r] = po.reaching(i, need)
        best_i = race.leader()
        for i, r in enumerate(rows):
            gap, se = po.diff(best_i, i)
            if i == best_i or as_good_as(gap, se):
                self.equivalent.add(r)
        self.offset = _play_share(self.table, rows, race)

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
                     outcomes=self.outcomes[r])
            if r in self.reach:
                d["reach_need"] = round(self.reach[r], 4)
        else:
            d.update(ev=round(self.ev(r), 3), se=None, deals=0,
                     ev_basis="declarations" if self.played else "declarations only")
        d["equivalent"] = r in self.equivalent
        d["chances"] = self.chances(r)
        return d

    def result(self) -> dict:
        table = self.table
        # one comparable number for every option; among equal ones the played first
        order = sorted(range(len(table)), key=lambda r: (-round(self.ev(r), 3),
                                                         r not in self.played))
        entries = [self.entry(r) for r in order]
        best_ev = entries[0]["ev"]
        for e in entries:
            e["cost"] = round(best_ev - e["ev"], 3)
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
