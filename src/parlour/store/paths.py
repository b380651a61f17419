"""The folders Parlour writes to: platformdirs' per-user folders, or ``$PARLOUR_HOME``.

``PARLOUR_HOME`` (tests, the smoke test, portable installs) puts everything under one
folder: ``config/`` for settings and ``data/`` for saves and statistics.
"""
from __future__ import annotations

import os
from pathlib import Path

APP = "Parlour"


def _home() -> Path | None:
    home = os.environ.get("PARLOUR_HOME")
    return Path(home) if home else None


def config_dir() -> Path:
    home = _home()
    if home is not None:
        path = home / "config"
    else:
        from platformdirs import user_config_dir
        path = Path(user_config_dir(APP, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def data_dir() -> Path:
    home = _home()
    if home is not None:
        path = home / "data"
    else:
        from platformdirs import user_data_dir
        path = Path(user_data_dir(APP, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path
