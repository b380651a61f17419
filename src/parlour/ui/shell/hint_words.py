"""A hint's reason in words, from the computer's own weighing (ai/weighing.py): what it
would do, whether the card takes the trick, and by how much its search prefers it to
the next best choice (no Qt)."""
from __future__ import annotations

from ...ai.weighing import SOLVED, Weighing
from ...engine.cards import card_symbol
from ...engine.actions import Action, Pass, Play


def choice_words(action: Action, describe) -> str:
    """A choice named as the runner-up is: "A♠", "A♠ from the table", "passing", or
    the game's own words for a meld."""
    if type(action) is Play:
        return card_symbol(action.card) + (" from the table"
                                           if action.from_table else "")
    if type(action) is Pass:
        return "passing"
    return describe(action)


def weighing_words(w: Weighing, describe) -> str:
    """"Play K♠: it takes the trick; about 4 points better than A♠ (each card played
    out over 32 sampled deals)."  ``describe(action)``: the game's words for a move."""
    said = describe(w.action)
    said = said[:1].upper() + said[1:]
    parts = []
    if w.takes_trick is not None:
        parts.append("it takes the trick" if w.takes_trick else "it lets the trick go")
    if w.runner_up is not None:
        other = choice_words(w.runner_up, describe)
        points = round(w.margin)
        parts.append(f"as good as {other}" if points < 1 else
                     f"about {points} point{'s' if points != 1 else ''} better than {other}")
    how = "solved exactly with every card known" if w.basis == SOLVED and w.worlds == 1 \
        else f"solved exactly over {w.worlds} sampled hands" if w.basis == SOLVED \
        else f"played out over {w.worlds} sampled deal{'s' if w.worlds != 1 else ''}"
    reason = "; ".join(parts)
    return f"{said}: {reason} ({how})." if reason else f"{said} ({how})."
