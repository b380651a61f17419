"""What one seat may know in two-handed Piquet, as a JSON-able dict.

Own hand and own discards; cards legitimately seen (the top cards elder left, the rest
of the stock once each may look at it, the other's carte blanche); everything said aloud;
the tricks; the scores as announced (the dealer's hand scores only once he has claimed
them, after elder's first lead).  Never the other's hand or discards, never the stock.
"""
from __future__ import annotations

from dataclasses import fields

from ..cards import cards_of, names
from ..events import Declared
from ..sentences import sentence
from .dialogue import heard

COMBINATIONS = ("point", "sequence", "set")


def said_aloud(event, seats) -> list:
    """One announcement as [seat, its words, what it says as JSON]: a declaration gives
    only what is said of each combination (``Declared.heard``), never its cards."""
    p = event.payload
    if isinstance(p, Declared):
        what = {"said": "declared", "class": p.category, "called": p.called,
                "heard": [list(h) for h in p.heard()]}
    else:
        what = {"said": type(p).__name__.lower(),
                **{f.name: getattr(p, f.name) for f in fields(p)}}
    return [event.seat, sentence(event, seats), what]


def scored(event, seats) -> dict:
    """A score as announced; a combination's also gives what its name says."""
    out = {"seat": event.seat, "points": event.points, "category": event.category,
           "text": sentence(event, seats)}
    if event.category in COMBINATIONS:
        out["heard"] = list(heard(event.category, event.cards, False, "value"))
    return out


def observe(state, seat: int) -> dict:
    base = {"game": state.game, "variant": state.variant, "seat": seat,
            "seats": list(state.seats), "options": dict(state.options),
            "totals": list(state.totals),
            "deal_points_history": [list(p) for p in state.deal_points_list],
            "phase": state.phase, "to_act": state.current_player(),
            "deal": len(state.deals)}
    if state.phase == "waiting" and state.due is not None or not state.deals \
            or not hasattr(state, "hands"):
        return base
    announcements, scores, plays = [], [], []
    for e in state.deals[-1].events:
        if e.kind == "announcement":
            announcements.append(said_aloud(e, state.seats))
        elif e.category is not None:
            scores.append(scored(e, state.seats))
        elif e.kind == "cut":
            base["cut"] = names(e.cards)
    deal_points = [0, 0]
    for s in scores:
        deal_points[s["seat"]] += s["points"]
    base.update({
        "dealer": state.dealer, "elder": state.elder,
        "hand": names(cards_of(state.hands[seat])),
        "discards": names(cards_of(state.discards[seat])),
        "seen": names(cards_of(state.seen[seat])),
        # which of the cards elder left the dealer drew: both know (elder looked at them)
        "left_taken": names(cards_of(getattr(state, "left_taken", 0))),
        "shown": [names(cards_of(state.shown[0])), names(cards_of(state.shown[1]))],
        "exchanged": list(state.exchanged),
        "stock": len(state.stock),
        "talon": {"elder": 5 if state.exchanged[state.elder] is None else 0,
                  "dealer": _dealer_part(state)},
        "declaring": (None if state.phase != "declare"
                      else ("point", "sequence", "set")[state.decl_class]),
        "announcements": announcements,
        "scores": scores,
        "deal_points": deal_points,
        "tricks": [[leader, names([lead])[0], names([follow])[0], winner]
                   for leader, lead, follow, winner in state.tricks],
        "trick": ([state.leader, names([state.lead])[0]] if state.lead >= 0 else None),
        "tricks_won": list(state.won),
        "hand_sizes": [state.hands[0].bit_count(), state.hands[1].bit_count()],
        # the dealer's own good combinations, scored but not yet claimed aloud
        "to_claim": ([{k: v for k, v in scored(e, state.seats).items() if k != "seat"}
                      for e in state.pending if e.category is not None]
                     if seat == state.dealer else []),
    })
    return base


def _dealer_part(state) -> int:
    """How many cards are still lying in the talon for the dealer to take."""
    if state.exchanged[state.elder] is None:
        return 3
    return 0 if state.exchanged[state.dealer] is not None else len(state.stock)
