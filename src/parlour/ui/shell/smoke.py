"""``parlour --smoke-test``: the window built and games played with nobody watching.

Used by packaging and release checks, so it prints one line per check and returns 0
only when every check passed.
"""
from __future__ import annotations

import time
from typing import Callable

from ...engine.games import new_game
from ...store import saves, statistics
from ...store.jsonfile import write_atomic
from ...store.settings import Settings, load_settings, save_settings, settings_path
from ..binding.qt import QtCore, QtWidgets


def wait_until(predicate: Callable[[], bool], timeout: float) -> bool:
    """Run the event loop until ``predicate()`` or ``timeout`` seconds."""
    app = QtWidgets.QApplication.instance()
    deadline = time.monotonic() + timeout
    while not predicate():
        if time.monotonic() > deadline:
            return False
        app.processEvents(QtCore.QEventLoop.ProcessEventsFlag.AllEvents, 20)
        QtCore.QThread.msleep(1)
    return True


def deal_over(controller, deals_before: int = 1) -> Callable[[], bool]:
    return lambda: controller.over or len(controller.state.deals) > deals_before \
        or controller.state.is_over()


def check_stored_files(check: Callable[[bool, str], None]) -> None:
    """Issue 9: the settings, save and statistics files the smoke test made each carry
    their format and schema version; a truncated statistics file and settings from a
    newer Parlour are moved aside, the player told in one line, and defaults used."""
    import json
    statistics.fold()       # the games appended since are folded into statistics.json
    for what, path in (("settings", settings_path()), ("save", saves.save_path()),
                       ("statistics", statistics.statistics_path())):
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            ok = isinstance(data, dict) and isinstance(data.get("version"), int) \
                and str(data.get("format", "")).startswith("parlour-")
        except (OSError, ValueError):
            ok = False
        check(ok, f"{what} file written with its schema version")

    def aside(path) -> set:
        return set(path.parent.glob(f"{path.stem}.unreadable-*{path.suffix}"))

    def moved_aside(path, notice, before: set) -> bool:
        moved = aside(path) - before
        return (not path.exists() and len(moved) == 1 and bool(notice)
                and "\n" not in notice and str(moved.pop()) in notice)

    path = statistics.statistics_path()
    before = aside(path)
    text = path.read_text(encoding="utf-8")
    path.write_text(text[: len(text) // 2], encoding="utf-8")
    games, notice = statistics.load_statistics()
    check(games == [] and moved_aside(path, notice, before),
          "truncated statistics moved aside with a notice")
    kept = load_settings()[0]
    path = settings_path()
    before = aside(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    path.write_text(json.dumps({**data, "version": data["version"] + 1}), encoding="utf-8")
    loaded, notice = load_settings()
    check(loaded == Settings() and moved_aside(path, notice, before),
          "settings from a newer Parlour moved aside with a notice")
    save_settings(kept)


def run_smoke(say: Callable[[str], None]) -> int:
    from .main_window import MainWindow
    from .mode import GameLeft
    from ..windows.new_game_dialog import available_games, available_variants
    failures: list[str] = []

    def check(ok: bool, what: str) -> None:
        say(("ok    " if ok else "FAIL  ") + what)
        if not ok:
            failures.append(what)

    # settings: round trip, then an unreadable file moved aside
    quick = Settings(animation_speed=0.0, pause_after_deal=False)   # nobody to say 'next'
    save_settings(quick)
    check(load_settings() == (quick, None), "settings saved and read back")
    settings_path().write_text("{ not json")
    loaded, notice = load_settings()
    check(loaded == Settings() and bool(notice) and "moved to" in notice,
          "unreadable settings moved aside with a notice")
    save_settings(quick)

    window = MainWindow(quick, autosave=True)
    window.resize(1280, 800)
    window.show()
    check(window.isVisible(), "main window built")

    # a whole Piquet partie, computer against computer, through the controller
    state = new_game("piquet", "au-cent", seats=["South", "North"], seed=11)
    c = window.start(state, None, "random")
    check(wait_until(lambda: c.over, 120), "a whole Piquet partie played through the window")
    check(statistics.recent_path().exists() and saves.load_game()[0] is None,
          "result recorded and the save cleared at the end")

    # one deal of every other game and variant the table seats
    for game in available_games():
        for variant in available_variants(game):
            if (game, variant) == ("piquet", "au-cent"):
                continue
            st = new_game(game, variant, seed=5)
            c = window.start(st, None, "random")
            check(wait_until(deal_over(c), 120), f"a deal of {game} ({variant})")

    # save, stop mid-deal, resume: the same game
    st = new_game("piquet", "au-cent", seats=["South", "North"], seed=23)
    c = window.start(st, None, "random")
    wait_until(lambda: len(c.state.history) >= 20, 60)
    c.stop()
    before = [c.state.observation(s) for s in (0, 1)], list(c.state.history)
    check(saves.save_path().exists(), "game saved after every action")
    check_stored_files(check)
    saved, resumed, notice = saves.load_game()
    check(resumed is not None and notice is None and
          ([resumed.observation(s) for s in (0, 1)], list(resumed.history)) == before,
          "saved game resumed exactly")
    if resumed is not None:
        c = window.resume(GameLeft(saved, resumed))
        check(wait_until(deal_over(c, len(resumed.deals)), 120), "resumed game plays on")
        c.stop()

    # the windows that draw charts (pyqtgraph): a bundle missing a Qt module fails here
    from ..windows.statistics_window import StatisticsWindow
    from ..trainer import TrainerWindow
    stats = StatisticsWindow(window)
    stats.show()
    check(stats.isVisible(), "statistics window with its charts")
    stats.close()
    trainer = TrainerWindow(budget=0.5, history_path=str(settings_path().parent / "smoke-trainer.json"))
    trainer.show()
    check(trainer.isVisible(), "discard practice window with its charts")
    trainer.close()

    # an unreadable save: moved aside, the player told
    write_atomic(saves.save_path(), {"format": "parlour-save", "version": 1, "game": 3})
    saved, resumed, notice = saves.load_game()
    moved = list(saves.save_path().parent.glob("current-game.unreadable-*.json"))
    check(saved is None and bool(notice) and len(moved) == 1 and str(moved[0]) in notice,
          "unreadable save moved aside with a notice")
    window.close()
    # delete the windows while the application still runs: left to the interpreter's
    # exit, Qt objects are torn down in no set order (a crash after a passing run)
    for w in (trainer, stats, window):
        w.deleteLater()
    QtCore.QCoreApplication.sendPostedEvents(None, QtCore.QEvent.Type.DeferredDelete)
    say("smoke test " + ("passed" if not failures else f"FAILED: {len(failures)} check(s)"))
    return 0 if not failures else 1
