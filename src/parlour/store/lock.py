"""One Parlour at a time on a data folder.

Two copies on one folder would both resume the unfinished game and both record it.  The
window holds an OS lock on ``parlour.lock`` in the data folder while it runs; the
operating system lets go of it when the process ends however it ends, so a lock left by
a killed Parlour never blocks the next one.  The file holds the holder's process id, for
the message only.
"""
from __future__ import annotations

import os
from pathlib import Path

from . import paths

FILE_NAME = "parlour.lock"


class AlreadyOpen(Exception):
    """Another Parlour holds the folder; ``pid`` is its process id when known."""

    def __init__(self, folder: Path, pid: int | None):
        super().__init__(f"Parlour is already open on {folder}")
        self.folder = folder
        self.pid = pid


class FolderLock:
    def __init__(self, fd: int, path: Path):
        self._fd: int | None = fd
        self.path = path

    def release(self) -> None:
        if self._fd is not None:
            os.close(self._fd)          # closing lets go of the lock
            self._fd = None


def _try_lock(fd: int) -> bool:
    try:
        if os.name == "nt":
            import msvcrt
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        else:
            import fcntl
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    return True


def acquire(folder: Path | None = None) -> FolderLock:
    """Hold the data folder for this process; raises AlreadyOpen when another does (and
    OSError when the folder cannot be written at all)."""
    folder = Path(folder) if folder is not None else paths.data_dir()
    path = folder / FILE_NAME
    fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    if not _try_lock(fd):
        try:
            text = os.read(fd, 32).decode("ascii", "replace").strip()
            pid = int(text) if text.isdigit() else None
        except OSError:
            pid = None
        os.close(fd)
        raise AlreadyOpen(folder, pid)
    os.ftruncate(fd, 0)
    os.lseek(fd, 0, os.SEEK_SET)
    os.write(fd, str(os.getpid()).encode("ascii"))
    return FolderLock(fd, path)


def server_name(folder: Path | None = None) -> str:
    """A name for the running copy's local socket, the same for every copy that shares
    the folder (the second copy asks the first to come to the front through it)."""
    import hashlib
    folder = Path(folder) if folder is not None else paths.data_dir()
    digest = hashlib.sha1(str(folder.resolve()).encode("utf-8")).hexdigest()[:16]
    return f"parlour-{digest}"
