"""No test can hang for ever (tests/conftest.py): a test stuck past the bound ends the
run with a failing status, whether it waits on a lock nobody gives back (the watchdog
ends it) or is stuck in a C call that holds Python's lock, which stops every Python
thread, the watchdog's too (the kernel's alarm ends it)."""
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

STUCK = '''
import re
import threading


def test_waiting_on_a_lock_nobody_gives_back():
    held = threading.Lock()
    held.acquire()
    held.acquire()


def test_stuck_in_c_holding_pythons_lock():
    re.match(r"(a+)+$", "a" * 64 + "b")     # years of backtracking, the lock held
'''


def _run(tmp_path, test):
    shutil.copy(Path(__file__).parents[1] / "conftest.py", tmp_path / "conftest.py")
    (tmp_path / "test_stuck.py").write_text(STUCK, encoding="utf-8")
    env = dict(os.environ)
    env.pop("QT_QPA_PLATFORM", None)
    start = time.monotonic()
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                          "-o", "faulthandler_timeout=1", f"test_stuck.py::{test}"],
                         cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300)
    return run, time.monotonic() - start


@pytest.mark.slow
def test_a_test_waiting_for_ever_ends_the_run_red(tmp_path):
    run, seconds = _run(tmp_path, "test_waiting_on_a_lock_nobody_gives_back")
    assert run.returncode == 3 and seconds < 120
    assert "Timeout" in run.stderr and "hung: the run ends here" in run.stderr


@pytest.mark.slow
@pytest.mark.skipif(not hasattr(__import__("signal"), "alarm"), reason="no SIGALRM")
def test_a_test_stuck_holding_pythons_lock_ends_the_run_red(tmp_path):
    run, seconds = _run(tmp_path, "test_stuck_in_c_holding_pythons_lock")
    assert run.returncode != 0 and seconds < 120
    assert "Timeout" in run.stderr          # every thread's stack was printed first
