"""Fault soak: a real Parlour window killed with SIGKILL again and again near a game's
end (at random moments and at each step of the end), then opened again; counts what was
lost.  The bigger run behind tests/faults/test_game_end_kills.py (which runs a few).

    nice .venv/bin/python benchmarks/fault_soak.py [--random 20] [--steps 2] [--seed 1]

Each round uses a fresh data folder: a child (tests/faults/game_end_child.py) resumes a
Piquet partie a few actions from its end, computer against computer, and is killed either
after a random delay (0 to 0.6 s) or at a named step of the game's end; then Parlour is
opened again (a second child).  Afterwards the game must be either recorded exactly once,
in the statistics and on the sitting sheet, with no save left, or still in the save,
unfinished, to be carried on.  Anything else counts as lost (or doubled).  POSIX only.
"""
from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CHILD = ROOT / "tests" / "faults" / "game_end_child.py"
STEPS = [f"{w}-{s}" for s in ("statistics", "sheet", "clear") for w in ("before", "after")]


def child(home: str, *args: str, kill_after: float | None = None) -> None:
    env = {**os.environ, "PARLOUR_HOME": home, "QT_QPA_PLATFORM": "offscreen"}
    p = subprocess.Popen([sys.executable, str(CHILD), *args], env=env, text=True,
                         stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    if kill_after is not None:
        p.stdout.readline()                     # "started"
        try:
            p.wait(kill_after)
        except subprocess.TimeoutExpired:
            p.kill()
    p.communicate(timeout=120)


def outcome(home: str) -> str:
    """'recorded', 'resumable', or what went wrong."""
    os.environ["PARLOUR_HOME"] = home
    from parlour.store import saves, sittings, statistics
    games, n1 = statistics.load_statistics()
    kept, n2 = sittings.load_sittings()
    sheet = sum(len(s.entries) for s in [kept.current, *kept.past] if s is not None)
    if n1 or n2:
        return "a file moved aside"
    saved, state, n3 = saves.load_game()
    if len(games) == 1 and sheet == 1:
        return "recorded" if state is None or not state.is_over() else "recorded, save left"
    if len(games) > 1 or sheet > 1:
        return "doubled"
    if len(games) != sheet:
        return "statistics and sheet disagree"
    if n3 is None and state is not None and not state.is_over():
        return "resumable"
    return "lost"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--random", type=int, default=20, help="rounds killed at random")
    ap.add_argument("--steps", type=int, default=2, help="rounds at each game-end step")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    rounds = [("random", rng.uniform(0, 0.6)) for _ in range(args.random)] + \
        [(step, None) for step in STEPS for _ in range(args.steps)]
    tally: dict[str, int] = {}
    started = time.monotonic()
    for i, (how, delay) in enumerate(rounds):
        with tempfile.TemporaryDirectory(prefix="parlour-soak-") as home:
            seed = str(rng.randrange(1000))
            if how == "random":
                child(home, "none", seed, kill_after=delay)
            else:
                child(home, how, seed)
            child(home, "reopen")
            got = outcome(home)
        tally[got] = tally.get(got, 0) + 1
        if got not in ("recorded", "resumable"):
            print(f"round {i}: {how} {delay}: {got}", flush=True)
    print(f"{len(rounds)} kills ({args.random} at random moments, {args.steps} at each of "
          f"{len(STEPS)} game-end steps) in {time.monotonic() - started:.0f} s: "
          + ", ".join(f"{k} {v}" for k, v in sorted(tally.items())))


if __name__ == "__main__":
    main()
