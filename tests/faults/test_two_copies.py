"""Issue 26 item 1: two copies started together always leave exactly one window.  The
second asks the first to come to the front through a local socket, which cannot end
it (SIGUSR1 once killed a first copy whose handler was not yet installed)."""
import os
import signal
import time

import pytest

from .test_read_only_window import start

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
