"""Animation timing: every duration is one base constant times one speed setting.

``speed`` is a multiplier of the base durations: 1.0 normal, 0.5 brisk, 1.5 leisurely,
and 0 turns animation off (cards jump; tests and players who want it).  The window sets
the process-wide speed once from the settings with ``set_speed``; code that animates asks
``duration(kind)``.
"""
from __future__ import annotations

ANIMATION_MS = {
    "deal": 170,     # one card from the pack to a hand
    "play": 240,     # a card from hand to the trick
    "gather": 380,   # a finished trick to its winner's pile
    "draw": 280,     # a card from the talon / stock to a hand
    "flip": 220,     # a card turned over (whole turn)
    "slide": 200,    # a refused card sliding back where it came from
    "meld": 260,     # a card to or from the meld board
}

SPEEDS = {"off": 0.0, "brisk": 0.5, "normal": 1.0, "leisurely": 1.5}

_speed = 1.0


def set_speed(speed: float) -> None:
    """Set the one speed multiplier (0 = no animation)."""
    global _speed
    if speed < 0:
        raise ValueError("animation speed cannot be negative")
    _speed = float(speed)


def current_speed() -> float:
    return _speed


def duration(kind: str, speed: float | None = None) -> int:
    """Milliseconds for an animation of ``kind`` at ``speed`` (default: the set speed)."""
    factor = _speed if speed is None else speed
    if factor <= 0:
        return 0
    return int(round(ANIMATION_MS[kind] * factor))
