"""The program a player opens (``parlour``) and its smoke test (``parlour --smoke-test``)."""
from __future__ import annotations

import os
import time


def _application(argv: list[str]):
    from ..binding.qt import QtWidgets
    app = QtWidgets.QApplication.instance()
    if app is None:
        app = QtWidgets.QApplication(["parlour", *argv])
        app.setApplicationName("Parlour")
        app.setApplicationDisplayName("Parlour")
        app.setDesktopFileName("parlour")
        icon = _icon_path()
        if icon is not None:
            from ..binding.qt import QtGui
            app.setWindowIcon(QtGui.QIcon(str(icon)))
    return app


def _icon_path():
    """parlour/resources/parlour.svg: package data in a checkout, a wheel and a bundle."""
    import logging
    from importlib import resources
    path = resources.files("parlour") / "resources" / "parlour.svg"
    if path.is_file():
        return path
    logging.getLogger(__name__).error("the icon %s is missing", path)
    return None


def open_window(argv: list[str] | None = None, read_only: str | None = None,
                record: str | None = None):
    """The window as a player first sees it: settings loaded, the unfinished game
    resumed (or a new one dealt), and the ``record`` named on the command line, if any,
    on the table in front of it (``parlour FILE``).  Returns (window, notices) - notices are the one-line
    messages about files that had to be moved aside or folders that cannot be used.
    ``read_only``: why nothing may be written (the lock could not be taken); the window
    then keeps nothing and its title says so."""
    _application(list(argv or []))
    from ..binding.placeholders import fill
    from ..binding.qt import QtCore
    from ...ai.players import load_all
    from ...store import paths, saves
    from ...store.lock import FILE_NAME as LOCK_FILE
    from ...store.settings import load_settings, settings_path
    from .main_window import MainWindow
    from .mode import GameLeft
    from ..windows.new_game_dialog import NewGameChoice, available_variants

    load_all()              # a game with no computer player stops us here, not in mid-game
    problem = read_only or paths.folder_problem()
    # nothing of ours anywhere yet (a killed run may have left data but no settings)
    first_start = problem is None and not settings_path().exists() \
        and all(p.name == LOCK_FILE for p in paths.data_dir().iterdir())
    settings, notice_settings = load_settings()
    from ..binding import translation
    # the language before the first widget: Qt's buttons, Parlour's widgets, the log
    translation.install(QtCore.QCoreApplication.instance(), settings.language)
    # a folder that cannot be written: settings and the game in memory only
    window = MainWindow(settings, autosave=problem is None, read_only=problem is not None)
    if settings.window_geometry:
        window.restoreGeometry(QtCore.QByteArray.fromHex(settings.window_geometry.encode()))
    window.show()
    saved, state, notice_save = saves.load_game()
    notices = [n for n in (problem, notice_settings, notice_save) if n]
    first_start = first_start and saved is None and notice_save is None
    if saved is not None and state is not None and state.is_over() and window.autosave:
        # the last run stopped inside a game's end: finish it (store/game_end.py)
        from ...store import game_end
        notices += game_end.set_down(saved, state)[1]
        saved = state = None
    if window.autosave:     # the games appended since the last fold (store/statistics)
        from ...store import statistics
        try:
            tidied = statistics.fold_if_due()
        except OSError as exc:
            tidied = fill(QtCore.QCoreApplication.translate(
                "App", "Could not tidy the statistics (%1); they are kept as they are."),
                exc.strerror)
        if tidied:
            notices.append(tidied)
    if saved is not None and state is not None:
        window.resume(GameLeft(saved, state))
    elif first_start and record is None:
        window.welcome()                  # a choice of game, not straight into a deal
    else:
        game = settings.game if available_variants(settings.game) else "piquet"
        variant = settings.variant if settings.variant in available_variants(game) \
            else available_variants(game)[0]
        window.start_new(NewGameChoice(game, variant, {}, settings.opponent))
    from ..records.files import watch_file_opens
    watch_file_opens(window)            # macOS: a record opened from the Finder
    if record is not None:
        window.open_record(record)
    return window, notices


def run(argv: list[str] | None = None, early_signals: list[int] | None = None,
        record: str | None = None) -> int:
    """Open the window (on ``record``, when given) and play until it is closed (or
    SIGINT/SIGTERM close it: ``early_signals`` are those that came while Qt was
    loading)."""
    started = time.perf_counter()
    from ... import logbook
    app = _application(list(argv or []))
    from ..binding.qt import QtCore, QtWidgets
    from ...store import jsonfile, lock, paths
    from ..windows.error_dialog import ErrorReporter
    from .single_copy import FrontDoor, knock
    from .stop_signals import StopOnSignal
    stop = StopOnSignal(app, early_signals)     # before the lock: nothing ends us half way
    door = FrontDoor(app)
    name = lock.server_name()
    read_only = None
    try:
        held = lock.acquire()
    except lock.AlreadyOpen as exc:
        return _already_open(exc, knock(name, patience=10.0, record=record))
    except lock.CannotLock as exc:      # a folder that cannot be written says so itself
        held, read_only = None, paths.folder_problem() or exc.sentence
    # A copy whose lock file was deleted or replaced under it still answers here.
    if knock(name, record=record):
        if held is not None:
            held.release()
        return _already_open(lock.AlreadyOpen(paths.data_dir(), None), True)
    if held is not None:
        door.listen(name)
    logbook.start()     # the copy that opens a window (a second copy leaves no trace)
    if read_only:
        jsonfile.keep_nothing(read_only)    # not one byte written, whatever asks
    try:
        window, notices = open_window(argv, read_only=read_only, record=record)
        ErrorReporter(window)
        door.arrived(window)
        stop.arrived(window)
        if notices:
            QtCore.QTimer.singleShot(0, lambda: QtWidgets.QMessageBox.warning(
                window, "Parlour", "\n\n".join(notices)))
        t0 = os.environ.get("PARLOUR_STARTUP_TIME")  # epoch seconds when the shell started us
        if t0:
            QtCore.QTimer.singleShot(0, lambda: print(
                f"interactive after {time.time() - float(t0):.3f} s "
                f"(run() itself {time.perf_counter() - started:.3f} s), {_rss_mb():.0f} MB",
                flush=True))
        return app.exec()
    finally:
        door.close()
        stop.restore()
        jsonfile.keep_nothing(None)
        if held is not None:
            held.release()


def _already_open(exc, heard: bool) -> int:
    """A second copy on the same folder: say so, and write nothing.  ``heard``: the
    first copy was asked to come to the front (it says why in its window); else the
    player is told here."""
    import sys
    from ..binding.qt import QtWidgets
    from ..binding.placeholders import fill
    text = fill(QtWidgets.QApplication.translate(
        "App", "Parlour is already open on %1 (process %2); use that window.") if exc.pid
        else QtWidgets.QApplication.translate(
            "App", "Parlour is already open on %1; use that window."), exc.folder, exc.pid)
    print(f"parlour: {text}", file=sys.stderr, flush=True)
    if not heard:
        QtWidgets.QMessageBox.information(None, "Parlour", text)
    return 0


def _answer_second_copies(window):
    """The running copy's answer to a second one (single_copy.FrontDoor): a knock on
    the folder's local socket, or SIGUSR1 from an older Parlour.  Returns the door."""
    from ...store import lock
    from .single_copy import FrontDoor
    door = FrontDoor(window)
    door.listen(lock.server_name())
    door.arrived(window)
    return door


def _rss_mb() -> float:
    """Resident memory in MB (Linux; 0 elsewhere)."""
    try:
        with open("/proc/self/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def smoke_test() -> int:
    """Build the window, play a deal of every available game computer against computer
    through the controller with animations off, save and resume a game, exercise the
    unreadable-file path; 0 when all is well."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    import tempfile
    # Always a folder of its own: the smoke test writes, damages and moves aside every
    # stored file, which must never be a player's (PARLOUR_HOME included).
    kept = os.environ.get("PARLOUR_HOME")
    tmp = tempfile.TemporaryDirectory(prefix="parlour-smoke-")
    os.environ["PARLOUR_HOME"] = tmp.name
    try:
        from .smoke import run_smoke
        _application([])
        return run_smoke(print)
    finally:
        if kept is None:
            os.environ.pop("PARLOUR_HOME", None)
        else:
            os.environ["PARLOUR_HOME"] = kept
        tmp.cleanup()
