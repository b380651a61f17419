"""The sitting sheets: the current sitting and the past ones, in ``sittings.json``.

API (other game modes may keep their own file: pass ``path=sittings_path("chouette")``)
- ``load_sittings(path=None) -> (Sittings, notice)``: Sittings(current: Sheet | None,
  past: list[Sheet], oldest first).  A damaged file is moved aside (``notice`` says
  where) and an empty Sittings comes back.
- ``save_sittings(sittings, path=None)``: atomic, versioned.
- ``record_entry(entry, game, variant, unit, title="", path=None) -> (Sheet, notice)``:
  sets one finished game down on the current sheet; a game of another kind or with a
  new player starts a new sitting (the old one goes to the past).
- ``new_sitting(path=None) -> (Sittings, notice)``: the current sheet goes to the past
  and a blank one for the same game and players takes its place.
A mode that fills its own sheet (players joining mid-sitting) may instead load, change
``sittings.current`` with ``Sheet.add`` and ``save_sittings`` itself.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from ..language import say
from ..sitting import Entry, Sheet
from . import paths
from .. import shapes as sh
from .jsonfile import Unreadable, read_versioned, write_atomic

FORMAT = "parlour-sittings"
VERSION = 1
KEEP_PAST = 200     # past sittings kept; the oldest are dropped
KEEP_RECORDED = 50  # ids of the last games set down (a game end replayed after a crash)


@dataclass
class Sittings:
    current: Sheet | None = None
    past: list[Sheet] = field(default_factory=list)
    recorded: list[str] = field(default_factory=list)   # game ids already set down

    def to_json(self) -> dict:
        return {"format": FORMAT, "version": VERSION,
                "current": self.current.to_json() if self.current else None,
                "past": [s.to_json() for s in self.past[-KEEP_PAST:]],
                "recorded": self.recorded[-KEEP_RECORDED:]}

    @classmethod
    def from_json(cls, d: dict) -> "Sittings":
        current = d.get("current")
        past = d.get("past") or []
        if not isinstance(past, list):
            raise Unreadable(say("'past' must be a list"))
        recorded = sh.list_of(sh.text(100))(d.get("recorded") or [], "recorded")
        return cls(Sheet.from_json(current) if current is not None else None,
                   [Sheet.from_json(s) for s in past], list(recorded))

    def archive(self) -> None:
        """The current sitting is over: keep it with the past ones (if anything was
        played in it)."""
        if self.current is not None and self.current.entries:
            self.past.append(self.current)
        self.current = None


def sittings_path(name: str = "sittings") -> Path:
    return paths.data_dir() / f"{name}.json"


def _check(d: dict) -> None:
    Sittings.from_json(d)       # raises ValueError/TypeError on anything malformed


def load_sittings(path: Path | None = None) -> tuple[Sittings, str | None]:
    loaded = read_versioned(path or sittings_path(), FORMAT, VERSION,
                            say("Your sitting sheets"), check=_check)
    if loaded.data is None:
        return Sittings(), loaded.notice
    return Sittings.from_json(loaded.data), None


def save_sittings(sittings: Sittings, path: Path | None = None) -> None:
    write_atomic(path or sittings_path(), sittings.to_json())


def record_entry(entry: Entry, game: str, variant: str, unit: str, title: str = "",
                 path: Path | None = None,
                 game_id: str = "") -> tuple[Sheet | None, str | None]:
    """Set ``entry`` down on the current sheet (a new sitting if it does not belong
    there), save, and return the sheet and any notice from reading the file.  A game
    whose ``game_id`` is already set down is not set down again."""
    sittings, notice = load_sittings(path)
    if game_id and game_id in sittings.recorded:
        return sittings.current, notice
    if game_id:
        sittings.recorded.append(game_id)
    sheet = sittings.current
    if sheet is None or not sheet.plays(game, variant, entry.players, unit) \
            or sheet.title != title:
        sittings.archive()
        sheet = Sheet(game, variant, list(entry.players), unit, title=title)
        sittings.current = sheet
    sheet.add(entry)
    save_sittings(sittings, path)
    return sheet, notice


def new_sitting(path: Path | None = None) -> tuple[Sittings, str | None]:
    """Close the current sitting (kept in the past) and open a blank one for the same
    game and players; returns the sittings and any notice from reading the file."""
    sittings, notice = load_sittings(path)
    old = sittings.current
    if old is None or not old.entries:
        return sittings, notice
    sittings.archive()
    sittings.current = Sheet(old.game, old.variant, list(old.players), old.unit,
                             title=old.title)
    save_sittings(sittings, path)
    return sittings, notice
