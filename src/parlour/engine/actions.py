"""What one seat does: one small frozen value class per kind of action.

``Play(0, QS)`` is written ``play QS`` (its notation) and ``{"seat": 0, "act": "play",
"card": "QS"}`` (its record form, shared/INTERFACES.md and docs/records-*.md).  Cards are
the engine's card ints.  Two actions are equal when they are of one class with equal
fields, and every action hashes, so legal lists can be searched and tabled.  Games tell
kinds apart by class (``type(a) is Play``, ``match``); the kind's word, ``KIND``, is only
for the record form and the notation.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from ..shapes import is_whole
from .cards import RANKS, card_name, names, parse_card, parse_cards


class Action:
    """Every action: the seat that takes it, the cards it names (``cards``), its
    notation and its record form.  Only the subclasses below are ever made."""

    __slots__ = ()
    KIND: ClassVar[str] = ""
    # the record's fields beyond seat, act and cards, in the record's (sorted) order:
    # (record key, attribute, the value the record leaves out; ALWAYS: none)
    FIELDS: ClassVar[tuple[tuple[str, str, Any], ...]] = ()
    seat: int

    @property
    def cards(self) -> tuple[int, ...]:
        return ()

    def reseated(self, seat: int) -> "Action":
        """The same action taken by ``seat`` (a pair's seat in Piquet à écrire)."""
        action_type: Any = type(self)   # a dataclass below: its fields are its slots
        fields: tuple[str, ...] = action_type.__slots__
        return action_type(seat, *[getattr(self, name) for name in fields[1:]])

    def notation(self) -> str:
        """``play QS``, ``exchange 7D 8D``, ``declare 7H 8H 9H class=sequence``."""
        parts = [self.KIND, *names(self.cards)]
        for key, attr, absent in self.FIELDS:
            value = getattr(self, attr)
            if absent is ALWAYS or value != absent:
                parts.append(f"{key}={value}")
        return " ".join(parts)

    def to_record(self) -> dict:
        d: dict[str, Any] = {"seat": self.seat, "act": self.KIND}
        self._cards_to_record(d)
        for key, attr, absent in self.FIELDS:
            value = getattr(self, attr)
            if absent is ALWAYS or value != absent:
                d[key] = value
        return d

    def _cards_to_record(self, d: dict) -> None:
        if self.cards:
            d["cards"] = names(self.cards)

    @staticmethod
    def from_record(d: Any) -> "Action":
        """The record form read back; ValueError (NotationError for a card) naming what
        is wrong.  Whether the game allows it is the game's to say."""
        if not isinstance(d, dict):
            raise ValueError("an action must be a JSON object")
        seat, act = d.get("seat"), d.get("act")
        if not is_whole(seat):
            raise ValueError("'seat' must be a whole number")
        if not isinstance(act, str) or not act:
            raise ValueError("'act' must be a non-empty string")
        action_type = KINDS.get(act)
        if action_type is None:
            raise ValueError(f"'{act}' is not an action ({', '.join(sorted(KINDS))})")
        cards: tuple[int, ...] = ()
        if "card" in d:
            cards = (parse_card(d["card"]),)
        if "cards" in d:
            if not isinstance(d["cards"], list):
                raise ValueError("'cards' must be a list of cards")
            cards = tuple(parse_cards(d["cards"]))
        fields: dict[str, Any] = {}
        known = {key: attr for key, attr, _ in action_type.FIELDS}
        for key in d:
            if key in ("seat", "act", "card", "cards"):
                continue
            if key not in known:
                raise ValueError(f"a {act} has no '{key}'")
            fields[known[key]] = _field_value(key, d[key])
        return action_type._made(seat, cards, fields)

    @staticmethod
    def from_notation(seat: int, text: str) -> "Action":
        """``notation()`` read back, for ``seat``; ValueError naming what is wrong."""
        kind, *words = text.split()
        action_type = KINDS.get(kind)
        if action_type is None:
            raise ValueError(f"'{kind}' is not an action ({', '.join(sorted(KINDS))})")
        known = {key: attr for key, attr, _ in action_type.FIELDS}
        cards: list[int] = []
        fields: dict[str, Any] = {}
        for w in words:
            key, eq, value = w.partition("=")
            if not eq:
                cards.append(parse_card(w))
                continue
            if key not in known:
                raise ValueError(f"a {kind} has no '{key}'")
            word: Any = {"True": True, "False": False}.get(value, value) \
                if key in _FLAGS else value
            fields[known[key]] = _field_value(key, word)
        return action_type._made(seat, tuple(cards), fields)

    @classmethod
    def _made(cls, seat: int, cards: tuple[int, ...], fields: dict[str, Any]) -> "Action":
        made: Any = cls                  # the kinds that hold a list of cards
        return made(seat, cards, **fields)


class _Always:
    """The mark of a field every record writes (a brisques' count, a declare's class)."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "ALWAYS"


ALWAYS: Any = _Always()

# The record fields that are true/false; the others are words.
_FLAGS = frozenset({"undercall", "exchange", "count", "look"})


def _field_value(key: str, value: Any) -> Any:
    """A record field checked: flags true/false, 'from' hand or table, words non-empty."""
    if key in _FLAGS:
        if type(value) is not bool:
            raise ValueError(f"'{key}' must be true or false")
    elif key == "from":
        if value not in ("hand", "table"):
            raise ValueError("'from' must be \"hand\" or \"table\"")
    elif not isinstance(value, str) or not value:
        raise ValueError(f"'{key}' must be a word")
    return value


def _single(kind: str, cards: tuple[int, ...]) -> int:
    if len(cards) != 1:
        raise ValueError(f"a {kind} names one card")
    return cards[0]


def _none(kind: str, cards: tuple[int, ...]) -> None:
    if cards:
        raise ValueError(f"a {kind} names no cards")


@dataclass(frozen=True, slots=True)
class Play(Action):
    """A card played to the trick.  ``source``: in Bézique and Binocle, "table" for a
    melded card, "hand" when the record says so; None lets the rules choose (the hand
    first)."""

    seat: int
    card: int
    source: str | None = None

    KIND: ClassVar[str] = "play"
    FIELDS: ClassVar[tuple] = (("from", "source", None),)

    @property
    def cards(self) -> tuple[int, ...]:
        return (self.card,)

    @property
    def from_table(self) -> bool:
        return self.source == "table"

    def _cards_to_record(self, d: dict) -> None:
        d["card"] = card_name(self.card)

    @classmethod
    def _made(cls, seat, cards, fields):
        return cls(seat, _single("play", cards), **fields)


@dataclass(frozen=True, slots=True)
class Exchange(Action):
    """Piquet: the cards laid out for as many from the talon (none: took nothing).
    ``look``: the dealer's right to look at the cards he leaves in the talon, used
    (the default) or waived (False, written ``"look": false``; then elder may not see
    them either, piquet.txt)."""

    seat: int
    cards: tuple[int, ...] = ()
    look: bool = True

    KIND: ClassVar[str] = "exchange"
    FIELDS: ClassVar[tuple] = (("look", "look", True),)

    def _cards_to_record(self, d: dict) -> None:
        d["cards"] = names(self.cards)


@dataclass(frozen=True, slots=True)
class Declare(Action):
    """Piquet: what a player announces in one category ("point", "sequence" or "set"):
    the union of the combinations declared, none for "not good"; ``undercall`` (Rubicon)
    names less than is held."""

    seat: int
    category: str
    cards: tuple[int, ...] = ()
    undercall: bool = False

    KIND: ClassVar[str] = "declare"
    FIELDS: ClassVar[tuple] = (("class", "category", ALWAYS), ("undercall", "undercall", False))

    def _cards_to_record(self, d: dict) -> None:
        d["cards"] = names(self.cards)

    @classmethod
    def _made(cls, seat, cards, fields):
        if "category" not in fields:
            raise ValueError("a declare names its 'class'")
        return cls(seat, fields.pop("category"), cards, **fields)


@dataclass(frozen=True, slots=True)
class Meld(Action):
    """Bézique, Binocle: a combination scored now, with any of its cards on the table."""

    seat: int
    cards: tuple[int, ...]

    KIND: ClassVar[str] = "meld"

    def _cards_to_record(self, d: dict) -> None:
        d["cards"] = names(self.cards)


@dataclass(frozen=True, slots=True)
class Announce(Action):
    """Rubicon Bézique: a combination announced with a meld, to be scored later."""

    seat: int
    cards: tuple[int, ...]

    KIND: ClassVar[str] = "announce"

    def _cards_to_record(self, d: dict) -> None:
        d["cards"] = names(self.cards)


@dataclass(frozen=True, slots=True)
class CarteBlanche(Action):
    """Rubicon Bézique: a hand without a court card shown (and each card drawn after);
    no cards when the record leaves them to the rules."""

    seat: int
    cards: tuple[int, ...] = ()

    KIND: ClassVar[str] = "carte_blanche"


@dataclass(frozen=True, slots=True)
class Dix(Action):
    """Bézique, Binocle: the seven of trumps scored, ``exchange``d for the turn-up or
    only shown."""

    seat: int
    card: int
    exchange: bool = False

    KIND: ClassVar[str] = "dix"
    FIELDS: ClassVar[tuple] = (("exchange", "exchange", False),)

    @property
    def cards(self) -> tuple[int, ...]:
        return (self.card,)

    @classmethod
    def _made(cls, seat, cards, fields):
        return cls(seat, _single("dix", cards), **fields)


@dataclass(frozen=True, slots=True)
class Brisques(Action):
    """Rubicon Bézique: whether the player behind asks for the brisques to be counted."""

    seat: int
    count: bool

    KIND: ClassVar[str] = "brisques"
    FIELDS: ClassVar[tuple] = (("count", "count", ALWAYS),)

    @classmethod
    def _made(cls, seat, cards, fields):
        _none("brisques", cards)
        if "count" not in fields:
            raise ValueError('brisques takes "count": true or false')
        return cls(seat, **fields)


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Bézique, Binocle: the trick's winner melds nothing (or announces nothing more)."""

    seat: int

    KIND: ClassVar[str] = "pass"

    @classmethod
    def _made(cls, seat, cards, fields):
        _none("pass", cards)
        return cls(seat)


@dataclass(frozen=True, slots=True)
class Claim(Action):
    """Binocle: a claim to have reached the target, made at any moment."""

    seat: int

    KIND: ClassVar[str] = "claim"

    @classmethod
    def _made(cls, seat, cards, fields):
        _none("claim", cards)
        return cls(seat)


@dataclass(frozen=True, slots=True)
class Ask(Action):
    """Piquet: after playing a card, the right to ask the suit of the card of a trio's
    rank (``rank``, the notation's "K", "10") that the adversary laid out, when four
    were possible (piquet.txt).  Made at any moment of the play, out of turn."""

    seat: int
    rank: str

    KIND: ClassVar[str] = "ask"
    FIELDS: ClassVar[tuple] = (("rank", "rank", ALWAYS),)

    @classmethod
    def _made(cls, seat, cards, fields):
        _none("ask", cards)
        if fields.get("rank") not in RANKS:
            raise ValueError(f"'rank' must be one of {' '.join(RANKS)}")
        return cls(seat, fields["rank"])


# The record's "act" word of each kind.
KINDS: dict[str, type[Action]] = {action_type.KIND: action_type for action_type in (
    Play, Exchange, Declare, Meld, Announce, CarteBlanche, Dix, Brisques, Pass, Claim, Ask)}

# Each seat's play of each card, made once: the games hand out these same objects.
PLAY = tuple(tuple(Play(s, c) for c in range(32)) for s in range(4))
