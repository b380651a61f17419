"""The declaration dialogue, one class at a time: what a declaration of cards makes,
how two declarations compare, what scores, and which declarations a player may choose.

A declaration is a mask of held cards: for the point, cards of one suit; for sequences,
the union of the runs declared; for sets, the union of the trios and quatorzes.  Calling
less than one holds is sinking ("calling 51 for his point when he really has 61").
"""
from __future__ import annotations

from ..actions import Action, Declare, Play
from ..core import IllegalAction
from ..events import Declared
from .declarations import (PIP_VALUES, is_sequence_declaration, is_set_declaration, point_call,
                           point_in_suit, point_key, point_name, point_of, point_score,
                           seq_key, seq_name, seq_score, sequences_of, set_key, set_name,
                           set_score, sets_of)

CLASSES = ("point", "sequence", "set")
CLASS_WORDS = {"point": "a point", "sequence": "sequences", "set": "trios or quatorzes"}


def check_fields(action: Action, undercall: bool = True) -> None:
    """Refuse the fields other games give an action (a play's 'from'; the under-call,
    without ``undercall``): dropped silently, they would still be written into the
    record and mean nothing there."""
    if type(action) is Play and action.source is not None:
        raise IllegalAction("a play has no 'from'")
    if type(action) is Declare and action.undercall and not undercall:
        raise IllegalAction("a declare has no 'undercall'")


def combos_of(cls: str, mask: int) -> list | None:
    """The combinations a declared mask makes, best first; None if it makes no sense."""
    if not mask:
        return []
    if cls == "point":
        p = point_in_suit(mask)
        return None if p is None else [p]
    if cls == "sequence":
        return is_sequence_declaration(mask)
    return is_set_declaration(mask)


def best_key(cls: str, combos: list, by: str) -> tuple:
    """Comparable strength of a declaration (its best combination); () when empty."""
    if not combos:
        return ()
    if cls == "point":
        return point_key(combos[0], by)
    if cls == "sequence":
        return seq_key(combos[0])
    return set_key(combos[0])


def said_key(cls: str, combos: list, by: str) -> tuple:
    """The part of a declaration's strength that is said aloud before the answer: all of
    it, except a Rubicon point, of which only the number of cards is called (the value
    is asked only when the numbers are equal).  The dealer's answer may oppose whatever
    is not known to be worse, so his choices never depend on what he cannot know."""
    if cls == "point" and by == "cards" and combos:
        return (combos[0].count,)
    return best_key(cls, combos, by)


def heard(cls: str, cards, called: bool, by: str) -> tuple[int, ...]:
    """What is said aloud of one combination of ``cards``, and nothing more: called au
    cent, a point's value; otherwise a point's number of cards, a sequence's length and
    top rank, a set's count and rank (never a suit: Rubicon names it apart)."""
    if cls == "point":
        return (sum(PIP_VALUES[c & 7] for c in cards),) if called and by == "value" \
            else (len(cards),)
    if cls == "sequence":
        return (len(cards), max(c & 7 for c in cards))
    return (len(cards), cards[0] & 7)


def declared(cls: str, combinations, by: str, called: bool = True) -> Declared:
    """A declaration's payload: the combinations' cards and what is said of each."""
    combinations = tuple(tuple(c) for c in combinations)
    return Declared(cls, combinations, tuple(heard(cls, c, called, by) for c in combinations),
                    by, called)


def score_of(cls: str, combo, english: bool) -> int:
    if cls == "point":
        return point_score(combo, english)
    if cls == "sequence":
        return seq_score(combo.length)
    return set_score(combo.count)


def name_of(cls: str, combo) -> str:
    if cls == "point":
        return point_name(combo)
    return seq_name(combo) if cls == "sequence" else set_name(combo)


def call_of(cls: str, combo, by: str) -> str:
    """What is said aloud when a combination is declared: the point's value au cent
    ("Forty-one") or its cards in Rubicon ("Point of five"); otherwise its name."""
    if cls == "point":
        return point_call(combo, by)
    return name_of(cls, combo)


def held(cls: str, hand: int, by: str) -> list:
    """Everything the hand holds in this class, best first (the full declaration)."""
    if cls == "point":
        p = point_of(hand, by)
        return [p] if p is not None else []
    return sequences_of(hand) if cls == "sequence" else sets_of(hand)


def union(combos) -> int:
    m = 0
    for c in combos:
        m |= c.mask
    return m


def _without_lowest(mask: int, n: int = 1) -> int:
    for _ in range(n):
        mask &= mask - 1
    return mask


def sinkings(cls: str, hand: int, by: str) -> list[int]:
    """The natural ways to call less than one holds, best first (none are the full
    declaration or nothing): a point without its lowest cards; the best sequence alone or
    shortened by its lowest card; the best set alone, or a quatorze called as a trio."""
    full = held(cls, hand, by)
    if not full:
        return []
    out: list[int] = []
    best = full[0]
    if cls == "point":
        out = [_without_lowest(best.mask, k) for k in range(1, best.count)]
    else:
        if len(full) > 1:
            out.append(best.mask)
        size = best.length if cls == "sequence" else best.count
        if size >= 4:
            out.append(union(full) & ~(best.mask & -best.mask))
    whole = union(full)
    return [m for m in dict.fromkeys(out) if m and m != whole]     # each once, in order


def undercalls(cls: str, hand: int) -> list[int]:
    """Rubicon under-calls: each inferior sequence or set called alone."""
    if cls == "point":
        return []
    full = held(cls, hand, "cards")
    top = best_key(cls, full, "cards")
    return [c.mask for c in full[1:] if best_key(cls, [c], "cards") < top]


def undercall_sound(cls: str, called: list, unseen: int) -> bool:
    """An under-call is good "against the cards" when nothing the adversary could hold,
    among the cards the caller has not got, would be as good as what he called."""
    if not called:
        return False
    possible = held(cls, unseen, "cards")
    return not possible or best_key(cls, called, "cards") > best_key(cls, possible, "cards")
