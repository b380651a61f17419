"""Issue 26 item 2: when the lock cannot be taken for any reason but another live
Parlour, the window opens read-only - no autosave, not one byte written, the title says
so, one sentence to the player - so two windows can never overwrite each other's game.
A lock deleted under a running Parlour does not let a second one in."""
import os
import signal
import time

import pytest

from parlour.store import jsonfile, lock, paths, saves

from .helpers import random_game, start_parlour as start, wait_interactive

posix = pytest.mark.skipif(os.name != "posix", reason="signals and FIFOs")


def files(home) -> dict:
    """Every file of the player's (the log, home/log, is written by every window)."""
    return {p: (p.stat().st_mtime_ns, p.read_bytes()) for p in home.rglob("*")
            if p.is_file() and p.relative_to(home).parts[0] != "log"}


def a_game_left_mid_way(home, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(home))
    state = random_game("piquet", "au-cent", seed=5, steps=30)
    saves.save_game(saves.snapshot(state, 0, "random"))


def test_the_read_only_window_says_so_and_writes_nothing(qtbot, tmp_path, monkeypatch):
    a_game_left_mid_way(tmp_path, monkeypatch)
    (paths.data_dir() / lock.FILE_NAME).mkdir()
    try:
        lock.acquire()
    except lock.CannotLock as exc:
        why = exc.sentence
    else:
        pytest.fail("a folder was taken for a lock")
    before = files(tmp_path)
    from parlour.ui.shell.app import open_window
    from parlour.ui.shell.main_window import READ_ONLY
    jsonfile.keep_nothing(why)
    try:
        window, notices = open_window([], read_only=why)
        qtbot.addWidget(window)
        assert notices == [why]
        assert not window.autosave and window.controller is not None
        assert window.windowTitle().endswith(READ_ONLY)
        assert "Piquet" in window.windowTitle()     # the game's title, then the mark
        window.close()                              # closing keeps nothing either
    finally:
        jsonfile.keep_nothing(None)
    assert files(tmp_path) == before


@posix
@pytest.mark.slow
@pytest.mark.parametrize("odd", ["folder", "fifo", "link"])
def test_two_windows_on_an_odd_lock_both_write_nothing(odd, tmp_path, monkeypatch):
    """The audit's case: two copies on one save, the later close overwriting the other's
    game.  Now both are read-only, and SIGTERM ends each as closing it would."""
    a_game_left_mid_way(tmp_path, monkeypatch)
    where = paths.data_dir() / lock.FILE_NAME
    if odd == "folder":
        where.mkdir()
    elif odd == "fifo":
        os.mkfifo(where)
    else:
        (tmp_path / "notes.txt").write_text("mine")
        os.symlink(tmp_path / "notes.txt", where)
    before = files(tmp_path)
    copies = [start(tmp_path), start(tmp_path)]
    try:
        for proc in copies:
            wait_interactive(proc)
        time.sleep(1.0)                 # the computer's moves, were any kept
        for proc in copies:
            proc.send_signal(signal.SIGTERM)
        for proc in copies:
            out, err = proc.communicate(timeout=60)
            assert proc.returncode == 0, err
            assert "Traceback" not in err, err
    finally:
        for proc in copies:
            if proc.poll() is None:
                proc.kill()
                proc.wait(10)
    assert files(tmp_path) == before


@posix
@pytest.mark.slow
def test_a_lock_deleted_under_a_running_parlour_lets_no_second_one_in(tmp_path):
    first = start(tmp_path)
    try:
        wait_interactive(first)
        (tmp_path / "data" / lock.FILE_NAME).unlink()
        second = start(tmp_path)
        out, err = second.communicate(timeout=60)
        assert second.returncode == 0 and "already open" in err, err
        assert not out.startswith("interactive")
        assert first.poll() is None                 # the first is still there
    finally:
        first.kill()
        first.wait(10)
