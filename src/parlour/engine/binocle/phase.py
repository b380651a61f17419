"""The phases of a Binocle game: the decision due.

A ``StrEnum`` whose values are the words the observation's JSON form has always written,
so records, saves and the AI worker's messages read the same.  The members are also
module constants: the hot loops test ``phase is MELD``, and looking a member up on the
enum class is several times slower than reading a module constant.
"""
from __future__ import annotations

import enum


class Phase(enum.StrEnum):
    PLAY = "play"              # a card to play
    MELD = "meld"              # the meld window: the trick's winner scores a dix, melds or passes
    OVER = "over"              # the game is over
    WAITING = "waiting"        # a record's deals ran out


PLAY, MELD, OVER, WAITING = Phase
