"""Bézique declarations: the three classes, their values, and which cards make them.

Class A: marriage (King and Queen of a suit, 20; of trumps 40) and sequence (A 10 K Q J of
a suit, 150; of trumps 250).  Class B: bézique, the spade Queen and diamond Jack, single
40, double 500, triple 1500, quadruple 4500.  Class C: any four Aces 100, Kings 80,
Queens 60, Jacks 40.

A *kind* is ``(meld_class, level, key)``: meld_class 0/1/2 for A/B/C; level orders the
combinations of a class (marriage 1 < sequence 2; single 1 ... quadruple 4; fours 1); key
is the suit for class A, the rank for class C, 0 for béziques.  Within a class a card may
not serve in a lower kind than one it already served in ("no lower declaration from a
higher one").
"""
from __future__ import annotations

from collections import Counter
from typing import Iterable

from ..cards import ACE, CLUBS, DIAMONDS, HEARTS, JACK, KING, QUEEN, SPADES, TEN, card
from ..events import Combination
from ..sentences import combination_name

CLASS_A, CLASS_B, CLASS_C = 0, 1, 2
MARRIAGE, SEQUENCE = 1, 2
BEZIQUE_VALUES = {1: 40, 2: 500, 3: 1500, 4: 4500}
FOUR_VALUES = {ACE: 100, KING: 80, QUEEN: 60, JACK: 40}
FOUR_RANKS = (ACE, KING, QUEEN, JACK)
SEQUENCE_RANKS = (ACE, TEN, KING, QUEEN, JACK)
COURT = frozenset((KING, QUEEN, JACK))

Kind = tuple  # (meld_class, level, key)


def bezique_cards(trump: int | None, other_suits: bool) -> tuple[int, int]:
    """The bézique pair: Q♠ J♦; with the ``double_bezique_suits`` option, Q♣ J♥ once
    spades or diamonds are trumps."""
    if other_suits and trump in (SPADES, DIAMONDS):
        return card(QUEEN, CLUBS), card(JACK, HEARTS)
    return card(QUEEN, SPADES), card(JACK, DIAMONDS)


def category(kind: Kind) -> str:
    meld_class, level, _ = kind
    if meld_class == CLASS_A:
        return "marriage" if level == MARRIAGE else "sequence"
    return "bezique" if meld_class == CLASS_B else "four"


def value(kind: Kind, trump: int | None) -> int:
    """Points for scoring ``kind`` now; a marriage or sequence made while no suit is
    trumps makes its suit trumps, so it counts as royal."""
    meld_class, level, key = kind
    if meld_class == CLASS_A:
        royal = trump is None or key == trump
        if level == MARRIAGE:
            return 40 if royal else 20
        return 250 if royal else 150
    if meld_class == CLASS_B:
        return BEZIQUE_VALUES[level]
    return FOUR_VALUES[key]


def combination(kind: Kind, trump: int | None, cards=()) -> Combination:
    """The typed combination events carry (its name is made in sentences.py)."""
    meld_class, level, key = kind
    cards = tuple(cards)
    if meld_class == CLASS_A:
        return Combination(category(kind), cards, suit=key, royal=trump is None or key == trump)
    if meld_class == CLASS_B:
        return Combination("bezique", cards, level=level)
    return Combination("four", cards, rank=key)


def describe(kind: Kind, trump: int | None) -> str:
    """``Royal marriage in hearts``: for messages."""
    return combination_name(combination(kind, trump))


def needs(kind: Kind, bezique: tuple[int, int]) -> list[tuple[int, int]]:
    """The cards of a class A or B kind as (card, how many)."""
    meld_class, level, key = kind
    if meld_class == CLASS_A:
        ranks = (KING, QUEEN) if level == MARRIAGE else SEQUENCE_RANKS
        return [(card(r, key), 1) for r in ranks]
    if meld_class == CLASS_B:
        return [(bezique[0], level), (bezique[1], level)]
    raise ValueError("fours are any four cards of a rank")


def kind_of(cards: Iterable[int], bezique: tuple[int, int]) -> Kind | None:
    """Which combination a list of cards is, or None."""
    cards = list(cards)
    counts = Counter(cards)
    n = len(cards)
    if n == 4 and len({c & 7 for c in cards}) == 1 and cards[0] & 7 in FOUR_VALUES:
        return (CLASS_C, 1, cards[0] & 7)
    suits = {c >> 3 for c in cards}
    if len(suits) == 1 and len(counts) == n:
        suit = cards[0] >> 3
        ranks = {c & 7 for c in cards}
        if ranks == {KING, QUEEN}:
            return (CLASS_A, MARRIAGE, suit)
        if ranks == set(SEQUENCE_RANKS):
            return (CLASS_A, SEQUENCE, suit)
    q, j = bezique
    level = counts.get(q, 0)
    if 1 <= level <= 4 and set(counts) == {q, j} and counts[j] == level:
        return (CLASS_B, level, 0)
    return None


ALL_AB_KINDS: tuple[Kind, ...] = tuple(
    [(CLASS_A, lvl, s) for s in range(4) for lvl in (MARRIAGE, SEQUENCE)]
    + [(CLASS_B, lvl, 0) for lvl in (1, 2, 3, 4)])
FOUR_KINDS: tuple[Kind, ...] = tuple((CLASS_C, 1, r) for r in FOUR_RANKS)
