"""The program a player opens (``parlour``) and its smoke test (``parlour --smoke-test``)."""
from __future__ import annotations

import os
import time


def _application(argv: list[str]):
    from .qt import QtWidgets
    app = QtWidgets.QApplication.instance()
    if app is None:
        app = QtWidgets.QApplication(["parlour", *argv])
        app.setApplicationName("Parlour")
        app.setApplicationDisplayName("Parlour")
        app.setDesktopFileName("parlour")
        icon = _icon_path()
        if icon is not None:
            from .qt import QtGui
            app.setWindowIcon(QtGui.QIcon(str(icon)))
    return app


def _icon_path():
    """resources/parlour.svg: inside the bundle when frozen, beside src/ in a checkout."""
    import sys
    from pathlib import Path
    here = Path(getattr(sys, "_MEIPASS", "")) if getattr(sys, "frozen", False) \
        else Path(__file__).resolve().parents[3]
    path = here / "resources" / "parlour.svg"
    return path if path.exists() else None  # a plain pip install carries no resources/


def open_window(argv: list[str] | None = None):
    """The window as a player first sees it: settings loaded, the unfinished game
    resumed (or a new one dealt).  Returns (window, notices) - notices are the one-line
    messages about files that had to be moved aside."""
    _application(list(argv or []))
    from .qt import QtCore
    from ..store import saves
    from ..store.settings import load_settings
    from .main_window import MainWindow
    from .new_game_dialog import NewGameChoice, available_variants

    from ..ai.players import load_all
    load_all()              # a computer player's module that does not import stops us here
    settings, notice_settings = load_settings()
    window = MainWindow(settings)
    if settings.window_geometry:
        window.restoreGeometry(QtCore.QByteArray.fromHex(settings.window_geometry.encode()))
    window.show()
    saved, state, notice_save = saves.load_game()
    if saved is not None and state is not None and not state.is_over():
        window.resume(saved, state)
    else:
        game = settings.game if available_variants(settings.game) else "piquet"
        variant = settings.variant if settings.variant in available_variants(game) \
            else available_variants(game)[0]
        window.start_new(NewGameChoice(game, variant, {}, settings.opponent))
    return window, [n for n in (notice_settings, notice_save) if n]


def run(argv: list[str] | None = None) -> int:
    """Open the window and play until it is closed."""
    started = time.perf_counter()
    app = _application(list(argv or []))
    from .qt import QtCore, QtWidgets
    window, notices = open_window(argv)
    if notices:
        QtCore.QTimer.singleShot(0, lambda: QtWidgets.QMessageBox.warning(
            window, "Parlour", "\n\n".join(notices)))
    t0 = os.environ.get("PARLOUR_STARTUP_TIME")     # epoch seconds when the shell started us
    if t0:
        QtCore.QTimer.singleShot(0, lambda: print(
            f"interactive after {time.time() - float(t0):.3f} s "
            f"(run() itself {time.perf_counter() - started:.3f} s), {_rss_mb():.0f} MB",
            flush=True))
    return app.exec()


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
    home = os.environ.get("PARLOUR_HOME")
    tmp = None
    if not home:
        tmp = tempfile.TemporaryDirectory(prefix="parlour-smoke-")
        os.environ["PARLOUR_HOME"] = tmp.name
    try:
        from .smoke import run_smoke
        _application([])
        return run_smoke(print)
    finally:
        if tmp is not None:
            os.environ.pop("PARLOUR_HOME", None)
            tmp.cleanup()
