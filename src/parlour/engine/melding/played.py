"""A card played in the two-handed melding games, each value made once (they are
immutable) and shared: the action ``PLAY[seat][card]`` (from the hand, or from the table
when the hand has none), ``PLAY_TABLE[seat][card]`` (from the table, said when the hand
holds the same card), and ``PLAYED_CARD[seat][card]`` as observations list it, so that an
observation listing the hundred cards of a deal builds none and a play-out none either."""
from __future__ import annotations

from ..cards import Card
from ..actions import PLAY as _EVERY_PLAY, Play
from ..observed import PlayedCard

PLAY = _EVERY_PLAY[:2]
PLAY_TABLE = tuple(tuple(Play(s, c, "table") for c in range(32))
                   for s in (0, 1))
PLAYED_CARD = tuple(tuple(PlayedCard(s, Card(c)) for c in range(32)) for s in (0, 1))
