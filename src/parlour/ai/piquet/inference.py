"""What the other player's declarations say about his hand (two hands).

From the words heard - his calls, the replies to ours, the combinations he scored - we
build a weight for a sampled hand: could he, holding it, have said and scored exactly
this, and did he then declare in full (most players do) or less than he held (a
sinking, an under-call)?  Checked on masks; the full replay in determinize.py is the
exact test of what could be said.
"""
from __future__ import annotations

from ...engine.cards import TEN
from ...engine.piquet import dialogue
from ...engine.piquet.declarations import Seq, Set, seq_name, set_name
from .view import PiquetView

CLASSES = dialogue.CLASSES
REPLIES = ("Good.", "Not good.", "Equal.")
# Every name a sequence or a set can be called by (they never look like numbers).
NAMES = {
    "sequence": {seq_name(Seq(n, top, 0, 0)) + "." for n in range(3, 9) for top in range(n - 1, 8)},
    "set": {set_name(Set(k, r, 0)) + "." for k in (3, 4) for r in range(TEN, 8)},
}


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


def declaration_likelihood(obs: dict, view: PiquetView, sink: float):
    """A function hand_mask -> how likely that hand made the declarations heard, relative
    to declaring in full (1.0).  Each class he declared less than he held in (sank it,
    called a lesser form or said nothing) multiplies by ``sink``: 0 believes every player
    declares in full (the club's way), 1 weighs every legal declaration alike (no model
    of the player), between is a broad model of players, most declaring in full."""
    seat = view.seat
    other = 1 - seat
    dealer = obs.get("dealer")
    by = view.point_by
    said = [(s, t) for s, t in obs.get("announcements") or []]
    other_texts = [t for s, t in said if s == other]
    done, called = _completed_classes(obs)
    if not done and not called:
        return lambda hand: 1.0
    mine = view.hand
    for s, c in view.played + view.trick:
        if s == seat:
            mine |= 1 << c
    scored: dict[str, list[str]] = {cls: [] for cls in CLASSES}
    for e in obs.get("scores") or []:
        if e.get("seat") == other and e.get("category") in scored:
            scored[e["category"]].append(e.get("text"))
    lead_made = bool(obs.get("tricks")) or bool(obs.get("trick"))
    rubicon = view.variant == "rubicon"
    tests = []
    for cls in done + ([called] if called else []):
        my_combos = dialogue.held(cls, mine, by)
        my_key = dialogue.best_key(cls, my_combos, by)
        if other != dealer:
            # he is elder: he called his best (if any) in this class
            tests.append((cls, "call", None))
        elif cls in done and my_combos:
            my_call = dialogue.call_of(cls, my_combos[0], by) + "."
            reply = _reply_after(said, seat, other, my_call)
            if reply is not None:
                tests.append((cls, "reply", (reply, my_key)))
        if cls in done and scored[cls] and (other != dealer or lead_made):
            tests.append((cls, "scored", sorted(scored[cls])))

    # the elder's calls: his point first (unless he sank it), then names, best first
    words = [t for t in other_texts if not t.startswith("I leave") and t != "Carte blanche."]
    named = NAMES["sequence"] | NAMES["set"]
    calls = {"point": [t for t in words if t not in named][:1],
             "sequence": [t for t in words if t in NAMES["sequence"]][:1],
             "set": [t for t in words if t in NAMES["set"]][:1]}

    def likely(hand: int) -> float:
        w = 1.0
        for cls, kind, arg in tests:
            combos = dialogue.held(cls, hand, by)
            if kind == "call":
                full = [dialogue.call_of(cls, combos[0], by) + "."] if combos else []
                if full != calls[cls]:
                    if calls[cls] and calls[cls][0] not in _lesser_calls(cls, hand, by, rubicon):
                        return 0.0
                    if not combos and calls[cls]:
                        return 0.0
                    w *= sink
            elif kind == "reply":
                reply, my_key = arg
                k = dialogue.best_key(cls, combos, by)
                if reply == "Not good." and k <= my_key:
                    return 0.0
                if reply == "Equal." and k < my_key:
                    return 0.0
                if reply == "Good." and k >= my_key or reply == "Equal." and k > my_key:
                    w *= sink              # he held as good or better, and said less
            else:
                names = sorted(dialogue.name_of(cls, c) for c in combos)
                if names != arg:
                    if not set(arg) <= set(names):
                        return 0.0
                    w *= sink
            if not w:
                return 0.0
        return w

    return likely


def _lesser_calls(cls: str, hand: int, by: str, rubicon: bool) -> set[str]:
    """What a player holding ``hand`` may call in ``cls`` short of his full declaration."""
    masks = dialogue.sinkings(cls, hand, by)
    if rubicon:
        masks += dialogue.undercalls(cls, hand)
    out = set()
    for m in masks:
        combos = dialogue.combos_of(cls, m)
        if combos:
            out.add(dialogue.call_of(cls, combos[0], by) + ".")
    return out


def _reply_after(said, seat, other, my_call) -> str | None:
    for i, (s, t) in enumerate(said):
        if s == seat and t == my_call:
            for s2, t2 in said[i + 1:]:
                if s2 == other and t2 in REPLIES:
                    return t2
            return None
    return None
