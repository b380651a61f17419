"""One Parlour at a time on a data folder.

Two copies on one folder would both resume the unfinished game and both record it.  The
window holds an OS lock on ``parlour.lock`` in the data folder while it runs; the
operating system lets go of it when the process ends however it ends, so a lock left by
a killed Parlour never blocks the next one.  The file holds the holder's process id, for
the message only.

The lock file is opened as every stored file is (``jsonfile.open_stored``): a regular
file only, never through a link, never waited on.  When it cannot be taken for any
reason but another live Parlour (a folder, a FIFO or a link in its place, a system that
refuses locks), ``CannotLock`` says why in one sentence and the window opens read-only:
two windows that both write one save would overwrite each other's game.
"""
from __future__ import annotations

import errno
import os
import sys
from pathlib import Path

from ..language import say
from . import paths
from .jsonfile import Unreadable, open_stored

FILE_NAME = "parlour.lock"


class AlreadyOpen(Exception):
    """Another Parlour holds the folder; ``pid`` is its process id when known."""

    def __init__(self, folder: Path, pid: int | None):
        super().__init__(say("Parlour is already open on {folder}", folder=folder))
        self.folder = folder
        self.pid = pid


class CannotLock(Exception):
    """The lock cannot be taken, and not because another Parlour holds it: ``sentence``
    says why and what to do, for the player."""

    def __init__(self, path: Path, why: str):
        self.path = path
        self.why = why
        self.sentence = say("Parlour cannot hold its lock {path} ({why}), so this window is "
                            "read-only and keeps nothing: remove that file and start "
                            "Parlour again.", path=path, why=why)
        super().__init__(self.sentence)


class FolderLock:
    def __init__(self, fd: int, path: Path):
        self._fd: int | None = fd
        self.path = path

    def release(self) -> None:
        if self._fd is not None:
            os.close(self._fd)          # closing lets go of the lock
            self._fd = None

    def still_here(self) -> bool:
        """The lock file on the disk is still the one held (not deleted or replaced)."""
        if self._fd is None:
            return False
        try:
            mine, there = os.fstat(self._fd), os.lstat(self.path)
        except OSError:
            return False
        return (mine.st_dev, mine.st_ino) == (there.st_dev, there.st_ino)


def _try_lock(fd: int) -> bool:
    """True when taken, False when another process holds it; OSError for anything
    else (a file system without locks)."""
    try:
        if sys.platform == "win32":
            import msvcrt
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        else:
            import fcntl
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError as exc:
        if exc.errno in (errno.EWOULDBLOCK, errno.EAGAIN, errno.EACCES, errno.EDEADLK):
            return False
        raise
    return True


def _open(path: Path) -> tuple[int, bool]:
    """The lock file's descriptor, and whether it can be written (a read-only lock file
    can still be locked; it just cannot hold the process id)."""
    try:
        return open_stored(path, write=True, create=True), True
    except PermissionError:
        if not os.path.lexists(path):
            raise
    return open_stored(path), False


def _why(exc: BaseException) -> str:
    if isinstance(exc, Unreadable):
        return str(exc.args[0])
    if isinstance(exc, OSError):
        return (exc.strerror or type(exc).__name__).lower()
    return type(exc).__name__


def acquire(folder: Path | None = None) -> FolderLock:
    """Hold the data folder for this process; raises AlreadyOpen when another Parlour
    does, CannotLock when the lock cannot be taken for any other reason."""
    folder = Path(folder) if folder is not None else paths.data_dir()
    path = folder / FILE_NAME
    try:
        fd, writable = _open(path)
    except (OSError, Unreadable) as exc:
        raise CannotLock(path, _why(exc)) from None
    try:
        taken = _try_lock(fd)
    except OSError as exc:
        os.close(fd)
        raise CannotLock(path, _why(exc)) from None
    if not taken:
        try:
            text = os.read(fd, 32).decode("ascii", "replace").strip()
            pid = int(text) if text.isdigit() else None
        except OSError:
            pid = None
        os.close(fd)
        raise AlreadyOpen(folder, pid)
    held = FolderLock(fd, path)
    if not held.still_here():          # swapped between the open and the lock
        held.release()
        raise CannotLock(path, say("it was replaced while Parlour took it"))
    if writable:
        try:
            os.ftruncate(fd, 0)
            os.lseek(fd, 0, os.SEEK_SET)
            os.write(fd, str(os.getpid()).encode("ascii"))
        except OSError:
            pass                        # the id is for the message only
    return held


def server_name(folder: Path | None = None) -> str:
    """A name for the running copy's local socket, the same for every copy that shares
    the folder (the second copy asks the first to come to the front through it)."""
    import hashlib
    folder = Path(folder) if folder is not None else paths.data_dir()
    digest = hashlib.sha1(str(folder.resolve()).encode("utf-8")).hexdigest()[:16]
    return f"parlour-{digest}"
