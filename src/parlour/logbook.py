"""The log: what went wrong, in a file a player can attach to a bug report.

A player who opens Parlour from the Start menu or the Finder never sees standard error,
so everything unexpected goes to ``parlour.log`` in the log folder (platformdirs'
``user_log_dir``, or ``$PARLOUR_HOME/log``): Python's ``logging``, an exception no code
caught (``sys.excepthook``, ``threading.excepthook``) and a crash of the interpreter
itself (``faulthandler``).  The file is opened the guarded way every stored file is
(``store/jsonfile.open_stored``: a link or a FIFO in its place is moved aside), appended
to, and rotated at a start once it passes ROTATE_AT (KEEP older files beside it).

Whoever shows the player what happened (the window's error dialog) listens with
``on_unexpected``; standard library only, no Qt here.
"""
from __future__ import annotations

import faulthandler
import logging
import os
import sys
import threading
import traceback
from pathlib import Path
from typing import Callable

from .store import paths
from .store.jsonfile import Unreadable, move_aside, open_stored

LOG_NAME = "parlour.log"
ROTATE_AT = 1024 * 1024
KEEP = 3            # parlour.log.1 .. parlour.log.3
FORMAT = "%(asctime)s %(process)d %(threadName)s %(levelname)s %(name)s: %(message)s"

log = logging.getLogger("parlour")

# (what happened in a sentence, the details: the traceback) for each unexpected error
Listener = Callable[[str, str], None]
_listeners: list[Listener] = []
_state: dict = {}           # the open stream and the hooks replaced, once started


def log_path() -> Path:
    return paths.log_dir(make=False) / LOG_NAME


def started() -> bool:
    return "stream" in _state


def start() -> Path | None:
    """Log to the file and catch what nothing else catches; the log's path, or None
    when it cannot be written (then standard error only, as before).  Once only."""
    if started():
        return log_path()
    path = paths.log_dir() / LOG_NAME
    try:
        _rotate(path)
        fd = _open(path)
    except OSError:
        return None
    stream = os.fdopen(fd, "a", encoding="utf-8", errors="backslashreplace", buffering=1)
    handler = logging.StreamHandler(stream)
    handler.setFormatter(logging.Formatter(FORMAT))
    root = logging.getLogger()
    level = root.level
    root.addHandler(handler)
    if level == logging.NOTSET or level > logging.INFO:
        root.setLevel(logging.INFO)
    fatal_before = faulthandler.is_enabled()
    faulthandler.enable(stream, all_threads=True)
    _state.update(fatal_before=fatal_before, stream=stream, handler=handler, level=level, excepthook=sys.excepthook,
                  threading=threading.excepthook)
    sys.excepthook = _unexpected
    threading.excepthook = _unexpected_in_thread
    log.info("Parlour started (process %d)", os.getpid())
    return path


def stop() -> None:
    """Put back what start replaced (tests; the program simply ends)."""
    if not started():
        return
    faulthandler.disable()
    if _state["fatal_before"] and sys.__stderr__ is not None:    # as it was (tests)
        faulthandler.enable(sys.__stderr__, all_threads=True)
    logging.getLogger().removeHandler(_state["handler"])
    logging.getLogger().setLevel(_state["level"])
    sys.excepthook = _state["excepthook"]
    threading.excepthook = _state["threading"]
    _state["stream"].close()
    _state.clear()


def on_unexpected(listener: Listener) -> Callable[[], None]:
    """Call ``listener(sentence, details)`` for every unexpected exception (from any
    thread: it must hand the work to its own).  Returns how to stop listening."""
    _listeners.append(listener)
    return lambda: _listeners.remove(listener) if listener in _listeners else None


def _open(path: Path) -> int:
    try:
        return open_stored(path, write=True, create=True, append=True)
    except Unreadable:          # a link, a FIFO or a folder in its place: set aside
        move_aside(path)
        return open_stored(path, write=True, create=True, append=True)


def _rotate(path: Path) -> None:
    try:
        if not path.is_file() or path.is_symlink() or path.stat().st_size < ROTATE_AT:
            return
    except OSError:
        return
    for n in range(KEEP - 1, 0, -1):
        older = path.with_name(f"{path.name}.{n}")
        if older.is_file() and not older.is_symlink():
            os.replace(older, path.with_name(f"{path.name}.{n + 1}"))
    os.replace(path, path.with_name(f"{path.name}.1"))


def sentence(exc: BaseException) -> str:
    """What happened, in one line for the player."""
    what = " ".join(str(exc).split())
    if len(what) > 160:
        what = what[:157] + "..."
    return f"{type(exc).__name__}: {what}" if what else type(exc).__name__


def _tell(exc_type, exc, tb, where: str) -> None:
    details = "".join(traceback.format_exception(exc_type, exc, tb))
    log.critical("unexpected error %s\n%s", where, details.rstrip())
    for listener in list(_listeners):
        try:
            listener(sentence(exc), details)
        except Exception:       # noqa: BLE001 - a listener's failure is logged, not raised
            log.exception("telling the player about an error failed")


def _unexpected(exc_type, exc, tb) -> None:
    if issubclass(exc_type, (KeyboardInterrupt, SystemExit)):
        _state.get("excepthook", sys.__excepthook__)(exc_type, exc, tb)
        return
    _tell(exc_type, exc, tb, "in the main thread")
    _state.get("excepthook", sys.__excepthook__)(exc_type, exc, tb)    # stderr too


def _unexpected_in_thread(args) -> None:
    if args.exc_type is SystemExit:
        return
    name = args.thread.name if args.thread is not None else "?"
    _tell(args.exc_type, args.exc_value, args.exc_traceback, f"in the thread {name}")
    _state.get("threading", threading.__excepthook__)(args)
