"""The Chouette Bézique sitting left unfinished: who sits where and the dialog's choice,
in ``chouette.json``, so that the sitting can be carried on at the next start.  The
sheet itself is kept with the other sitting sheets (store/sittings.py).
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


def save_sitting(sitting: dict, choice: dict, seed: int, path: Path | None = None) -> None:
    write_atomic(path or chouette_path(), {"format": FORMAT, "version": VERSION,
                                           "sitting": sitting, "choice": choice,
                                           "seed": seed})


def load_sitting(path: Path | None = None) -> tuple[dict | None, str | None]:
    """The unfinished sitting ({"sitting", "choice", "seed"}) or None, and any notice."""
    loaded = read_versioned(path or chouette_path(), FORMAT, VERSION,
                            "Your Chouette sitting", check=_check)
    return loaded.data, loaded.notice


def clear_sitting(path: Path | None = None) -> None:
    try:
        (path or chouette_path()).unlink()
    except FileNotFoundError:
        pass
