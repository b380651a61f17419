"""A whole two-handed deal on masks, quickly: declarations compared, then the cards played
by the book policy.  The expert weighs discards with it over sampled talons.

Values are elder-minus-dealer style differences from the first hand's side ("me").
"""
from __future__ import annotations

from ...engine.cards import mask_of
from ...engine.piquet.dialogue import CATEGORIES, best_key, held, score_of
from ...engine.piquet.scoring import EVERY_CARD, PIC_BONUS, REPIC_BONUS
from .discard import ranked_discards
from .tricks import choose_follow, choose_lead, end_value, lead_pts

REPIC, PIC = REPIC_BONUS, PIC_BONUS      # the engine's


def hand_scores(me: int, other: int, by: str,
                english: bool) -> tuple[list[tuple[str, int, int]], int, int]:
    """Points each side scores in hand, class by class in the order they reckon, and the
    two totals.  Returns ([(class, who, points), ...] for the classes someone won), me,
    other."""
    classes = []
    for category in CATEGORIES:   # the engine's own rules for each, in the order they reckon
        cm, co = held(category, me, by), held(category, other, by)
        km, ko = best_key(category, cm, by), best_key(category, co, by)
        if km != ko:
            who, combos = (0, cm) if km > ko else (1, co)
            classes.append((category, who, sum(score_of(category, c, english) for c in combos)))
    totals = [0, 0]
    repic = None
    for _, who, pts in classes:
        if totals[1 - who] == 0 and totals[who] < 30 <= totals[who] + pts:
            repic = who
        totals[who] += pts
    if repic is not None:
        totals[repic] += REPIC
    return classes, totals[0], totals[1]


def play_out(hands: list[int], leader: int, scoring: str, blind: tuple[int, int] = (0, 0),
             misread: tuple[int, int] = (0, 0), watch=None, won=None) -> list[int]:
    """Play both hands out with the book policy; play points by side.  Each side counts
    as out the other's hand and ``blind[side]`` (cards it cannot place), less
    ``misread[side]`` (cards it wrongly believes the other does not hold).  ``watch`` (a
    PicRepicWatch with the deal's hand scores) adds the pic to the side that makes it;
    ``won`` (a list of two), when given, is set to the tricks each side took."""
    every = scoring == EVERY_CARD
    pts = [0, 0]
    tricks = [0, 0]
    h = list(hands)
    while h[leader] and h[1 - leader]:    # (equal hands; the test guards a bad sample)
        f = 1 - leader
        c = choose_lead(h[leader], (h[f] | blind[leader]) & ~misread[leader])
        h[leader] &= ~(1 << c)
        p = lead_pts(c, every)
        pts[leader] += p
        if watch is not None and p and watch.play(leader, p):
            pts[leader] += PIC
        d = choose_follow(h[f], c, (h[leader] | blind[f]) & ~misread[f])
        h[f] &= ~(1 << d)
        if d >> 3 == c >> 3 and d > c:
            p = lead_pts(d, every)
            pts[f] += p
            if watch is not None and p and watch.play(f, p):
                pts[f] += PIC
            winner = f
        else:
            winner = leader
        tricks[winner] += 1
        leader = winner
    last = leader
    if watch is not None and (every or tricks[1 - last]) and watch.play(last, 1):
        pts[last] += PIC                  # the last trick's point (capot's 40 holds it)
    pts[last] += end_value(tricks[last], tricks[1 - last], every)
    if won is not None:
        won[:] = tricks
    return pts


def deal_points(me: int, other: int, me_elder: bool, scoring: str, by: str,
                english: bool) -> tuple[int, int]:
    """(my points, the other's points) for a deal with these hands after the exchange."""
    _, hm, ho = hand_scores(me, other, by, english)
    leader = 0 if me_elder else 1
    pp = play_out([me, other], leader, scoring)
    mine, theirs = hm + pp[0], ho + pp[1]
    # pic: elder reaching 30 in hand and play before the dealer scores anything
    if me_elder and ho == 0 and pp[1] == 0 and hm < 30 <= mine:
        mine += PIC
    elif not me_elder and hm == 0 and pp[0] == 0 and ho < 30 <= theirs:
        theirs += PIC
    return mine, theirs


def deal_parts(me: int, other: int, me_elder: bool, scoring: str, by: str,
               english: bool) -> dict[str, int]:
    """The deal's difference (my points less the other's) split by what made it: each
    class of the hand, the play of the cards, and the bonuses (pic, repic)."""
    classes, _, _ = hand_scores(me, other, by, english)
    parts = dict.fromkeys(CATEGORIES, 0)
    for category, who, pts in classes:
        parts[category] = pts if who == 0 else -pts
    pp = play_out([me, other], 0 if me_elder else 1, scoring)
    parts["play"] = pp[0] - pp[1]
    mine, theirs = deal_points(me, other, me_elder, scoring, by, english)
    parts["bonus"] = mine - theirs - sum(parts.values())
    return parts


BROAD_TOP = 6     # the broad model's other discards: among the book's best few


def broad_exchange(dealt: int, drawn: list[int], elder: bool, rng) -> int:
    """The other's exchange by a broad model of players, not one player's rule: a third
    throw as the book ranks best, a third as the "play for the cards" school does, a
    third one of the book's best few at random (players weigh hands differently)."""
    if not drawn:
        return dealt
    school = rng.randrange(3)
    top = BROAD_TOP if school == 2 else 1
    ranked = ranked_discards(dealt, len(drawn), 20, not elder, limit=top,
                             cards_first=school == 1)
    thrown = ranked[rng.randrange(len(ranked))][1] if school == 2 else ranked[0][1]
    return dealt & ~thrown | mask_of(drawn)
