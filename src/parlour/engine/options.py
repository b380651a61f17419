"""A game's rule options as an observation holds them: a mapping nobody can change.

An observation is a value: its reader cannot alter it, and two equal observations hash
alike (the computer players cache by observation).  A plain dict would let a reader
write ``obs.options["point_by"] = "cards"`` and make ``hash(obs)`` fail, so the options
travel as ``Options``: read like a dict, equal to a dict with the same items, hashable,
and without any way to write.  The State keeps its own dict (records write it).
"""
from __future__ import annotations

from typing import Any, Iterator, Mapping


class Options(Mapping[str, Any]):
    """Rule options, frozen (their values are plain scalars: names, numbers, flags)."""
    __slots__ = ("_items", "_hash")
    _items: dict[str, Any]
    _hash: int | None

    def __init__(self, items: Mapping[str, Any] = {}) -> None:
        object.__setattr__(self, "_items", dict(items))
        object.__setattr__(self, "_hash", None)

    def __getitem__(self, key: str) -> Any:
        return self._items[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._items)

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, key: object) -> bool:
        return key in self._items

    def get(self, key: str, default: Any = None) -> Any:
        return self._items.get(key, default)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Options):
            return self._items == other._items
        if isinstance(other, Mapping):
            return self._items == dict(other)
        return NotImplemented

    def __hash__(self) -> int:
        h = self._hash
        if h is None:
            h = hash(frozenset(self._items.items()))
            object.__setattr__(self, "_hash", h)
        return h

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("rule options cannot be changed")

    def __delattr__(self, name: str) -> None:
        raise AttributeError("rule options cannot be changed")

    def __repr__(self) -> str:
        return f"Options({self._items!r})"

    def __reduce__(self):
        return (Options, (self._items,))


_MADE: dict[tuple, Options] = {}


def frozen(options: Mapping[str, Any]) -> Options:
    """The State's options as an observation holds them, made once per set of options
    (observations are made often in the computer players' search)."""
    if type(options) is Options:
        return options
    key = tuple(options.items())
    got = _MADE.get(key)
    if got is None:
        if len(_MADE) > 256:        # a long session of many option sets: start afresh
            _MADE.clear()
        got = _MADE[key] = Options(options)
    return got
