"""Binocle's fixed numbers and the actions it trades in, made once and shared.

Actions and events are immutable, so the engine hands out the same objects every time
instead of building new ones in the hot loop of a random game.
"""
from __future__ import annotations

from ..cards import ACE, JACK, KING, QUEEN, TEN
from ..actions import Action, Claim, Dix, Meld, Pass
from ..core import Event, score_event
from ..events import Drew, Played, TrickWon

HAND_SIZE = 12
TARGET = 1000
TARGET_STEP = 250          # both past the game unclaimed: the game goes on to 250 more
LAST_TRICK = 10
DIX_POINTS = 10
TOTAL_COUNTING = 250       # counting cards of the two packs plus the last trick

_RANK_COUNT = {ACE: 11, TEN: 10, KING: 4, QUEEN: 3, JACK: 2}
COUNT = tuple(_RANK_COUNT.get(c & 7, 0) for c in range(32))   # points of each card won

PASS = (Pass(0), Pass(1))
CLAIM = (Claim(0), Claim(1))
DIX_SHOW = tuple(tuple(Dix(s, c) for c in range(32)) for s in (0, 1))
DIX_EXCHANGE = tuple(tuple(Dix(s, c, True) for c in range(32))
                     for s in (0, 1))

_MELDS: dict[tuple[int, tuple[int, ...]], Action] = {}


def meld_action(seat: int, cards: tuple[int, ...]) -> Action:
    key = (seat, cards)
    a = _MELDS.get(key)
    if a is None:
        a = _MELDS[key] = Meld(seat, cards)
    return a


PLAY_EVENT = tuple(tuple(Event(Played(c), s, (c,)) for c in range(32))
                   for s in (0, 1))
DRAW_EVENT = tuple(Event(Drew(), s) for s in (0, 1))   # never named
_TRICKS: dict[tuple[int, int, int, int], tuple[Event, Event | None]] = {}


def trick_events(winner: int, lead: int, follow: int,
                 follower: int) -> tuple[Event, Event | None]:
    """The trick event and the counting-card score it brings the winner (None if 0)."""
    key = (winner, lead, follow, follower)
    got = _TRICKS.get(key)
    if got is None:
        points = COUNT[lead] + COUNT[follow]
        score = score_event(winner, points, "counting", (lead, follow),
                            "cards_won") if points else None
        trick = TrickWon(winner, ((1 - follower, lead), (follower, follow)))
        got = _TRICKS[key] = (Event(trick, winner, (lead, follow)), score)
    return got
