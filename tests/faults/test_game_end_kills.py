"""Issue 19 item 7: a real Parlour process killed at every step of a game's end loses
nothing.  The save holds the finished game until the statistics and the sitting sheet
have it; the next start finishes the end, and the result is counted exactly once."""
import os
import subprocess
import sys
from pathlib import Path

import pytest

from parlour.store import saves, sittings, statistics

pytestmark = pytest.mark.slow          # real processes killed at each step

CHILD = str(Path(__file__).with_name("game_end_child.py"))
STEPS = [f"{when}-{step}" for step in ("statistics", "sheet", "clear")
         for when in ("before", "after")] + ["none"]


def run_child(home: Path, *args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "PARLOUR_HOME": str(home), "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run([sys.executable, CHILD, *args], env=env, capture_output=True,
                          text=True, timeout=120)


def reopen(qtbot) -> list[str]:
    """Parlour opened again, as a player would (in this process: the same start-up)."""
    from parlour.ui.shell.app import open_window
    window, notices = open_window([])
    qtbot.addWidget(window)
    window.controller.stop()
    return notices


def what_is_kept() -> tuple[int, int, bool]:
    """(games in the statistics, games on the sitting sheets, a save left)."""
    games, notice = statistics.load_statistics()
    assert notice is None
    kept, notice = sittings.load_sittings()
    assert notice is None
    on_sheets = sum(len(s.entries) for s in [kept.current, *kept.past] if s is not None)
    return len(games), on_sheets, saves.save_path().exists()


@pytest.mark.parametrize("step", STEPS)
def test_killed_at_each_step_of_the_game_end_nothing_is_lost(step, tmp_path, monkeypatch,
                                                            qtbot):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    done = run_child(tmp_path, step)
    assert "started" in done.stdout, done.stderr
    assert done.returncode == (0 if step == "none" else -9), done.stderr
    assert reopen(qtbot) == []
    assert what_is_kept()[:2] == (1, 1)              # recorded once, never twice
    # the reopened window dealt a new game and saved it; that one is not finished
    saved, state, _ = saves.load_game()
    assert state is None or not state.is_over()


def test_two_games_each_killed_after_its_statistics_count_twice_not_once(tmp_path,
                                                                         monkeypatch):
    """The ids tell two games apart even when they are the same deal played alike."""
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    for _ in range(2):
        assert run_child(tmp_path, "after-statistics").returncode == -9
        assert run_child(tmp_path, "reopen").returncode == 0
        saves.clear_game()      # the new game the reopened window dealt
    assert what_is_kept() == (2, 2, False)


def check_nothing_lost() -> str:
    """After a kill and a reopen: the game is either recorded once (statistics and sheet)
    or still in the save, unfinished, to be carried on.  Returns which."""
    games, on_sheets, _ = what_is_kept()
    assert games == on_sheets and games <= 1
    if games == 1:
        return "recorded"
    saved, state, notice = saves.load_game()
    assert notice is None and state is not None and not state.is_over()
    return "resumable"


def kill_at_random(home: Path, delay: float) -> None:
    """Start the child, kill it ``delay`` seconds after it began playing."""
    env = {**os.environ, "PARLOUR_HOME": str(home), "QT_QPA_PLATFORM": "offscreen"}
    child = subprocess.Popen([sys.executable, CHILD, "none", "7"], env=env, text=True,
                             stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    assert child.stdout.readline().strip() == "started"
    try:
        child.wait(delay)
    except subprocess.TimeoutExpired:
        child.kill()
        child.wait(10)


@pytest.mark.parametrize("delay", [0.0, 0.1])
def test_killed_at_a_random_moment_near_the_end_nothing_is_lost(delay, tmp_path,
                                                                  monkeypatch, qtbot):
    """(benchmarks/fault_soak.py runs many more, at random delays.)"""
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    kill_at_random(tmp_path, delay)
    reopen(qtbot)
    check_nothing_lost()
