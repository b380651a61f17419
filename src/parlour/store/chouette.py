"""The Chouette Bézique sitting left unfinished: who sits where, the dialog's choice and
the moves of the game in progress, in ``chouette.json``, so that the sitting can be
carried on at the next start where it stopped.  The sheet itself is kept with the other
sitting sheets (store/sittings.py).
"""
from __future__ import annotations

from pathlib import Path

from ..language import say
from . import paths
from .. import shapes as sh
from .jsonfile import Unreadable, keeping_nothing, read_versioned, write_atomic

FORMAT = "parlour-chouette"
VERSION = 1


def chouette_path() -> Path:
    return paths.data_dir() / "chouette.json"


def _sitting_agrees(d: dict, where: str) -> None:
    players = d["players"]
    if len(set(players)) != len(players) or d["chouette"] >= len(players) \
            or (d.get("partner") is not None and d["partner"] >= len(players)):
        raise Unreadable(say("the sitting's seats do not agree"))
    if d.get("line") and not set(d["line"]) <= set(players):
        raise Unreadable(say("the line names someone not at the sitting"))


NAME = sh.text(200)
SITTING = sh.obj({"players": sh.list_of(NAME, 5, 3), "chouette": sh.whole(0, 4),
                  "sheet": sh.text(200)},
                 {"partner": sh.maybe(sh.whole(0, 4)), "line": sh.maybe(sh.list_of(NAME, 5))},
                 then=_sitting_agrees)
# the dialog's choice (ui/chouette/dialog.ChouetteChoice), every field optional
CHOICE = sh.obj({}, {"players": sh.whole(3, 5), "role": sh.one_of("chouette", "line"),
                     "pairs": sh.flag, "opponent": sh.text(200),
                     "deal": sh.one_of("me", "adversary"), "games": sh.whole(1, 1000)})
GAME = sh.obj({"number": sh.whole(1, 10_000), "moves": sh.list_of(sh.obj())})
_check = sh.validator(sh.obj({"sitting": SITTING, "choice": CHOICE,
                              "seed": sh.whole(-2**63, 2**64)},
                             {"game": sh.maybe(GAME)}))


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
                            say("Your Chouette sitting"), check=_check)
    return loaded.data, loaded.notice


def clear_sitting(path: Path | None = None) -> None:
    if keeping_nothing():           # a read-only window: the file stays as it was
        return
    path = path or chouette_path()
    try:
        path.unlink()
    except FileNotFoundError:
        pass
