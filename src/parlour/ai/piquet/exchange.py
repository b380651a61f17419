"""The expert's exchange: the most promising discards, weighed over sampled deals.

Candidates come from two judges: the club's book valuation (discard.py, which weighs
tricks and guards) and the trainer's exact table (every discard against every draw, its
exact expected declaration score; parlour.odds.exact).  Each candidate is then played
in the same sampled deals (common random numbers): the talon and the other hand drawn
from the cards this seat has not seen, the other's exchange made by the book's rule (the
club's discard, thrown before he sees his draw; as elder he has already taken his cards
when the dealer chooses), declarations compared
and the cards played out by the book on masks (deal_model.py).  The value of a deal is
read through the score situation (stakes.py), so a discard that wins the game beats one
that only wins points.
"""
from __future__ import annotations

from ...engine.cards import cards_of, mask_of
from ..search import Tally
from .deal_model import book_exchange, deal_points
from .discard import ranked_discards
from .stakes import Stakes

BOOK = {0: 12, 1: 4, 2: 2}      # club-ranked candidates by (largest size - size)
BY_DECLARATION = 8              # the exact table's best by expected declarations
SAMPLES = 1000


def candidates(view, sizes: list[int], legal_masks: set[int], use_table: bool) -> list[int]:
    hand, defending = view.hand, not view.elder
    size = max(sizes)
    out: list[int] = []
    for drop, n in BOOK.items():
        k = size - drop
        if k in sizes and k > 0:
            out += [m for _, m in ranked_discards(hand, k, 20, defending, n)]
    if use_table:
        out += _by_declaration(view, sizes)
    seen: set[int] = set()
    return [m for m in out if m in legal_masks and not (m in seen or seen.add(m))]


def _by_declaration(view, sizes: list[int]) -> list[int]:
    from ...odds.exact import ELDER, YOUNGER, exact_table
    import numpy as np
    obs = view.obs
    opts = obs.get("options") or {}
    exchanged = obs.get("exchanged") or [None, None]
    left = 0
    if not view.elder and exchanged[1 - view.seat] is not None:
        left = 5 - exchanged[1 - view.seat]
    table = exact_table(cards_of(view.hand), ELDER if view.elder else YOUNGER,
                        left_by_elder=left, must_draw=bool(opts.get("dealer_must_draw")),
                        english=bool(opts.get("english_point")))
    order = np.argsort(-table.declaration_ev, kind="stable")[:BY_DECLARATION]
    return [mask_of(table.discards[int(r)]) for r in order
            if len(table.discards[int(r)]) in sizes]


def expert_exchange(view, legal_masks: set[int], sizes: list[int], rng, budget,
                    use_table: bool = True) -> int | None:
    """The discard (a mask) to make, or None when the club's rule should decide (a
    carte blanche showed cards, so the deal cannot be sampled this simply)."""
    deadline = budget.deadline()          # the exact table's time counts too
    unseen = cards_of(view.unseen())
    if len(unseen) != 20:
        return None
    cands = candidates(view, sizes, legal_masks, use_table)
    if len(cands) <= 1:
        return cands[0] if cands else None
    stakes = Stakes(view)
    elder = view.elder
    exchanged = view.obs.get("exchanged") or [None, None]
    took = exchanged[1 - view.seat] or 0       # elder's draw, when I am the dealer
    args = (elder, view.scoring, view.point_by, view.english)
    tally = Tally(cands)
    cap = max(budget.samples, SAMPLES) if budget.samples >= 400 else budget.samples
    while tally.n < cap and (tally.n == 0 or budget.before(deadline)):
        order = unseen[:]
        rng.shuffle(order)
        if elder:
            talon, opp = order[:8], mask_of(order[8:])
        else:                         # elder's twelve, then the talon he drew from
            talon = order[12:]
            opp = book_exchange(mask_of(order[:12]), talon[:took], elder=True)
            talon = talon[took:]
        after: dict[int, int] = {}    # the dealer's hand after his exchange, by my draw
        values = {}
        for m in cands:
            k = m.bit_count()
            mine = (view.hand & ~m) | mask_of(talon[:k])
            theirs = opp
            if elder:
                if k not in after:
                    after[k] = book_exchange(opp, talon[k:], elder=False)
                theirs = after[k]
            values[m] = stakes.value(*deal_points(mine, theirs, *args))
        tally.add(values)
        if tally.settled():
            break
    return tally.best()
