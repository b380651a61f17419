"""The folders Parlour writes to: platformdirs' per-user folders, or ``$PARLOUR_HOME``.

``PARLOUR_HOME`` (tests, portable installs) puts everything under one folder:
``config/`` for settings, ``data/`` for saves and statistics and ``log/`` for the log.  (``--smoke-test``
never uses it: it works in a temporary folder of its own.)
"""
from __future__ import annotations

import os
from pathlib import Path

from ..language import message, say

APP = "Parlour"


def _home() -> Path | None:
    home = os.environ.get("PARLOUR_HOME")
    return Path(home) if home else None


def _folder(kind: str, make: bool = True) -> Path:
    """$PARLOUR_HOME/<kind> when set (tests, portable use), else platformdirs' folder."""
    home = _home()
    if home is not None:
        path = home / kind
    else:
        import platformdirs
        if kind == "config":
            path = Path(platformdirs.user_config_dir(APP, appauthor=False))
        elif kind == "log":
            path = Path(platformdirs.user_log_dir(APP, appauthor=False))
        else:
            path = Path(platformdirs.user_data_dir(APP, appauthor=False))
    if not make:
        return path
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass        # folder_problem() says so; every write there then fails and is caught
    return path


def folder_problem() -> str | None:
    """One sentence for the player when the config or data folder cannot be made, read
    or written (what folder, what to do), else None.  Parlour then runs with its
    settings in memory and keeps nothing."""
    for kind, what in (("config", message("settings")), ("data", message("games"))):
        path = _folder(kind)
        try:
            check_writable(path)
            os.listdir(path)
        except OSError as exc:
            why = exc.strerror or type(exc).__name__
            return say("Parlour cannot use its {what} folder {path} ({why}), so "
                       "nothing from this session will be kept: make that folder one you "
                       "can read and write, or set PARLOUR_HOME to another.",
                       what=say(what), path=path, why=why.lower())
    return None


def check_writable(folder: str | Path) -> None:
    """Make ``folder`` when it is not there and write a scratch file in it (dropped at
    once); OSError when it cannot be used (FileExistsError: a file has its name)."""
    import tempfile
    os.makedirs(folder, exist_ok=True)
    with tempfile.TemporaryFile(dir=folder):
        pass


def config_dir() -> Path:
    return _folder("config")


def data_dir() -> Path:
    return _folder("data")


def log_dir(make: bool = True) -> Path:
    """Where the log is written (logbook.py); ``make`` False only names it."""
    return _folder("log", make)
