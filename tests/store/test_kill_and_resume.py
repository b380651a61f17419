"""Nothing lost: a real child process playing in the window (animations running, saving
after every action) is killed with SIGKILL at random moments; the save it leaves always
loads, and is exactly the game as it stood at the kill (the last action or the one being
saved when it died)."""
import os
import random
import signal
import subprocess
import sys
import textwrap
import time

import pytest

from parlour.ai.players import make_player
from parlour.engine.games import new_game
from parlour.store import saves

SEED = 314

CHILD = textwrap.dedent(f"""
    import os, sys
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from parlour.ui.shell import app as appmod
    a = appmod._application([])
    from parlour.engine.games import new_game
    from parlour.store.settings import Settings
    from parlour.ui.shell.main_window import MainWindow
    w = MainWindow(Settings(animation_speed=0.15), autosave=True)
    w.show()
    c = w.start(new_game("piquet", seats=["A", "B"], seed={SEED}), None, "random")
    c.applied.connect(lambda action, events: print(len(c.state.history), flush=True))
    c.finished.connect(lambda r: a.quit())
    sys.exit(a.exec())
""")


def reference_game(n: int):
    """The same game without a window: the controller seeds its players this way."""
    state = new_game("piquet", seats=["A", "B"], seed=SEED)
    players = {s: make_player("random", SEED + 7919 * (s + 1)) for s in (0, 1)}
    for _ in range(n):
        seat = state.current_player()
        state.apply(players[seat].choose(state.observation(seat), state.legal_actions()))
    return state


@pytest.mark.slow
def test_sigkill_at_random_moments_never_loses_the_game(tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    rng = random.Random(7)
    env = {**os.environ, "PARLOUR_HOME": str(tmp_path)}
    for attempt in range(3):
        saves.clear_game()
        child = subprocess.Popen([sys.executable, "-c", CHILD], env=env,
                                 stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        wanted = rng.randint(3, 60)
        reported = 0
        started = time.monotonic()
        while reported < wanted and time.monotonic() - started < 60:
            line = child.stdout.readline()
            if not line:
                break
            reported = int(line)
        time.sleep(rng.random() * 0.05)          # somewhere inside the next action
        child.send_signal(signal.SIGKILL)
        child.wait(10)
        assert reported >= 3, "the child never got going"
        saved, state, notice = saves.load_game()
        assert notice is None and state is not None
        n = len(state.history)
        assert n >= reported                      # nothing acknowledged was lost
        reference = reference_game(n)
        assert state.history == reference.history
        for seat in (0, 1):
            assert state.observation(seat) == reference.observation(seat)
        leftovers = [p for p in saves.save_path().parent.iterdir()
                     if p.name.startswith(".current-game")]
        assert len(leftovers) <= 1                # at most the temp file of the killed write
        for p in leftovers:
            p.unlink()
