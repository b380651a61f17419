"""What the score markers show, as pure functions of the score (no Qt): the marker is
always derived from the score log, never moved on its own, so it cannot disagree.

The books' markers:
- Piquet: a cribbage board, one hole a point, to 100 (piquet.txt, MARKERS): four
  streets of 25 holes ending in the game hole.  Au cent ends there (points past it are
  written beside the board); in Rubicon Piquet the pegs go round again.
- Binocle: a cribbage board, each player starting at hole 21 and going twice round to
  the game hole (121), ten points a hole; or counters: four white (10), one red (50),
  four blue (100) and a copper (500), moved from the player's left to right.
- Rubicon Bézique: a pull-up cribbage board, the outer row 10s, the inner row 100s, the
  game holes in the centre 1000s; or counters: four white (10), one red (50), nine blue
  (100), four coppers (1000).
- Piquet has no counters in the book; a player who asks for them is given Binocle's
  kit a tenth the size (fifties, tens, a five, ones), which holds any partie's score.
What a marker cannot show (Binocle's odd card points below ten, a score past its
capacity) is kept as a remainder that the marker writes beside itself as a number, so
marker plus remainder is always the score.
"""
from __future__ import annotations

import enum
from dataclasses import dataclass

from ....engine.games import Family, family_of, variant_of
from ....language import message
from ....engine.piquet.observation import PiquetObservation
from ....engine.piquet.variants import VARIANTS as PIQUET_VARIANTS


class MarkerKind(enum.StrEnum):
    """The marker drawn beside a two-player table."""
    CRIBBAGE = "cribbage"    # pegs leapfrogging round a cribbage board
    PULLUP = "pullup"        # Rubicon Bézique's pull-up board: a peg a row, pulled to a digit
    COUNTERS = "counters"    # counters moved from the player's left to his right


class MarkerChoice(enum.StrEnum):
    """The player's choice in Settings > Score marker.  Its value is the word
    ``settings.json`` keeps (``Settings.score_marker``, a plain string: the store knows
    nothing of the window)."""
    BOOK = "book"            # the book's usual marker for each game
    BOARD = "board"          # a cribbage board (the pull-up board for Bézique)
    COUNTERS = "counters"
    NONE = "none"


# ----- the cribbage board ------------------------------------------------------------------
TRACK = 120              # a standard board: twice round 60 holes, then the game hole (121)


@dataclass(frozen=True)
class Cribbage:
    per_hole: int        # points a hole
    start: int           # the hole the pegs start in (0: off the board)
    game: int            # points of the game (the game hole)
    track: int = TRACK   # holes in the four streets
    laps: bool = True    # past the last hole the pegs go round again (else they stop)

    @property
    def last_hole(self) -> int:
        """The farthest hole: the game hole after the streets, or the streets' last."""
        return self.track + 1 if self.laps else self.track

    @property
    def game_hole(self) -> int:
        return self.start + self.game // self.per_hole


CRIBBAGE = {
    "piquet": Cribbage(1, 0, 100, track=100, laps=False),
    "piquet-rubicon": Cribbage(1, 0, 100, track=100),
    "binocle": Cribbage(10, 21, 1000),
}


def board_for(game: str, variant: str = "") -> Cribbage:
    """The cribbage board of a game: Rubicon Piquet's pegs go round past 100 (its six
    deals' scores go on past the game).  No variant: the game's default."""
    name = variant_of(game, variant or None).name
    if family_of(game) is Family.PIQUET and PIQUET_VARIANTS[name].six_deals:
        return CRIBBAGE["piquet-rubicon"]
    return CRIBBAGE.get(game, CRIBBAGE["piquet"])


@dataclass(frozen=True)
class Pegs:
    """Two pegs of one player: holes 0 (the start) .. 121 (the game hole).  ``front``
    names the peg that moved last (0 or 1); ``laps`` counts times past the game hole;
    ``remainder`` the points the holes cannot show."""
    holes: tuple[int, int]
    front: int
    laps: int
    remainder: int


def hole_of(score: int, board: Cribbage) -> tuple[int, int, int]:
    """(hole, laps, remainder) for a score on this board."""
    steps, remainder = divmod(max(score, 0), board.per_hole)
    if not board.laps:                      # the pegs stop at the end; the rest is written
        over = max(0, board.start + steps - board.track)
        return board.start + steps - over, 0, remainder + over * board.per_hole
    span = board.track + 2 - board.start    # places from the start hole to the game hole
    laps, steps = divmod(steps, span)
    return board.start + steps, laps, remainder


def score_of_hole(hole: int, laps: int, remainder: int, board: Cribbage) -> int:
    span = board.track + 2 - board.start
    return ((hole - board.start) + laps * span) * board.per_hole + remainder


def pegs(totals: list[int], board: Cribbage) -> Pegs:
    """The pegs after the running totals ``totals`` (one entry per scoring event, in
    order).  Each time the score moves to a new hole the back peg leapfrogs the front
    one; both begin in the start hole."""
    holes = [board.start, board.start]
    front, laps, remainder = 1, 0, 0
    for t in totals:
        hole, new_laps, remainder = hole_of(t, board)
        if hole != holes[front] or new_laps != laps:
            front = 1 - front
            holes[front] = hole
        laps = new_laps
    return Pegs((holes[0], holes[1]), front, laps, remainder)


def pegs_score(p: Pegs, board: Cribbage) -> int:
    """The score the pegs say: the front peg's hole, the laps and the remainder."""
    return score_of_hole(p.holes[p.front], p.laps, p.remainder, board)


# ----- the pull-up board (Rubicon Bézique) --------------------------------------------------
@dataclass(frozen=True)
class PullUp:
    """One peg per row, pulled up to the hole of its digit (0 = home): outer row tens,
    inner row hundreds, the centre game holes thousands (0..9)."""
    tens: int
    hundreds: int
    thousands: int
    remainder: int


def pull_up(score: int) -> PullUp:
    rest = max(score, 0)
    thousands = min(rest // 1000, 9)
    rest -= thousands * 1000
    hundreds = min(rest // 100, 9)
    rest -= hundreds * 100
    tens = min(rest // 10, 9)
    return PullUp(tens, hundreds, thousands, rest - tens * 10)


def pull_up_score(p: PullUp) -> int:
    return p.thousands * 1000 + p.hundreds * 100 + p.tens * 10 + p.remainder


# ----- counters ---------------------------------------------------------------------------
@dataclass(frozen=True)
class Counter:
    colour: str          # "white", "red", "blue", "copper"
    value: int
    count: int           # how many each player has


COUNTERS = {
    "binocle": (Counter("copper", 500, 1), Counter("blue", 100, 4), Counter("red", 50, 1),
                Counter("white", 10, 4)),
    "rubicon-bezique": (Counter("copper", 1000, 4), Counter("blue", 100, 9),
                        Counter("red", 50, 1), Counter("white", 10, 4)),
}
COUNTERS["piquet"] = (Counter("copper", 50, 3), Counter("blue", 10, 4),
                      Counter("red", 5, 1), Counter("white", 1, 4))
COUNTERS["chinese-bezique"] = COUNTERS["rubicon-bezique"]
# two-pack: a game of 1000 (2000) over deals, totals often past it: the coppers of 1000
COUNTERS["bezique"] = COUNTERS["rubicon-bezique"]


def counters(score: int, kit: tuple[Counter, ...]) -> tuple[tuple[int, ...], int]:
    """How many of each counter have been moved to the player's right, largest first,
    and the remainder they cannot show."""
    left = max(score, 0)
    moved = []
    for c in kit:
        n = min(c.count, left // c.value)
        moved.append(n)
        left -= n * c.value
    return tuple(moved), left


def counters_score(moved: tuple[int, ...], remainder: int, kit: tuple[Counter, ...]) -> int:
    return sum(n * c.value for n, c in zip(moved, kit)) + remainder


def capacity(kit: tuple[Counter, ...]) -> int:
    return sum(c.value * c.count for c in kit)


# ----- which marker a game uses -------------------------------------------------------------
# (choice, title): each title a message, said where it is shown (say(title))
MARKER_CHOICES = ((MarkerChoice.BOOK, message("As the book says")),
                  (MarkerChoice.BOARD, message("Cribbage board")),
                  (MarkerChoice.COUNTERS, message("Counters")), (MarkerChoice.NONE, message("None")))


def marker_for(game: str, choice: str) -> MarkerKind | None:
    """The marker of a game for the player's choice (a ``MarkerChoice`` or the word the
    settings keep), or None: none chosen, none for the game, or a word that is no choice."""
    if choice == MarkerChoice.NONE:
        return None
    family = family_of(game)
    try:
        chosen = MarkerChoice(choice)
    except ValueError:                  # a word the settings file should not have
        return None
    if chosen is MarkerChoice.COUNTERS and game in COUNTERS:
        return MarkerKind.COUNTERS
    board = chosen is MarkerChoice.BOARD
    if family is Family.BEZIQUE:
        return MarkerKind.PULLUP if board else MarkerKind.COUNTERS
    if family is Family.BINOCLE:
        return MarkerKind.CRIBBAGE if board else MarkerKind.COUNTERS
    if game in CRIBBAGE:
        return MarkerKind.CRIBBAGE
    return None


def score_history(state, seat: int) -> list[int]:
    """The seat's running total after each of its scoring events, from the score log
    (all deals of the game), as the marker counts it.  Piquet pegs each score as it is
    made (the deal in progress counts as it goes, as players peg at the table)."""
    if family_of(state.game) is Family.PIQUET:     # two seats: two-handed Piquet
        o: PiquetObservation = state.observation(seat)
        totals, run = [], 0
        for deal in o.deal_points_history:
            run += deal[seat]
            totals.append(run)
        if not totals or totals[-1] != o.totals[seat]:
            totals.append(o.totals[seat])
        if len(o.deal_points_history) < o.deal:       # a deal not yet set down
            for s in o.scores:
                if s.seat == seat and s.points:
                    totals.append(totals[-1] + s.points)
        return totals
    run, out = 0, []
    for log in state.deals:
        for e in log.events:
            if e.category and e.seat == seat and e.points:
                run += e.points
                out.append(run)
    return out
