"""What the number of cards the other took says about his hand (two hands).

Elder may take up to five cards, the dealer every card elder left him with his own
three.  One who takes fewer keeps cards he might have thrown, and players of every
school keep cards only when they are worth keeping: the book for its point, sequences
and sets, the card-player for its Aces, Kings and guards.  So a broad model of players:
a player who took fewer than he might kept only cards worth keeping to one school or
another.

Which of his present cards he drew nobody else knows, and the model does not need it:
he holds now the 12 - k cards he kept and the k he drew, so if every kept card was worth
keeping, his present hand holds at least 12 - k such cards (what he drew can only add).
A hand with fewer is unlikely but possible (he valued his cards otherwise, or what he
drew broke a combination he kept): each card short multiplies its weight by ``keep``,
never to zero.  Taking every card he might says little of what he holds now (what he
threw is gone): it weighs 1.
"""
from __future__ import annotations

from typing import Callable

from ...engine.cards import ACE, JACK, KING, QUEEN, SUIT_MASK
from ...engine.piquet.declarations import RANK_BITS, sequences_of, sets_of
from ...engine.piquet.exchange import most_to_take
from ...engine.piquet.observation import PiquetObservation
from .seat_masks import SeatMasks

HAND = 12
HONOURS = RANK_BITS[ACE] | RANK_BITS[KING]
POINT_WORTH_KEEPING = 5     # cards of one suit that make a point no school breaks up


def worth_keeping(hand: int) -> int:
    """The cards of ``hand`` some school of players would not throw: Aces and Kings, a
    Queen guarded (with another card of her suit), a Jack with two more, the cards of a
    long suit (a point of five or more), of a sequence or of a trio or quatorze."""
    keep = hand & HONOURS
    for suit in SUIT_MASK:
        cards = hand & suit
        n = cards.bit_count()
        if n >= 2:
            keep |= cards & RANK_BITS[QUEEN]
        if n >= 3:
            keep |= cards & RANK_BITS[JACK]
        if n >= POINT_WORTH_KEEPING:
            keep |= cards
    for seq in sequences_of(hand):
        keep |= seq.mask
    for s in sets_of(hand):
        keep |= s.mask
    return keep


def most_he_might_take(obs: PiquetObservation, seat: int) -> int | None:
    """How many cards ``seat`` might have taken (None: he has not exchanged yet)."""
    if obs.exchanged[seat] is None:
        return None
    return most_to_take(seat != obs.dealer, obs.exchanged[1 - seat] or 0)


def exchange_likelihood(obs: PiquetObservation, known: SeatMasks,
                        keep: float) -> Callable[[int], float] | None:
    """A function hand_mask -> how likely that hand (the other's after the exchange:
    what he holds now with what he has played) took as many cards as he did, relative
    to a hand whose kept cards could all be worth keeping (1.0); None when his count
    says nothing (he took every card he might, or has not exchanged, or ``keep`` is 1:
    no model of the player)."""
    other = 1 - known.seat
    most = most_he_might_take(obs, other)
    took = obs.exchanged[other]
    if most is None or took is None or keep >= 1.0 or took >= most:
        return None
    kept = HAND - took

    def likely(hand: int) -> float:
        short = kept - worth_keeping(hand).bit_count()
        return keep ** short if short > 0 else 1.0

    return likely
