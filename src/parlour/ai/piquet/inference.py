"""What the other player's declarations say about his hand (two hands).

From the words heard - his calls, the replies to ours, the combinations he scored - we
build a test a sampled hand must pass: with that hand, declaring in full, would he have
said and scored exactly this?  It is a necessary condition, checked on masks; the full
replay in determinize.py is the exact one.
"""
from __future__ import annotations

from ...engine.piquet import dialogue
from ...engine.piquet.declarations import cards_in
from .view import PiquetView

CLASSES = dialogue.CLASSES
REPLIES = ("good", "not_good", "equal")


def _completed_classes(obs: dict) -> tuple[list[str], str | None]:
    """Classes fully declared, and the class elder has called but dealer not answered."""
    phase = obs.get("phase")
    if phase == "declare":
        idx = CLASSES.index(obs.get("declaring") or "point")
        called = CLASSES[idx] if obs.get("to_act") == obs.get("dealer") else None
        return list(CLASSES[:idx]), called
    if phase in ("play", "waiting", "over"):
        return list(CLASSES), None
    return [], None


def _heard(cls: str, combos: list, called: bool, by: str) -> list[list[int]]:
    """What would be said of these combinations, as the observation gives it."""
    return [list(dialogue.heard(cls, cards_in(c.mask), called, by)) for c in combos]


def declaration_check(obs: dict, view: PiquetView):
    """A function hand_mask -> bool for the other's hand after the exchange (the cards he
    holds now together with those he has played)."""
    seat = view.seat
    other = 1 - seat
    dealer = obs.get("dealer")
    by = view.point_by
    said = [(s, what) for s, _, what in obs.get("announcements") or []]
    done, called = _completed_classes(obs)
    if not done and not called:
        return lambda hand: True
    mine = view.hand
    for s, c in view.played + view.trick:
        if s == seat:
            mine |= 1 << c
    scored: dict[str, list[list[int]]] = {cls: [] for cls in CLASSES}
    for e in obs.get("scores") or []:
        if e.get("seat") == other and e.get("category") in scored:
            scored[e["category"]].append(e["heard"])
    lead_made = bool(obs.get("tricks")) or bool(obs.get("trick"))
    tests = []
    for cls in done + ([called] if called else []):
        my_combos = dialogue.held(cls, mine, by)
        my_key = dialogue.best_key(cls, my_combos, by)
        if other != dealer:
            # he is elder: he called his best (if any) in this class
            tests.append((cls, "call", None))
        elif cls in done and my_combos:
            reply = _reply_after(said, seat, other, cls, _heard(cls, my_combos[:1], True, by))
            if reply is not None:
                tests.append((cls, "reply", (reply, my_key)))
        if cls in done and scored[cls] and (other != dealer or lead_made):
            tests.append((cls, "scored", sorted(scored[cls])))

    # the elder's calls: the first declaration he made in each class is his best
    calls: dict[str, list] = {cls: [] for cls in CLASSES}
    for s, what in said:
        if s == other and what["said"] == "declared" and not calls[what["class"]]:
            calls[what["class"]] = what["heard"][:1]

    def check(hand: int) -> bool:
        for cls, kind, arg in tests:
            combos = dialogue.held(cls, hand, by)
            if kind == "call":
                if _heard(cls, combos[:1], True, by) != calls[cls]:
                    return False
            elif kind == "reply":
                reply, my_key = arg
                k = dialogue.best_key(cls, combos, by)
                if reply == "good" and k >= my_key or reply == "not_good" and k <= my_key \
                        or reply == "equal" and k != my_key:
                    return False
            else:
                if sorted(_heard(cls, combos, False, by)) != arg:
                    return False
        return True

    return check


def _reply_after(said, seat, other, cls, my_call) -> str | None:
    """The other's answer to my call of ``my_call`` in ``cls``, if he gave one."""
    for i, (s, what) in enumerate(said):
        if s == seat and what["said"] == "declared" and what["class"] == cls \
                and what["called"] and what["heard"] == my_call:
            for s2, what2 in said[i + 1:]:
                if s2 == other and what2["said"] == "answered" and what2["answer"] in REPLIES:
                    return what2["answer"]
            return None
    return None
