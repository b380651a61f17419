"""Issue 26 items 2 and 6 with the operating system's own refusals rather than simulated
ones, and Parlour started as a player starts it: a lock file whose mode makes it
read-only still keeps a second copy out, and a data folder that cannot be written, with
a save that is wrong in any way, never stops the start and is never changed.

Root, which runs the tests here, ignores mode bits; so a child started by root first
gives up the two capabilities that let it (its bounding set loses them, and the exec
that follows leaves them out), and obeys the modes as a player's process does."""
import ctypes
import os
import signal
import subprocess
import sys
import time

import pytest

from parlour.store import lock, paths, saves
from parlour.store.settings import Settings, save_settings

from .helpers import saved_finished_piquet, start_parlour, wait_interactive
from .test_read_only_folder import BAD_SAVES

pytestmark = [pytest.mark.slow,
              pytest.mark.skipif(not sys.platform.startswith("linux"),
                                 reason="file modes and capabilities as Linux has them")]

PR_CAPBSET_DROP = 24
CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH = 1, 2


def obey_modes() -> None:
    """preexec_fn: the child, root or not, is refused what the mode bits refuse."""
    if os.geteuid() != 0:
        return
    libc = ctypes.CDLL(None, use_errno=True)
    for cap in (CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH):
        if libc.prctl(PR_CAPBSET_DROP, cap, 0, 0, 0) != 0:
            raise OSError(ctypes.get_errno(), "prctl(PR_CAPBSET_DROP)")


@pytest.fixture
def home(tmp_path, monkeypatch):
    """A data folder of a player who has used Parlour before; the test is skipped
    where a child cannot be made to obey the mode bits."""
    probe = tmp_path / "probe"
    probe.write_text("")
    probe.chmod(0o444)
    try:
        tried = subprocess.run([sys.executable, "-c", f"open({str(probe)!r}, 'a')"],
                               preexec_fn=obey_modes, capture_output=True, timeout=60)
    except subprocess.SubprocessError as exc:
        pytest.skip(f"a child cannot give up its capabilities here: {exc}")
    if tried.returncode == 0:
        pytest.skip("a read-only file can be written here whatever its mode")
    home = tmp_path / "home"
    monkeypatch.setenv("PARLOUR_HOME", str(home))
    save_settings(Settings())           # not a first start
    paths.data_dir()
    return home


def stored(home) -> dict:
    """The player's files and folders as they stand (the log folder is the log's)."""
    return {p: (p.is_symlink(), p.is_dir(), os.lstat(p).st_mtime_ns,
                p.read_bytes() if p.is_file() and not p.is_symlink() else None)
            for top in ("data", "config") for p in [home / top, *(home / top).rglob("*")]}


def stop(proc) -> str:
    """SIGTERM, as closing the window; the standard error, once it has ended cleanly."""
    if proc.poll() is None:
        proc.send_signal(signal.SIGTERM)
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 0 and "Traceback" not in err, err
    return err


def test_a_read_only_lock_file_still_keeps_a_second_copy_out(home):
    """The audit's case: a read-only parlour.lock let two windows run on one save."""
    where = paths.data_dir() / lock.FILE_NAME
    where.write_text("")
    where.chmod(0o444)
    first = start_parlour(home, preexec_fn=obey_modes)
    second = None
    try:
        wait_interactive(first)
        second = start_parlour(home, preexec_fn=obey_modes)
        out, err = second.communicate(timeout=90)
        assert second.returncode == 0 and "already open" in err, (out, err)
        assert not out.startswith("interactive")
        assert first.poll() is None, "the first copy has gone"
        stop(first)
    finally:
        for proc in (first, second):
            if proc is not None and proc.poll() is None:
                proc.kill()
                proc.wait(10)
    assert saves.save_path().exists()       # the holder of the lock kept its game
    assert where.read_text() == ""          # and could not write its id: no matter


KINDS = ["does not replay", "not JSON", "newer Parlour", "a link", "a FIFO",
         "a finished game"]


@pytest.mark.parametrize("kind", KINDS)
def test_a_read_only_folder_with_a_bad_save_opens_and_changes_nothing(kind, home):
    """The audit's case: a save that does not replay, in a folder that cannot be
    written, ended every start with status 2 ("cannot write: Permission denied")."""
    if kind == "a finished game":
        saved_finished_piquet(seed=4, play_seed=4)
    else:
        BAD_SAVES[kind](home)
    before = stored(home)
    folders = [home / "data", home / "config"]
    for folder in folders:
        folder.chmod(0o555)
    proc = start_parlour(home, preexec_fn=obey_modes)
    try:
        wait_interactive(proc)
        time.sleep(1.0)                 # the computer's moves, were any kept
        assert proc.poll() is None, "the window has gone"
        stop(proc)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(10)
        for folder in folders:
            folder.chmod(0o755)
    assert stored(home) == before

