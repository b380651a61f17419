"""Piquet Voleur, for four players in partnerships (piquet.txt, "PIQUET VOLEUR").

Partners sit opposite: seats 0 and 2 against 1 and 3.  All the pack is dealt, eight
cards each; there is no talon.  Each player, at his first turn, declares everything and
then plays his card; partners' combinations count for the side, so a player's inferior
sequence or trio is good when his partner holds the best at the table.  No point under
30 may be announced.  A side reaching 20 in hand before the other side scores makes
repic (90), in hand and play pic (60); carte blanche counts towards both, and a side with
two carte blanches has its repic whatever the adversaries hold.  The side taking more
tricks scores 10 for the cards (four each: nothing), all eight capot 40.  A partner who
wins his own side's lead counts nothing for winning it.

The book gives no game for Voleur; the two-handed rules apply: 100 up, a side that has
not reached 50 when the other goes out is lurched and loses a double game.  "When the
other goes out" is the moment the winners reach 100 in the order of reckoning, not the
end of the deal: the losers' later scores in that deal do not save them.
"""
from __future__ import annotations

from .. import ending
from ..ending import Ending
from .multi_hand import MultiHandState

LURCH = 50


class VoleurState(MultiHandState):
    SEATS = 4
    HAND = 8
    TALON = 0
    SIDES = (0, 1, 0, 1)
    MIN_POINT = 30

    def __init__(self, variant=None, options=None, seats=None, seed=None, deals=None):
        super().__init__(variant or "voleur", options, seats, seed, deals)

    def _settle(self, winner: int) -> tuple[int, Ending]:
        lurched = self.at_out[1 - winner] < LURCH
        return (2 if lurched else 1), Ending(ending.PAIR_FIRST_OUT, limit=self.GAME,
                                             seat=winner, lurched=lurched)

    def deal_summary(self, index: int) -> dict:
        d = super().deal_summary(index)
        d["sides"] = [d["points"][0] + d["points"][2], d["points"][1] + d["points"][3]]
        return d
