"""Finished games, one line each, and the summary the player sees (won, lost, assisted)."""
from __future__ import annotations

import json
import os
import secrets
import time
from dataclasses import dataclass
from pathlib import Path

from ..language import say
from . import paths
from .. import shapes as sh
from .jsonfile import (Unreadable, append_line, read_capped, read_lines, read_versioned,
                       refuse_if_read_only, write_atomic)

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


# One finished game as the controller writes it; only "game" is in every entry (older
# entries lack the scores and the progress).
_FIELDS = {
    "variant": sh.maybe(sh.text(100)), "opponent": sh.maybe(sh.text(200)),
    "won": sh.maybe(sh.flag), "value": sh.number(),
    "totals": sh.list_of(sh.number(), sh.MOST_SEATS), "assisted": sh.flag,
    "human_seat": sh.maybe(sh.whole(0, sh.MOST_SEATS - 1)),
    "progress": sh.table(longest=1000, widest=sh.MOST_SEATS), "finished": sh.text(100)}
ENTRY = sh.obj({"game": sh.text(100)}, {**_FIELDS, "game_id": sh.text(100)})
# An appended line always carries its game's id: a line written twice counts once.
LINE = sh.obj({"game": sh.text(100), "game_id": sh.text(100)}, _FIELDS)
_check = sh.validator(sh.obj({"games": sh.list_of(ENTRY)}))


def statistics_path() -> Path:
    return paths.data_dir() / FILE_NAME


# ----- the games since the last fold: one line each, appended ----------------------------------
# Rewriting 5,000 games (megabytes) at every game end held the window for seconds; a game
# end appends one line instead (milliseconds), and the lines are folded into
# statistics.json when Parlour starts with FOLD_EVERY of them or more (or, for a player
# who never closes it, at FOLD_AT_MOST during play).  Each line carries its game's id, so
# a line written twice (a game end finished again after a crash, a fold cut short)
# counts once.
RECENT_FORMAT = "parlour-statistics-recent"
FOLD_EVERY = 100
FOLD_AT_MOST = 2000
PLOTS_KEPT = 500    # the score through the game is kept for the latest games only: the
                    # plots are most of the file, and nobody picks game 4,000 of a list


def recent_path(path: Path | None = None) -> Path:
    return (path or statistics_path()).with_name("statistics-recent.jsonl")


def _folding_path(path: Path | None = None) -> Path:
    return (path or statistics_path()).with_name("statistics-folding.jsonl")


def _header() -> str:
    return json.dumps({"format": RECENT_FORMAT, "version": VERSION}) + "\n"


def _read_recent(path: Path) -> tuple[list[dict], str | None]:
    """The entries of one appended file.  Its last line, when it has no end, is an
    append cut short: that game's end is finished again from its save, so it is left."""
    def check(d: dict) -> None:
        lines = d["lines"]
        header = json.loads(lines[0]) if lines else None
        if header != json.loads(_header()):
            raise Unreadable(say("not a statistics file of this Parlour"))
        d["games"] = [LINE(json.loads(line), f"line {i + 2}")
                      for i, line in enumerate(lines[1:])]

    loaded = read_lines(path, say("Your statistics file"), check)
    return (loaded.data["games"] if loaded.data else []), loaded.notice


def load_statistics(path: Path | None = None) -> tuple[list[dict], str | None]:
    """Every finished game kept, oldest first, once each, and any notice (the first, if
    more than one file had to be moved aside)."""
    loaded = read_versioned(path or statistics_path(), FORMAT, VERSION,
                            say("Your statistics file"), check=_check)
    games = list(loaded.data["games"]) if loaded.data else []
    notices = [loaded.notice]
    for extra in (_folding_path(path), recent_path(path)):
        more, notice = _read_recent(extra)
        games += more
        notices.append(notice)
    seen: set[str] = set()
    once = []
    for g in games:
        gid = g.get("game_id")
        if gid is None or gid not in seen:
            once.append(g)
            seen.add(gid)
    return once[-KEEP:], next((n for n in notices if n), None)


def record_result(entry: dict, path: Path | None = None) -> str | None:
    """Add one finished game: keys game, variant, opponent, won (bool or None for a
    draw or a computer-only game), value, totals, assisted, progress, game_id (one is
    made when missing).  Appends one line; returns any notice (none: nothing is read,
    except when the lines are folded)."""
    entry = {**entry, "finished": time.strftime("%Y-%m-%dT%H:%M:%S")}
    entry.setdefault("game_id", f"{entry['finished']}-{secrets.token_hex(6)}")
    LINE(entry, "the result")
    recent = recent_path(path)
    line, notice = json.dumps(entry, ensure_ascii=False), None
    try:
        written = append_line(recent, line, _header())
    except Unreadable:          # a FIFO or a huge file in its place: moved aside, told
        notice = _read_recent(recent)[1]
        written = append_line(recent, line, _header())
    if written >= FOLD_AT_MOST:
        return fold(path) or notice
    return notice


def fold_if_due(path: Path | None = None) -> str | None:
    """At start: fold when FOLD_EVERY games or more are waiting.  Returns any notice."""
    recent = recent_path(path)
    try:        # guarded as every stored file (a FIFO there is refused, not waited on)
        waiting = read_capped(recent).count(b"\n") - 1
    except Unreadable:      # a link, a FIFO, a device, too large: moved aside, told
        return _read_recent(recent)[1]
    except OSError:
        return None
    return fold(path) if waiting >= FOLD_EVERY else None


def fold(path: Path | None = None) -> str | None:
    """Fold the appended lines into statistics.json (the oldest dropped past KEEP).

    The lines are first renamed aside, so that a game ending meanwhile appends to a new
    file; a fold cut short leaves lines that are also in statistics.json, and they count
    once.  Returns any notice from reading."""
    recent, folding = recent_path(path), _folding_path(path)
    refuse_if_read_only(recent)
    if os.path.lexists(recent) and not os.path.lexists(folding):
        os.replace(recent, folding)     # a link is renamed, never followed
    games, notice = load_statistics(path)
    older = len(games) - PLOTS_KEPT
    games = [{k: v for k, v in g.items() if k != "progress"} if i < older else g
             for i, g in enumerate(games)]
    if os.path.lexists(recent) or os.path.lexists(folding) \
            or not os.path.lexists(path or statistics_path()):
        write_atomic(path or statistics_path(),
                     {"format": FORMAT, "version": VERSION, "games": games[-KEEP:]},
                     indent=None)
    try:
        folding.unlink()
    except FileNotFoundError:
        pass
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
