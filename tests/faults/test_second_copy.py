"""Issue 19 item 8: a second Parlour on the same data folder says Parlour is already
open, asks the first to come to the front, and writes nothing; a lock left by a killed
Parlour does not block the next one."""
import os
import signal

import pytest

from .helpers import start_parlour as start, wait_interactive

pytestmark = pytest.mark.skipif(os.name != "posix", reason="SIGKILL and SIGSTOP")


def files(home) -> dict:
    return {p: (p.stat().st_mtime_ns, p.read_bytes()) for p in home.rglob("*") if p.is_file()}


@pytest.mark.slow
def test_a_second_copy_writes_nothing_and_a_killed_copys_lock_does_not_block(tmp_path):
    first = start(tmp_path)
    try:
        wait_interactive(first)
        first.send_signal(signal.SIGSTOP)            # it cannot write while we look
        before = files(tmp_path)
        second = start(tmp_path)
        out, err = second.communicate(timeout=60)
        assert second.returncode == 0
        assert "Parlour is already open on" in err and str(first.pid) in err
        assert not out.startswith("interactive")
        assert files(tmp_path) == before             # not one byte written
        first.send_signal(signal.SIGCONT)
    finally:
        first.send_signal(signal.SIGKILL)
        first.wait(10)
    third = start(tmp_path)                          # the lock died with the first
    try:
        wait_interactive(third)
    finally:
        third.send_signal(signal.SIGKILL)
        third.wait(10)


def test_the_first_copy_comes_to_the_front_and_says_why(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    from parlour.ui.shell.app import _answer_second_copies, open_window
    window, _ = open_window([])
    qtbot.addWidget(window)
    _answer_second_copies(window)
    os.kill(os.getpid(), signal.SIGUSR1)
    qtbot.waitUntil(lambda: "second copy closed" in window.statusBar().currentMessage(),
                    timeout=5000)
    signal.signal(signal.SIGUSR1, signal.SIG_DFL)


def test_a_knock_on_the_local_socket_brings_the_first_to_the_front(qtbot, tmp_path,
                                                                   monkeypatch):
    """Issue 26: the second copy's ask cannot end the first (a socket, not a signal)."""
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    from parlour.store import lock
    from parlour.ui.shell.app import _answer_second_copies, open_window
    from parlour.ui.shell.single_copy import knock
    window, _ = open_window([])
    qtbot.addWidget(window)
    door = _answer_second_copies(window)
    try:
        assert knock(lock.server_name())
        qtbot.waitUntil(lambda: "second copy closed" in window.statusBar().currentMessage(),
                        timeout=5000)
    finally:
        door.close()
        signal.signal(signal.SIGUSR1, signal.SIG_DFL)
    assert not knock(lock.server_name())        # nobody answers once it is closed
