"""The right to ask the suit of a discarded card of a possible quatorze.

piquet.txt: a player may "discard one card of a quatorze originally dealt him; or one of
a trio, of which he afterward draws the fourth. He can score only the trio, of course;
but his adversary, having none of that denomination either in his hand or discards,
knows that four were possible, and after playing a card he has a right to ask the suit
of the card which was discarded."  SUPPLEMENT.md: a right he may use or waive.

Read here: the right is the adversary's once he has played a card of the deal, for each
trio the other scored of a rank he holds none of (in hand, discards or cards played),
once each.  The answer names the suit of the card of that rank laid out, or that none
was (the fourth then lay in the talon).  An ``Ask`` is made out of turn, like a claim.
"""
from __future__ import annotations

from ..cards import RANKS, rank_of, suit_of
from ...language import say
from ..core import Event, IllegalAction
from ..events import DiscardNamed
from .declarations import RANK_BITS


def _played_by(state, seat: int) -> int:
    mask = 0
    for leader, lead, follow, _ in state.tricks:
        mask |= 1 << (lead if leader == seat else follow)
    if state.lead >= 0 and state.leader == seat:
        mask |= 1 << state.lead
    return mask


def askable(state, seat: int) -> tuple[int, ...]:
    """The ranks ``seat`` may ask about now (none outside the play)."""
    if getattr(state, "phase", None) != "play" or not state.deals:
        return ()
    played = _played_by(state, seat)
    if not played:
        return ()
    own = state.hands[seat] | state.discards[seat] | played
    other = 1 - seat
    out = []
    for e in state.deals[-1].events:
        if e.category == "set" and e.seat == other and len(e.cards) == 3:
            rank = rank_of(e.cards[0])
            if not own & RANK_BITS[rank] and (seat, rank) not in state.asked:
                out.append(rank)
    return tuple(out)


def answer(state, seat: int, rank_text: str) -> list[Event]:
    """The adversary's answer to ``seat``'s question; IllegalAction when he may not ask."""
    rank = RANKS.index(rank_text)
    if rank not in askable(state, seat):
        raise IllegalAction(say("one may ask only after playing a card, of a trio the other "
                                "scored when one holds none of that rank and four were "
                                "possible"))
    state.asked = state.asked + ((seat, rank),)
    laid = state.discards[1 - seat] & RANK_BITS[rank]
    suit = suit_of((laid & -laid).bit_length() - 1) if laid else None
    return [Event(DiscardNamed(rank, suit), 1 - seat)]
