"""The Rubicon Bézique settlement: what one game (one deal) is worth.

The book's arithmetic, in order:
- brisques (Aces and Tens won, 10 each) "are not counted, unless they are necessary to
  decide a tie, or save a rubicon".  A count may be asked for when the scores are within
  two hundred of each other ("one or two hundred points"), or when the lower score is
  under 1000 but could still reach it with brisques (all the brisques in the pack would
  bring it there: 320 with four packs, 480 with six).  Option ``brisque_count``:
  ``on_demand`` (the default, rules/SUPPLEMENT.md): the trailing player asks for the
  count, and it stands only if it changes the winner, lowers what he pays, or saves his
  rubicon; a count that does none of these is ignored (a tie is always decided by the
  count), except that a count asked for to save a rubicon is made, and when it fails the
  book's 3,900 arithmetic below applies (the loser's brisques set aside, the winner's
  kept).  ``when_close``: counted whenever a count may be asked for;
- the lower score under 1000 after that count is a rubicon: the winner takes his own
  score plus the loser's (each rounded down to hundreds), 1000 for the rubicon and 300 for
  the brisques, and 100 more when the loser made under 100.  Under ``when_close`` a
  rubicon that the brisques did not save is reckoned with the loser's score *without* his
  brisques; the winner keeps his (the book's figure in its 3,900 example: 1800 + 800 +
  1300).  ``uncount_both=True`` takes the winner's brisques off too, the literal reading
  of "as if the brisques had not been counted at all" (3,800 in that example, which is
  also what ``on_demand`` gives when the loser does not ask);
- otherwise the winner takes the difference of the scores rounded down to hundreds plus
  500 for the game, and 100 for bonus when that difference is under 100.
"""
from __future__ import annotations

from typing import Sequence

from .. import ending
from ..ending import Ending
from ..core import Result

RUBICON = 1000
GAME_BONUS = 500
RUBICON_BONUS = 1000 + 300   # the double game and "300 for all the brisques"
SMALL_BONUS = 100            # close game, or a rubiconed loser under 100
CLOSE = 200                  # "within one or two hundred points of each other"
BRISQUE = 10


def hundreds(points: int) -> int:
    """All fractions of a hundred are disregarded."""
    return points // 100 * 100


ON_DEMAND, WHEN_CLOSE = "on_demand", "when_close"


def settle_rubicon(scores: Sequence[int], brisques: Sequence[int] | None = None, *,
                   packs: int = 4, uncount_both: bool = False,
                   brisque_count: str = ON_DEMAND, demanded: bool = True) -> Result:
    """Settle one Rubicon (or Chinese) Bézique game.

    ``scores``: points made by each of the two players (declarations, carte blanche, last
    trick); ``brisques``: how many brisques each won, or None when not known (then they
    are never counted).  ``demanded``: whether the trailing player asked for the count
    (``on_demand`` only).  ``Result.totals`` are the scores as reckoned (with brisques
    when they were counted); ``value`` is what the winner wins.
    """
    raw = _checked(scores, brisques)
    if brisque_count not in (ON_DEMAND, WHEN_CLOSE):
        raise ValueError(f"brisque_count is {ON_DEMAND} or {WHEN_CLOSE}")
    counted = brisques is not None and count_may_be_asked(raw, packs)
    if brisques is not None and counted and brisque_count == ON_DEMAND and raw[0] != raw[1]:
        # a count asked for to save a rubicon is made even when it fails: the book's 3,900
        counted = demanded and (min(raw) < RUBICON
                                or count_helps(raw, brisques, uncount_both))
    return _reckon(raw, brisques if counted else None, uncount_both)


def _checked(scores: Sequence[int], brisques: Sequence[int] | None) -> list[int]:
    if len(scores) != 2 or (brisques is not None and len(brisques) != 2):
        raise ValueError("Rubicon Bézique is settled between two players")
    raw = [int(s) for s in scores]
    if any(s < 0 for s in raw) or (brisques is not None and any(b < 0 for b in brisques)):
        raise ValueError("scores and brisques cannot be negative")
    return raw


def trailing(scores: Sequence[int]) -> int | None:
    """The seat behind before brisques (None when level)."""
    return None if scores[0] == scores[1] else (0 if scores[0] < scores[1] else 1)


def count_may_be_asked(scores: Sequence[int], packs: int = 4) -> bool:
    """Within 200, or the lower score under 1000 and within the pack's brisques of it."""
    lo, hi = sorted(scores)
    return hi - lo <= CLOSE or lo < RUBICON <= lo + BRISQUE * 8 * packs


def count_helps(scores: Sequence[int], brisques: Sequence[int],
                uncount_both: bool = False) -> bool:
    """Whether counting changes the winner, lowers what the trailing player pays, or
    saves his rubicon: the only counts he asks for."""
    lo = trailing(scores)
    if lo is None:
        return True
    without = _reckon(list(scores), None, uncount_both)
    counted = _reckon(list(scores), brisques, uncount_both)
    if counted.winner != without.winner:
        return True
    saved = without.totals[lo] < RUBICON <= counted.totals[lo]
    return saved or counted.value < without.value


def _reckon(raw: list[int], brisques: Sequence[int] | None, uncount_both: bool) -> Result:
    """The book's arithmetic, with the brisques counted when given."""
    counted = brisques is not None
    totals = list(raw) if brisques is None else [raw[i] + BRISQUE * brisques[i] for i in (0, 1)]
    if totals[0] == totals[1]:
        return Result(None, 0, Ending(ending.DRAWN, (totals[0],)), totals)
    win = 0 if totals[0] > totals[1] else 1
    lose = 1 - win
    if totals[lose] < RUBICON:
        mine = raw[win] if (uncount_both or not counted) else totals[win]
        his = raw[lose]
        value = hundreds(mine) + hundreds(his) + RUBICON_BONUS + (SMALL_BONUS if his < 100 else 0)
        why = Ending(ending.RUBICON_SCORED, (hundreds(mine), hundreds(his)), counted=counted,
                     bonus=his < 100)
        return Result(win, value, why, [mine if i == win else his for i in (0, 1)])
    diff = hundreds(totals[win]) - hundreds(totals[lose])
    value = diff + GAME_BONUS + (SMALL_BONUS if diff < 100 else 0)
    why = Ending(ending.GAME_SCORED, (hundreds(totals[win]), hundreds(totals[lose])),
                 counted=counted, bonus=diff < 100)
    return Result(win, value, why, totals)
