"""Versioned JSON files written atomically, and moved aside when they cannot be read.

A power cut during a write leaves either the old file or the new one, never half of
one: we write a temporary file in the same folder, flush and fsync it, then os.replace
it over the old name (atomic on POSIX and Windows).
"""
from __future__ import annotations

import errno
import json
import os
import stat
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from ..language import say
from ..shapes import ShapeError, is_whole


class Unreadable(ValueError):
    """A stored file that is damaged, of the wrong shape, or from a newer Parlour."""


class TooLarge(Unreadable):
    """A file larger than its reader takes (read_capped)."""


@dataclass
class Loaded:
    """What reading a stored file gave: the data (None when absent or unreadable) and,
    when the file had to be moved aside, one sentence for the player."""

    data: dict | None
    notice: str | None = None


def write_atomic(path: Path, data: dict, indent: int | None = 1) -> None:
    """``indent`` None: one line, for the big files (Python's indenting encoder is
    several times slower than its compact one)."""
    path = Path(path)
    refuse_if_read_only(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(data, indent=indent, ensure_ascii=False)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        try:
            _write_all(fd, text.encode("utf-8"))
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    _fsync_dir(path.parent)


def _write_all(fd: int, data: bytes) -> None:
    """os.write until all is written (it may write less); a full disk raises OSError."""
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]


def _fsync_dir(folder: Path) -> None:
    # Makes the rename itself durable; not possible (nor needed) on Windows.
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _remove_stale_temporaries(path: Path, older_than: float = 60.0) -> None:
    """Temporary files left by a write that was killed half way (power cut, SIGKILL):
    the real file is intact, so they are only litter."""
    if _read_only:
        return
    now = time.time()
    for tmp in path.parent.glob(f".{path.name}.*.tmp"):
        try:
            if now - tmp.stat().st_mtime > older_than:
                tmp.unlink()
        except OSError:
            pass


def move_aside(path: Path) -> Path:
    """Rename a bad file to ``name.unreadable-YYYYMMDD-HHMMSS.ext`` beside it."""
    path = Path(path)
    refuse_if_read_only(path)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.stem}.unreadable-{stamp}{path.suffix}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.stem}.unreadable-{stamp}-{n}{path.suffix}")
    os.replace(path, target)
    return target


MOST_BYTES = 64 * 1024 * 1024   # 5,000 games of statistics are under 10 MB


def open_stored(path: Path, write: bool = False, create: bool = False,
                follow: bool = False, append: bool = False) -> int:
    """The one way a stored file is opened: a descriptor of a regular file, or
    Unreadable.  A link in the file's place is refused, never followed out of the data
    folder (``follow`` only for files the player names on the command line); a FIFO or
    a device is refused without being waited on (looked at before the open, opened
    without blocking, and looked at again on the descriptor, in case it was swapped).
    OSError when the file cannot be opened at all (absent, permission denied)."""
    path = Path(path)
    try:
        kind = (os.stat if follow else os.lstat)(path).st_mode
    except FileNotFoundError:
        if not create:
            raise
        kind = None
    if kind is not None:
        _refuse_odd(kind)
    flags = (os.O_RDWR if write else os.O_RDONLY) | (os.O_CREAT if create else 0) \
        | (os.O_APPEND if append else 0)
    for name in ("O_NONBLOCK", "O_BINARY", "O_CLOEXEC") + (() if follow else ("O_NOFOLLOW",)):
        flags |= getattr(os, name, 0)
    try:
        fd = os.open(path, flags, 0o644)
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise Unreadable(say("it is a link, which Parlour does not follow")) from None
        if exc.errno == errno.EISDIR:
            raise Unreadable(say("it is a folder, not a file")) from None
        if exc.errno == errno.ENXIO:        # a device or socket with nothing behind it
            raise Unreadable(say("it is not a regular file")) from None
        raise
    try:
        _refuse_odd(os.fstat(fd).st_mode)
    except BaseException:
        os.close(fd)
        raise
    return fd


def _refuse_odd(mode: int) -> None:
    if stat.S_ISLNK(mode):
        raise Unreadable(say("it is a link, which Parlour does not follow"))
    if stat.S_ISDIR(mode):
        raise Unreadable(say("it is a folder, not a file"))
    if not stat.S_ISREG(mode):
        raise Unreadable(say("it is not a regular file"))


def _read_fd(fd: int, most: int) -> bytes:
    """At most ``most`` bytes from the start of ``fd`` (TooLarge past that); the size
    is looked at first, so a huge file is refused before any of it is read."""
    if os.fstat(fd).st_size > most:
        raise TooLarge(say("it is larger than {mb} MB", mb=most // (1024 * 1024)))
    os.lseek(fd, 0, os.SEEK_SET)
    chunks, size = [], 0
    while size <= most:
        chunk = os.read(fd, min(1 << 20, most + 1 - size))
        if not chunk:
            break
        chunks.append(chunk)
        size += len(chunk)
    if size > most:                     # grew while read
        raise TooLarge(say("it is larger than {mb} MB", mb=most // (1024 * 1024)))
    return b"".join(chunks)


def read_capped(path: Path, most: int = MOST_BYTES, follow: bool = False) -> bytes:
    """A regular file's bytes, at most ``most`` of them (open_stored: no link, FIFO,
    device or folder; a larger file is refused rather than read into memory)."""
    fd = open_stored(path, follow=follow)
    try:
        return _read_fd(fd, most)
    finally:
        os.close(fd)


# ----- a folder that must not be written (the window opened read-only) ---------------------
_read_only: list[str] = []      # why, when nothing may be written; empty otherwise


class ReadOnly(PermissionError):
    """A write refused because this Parlour keeps nothing (store/lock.py CannotLock)."""


def keep_nothing(why: str | None) -> None:
    """From now on every write through this module is refused (``why`` None: allowed
    again)."""
    _read_only[:] = [why] if why else []


def keeping_nothing() -> bool:
    return bool(_read_only)


def refuse_if_read_only(path: Path) -> None:
    if _read_only:
        raise ReadOnly(errno.EROFS, f"Parlour is read-only here ({_read_only[0]})",
                       str(path))


def _read_checked(path: Path, what: str, parse: Callable[[bytes], dict]) -> Loaded:
    """``parse(bytes)`` the file; anything wrong with it moves it aside with a notice."""
    path = Path(path)
    _remove_stale_temporaries(path)
    if not os.path.lexists(path):
        return Loaded(None)
    try:
        return Loaded(parse(read_capped(path)))
    except (OSError, UnicodeDecodeError, ValueError, TypeError, KeyError, IndexError,
            AttributeError, RecursionError) as exc:     # RecursionError: "[[[[..." nested
        reason = exc.args[0] if isinstance(exc, (Unreadable, ShapeError)) else say("damaged")
        try:
            moved = move_aside(path)
        except OSError:
            return Loaded(None, say("{what} could not be read ({reason}) and could not be "
                                    "moved aside, so Parlour is using defaults: {path}",
                                    what=what, reason=reason, path=path))
        return Loaded(None, say("{what} could not be read ({reason}), so it was moved to "
                                "{moved} and Parlour carried on with a fresh one.",
                                what=what, reason=reason, moved=moved))


def read_versioned(path: Path, kind: str, version: int, what: str,
                   migrate: Callable[[dict, int], dict] | None = None,
                   check: Callable[[dict], None] | None = None) -> Loaded:
    """Read a file of ``{"format": kind, "version": n, ...}``.

    Older versions go through ``migrate(data, from_version)``; ``check`` raises
    Unreadable (or ValueError/TypeError/KeyError) on wrong types.  Anything unreadable
    is moved aside and reported in ``notice``; ``what`` names the file for the player
    ("Your settings").
    """
    def parse(raw: bytes) -> dict:
        data: Any = json.loads(raw.decode("utf-8"))
        if not isinstance(data, dict):
            raise Unreadable(say("not a JSON object"))
        if data.get("format") != kind:
            raise Unreadable(say("not a {kind} file", kind=kind))
        found = data.get("version")
        if not is_whole(found) or found < 1:
            raise Unreadable(say("no schema version"))
        if found > version:
            raise Unreadable(say("written by a newer Parlour (version {found})", found=found))
        if found < version:
            if migrate is None:
                raise Unreadable(say("old version {found} with no migration", found=found))
            data = migrate(data, found)
            data["version"] = version
        if check is not None:
            check(data)
        return data
    return _read_checked(path, what, parse)


def read_lines(path: Path, what: str, check: Callable[[dict], None]) -> Loaded:
    """Read a file of lines appended by ``append_line``: ``check`` gets {"lines": [..]},
    the complete lines (a last line without its end was cut short and is left out)."""
    def parse(raw: bytes) -> dict:
        text = raw.decode("utf-8")
        data = {"lines": text.split("\n")[:-1]}
        check(data)
        return data
    return _read_checked(path, what, parse)


def append_line(path: Path, line: str, header: str) -> int:
    """Add one line to ``path`` (``header`` first when it is new), flushed to the disk;
    a last line cut short by a crash is cut off first.  Returns the lines after the
    header.  O(the file), which is kept small: the caller folds it now and then.
    Opened as every stored file is (open_stored): a link, a FIFO or a device in its
    place is Unreadable, and nothing is written through it."""
    path = Path(path)
    refuse_if_read_only(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    new = not os.path.lexists(path)
    fd = open_stored(path, write=True, create=True)
    try:
        old = _read_fd(fd, MOST_BYTES)
        end = old.rfind(b"\n") + 1
        os.ftruncate(fd, end)
        os.lseek(fd, end, os.SEEK_SET)
        body = (header if end == 0 else "") + line + "\n"
        _write_all(fd, body.encode("utf-8"))
        os.fsync(fd)
    finally:
        os.close(fd)
    if new:
        _fsync_dir(path.parent)
    return old[:end].count(b"\n") + (1 if end else 0)
