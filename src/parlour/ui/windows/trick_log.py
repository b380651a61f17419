"""Tricks as the player reviews them: each trick a line under its number with who won it
(for the announcement log), and the last trick of the deal for a look back (no Qt)."""
from __future__ import annotations

from dataclasses import dataclass

from ...engine.cards import card_symbol
from ...engine.core import Event, State
from ...engine.events import Dealt, Played, TrickWon
from ...language import say
from ..table.person import in_person


@dataclass(frozen=True)
class Trick:
    number: int                          # within its deal, from 1
    cards: tuple[tuple[int, int], ...]   # (seat, card) in the order played
    winner: int


def tricks_in(events: list[Event]) -> list[Trick]:
    """Every completed trick of a deal's events, numbered."""
    log = TrickLog()
    return [t for e in events if (t := log.follow(e)) is not None]


def last_trick(state: State) -> Trick | None:
    """The last trick played: in this deal, or the one before when none is yet."""
    for log in reversed(state.deals):
        tricks = tricks_in(log.events)
        if tricks:
            return tricks[-1]
    return None


def trick_words(trick: Trick, name, space: str = " ") -> str:
    """"Trick 3: Computer K♠, You 7♠; Computer wins".  ``space`` goes between the words
    of each part (a no-break space keeps "Computer wins" whole when the line wraps)."""
    def whole(words: str) -> str:
        return words.replace(" ", space)
    cards = ", ".join(whole(f"{name(seat)} {card_symbol(card)}") for seat, card in trick.cards)
    return f"{whole(say('Trick {number}:', number=trick.number))} {cards}{say('; ')}" \
        f"{whole(in_person(name(trick.winner), 'win'))}"


class TrickLog:
    """Follows the events as they come and gives each trick as it is completed."""

    def __init__(self):
        self.played: list[tuple[int, int]] = []
        self.number = 0

    def follow(self, e: Event) -> Trick | None:
        if isinstance(e.payload, Dealt):
            self.played, self.number = [], 0
        elif isinstance(e.payload, Played) and e.cards and e.seat is not None:
            self.played.append((e.seat, e.cards[0]))
        elif isinstance(e.payload, TrickWon) and e.seat is not None:
            self.number += 1
            trick, self.played = Trick(self.number, tuple(self.played), e.seat), []
            return trick
        return None
