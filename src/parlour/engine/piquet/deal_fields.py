"""The fields of a two-handed Piquet deal in progress, declared in one place.

``PiquetState._start_due_deal`` sets every one of them when a deal begins; the
declarations (``declaring.Declaring``) and the play read and change them; the clone
copies every list among them (``PiquetState.clone``).  Cards are masks of the 32-card
pack; a seat is 0 or 1.

They are the state's slots, not entries of its dict: with them beside it the dict keeps
only the game's own few fields, few enough for Python to share one table of their
names between all states, and every read of a field or call of a method on the state
takes the interpreter's quick path (about 4% of a random deal's instructions).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import Event

if TYPE_CHECKING:
    from .scoring import PicRepicWatch


class DealFields:
    dealer: int
    elder: int
    hands: list[int]            # what each seat holds now
    dealt: list[int]            # what each was dealt
    discards: list[int]         # what each put out at the exchange
    stock: list[int]            # the talon still to draw, top first
    exchanged: list[int | None]  # how many each took (None: not yet)
    seen: list[int]             # cards each has seen beyond its own hand
    left_taken: int             # cards elder left that the dealer drew (elder saw them)
    remnant_looked: bool        # the dealer used his right to look at the cards he left
    shown: list[int]            # cards each has shown in declaring
    decl_class: int             # the class now declared: point, sequence, set (0-2)
    called: int                 # the elder's call in that class, as a mask
    called_under: bool          # the call was an under-call (Rubicon)
    hand_scores: list[tuple[int, int]]   # (seat, points) scored in hand, for pic and repic
    pending: list[Event]        # the dealer's scores, claimed when he leads or plays
    watch: PicRepicWatch        # who reached thirty first, and how
    lead: int                   # the card led to the trick being played (-1: none)
    leader: int                 # who leads it
    tricks: list[tuple[int, int, int, int]]   # (leader, lead, follow, winner) each
    asked: tuple[tuple[int, int], ...]        # (seat, rank) the suit of a discard asked
    won: list[int]              # tricks each has won
    deal_points: list[int]      # points each has scored in this deal
    turn: int                   # whose decision it is

    __slots__ = tuple(__annotations__)
