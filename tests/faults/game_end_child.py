"""A real Parlour window (offscreen) that plays a Piquet partie near its end to the end,
computer against computer, and is killed with SIGKILL at the step of the game's end
named on its command line: ``before-statistics``, ``after-statistics``,
``before-sheet``, ``after-sheet``, ``before-clear``, ``after-clear`` or ``none``.
``reopen`` instead opens Parlour as a player would and prints its notices as JSON.

Run by tests/faults/test_game_end_kills.py and benchmarks/fault_soak.py."""
import json
import os
import random
import signal
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def near_the_end(seed: int, left: int = 4):
    """A partie with ``left`` actions of its last deal to go (as sample_action plays)."""
    from parlour.engine.games import new_game
    moves, rng = [], random.Random(seed)
    state = new_game("piquet", seats=["A", "B"], seed=seed)
    while not state.is_over():
        action = state.sample_action(rng)
        state.apply(action)
        moves.append(action)
    state = new_game("piquet", seats=["A", "B"], seed=seed)
    for action in moves[:-left]:
        state.apply(action)
    return state


def die_around(module, name: str, step: str, when: str) -> None:
    real = getattr(module, name)

    def wrapped(*args, **kw):
        if when == f"before-{step}":
            os.kill(os.getpid(), signal.SIGKILL)
        out = real(*args, **kw)
        if when == f"after-{step}":
            os.kill(os.getpid(), signal.SIGKILL)
        return out
    setattr(module, name, wrapped)


def main(when: str, seed: int) -> int:
    from parlour.ui.shell import app as appmod
    application = appmod._application([])
    if when == "reopen":
        window, notices = appmod.open_window([])
        print(json.dumps(notices), flush=True)
        window.close()
        return 0
    from parlour.store import saves, sittings, statistics
    from parlour.store.settings import Settings
    from parlour.ui.shell.main_window import MainWindow
    die_around(statistics, "record_result", "statistics", when)
    die_around(sittings, "record_entry", "sheet", when)
    die_around(saves, "clear_game", "clear", when)
    window = MainWindow(Settings(animation_speed=0.0), autosave=True)
    window.show()
    state = near_the_end(seed)
    saved = saves.snapshot(state, None, "random")   # as a resumed game stands
    saves.save_game(saved)
    c = window.start(state, None, "random", game_id=saved.game_id)
    print("started", flush=True)
    c.finished.connect(lambda result: application.quit())
    application.exec()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 5))
