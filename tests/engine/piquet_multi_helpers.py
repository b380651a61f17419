"""Shared helpers for the Normand, Voleur and à écrire tests: deals from text, playing
first legal actions, and the observation leak check."""
from __future__ import annotations

import random

from dataclasses import is_dataclass

from parlour.engine.cards import parse_card, parse_cards
from parlour.engine.core import DealSetup
from parlour.engine.observed import to_json
from parlour.engine.actions import Declare, Play


def setup(dealer: int, hands: list[str], stock: str = "") -> DealSetup:
    return DealSetup(dealer, [sorted(parse_cards(h)) for h in hands], parse_cards(stock))


def declare_all(state, seat: int) -> None:
    """The seat declares everything it holds, class by class (the auto action)."""
    while state.current_player() == seat and type(state.legal_actions()[0]) is Declare:
        state.apply(state.auto_action())


def play(state, seat: int, card: str) -> list:
    return state.apply(Play(seat, parse_card(card)))


def finish_deal(state) -> None:
    """Play first legal actions until the deal in progress is over."""
    n = len(state.deals)
    while state.current_player() is not None and len(state.deals) == n \
            and state.legal_actions():
        state.apply(state.auto_action() or state.legal_actions()[0])


def random_game(cls, seed: int, **kw):
    state = cls(seed=seed, **kw)
    rng = random.Random(seed)
    while state.current_player() is not None:
        state.apply(state.sample_action(rng))
    return state


def card_strings(obj, *names: str) -> set[str]:
    """Every card named in an observation's JSON form (the whole of it, or only the
    fields ``names``): cards are ints in the observation, names in its JSON."""
    if names:
        form = to_json(obj)
        return set().union(*(card_strings(form[name]) for name in names))
    out: set[str] = set()
    if is_dataclass(obj):
        return card_strings(to_json(obj))
    if isinstance(obj, dict):
        for v in obj.values():
            out |= card_strings(v)
    elif isinstance(obj, (list, tuple)):
        for v in obj:
            out |= card_strings(v)
    elif isinstance(obj, str):
        try:
            parse_card(obj)
            out.add(obj)
        except ValueError:
            pass
    return out


def points_by_category(state, deal: int = -1) -> dict:
    out: dict = {}
    for e in state.deals[deal].scoring_events():
        out.setdefault(e.category, []).append((e.seat, e.points))
    return out
