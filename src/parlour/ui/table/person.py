"""The window's grammar for the player named "You": "You win", "North wins".  The one
rule lives with the catalogue (``language.spoken``), which the engine's sentences
follow too; each verb the window says of a player is a pair of messages here."""
from __future__ import annotations

from ...language import message, spoken

_VERBS = {"deal": (message("{who} deals"), message("You deal")),
          "score": (message("{who} scores"), message("You score")),
          "exchange": (message("{who} exchanges"), message("You exchange")),
          "take": (message("{who} takes"), message("You take")),
          "win": (message("{who} wins"), message("You win"))}


def in_person(who: str, verb: str) -> str:
    """``You deal`` but ``North deals``."""
    of, to = _VERBS[verb]
    return spoken(who, of, to)
