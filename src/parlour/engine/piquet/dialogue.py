"""The declaration dialogue, one class at a time: what a declaration of cards makes,
how two declarations compare, what scores, and which declarations a player may choose.

A declaration is a mask of held cards: for the point, cards of one suit; for sequences,
the union of the runs declared; for sets, the union of the trios and quatorzes.  Calling
less than one holds is sinking ("calling 51 for his point when he really has 61").
"""
from __future__ import annotations

from ..actions import Action, Declare, Exchange, Play
from ...language import message, say
from ..core import IllegalAction
from ..events import Declared
from .declarations import (PIP_VALUES, is_sequence_declaration, is_set_declaration, point_call,
                           point_in_suit, point_key, point_name, point_of, point_score, point_suit,
                           seq_key, seq_name, seq_score, sequences_mask, sequences_of, set_key,
                           set_name, set_score, sets_mask, sets_of)

CATEGORIES = ("point", "sequence", "set")
CATEGORY_WORDS = {"point": message("a point"), "sequence": message("sequences"),
                  "set": message("trios or quatorzes")}


def check_fields(action: Action, undercall: bool = True, look: bool = True) -> None:
    """Refuse the fields other games give an action (a play's 'from'; the under-call,
    without ``undercall``; the dealer's waived look, without ``look``): dropped
    silently, they would still be written into the record and mean nothing there."""
    if type(action) is Play and action.source is not None:
        raise IllegalAction(say("a play has no 'from'"))
    if type(action) is Declare and action.undercall and not undercall:
        raise IllegalAction(say("a declare has no 'undercall'"))
    if type(action) is Exchange and not action.look and not look:
        raise IllegalAction(say("an exchange here has no 'look'"))


def combos_of(category: str, mask: int) -> list | None:
    """The combinations a declared mask makes, best first; None if it makes no sense."""
    if not mask:
        return []
    made = _COMBOS.get((category, mask), _UNKNOWN)
    if not isinstance(made, tuple) and made is not None:     # _UNKNOWN: not asked yet
        if len(_COMBOS) >= _COMBOS_KEPT:
            _COMBOS.clear()
        made = _COMBOS[category, mask] = _combos_made(category, mask)
    return None if made is None else list(made)


def combos_in(category: str, mask: int) -> list:
    """The combinations of a mask known to make sense (an elder's call once checked, one
    made from a hand), best first."""
    combos = combos_of(category, mask)
    if combos is None:
        raise ValueError(f"cards {mask:#x} make no {category} declaration")
    return combos


def _combos_made(category: str, mask: int) -> tuple | None:
    if category == "point":
        p = point_in_suit(mask)
        return None if p is None else (p,)
    combos = is_sequence_declaration(mask) if category == "sequence" else is_set_declaration(mask)
    return None if combos is None else tuple(combos)


# combos_of's answers, kept: a deal asks of one call three or four times, a playout
# millions of times, of a few thousand masks (a new list each time: callers may keep it)
_COMBOS: dict[tuple[str, int], tuple | None] = {}
_COMBOS_KEPT = 1 << 16
_UNKNOWN = object()


def best_key(category: str, combos: list, by: str) -> tuple:
    """Comparable strength of a declaration (its best combination); () when empty."""
    if not combos:
        return ()
    if category == "point":
        return point_key(combos[0], by)
    if category == "sequence":
        return seq_key(combos[0])
    return set_key(combos[0])


def said_key(category: str, combos: list, by: str) -> tuple:
    """The part of a declaration's strength that is said aloud before the answer: all of
    it, except a Rubicon point, of which only the number of cards is called (the value
    is asked only when the numbers are equal).  The dealer's answer may oppose whatever
    is not known to be worse, so his choices never depend on what he cannot know."""
    if category == "point" and by == "cards" and combos:
        return (combos[0].count,)
    return best_key(category, combos, by)


def said_key_of(category: str, mask: int, by: str) -> tuple:
    """``said_key`` of the declaration of a mask known to make sense, kept: the dealer's
    every choice and answer is weighed against the elder's call."""
    key = (category, mask, by)
    said = _SAID.get(key)
    if said is None:
        if len(_SAID) >= _COMBOS_KEPT:
            _SAID.clear()
        said = _SAID[key] = said_key(category, combos_in(category, mask), by)
    return said


_SAID: dict[tuple[str, int, str], tuple] = {}


def heard(category: str, cards, called: bool, by: str) -> tuple[int, ...]:
    """What is said aloud of one combination of ``cards``, and nothing more: called au
    cent, a point's value; otherwise a point's number of cards, a sequence's length and
    top rank, a set's count and rank (never a suit: Rubicon names it apart)."""
    if category == "point":
        return (sum(PIP_VALUES[c & 7] for c in cards),) if called and by == "value" \
            else (len(cards),)
    if category == "sequence":
        return (len(cards), max(c & 7 for c in cards))
    return (len(cards), cards[0] & 7)


def declared(category: str, combinations, by: str, called: bool = True) -> Declared:
    """A declaration's payload: the combinations' cards and what is said of each."""
    combinations = tuple(tuple(c) for c in combinations)
    said = tuple(heard(category, c, called, by) for c in combinations)
    return Declared(category, combinations, said, by, called)


def score_of(category: str, combo, english: bool) -> int:
    if category == "point":
        return point_score(combo, english)
    if category == "sequence":
        return seq_score(combo.length)
    return set_score(combo.count)


def name_of(category: str, combo) -> str:
    if category == "point":
        return point_name(combo)
    return seq_name(combo) if category == "sequence" else set_name(combo)


def call_of(category: str, combo, by: str) -> str:
    """What is said aloud when a combination is declared: the point's value au cent
    ("Forty-one") or its cards in Rubicon ("Point of five"); otherwise its name."""
    if category == "point":
        return point_call(combo, by)
    return name_of(category, combo)


def held(category: str, hand: int, by: str) -> list:
    """Everything the hand holds in this class, best first (the full declaration)."""
    if category == "point":
        p = point_of(hand, by)
        return [p] if p is not None else []
    return sequences_of(hand) if category == "sequence" else sets_of(hand)


def held_mask(category: str, hand: int, by: str) -> int:
    """``union(held(category, hand, by))`` without making the combinations: every card
    of the full declaration (a player's choices are asked of it each class)."""
    if category == "point":
        suit = point_suit(hand, by)
        return 0 if suit < 0 else hand & 0xFF << 8 * suit
    return sequences_mask(hand) if category == "sequence" else sets_mask(hand)


def union(combos) -> int:
    m = 0
    for c in combos:
        m |= c.mask
    return m


def _without_lowest(mask: int, n: int = 1) -> int:
    for _ in range(n):
        mask &= mask - 1
    return mask


def sinkings(category: str, hand: int, by: str) -> list[int]:
    """The natural ways to call less than one holds, best first (none are the full
    declaration or nothing): a point without its lowest cards; the best sequence alone or
    shortened by its lowest card; the best set alone, or a quatorze called as a trio."""
    return sinkings_of(category, held(category, hand, by))


def sinkings_of(category: str, full: list) -> list[int]:
    """``sinkings`` from the full declaration ``full`` (``held``), already known."""
    if not full:
        return []
    out: list[int] = []
    best = full[0]
    if category == "point":
        out = [_without_lowest(best.mask, k) for k in range(1, best.count)]
    else:
        if len(full) > 1:
            out.append(best.mask)
        size = best.length if category == "sequence" else best.count
        if size >= 4:
            out.append(union(full) & ~(best.mask & -best.mask))
    whole = union(full)
    return [m for m in dict.fromkeys(out) if m and m != whole]     # each once, in order


def undercalls(category: str, hand: int) -> list[int]:
    """Rubicon under-calls: each inferior sequence or set called alone."""
    if category == "point":
        return []
    full = held(category, hand, "cards")
    top = best_key(category, full, "cards")
    return [c.mask for c in full[1:] if best_key(category, [c], "cards") < top]


def undercall_sound(category: str, called: list, unseen: int) -> bool:
    """An under-call is good "against the cards" when nothing the adversary could hold,
    among the cards the caller has not got, would be as good as what he called."""
    if not called:
        return False
    possible = held(category, unseen, "cards")
    return not possible or \
        best_key(category, called, "cards") > best_key(category, possible, "cards")
