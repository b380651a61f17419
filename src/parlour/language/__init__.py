"""The words Parlour says to a player, in the player's language (no Qt: the engine
speaks through it too).

A message is looked up by its English source text with named fields
(``say("{who} wins the trick", who=name)``); a language is a catalogue of such
messages as data (``fr/``: a module for each room the messages serve, gathered into one
catalogue), English being the source itself (``en.py`` holds only what is not a
message: the numbers said aloud, the ranks' letters).  The language is
one setting for the whole process, set by the window (``set_language``); what is kept
(records, an observation's words) is made in English whatever it is (``english()``).
"""
from __future__ import annotations

from .catalogue import (ENGLISH, LANGUAGES, YOU, Said, decimal, english, inside, language,
                        message, number_words, percent, rank_letters, say, say_n,
                        set_language, spoken, supported)

__all__ = ["ENGLISH", "LANGUAGES", "YOU", "Said", "decimal", "english", "inside", "language",
           "message", "number_words", "percent", "rank_letters", "say", "say_n",
           "set_language", "spoken", "supported"]
