"""Why a game ended, as data.

``Result.ending`` says how a game ended in kinds and figures, so that whatever needs the
meaning (the window's "the loser is rubiconed", the sitting's sheet) reads a field, and
the words ("rubicon: 18 + 9 + 1300 for rubicon and brisques") are made from it in
``sentences.ending_words`` alone.  The kinds are an ``EndingKind`` (a ``StrEnum`` whose
values are the words the observations' JSON has always written).
"""
from __future__ import annotations

import enum
from dataclasses import dataclass


class EndingKind(enum.StrEnum):
    """How a game ended; its value is the word the JSON has always written."""
    # Piquet (two-handed): the partie is won, or won with the loser lurched (au cent), or
    # won with the loser rubiconed (Rubicon Piquet, like Bézique's RUBICON_SCORED below)
    GAME = "game"
    LURCH = "lurch"
    RUBICON = "rubicon"
    TIE_PLAY_ON = "tie_play_on"       # Rubicon Piquet: tied after six deals, two more
    TIE_VOID = "tie_void"             # ... and tied again after eight: void
    # Rubicon (and Chinese) Bézique, reckoned in hundreds: ``figures`` are the winner's and
    # the loser's hundreds; ``counted`` when the brisques were counted; ``bonus`` the 100
    GAME_SCORED = "game_scored"
    RUBICON_SCORED = "rubicon_scored"
    DRAWN = "drawn"                   # ``figures`` = (each's total,)
    # Two-pack Bézique: ``figures`` = (winner's total, loser's); ``limit`` the game's points
    DOUBLE_GAME = "double_game"       # ``limit`` = half the game
    FIRST_TO = "first_to"
    NOT_REACHED = "not_reached"       # nobody reached ``limit``: deal again
    TIE_AGAIN = "tie_again"           # ``figures`` = (each's total,): deal again
    # Three- and four-handed Piquet: ``seat`` (and his partner) first out at ``limit``
    FIRST_OUT = "first_out"
    PAIR_FIRST_OUT = "pair_first_out"   # ``lurched`` when the adversaries are lurched
    # Piquet à écrire: the sheet balanced after ``limit`` deals
    SHEET_BALANCED = "sheet_balanced"
    # Binocle: ``seat`` claimed ``limit`` with ``figures`` = (his score,): right or wrong;
    # or had ``figures`` = (his score,) at the end of a deal without claiming
    CLAIMED = "claimed"
    UNCLAIMED = "unclaimed"


# the members as module constants too, as the games and readers name them
(GAME, LURCH, RUBICON, TIE_PLAY_ON, TIE_VOID, GAME_SCORED, RUBICON_SCORED, DRAWN, DOUBLE_GAME,
 FIRST_TO, NOT_REACHED, TIE_AGAIN, FIRST_OUT, PAIR_FIRST_OUT, SHEET_BALANCED, CLAIMED,
 UNCLAIMED) = EndingKind


@dataclass(frozen=True, slots=True)
class Ending:
    """How a game ended; which fields a kind uses is said beside the kind above."""
    kind: EndingKind
    figures: tuple[int, ...] = ()
    limit: int = 0
    seat: int | None = None
    counted: bool = False
    bonus: bool = False
    lurched: bool = False

    def __post_init__(self) -> None:
        # the word read back from JSON (or written by a test) becomes its member
        try:
            object.__setattr__(self, "kind", EndingKind(self.kind))
        except ValueError:
            raise ValueError(f"no such way for a game to end: {self.kind!r}") from None
