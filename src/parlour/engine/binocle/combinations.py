"""Binocle's combinations (melds), their classes and values.

Three classes (binocle.txt): A, marriages and the sequence; B, the binocles; C, the fours
and eights of a kind.  The book's values are Foster's; ``modern_meld_values`` takes the
values most players use today for the double binocle and the eights (SUPPLEMENT.md).
"""
from __future__ import annotations

from ..cards import ACE, DIAMONDS, JACK, KING, QUEEN, SPADES, TEN, card
from ..events import Combination as Named
from ..sentences import combination_name

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
    """One kind of meld: its cards (sorted, duplicates repeated), class and value;
    ``named`` is the typed combination its events carry."""

    __slots__ = ("index", "name", "named", "meld_class", "category", "value", "cards", "need",
                 "mask")

    def __init__(self, index: int, meld_class: int, value: int, named: Named):
        self.index = index
        self.named = named
        self.name = combination_name(named)
        self.meld_class = meld_class
        self.category = named.category
        self.value = value
        self.cards = named.cards
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

    def add(meld_class, category, value, cards, **named):
        out.append(Combination(len(out), meld_class, value,
                               Named(category, tuple(sorted(cards)), **named)))

    for s in range(4):
        # the trump marriage is "Royal marriage", named without its suit
        add(CLASS_A, "marriage", 40 if s == trump else 20, [card(KING, s), card(QUEEN, s)],
            suit=None if s == trump else s, royal=s == trump)
    add(CLASS_A, "sequence", 150, [card(r, trump) for r in (ACE, TEN, KING, QUEEN, JACK)])
    add(CLASS_B, "binocle", 40, [QS, JD], level=1)
    add(CLASS_B, "binocle", MODERN_DOUBLE_BINOCLE if modern else DOUBLE_BINOCLE,
        [QS, QS, JD, JD], level=2)
    # The book: 80 "whether the marriage in spades is the trump suit or not".
    add(CLASS_B, "binocle", 80, [KS, QS, JD], level=3)
    eights = MODERN_EIGHT_VALUES if modern else EIGHT_VALUES
    for r in (ACE, KING, QUEEN, JACK):
        add(CLASS_C, "four", FOUR_VALUES[r], [card(r, s) for s in range(4)], rank=r)
    for r in (ACE, KING, QUEEN, JACK):
        add(CLASS_C, "eight", eights[r], [card(r, s) for s in range(4)] * 2, rank=r)
    return tuple(out)


def why_not(cards: tuple[int, ...]) -> str:
    """Why these cards, which are no combination, are not one: the reason a player who
    meant a sequence or a four would look for ("" when there is nothing to add)."""
    ranks, suits = {c & 7 for c in cards}, sorted(c >> 3 for c in cards)
    if sorted(c & 7 for c in cards) == sorted((ACE, TEN, KING, QUEEN, JACK)) \
            and len(set(suits)) == 1:
        return "a sequence counts only in trumps"
    if len(ranks) == 1 and len(cards) in (4, 8):
        if ranks.isdisjoint(FOUR_VALUES):
            return "fours are of Aces, Kings, Queens or Jacks"
        if suits != sorted(list(range(4)) * (len(cards) // 4)):
            return ("fours need one card of each suit" if len(cards) == 4
                    else "eights need two cards of each suit")
    return ""


_CACHE: dict[tuple[int, bool], tuple[tuple[Combination, ...], dict]] = {}


def table_for(trump: int, modern: bool) -> tuple[tuple[Combination, ...], dict]:
    """The combinations for a trump suit and their lookup by sorted card tuple (cached)."""
    key = (trump, modern)
    if key not in _CACHE:
        combos = combinations_for(trump, modern)
        _CACHE[key] = (combos, {c.cards: c for c in combos})
    return _CACHE[key]
