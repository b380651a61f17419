"""A melding observation as the table shows it: the cards by key (the card and its copy
number), and each board's melds and announcements by the names the meld board gives them."""
from __future__ import annotations

from dataclasses import dataclass

from ...engine.bezique.observed import BeziqueObservation
from ...engine.binocle.observed import BinocleObservation
from ...engine.cards import SUIT_SYMBOLS
from ...engine.copies import CardCopy
from ...engine.core import Event
from ...engine.events import Announced, Dealt, Melded, Scored
from ...engine.sentences import combination_name
from ..binding.marks import translate


@dataclass(frozen=True, slots=True)
class TableShown:
    """The observation as the table shows it: every card face up by its key (the card
    and its copy number), the hidden hands by their sizes, the trick as (seat, key)."""
    obs: BeziqueObservation | BinocleObservation
    hand: tuple[CardCopy, ...] = ()
    tables: tuple[tuple[CardCopy, ...], ...] = ((), ())
    sizes: tuple[int, int] = (0, 0)
    trick: tuple[tuple[int, CardCopy], ...] = ()
    played: tuple[CardCopy, ...] = ()
    turnup: CardCopy | None = None


def shown(o: BeziqueObservation | BinocleObservation) -> TableShown:
    """What the table shows of an observation of either family."""
    copies = o.copies
    if copies is None:                    # nothing dealt yet
        return TableShown(o)
    tables = copies.tables
    if isinstance(o, BinocleObservation):
        sizes = o.hand_sizes
    else:
        sizes = (o.cards_held[0] - len(tables[0]), o.cards_held[1] - len(tables[1]))
    # the trick's cards are the last played
    seats = [p.seat for p in o.trick.cards] if o.trick is not None else []
    played = copies.played
    trick = tuple(zip(seats, played[len(played) - len(seats):]))
    return TableShown(o, copies.hand, tables, sizes, trick, played, copies.turnup)


def caption(combination) -> str:
    """A combination as the meld board names it: "Royal marriage ♥" (the suit's sign)."""
    return combination_name(combination, SUIT_SYMBOLS.__getitem__)


def short_title(title: str, points: int) -> str:
    """A meld board caption: "Royal marriage ♥ 40"."""
    return f"{title} {points}" if title and points else \
        (title or translate("MeldingPresenter", "on the table"))


def melds_of(events: list[Event], seat: int,
             name=None) -> list[tuple[list[int], str, int]]:
    """This seat's declarations of the deal (its events) in order: (cards, name, points);
    ``name(combination)`` names them (by default as the board's captions do)."""
    name = name or caption
    out = []
    pending = None
    for e in events:
        if isinstance(e.payload, Dealt):
            out, pending = [], None
        elif isinstance(e.payload, Melded) and e.seat == seat:
            pending = list(e.cards)
        elif isinstance(e.payload, Scored) and e.seat == seat and pending is not None:
            out.append((pending, name(e.payload.combination), e.points))
            pending = None
    return out


def carried(obs: BeziqueObservation, events: list[Event], seat: int) -> list[str]:
    """This seat's announcements still to be scored, as the meld board names them."""
    ann = [sorted(a) for a in obs.announced[seat]]
    said = []
    for e in events:
        if isinstance(e.payload, Announced) and e.seat == seat and sorted(e.cards) in ann:
            ann.remove(sorted(e.cards))
            said.append(caption(e.payload.combination))
    return said
