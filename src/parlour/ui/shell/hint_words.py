"""A hint's reason in words, from the computer's own weighing (ai/weighing.py): what it
would do, whether the card takes the trick, and by how much its search prefers it to
the next best choice, or that the next best is as good within the noise of the
estimate (weighing.as_good_as: the review's margin, so the two never disagree) (no Qt)."""
from __future__ import annotations

from ...ai.weighing import SOLVED, Weighing
from ...engine.cards import card_symbol, hand_place
from ...engine.actions import Action, Exchange, Meld, Pass, Play


def choice_words(action: Action, describe) -> str:
    """A choice named as the runner-up is: "A♠", "A♠ from the table", "passing",
    "throwing 8♥ 7♠", or the game's own words for a meld."""
    if type(action) is Play:
        return card_symbol(action.card) + (" from the table"
                                           if action.from_table else "")
    if type(action) is Pass:
        return "passing"
    if type(action) is Exchange:
        if not action.cards:
            return "taking no card"
        return "throwing " + " ".join(card_symbol(c)
                                      for c in sorted(action.cards, key=hand_place))
    return describe(action)


def _comparison(w: Weighing, other: str) -> str:
    """Against the runner-up named ``other``: "as good as A♠" or "about 4 points better
    than A♠", or "" when there is none."""
    if w.runner_up is None:
        return ""
    points = round(w.margin)
    if points < 1 or not w.beats_runner_up():
        return f"as good as {other}"
    return f"about {points} point{'s' if points != 1 else ''} better than {other}"


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _cards(cards) -> str:
    return " ".join(card_symbol(c) for c in sorted(cards, key=hand_place))


def _basis(w: Weighing) -> str:
    return "solved exactly with every card known" if w.basis == SOLVED and w.worlds == 1 \
        else f"solved exactly over {w.worlds} sampled hands" if w.basis == SOLVED \
        else f"played out over {w.worlds} sampled deal{'s' if w.worlds != 1 else ''}"


def weighing_words(w: Weighing, describe) -> str:
    """"Play K♠: it takes the trick; about 4 points better than A♠ (each card played
    out over 32 sampled deals)."  ``describe(action)``: the game's words for a move."""
    said = _capital(describe(w.action))
    other = choice_words(w.runner_up, describe) if w.runner_up is not None else ""
    if type(w.action) is Meld and type(w.runner_up) is Meld and other.lower() == said.lower():
        # the same meld of other cards ("Four Kings (80)" either way): the cards tell them apart
        said, other = f"{said} with {_cards(w.action.cards)}", \
            f"the same with {_cards(w.runner_up.cards)}"
    parts = []
    if w.takes_trick is not None:
        parts.append("it takes the trick" if w.takes_trick else "it lets the trick go")
    compared = _comparison(w, other)
    if compared:
        parts.append(compared)
    reason = "; ".join(parts)
    how = _basis(w)
    return f"{said}: {reason} ({how})." if reason else f"{said} ({how})."


def exchange_words(w: Weighing, odds: str) -> str:
    """A Piquet exchange's hint: the draw's odds for the discard (trainer/hint_reason.py,
    "Throw 7♠ 8♥: it keeps ..."), then how the expert's weighing, which chose it, sets
    it against the next best ("As good as throwing ... (played out over 200 ...).")."""
    other = choice_words(w.runner_up, None) if w.runner_up is not None else ""
    compared = _comparison(w, other) or "the expert's choice"   # discards need no describe
    head = odds or f"{_capital(choice_words(w.action, None))}."
    return f"{head} {_capital(compared)} ({_basis(w)})."
