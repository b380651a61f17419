"""Trick rules of the melding games, where the Ten ranks between the Ace and the King.

Order in play: A 10 K Q J 9 8 7.  Of two identical cards the first played wins.
During the stock play any card may be played; in the last tricks (Bézique's nine,
Binocle's twelve) the second player must follow suit and win if he can, and if void
must trump if he can.
"""
from __future__ import annotations

from typing import Iterable

from ..cards import ACE, EIGHT, JACK, KING, NINE, QUEEN, SEVEN, TEN

# Strength of each rank in play (higher wins).
PLAY_STRENGTH = {SEVEN: 0, EIGHT: 1, NINE: 2, JACK: 3, QUEEN: 4, KING: 5, TEN: 6, ACE: 7}
STRENGTH = tuple(PLAY_STRENGTH[c & 7] for c in range(32))


def strength(c: int) -> int:
    return STRENGTH[c]


def beats(follow: int, lead: int, trump: int | None) -> bool:
    """Does the second card win against the card led?  Ties go to the card led."""
    fs, ls = follow >> 3, lead >> 3
    if fs == ls:
        return STRENGTH[follow] > STRENGTH[lead]
    return fs == trump


def strict_follows(hand: Iterable[int], lead: int, trump: int | None) -> list[int]:
    """Cards the second player may play in the last tricks (distinct values, hand order).

    Follow suit and head the trick if possible; void in the suit, trump if possible;
    otherwise anything.
    """
    cards = list(dict.fromkeys(hand))
    suit = lead >> 3
    same = [c for c in cards if c >> 3 == suit]
    if same:
        winners = [c for c in same if STRENGTH[c] > STRENGTH[lead]]
        return winners or same
    if trump is not None:
        trumps = [c for c in cards if c >> 3 == trump]
        if trumps:
            return trumps
    return cards
