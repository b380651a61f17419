"""``analyse``: every legal discard of one hand, ranked, as a JSON-ready dict.

1. The exact table (parlour.odds.exact) gives every discard's exact chances and its expected
   declaration score (exact over the draw, estimated for the other hand).
2. The most promising discards - the best by declaration value and the best by the club
   player's book rule, which also values tricks and guards - are played out in full deals
   (playout.py, common random numbers, the draw's exact declaration value as a control
   variate), giving the full-deal expected score ``ev`` with its standard error ``se``.
3. Options that were played out come first, best ``ev`` first.  The others follow, ranked
   by declaration value; their ``ev`` is that value plus the average play share measured
   on the played ones (``ev_basis`` says which), with no standard error.

Two played options are "equivalent" when their difference is within two standard errors
of the paired difference (the same deals), i.e. within the noise of the estimate, or
under half a point (nearly the same discard: a real but negligible difference).
"""
from __future__ import annotations

import time

import numpy as np

from ..ai.piquet.discard import ranked_discards
from ..engine.cards import mask_of, names, parse_cards
from .chances import chances
from ..odds.exact import ELDER, YOUNGER, discard_sizes, exact_table
from .explain import explain
from .playout import play_candidates

NOISE_Z = 2.0
NOISE_FLOOR = 0.5   # points: a difference this small is no lesson, however sure
ASSUMPTION = {
    ELDER: "elder discards 1 to 5 and takes as many from the top of the talon",
    YOUNGER: "younger: elder is assumed to have taken all five, so younger takes 0 to 3 "
             "(plus any cards elder left, when given)",
}


def parse_hand(hand) -> tuple[int, ...]:
    """Twelve different cards, from text ("AH KH ..."), a list of names, or ints."""
    cards = _cards(hand)
    if len(cards) != 12:
        raise ValueError(f"a Piquet hand is twelve cards, not {len(cards)}")
    if len(set(cards)) != 12:
        raise ValueError("a card appears twice in the hand")
    return tuple(sorted(cards))


def _cards(x) -> list[int]:
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


def analyse(hand, seat: str = ELDER, *, left_by_elder: int = 0, options: dict | None = None,
            playout: bool = True, budget: float = 4.0, target_se: float = 1.0,
            extra=(), seed: int = 7, need: int | None = None) -> dict:
    """Every legal discard of ``hand`` for ``seat``, best first (see the module doc).

    ``extra``: discards to play out whatever their rank (the player's own choice).
    ``need``: points the trainee needs this deal (e.g. to cross the Rubicon): played
    options then carry ``reach_need``, the share of deals in which he scored that many,
    and the explanation weighs it against the average.
    """
    if seat not in (ELDER, YOUNGER):
        raise ValueError(f"seat must be elder or younger, not {seat!r}")
    hand = parse_hand(hand)
    extra = [tuple(sorted(_cards(d))) for d in extra]
    opts = options or {}
    t0 = time.perf_counter()
    table = exact_table(hand, seat, left_by_elder=left_by_elder,
                        must_draw=bool(opts.get("dealer_must_draw", False)),
                        english=bool(opts.get("english_point", False)))
    exact_s = time.perf_counter() - t0

    played: dict[int, tuple[float, float, int]] = {}
    outcomes: dict[int, dict] = {}
    reach: dict[int, float] = {}
    equivalent: set[int] = set()
    notes: list[str] = []
    playout_s = 0.0
    if playout:
        rows = candidate_rows(table, seat, extra=extra, left_by_elder=left_by_elder)
        po = play_candidates(hand, seat, [table.discards[r] for r in rows], budget=budget,
                             target_se=target_se, seed=seed, options=options,
                             left_by_elder=left_by_elder, exact=table)
        playout_s = po.seconds
        notes += po.notes
        for i, r in enumerate(rows):
            played[r] = (po.mean(i), po.se(i), po.deals(i))
            outcomes[r] = outcome_histogram(po.scores[i])
            if need is not None:
                reach[r] = po.reaching(i, need)
        best_i = max(range(len(rows)), key=po.mean)
        for i, r in enumerate(rows):
            gap, se = po.diff(best_i, i)
            if i == best_i or gap <= max(NOISE_Z * se, NOISE_FLOOR):
                equivalent.add(r)
    offset = 0.0
    if played:
        offset = float(np.mean([m - table.declaration_ev[r] for r, (m, _, _) in played.items()]))

    def entry(r: int) -> dict:
        d = {"discard": names(table.discards[r]),
             "declaration_ev": round(float(table.declaration_ev[r]), 3)}
        if r in played:
            m, se, n = played[r]
            d.update(ev=round(m, 3), se=round(se, 3), deals=n, ev_basis="playout",
                     outcomes=outcomes[r])
            if r in reach:
                d["reach_need"] = round(reach[r], 4)
        else:
            d.update(ev=round(float(table.declaration_ev[r]) + offset, 3), se=None,
                     deals=0, ev_basis="declarations" if played else "declarations only")
        d["equivalent"] = r in equivalent
        d["chances"] = chances(table, r)
        return d

    order = sorted(range(len(table)), key=lambda r: (
        0 if r in played else 1,
        -(played[r][0] if r in played else float(table.declaration_ev[r]))))
    entries = [entry(r) for r in order]
    best_ev = entries[0]["ev"]
    for e in entries:
        e["cost"] = round(best_ev - e["ev"], 3)
    result = {
        "hand": names(hand), "seat": seat, "assumption": ASSUMPTION[seat],
        "left_by_elder": left_by_elder,
        "options": entries,
        "timing": {"exact_s": round(exact_s, 3), "playout_s": round(playout_s, 3)},
        "notes": notes,
    }
    result["explanation"] = explain(table, result, order, need=need)
    return result
