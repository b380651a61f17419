"""Piquet's actions and events in the words players use at the table."""
from __future__ import annotations

from ...engine.cards import card_symbol, cards_of, mask_of
from ...engine.core import Event
from ...engine.events import Cut, DealEnded, Dealt, Declared, Exchanged, Scored, Spoken
from ...engine.actions import Action, Declare, Exchange, Play
from ...engine.piquet import dialogue
from ...engine.sentences import sentence
from ...language import message, say, spoken

CATEGORY_TITLES = {"point": message("the point"), "sequence": message("sequences"),
                   "set": message("quatorzes and trios")}
QUIET_CATEGORIES = {"play"}          # one point per card: shown in the score, not the log
# what a player shows when it scores (the book: he must show what he scores)
SHOWN = {"carte_blanche", "point", "sequence", "set"}


def declaration_words(action: Declare, by: str, elder_called: bool) -> str:
    """What a declare action says: "Forty-nine (point of five)", "Quinte to the King",
    "Say nothing", or for the dealer "Good." when he lets elder's call stand."""
    category = action.category
    combos = dialogue.combos_of(category, mask_of(action.cards)) or []
    if not combos:
        return say("Good.") if elder_called else say("Say nothing")
    if category == "point":
        call = dialogue.call_of(category, combos[0], by)
        name = dialogue.name_of(category, combos[0])
        text = call if call == name else f"{call} ({name[:1].lower()}{name[1:]})"
    else:
        text = ", ".join(dialogue.name_of(category, c) for c in combos)
    if action.undercall:
        text = say("Under-call: {text}", text=text)
    return text


def elders_said(events: list[Event], elder: int) -> tuple[int, ...] | None:
    """What elder's last declaration among ``events`` told of his best (dialogue.heard's
    numbers), or None when he declared nothing."""
    said = [e.payload.said[0] for e in events
            if isinstance(e.payload, Declared) and e.seat == elder and e.payload.said]
    return said[-1] if said else None


def answer_words(action: Declare, by: str, call: tuple[int, ...]) -> str:
    """The dealer's declaration in full as the answer it gives to elder's ``call`` (what
    elder said, dialogue.heard): "Not good: Quatrième to the King", "Equal: Quatrième to
    the King", or, a Rubicon point of as many cards, "Making? Point of five"."""
    category = action.category
    text = declaration_words(action, by, True)
    combos = dialogue.combos_of(category, mask_of(action.cards)) or []
    if not combos:
        return text
    mine = dialogue.heard(category, cards_of(combos[0].mask), True, by)
    if category == "point" and by == "cards" and mine == call:
        return say("Making? {text}", text=text)
    if mine > call:
        return say("Not good: {text}", text=text)
    return say("Equal: {text}", text=text) if mine == call else say("Good: {text}", text=text)


def score_words(e: Event, seats) -> str:
    """Why a score was made, for the deal's summary: the point with its count ("Point of
    five, forty-eight"), anything else as the engine says it."""
    text = sentence(e, seats, card_symbol)
    if e.category == "point" and e.cards:
        combos = dialogue.combos_of("point", mask_of(e.cards)) or []
        if combos:
            return f"{text}, {dialogue.call_of('point', combos[0], 'value').lower()}"
    return text


def describe(action: Action, by: str = "value") -> str:
    """An action for a hint or the status bar."""
    if type(action) is Play:
        return say("play {card}", card=card_symbol(action.card))
    if type(action) is Exchange:
        if not action.cards:
            return say("take no cards")
        return say("discard {cards}", cards=" ".join(card_symbol(c) for c in action.cards))
    if type(action) is Declare:
        return declaration_words(action, by, False)
    return action.notation()


def log_lines(events: list[Event], name, seats) -> list[tuple[str, str, str]]:
    """(who, text, kind) for the announcement log; ``name(seat)`` gives a seat's name as
    the log says it ("You"), ``seats`` the game's names for the engine's sentences."""
    out = []
    for e in events:
        if isinstance(e.payload, Spoken):
            out.append((name(e.seat), sentence(e, seats), "said"))
        elif isinstance(e.payload, Scored) and e.points and e.category not in QUIET_CATEGORIES:
            shown = f" ({' '.join(card_symbol(c) for c in e.cards)})" \
                if e.cards and e.category in SHOWN else ""
            out.append(("", spoken(name(e.seat), "{who} scores {points}: {what}",
                                   "You score {points}: {what}", points=e.points,
                                   what=sentence(e, seats, card_symbol) + shown), "score"))
        elif isinstance(e.payload, Cut) and len(e.cards) == 2:
            a, b = e.cards
            out.append(("", say("Cut: {one} {a}, {other} {b}; the lower deals.",
                                one=name(0), a=card_symbol(a), other=name(1),
                                b=card_symbol(b)), "said"))
        elif isinstance(e.payload, Dealt):
            out.append(("", spoken(name(e.seat), "{who} deals.", "You deal."), "heading"))
        elif isinstance(e.payload, DealEnded):
            out.append(("", sentence(e, seats), "heading"))
        elif isinstance(e.payload, Exchanged):
            out.append(("", exchanged_words(name(e.seat), e.payload.count), "said"))
    return out



def exchanged_words(who: str, n: int) -> str:
    """``North exchanges 3 cards.``, ``You exchange no cards.``"""
    if not n:
        return spoken(who, "{who} exchanges no cards.", "You exchange no cards.")
    if n == 1:
        return spoken(who, "{who} exchanges 1 card.", "You exchange 1 card.")
    return spoken(who, "{who} exchanges {n} cards.", "You exchange {n} cards.", n=n)
