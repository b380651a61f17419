"""The phases of a Piquet deal, two-handed and for three or four: the decision due.

A ``StrEnum`` whose values are the words the observation's JSON form has always written,
so records, saves and the AI worker's messages read the same.  The members are also
module constants: the hot loops test ``phase is PLAY``, and looking a member up on the
enum class is several times slower than reading a module constant.
"""
from __future__ import annotations

import enum


class Phase(enum.StrEnum):
    WAITING = "waiting"        # between deals (a record's deals ran out, or before one)
    EXCHANGE = "exchange"      # carte blanche and the exchanges
    DECLARE = "declare"        # the declarations, class by class
    PLAY = "play"              # the tricks
    OVER = "over"              # the game is over


WAITING, EXCHANGE, DECLARE, PLAY, OVER = Phase
