"""What a finished game is worth on the sheet, as the book reckons it.

The engines already settle each game (``State.result()``): Result.value is what the
winner wins, in the game's own terms.  This module only says in which unit each game's
value is set down and turns it into the players' nets:
- Rubicon and Chinese Bézique: the value is in points, every term already rounded down
  to hundreds (engine/bezique/settlement.py); the sheet sets down "the hundreds only",
  so 1100 points is written 11.
- Rubicon Piquet: points (engine/piquet/rubicon.py: difference + 100, or both scores +
  100 when the loser is rubiconed), "usually played for so much a point".
- Piquet au cent, Normand and Voleur: games ("so much a game of 100 points"; a lurch is
  a double game, value 2).  Binocle: one game; two-pack Bézique one, or two
  for a loser under half the total (option double_game).
- Piquet à écrire: the sitting's own balanced sheet, in points (Result.totals).
Two players: the winner gains the value, the loser loses it.  Normand (three, a pool):
each loser pays the winner the value.  Voleur (partners): each partner of the winning
side gains it, each adversary loses it.
"""
from __future__ import annotations

from typing import Sequence

from ..engine import ending
from ..engine.core import Result
from ..engine.games import Seating, variant_of
from ..engine.sentences import ending_words
from ..language import english
from .sheet import Entry

HUNDREDS = {"rubicon-bezique", "chinese-bezique"}
POINTS = {("piquet", "rubicon"), ("piquet", "ecrire")}


def unit_for(game: str, variant: str) -> str:
    if game in HUNDREDS:
        return "hundreds"
    if (game, variant) in POINTS:
        return "points"
    return "games"


def set_down(game: str, variant: str, value: int) -> int:
    """The value of a game as written on the sheet: hundreds only for Rubicon Bézique
    (fractions of a hundred disregarded), else as it is."""
    if unit_for(game, variant) == "hundreds":
        return value // 100
    return value


def unique_names(names: Sequence[str]) -> list[str]:
    """Seat names made distinct for the sheet ("Computer (club)", "Computer (club) 2")."""
    out: list[str] = []
    for n in names:
        name, k = n, 1
        while name in out:
            k += 1
            name = f"{n} {k}"
        out.append(name)
    return out


def entry_for(game: str, variant: str, names: Sequence[str], result: Result,
              sides: Sequence[int] | None = None,
              seats: Sequence[str] | None = None) -> Entry:
    """The sheet's line for one finished game.

    ``names``: the seats' names (made distinct); ``result``: the game's Result; ``sides``:
    each seat's side when partners share a side (Voleur: 0, 1, 0, 1), else None;
    ``seats``: the names the game's ending speaks of (default: ``names``).
    """
    with english():      # the sheet is kept: its words are English
        why = ending_words(result.ending, names if seats is None else seats)
    names = unique_names(names)
    n = len(names)
    sides = list(sides) if sides is not None else list(range(n))
    if len(sides) != n:
        raise ValueError("one side per seat")
    if variant_of(game, variant).seating is Seating.SITTING:     # à écrire
        net = {names[s]: int(v) for s, v in enumerate(result.totals)}
        best = max(net.values()) if net else 0
        winner = names[result.winner] if result.winner is not None else None
        return Entry(0, names, winner, net, f"the sheet balanced: best {best} points")
    amount = set_down(game, variant, result.value)
    if result.winner is None or amount == 0:
        return Entry(0, names, None, {p: 0 for p in names},
                     _detail(game, variant, result, sides, why))
    won = sides[result.winner]
    winners = [s for s in range(n) if sides[s] == won]
    losers = [s for s in range(n) if sides[s] != won]
    net = {p: 0 for p in names}
    for s in losers:
        net[names[s]] -= amount
    share, odd = divmod(amount * len(losers), len(winners))
    if odd:
        # never happens with the books' games (one winner, or pairs against pairs)
        raise ValueError("the stakes do not divide among the winning side")
    for s in winners:
        net[names[s]] += share
    who = " and ".join(names[s] for s in winners)
    return Entry(0, names, who, net, _detail(game, variant, result, sides, why))


def entry_from_state(state, names: Sequence[str] | None = None) -> Entry | None:
    """The sheet's line for a finished State (None while it is not over).  ``names``
    replaces the seat names (e.g. "You" for the human)."""
    result = state.result()
    if result is None:
        return None
    sides = getattr(state, "SIDES", None)
    if sides is not None and len(set(sides)) == len(sides):
        sides = None
    return entry_for(state.game, state.variant, list(names or state.seats), result, sides,
                     state.seats)


def _detail(game: str, variant: str, result: Result, sides: list[int], why: str) -> str:
    """"1830 to 1260: game: 1800 - 1200 + 500 = 1100", "113 to 80: game, worth 293
    points", "104 to 40: lurch, a double game"."""
    totals = list(result.totals)
    if len(totals) == len(sides) and len(set(sides)) < len(sides):
        totals = [totals[sides.index(k)] for k in sorted(set(sides))]   # one per side
    text = " to ".join(str(t) for t in totals)
    unit = unit_for(game, variant)
    if not (unit == "games" and result.ending.kind == ending.GAME):
        text += f": {why}"
    if result.winner is None:
        return text
    if unit == "hundreds":
        return f"{text} = {result.value}"
    if unit == "points":
        return f"{text}, worth {result.value} points"
    worth = {1: "one game", 2: "a double game"}.get(result.value, f"{result.value} games")
    return f"{text}{', ' if ': ' in text else ': '}{worth}"
