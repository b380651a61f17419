"""Versioned JSON files written atomically, and moved aside when they cannot be read.

A power cut during a write leaves either the old file or the new one, never half of
one: we write a temporary file in the same folder, flush and fsync it, then os.replace
it over the old name (atomic on POSIX and Windows).
"""
from __future__ import annotations

import json
import os
import stat
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable


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
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.stem}.unreadable-{stamp}{path.suffix}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.stem}.unreadable-{stamp}-{n}{path.suffix}")
    os.replace(path, target)
    return target


MOST_BYTES = 64 * 1024 * 1024   # 5,000 games of statistics are under 10 MB


def read_capped(path: Path, most: int = MOST_BYTES) -> bytes:
    """A regular file's bytes, at most ``most`` of them.  A FIFO, a device or a folder
    in a file's place is refused before it is opened (a FIFO would block for ever, a
    device never end); a larger file is refused rather than read into memory."""
    path = Path(path)
    if not stat.S_ISREG(path.stat().st_mode):
        raise Unreadable("it is not a regular file")
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):    # swapped after the first look
            raise Unreadable("it is not a regular file")
        chunks, size = [], 0
        while size <= most:
            chunk = os.read(fd, min(1 << 20, most + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    finally:
        os.close(fd)
    if size > most:
        raise TooLarge(f"it is larger than {most // (1024 * 1024)} MB")
    return b"".join(chunks)


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
        reason = exc.args[0] if isinstance(exc, Unreadable) else "damaged"
        try:
            moved = move_aside(path)
        except OSError:
            return Loaded(None, f"{what} could not be read ({reason}) and could not be "
                                f"moved aside, so Parlour is using defaults: {path}")
        return Loaded(None, f"{what} could not be read ({reason}), so it was moved to "
                            f"{moved} and Parlour carried on with a fresh one.")


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
            raise Unreadable("not a JSON object")
        if data.get("format") != kind:
            raise Unreadable(f"not a {kind} file")
        found = data.get("version")
        if not isinstance(found, int) or isinstance(found, bool) or found < 1:
            raise Unreadable("no schema version")
        if found > version:
            raise Unreadable(f"written by a newer Parlour (version {found})")
        if found < version:
            if migrate is None:
                raise Unreadable(f"old version {found} with no migration")
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
    header.  O(the file), which is kept small: the caller folds it now and then."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    new = not os.path.lexists(path)
    old = b"" if new else read_capped(path)
    fd = os.open(path, os.O_RDWR | os.O_CREAT | getattr(os, "O_BINARY", 0), 0o644)
    try:
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
