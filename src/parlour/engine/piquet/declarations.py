"""Piquet's three classes of declaration - point, sequence, sets - on a 32-bit hand mask.

A hand is a mask of cards (bit ``suit * 8 + rank``, ranks 7 8 9 10 J Q K A = 0..7), so
each suit is one byte.  Everything that depends on one suit is looked up in tables built
once per byte value; the trainer calls these functions millions of times.

Comparisons (piquet.txt):
- point, au cent: the suit of greatest pip value (Ace 11, courts 10, others face value);
  Rubicon: most cards, pip value breaking ties.  Worth the number of its cards, one less
  under the English rule when it holds the 7, 8 and 9.
- sequence: 3+ cards running in one suit; longer beats shorter, then the higher top card.
  Tierce 3, quatrième 4, quinte 15, sixième 16, septième 17, huitième 18.
- sets: three or four of a rank from the Ten up; any quatorze beats any trio, then the
  higher rank.  Quatorze 14, trio 3.  Two sets can never be equal.
"""
from __future__ import annotations

from typing import NamedTuple

from .. import sentences
from ..cards import JACK, KING, QUEEN, TEN
from ..sentences import SEQUENCE_NAMES, number_words  # noqa: F401  (their old home)

PIP_VALUES = (7, 8, 9, 10, 10, 10, 10, 11)   # 7 8 9 10 J Q K A
LOW_TRIO = 0b111                             # the 7, 8 and 9 of a suit byte


class Point(NamedTuple):
    # the field shadows tuple.count, which no reader of a Point calls
    count: int      # type: ignore[assignment]  # cards in the suit declared
    value: int      # their pip value
    suit: int
    mask: int       # the cards, as a hand mask


class Seq(NamedTuple):
    length: int
    top: int        # rank of the highest card
    suit: int
    mask: int


class Set(NamedTuple):
    count: int      # type: ignore[assignment]  # 3 (trio) or 4 (quatorze); as Point's
    rank: int
    mask: int


# ----- tables per suit byte -------------------------------------------------------------

def _runs(byte: int) -> list[tuple[int, int, int]]:
    """Maximal runs of 3+ in one suit byte: (length, top rank, run bits)."""
    out, rank = [], 0
    while rank < 8:
        if byte >> rank & 1:
            start = rank
            while rank < 8 and byte >> rank & 1:
                rank += 1
            length = rank - start
            if length >= 3:
                out.append((length, rank - 1, ((1 << length) - 1) << start))
        else:
            rank += 1
    return out


COUNT = tuple(bin(b).count("1") for b in range(256))
PIPS = tuple(sum(PIP_VALUES[r] for r in range(8) if b >> r & 1) for b in range(256))
# Best-suit keys as single ints, so choosing a hand's point is four lookups and a max.
# Ties within one's own hand go to the suit that scores more (more cards).
_KEY_BY_VALUE = tuple(PIPS[b] * 16 + COUNT[b] for b in range(256))
_KEY_BY_CARDS = tuple(COUNT[b] * 128 + PIPS[b] for b in range(256))
# The same keys by suit, times four plus 3 - suit: the greatest of a hand's four is its
# point's (ties to the lower suit), and its low bits name the suit; under 4, no card.
_SUIT_KEYS = {by: tuple(tuple(k * 4 + 3 - s for k in keys) for s in range(4))
              for by, keys in (("value", _KEY_BY_VALUE), ("cards", _KEY_BY_CARDS))}
# Sequences per (suit, byte), best first within the suit.
_SEQS = tuple(
    tuple(Seq(n, top, s, bits << (8 * s))
          for n, top, bits in sorted(_runs(b), reverse=True))
    for s in range(4) for b in range(256))
# The cards of each suit byte, so a hand's cards are four lookups.
_BYTE_CARDS = tuple(tuple(8 * s + r for r in range(8) if b >> r & 1)
                    for s in range(4) for b in range(256))
RANK_BITS = tuple(sum(1 << (8 * s + r) for s in range(4)) for r in range(8))
COURTS = RANK_BITS[JACK] | RANK_BITS[QUEEN] | RANK_BITS[KING]     # none: carte blanche
SEQUENCE_SCORES = {3: 3, 4: 4, 5: 15, 6: 16, 7: 17, 8: 18}


def cards_in(mask: int) -> tuple[int, ...]:
    """The cards of a hand mask in order, like cards.cards_of but by table (faster)."""
    return (_BYTE_CARDS[mask & 0xFF] + _BYTE_CARDS[256 + (mask >> 8 & 0xFF)]
            + _BYTE_CARDS[512 + (mask >> 16 & 0xFF)] + _BYTE_CARDS[768 + (mask >> 24 & 0xFF)])


def cards_in_suit(mask: int, suit: int) -> tuple[int, ...]:
    """The cards of one suit of a hand mask, in order (one lookup)."""
    return _BYTE_CARDS[suit << 8 | (mask >> (8 * suit)) & 0xFF]


# ----- point ----------------------------------------------------------------------------

def point_of(mask: int, by: str = "value", english: bool = False) -> Point | None:
    """The hand's best suit for the point (None for an empty hand).

    ``english`` does not change which suit is best (the comparison is by pips or cards);
    it only changes what the point scores, see point_score.
    """
    best_suit = point_suit(mask, by)
    if best_suit < 0:
        return None
    byte = (mask >> (8 * best_suit)) & 0xFF
    return Point(COUNT[byte], PIPS[byte], best_suit, byte << (8 * best_suit))


def point_suit(mask: int, by: str = "value") -> int:
    """The suit of the hand's point (-1 for an empty hand): four lookups and a max."""
    k0, k1, k2, k3 = _SUIT_KEYS["value" if by == "value" else "cards"]
    best = max(k0[mask & 0xFF], k1[mask >> 8 & 0xFF], k2[mask >> 16 & 0xFF],
               k3[mask >> 24 & 0xFF])
    return 3 - (best & 3) if best >= 4 else -1


def point_in_suit(mask: int) -> Point | None:
    """The point made by cards of one suit (a declaration); None if empty or mixed."""
    if not mask:
        return None
    suit = (mask & -mask).bit_length() - 1 >> 3
    byte = mask >> (8 * suit)
    if byte > 0xFF:
        return None
    return Point(COUNT[byte], PIPS[byte], suit, mask)


def point_key(point: Point | None, by: str = "value") -> tuple:
    """Compare points with this: au cent by pips alone, Rubicon by cards then pips."""
    if point is None:
        return ()
    return (point.value,) if by == "value" else (point.count, point.value)


def point_score(point: Point | None, english: bool = False) -> int:
    if point is None:
        return 0
    low = (point.mask >> (8 * point.suit)) & LOW_TRIO == LOW_TRIO
    return point.count - (1 if english and low else 0)


# ----- sequences ------------------------------------------------------------------------

def sequences_of(mask: int) -> list[Seq]:
    """Every maximal run of three or more, best first."""
    out: list[Seq] = []
    for s in range(4):
        runs = _SEQS[s * 256 + ((mask >> (8 * s)) & 0xFF)]
        if runs:
            out.extend(runs)
    if len(out) > 1:
        out.sort(reverse=True)
    return out


# The cards of each suit byte that lie in runs of three or more.
_RUN_BITS = tuple(sum(bits for _, _, bits in _runs(b)) for b in range(256))


def sequences_mask(mask: int) -> int:
    """The cards of all the hand's sequences (those of ``sequences_of``), by table."""
    return (_RUN_BITS[mask & 0xFF] | _RUN_BITS[mask >> 8 & 0xFF] << 8
            | _RUN_BITS[mask >> 16 & 0xFF] << 16 | _RUN_BITS[mask >> 24 & 0xFF] << 24)


def seq_key(seq: Seq | None) -> tuple:
    return () if seq is None else (seq.length, seq.top)


def seq_score(length: int) -> int:
    """Tierce 3, quatrième 4, quinte 15 ... huitième 18."""
    return length if length < 5 else length + 10


# ----- sets (quatorze and trio) ---------------------------------------------------------

def sets_of(mask: int) -> list[Set]:
    """Every trio and quatorze from the Ten up, best first (quatorzes, then rank)."""
    quatorzes, trios = [], []
    for rank in range(7, TEN - 1, -1):
        bits = mask & RANK_BITS[rank]
        if bits:
            n = bits.bit_count()
            if n == 4:
                quatorzes.append(Set(4, rank, bits))
            elif n == 3:
                trios.append(Set(3, rank, bits))
    return quatorzes + trios if quatorzes else trios


def sets_mask(mask: int) -> int:
    """The cards of all the hand's trios and quatorzes (those of ``sets_of``)."""
    out = 0
    for rank_bits in _SET_RANK_BITS:
        bits = mask & rank_bits
        if bits.bit_count() >= 3:
            out |= bits
    return out


_SET_RANK_BITS = RANK_BITS[TEN:]


def set_key(s: Set | None) -> tuple:
    return () if s is None else (s.count, s.rank)


def set_score(count: int) -> int:
    return 14 if count == 4 else 3


# ----- the book's words (made in sentences.py, the one place for words) ------------------

def point_name(point: Point) -> str:
    """``Point of five``: how the score for the point is named."""
    return sentences.point_name(point.count)


def seq_name(seq: Seq) -> str:
    """``Quinte to the King``."""
    return sentences.sequence_name(seq.length, seq.top)


def set_name(s: Set) -> str:
    """``Quatorze Aces``, ``Three Kings``."""
    return sentences.set_name(s.count, s.rank)


def point_call(point: Point, by: str = "value") -> str:
    """What the point's holder says first.

    Au cent he gives its value ("Forty-one"); in Rubicon its number of cards ("Point of
    five"), the value being asked only when the numbers are equal.
    """
    return number_words(point.value) if by == "value" else point_name(point)


def is_sequence_declaration(mask: int) -> list[Seq] | None:
    """The sequences a declared set of cards makes, or None if any card is in no run.

    A declaration of several sequences is the union of their cards; each suit's cards
    must split into runs of three or more.
    """
    seqs = sequences_of(mask)
    covered = 0
    for q in seqs:
        covered |= q.mask
    return seqs if covered == mask and mask else None


def is_set_declaration(mask: int) -> list[Set] | None:
    """The sets a declared set of cards makes, or None if any card is in no set."""
    sets = sets_of(mask)
    covered = 0
    for s in sets:
        covered |= s.mask
    return sets if covered == mask and mask else None
