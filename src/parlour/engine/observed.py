"""The contract between the engine and its readers: what one seat may know, as types.

Every game's ``State.observation(seat)`` returns a frozen dataclass built from these
parts: an ``Observation`` (the fields every game has) extended by the game's own fields.
The computer players, the window, the trainer and the command line read its attributes.
The JSON form exists only to serialise (records, saves, the AI worker): ``to_json``
makes it from the fields and ``from_json`` reads it back, for every game alike.

Cards are named in the card notation ("QS", INTERFACES.md), as the records write them;
in the games played with several packs ``copy`` tells two copies of one card apart
(engine/copies.py).  Seats are indices into ``seats``.  Lists are tuples, so that an
observation is immutable and compares by value.
"""
from __future__ import annotations

import collections.abc
import types
import typing
from dataclasses import dataclass, fields, is_dataclass
from functools import lru_cache
from typing import Any, Mapping

from .options import Options


@dataclass(frozen=True, slots=True)
class PlayedCard:
    """A card played by ``seat``; ``copy`` only where several packs are shuffled."""
    seat: int
    card: str
    copy: int | None = None


@dataclass(frozen=True, slots=True)
class Trick:
    """A trick: who led, its cards in the order played, and who won it (None while it
    is being played)."""
    leader: int
    cards: tuple[PlayedCard, ...]
    winner: int | None = None


@dataclass(frozen=True, slots=True)
class Score:
    """A score as it was announced: who scores, how many points, the category
    (INTERFACES.md), the cards that make it when they are shown, and its words."""
    seat: int
    points: int
    category: str
    cards: tuple[str, ...] = ()
    text: str = ""


@dataclass(frozen=True, slots=True)
class Announcement:
    """Something said aloud: who said it, what kind of saying it is (``said``:
    "declared", "answered", "counted", "exclaimed", ...), its words, and what it says
    as values: ``category`` (a class or a combination), ``called`` (a declaration
    called by its value), ``heard`` (what is said of each combination), ``word`` (an
    answer or exclamation) and ``number`` (a count, a figure, a suit)."""
    seat: int
    said: str
    text: str
    category: str | None = None
    called: bool | None = None
    heard: tuple[tuple[int, ...], ...] = ()
    word: str | None = None
    number: int | None = None


@dataclass(frozen=True, slots=True)
class Observation:
    """What every game's observation holds: the game, the seat it is for, the table,
    the rule options, the phase (the kind of decision due) and whose turn it is
    (``to_act``, None when nobody is to act); and the seat's ``hand``, the ``trick``
    being played and the ``hand_sizes``, below."""
    game: str
    variant: str
    seat: int
    seats: tuple[str, ...]
    options: Options
    phase: str
    to_act: int | None
    dealer: int | None

    # Every game's observation has these three.  Each game declares them as fields of
    # its own, where its JSON form has always had them (a field of a subclass takes
    # the place of these), or derives them from its own (Bézique's ``cards_held``,
    # à écrire's deal at the table); here, what an observation of no cards says.
    # A game's field without a default must say ``= field()``: a dataclass would
    # otherwise take the property below for its default.
    @property
    def hand(self) -> tuple[str, ...]:
        """The seat's own cards (none for a watcher)."""
        return ()

    @property
    def trick(self) -> Trick | None:
        """The trick being played, its cards in the order played (None: none is)."""
        return None

    @property
    def hand_sizes(self) -> tuple[int, ...]:
        """How many cards each seat holds, by seat (empty: not told)."""
        return ()


# ----- the JSON form ---------------------------------------------------------------------

def to_json(value: Any) -> Any:
    """A dataclass (and whatever it holds) as JSON-able values: one dict per dataclass,
    keyed by its field names; tuples become lists."""
    if is_dataclass(value) and not isinstance(value, type):
        return {f.name: to_json(getattr(value, f.name)) for f in fields(value)}
    if isinstance(value, (tuple, list)):
        return [to_json(v) for v in value]
    if isinstance(value, Mapping):
        return {str(k): to_json(v) for k, v in value.items()}
    return value


def from_json(cls: type, data: Any) -> Any:
    """``to_json``'s output read back as ``cls``, guided by its field types; ValueError
    when the data does not fit them."""
    return _read(cls, data)


@lru_cache(maxsize=None)
def _hints(cls: type) -> tuple[tuple[str, Any], ...]:
    hints = typing.get_type_hints(cls)
    return tuple((f.name, hints[f.name]) for f in fields(cls))


@lru_cache(maxsize=None)
def _tuple_hints(cls: type) -> tuple[Any, ...]:
    hints = typing.get_type_hints(cls)
    return tuple(hints[name] for name in cls._fields)


def _read(tp: Any, data: Any) -> Any:
    if tp is Any:
        return data
    if tp is Options:
        if not isinstance(data, Mapping):
            raise ValueError(f"the options must be an object, not {data!r}")
        return Options(data)
    if isinstance(tp, type) and is_dataclass(tp):
        if not isinstance(data, Mapping):
            raise ValueError(f"{tp.__name__} must be a JSON object")
        given = {name: _read(t, data[name]) for name, t in _hints(tp) if name in data}
        try:
            return tp(**given)
        except TypeError as e:
            raise ValueError(f"{tp.__name__}: {e}") from None
    if isinstance(tp, type) and issubclass(tp, tuple) and hasattr(tp, "_fields"):
        # a NamedTuple (a card and its copy number): its values in order
        hints = _tuple_hints(tp)
        if not isinstance(data, (list, tuple)) or len(data) != len(hints):
            raise ValueError(f"{tp.__name__} takes {len(hints)} values, not {data!r}")
        return tp(*(_read(t, v) for t, v in zip(hints, data)))
    origin, args = typing.get_origin(tp), typing.get_args(tp)
    if origin in (typing.Union, types.UnionType):
        if data is None and type(None) in args:
            return None
        for t in args:
            if t is not type(None):
                return _read(t, data)
    if origin is tuple:
        if not isinstance(data, (list, tuple)):
            raise ValueError(f"expected a list, not {data!r}")
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_read(args[0], v) for v in data)
        if len(args) != len(data):
            raise ValueError(f"expected {len(args)} values, not {data!r}")
        return tuple(_read(t, v) for t, v in zip(args, data))
    if origin in (dict, collections.abc.Mapping) or tp is dict:
        if not isinstance(data, Mapping):
            raise ValueError(f"expected an object, not {data!r}")
        return dict(data)
    return data
