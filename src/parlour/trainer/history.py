"""The player's practice history: one line per hand tried, kept with parlour.store's
versioned atomic JSON files (platformdirs' data folder, or $PARLOUR_HOME in tests)."""
from __future__ import annotations

import time
from pathlib import Path

from ..store import paths
from .. import shapes as sh
from ..store.jsonfile import read_versioned, write_atomic

FORMAT = "parlour-trainer-history"
VERSION = 1
FILE_NAME = "trainer-history.json"
KEEP = 5000


def history_path() -> Path:
    return paths.data_dir() / FILE_NAME


# One hand tried; the chart reads the cost and the session, the rest is kept for the player.
HAND = sh.obj({"cost": sh.number(-1e6, 1e6), "session": sh.text(100)},
              {"seat": sh.text(20), "hand": sh.anything, "chosen": sh.anything,
               "best": sh.anything, "equivalent": sh.flag, "when": sh.text(100)})
_check = sh.validator(sh.obj({"hands": sh.list_of(HAND)}))


def load_history(path: Path | None = None) -> tuple[list[dict], str | None]:
    """The hands tried so far, oldest first, and any notice about a damaged file."""
    loaded = read_versioned(path or history_path(), FORMAT, VERSION,
                            "Your practice history", check=_check)
    return (loaded.data["hands"] if loaded.data else []), loaded.notice


def record_hand(entry: dict, session: str, path: Path | None = None) -> str | None:
    """Add one hand: keys seat, hand, chosen, best, cost, equivalent.  Returns a notice."""
    hands, notice = load_history(path)
    hands.append({**entry, "session": session,
                  "when": time.strftime("%Y-%m-%dT%H:%M:%S")})
    write_atomic(path or history_path(),
                 {"format": FORMAT, "version": VERSION, "hands": hands[-KEEP:]})
    return notice


def new_session() -> str:
    return time.strftime("%Y-%m-%d %H:%M:%S")


def cost_by_session(hands: list[dict]) -> list[tuple[str, float, int]]:
    """(session, average cost per hand, hands) in the order the sessions began."""
    out: dict[str, list[float]] = {}
    for h in hands:
        out.setdefault(h["session"], []).append(float(h["cost"]))
    return [(s, sum(c) / len(c), len(c)) for s, c in out.items()]
