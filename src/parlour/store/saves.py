"""The unfinished game: its seed, the deals as dealt, and every action taken.

Loading replays the actions through the rules, so a save can never put the game in a
state the rules would not reach.  The deals are stored as well as the seed so that a
save stays exact even if the shuffling code changes between versions.
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..engine.core import Action, DealSetup, IllegalAction, State
from ..engine.games import UnknownGame, new_game
from ..engine.replay import play_through
from . import paths
from .jsonfile import Loaded, Unreadable, move_aside, read_versioned, write_atomic

FORMAT = "parlour-save"
VERSION = 1
FILE_NAME = "current-game.json"


@dataclass
class SavedGame:
    game: str
    variant: str
    options: dict
    seats: list[str]
    seed: int | None
    human_seat: int | None          # None: computer against computer
    opponent: str                   # player spec of the computer seats, e.g. "ai:club"
    assisted: bool = False          # undo or hint was used
    deals: list[dict] = field(default_factory=list)     # DealSetup.to_record() each
    actions: list[dict] = field(default_factory=list)   # Action.to_record() each
    saved_at: str = ""

    def to_json(self) -> dict:
        return {"format": FORMAT, "version": VERSION, "game": self.game,
                "variant": self.variant, "options": self.options, "seats": self.seats,
                "seed": self.seed, "human_seat": self.human_seat,
                "opponent": self.opponent, "assisted": self.assisted,
                "deals": self.deals, "actions": self.actions, "saved_at": self.saved_at}

    @classmethod
    def from_json(cls, d: dict) -> "SavedGame":
        _check(d)
        # _check lets the optional fields be null: that is an empty one.
        return cls(d["game"], d["variant"], dict(d.get("options") or {}), list(d["seats"]),
                   d.get("seed"), d.get("human_seat"), d.get("opponent", "random"),
                   bool(d.get("assisted", False)), list(d.get("deals") or []),
                   list(d.get("actions") or []), str(d.get("saved_at", "")))


def _check(d: dict) -> None:
    def need(key: str, kind: Any, optional: bool = False) -> None:
        if key not in d:
            if optional:
                return
            raise Unreadable(f"'{key}' is missing")
        if d[key] is None and optional:
            return
        if not isinstance(d[key], kind) or (kind is int and isinstance(d[key], bool)):
            raise Unreadable(f"'{key}' has the wrong type")
    need("game", str)
    need("variant", str)
    need("seats", list)
    need("options", dict, optional=True)
    need("seed", int, optional=True)
    need("human_seat", int, optional=True)
    need("deals", list, optional=True)
    need("actions", list, optional=True)
    if not all(isinstance(s, str) for s in d["seats"]):
        raise Unreadable("seat names must be text")


def snapshot(state: State, human_seat: int | None, opponent: str,
             assisted: bool = False) -> SavedGame:
    return SavedGame(state.game, state.variant, dict(state.options), list(state.seats),
                     state.seed, human_seat, opponent, assisted,
                     [log.setup.to_record() for log in state.deals],
                     [a.to_record() for a in state.history],
                     time.strftime("%Y-%m-%dT%H:%M:%S"))


def restore(saved: SavedGame) -> State:
    """Rebuild the game by replaying its actions; raises Unreadable when they do not fit.

    First from the seed (so the deals still to come are the ones the game would have
    had); if the engine now shuffles differently, from the stored deals instead.
    """
    try:
        actions = [Action.from_record(a) for a in saved.actions]
        setups = [DealSetup.from_record(d) for d in saved.deals]
    except (ValueError, KeyError, TypeError, AttributeError, OverflowError) as exc:
        # A deal that is not an object, a dealer of Infinity: damage, not a crash.
        raise Unreadable(f"bad action or deal: {exc}") from exc
    stored = [s.to_record() for s in setups]
    try:
        state = _replay(saved, actions, None)
        if [log.setup.to_record() for log in state.deals] == stored or not stored:
            return state
    except (IllegalAction, UnknownGame, ValueError, KeyError, TypeError):
        if not stored:
            raise Unreadable("the moves do not replay") from None
    try:
        state = _replay(saved, actions, setups)
    except (IllegalAction, UnknownGame, ValueError, KeyError, TypeError) as exc:
        raise Unreadable(f"the moves do not replay: {exc}") from exc
    state.preset_deals = None  # later deals are shuffled afresh
    return state


def _replay(saved: SavedGame, actions: list[Action], setups) -> State:
    return play_through(new_game(saved.game, saved.variant, saved.options, saved.seats,
                                 saved.seed, deals=setups), actions)


def save_path() -> Path:
    return paths.data_dir() / FILE_NAME


def save_game(saved: SavedGame, path: Path | None = None) -> None:
    write_atomic(path or save_path(), saved.to_json())


def clear_game(path: Path | None = None) -> None:
    """The game finished (or was abandoned): nothing left to resume."""
    try:
        (path or save_path()).unlink()
    except FileNotFoundError:
        pass


def load_game(path: Path | None = None) -> tuple[SavedGame | None, State | None, str | None]:
    """The unfinished game, replayed, or (None, None, notice) when there is none or it is
    unreadable (then it has been moved aside and ``notice`` says where)."""
    path = path or save_path()
    loaded: Loaded = read_versioned(path, FORMAT, VERSION, "Your unfinished game",
                                    check=_check)
    if loaded.data is None:
        return None, None, loaded.notice
    saved = SavedGame.from_json(loaded.data)
    try:
        state = restore(saved)
    except Unreadable as exc:
        moved = move_aside(path)
        return None, None, (f"Your unfinished game could not be replayed ({exc.args[0]}), "
                            f"so it was moved to {moved} and a new game can begin.")
    return saved, state, None
