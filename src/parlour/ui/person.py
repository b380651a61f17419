"""The window's grammar for the player named "You": the engines write "<name> wins" for
every seat, the window says "You win"."""
from __future__ import annotations

import re

_THIRD_PERSON = re.compile(r"\bYou (win|take|score|deal|lead|pay|exchange)s\b")


def in_person(who: str, verb: str) -> str:
    """``You deal`` but ``North deals``."""
    return f"{who} {verb}" if who == "You" else f"{who} {verb}s"


def you_agree(text: str) -> str:
    """An engine's sentence with the verb agreeing when the seat is "You"."""
    return _THIRD_PERSON.sub(r"You \1", text)
