"""A hint's reason in words, from the computer's own weighing (ai/weighing.py): what it
would do, whether the card takes the trick, and by how much its search prefers it to
the next best choice, or that the next best is as good within the noise of the
estimate (weighing.as_good_as: the review's margin, so the two never disagree) (no Qt)."""
from __future__ import annotations

from ...ai.weighing import EVERY_DRAW, SAMPLED_DRAWS, SOLVED, Weighing
from ...engine.cards import card_symbol, hand_place
from ...engine.actions import Action, Exchange, Meld, Pass, Play
from ...language import decimal, say, say_n


def choice_words(action: Action, describe) -> str:
    """A choice named as the runner-up is: "A♠", "A♠ from the table", "passing",
    "throwing 8♥ 7♠", or the game's own words for a meld."""
    if type(action) is Play:
        return say("{card} from the table", card=card_symbol(action.card)) \
            if action.from_table else card_symbol(action.card)
    if type(action) is Pass:
        return say("passing")
    if type(action) is Exchange:
        if not action.cards:
            return say("taking no card")
        return say("throwing {cards}", cards=_cards(action.cards))
    return describe(action)


def _comparison(w: Weighing, other: str) -> str:
    """Against the runner-up named ``other``: "as good as A♠" or "about 4 points better
    than A♠", or "" when there is none."""
    if w.runner_up is None:
        return ""
    points = round(w.margin)
    if points < 1 or not w.beats_runner_up():
        return say("as good as {other}", other=other)
    return say_n("about {n} point better than {other}", "about {n} points better than {other}",
                 points, other=other)


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _cards(cards) -> str:
    return " ".join(card_symbol(c) for c in sorted(cards, key=hand_place))


def _basis(w: Weighing) -> str:
    if w.basis == EVERY_DRAW:
        return say("the learned evaluator over all {n} draws", n=w.worlds)
    if w.basis == SAMPLED_DRAWS:
        return say("the learned evaluator over {n} sampled draws", n=w.worlds)
    if w.basis == SOLVED:
        return say("solved exactly with every card known") if w.worlds == 1 \
            else say("solved exactly over {n} sampled hands", n=w.worlds)
    return say_n("played out over {n} sampled deal", "played out over {n} sampled deals",
                 w.worlds)


def weighing_words(w: Weighing, describe) -> str:
    """"Play K♠: it takes the trick; about 4 points better than A♠ (each card played
    out over 32 sampled deals)."  ``describe(action)``: the game's words for a move."""
    said = _capital(describe(w.action))
    other = choice_words(w.runner_up, describe) if w.runner_up is not None else ""
    if type(w.action) is Meld and type(w.runner_up) is Meld and other.lower() == said.lower():
        # the same meld of other cards ("Four Kings (80)" either way): the cards tell them apart
        said, other = say("{meld} with {cards}", meld=said, cards=_cards(w.action.cards)), \
            say("the same with {cards}", cards=_cards(w.runner_up.cards))
    parts = []
    if w.takes_trick is not None:
        parts.append(say("it takes the trick") if w.takes_trick
                     else say("it lets the trick go"))
    compared = _comparison(w, other)
    if compared:
        parts.append(compared)
    reason = say("; ").join(parts)
    how = _basis(w)
    return say("{advice}: {reason} ({how}).", advice=said, reason=reason, how=how) if reason \
        else say("{advice} ({how}).", advice=said, how=how)


def exchange_words(w: Weighing, odds: str) -> str:
    """A Piquet exchange's hint: the draw's odds for the discard (trainer/hint_reason.py,
    "Throw 7♠ 8♥: it keeps ..."), then what the weighing that chose it says: its value
    of the deal with its standard error (the learned valuation's, the discard
    trainer's figure for it) and how it sets it against the next best ("As good as
    throwing ... (the learned evaluator over all 1140 draws).")."""
    other = choice_words(w.runner_up, None) if w.runner_up is not None else ""
    compared = _comparison(w, other) or say("the expert's choice")   # discards need no describe
    head = odds or f"{_capital(choice_words(w.action, None))}."
    if w.basis == EVERY_DRAW:          # an exact mean over the draws: no error to give
        head = say("{odds} Worth {ev} points a deal.", odds=head,
                   ev=decimal(w.value, sign=True))
    elif w.basis == SAMPLED_DRAWS:
        head = say("{odds} Worth {ev} points a deal (± {se} over the draws).", odds=head,
                   ev=decimal(w.value, sign=True), se=decimal(w.value_se))
    return say("{odds} {compared} ({how}).", odds=head, compared=_capital(compared),
               how=_basis(w))
