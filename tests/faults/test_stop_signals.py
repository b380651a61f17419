"""Issue 26 item 7: Ctrl-C in the terminal (SIGINT) and SIGTERM end the window as
closing it does - the game kept, the settings saved, status 0 - with no traceback; and
a signal during the start is kept for the window rather than ending the start half
way."""
import json
import os
import signal

import pytest

from parlour.store import saves

from .helpers import random_game, start_parlour as start, wait_interactive

pytestmark = [pytest.mark.slow,
              pytest.mark.skipif(os.name != "posix", reason="signals")]


@pytest.mark.parametrize("sig", ["SIGINT", "SIGTERM"])
def test_a_signal_during_play_closes_the_window_and_keeps_the_game(sig, tmp_path,
                                                                   monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    state = random_game("piquet", "au-cent", seed=9, steps=30)
    saves.save_game(saves.snapshot(state, 0, "random", game_id="kept-game"))
    proc = start(tmp_path)
    try:
        wait_interactive(proc)
        proc.send_signal(getattr(signal, sig))
        out, err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(10)
    assert proc.returncode == 0, err
    assert "Traceback" not in err and "KeyboardInterrupt" not in err, err
    kept = json.loads(saves.save_path().read_text())
    assert kept["game_id"] == "kept-game" and len(kept["actions"]) >= 30
    settings = json.loads((tmp_path / "config" / "settings.json").read_text())
    assert settings["window_geometry"]              # closed as a player closes it


@pytest.mark.parametrize("sig", ["SIGINT", "SIGTERM"])
def test_a_signal_during_the_start_is_kept_for_the_window(sig, tmp_path):
    """Sent as soon as the process runs: whether it lands before the lock, in the
    middle of the start or in the event loop, the copy ends cleanly."""
    proc = start(tmp_path)
    try:
        import time
        time.sleep(1.0)                 # past Python's own start, inside Parlour's
        proc.send_signal(getattr(signal, sig))
        out, err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(10)
    assert proc.returncode == 0, err
    assert "Traceback" not in err, err
