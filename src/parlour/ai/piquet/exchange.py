"""The expert's exchange: the most promising discards, weighed over sampled deals.

Candidates come from two judges: the club's book valuation (discard.py, which weighs
tricks and guards) and the trainer's exact table (every discard against every draw, its
exact expected declaration score; parlour.odds.exact).  Each candidate is then played
in the same sampled deals (common random numbers): the talon and the other hand drawn
from the cards this seat has not seen, the other's exchange made by a broad model of
players (deal_model.broad_exchange: the book's discard, the card-player's, or one of the
book's best few; thrown before he sees his draw; as elder he has already taken his cards
when the dealer chooses), declarations compared
and the cards played out by the book on masks (deal_model.py).  The value of a deal is
read through the score situation (stakes.py), so a discard that wins the game beats one
that only wins points.
"""
from __future__ import annotations

import random
from typing import Callable

from ...engine.cards import cards_of, mask_of
from ..brain import Budget
from ..search import Tally
from .deal_model import broad_exchange, deal_points
from .discard import ranked_discards
from .stakes import Stakes
from .seat_masks import SeatMasks

BOOK = {0: 12, 1: 4, 2: 2}      # club-ranked candidates by (largest size - size)
BY_DECLARATION = 8              # the exact table's best by expected declarations
SAMPLES = 1000

# one sampled deal: my discard (a mask) -> (my hand, his hand) after both exchanges
Hands = Callable[[int], tuple[int, int]]
# what a sampled deal gave one discard: (the discard's mask, my points, his points)
DealSeen = Callable[[int, int, int], None]


def candidates(known: SeatMasks, sizes: list[int], legal_masks: set[int], use_table: bool) -> list[int]:
    hand, defending = known.hand, not known.elder
    size = max(sizes)
    out: list[int] = []
    for drop, n in BOOK.items():
        k = size - drop
        if k in sizes and k > 0:
            out += [m for _, m in ranked_discards(hand, k, 20, defending, n)]
    if use_table:
        out += _by_declaration(known, sizes)
    return list(dict.fromkeys(m for m in out if m in legal_masks))     # once each, in order


def declaration_table(known: SeatMasks):
    """The trainer's exact table (parlour.odds.exact) for this seat's hand before its
    draw: every legal discard's expected declaration score."""
    from ...odds.exact import ELDER, YOUNGER, exact_table
    opts = known.obs.options
    return exact_table(cards_of(known.hand), ELDER if known.elder else YOUNGER,
                       left_by_elder=left_by_elder(known),
                       must_draw=bool(opts.get("dealer_must_draw")),
                       english=bool(opts.get("english_point")))


def left_by_elder(known: SeatMasks) -> int:
    """What elder left of his five, as the exact table reckons it: 0 for elder himself,
    and for the dealer before elder's exchange."""
    other = known.obs.exchanged[1 - known.seat]
    return 0 if known.elder or other is None else 5 - other


def _by_declaration(known: SeatMasks, sizes: list[int]) -> list[int]:
    import numpy as np
    table = declaration_table(known)
    order = np.argsort(-table.declaration_ev, kind="stable")[:BY_DECLARATION]
    return [mask_of(table.discards[int(r)]) for r in order
            if len(table.discards[int(r)]) in sizes]


def expert_exchange(known: SeatMasks, legal_masks: set[int], sizes: list[int],
                    rng: random.Random, budget: Budget,
                    use_table: bool = True, broad: bool = True) -> int | None:
    """The discard (a mask) to make, or None when the club's rule should decide (a
    carte blanche showed cards, so the deal cannot be sampled this simply).  ``broad``:
    the other's exchange in each sampled deal by a broad model of players
    (deal_model.broad_exchange); otherwise no model at all (the ladder's sampler): his
    hand after the exchange is any twelve of the cards I do not hold."""
    tally = exchange_tally(known, legal_masks, sizes, rng, budget, use_table, broad)
    return tally.best() if tally is not None and tally.cands else None


def exchange_tally(known: SeatMasks, legal_masks: set[int], sizes: list[int],
                   rng: random.Random, budget: Budget, use_table: bool = True,
                   broad: bool = True, also: tuple[int, ...] = (),
                   seen: DealSeen | None = None,
                   only: list[int] | None = None) -> Tally | None:
    """The candidates' values over the sampled deals (a Tally; ``also``: discards to
    weigh besides the candidates; ``only``: these discards instead of the candidates),
    or None when the deal cannot be sampled this simply.
    ``seen(discard, mine, his)`` hears each candidate's points in each sampled deal (the
    trainer's outcomes); it changes nothing weighed."""
    deadline = budget.deadline()          # the exact table's time counts too
    sample = deal_sampler(known, rng, broad)
    if sample is None:
        return None
    cands = candidates(known, sizes, legal_masks, use_table) if only is None else list(only)
    cands += [m for m in also if m not in cands]
    tally = Tally(cands)
    if len(cands) <= 1:
        return tally
    stakes = Stakes(known)
    elder, scoring, by, english = known.elder, known.scoring, known.point_by, known.english
    cap = max(budget.samples, SAMPLES) if budget.samples >= 400 else budget.samples
    while tally.n < cap and (tally.n == 0 or budget.before(deadline)):
        hands = sample()
        points = {m: deal_points(*hands(m), elder, scoring, by, english) for m in cands}
        if seen is not None:
            for m, (mine, his) in points.items():
                seen(m, mine, his)
        tally.add({m: stakes.value(*p) for m, p in points.items()})
        if tally.settled():
            break
    return tally


def deal_sampler(known: SeatMasks, rng: random.Random,
                 broad: bool = True) -> Callable[[], Hands] | None:
    """A function drawing one deal from the cards this seat has not seen (a function
    discard -> (my hand, his hand) after both exchanges; ``broad``: the other's exchange
    by the broad model of players, otherwise none), or None when the deal cannot be
    sampled this simply (a carte blanche showed cards)."""
    unseen = cards_of(known.unseen())
    if len(unseen) != 20:
        return None
    elder = known.elder
    took = known.obs.exchanged[1 - known.seat] or 0       # elder's draw, when I am the dealer

    def sample() -> Hands:
        order: list[int] = list(unseen)
        rng.shuffle(order)
        return _broad_deal(known.hand, order, elder, took, rng) if broad \
            else _any_deal(known.hand, order)
    return sample


def _broad_deal(hand: int, order: list[int], elder: bool, took: int,
                rng: random.Random) -> Hands:
    """One sampled deal from the unseen cards in ``order``, the other's exchange by the
    broad model: a function discard -> (my hand, his hand) after both exchanges."""
    if elder:
        talon, opp = order[:8], mask_of(order[8:])
    else:                             # elder's twelve, then the talon he drew from
        talon = order[12:]
        opp = broad_exchange(mask_of(order[:12]), talon[:took], True, rng)
        talon = talon[took:]
    after: dict[int, int] = {}        # the dealer's hand after his exchange, by my draw

    def hands(m: int) -> tuple[int, int]:
        k = m.bit_count()
        mine = hand & ~m | mask_of(talon[:k])
        if not elder:
            return mine, opp
        if k not in after:
            after[k] = broad_exchange(opp, talon[k:], False, rng)
        return mine, after[k]
    return hands


def _any_deal(hand: int, order: list[int]) -> Hands:
    """One sampled deal with no model of the other (the ladder's sampler): my draw from
    the top of ``order``, then any twelve for him."""
    def hands(m: int) -> tuple[int, int]:
        k = m.bit_count()
        return hand & ~m | mask_of(order[:k]), mask_of(order[k:k + 12])
    return hands
