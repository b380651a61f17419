"""Book-free play for any trick game: the fallback when a game has no Brain of its own.

Win a trick cheaply when you can, otherwise throw your least card; meld or declare the
most you can.  It reads only the parts every observation has (the game and the cards in the trick).
"""
from __future__ import annotations

import random
from typing import Sequence

from ..engine.actions import Action, Claim, Declare, Meld, Play
from ..engine.games import MELDING_FAMILIES, family_of
from ..engine.melding.tricks import strength as melding_strength
from ..engine.observed import Observation

def table_cards(obs: Observation) -> list[int]:
    """Cards lying in the current trick, in the order played (every observation has a
    ``trick``, None when none is being played)."""
    return [] if obs.trick is None else [p.card for p in obs.trick.cards]


def order_key(game: str):
    if family_of(game) in MELDING_FAMILIES:
        return melding_strength
    return lambda c: c & 7


def club_choice(obs: Observation, legal: Sequence[Action], rng: random.Random) -> Action:
    legal = list(legal)
    plays = [a for a in legal if type(a) is Play]
    if len(plays) == len(legal) and plays:
        key = order_key(obs.game)
        table = table_cards(obs)
        if table:
            led = table[0]
            winners = [a for a in plays if a.card >> 3 == led >> 3 and key(a.card) > key(led)]
            if winners:
                return min(winners, key=lambda a: key(a.card))
        return min(plays, key=lambda a: (key(a.card), a.card))
    scoring = [a for a in legal if type(a) in (Meld, Declare, Claim)]
    if scoring:
        return max(scoring, key=lambda a: len(a.cards))
    return legal[0]


def decent(obs: Observation, legal: Sequence[Action]) -> list[Action]:
    """The choices a sensible beginner might make: no scoring chance thrown away."""
    legal = list(legal)
    scoring = [a for a in legal if type(a) in (Meld, Declare)]
    return scoring or legal
