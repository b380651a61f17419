"""The window's grammar for the player named "You": "You win", "North wins".  The one
rule lives with the engine's sentences (``sentences.does``), which follow it too."""
from __future__ import annotations

from ...engine.sentences import does


def in_person(who: str, verb: str) -> str:
    """``You deal`` but ``North deals``."""
    return does(who, verb + "s")
