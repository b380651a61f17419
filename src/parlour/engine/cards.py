"""Cards as small integers, the packs of the parlour games, and the card notation.

A card is ``suit * 8 + rank`` with suits ``S H D C`` (0-3) and ranks in Piquet's natural
order ``7 8 9 10 J Q K A`` (0-7), so a 32-card pack is the integers 0..31 and a hand of
distinct cards fits a 32-bit mask.  Games that rank the Ten above the King (Bézique,
Binocle) keep their own order tables; the identity of a card never changes.  Duplicate
cards (several packs) are the same integer repeated.

``Card`` is that integer as a type: observations, actions and events hold cards as
``Card``; a card's name ("QS", INTERFACES.md) is made only where it is written for a file
(records, saves, an observation's JSON form) or for people (the words modules).
"""
from __future__ import annotations

import _random
import random
import re
from typing import Iterable, NewType, Sequence, TypeVar, cast

from ..language import rank_letters, say

Card = NewType("Card", int)
T = TypeVar("T")     # what a sequence holds (choice)

SUITS = "SHDC"
SUIT_SYMBOLS = "♠♥♦♣"
SUIT_NAMES = ("spades", "hearts", "diamonds", "clubs")
RANKS = ("7", "8", "9", "10", "J", "Q", "K", "A")
RANK_NAMES = ("Seven", "Eight", "Nine", "Ten", "Jack", "Queen", "King", "Ace")
RANK_PLURALS = ("Sevens", "Eights", "Nines", "Tens", "Jacks", "Queens", "Kings", "Aces")

SPADES, HEARTS, DIAMONDS, CLUBS = range(4)
SEVEN, EIGHT, NINE, TEN, JACK, QUEEN, KING, ACE = range(8)

_SUIT_OF_CHAR = {c: i for i, c in enumerate(SUITS)}
_SUIT_OF_CHAR.update({c: i for i, c in enumerate(SUIT_SYMBOLS)})
_SUIT_OF_CHAR.update({"♤": 0, "♡": 1, "♢": 2, "♧": 3, "\u2665\ufe0f": 1})
_RANK_OF_TEXT = {r: i for i, r in enumerate(RANKS)}
_RANK_OF_TEXT["T"] = TEN
_CARD_RE = re.compile(r"^(10|[2-9TJQKA])(.)$")


class NotationError(ValueError):
    """Text that is not a card or a hand in Parlour's notation."""


def card(rank: int, suit: int) -> Card:
    return Card(suit * 8 + rank)


def suit_of(c: int) -> int:
    return c >> 3


def rank_of(c: int) -> int:
    return c & 7


# a hand's order on the table: spades, hearts, clubs, diamonds (the colours alternate)
_HAND_SUITS = (0, 1, 3, 2)


def hand_place(c: int) -> tuple[int, int]:
    """Where a card goes in a hand as it is shown: by suit (spades, hearts, clubs,
    diamonds), then high to low; a sort key."""
    return _HAND_SUITS[c >> 3], -(c & 7)


def card_name(c: int) -> str:
    """``10H``, ``QS``: rank then suit letter."""
    return RANKS[c & 7] + SUITS[c >> 3]


def card_symbol(c: int) -> str:
    """``10♥``: for people rather than files, with the ranks' letters of their language
    (``D♠``, the French Dame)."""
    return rank_letters()[c & 7] + SUIT_SYMBOLS[c >> 3]


def card_long_name(c: int) -> str:
    return f"{RANK_NAMES[c & 7]} of {SUIT_NAMES[c >> 3]}"


def parse_card(text: str) -> Card:
    """One card: ``10H``, ``TH``, ``qs``, ``Q♠``, ``10♥``."""
    c = _OF_NAME.get(text) if type(text) is str else None
    if c is not None:          # the notation's own spelling, as observations write it
        return c
    if not isinstance(text, str):
        raise NotationError(say("a card must be written as text, not {kind}",
                                kind=type(text).__name__))
    raw = text.strip().replace("\ufe0f", "")
    m = _CARD_RE.match(raw.upper())
    if not m:
        raise NotationError(say("'{text}' is not a card (write rank then suit, like 10H or QS)",
                                text=text))
    rank_text, suit_text = m.groups()
    if rank_text not in _RANK_OF_TEXT:
        raise NotationError(say("'{text}': no {rank} in the parlour packs (7 to Ace only)",
                                text=text, rank=rank_text))
    suit = _SUIT_OF_CHAR.get(suit_text)
    if suit is None:
        raise NotationError(say("'{text}': '{suit}' is not a suit (S H D C)", text=text,
                                suit=suit_text))
    return card(_RANK_OF_TEXT[rank_text], suit)


_OF_NAME = {card_name(c): Card(c) for c in range(32)}


def card_named(name: str) -> Card:
    """The card a file names in the notation's own spelling ("QS", "10H"), strictly:
    reading a record's or an observation's JSON form (KeyError-free: NotationError)."""
    c = _OF_NAME.get(name) if type(name) is str else None
    if c is None:
        raise NotationError(say("{name} is not a card in the notation (like QS or 10H)",
                                name=repr(name)))
    return c


def parse_cards(text: str | Iterable[str]) -> list[Card]:
    """A hand: one string of cards separated by spaces or commas, or a list of strings."""
    if isinstance(text, str):
        parts = [p for p in re.split(r"[\s,]+", text.strip()) if p]
    else:
        parts = list(text)
    return [parse_card(p) for p in parts]


def cards_text(cards: Iterable[int]) -> str:
    return " ".join(card_name(c) for c in cards)


def cards_symbols(cards: Iterable[int]) -> str:
    """``10♥ Q♠``: cards for people, as the table writes them."""
    return " ".join(card_symbol(c) for c in cards)


def names(cards: Iterable[int]) -> list[str]:
    return [card_name(c) for c in cards]


def suit_in(x) -> int | None:
    """A suit as an observation gives it (a letter, "H"), or None (no trump yet)."""
    return SUITS.index(x) if isinstance(x, str) and len(x) == 1 and x in SUITS else None


# ----- packs -------------------------------------------------------------------------

def piquet_pack() -> list[int]:
    """The 32-card pack, Seven to Ace in four suits."""
    return list(range(32))


def short_pack(lowest_rank: int) -> list[int]:
    """One pack from ``lowest_rank`` up to the Ace (NINE gives Binocle's 24-card half)."""
    return [c for c in range(32) if c & 7 >= lowest_rank]


def packs(count: int, lowest_rank: int = SEVEN) -> list[int]:
    """Several packs shuffled together: Bézique (4 or 6 piquet packs), Binocle (2)."""
    one = short_pack(lowest_rank)
    return one * count


# n.bit_length() for every n a pack's shuffle draws below (read, not called: a deal
# shuffles 31 times)
_WIDTHS = tuple(n.bit_length() for n in range(257))


def seeded(seed: int) -> _random.Random:
    """A generator drawing what ``random.Random(seed)`` draws for a whole-number seed
    (the same seeding, in C: the random module's class adds only Python around it), for
    ``shuffle`` and ``getrandbits``; every deal seeds one (tests/engine/test_cards.py)."""
    return _random.Random(seed)


def shuffle(cards: list, rng: _random.Random) -> None:
    """``rng.shuffle(cards)``: the same order from the same generator (the random module's
    own Fisher-Yates, each index drawn by rejection from just enough random bits), with
    no call per card; a playout deals thousands of times (tests/engine/test_cards.py
    holds it to ``random.shuffle``)."""
    getrandbits = rng.getrandbits
    widths = _WIDTHS if len(cards) < len(_WIDTHS) else [n.bit_length()
                                                       for n in range(len(cards) + 1)]
    for i in range(len(cards) - 1, 0, -1):
        n = i + 1
        k = widths[n]
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        cards[i], cards[j] = cards[j], cards[i]


def below(n: int, rng: random.Random) -> int:
    """``rng.randrange(n)`` for n > 0: the same draw (by rejection, as ``choice``), without
    the random module's checks of its arguments (tests/engine/test_cards.py)."""
    if n <= 0:
        raise ValueError(f"nothing to draw below {n}")
    getrandbits = rng.getrandbits
    k = n.bit_length()
    r = getrandbits(k)
    while r >= n:
        r = getrandbits(k)
    return r


def sample(seq: Sequence[T], k: int, rng: random.Random) -> list[T]:
    """``rng.sample(seq, k)``: the same items in the same order from the same generator.
    A population of up to 21 is drawn by the random module's own pool method here (a
    hand's discards, at every exchange of every playout); larger ones by ``rng.sample``
    itself (tests/engine/test_cards.py)."""
    n = len(seq)
    if n > 21 or not 0 <= k <= n:
        return rng.sample(seq, k)
    pool = list(seq)
    out = []
    getrandbits = rng.getrandbits
    for i in range(k):
        left = n - i
        width = _WIDTHS[left]          # j = below(left, rng), read in place
        j = getrandbits(width)
        while j >= left:
            j = getrandbits(width)
        out.append(pool[j])
        pool[j] = pool[left - 1]
    return out


def choice(seq: Sequence[T], rng: random.Random) -> T:
    """``rng.choice(seq)``: the same item from the same generator (an index drawn by
    rejection, as ``shuffle`` draws), in one call instead of the random module's two;
    random players choose every card and declaration so (tests/engine/test_cards.py
    holds it to ``random.choice``)."""
    n = len(seq)
    if not n:
        raise IndexError("cannot choose from an empty sequence")
    getrandbits = rng.getrandbits
    k = n.bit_length()
    i = getrandbits(k)
    while i >= n:
        i = getrandbits(k)
    return seq[i]


# ----- masks --------------------------------------------------------------------------

PIQUET_PACK_MASK = (1 << 32) - 1      # every card of the 32-card pack


def mask_of(cards: Iterable[int]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def cards_of(mask: int) -> list[Card]:
    out: list[int] = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return cast("list[Card]", out)


SUIT_MASK = tuple(0xFF << (8 * s) for s in range(4))
