"""The unfinished game: its seed, the deals as dealt, and every action taken.

Loading replays the actions through the rules, so a save can never put the game in a
state the rules would not reach.  The deals are stored as well as the seed so that a
save stays exact even if the shuffling code changes between versions.
"""
from __future__ import annotations

import secrets
import time
from dataclasses import dataclass, field
from pathlib import Path

from ..language import say
from ..engine.core import Action, DealSetup, IllegalAction, State
from ..engine.games import UnknownGame, new_game
from ..engine.replay import play_through
from . import paths
from .. import shapes as sh
from .jsonfile import (Loaded, Unreadable, move_aside, read_versioned, refuse_if_read_only,
                       write_atomic)

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
    game_id: str = ""

    def to_json(self) -> dict:
        return {"format": FORMAT, "version": VERSION, "game": self.game,
                "variant": self.variant, "options": self.options, "seats": self.seats,
                "seed": self.seed, "human_seat": self.human_seat,
                "opponent": self.opponent, "assisted": self.assisted,
                "deals": self.deals, "actions": self.actions, "saved_at": self.saved_at,
                "game_id": self.game_id}

    @classmethod
    def from_json(cls, d: dict) -> "SavedGame":
        _check(d)
        # _check lets the optional fields be null: that is an empty one.
        return cls(d["game"], d["variant"], dict(d.get("options") or {}), list(d["seats"]),
                   d.get("seed"), d.get("human_seat"), d.get("opponent", "random"),
                   bool(d.get("assisted", False)), list(d.get("deals") or []),
                   list(d.get("actions") or []), str(d.get("saved_at", "")),
                   d.get("game_id") or game_id_of(d))


def _game_known(d: dict, where: str) -> None:
    """The game and variant are ones this Parlour plays, the human sits at the table and
    the computer seats are played by a player it knows."""
    from ..ai.players import player_specs
    from ..engine.games import GAMES
    if d["game"] not in GAMES or d["variant"] not in GAMES[d["game"]].variant_names():
        raise Unreadable(f"no game {d['game']!r} ({d['variant']!r}) in this Parlour")
    seat = d.get("human_seat")
    if seat is not None and seat >= len(d["seats"]):
        raise Unreadable(say("the human's seat is not at the table"))
    if d.get("opponent", "random") not in player_specs():
        raise Unreadable(f"no computer player {d['opponent']!r} in this Parlour")


# The optional fields may be null: that is an empty one.
SHAPE = sh.obj(
    {"game": sh.text(100), "variant": sh.text(100),
     "seats": sh.list_of(sh.text(200), sh.MOST_SEATS, 1)},
    {"options": sh.maybe(sh.obj()), "seed": sh.maybe(sh.whole(-2**63, 2**64)),
     "human_seat": sh.maybe(sh.whole(0, sh.MOST_SEATS - 1)), "opponent": sh.text(200),
     "assisted": sh.flag, "deals": sh.maybe(sh.list_of(sh.obj())),
     "actions": sh.maybe(sh.list_of(sh.obj())), "saved_at": sh.text(100),
     "game_id": sh.text(100)},
    then=_game_known)
_check = sh.validator(SHAPE)


def new_game_id() -> str:
    """Names one game, so that its result is set down once however often its end is
    replayed after a crash (store/game_end.py)."""
    return f"{time.strftime('%Y%m%d%H%M%S')}-{secrets.token_hex(6)}"


def game_id_of(d: dict) -> str:
    """The id of a save written without one (the schema allows it): made from what the
    game is, so every start that finds the same save gives it the same id, and its end
    set down again after a crash counts once."""
    import hashlib
    import json
    what = {k: v for k, v in d.items() if k not in ("saved_at", "game_id")}
    text = json.dumps(what, sort_keys=True, ensure_ascii=True, separators=(",", ":"))
    return "save-" + hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


def snapshot(state: State, human_seat: int | None, opponent: str,
             assisted: bool = False, game_id: str = "") -> SavedGame:
    return SavedGame(state.game, state.variant, dict(state.options), list(state.seats),
                     state.seed, human_seat, opponent, assisted,
                     [log.setup.to_record() for log in state.deals],
                     [a.to_record() for a in state.history],
                     time.strftime("%Y-%m-%dT%H:%M:%S"), game_id or new_game_id())


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
        raise Unreadable(say("bad action or deal: {why}", why=exc)) from exc
    stored = [s.to_record() for s in setups]
    try:
        state = _replay(saved, actions, None)
        if [log.setup.to_record() for log in state.deals] == stored or not stored:
            return state
    except _DOES_NOT_REPLAY:
        if not stored:
            raise Unreadable(say("the moves do not replay")) from None
    try:
        state = _replay(saved, actions, setups)
    except _DOES_NOT_REPLAY as exc:
        raise Unreadable(say("the moves do not replay: {why}", why=type(exc).__name__)) from exc
    state.shuffle_on()  # later deals are shuffled afresh (one may be due now)
    return state


# What replaying damaged moves or options can raise (a seat count the game does not
# seat, a card off the table, an option of the wrong kind): the save's fault, not ours.
_DOES_NOT_REPLAY = (IllegalAction, UnknownGame, ValueError, KeyError, TypeError,
                    IndexError, AttributeError, OverflowError, RecursionError)


def _replay(saved: SavedGame, actions: list[Action], setups) -> State:
    state = play_through(new_game(saved.game, saved.variant, saved.options, saved.seats,
                                  saved.seed, deals=setups), actions)
    # the window will look at the game from every seat: it must be able to
    for seat in range(len(state.seats)):
        state.observation(seat)
    state.legal_actions()
    return state


def save_path() -> Path:
    return paths.data_dir() / FILE_NAME


def save_game(saved: SavedGame, path: Path | None = None) -> None:
    write_atomic(path or save_path(), saved.to_json())


def clear_game(path: Path | None = None) -> None:
    """The game finished (or was abandoned): nothing left to resume."""
    path = path or save_path()
    refuse_if_read_only(path)
    try:
        path.unlink()
    except FileNotFoundError:
        pass


def load_game(path: Path | None = None) -> tuple[SavedGame | None, State | None, str | None]:
    """The unfinished game, replayed, or (None, None, notice) when there is none or it is
    unreadable (then it has been moved aside and ``notice`` says where)."""
    path = path or save_path()
    loaded: Loaded = read_versioned(path, FORMAT, VERSION, say("Your unfinished game"),
                                    check=_check)
    if loaded.data is None:
        return None, None, loaded.notice
    saved = SavedGame.from_json(loaded.data)
    try:
        state = restore(saved)
    except Unreadable as exc:
        why = exc.args[0]
        try:
            moved = move_aside(path)
        except OSError:         # a read-only folder: left where it is, never a stop
            return None, None, say("Your unfinished game could not be replayed ({why}) "
                                   "and could not be moved aside, so it is left where it "
                                   "is and ignored: {path}", why=why, path=path)
        return None, None, say("Your unfinished game could not be replayed ({why}), "
                               "so it was moved to {moved} and a new game can begin.",
                               why=why, moved=moved)
    return saved, state, None
