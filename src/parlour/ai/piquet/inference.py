"""What the other player's declarations say about his hand (two hands).

From the words heard - his calls, the replies to ours, the combinations he scored - we
build a weight for a sampled hand: could he, holding it, have said and scored exactly
this, and did he then declare in full (most players do) or less than he held (a
sinking, an under-call)?  Checked on masks; the full replay in determinize.py is the
exact test of what could be said.
"""
from __future__ import annotations

from functools import lru_cache

from ...engine.piquet import dialogue
from ...engine.piquet.declarations import cards_in
from ...engine.piquet.observation import PiquetObservation
from ...engine.piquet.phase import DECLARE, OVER, PLAY, WAITING
from .view import PiquetView

CLASSES = dialogue.CLASSES
REPLIES = ("good", "not_good", "equal")
FULL, LESS, NEVER = "full", "less", "never"    # what a hand says of one class


def _completed_classes(obs: PiquetObservation) -> tuple[list[str], str | None]:
    """Classes fully declared, and the class elder has called but dealer not answered."""
    phase = obs.phase
    if phase is DECLARE:
        idx = CLASSES.index(obs.declaring or "point")
        called = CLASSES[idx] if obs.to_act == obs.dealer else None
        return list(CLASSES[:idx]), called
    if phase is PLAY or phase is WAITING or phase is OVER:
        return list(CLASSES), None
    return [], None


def _heard(cls: str, combos: list, called: bool, by: str) -> tuple[tuple[int, ...], ...]:
    """What would be said of these combinations, as the observation gives it."""
    return tuple(dialogue.heard(cls, cards_in(c.mask), called, by) for c in combos)


def declaration_likelihood(obs: PiquetObservation, view: PiquetView, sink: float):
    """A function hand_mask -> how likely that hand (the other's after the exchange: what
    he holds now with what he has played) made the declarations heard, relative to
    declaring in full (1.0).  Each class he declared less than he held in (sank it,
    called a lesser form or said nothing) multiplies by ``sink``: 0 believes every player
    declares in full (the club's way), 1 weighs every legal declaration alike (no model
    of the player), between is a broad model of players, most declaring in full."""
    seat = view.seat
    other = 1 - seat
    dealer = obs.dealer
    by = view.point_by
    said = obs.announcements
    done, called = _completed_classes(obs)
    if not done and not called:
        return lambda hand: 1.0
    mine = view.hand
    for s, c in view.played + view.trick:
        if s == seat:
            mine |= 1 << c
    scored: dict[str, list[tuple[int, ...]]] = {cls: [] for cls in CLASSES}
    for e in obs.scores:
        if e.seat == other and e.category in scored:
            scored[e.category].append(e.heard)
    lead_made = bool(obs.tricks) or obs.trick is not None
    rubicon = view.variant == "rubicon"
    tests = []
    for cls in done + ([called] if called else []):
        my_combos = dialogue.held(cls, mine, by)
        my_key = dialogue.best_key(cls, my_combos, by)
        checks = []
        if other != dealer:
            # he is elder: he called his best (if any) in this class
            checks.append(("call", None))
        elif cls in done and my_combos:
            reply = _reply_after(said, seat, other, cls, _heard(cls, my_combos[:1], True, by))
            if reply is not None:
                checks.append(("reply", (reply, my_key)))
        if cls in done and scored[cls] and (other != dealer or lead_made):
            checks.append(("scored", sorted(scored[cls])))
        if checks:
            tests.append((cls, checks))

    # the elder's calls: the first declaration he made in each class is his best
    calls: dict[str, tuple] = {cls: () for cls in CLASSES}
    for a in said:
        if a.seat == other and a.said == "declared" and not calls[a.category]:
            calls[a.category] = a.heard[:1]

    def verdict(cls: str, kind: str, arg, hand: int, combos: list) -> str:
        """FULL: he said this declaring in full; LESS: only by declaring less than he
        held (a legal sinking or under-call); NEVER: not with this hand."""
        if kind == "call":
            if _heard(cls, combos[:1], True, by) == calls[cls]:
                return FULL
            if not combos or calls[cls] and tuple(calls[cls][0]) not in \
                    _lesser_calls(cls, hand, by, rubicon):
                return NEVER
            return LESS
        if kind == "reply":
            reply, my_key = arg
            k = dialogue.best_key(cls, combos, by)
            if reply == "not_good" and k <= my_key or reply == "equal" and k < my_key:
                return NEVER
            if reply == "good" and k >= my_key or reply == "equal" and k > my_key:
                return LESS                # he held as good or better, and said less
            return FULL
        if sorted(_heard(cls, combos, False, by)) == arg:
            return FULL
        return LESS if tuple(arg) in _lesser_scores(cls, hand, by, rubicon) else NEVER

    def likely(hand: int) -> float:
        w = 1.0
        for cls, checks in tests:
            combos = dialogue.held(cls, hand, by)
            less = False
            for kind, arg in checks:
                v = verdict(cls, kind, arg, hand, combos)
                if v == NEVER:
                    return 0.0
                less = less or v == LESS
            if less:                       # one class declared short counts once
                w *= sink
        return w

    return likely


@lru_cache(maxsize=1024)
def _lesser_declarations(cls: str, hand: int, by: str, rubicon: bool) -> tuple[list, ...]:
    """The combinations of each declaration short of the full one that the engine
    offers a player holding ``hand`` in ``cls`` (sinkings, and Rubicon's under-calls).
    Cached: a class called and scored asks it twice of the same hand."""
    masks = dialogue.sinkings(cls, hand, by)
    if rubicon:
        masks += dialogue.undercalls(cls, hand)
    return tuple(c for c in (dialogue.combos_of(cls, m) for m in masks) if c)


def _lesser_scores(cls: str, hand: int, by: str, rubicon: bool) -> set[tuple]:
    """What may be heard scored of ``hand`` in ``cls`` after a lesser declaration: a
    shortened sequence or point, a quatorze called as a trio, the best alone."""
    return {tuple(sorted(_heard(cls, combos, False, by)))
            for combos in _lesser_declarations(cls, hand, by, rubicon)}


def _lesser_calls(cls: str, hand: int, by: str, rubicon: bool) -> set[tuple]:
    """What a player holding ``hand`` may call in ``cls`` short of his full declaration."""
    return {tuple(_heard(cls, combos[:1], True, by)[0])
            for combos in _lesser_declarations(cls, hand, by, rubicon)}


def _reply_after(said, seat, other, cls, my_call) -> str | None:
    """The other's answer to my call of ``my_call`` in ``cls``, if he gave one."""
    for i, a in enumerate(said):
        if a.seat == seat and a.said == "declared" and a.category == cls \
                and a.called and a.heard == my_call:
            for b in said[i + 1:]:
                if b.seat == other and b.said == "answered" and b.word in REPLIES:
                    return b.word
            return None
    return None
