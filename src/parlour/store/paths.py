"""The folders Parlour writes to: platformdirs' per-user folders, or ``$PARLOUR_HOME``.

``PARLOUR_HOME`` (tests, portable installs) puts everything under one folder:
``config/`` for settings and ``data/`` for saves and statistics.  (``--smoke-test``
never uses it: it works in a temporary folder of its own.)
"""
from __future__ import annotations

import os
from pathlib import Path

APP = "Parlour"


def _home() -> Path | None:
    home = os.environ.get("PARLOUR_HOME")
    return Path(home) if home else None


def _folder(kind: str) -> Path:
    """$PARLOUR_HOME/<kind> when set (tests, portable use), else platformdirs' folder."""
    home = _home()
    if home is not None:
        path = home / kind
    else:
        import platformdirs
        finder = platformdirs.user_config_dir if kind == "config" else platformdirs.user_data_dir
        path = Path(finder(APP, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def config_dir() -> Path:
    return _folder("config")


def data_dir() -> Path:
    return _folder("data")
