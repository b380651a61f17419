"""The review's one sentence for each decision, made from its typed reason (the one
place the words are made: the command line, its JSON and the window all read them
from here).  ``write`` writes a card: in the record's notation ("KH") by default, in the
table's suit symbols ("K♥") in the window."""
from __future__ import annotations

from typing import Callable, Sequence

from ...engine.cards import SUIT_NAMES, SUITS, Card, card_name, hand_place, mask_of
from ...engine.piquet.dialogue import combos_of, name_of

Z95 = 1.96       # the 95% interval of a cost is its estimate ± 1.96 standard errors
NOTICE_PLAY = 0.5    # a declaration's effect on the play below this is "little"


def costs_nothing(cost: float, se: float) -> bool:
    """A cost and its 95% margin both nothing to the tenth of a point that is shown:
    another card just as good ("0.0 ± 0.0" would say nothing more)."""
    return round(abs(cost), 1) == 0 and round(Z95 * se, 1) == 0


def cost_figure(cost: float, se: float) -> str:
    """A cost with its 95% margin, "3.5 ± 5.3"; "no cost" when it costs nothing."""
    return "no cost" if costs_nothing(cost, se) else f"{cost:.1f} ± {Z95 * se:.1f}"


Write = Callable[[Card], str]
_name: Write = card_name


def in_hand_order(cards: Sequence[Card]) -> list[Card]:
    """Cards in the order the hand on the table shows them (by suit, high to low)."""
    return sorted(cards, key=hand_place)


def written(cards: Sequence[Card], write: Write = _name) -> str:
    """Cards as ``write`` writes each, in the hand's order, one space apart ("10D 7S")."""
    return " ".join(write(c) for c in in_hand_order(cards))


def _list(cards, write=_name) -> str:
    cards = [write(c) for c in in_hand_order(cards)]
    if len(cards) <= 1:
        return "".join(cards)
    return ", ".join(cards[:-1]) + " and " + cards[-1]


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def choice_words(kind: str, cards: Sequence[Card], write: Write = _name) -> str:
    """What was done: "throwing 7S 8H", "playing the KH", "declaring QH KH AH"."""
    text = written(cards, write)
    if kind == "exchange":
        return f"throwing {text}" if text else "taking no card"
    if kind == "play":
        return f"playing the {text}"
    return f"declaring {text}" if text else "declaring nothing"


def _combination(category: str, cards, write=_name) -> str:
    combos = combos_of(category, mask_of(cards))
    if not combos:
        return _list(cards, write)
    name = name_of(category, combos[0])
    return name[:1].lower() + name[1:]


NUMBERS = ("no card", "one card", "two cards", "three cards", "four cards", "five cards")


def _count(n: int) -> str:
    return NUMBERS[n] if n < len(NUMBERS) else f"{n} cards"


PART_WORDS = {"point": "the point", "sequence": "the sequences", "set": "the sets",
              "bonus": "the chance of a pic or repic", "play": "the play of the cards"}


def gain_words(reason, write=_name) -> str:
    """What the expert's choice gains, said of it ("keeps the quint major")."""
    cards, gain = reason.cards, reason.gain
    listed = _list(cards, write)
    if gain in ("point", "sequence", "set"):
        return f"keeps the {_combination(gain, cards, write)} ({listed})"
    return {
        "bonus": f"keeps {listed}, and with {'it' if len(cards) == 1 else 'them'} "
                 "the chance of a pic or repic",
        "play": f"keeps {listed} for the play of the cards",
        "guard": f"keeps the {listed} guarded",
        "draw": f"draws {_count(len(cards))} more, which gains most in "
                f"{PART_WORDS.get(reason.part, reason.part)}",
        "trick": "wins the trick",
        "cheaper": f"wins the trick as well and keeps your {listed} for later",
        "sure": "is a sure trick: nothing he may hold beats it",
        "unbeaten": "does not run into a higher card",
        "safer": f"meets a higher card less often: he may hold one in {reason.risk:.0%} of "
                 f"the hands that fit what you had seen, against {reason.risk_best:.0%}",
        "later": _later_words(reason, write),
        "afterwards": f"keeps your {listed} for the tricks to come",
    }.get(gain, "")


def _ordinal(n: int) -> str:
    last = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{last}"


def _later_words(reason, write=_name) -> str:
    """What the card kept does in the expert's play-outs."""
    words = (f"keeps your {_list(reason.cards, write)}, which in the expert's play-outs over the "
             f"hands he may hold wins a later trick in {reason.share:.0%} of them, most "
             f"often the {_ordinal(reason.trick)}")
    if reason.takes is not None:
        words += f", taking his {write(reason.takes)} in {reason.takes_share:.0%}"
    return words


# The other's model in a declaration's play-out (declaration_weighing.READER).
READERS = {"guess": "the other playing the book on a guess at your hand from what he "
                    "heard"}


def _declared_choice(d, write=_name) -> str:
    """"Declaring JH QH KH AH (keeping back 10H)"."""
    r = d.reason
    what = "an under-call keeping back" if r.undercall else "keeping back"
    return f"{_capital(choice_words(d.kind, d.chosen, write))} ({what} {_list(r.cards, write)})"


def _declaration_sentence(d, write=_name) -> str:
    """A declaration weighed against declaring in full (reason "declared" or "hidden")."""
    r = d.reason
    choice = _declared_choice(d, write)
    if r.gain == "unweighed":
        return (f"{choice} could not be weighed: no deal fitting what you had seen "
                f"could be drawn")
    margin = f"(± {Z95 * d.se:.1f})"
    bonus = (f" and {r.bonus_points:.1f} in pic and repic (the {r.bonus} changes in "
             f"{r.bonus_share:.0%} of the deals)" if r.bonus else "")
    model = READERS.get(r.reader, r.reader)
    if r.gain == "hidden":
        return (f"{choice} gained {-d.cost:.1f} points a deal {margin} over "
                f"{choice_words(d.kind, d.best, write)}: that scores {r.hand:.1f} more in hand"
                f"{bonus}, but what it shows costs {-r.play:.1f} in the play ({model})")
    if abs(r.play) < NOTICE_PLAY:
        play = "and the other learned little from it in the play"
    elif r.play < 0:
        play = f"though what it shows him costs {-r.play:.1f} in the play"
    else:
        play = f"and {r.play:.1f} more in the play"
    return (f"{choice} cost {d.cost:.1f} points a deal {margin}: "
            f"{choice_words(d.kind, d.best, write)} instead scores {r.hand:.1f} more in hand"
            f"{bonus}, {play} ({model})")


def evidence_words(reason, write=_name) -> str:
    """What the other had shown that bears on it, or ""."""
    parts = []
    if reason.shown:
        parts.append(f"the other's declarations showed the {_list(reason.shown, write)}")
    if reason.void:
        parts.append(f"the other had shown out of {SUIT_NAMES[SUITS.index(reason.void)]}")
    return " and ".join(parts)


def sentence(d, write=_name) -> str:
    """The one sentence why, for a Decision (review.py): the expert's own choice said so;
    a choice within the noise of its estimate (Decision.costly) as good as the expert's;
    else what it cost and what the expert's choice gains."""
    choice = _capital(choice_words(d.kind, d.chosen, write))
    reason = d.reason
    if sorted(d.chosen) == sorted(d.best):
        return f"{choice} was the expert's choice"
    if reason.gain in ("declared", "hidden", "unweighed"):
        if reason.gain != "declared" or d.costly():
            return _declaration_sentence(d, write)
        choice = _declared_choice(d, write)
    expert = choice_words(d.kind, d.best, write)
    if reason.gain == "same" or d.cost <= 0:
        return f"{choice} was as good as the expert's choice, {expert}"
    if not d.costly():
        return (f"{choice} was as good as the expert's choice, {expert}: the "
                f"{d.cost:.1f} points between them (± {Z95 * d.se:.1f}) are within the "
                f"noise of the estimate")
    why = f"{expert} instead {gain_words(reason, write)}"
    evidence = evidence_words(reason, write)
    return (f"{choice} cost {d.cost:.1f} points a deal "
            f"(± {Z95 * d.se:.1f}): {why}" + (f"; {evidence}" if evidence else ""))
