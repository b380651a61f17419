"""The review's one sentence for each decision, made from its typed reason (the one
place the words are made: the command line, its JSON and the window all read them
from here).  ``write`` writes a card from its name: the record's notation ("KH") by
default, the table's suit symbols ("K♥") in the window."""
from __future__ import annotations

from ...engine.cards import SUIT_NAMES, SUITS, mask_of, parse_card
from ...engine.piquet.dialogue import combos_of, name_of

Z95 = 1.96       # the 95% interval of a cost is its estimate ± 1.96 standard errors


def _name(card: str) -> str:
    return card


def written(cards: str, write=_name) -> str:
    """Cards in notation ("7S 10D") as ``write`` writes each."""
    return " ".join(write(c) for c in cards.split())


def _list(cards, write=_name) -> str:
    cards = [write(c) for c in cards]
    if len(cards) <= 1:
        return "".join(cards)
    return ", ".join(cards[:-1]) + " and " + cards[-1]


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def choice_words(kind: str, cards: str, write=_name) -> str:
    """What was done: "throwing 7S 8H", "playing the KH", "declaring QH KH AH"."""
    cards = written(cards, write)
    if kind == "exchange":
        return f"throwing {cards}" if cards else "taking no card"
    if kind == "play":
        return f"playing the {cards}"
    return f"declaring {cards}" if cards else "declaring nothing"


def _combination(cls: str, cards, write=_name) -> str:
    combos = combos_of(cls, mask_of([parse_card(c) for c in cards]))
    if not combos:
        return _list(cards, write)
    name = name_of(cls, combos[0])
    return name[:1].lower() + name[1:]


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
        "trick": "wins the trick",
        "cheaper": f"wins the trick as well and keeps your {listed} for later",
        "sure": "is a sure trick: nothing he may hold beats it",
        "unbeaten": "does not run into a higher card",
        "safer": f"meets a higher card less often: he may hold one in {reason.risk:.0%} of "
                 f"the hands that fit what you had seen, against {reason.risk_best:.0%}",
        "later": f"keeps your {listed} for the tricks to come",
    }.get(gain, "")


def evidence_words(reason, write=_name) -> str:
    """What the other had shown that bears on it, or ""."""
    parts = []
    if reason.shown:
        parts.append(f"the other's declarations showed the {_list(reason.shown, write)}")
    if reason.void:
        parts.append(f"the other had shown out of {SUIT_NAMES[SUITS.index(reason.void)]}")
    return " and ".join(parts)


def sentence(d, write=_name) -> str:
    """The one sentence why, for a Decision (review.py)."""
    choice = _capital(choice_words(d.kind, d.chosen, write))
    reason = d.reason
    if reason.gain == "sinking":
        return (f"{choice} while holding {written(d.best, write)} kept back "
                f"{_list(reason.cards, write)} (a sinking): what it hid is not reckoned")
    if reason.gain == "same" or d.cost <= 0:
        return f"{choice} was as good as the expert's choice"
    why = f"{choice_words(d.kind, d.best, write)} instead {gain_words(reason, write)}"
    evidence = evidence_words(reason, write)
    return (f"{choice} cost {d.cost:.1f} points a deal "
            f"(± {Z95 * d.se:.1f}): {why}" + (f"; {evidence}" if evidence else ""))
