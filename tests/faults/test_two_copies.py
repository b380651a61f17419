"""Issue 26 item 1: two copies started together always leave exactly one window.  The
second asks the first to come to the front through a local socket, which cannot end
it (SIGUSR1 once killed a first copy whose handler was not yet installed)."""
import os
import signal
import time

import pytest

from .helpers import start_parlour as start

pytestmark = [pytest.mark.slow,
              pytest.mark.skipif(os.name != "posix", reason="signals")]


@pytest.mark.parametrize("apart", [0, 0.05, 0.1, 0.2, 0.5, 1.0])
def test_two_copies_leave_exactly_one_window(apart, tmp_path):
    first = start(tmp_path)
    time.sleep(apart)
    second = start(tmp_path)
    copies = [first, second]
    try:
        deadline = time.monotonic() + 90
        while time.monotonic() < deadline and all(p.poll() is None for p in copies):
            time.sleep(0.05)
        gone = [p for p in copies if p.poll() is not None]
        assert len(gone) == 1, "neither copy gave way"
        left = copies[1 - copies.index(gone[0])]
        out, err = gone[0].communicate(timeout=30)
        assert gone[0].returncode == 0, err
        assert "already open" in err and not out.startswith("interactive"), (out, err)
        line = left.stdout.readline()
        assert line.startswith("interactive after"), (line, left.stderr.read())
        time.sleep(0.5)
        assert left.poll() is None, "the window that stayed has gone"
        left.send_signal(signal.SIGTERM)
        out, err = left.communicate(timeout=60)
        assert left.returncode == 0 and "Traceback" not in err, err
    finally:
        for p in copies:
            if p.poll() is None:
                p.kill()
                p.wait(10)


SLOW_START = ("import sys, time\n"
              "from parlour.store import saves\n"
              "real = saves.load_game\n"
              "def slow(*a, **kw):\n"
              "    time.sleep(6)          # a large save, seconds to replay\n"
              "    return real(*a, **kw)\n"
              "saves.load_game = slow\n"
              "from parlour import cli\n"
              "sys.argv = ['parlour']\n"
              "sys.exit(cli.main([]))\n")


def test_a_second_copy_during_a_slow_start_leaves_the_first(tmp_path):
    """The audit's large save (12 s to open): a second copy 3 s in killed the first."""
    import subprocess
    import sys
    env = {**os.environ, "PARLOUR_HOME": str(tmp_path), "QT_QPA_PLATFORM": "offscreen",
           "PARLOUR_STARTUP_TIME": str(time.time())}
    first = subprocess.Popen([sys.executable, "-c", SLOW_START], env=env, text=True,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        time.sleep(3)
        second = start(tmp_path)
        out, err = second.communicate(timeout=90)
        assert second.returncode == 0 and "already open" in err, err
        line = first.stdout.readline()
        assert line.startswith("interactive after"), (line, first.stderr.read())
        assert first.poll() is None
        first.send_signal(signal.SIGTERM)
        out, err = first.communicate(timeout=60)
        assert first.returncode == 0 and "Traceback" not in err, err
    finally:
        if first.poll() is None:
            first.kill()
            first.wait(10)
