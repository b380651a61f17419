"""The sitting sheet: the games of one sitting, each player's net, and the settling up.

"When a series of games is played between the same individuals, it is usual to keep the
net results on a sheet of paper, setting down the hundreds only, and to settle at the
end of the sitting" (rubicon-bezique.txt).  A Sheet is that paper: one line (Entry) per
game, each player's net for it in the sheet's unit, the lines summing to zero, so the
running totals always balance and the settlement is who pays whom.

Pure data, no Qt and no files: the store (parlour.store.sittings) keeps sheets, the
window (parlour.ui.sitting.window) draws them, the game modes fill them.
"""
from __future__ import annotations

import secrets
import time
from dataclasses import dataclass, field
from typing import Any

from .. import shapes
from ..language import say_n

# What a sheet's numbers count: points (Rubicon Piquet, à écrire), hundreds of points
# (Rubicon and Chinese Bézique: "setting down the hundreds only"), or games (Piquet au
# cent, a lurch being a double game; Binocle; two-pack Bézique).
UNITS = ("points", "hundreds", "games")


def now_text() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%S")


# what a sheet holds, checked as every JSON Parlour reads (a net past shapes.BIGGEST is
# damage)
_whole = shapes.whole()
_text = shapes.text()


@dataclass
class Entry:
    """One game on the sheet.

    ``players``: who played it (names as on the sheet; in a sitting of more than two some
    sit out a game).  ``winner``: the winner's name, or the winning side's names joined
    with " and ", or None for a drawn or void game.  ``net``: each player's gain (+) or
    loss (-) for this game in the sheet's unit, summing to zero; a player missing from
    ``net`` neither won nor lost.  ``detail``: one short line saying how the game was
    reckoned ("1830 to 1260: 1800 - 1200 + 500 = 1100").
    """

    number: int = 0                     # 1, 2, ... on its sheet; 0 = not yet added
    players: list[str] = field(default_factory=list)
    winner: str | None = None
    net: dict[str, int] = field(default_factory=dict)
    detail: str = ""
    finished: str = ""

    def __post_init__(self) -> None:
        self.check()

    def check(self) -> None:
        """Raise ValueError unless the entry is well formed and balances to zero."""
        _whole(self.number, "the game number")
        if not isinstance(self.players, list) or not self.players:
            raise ValueError("an entry needs its players")
        for p in self.players:
            _text(p, "a player's name")
        if len(set(self.players)) != len(self.players):
            raise ValueError("a player is named twice")
        if self.winner is not None:
            _text(self.winner, "the winner")
        if not isinstance(self.net, dict):
            raise ValueError("'net' must map players to numbers")
        for name, v in self.net.items():
            if name not in self.players:
                raise ValueError(f"{name!r} has a net but did not play")
            _whole(v, f"{name}'s net")
        if sum(self.net.values()) != 0:
            raise ValueError(f"the nets do not balance: {self.net}")
        _text(self.detail, "the detail")
        _text(self.finished, "the time")

    def net_of(self, name: str) -> int:
        return self.net.get(name, 0)

    def to_json(self) -> dict:
        return {"number": self.number, "players": list(self.players), "winner": self.winner,
                "net": dict(self.net), "detail": self.detail, "finished": self.finished}

    @classmethod
    def from_json(cls, d: Any) -> "Entry":
        if not isinstance(d, dict):
            raise ValueError("an entry must be an object")
        return cls(d.get("number", 0), list(d.get("players") or []), d.get("winner"),
                   dict(d.get("net") or {}), d.get("detail", ""), d.get("finished", ""))


@dataclass
class Payment:
    """One line of the settling up: ``payer`` pays ``payee`` ``amount`` (sheet's unit)."""

    payer: str
    payee: str
    amount: int


@dataclass
class Sheet:
    """A sitting: a series of games of one game and variant between the same players."""

    game: str
    variant: str
    players: list[str]
    unit: str = "points"
    entries: list[Entry] = field(default_factory=list)
    started: str = field(default_factory=now_text)
    id: str = ""
    title: str = ""                     # optional: "Chouette Bézique", "Piquet à écrire"

    def __post_init__(self) -> None:
        if not self.id:
            self.id = time.strftime("%Y%m%d-%H%M%S-") + secrets.token_hex(3)
        self.check()

    def check(self) -> None:
        _text(self.game, "the game")
        _text(self.variant, "the variant")
        _text(self.id, "the sheet's id")
        _text(self.started, "the starting time")
        _text(self.title, "the title")
        if self.unit not in UNITS:
            raise ValueError(f"unknown unit {self.unit!r} (choose from {', '.join(UNITS)})")
        if not isinstance(self.players, list) or len(set(self.players)) != len(self.players):
            raise ValueError("the players must be a list of different names")
        for p in self.players:
            _text(p, "a player's name")
        for e in self.entries:
            if not isinstance(e, Entry):
                raise ValueError("entries must be Entry")
            missing = [p for p in e.players if p not in self.players]
            if missing:
                raise ValueError(f"{', '.join(missing)} not on the sheet")

    # ----- filling it in ------------------------------------------------------------------
    def add(self, entry: Entry) -> Entry:
        """Set down one game: numbered after the last, stamped with the time if it has none.
        A player not yet on the sheet (joining the sitting) is added with nothing before."""
        entry.check()
        for p in entry.players:
            if p not in self.players:
                self.players.append(p)
        entry.number = len(self.entries) + 1
        if not entry.finished:
            entry.finished = now_text()
        self.entries.append(entry)
        return entry

    def plays(self, game: str, variant: str, players: list[str], unit: str) -> bool:
        """Is a game of these players kept on this sheet (same game, variant and unit,
        and every player already sitting)?"""
        return (game, variant, unit) == (self.game, self.variant, self.unit) and \
            set(players) <= set(self.players)

    # ----- reading it ---------------------------------------------------------------------
    def totals(self) -> dict[str, int]:
        """Each player's net over the sitting so far (sums to zero)."""
        out = {p: 0 for p in self.players}
        for e in self.entries:
            for name, v in e.net.items():
                out[name] += v
        return out

    def running(self) -> list[dict[str, int]]:
        """Each player's net after each game: one dict per entry, in order."""
        run = {p: 0 for p in self.players}
        out = []
        for e in self.entries:
            for name, v in e.net.items():
                run[name] += v
            out.append(dict(run))
        return out

    def wins(self) -> dict[str, int]:
        """How many games each player won (a side's win counts for each partner)."""
        out = {p: 0 for p in self.players}
        for e in self.entries:
            if e.winner is None:
                continue
            for p in e.players:
                if e.net_of(p) > 0:
                    out[p] += 1
        return out

    def settlement(self) -> list[Payment]:
        """Who pays whom to settle the sitting: the biggest loser pays the biggest winner
        as much as one of them is owed or owes, and so on; the payments balance every
        total to zero in at most (players - 1) lines."""
        owe = {p: -v for p, v in self.totals().items() if v < 0}
        due = {p: v for p, v in self.totals().items() if v > 0}
        order = {p: i for i, p in enumerate(self.players)}
        out: list[Payment] = []
        while owe and due:
            payer = max(owe, key=lambda p: (owe[p], -order[p]))
            payee = max(due, key=lambda p: (due[p], -order[p]))
            amount = min(owe[payer], due[payee])
            out.append(Payment(payer, payee, amount))
            for book, name in ((owe, payer), (due, payee)):
                book[name] -= amount
                if not book[name]:
                    del book[name]
        return out

    def unit_word(self, amount: int) -> str:
        """``amount`` with its unit, as the player reads it: "11 hundred", "293 points",
        "2 games"."""
        if self.unit == "hundreds":
            return say_n("{n} hundred", "{n} hundred", amount)
        if self.unit == "games":
            return say_n("{n} game", "{n} games", amount)
        return say_n("{n} point", "{n} points", amount)

    # ----- keeping it ---------------------------------------------------------------------
    def to_json(self) -> dict:
        return {"id": self.id, "game": self.game, "variant": self.variant,
                "title": self.title, "players": list(self.players), "unit": self.unit,
                "started": self.started, "entries": [e.to_json() for e in self.entries]}

    @classmethod
    def from_json(cls, d: Any) -> "Sheet":
        """Raises ValueError (or TypeError) for anything malformed."""
        if not isinstance(d, dict):
            raise ValueError("a sheet must be an object")
        entries = d.get("entries") or []
        if not isinstance(entries, list):
            raise ValueError("'entries' must be a list")
        players = d.get("players")
        if not isinstance(players, list):
            raise ValueError("'players' must be a list")
        game, variant = d.get("game"), d.get("variant")
        if not isinstance(game, str) or not isinstance(variant, str):
            raise ValueError("a sheet names its game and variant")
        return cls(game, variant, list(players), d.get("unit", "points"),
                   [Entry.from_json(e) for e in entries], d.get("started", ""),
                   d.get("id", "") or "", d.get("title", "") or "")
