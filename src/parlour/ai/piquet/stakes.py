"""What the points still to come in this deal are worth to the game: the score situation.

The searches value a choice by the points each side makes from now to the end of the
deal.  That is right early in a game, but a player wins games, not points: at 90 to 40
au cent the leader needs ten points safely, and in the sixth deal of Rubicon a player
behind must gamble.  ``Stakes`` turns (my points, his points) from now into a value:
the difference, plus ``WIN`` when the deal's outcome decides the game my way (minus it
the other way), read from the totals in the observation alone.

- Au cent: the game ends with the deal in which someone reaches 100; the first to reach
  it wins.  Who reaches it first when both do is approximated by the higher total.  A
  loser short of 50 is lurched and loses a double game (his total at the deal's end
  stands for his total when the winner went out).
- Rubicon: after the sixth deal the higher total wins (a tie plays two more deals); the
  winner scores 100 and the difference, or, when the loser is short of 100 (rubiconed),
  100 and both totals: keeping the loser under 100, or getting over it oneself, is
  worth twice one's total.
"""
from __future__ import annotations

from ...engine.piquet.rubicon import RUBICON_BELOW, RUBICON_DEALS
from ...engine.piquet.scoring import EVERY_CARD
from ...engine.piquet.state import GAME_POINTS, LURCH_BELOW

WIN = 100.0


class Stakes:
    def __init__(self, known):
        obs = known.obs
        me, other = known.seat, 1 - known.seat
        totals = obs.totals
        got = obs.deal_points
        mine = totals[me] + got[me]
        if obs.dealer == me:     # my own hand scores, not yet claimed aloud
            mine += sum(c.points for c in obs.to_claim)
        self.mine, self.theirs = mine, totals[other] + got[other]
        self.rubicon = known.rules.six_deals
        deal = obs.deal or 1
        if self.rubicon:
            self.deciding = deal >= RUBICON_DEALS
        else:
            # once someone has reached 100 in this deal the winner is settled
            self.deciding = max(self.mine, self.theirs) < GAME_POINTS
        self.every = known.scoring == EVERY_CARD

    def value(self, mine: float, theirs: float) -> float:
        """Points made from now by each side -> value of the outcome for me."""
        diff = mine - theirs
        if not self.deciding:
            return diff
        a, b = self.mine + mine, self.theirs + theirs
        if self.rubicon:
            if a == b:
                return diff
            if a > b:
                return diff + WIN + (2 * b if b < RUBICON_BELOW else 0)
            return diff - WIN - (2 * a if a < RUBICON_BELOW else 0)
        if a < GAME_POINTS and b < GAME_POINTS:
            return diff
        if a >= GAME_POINTS and (b < GAME_POINTS or a > b):
            return diff + WIN * (2 if b < LURCH_BELOW else 1)
        if b >= GAME_POINTS and (a < GAME_POINTS or b > a):
            return diff - WIN * (2 if a < LURCH_BELOW else 1)
        return diff

    def of_difference(self, diff: float, tricks_left: int) -> float:
        """The same from the difference alone (the trick solver's value): the points
        still to share are estimated from the tricks left (about one a trick, 1.5 when
        every card scores, and ten for the cards)."""
        if not self.deciding:
            return diff
        total = (1.5 if self.every else 1.0) * tricks_left + 11
        return self.value((total + diff) / 2, (total - diff) / 2)

    @property
    def matters(self) -> bool:
        """Whether the game can be decided in this deal (else values are plain points)."""
        return self.deciding
