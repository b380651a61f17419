"""The phases of a Bézique game, rubicon, Chinese and two-pack: the decision due.

A ``StrEnum`` whose values are the words the observation's JSON form has always written,
so records, saves and the AI worker's messages read the same.  ``CARTE_BLANCHE`` is
only ever an observation's (the state keeps carte blanche in ``forced``); the state's
``phase`` is ``OVER`` once the game has ended, the one mark of it.  The members are also module constants: the hot loops test
``phase is PLAY``, and looking a member up on the enum class is several times slower.
"""
from __future__ import annotations

import enum


class Phase(enum.StrEnum):
    CARTE_BLANCHE = "carte_blanche"   # a carte blanche to show
    PLAY = "play"                     # a card to play
    DECLARE = "declare"               # the trick's winner melds (or scores the dix) or passes
    ANNOUNCE = "announce"             # after a meld, combinations to score later
    COUNT = "count"                   # ask for the brisques to be counted or not
    OVER = "over"                     # the game is over


CARTE_BLANCHE, PLAY, DECLARE, ANNOUNCE, COUNT, OVER = Phase
