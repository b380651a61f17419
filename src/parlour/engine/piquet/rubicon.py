"""Rubicon Piquet's game: six deals (two more on a tie), and the settlement.

"The lower score is then deducted from the higher, and 100 points added to the
difference"; but if the loser has not reached 100 he is "rubiconed": the winner adds
the loser's points instead of deducting them.  The book's examples: 113 to 80 wins 293,
88 to 84 wins 272, 180 to 142 wins 138.
"""
from __future__ import annotations

from typing import Sequence

from ... import shapes
from .. import ending
from ..ending import Ending
from ..core import Result

RUBICON_DEALS = 6
EXTRA_DEALS = 2          # played when the six deals end in a tie
GAME_BONUS = 100
RUBICON_BELOW = 100


def rubicon_over(deals_played: int, totals: Sequence[int]) -> bool:
    """After six deals, unless tied; after eight in any case (a tie is then void)."""
    if deals_played >= RUBICON_DEALS + EXTRA_DEALS:
        return True
    return deals_played == RUBICON_DEALS and totals[0] != totals[1]


def settle_rubicon(scores: Sequence[int], brisques: Sequence[int] | None = None,
                   deals: int = RUBICON_DEALS) -> Result:
    """What the winner of a Rubicon Piquet game wins after ``deals`` deals (six, or eight
    when the six ended in a tie).  ``brisques`` is not used in Piquet and is accepted
    only so every settlement has the same shape."""
    if len(scores) != 2 or any(not shapes.is_whole(s) or s < 0 for s in scores):
        raise ValueError("Rubicon Piquet is settled from two scores, whole numbers >= 0")
    if brisques:
        raise ValueError("Piquet has no brisques")
    if deals not in (RUBICON_DEALS, RUBICON_DEALS + EXTRA_DEALS):
        raise ValueError(f"a Rubicon Piquet game is settled after {RUBICON_DEALS} deals, "
                         f"or {RUBICON_DEALS + EXTRA_DEALS} after a tie")
    a, b = scores
    totals = [a, b]
    if a == b:
        if deals == RUBICON_DEALS:
            # "If the result of the six deals is a tie, two more deals must be played."
            return Result(None, 0, Ending(ending.TIE_PLAY_ON), totals)
        return Result(None, 0, Ending(ending.TIE_VOID), totals)
    winner = 0 if a > b else 1
    high, low = max(a, b), min(a, b)
    if low < RUBICON_BELOW:
        return Result(winner, high + low + GAME_BONUS, Ending(ending.RUBICON), totals)
    return Result(winner, high - low + GAME_BONUS, Ending(ending.GAME), totals)
