"""The dealer's right to look at the cards he leaves in the talon (piquet.txt), as the
computer uses it.

Looking shows the dealer, before the declarations, cards his adversary cannot hold: it
helps him judge what is good and what he may sink or under-call.  Elder sees the same
cards only after his first lead, when the declarations are over, and if the dealer
waives his look elder sees nothing.  So the dealer gains more by looking than elder
does: the computer looks whenever cards are left.  The choice is made from its own
observation (is it the dealer's exchange), like every other.
"""
from __future__ import annotations

from typing import Sequence

from ...engine.actions import Action, Exchange


def dealer_looks(obs) -> bool:
    """Does the computer, as dealer, look at the cards it leaves?  Always (above)."""
    return obs.seat == obs.dealer


def with_the_look(obs, legal: Sequence[Action]) -> list[Action]:
    """The legal actions with the look decided: of each discard, only the exchange that
    looks (or, were the decision not to look, the one that does not) where both are
    legal, so the levels below choose the cards alone."""
    exchanges = [a for a in legal if isinstance(a, Exchange)]
    waived = {a.cards for a in exchanges if not a.look}
    if not waived or len(exchanges) != len(legal):
        return list(legal)
    look = dealer_looks(obs)
    return [a for a in exchanges if a.look == look or a.cards not in waived]
