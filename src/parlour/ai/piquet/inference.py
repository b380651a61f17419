"""What the other player's declarations say about his hand (two hands).

From the words heard - his calls, the replies to ours, the combinations he scored - we
build a weight for a sampled hand: could he, holding it, have said and scored exactly
this, and did he then declare in full (most players do) or less than he held (a
sinking, an under-call)?  Checked on masks; the full replay in determinize.py is the
exact test of what could be said.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Callable

from ...engine.piquet import dialogue
from ...engine.piquet.dialogue import CATEGORIES
from ...engine.piquet.declarations import cards_in
from ...engine.piquet.observation import PiquetObservation
from ...engine.piquet.phase import DECLARE, OVER, PLAY, WAITING
from .seat_masks import SeatMasks

REPLIES = ("good", "not_good", "equal")
FULL, LESS, NEVER = "full", "less", "never"    # what a hand says of one class


def _completed_classes(obs: PiquetObservation) -> tuple[list[str], str | None]:
    """Classes fully declared, and the class elder has called but dealer not answered."""
    phase = obs.phase
    if phase is DECLARE:
        idx = CATEGORIES.index(obs.declaring or "point")
        called = CATEGORIES[idx] if obs.to_act == obs.dealer else None
        return list(CATEGORIES[:idx]), called
    if phase is PLAY or phase is WAITING or phase is OVER:
        return list(CATEGORIES), None
    return [], None


def _heard(category: str, combos: list, called: bool, by: str) -> tuple[tuple[int, ...], ...]:
    """What would be said of these combinations, as the observation gives it."""
    return tuple(dialogue.heard(category, cards_in(c.mask), called, by) for c in combos)


# a test of one class against a hand for him (the hand, what it holds in the class):
# FULL, LESS or NEVER
Check = Callable[[int, list], str]


def declaration_likelihood(obs: PiquetObservation, known: SeatMasks,
                           sink: float) -> Callable[[int], float]:
    """A function hand_mask -> how likely that hand (the other's after the exchange: what
    he holds now with what he has played) made the declarations heard, relative to
    declaring in full (1.0).  Each class he declared less than he held in (sank it,
    called a lesser form or said nothing) multiplies by ``sink``: 0 believes every player
    declares in full (the club's way), 1 weighs every legal declaration alike (no model
    of the player), between is a broad model of players, most declaring in full."""
    seat = known.seat
    other = 1 - seat
    dealer = obs.dealer
    by = known.point_by
    said = obs.announcements
    done, called = _completed_classes(obs)
    if not done and not called:
        return lambda hand: 1.0
    mine = known.hand
    for s, c in known.played + known.trick:
        if s == seat:
            mine |= 1 << c
    scored: dict[str, list[tuple[int, ...]]] = {category: [] for category in CATEGORIES}
    for e in obs.scores:
        if e.seat == other and e.category in scored:
            scored[e.category].append(e.heard)
    lead_made = bool(obs.tricks) or obs.trick is not None
    rubicon = known.rules.undercalls

    # the elder's calls: the first declaration he made in each class is his best
    calls: dict[str, tuple[tuple[int, ...], ...]] = {category: () for category in CATEGORIES}
    for a in said:
        if a.seat == other and a.said == "declared" and a.category is not None \
                and not calls[a.category]:
            calls[a.category] = a.heard[:1]

    # each verdict: FULL, he said this declaring in full; LESS, only by declaring less
    # than he held (a legal sinking or under-call); NEVER, not with this hand
    def his_call(category: str) -> Check:
        def check(hand: int, combos: list) -> str:
            if _heard(category, combos[:1], True, by) == calls[category]:
                return FULL
            if not combos or calls[category] and tuple(calls[category][0]) not in \
                    _lesser_calls(category, hand, by, rubicon):
                return NEVER
            return LESS
        return check

    def his_reply(category: str, reply: str, my_key: tuple) -> Check:
        def check(hand: int, combos: list) -> str:
            k = dialogue.best_key(category, combos, by)
            if reply == "not_good" and k <= my_key or reply == "equal" and k < my_key:
                return NEVER
            if reply == "good" and k >= my_key or reply == "equal" and k > my_key:
                return LESS                # he held as good or better, and said less
            return FULL
        return check

    def his_scores(category: str, heard: list[tuple[int, ...]]) -> Check:
        def check(hand: int, combos: list) -> str:
            if sorted(_heard(category, combos, False, by)) == heard:
                return FULL
            return LESS if tuple(heard) in _lesser_scores(category, hand, by, rubicon) else NEVER
        return check

    tests: list[tuple[str, list[Check]]] = []
    for category in done + ([called] if called else []):
        my_combos = dialogue.held(category, mine, by)
        my_key = dialogue.best_key(category, my_combos, by)
        checks = []
        if other != dealer:
            # he is elder: he called his best (if any) in this class
            checks.append(his_call(category))
        elif category in done and my_combos:
            reply = _reply_after(said, seat, other, category, _heard(category, my_combos[:1], True, by))
            if reply is not None:
                checks.append(his_reply(category, reply, my_key))
        if category in done and scored[category] and (other != dealer or lead_made):
            checks.append(his_scores(category, sorted(scored[category])))
        if checks:
            tests.append((category, checks))

    def likely(hand: int) -> float:
        w = 1.0
        for category, checks in tests:
            combos = dialogue.held(category, hand, by)
            less = False
            for check in checks:
                v = check(hand, combos)
                if v == NEVER:
                    return 0.0
                less = less or v == LESS
            if less:                       # one class declared short counts once
                w *= sink
        return w

    return likely


@lru_cache(maxsize=1024)
def _lesser_declarations(category: str, hand: int, by: str, rubicon: bool) -> tuple[list, ...]:
    """The combinations of each declaration short of the full one that the engine
    offers a player holding ``hand`` in ``category`` (sinkings, and Rubicon's under-calls).
    Cached: a class called and scored asks it twice of the same hand."""
    masks = dialogue.sinkings(category, hand, by)
    if rubicon:
        masks += dialogue.undercalls(category, hand)
    return tuple(c for c in (dialogue.combos_of(category, m) for m in masks) if c)


def _lesser_scores(category: str, hand: int, by: str, rubicon: bool) -> set[tuple]:
    """What may be heard scored of ``hand`` in ``category`` after a lesser declaration: a
    shortened sequence or point, a quatorze called as a trio, the best alone."""
    return {tuple(sorted(_heard(category, combos, False, by)))
            for combos in _lesser_declarations(category, hand, by, rubicon)}


def _lesser_calls(category: str, hand: int, by: str, rubicon: bool) -> set[tuple]:
    """What a player holding ``hand`` may call in ``category`` short of his full declaration."""
    return {tuple(_heard(category, combos[:1], True, by)[0])
            for combos in _lesser_declarations(category, hand, by, rubicon)}


def _reply_after(said, seat, other, category, my_call) -> str | None:
    """The other's answer to my call of ``my_call`` in ``category``, if he gave one."""
    for i, a in enumerate(said):
        if a.seat == seat and a.said == "declared" and a.category == category \
                and a.called and a.heard == my_call:
            for b in said[i + 1:]:
                if b.seat == other and b.said == "answered" and b.word in REPLIES:
                    return b.word
            return None
    return None
