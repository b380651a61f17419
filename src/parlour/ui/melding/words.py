"""The melding games' words at the table (Rubicon, Chinese and two-pack Bézique,
Binocle): the trump suit and the dix as named, the rules a refused meld is explained
by, the announcements' lines, what your play may be, and the game's last line.  No Qt:
said through the catalogue (parlour.language); the presenter shows them as said."""
from __future__ import annotations

from collections.abc import Callable

from ...engine import ending
from ...engine.bezique.observed import BeziqueObservation
from ...engine.binocle.observed import BinocleObservation
from ...engine.cards import SEVEN, SUIT_SYMBOLS, SUITS, card_symbol
from ...engine.core import Event
from ...engine.events import (Announced, Claimed, Cut, DealEnded, Dealt, DixExchanged, Drew,
                              Lost, Scored, StockExhausted, TargetRaised, Trumps, TurnedUp)
from ...engine.sentences import ending_words, sentence, suit_word
from ...language import inside, message, say, spoken


def trump_words(trump: str) -> str:
    """The trump suit as the table names it: "spades ♠"."""
    if trump not in SUITS:
        return trump
    return f"{suit_word(SUITS.index(trump))} {SUIT_SYMBOLS[SUITS.index(trump)]}"


# the dix, the lowest trump, by its rank
DIX_WORDS = {SEVEN: message("the Seven of trumps"), SEVEN + 2: message("the Nine of trumps")}
RULES = {
    "bezique": message(
        "A new declaration needs at least one fresh card from your hand. A card on "
        "the table may serve again in another class (marriages and sequences, "
        "béziques, fours). A combination you scored scores again only after one of "
        "its cards has gone to a trick: play a card of it from the board and lay a "
        "fresh one, or lead or play the like card from your hand and claim it "
        "again from the board; a card of a double bézique never serves in another."),
    "two-pack": message(
        "Every declaration needs at least one fresh card from your hand. A card "
        "on the table may serve again in another class (marriages and sequence, "
        "béziques, fours) but never again in the same class: a combination "
        "broken by play is not re-formed with a new card."),
    "binocle": message(
        "Cards may be added to melds, never taken away: a card on the table may "
        "serve again in another class, or in its own class only in a bigger meld "
        "that keeps every card of the earlier one. Every meld needs a fresh card "
        "from your hand, and the dix must be scored first."),
}


def log_lines(events: list[Event], seats, seat_name: Callable[[int | None], str],
              binocle: bool) -> list[tuple[str, str, str]]:
    """The announcements' lines for ``events``, each (who, text, kind): the cut, each
    deal's heading, the scores, the turn-up and the dix, claims, the deal's end;
    ``seat_name`` names a seat as the table does."""
    out = []
    for e in events:
        who = seat_name(e.seat)
        if e.category == "counting" and binocle:
            continue                    # Binocle's card points, trick by trick
        p = e.payload
        if isinstance(p, Cut):                # the first deal's cut, its cards as signs
            out.append(("", say("Cut: {cut}, the higher card's usual choice.",
                                cut=inside(sentence(e, seats, card_symbol))),
                        "said"))
        elif isinstance(p, Dealt):            # each deal under its heading, as in Piquet
            out.append(("", spoken(who, "{who} deals.", "You deal."), "heading"))
        elif isinstance(p, Scored) and e.points:
            out.append((who, f"{sentence(e, seats)} ({e.points})", "score"))
        # plays are logged trick by trick by the window (trick_log.py); of the draws,
        # only the turn-up taken is seen by all
        elif isinstance(p, (DixExchanged, TurnedUp)) or \
                isinstance(p, Drew) and p.card is not None:     # cards as signs
            # the taker is named in the sentence itself
            out.append(("" if isinstance(p, (TurnedUp, Drew)) else who,
                        sentence(e, seats, card_symbol), "said"))
        elif isinstance(p, Claimed):          # "You claim 1000 with 1004: right"
            out.append(("", sentence(e, seats), "said"))
        elif isinstance(p, DealEnded):
            out.append(("", sentence(e, seats), "heading"))
        elif isinstance(p, (Announced, Lost, Trumps, StockExhausted, TargetRaised)):
            out.append((who, sentence(e, seats), "said"))
    return out


def play_words(o: BeziqueObservation | BinocleObservation) -> str:
    """Your lead or your reply, and what the rules ask of it now: anything goes while
    the stock lasts; in the last tricks, follow suit and win (the board is in hand)."""
    led = o.trick.cards[0].card if o.trick is not None and o.trick.cards else None
    if o.stock:
        if led is None:
            return say("Your lead: drag a card (from your hand or board) to the middle.")
        return say("Your reply to {card}: any card, from your hand or board, while the "
                   "stock lasts.", card=card_symbol(led))
    if led is None:
        return say("The last tricks: your lead. Drag a card to the middle.")
    return say("The last tricks: your reply to {card}. Follow suit and win the trick if "
               "you can; trump if you cannot follow.", card=card_symbol(led))


def result_words(result, seats, human_seat: int | None,
                 seat_name: Callable[[int], str]) -> str:
    """The game's last line in the log: who won, and what with."""
    if result is None:
        return say("The game is over.")
    why = ending_words(result.ending, seats)
    if result.winner is None:
        return say("Nobody wins: {why}", why=why)
    w = result.winner
    you = w == human_seat
    name = seat_name(w)
    if result.ending.kind == ending.CLAIMED:     # the claim's words were just said
        t = result.totals
        return say("You win the game, {won} to {lost}.", won=t[w], lost=t[1 - w]) if you \
            else say("{who} wins the game, {won} to {lost}.", who=name, won=t[w],
                     lost=t[1 - w])
    # what the winner takes (the rubicon's points), as the log's last word on the game
    if result.value > 2:
        return say("You win {points} points: {why}", points=result.value, why=why) if you \
            else say("{who} wins {points} points: {why}", who=name, points=result.value,
                     why=why)
    return say("You win: {why}", why=why) if you else say("{who} wins: {why}", who=name,
                                                           why=why)
