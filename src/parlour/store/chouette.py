"""The Chouette Bézique sitting left unfinished: who sits where, the dialog's choice and
the moves of the game in progress, in ``chouette.json``, so that the sitting can be
carried on at the next start where it stopped.  The sheet itself is kept with the other
sitting sheets (store/sittings.py).
"""
from __future__ import annotations

from pathlib import Path

from . import paths
from .jsonfile import Unreadable, read_versioned, write_atomic

FORMAT = "parlour-chouette"
VERSION = 1


def chouette_path() -> Path:
    return paths.data_dir() / "chouette.json"


def _check(d: dict) -> None:
    if not isinstance(d.get("sitting"), dict) or not isinstance(d.get("choice"), dict):
        raise Unreadable("no sitting")
    if not isinstance(d.get("seed"), int):
        raise Unreadable("no seed")
    game = d.get("game")
    if game is not None and not (isinstance(game, dict) and isinstance(game.get("number"), int)
                                 and isinstance(game.get("moves"), list)):
        raise Unreadable("a damaged game in progress")


def save_sitting(sitting: dict, choice: dict, seed: int, path: Path | None = None,
                 game: dict | None = None) -> None:
    """``game``: the game in progress, {"number": n, "moves": [action records]}."""
    data = {"format": FORMAT, "version": VERSION, "sitting": sitting, "choice": choice,
            "seed": seed}
    if game is not None:
        data["game"] = game
    write_atomic(path or chouette_path(), data)


def load_sitting(path: Path | None = None) -> tuple[dict | None, str | None]:
    """The unfinished sitting ({"sitting", "choice", "seed"} and perhaps "game") or None,
    and any notice."""
    loaded = read_versioned(path or chouette_path(), FORMAT, VERSION,
                            "Your Chouette sitting", check=_check)
    return loaded.data, loaded.notice


def clear_sitting(path: Path | None = None) -> None:
    try:
        (path or chouette_path()).unlink()
    except FileNotFoundError:
        pass
