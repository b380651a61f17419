"""Binocle's combinations (melds), their classes and values.

Three classes (binocle.txt): A, marriages and the sequence; B, the binocles; C, the fours
and eights of a kind.  The book's values are Foster's; ``modern_meld_values`` takes the
values most players use today for the double binocle and the eights (SUPPLEMENT.md).
"""
from __future__ import annotations

from ..cards import (ACE, DIAMONDS, JACK, KING, QUEEN, RANK_PLURALS, SPADES, SUIT_NAMES, TEN,
                     card)

CLASS_A, CLASS_B, CLASS_C = 0, 1, 2

QS = card(QUEEN, SPADES)
KS = card(KING, SPADES)
JD = card(JACK, DIAMONDS)

# Fours need one card of each suit ("court cards in class C must be of different suits").
FOUR_VALUES = {ACE: 100, KING: 80, QUEEN: 60, JACK: 40}
EIGHT_VALUES = {ACE: 200, KING: 160, QUEEN: 120, JACK: 80}
MODERN_EIGHT_VALUES = {ACE: 1000, KING: 800, QUEEN: 600, JACK: 400}
DOUBLE_BINOCLE = 80
MODERN_DOUBLE_BINOCLE = 300


class Combination:
    """One kind of meld: its cards (sorted, duplicates repeated), class and value."""

    __slots__ = ("index", "name", "cls", "category", "value", "cards", "need", "mask")

    def __init__(self, index: int, name: str, cls: int, category: str, value: int,
                 cards: list[int]):
        self.index = index
        self.name = name
        self.cls = cls
        self.category = category
        self.value = value
        self.cards = tuple(sorted(cards))
        counts: dict[int, int] = {}
        for c in self.cards:
            counts[c] = counts.get(c, 0) + 1
        self.need = tuple(counts.items())   # (card, copies needed)
        self.mask = sum(1 << c for c in counts)   # a quick "holds them all?" test

    def __repr__(self) -> str:
        return f"Combination({self.name!r}, {self.value})"


def combinations_for(trump: int, modern: bool) -> tuple[Combination, ...]:
    """Every combination that can be melded when ``trump`` is the trump suit."""
    out: list[Combination] = []

    def add(name, cls, category, value, cards):
        out.append(Combination(len(out), name, cls, category, value, cards))

    for s in range(4):
        if s == trump:
            add("Royal marriage", CLASS_A, "marriage", 40, [card(KING, s), card(QUEEN, s)])
        else:
            add(f"Marriage in {SUIT_NAMES[s]}", CLASS_A, "marriage", 20,
                [card(KING, s), card(QUEEN, s)])
    add("Sequence", CLASS_A, "sequence", 150, [card(r, trump) for r in (ACE, TEN, KING, QUEEN, JACK)])
    add("Binocle", CLASS_B, "binocle", 40, [QS, JD])
    add("Double binocle", CLASS_B, "binocle",
        MODERN_DOUBLE_BINOCLE if modern else DOUBLE_BINOCLE, [QS, QS, JD, JD])
    # The book: 80 "whether the marriage in spades is the trump suit or not".
    add("Grand binocle", CLASS_B, "binocle", 80, [KS, QS, JD])
    eights = MODERN_EIGHT_VALUES if modern else EIGHT_VALUES
    for r in (ACE, KING, QUEEN, JACK):
        add(f"Four {RANK_PLURALS[r]}", CLASS_C, "four", FOUR_VALUES[r],
            [card(r, s) for s in range(4)])
    for r in (ACE, KING, QUEEN, JACK):
        add(f"Eight {RANK_PLURALS[r]}", CLASS_C, "eight", eights[r],
            [card(r, s) for s in range(4)] * 2)
    return tuple(out)


_CACHE: dict[tuple[int, bool], tuple[tuple[Combination, ...], dict]] = {}


def table_for(trump: int, modern: bool) -> tuple[tuple[Combination, ...], dict]:
    """The combinations for a trump suit and their lookup by sorted card tuple (cached)."""
    key = (trump, modern)
    if key not in _CACHE:
        combos = combinations_for(trump, modern)
        _CACHE[key] = (combos, {c.cards: c for c in combos})
    return _CACHE[key]
