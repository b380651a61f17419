"""Piquet for three and four (Normand, Voleur) on masks: the book policy for any seat,
sampling the hands this seat cannot see, and play-outs for the expert.

Sides: Normand every player for himself (0, 1, 2); Voleur partners opposite (0, 1, 0, 1).
Values are my side's play points minus the other sides' average, from here to the end.
"""
from __future__ import annotations

import random

from ...engine.cards import SUIT_MASK, cards_of
from .tricks import choose_discard_in_play, choose_lead, lead_pts, masters

SIDES = {3: (0, 1, 2), 4: (0, 1, 0, 1)}


def multi_choice(hand: int, trick: list[tuple[int, int]], n: int, partner: int | None,
                 out: int) -> int:
    """Win the trick when it is worth it, cheaply when last to play; never overtake a
    partner's winning card."""
    if not trick:
        return choose_lead(hand, out)
    led = trick[0][1]
    s = led >> 3
    suited = hand & SUIT_MASK[s]
    if not suited:
        return choose_discard_in_play(hand, out)
    win_seat, win = max((sc for sc in trick if sc[1] >> 3 == s), key=lambda sc: sc[1])
    last = len(trick) == n - 1
    partner_wins = partner is not None and win_seat == partner
    above = [c for c in cards_of(suited) if c > win]
    if partner_wins and (last or masters(1 << win, out)):
        return min(cards_of(suited))
    if above:
        if last:
            return min(above)
        sure = [c for c in above if masters(1 << c, out)]
        return min(sure) if sure else min(above)
    return min(cards_of(suited))


def sample_hands(me: int, n: int, pool: int, sizes: list[int], voids: list[int],
                 rng: random.Random, tries: int = 30) -> list[int] | None:
    """Hands for the other seats from ``pool``, each avoiding the suits it showed out of."""
    others = [s for s in range(n) if s != me]
    others.sort(key=lambda s: -voids[s].bit_count())    # the most constrained first
    for _ in range(tries):
        left = pool
        hands = [0] * n
        ok = True
        for s in others:
            allowed = cards_of(left & ~voids[s])
            if len(allowed) < sizes[s]:
                ok = False
                break
            m = 0
            for c in rng.sample(allowed, sizes[s]):
                m |= 1 << c
            hands[s] = m
            left &= ~m
        if ok:
            return hands
    return None


def play_out(hands: list[int], trick: list[tuple[int, int]], leader: int, tricks: list[int],
             n: int, every: bool, normand: bool) -> list[int]:
    """Finish the deal with the book policy for every seat; play points by seat."""
    sides = SIDES[n]
    pts = [0] * n
    tricks = list(tricks)
    hands = list(hands)
    trick = list(trick)
    # a trick already full (my card completed it) is gathered first
    seat = leader if not trick else (trick[-1][0] + 1) % n
    while True:
        while len(trick) < n:
            partner = (seat + 2) % 4 if n == 4 else None
            out = 0
            for s in range(n):
                if s != seat:
                    out |= hands[s]
            c = multi_choice(hands[seat], trick, n, partner, out)
            hands[seat] &= ~(1 << c)
            trick.append((seat, c))
            seat = (seat + 1) % n
        lead_seat, lead = trick[0]
        s = lead >> 3
        win_seat, win = max((sc for sc in trick if sc[1] >> 3 == s), key=lambda sc: sc[1])
        tricks[win_seat] += 1
        pts[lead_seat] += lead_pts(lead, every)
        if sides[win_seat] != sides[lead_seat]:
            pts[win_seat] += lead_pts(win, every)
        trick = []
        seat = win_seat
        if not any(hands):
            break
    took = [s for s in range(n) if tricks[s]]
    side_tricks = [0] * (max(sides) + 1)
    for s in range(n):
        side_tricks[sides[s]] += tricks[s]
    capot = max(side_tricks) == sum(tricks)
    if not (capot and not every):
        pts[seat] += 1                     # the last trick
    if normand:
        if len(took) == 1:
            pts[took[0]] += 40
        elif len(took) == 2:
            for s in took:
                pts[s] += 20
        else:
            most = max(tricks)
            best = [s for s in range(n) if tricks[s] == most]
            for s in best:
                pts[s] += 10 if len(best) == 1 else 5
    else:
        top = max(range(len(side_tricks)), key=lambda x: side_tricks[x])
        if capot:
            pts[next(s for s in range(n) if sides[s] == top)] += 40
        elif sorted(side_tricks)[-1] > sorted(side_tricks)[-2]:
            pts[next(s for s in range(n) if sides[s] == top)] += 10
    return pts


def side_value(pts: list[int], me: int, n: int) -> float:
    sides = SIDES[n]
    by_side = [0] * (max(sides) + 1)
    for s in range(n):
        by_side[sides[s]] += pts[s]
    mine = by_side[sides[me]]
    others = [v for i, v in enumerate(by_side) if i != sides[me]]
    return mine - sum(others) / len(others)
