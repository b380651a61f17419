"""The exchange's choices: every discard of k cards for k in a range, listed or drawn.

Elder may discard 1 to 5 of twelve cards: 1,585 choices.  Listing them is for the
legal-actions contract; a random player draws one uniformly without listing.
"""
from __future__ import annotations

import random
from functools import cache
from itertools import combinations
from math import comb
from typing import Iterator, Sequence

from ..actions import Action, Exchange
from ..cards import below, sample as draw
from ..core import State

ELDER_MOST = 5      # elder takes one to five of the talon's eight
TALON = 8


def most_to_take(elder: bool, elder_took: int = 0) -> int:
    """The most cards a player may take: elder five, the dealer every card elder left."""
    return ELDER_MOST if elder else TALON - elder_took


def discards(cards: Sequence[int], low: int, high: int) -> Iterator[tuple[int, ...]]:
    """Every discard of ``low``..``high`` cards, smaller first, each sorted."""
    for k in range(low, high + 1):
        yield from combinations(cards, k)


@cache         # a few sizes of hand and talon, asked at every exchange drawn
def _sizes(n: int, low: int, high: int, looks: bool) -> tuple[int, tuple[tuple[int, int], ...]]:
    """All the discards of ``low``..``high`` of ``n`` cards, and of each size how many
    there are (``looks``: each discard leaving cards twice, looking at them or not)."""
    ways = tuple((k, comb(n, k) * (2 if looks and k < high else 1))
                 for k in range(low, high + 1))
    return sum(w for _, w in ways), ways


def sample(cards: Sequence[int], low: int, high: int, rng: random.Random) -> tuple[int, ...]:
    """A discard drawn uniformly from all of them: size weighted by how many there are."""
    total, sizes = _sizes(len(cards), low, high, False)
    pick = below(total, rng)
    for k, ways in sizes:
        if pick < ways:
            return tuple(sorted(draw(cards, k, rng)))
        pick -= ways
    raise AssertionError("unreachable")


def sample_dealer(cards: Sequence[int], low: int, high: int,
                  rng: random.Random) -> tuple[tuple[int, ...], bool]:
    """The dealer's exchange drawn uniformly, with his look at the cards he leaves: every
    discard of fewer than ``high`` cards comes twice (looking or not), the one taking
    every card once."""
    total, sizes = _sizes(len(cards), low, high, True)
    pick = below(total, rng)
    for k, ways in sizes:
        if pick < ways:
            return tuple(sorted(draw(cards, k, rng))), k == high or pick % 2 == 0
        pick -= ways
    raise AssertionError("unreachable")


def taken_nothing(state: State, seat: int, following: Action) -> Action | None:
    """The exchange of no cards a record leaves out: ``seat``, whose turn it is to
    exchange, may take nothing, and the record goes on with something other than his
    exchange, so he took nothing."""
    if type(following) is Exchange and following.seat == seat:
        return None
    null = Exchange(seat)
    return null if state.is_legal(null) else None
