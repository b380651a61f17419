"""Shared by the fault tests: every game and variant, random games, a finished game
left in the save, and a snapshot of everything a state shows (to prove an illegal action
changed nothing)."""
from __future__ import annotations

import json
import random

from parlour.engine import records
from parlour.engine.games import GAMES, new_game
from parlour.engine.observed import to_json

VARIANTS = [(game, variant) for game, entry in GAMES.items()
            for variant in entry.variant_names()]
VARIANT_IDS = [f"{g}-{v}" for g, v in VARIANTS]


def random_game(game: str, variant: str, seed: int, steps: int | None = None):
    """A game played by ``sample_action`` for ``steps`` actions (None: to the end)."""
    state = new_game(game, variant, seed=seed)
    rng = random.Random(seed)
    n = 0
    while not state.is_over() and (steps is None or n < steps):
        state.apply(state.sample_action(rng))
        n += 1
    return state


def saved_finished_piquet(seed: int, play_seed: int):
    """A Piquet partie played to its end by ``sample_action`` and left in the save (in
    $PARLOUR_HOME), as a run stopped inside the game's end leaves it: (saved, state)."""
    from parlour.store import saves
    state = new_game("piquet", seats=["You", "Computer"], seed=seed)
    rng = random.Random(play_seed)
    while not state.is_over():
        state.apply(state.sample_action(rng))
    saved = saves.snapshot(state, 0, "random")
    saves.save_game(saved)
    return saved, state


def snapshot(state) -> tuple:
    """Everything public about a state: what each seat sees, whose turn, the legal
    actions, the history and the record (which holds the hidden cards too)."""
    seats = range(len(state.seats))
    return (json.dumps([to_json(state.observation(s)) for s in seats], sort_keys=True),
            state.current_player(), list(state.legal_actions()), list(state.history),
            json.dumps(records.record_of(state), sort_keys=True))


_records: dict = {}


def real_record(game: str, variant: str, seed: int, steps: int | None = None) -> dict:
    """A record of a real game (cached; callers get their own copy)."""
    key = (game, variant, seed, steps)
    if key not in _records:
        _records[key] = json.dumps(records.record_of(random_game(game, variant, seed, steps)))
    return json.loads(_records[key])


# ----- a real Parlour in a process of its own (the lock, signals, second copies) -------

def start_parlour(home, preexec_fn=None, **env):
    """``parlour`` with no arguments on ``home``, offscreen; it prints "interactive
    after" on its standard output once its window is up (PARLOUR_STARTUP_TIME)."""
    import os
    import subprocess
    import sys
    import time
    env = {**os.environ, "PARLOUR_HOME": str(home), "QT_QPA_PLATFORM": "offscreen",
           "PARLOUR_STARTUP_TIME": str(time.time()), **env}
    return subprocess.Popen([sys.executable, "-m", "parlour.cli"], env=env, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            preexec_fn=preexec_fn)


def wait_interactive(proc) -> None:
    line = proc.stdout.readline()
    assert line.startswith("interactive after"), (line, proc.stderr.read())
