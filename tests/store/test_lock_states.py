"""Issue 26 items 2-4: the folder lock in every odd state holds or says why.

A folder, a FIFO or a link where ``parlour.lock`` should be is CannotLock (one sentence;
the window then opens read-only), never a hang and never a write through the link; a
read-only lock file is still held; a stale one (a killed Parlour's) is taken."""
import errno
import os
import stat
import threading

import pytest

from parlour.store import jsonfile, lock, paths

posix = pytest.mark.skipif(os.name != "posix", reason="FIFOs, links and flock")


def lock_path():
    return paths.data_dir() / lock.FILE_NAME


def acquire_in_time():
    """lock.acquire() in a thread that must finish (a FIFO once hung it for ever)."""
    out = []

    def take():
        try:
            out.append(lock.acquire())
        except Exception as exc:        # noqa: BLE001 - handed to the test
            out.append(exc)
    t = threading.Thread(target=take, daemon=True)
    t.start()
    t.join(10)
    assert not t.is_alive(), "taking the lock waited"
    return out[0]


def assert_cannot(got, why):
    assert isinstance(got, lock.CannotLock), got
    assert why in got.sentence and "read-only" in got.sentence
    assert got.sentence.endswith(".") and "\n" not in got.sentence
    assert ". " not in got.sentence.replace(str(got.path), ""), got.sentence


def test_a_folder_in_the_locks_place():
    lock_path().mkdir(parents=True)
    assert_cannot(acquire_in_time(), "(it is a folder")


@posix
def test_a_fifo_in_the_locks_place_is_refused_without_waiting():
    os.mkfifo(lock_path())
    before = len(os.listdir("/proc/self/fd")) if os.path.isdir("/proc/self/fd") else 0
    assert_cannot(acquire_in_time(), "not a regular file")
    if before:                              # and no descriptor is left open
        assert len(os.listdir("/proc/self/fd")) == before


@posix
def test_a_link_in_the_locks_place_is_not_followed(tmp_path):
    notes = tmp_path / "notes.txt"
    notes.write_text("my notes\n")
    os.symlink(notes, lock_path())
    assert_cannot(acquire_in_time(), "(it is a link")
    assert notes.read_text() == "my notes\n"        # not truncated to a pid


@posix
def test_a_link_to_a_missing_file_is_not_created_through(tmp_path):
    os.symlink(tmp_path / "elsewhere", lock_path())
    assert_cannot(acquire_in_time(), "(it is a link")
    assert not (tmp_path / "elsewhere").exists()


@posix
@pytest.mark.parametrize("device", ["/dev/zero", "/dev/null"])
def test_a_link_to_a_device_in_the_locks_place(device):
    lock_path().parent.mkdir(parents=True, exist_ok=True)
    os.symlink(device, lock_path())
    assert_cannot(acquire_in_time(), "(it is a link")


@posix
@pytest.mark.skipif(os.name == "posix" and os.geteuid() != 0,
                    reason="making a device node needs root")
def test_a_device_in_the_locks_place():
    lock_path().parent.mkdir(parents=True, exist_ok=True)
    os.mknod(lock_path(), 0o600 | stat.S_IFCHR, os.makedev(1, 3))     # /dev/null's
    assert_cannot(acquire_in_time(), "not a regular file")


def test_a_read_only_lock_file_is_still_held(monkeypatch):
    lock_path().write_text("")
    os.chmod(lock_path(), 0o444)
    real = os.open

    def refused_for_writing(path, flags, *a):       # root ignores the mode bits
        if str(path) == str(lock_path()) and flags & os.O_RDWR:
            raise PermissionError(errno.EACCES, "Permission denied")
        return real(path, flags, *a)
    monkeypatch.setattr(os, "open", refused_for_writing)
    held = acquire_in_time()
    assert isinstance(held, lock.FolderLock), held
    try:
        monkeypatch.setattr(os, "open", real)
        assert isinstance(acquire_in_time(), lock.AlreadyOpen)
    finally:
        held.release()


def test_a_lock_file_that_cannot_be_made_at_all(monkeypatch):
    paths.data_dir()
    real = os.open

    def refused(path, flags, *a):
        if str(path) == str(lock_path()):
            raise PermissionError(errno.EACCES, "Permission denied")
        return real(path, flags, *a)
    monkeypatch.setattr(os, "open", refused)
    assert_cannot(acquire_in_time(), "permission denied")


def test_a_stale_lock_is_taken_and_holds_our_id():
    lock_path().write_text("999999999 and some litter" * 100)
    held = acquire_in_time()
    assert isinstance(held, lock.FolderLock)
    try:
        assert lock_path().read_text() == str(os.getpid())
        second = acquire_in_time()
        assert isinstance(second, lock.AlreadyOpen) and second.pid == os.getpid()
    finally:
        held.release()
    acquire_in_time().release()             # let go: the next one takes it


@posix
def test_a_deleted_lock_is_noticed_by_its_holder():
    held = acquire_in_time()
    try:
        assert held.still_here()
        lock_path().unlink()
        assert not held.still_here()
        lock_path().mkdir()
        assert not held.still_here()
    finally:
        held.release()


def test_a_system_without_locks_is_cannot_lock(monkeypatch):
    def no_locks(fd):
        raise OSError(errno.ENOLCK, "No locks available")
    monkeypatch.setattr(lock, "_try_lock", no_locks)
    assert_cannot(acquire_in_time(), "no locks available")


def test_keeping_nothing_refuses_every_write(tmp_path):
    target = tmp_path / "x.json"
    jsonfile.keep_nothing("the lock is a folder")
    try:
        for write in (lambda: jsonfile.write_atomic(target, {"a": 1}),
                      lambda: jsonfile.append_line(target, "{}", "{}\n"),
                      lambda: jsonfile.move_aside(target)):
            with pytest.raises(jsonfile.ReadOnly):
                write()
        assert list(tmp_path.iterdir()) == []
    finally:
        jsonfile.keep_nothing(None)
    jsonfile.write_atomic(target, {"a": 1})
