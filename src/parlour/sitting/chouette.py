"""Chouette Bézique: one player takes all bets against a line of adversaries.

The book (Rubicon Bézique, "CHOUETTE BÉZIQUE"):
- the chouette player takes all bets and has the choice of deal and seats, without cutting;
- his adversaries may consult together in playing against him;
- if the chouette player wins, one of his opponents takes the loser's place; if he loses,
  the same player opposes him for the next game;
- the adversaries cut to decide which of them plays the first game, highest card first
  ("In cutting, the cards rank as in play": the Ten between the Ace and the King);
- with four players two may play against two, each consulting with his partner and
  sharing his bets.

Readings this module makes (the book is silent):
- the line's order after the cut is the order of the cut cards (highest first); the
  beaten player goes to the foot of the line, so every adversary takes his turn;
- a drawn game has no loser: the same adversary plays again and no money passes;
- the bets: every adversary bets the game's value with the chouette player, so the
  chouette wins (or pays) it once per adversary.  Two against two, each player's bet is
  with one player of the other side, so every player wins or pays the value and each side
  shares twice the value between its partners;
- amounts are set down in hundreds (a Rubicon Bézique game's value is always a whole
  number of hundreds, see engine/bezique/settlement.py) on the sitting's Sheet
  (parlour.sitting.sheet), which also does the settling up at the end.
"""
from __future__ import annotations

import random
from dataclasses import InitVar, dataclass, field
from typing import Sequence

from ..engine.cards import SEVEN, card_symbol, short_pack
from ..engine.core import Result
from ..engine.melding.tricks import strength
from ..engine.sentences import ending_words, player
from ..language import english, spoken
from .reckoning import set_down
from .sheet import Entry, Payment, Sheet

GAME, VARIANT = "rubicon-bezique", "rubicon"
TITLE = "Chouette Bézique"



@dataclass(frozen=True)
class ChouetteGame:
    """One game of the sitting: who played it and its line on the sheet."""

    chouette: str
    against: str                   # the adversary seated for the line
    won_by: str | None             # "chouette", "line", or None for a drawn game
    entry: Entry


def cut_for_order(names: Sequence[str], rng: random.Random) -> tuple[list[str], list[tuple[str, int]]]:
    """The adversaries cut, highest card first (in Bézique's order, A 10 K Q J 9 8 7);
    tied players cut again among themselves.

    Returns the order and every card cut (name, card), in the order the cuts were made.
    """
    cuts: list[tuple[str, int]] = []

    def order(group: list[str]) -> list[str]:
        if len(group) <= 1:
            return list(group)
        pack = short_pack(SEVEN)
        rng.shuffle(pack)
        drawn = {name: pack[i] for i, name in enumerate(group)}
        cuts.extend(drawn.items())
        ranks = sorted({strength(drawn[n]) for n in group}, reverse=True)
        out: list[str] = []
        for r in ranks:
            out += order([n for n in group if strength(drawn[n]) == r])
        return out

    return order(list(names)), cuts


def _together(names: Sequence[str]) -> str:
    """"Bertie, Clara and Alice"."""
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


@dataclass
class ChouetteSitting:
    """Who is chouette, who stands in the line, who plays next, and what each has won.

    ``players``: every name at the sitting (3 to 5); ``chouette``: the index of the player
    who takes all bets; ``partner``: two against two (four players only), the index of
    the chouette's partner.  The line is cut for with ``seed`` unless ``line`` gives it.
    ``kept_sheet``: the sheet of a sitting carried on from another day (a new one else).
    """

    players: Sequence[str]
    chouette: int = 0
    partner: int | None = None
    seed: int | None = None
    line: list[str] = field(default_factory=list)
    games: list[ChouetteGame] = field(default_factory=list)
    cuts: list[tuple[str, int]] = field(default_factory=list)
    kept_sheet: InitVar[Sheet | None] = None
    sheet: Sheet = field(init=False)

    def __post_init__(self, kept_sheet: Sheet | None) -> None:
        self.players = list(self.players)
        n = len(self.players)
        if not 3 <= n <= 5:
            raise ValueError("Chouette Bézique is for three to five players")
        if len(set(self.players)) != n:
            raise ValueError("every player needs a name of his own")
        if not 0 <= self.chouette < n:
            raise ValueError("the chouette player must be one of the players")
        if self.partner is not None and (n != 4 or self.partner == self.chouette
                                         or not 0 <= self.partner < n):
            raise ValueError("two against two needs four players and a partner")
        adversaries = [p for p in self.players if p not in self.side()]
        if self.line:
            if sorted(self.line) != sorted(adversaries):
                raise ValueError("the line must hold every adversary once")
            self.line = list(self.line)
        else:
            self.line, self.cuts = cut_for_order(adversaries, random.Random(self.seed))
        self.sheet = kept_sheet if kept_sheet is not None else \
            Sheet(GAME, VARIANT, list(self.players), "hundreds", title=TITLE)

    # ----- who plays ----------------------------------------------------------------
    @property
    def chouette_name(self) -> str:
        return self.players[self.chouette]

    @property
    def pairs(self) -> bool:
        return self.partner is not None

    def side(self) -> list[str]:
        """The chouette player and, two against two, his partner (who consults with him)."""
        out = [self.players[self.chouette]]
        if self.partner is not None:
            out.append(self.players[self.partner])
        return out

    @property
    def seated(self) -> str:
        """The adversary who plays the next game; the rest of the line consults with him."""
        return self.line[0]

    def cut_text(self) -> str:
        if not self.cuts:
            return ""
        cut = ", ".join(f"{player(n)} {card_symbol(c)}" for n, c in self.cuts)
        return spoken(self.seated, "The adversaries cut ({cut}): {who} plays first.",
                      "The adversaries cut ({cut}): You play first.", cut=cut)

    # ----- a game's end ---------------------------------------------------------------
    def record(self, chouette_won: bool | None, value: int, reason: str = "") -> ChouetteGame:
        """Set down one game: ``chouette_won`` None for a drawn game; ``value`` in points.

        Applies the bets and the book's rotation, adds the line to the sheet, and
        returns the game."""
        if value < 0:
            raise ValueError("a game's value cannot be negative")
        h = set_down(GAME, VARIANT, value) if chouette_won is not None else 0
        sign = 1 if chouette_won else -1
        net = {name: 0 for name in self.players}
        for name in self.line:
            net[name] = -sign * h
        if self.pairs:                 # each partner's bet is with one adversary
            for name in self.side():
                net[name] = sign * h
        else:                          # the chouette player takes every adversary's bet
            net[self.chouette_name] = sign * h * len(self.line)
        against = self.seated
        won_by = None if chouette_won is None else "chouette" if chouette_won else "line"
        winner = None if won_by is None else _together(self.side() if chouette_won
                                                       else self.line)
        detail = f"{' and '.join(self.side())} against {against}"
        if won_by is not None:
            detail += f": worth {value}, set down {h}"
        if reason:
            detail += f" ({reason})"
        entry = self.sheet.add(Entry(0, list(self.players), winner, net, detail))
        game = ChouetteGame(self.chouette_name, against, won_by, entry)
        self.games.append(game)
        if chouette_won:        # one of his opponents takes the loser's place
            self.line = self.line[1:] + self.line[:1]
        return game

    def record_result(self, result: Result, chouette_seat: int) -> ChouetteGame:
        """Set down a finished Rubicon Bézique game played with the chouette at
        ``chouette_seat``."""
        won = None if result.winner is None else result.winner == chouette_seat
        # Rubicon Bézique's endings name no seat
        with english():      # the sheet is kept: its words are English
            why = ending_words(result.ending, ())
        return self.record(won, result.value, why)

    # ----- the sheet ------------------------------------------------------------------
    @property
    def played(self) -> int:
        """Games set down so far (a resumed sitting's earlier ones included)."""
        return len(self.sheet.entries)

    def to_json(self) -> dict:
        """Who sits where, kept to carry the sitting on another day (the sheet is kept
        with the sitting sheets, by its id)."""
        return {"players": list(self.players), "chouette": self.chouette,
                "partner": self.partner, "line": list(self.line), "sheet": self.sheet.id}

    @classmethod
    def from_json(cls, d: dict, sheet: Sheet) -> "ChouetteSitting":
        """The sitting again, with its sheet; ValueError when they do not match."""
        if not isinstance(d, dict) or d.get("sheet") != sheet.id:
            raise ValueError("the sitting's sheet is not the one kept")
        players = d.get("players")
        if not isinstance(players, list) or set(players) != set(sheet.players):
            raise ValueError("the sitting's players are not the sheet's")
        return cls(players, d.get("chouette", 0), d.get("partner"), line=d.get("line") or [],
                   kept_sheet=sheet)

    def net(self) -> dict[str, int]:
        """Each player's running net, in hundreds."""
        return self.sheet.totals()

    def settlement(self) -> list[Payment]:
        """Who pays whom at the end of the sitting (the sheet's settling up)."""
        return self.sheet.settlement()
