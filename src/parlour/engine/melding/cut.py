"""Cutting for the first deal in the melding games.

rubicon-bezique.txt: "They cut for seats and deal, the player cutting the higher card
having first choice, and electing whether or not to deal himself.  In cutting, the cards
rank as in play"; binocle.txt: "the player cutting the higher card may deal or not, as
he pleases.  It is usual for the player having the choice to make his adversary deal."
SUPPLEMENT.md: the app cuts, shows the two cut cards, and the chooser makes "the book's
usual choice": here, for every melding game, he lets his adversary deal (the book names
no other usual choice; two-pack Bézique's chapter on cutting was not found).
"""
from __future__ import annotations

import random
from typing import Sequence

from ..core import Event
from ..events import Cut
from .tricks import strength


def cut_for_deal(rng: random.Random, pack: Sequence[int]) -> Event:
    """Both cut from ``pack``; equal cards (as in play) cut again.  The ``Cut`` event
    names the dealer: the adversary of the higher card's cutter."""
    while True:
        a, b = rng.sample(list(pack), 2)
        if strength(a) != strength(b):
            higher = 0 if strength(a) > strength(b) else 1
            return Event(Cut((a, b), 1 - higher), 1 - higher, (a, b))
