"""The contract between the engine and its readers: what one seat may know, as types.

Every game's ``State.observation(seat)`` returns a frozen dataclass built from these
parts: an ``Observation`` (the fields every game has) extended by the game's own fields.
The computer players, the window, the trainer and the command line read its attributes.
The JSON form exists only to serialise: ``to_json`` makes it from the fields and
``from_json`` reads it back, for every game alike, guided by the field types.

Cards are ``Card`` values (small integers, engine/cards.py), as actions and events hold
them; only the JSON form names them in the card notation ("QS", INTERFACES.md).  In the
games played with several packs ``copy`` tells two copies of one card apart
(engine/copies.py).  Seats are indices into ``seats``.  Lists are tuples and the rule
options an ``Options`` mapping, so that an observation is immutable, hashable and
compares by value.
"""
from __future__ import annotations

import collections.abc
import enum
import types
import typing
from dataclasses import dataclass, fields, is_dataclass
from functools import lru_cache
from typing import Any, Mapping, NamedTuple, Sequence

from .cards import Card, card_name, card_named
from .options import Options


@dataclass(frozen=True, slots=True)
class PlayedCard:
    """A card played by ``seat``; ``copy`` only where several packs are shuffled."""
    seat: int
    card: Card
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
    cards: tuple[Card, ...] = ()
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
    the rule options, the phase (the kind of decision due: a member of the game's own
    ``Phase`` enum, the type each game's observation gives the field) and whose turn it
    is (``to_act``, None when nobody is to act); and the seat's ``hand``, the ``trick``
    being played and the ``hand_sizes``, below."""
    game: str
    variant: str
    seat: int
    seats: tuple[str, ...]
    options: Options
    phase: enum.StrEnum
    to_act: int | None
    dealer: int | None

    # Every game's observation has these three.  Each game declares them as fields of
    # its own, where its JSON form has always had them (a field of a subclass takes
    # the place of these), or derives them from its own (Bézique's ``cards_held``,
    # à écrire's deal at the table); here, what an observation of no cards says.
    # A game's field without a default must say ``= field()``: a dataclass would
    # otherwise take the property below for its default.
    @property
    def hand(self) -> tuple[Card, ...]:
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
    keyed by its field names; tuples become lists, and a field typed ``Card`` gives the
    card's name in the notation."""
    return _write(Any, value)


# A plain value under any hint but Card is written as it is: checked first, since most
# of an observation's leaves are such (the type tests below cost more than the write).
_PLAIN = (int, str, bool, float)


def _write(tp: Any, value: Any) -> Any:
    if value is None:
        return None
    tp = _plain_hint(tp)
    if tp is Card:
        return card_name(value)
    if type(value) in _PLAIN:
        return value
    if is_dataclass(value) and not isinstance(value, type):
        return {name: _write(t, getattr(value, name)) for name, t in _hints(type(value))}
    if isinstance(value, tuple) and hasattr(value, "_fields"):
        return [_write(t, v) for t, v in zip(_tuple_hints(type(value)), value)]
    if isinstance(value, (tuple, list)):
        return [_write(t, v) for t, v in zip(_item_types(tp, len(value)), value)]
    if isinstance(value, Mapping):
        return {str(k): _write(Any, v) for k, v in value.items()}
    if isinstance(value, enum.Enum):
        return value.value              # a phase: its word, as a plain string
    return value


def _plain_hint(tp: Any) -> Any:
    """``_without_none``, remembered per hint (the same few hints come for every value)."""
    try:
        return _WITHOUT_NONE[tp]
    except KeyError:
        found = _WITHOUT_NONE[tp] = _without_none(tp)
        return found
    except TypeError:                   # a hint that cannot be a key: worked out each time
        return _without_none(tp)


_WITHOUT_NONE: dict[Any, Any] = {}


def _item_types(tp: Any, n: int) -> Sequence[Any]:
    """The types of a tuple's ``n`` items, as its hint gives them (Any if it gives none)."""
    if typing.get_origin(tp) is tuple:
        items = typing.get_args(tp)
        if len(items) == 2 and items[1] is Ellipsis:
            return (items[0],) * n
        if len(items) == n:
            return items
    return (Any,) * n


def _without_none(tp: Any) -> Any:
    """``X | None`` as ``X`` (a value being written is not None, or it is written as is)."""
    if typing.get_origin(tp) in (typing.Union, types.UnionType):
        rest = [t for t in typing.get_args(tp) if t is not type(None)]
        if len(rest) == 1:
            return rest[0]
    return tp


def from_json(cls: type, data: Any) -> Any:
    """``to_json``'s output read back as ``cls``, guided by its field types; ValueError
    when the data does not fit them."""
    return _read(cls, data)


@lru_cache(maxsize=None)
def _hints(cls: type) -> tuple[tuple[str, Any], ...]:
    hints = typing.get_type_hints(cls)
    return tuple((f.name, hints[f.name]) for f in fields(cls))


@lru_cache(maxsize=None)
def _tuple_hints(cls: type[NamedTuple]) -> tuple[Any, ...]:
    hints = typing.get_type_hints(cls)
    return tuple(hints[name] for name in cls._fields)


def _read(tp: Any, data: Any) -> Any:
    if tp is Any:
        return data
    if tp is Card:
        return card_named(data)
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        return tp(data)                 # ValueError when it names no member
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
