"""Piquet Normand, for three players (piquet.txt, "PIQUET NORMAND").

Ten cards each, two for the talon.  Only the dealer exchanges: he may lay out up to two
cards (none, if he likes) and takes as many from the talon, in order; nobody else sees
the talon or his discards.  Elder hand declares first.  Repic when a player reaches 20 in
hand before anyone else scores (the count becomes 90), pic when he reaches 20 in hand and
play (60), as at the two-handed game.  Ten tricks: the most tricks count 10 for the cards,
two tied for most count 5 each; capot 40 if one player takes all ten, 20 each if two
take them all between them.  The game is 100 up, the first man out taking the pool.

Not modelled: the book's last paragraph lets the two left play it out at the two-handed
game once one has gone out; here the game ends with the first out.
"""
from __future__ import annotations

from .multi_hand import MultiHandState


class NormandState(MultiHandState):
    SEATS = 3
    HAND = 10
    TALON = 2
    SIDES = (0, 1, 2)

    def __init__(self, variant=None, options=None, seats=None, seed=None, deals=None):
        super().__init__(variant or "normand", options, seats, seed, deals)

    def _trick_scores(self) -> list[tuple[int, int, str, str]]:
        took = [s for s in self.order if self.tricks[s]]
        if len(took) == 1:
            return [(took[0], 40, "capot", "capot")]
        if len(took) == 2:
            return [(s, 20, "capot", "capot_shared") for s in took]
        most = max(self.tricks)
        best = [s for s in self.order if self.tricks[s] == most]
        if len(best) == 1:
            return [(best[0], 10, "cards", "the_cards")]
        return [(s, 5, "cards", "the_cards_divided") for s in best]
