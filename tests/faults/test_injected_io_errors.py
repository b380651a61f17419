"""Issue 19, the fault suite: I/O errors (disk full, permission denied) injected into
every step of every store's write.  The write fails with OSError (which every caller
catches and tells the player), the file as it was is intact, no temporary file is left,
and at a game's end the result is kept in the save until a start that can write."""
import errno
import os

import pytest

from parlour.engine.games import new_game
from parlour.store import game_end, jsonfile, saves, sittings, statistics
from parlour.store import settings as settings_mod

from .helpers import saved_finished_piquet
from .test_leaf_damage import KINDS

ERRORS = {"disk full": errno.ENOSPC, "permission denied": errno.EACCES}
# the steps of an atomic write (write_atomic) and of an append (append_line)
STEPS = {
    "make the temporary": (jsonfile.tempfile, "mkstemp"),
    "write": (os, "write"),
    "truncate": (os, "ftruncate"),
    "fsync": (os, "fsync"),
    "rename": (os, "replace"),
}


def _failing(code: int):
    def fail(*args, **kw):
        raise OSError(code, os.strerror(code))
    return fail


def _second_write(kind):
    """Write the file again, changed (what the program does next)."""
    return {
        "save": lambda: saves.save_game(saves.snapshot(
            new_game("piquet", "au-cent", seats=["A", "B"], seed=99), 0, "random")),
        "statistics": lambda: statistics.record_result({"game": "binocle", "won": False}),
        "history": lambda: __import__("parlour.trainer.history", fromlist=["x"]).record_hand(
            {"cost": 2.0, "seat": "younger"}, "s2"),
        "chouette": lambda: __import__("parlour.store.chouette", fromlist=["x"]).save_sitting(
            {"players": ["You", "Ann", "Bo"], "chouette": 1, "sheet": "y"}, {}, 3),
        "sittings": lambda: sittings.new_sitting(),
        "settings": lambda: settings_mod.save_settings(settings_mod.Settings(player_name="Zed")),
    }[kind]


def _everything(folder):
    return {p.relative_to(folder): p.read_bytes() for p in folder.rglob("*") if p.is_file()}


INJECTED: list[bool] = []
CASES = [(k, s, e) for k in KINDS for s in STEPS for e in ERRORS]


@pytest.mark.parametrize("kind,step,error", CASES, ids=[f"{k}-{s}-{e}" for k, s, e in CASES])
def test_an_io_error_in_any_step_of_any_write_loses_nothing(kind, step, error, tmp_path,
                                                            monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    write, path, load = KINDS[kind]
    write()
    if kind == "statistics":
        statistics.record_result({"game": "piquet", "won": True, "game_id": "g2"})
    before = _everything(tmp_path)
    module, name = STEPS[step]
    with monkeypatch.context() as m:
        m.setattr(module, name, _failing(ERRORS[error]))
        failed = False
        try:
            _second_write(kind)()
        except OSError as exc:
            assert exc.errno in ERRORS.values()
            failed = True
    after = _everything(tmp_path)
    assert not [p for p in after if p.name.endswith(".tmp")]     # no litter
    if failed and after != before:  # an appended line written whole, its fsync failed:
        assert kind == "statistics" and step == "fsync"    # the game end replays it, once
    # (not failed: this writer has no such step, e.g. an atomic write never truncates)
    assert load()[1] is None
    INJECTED.append(failed)


GAME_END_STEPS = {"statistics": (statistics, "append_line"),
                  "sheet": (sittings, "write_atomic"),
                  "clear": (saves.Path, "unlink")}


@pytest.mark.parametrize("step", list(GAME_END_STEPS))
@pytest.mark.parametrize("error", list(ERRORS))
def test_an_io_error_at_a_game_end_keeps_the_result_for_the_next_start(step, error,
                                                                       tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    saved, state = saved_finished_piquet(5, 5)
    module, name = GAME_END_STEPS[step]
    with monkeypatch.context() as m:
        m.setattr(module, name, _failing(ERRORS[error]))
        _, notices = game_end.set_down(saved, state)
    assert len(notices) == 1 and "\n" not in notices[0], notices
    assert saves.save_path().exists()            # the journal is still there
    again = saves.load_game()                    # the next start, able to write
    _, notices = game_end.set_down(again[0], again[1])
    assert notices == [] and not saves.save_path().exists()
    assert len(statistics.load_statistics()[0]) == 1
    kept = sittings.load_sittings()[0]
    assert len(kept.current.entries) == 1
