"""The one way Parlour checks JSON it reads: the shapes of the stored files, the record's
deals and actions, the sitting sheet.

A check is a function ``check(value, where) -> value`` that raises ShapeError (a
ValueError) naming ``where`` (a path like ``games[3].progress``) when the value is not of
its shape.  The stores build their file's shape from these few pieces, so a file that
passes can be used without another type test anywhere (a seat of 7, a "yes" for a flag or
a number of 400 digits are stopped here, not in the window that draws them).  Readers
that word their own messages (the engine's record form) use the same tests, ``is_whole``
and ``is_number``: JSON's true is not a number here.

No Parlour imports: the engine, the sitting sheet and the store all use it.
"""
from __future__ import annotations

import math
from typing import Any, Callable, TypeGuard

Check = Callable[[Any, str], Any]

BIGGEST = 10 ** 15          # no score, cost or count Parlour keeps comes near this (and
                            # a larger one could not even be printed past 4,300 digits)
LONGEST_TEXT = 10_000
MOST_SEATS = 8              # the most players a stored game lists (à écrire: seven)


class ShapeError(ValueError):
    """A JSON value that is not of the shape asked for; the message says where."""


def is_whole(value: Any) -> TypeGuard[int]:
    """A JSON whole number (Python's bool is an int; JSON's true is not a number)."""
    return isinstance(value, int) and not isinstance(value, bool)


def is_number(value: Any) -> TypeGuard[int | float]:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def whole(low: int = -BIGGEST, high: int = BIGGEST) -> Check:
    def check(value: Any, where: str) -> int:
        if not is_whole(value):
            raise ShapeError(f"{where} must be a whole number")
        if not low <= value <= high:
            raise ShapeError(f"{where} is out of range")
        return value
    return check


def number(low: float = -BIGGEST, high: float = BIGGEST) -> Check:
    """An int or a finite float within range (float() of it cannot overflow)."""
    def check(value: Any, where: str) -> float:
        if not is_number(value):
            raise ShapeError(f"{where} must be a number")
        if isinstance(value, float) and not math.isfinite(value):
            raise ShapeError(f"{where} must be a finite number")
        if not low <= value <= high:
            raise ShapeError(f"{where} is out of range")
        return value
    return check


def text(longest: int = LONGEST_TEXT) -> Check:
    def check(value: Any, where: str) -> str:
        if not isinstance(value, str):
            raise ShapeError(f"{where} must be text")
        if len(value) > longest:
            raise ShapeError(f"{where} is too long")
        return value
    return check


def flag(value: Any, where: str) -> bool:
    if not isinstance(value, bool):
        raise ShapeError(f"{where} must be true or false")
    return value


def one_of(*choices: Any) -> Check:
    def check(value: Any, where: str) -> Any:
        if isinstance(value, bool) or value not in choices:
            raise ShapeError(f"{where} is not one Parlour knows")
        return value
    return check


def maybe(inner: Check) -> Check:
    """``inner`` or null."""
    def check(value: Any, where: str) -> Any:
        return None if value is None else inner(value, where)
    return check


def anything(value: Any, where: str) -> Any:
    """A leaf another part checks itself (the rules replaying a move, say)."""
    return value


def list_of(inner: Check, longest: int = BIGGEST, shortest: int = 0) -> Check:
    def check(value: Any, where: str) -> list:
        if not isinstance(value, list):
            raise ShapeError(f"{where} must be a list")
        if not shortest <= len(value) <= longest:
            raise ShapeError(f"{where} has {len(value)} items")
        for i, item in enumerate(value):
            inner(item, f"{where}[{i}]")
        return value
    return check


def table(low: int = -BIGGEST, high: int = BIGGEST, longest: int = BIGGEST,
          widest: int = 64) -> Check:
    """A list of rows of whole numbers, every row as long as the first (a plot's points).
    Written for speed: thousands of games' plots are checked when statistics are read."""
    def check(value: Any, where: str) -> list:
        if not isinstance(value, list) or len(value) > longest:
            raise ShapeError(f"{where} must be a list of at most {longest} rows")
        width = len(value[0]) if value and type(value[0]) is list else 0
        for row in value:
            if type(row) is not list or len(row) != width or width > widest:
                raise ShapeError(f"{where} must be rows of one length")
            for x in row:
                if type(x) is not int or not low <= x <= high:
                    raise ShapeError(f"{where} must hold whole numbers in range")
        return value
    return check


def obj(required: dict[str, Check] | None = None,
        optional: dict[str, Check] | None = None,
        then: Callable[[dict, str], None] | None = None) -> Check:
    """An object with these keys (others are kept and ignored: a newer minor change);
    ``then(value, where)`` checks how the keys agree with each other."""
    def check(value: Any, where: str) -> dict:
        if not isinstance(value, dict):
            raise ShapeError(f"{where} must be an object")
        for key, inner in (required or {}).items():
            if key not in value:
                raise ShapeError(f"{where}.{key} is missing" if where else f"'{key}' is missing")
            inner(value[key], f"{where}.{key}" if where else key)
        for key, inner in (optional or {}).items():
            if key in value:
                inner(value[key], f"{where}.{key}" if where else key)
        if then is not None:
            then(value, where)
        return value
    return check


def validator(shape: Check) -> Callable[[dict], None]:
    """The ``check`` read_versioned takes: the whole file against ``shape``."""
    def check(data: dict) -> None:
        shape(data, "")
    return check
