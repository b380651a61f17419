"""Finished games, one line each, and the summary the player sees (won, lost, assisted)."""
from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path

from . import paths
from .jsonfile import Unreadable, read_versioned, write_atomic

FORMAT = "parlour-statistics"
VERSION = 1
FILE_NAME = "statistics.json"
KEEP = 5000  # finished games kept; older ones are dropped from the front


@dataclass
class Summary:
    played: int = 0
    won: int = 0
    lost: int = 0
    assisted: int = 0


def _check(d: dict) -> None:
    games = d.get("games")
    if not isinstance(games, list) or not all(isinstance(g, dict) for g in games):
        raise Unreadable("'games' must be a list of objects")


def statistics_path() -> Path:
    return paths.data_dir() / FILE_NAME


def load_statistics(path: Path | None = None) -> tuple[list[dict], str | None]:
    loaded = read_versioned(path or statistics_path(), FORMAT, VERSION,
                            "Your statistics file", check=_check)
    return (loaded.data["games"] if loaded.data else []), loaded.notice


def record_result(entry: dict, path: Path | None = None) -> str | None:
    """Add one finished game: keys game, variant, opponent, won (bool or None for a
    draw or a computer-only game), value, totals, assisted.  Returns any notice."""
    games, notice = load_statistics(path)
    games.append({**entry, "finished": time.strftime("%Y-%m-%dT%H:%M:%S")})
    write_atomic(path or statistics_path(),
                 {"format": FORMAT, "version": VERSION, "games": games[-KEEP:]})
    return notice


def summary(games: list[dict], game: str | None = None) -> Summary:
    s = Summary()
    for g in games:
        if game is not None and g.get("game") != game:
            continue
        s.played += 1
        if g.get("won") is True:
            s.won += 1
        elif g.get("won") is False:
            s.lost += 1
        if g.get("assisted"):
            s.assisted += 1
    return s


# ----- what the statistics window draws (pure; older entries lack "progress") ----------------
def progress_of(state, most: int = 400) -> list[list[int]]:
    """Both seats' running scores after each scoring event of a finished game, from its
    score log (every deal), for the score-through-the-game plot; at most ``most`` points
    (evenly thinned, the last kept)."""
    run = [0] * len(state.seats)
    out: list[list[int]] = [list(run)]
    for log in state.deals:
        for e in log.events:
            if e.category and e.points and e.seat is not None and e.seat < len(run):
                run[e.seat] += e.points
                out.append(list(run))
    if len(out) > most:
        step = len(out) / most
        out = [out[int(i * step)] for i in range(most - 1)] + [out[-1]]
    return out


def level_of(entry: dict) -> str:
    """The opponent's level as the player knows it: "club", "expert", "random"..."""
    return str(entry.get("opponent") or "?").removeprefix("ai:")


def results_by(games: list[dict], key) -> dict[str, Summary]:
    """Summaries grouped by ``key(entry)`` (a game, a level, both...)."""
    out: dict[str, Summary] = {}
    for g in games:
        s = out.setdefault(key(g), Summary())
        s.played += 1
        s.won += g.get("won") is True
        s.lost += g.get("won") is False
        s.assisted += bool(g.get("assisted"))
    return out


def win_rate_over_time(games: list[dict], game: str | None = None,
                       level: str | None = None) -> list[float]:
    """The running share of games won (of those won or lost), game after game; of one
    game and one opponent level when given."""
    won = decided = 0
    out = []
    for g in games:
        if game is not None and g.get("game") != game:
            continue
        if level is not None and level_of(g) != level:
            continue
        if g.get("won") is None:
            continue
        decided += 1
        won += g.get("won") is True
        out.append(won / decided)
    return out
