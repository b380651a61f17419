"""What the player sees on opening Parlour: the unfinished game resumed, a damaged save
moved aside with a sentence saying where, and the smoke test."""
import random

import pytest

from parlour.engine.games import new_game
from parlour.store import saves
from parlour.store.settings import Settings, save_settings
from parlour.ui.shell.app import open_window
from tests.faults.helpers import saved_finished_piquet


def test_opening_resumes_the_unfinished_game(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    save_settings(Settings(animation_speed=0.0, opponent="random"))
    state = new_game("piquet", seats=["You", "Computer"], seed=77)
    rng = random.Random(1)
    for _ in range(12):
        state.apply(state.sample_action(rng))
    saves.save_game(saves.snapshot(state, 0, "random", assisted=True))
    window, notices = open_window([])
    qtbot.addWidget(window)
    c = window.controller
    assert notices == [] and c.assisted and c.human_seat == 0
    assert c.state.history[:12] == state.history
    assert c.state.observation(0).hand == state.observation(0).hand or \
        len(c.state.history) > 12     # the computer may already have moved on


def test_opening_with_a_damaged_save_tells_the_player_and_deals_afresh(qtbot, tmp_path,
                                                                        monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    save_settings(Settings(animation_speed=0.0, opponent="random"))
    saves.save_path().write_bytes(b"\x00\x01 not a save")
    window, notices = open_window([])
    qtbot.addWidget(window)
    (notice,) = notices
    assert notice.startswith("Your unfinished game could not be read") and "moved to" in notice
    assert window.controller is not None and len(window.controller.state.deals) == 1


def test_hint_and_restart(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    from piquet_driver import make_window, start_piquet
    w = make_window(qtbot)
    c = start_piquet(w, seed=9)
    qtbot.waitUntil(lambda: c.waiting_for_human, timeout=5000)
    with qtbot.waitSignal(c.hinted, timeout=20000) as hinted:
        assert c.hint()
    assert hinted.args[0] in c.state.legal_actions() or \
        type(hinted.args[0]) is type(c.state.legal_actions()[0])
    assert c.assisted and w.statusBar().currentMessage().startswith("Hint:")
    first = c.state.deals[0].setup.to_record()
    c.restart()
    assert c.state.deals[0].setup.to_record() == first and c.assisted


@pytest.mark.slow
def test_smoke_test_passes_and_never_touches_the_players_folder(monkeypatch, tmp_path,
                                                                 qapp):
    """Issue 19 item 6: with PARLOUR_HOME set, the smoke test works in a folder of its
    own; the unfinished game, statistics and settings there are left byte for byte."""
    import os

    from parlour.store import statistics
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    save_settings(Settings(animation_speed=0.0, player_name="Ann"))
    state = new_game("piquet", seats=["Ann", "Computer"], seed=77)
    state.apply(state.sample_action(random.Random(1)))
    saves.save_game(saves.snapshot(state, 0, "random"))
    statistics.record_result({"game": "piquet", "won": True})
    statistics.fold()

    def everything():
        return {p: p.read_bytes() for p in tmp_path.rglob("*") if p.is_file()}
    before = everything()
    from parlour.ui.shell.app import smoke_test
    assert smoke_test() == 0
    assert everything() == before and len(before) == 3
    assert os.environ["PARLOUR_HOME"] == str(tmp_path)


def test_a_folder_that_cannot_be_used_is_said_in_one_sentence_and_nothing_written(
        qtbot, tmp_path, monkeypatch):
    """Issue 19 item 4: the data folder cannot be made (here PARLOUR_HOME is a file, which
    stops root too): the window opens, says which folder and what to do, and plays with
    its settings in memory."""
    home = tmp_path / "home"
    home.write_text("not a folder")
    monkeypatch.setenv("PARLOUR_HOME", str(home))
    window, notices = open_window([])
    qtbot.addWidget(window)
    (notice,) = notices
    assert str(home) in notice and "\n" not in notice and notice.count(". ") == 0
    assert "PARLOUR_HOME" in notice and not window.autosave
    assert window.controller is not None and home.read_text() == "not a folder"


def test_a_finished_game_in_a_read_only_folder_keeps_its_save(qtbot, tmp_path,
                                                              monkeypatch):
    """Issue 19 item 4: nothing can be written at the game's end; the player is told and
    the save (the finished game) stays, to be set down at a start that can write."""
    import errno

    from parlour.store import game_end, jsonfile, statistics
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    saved, state = saved_finished_piquet(77, 1)

    def read_only(*args, **kw):
        raise PermissionError(errno.EACCES, "Permission denied")
    monkeypatch.setattr(jsonfile, "append_line", read_only)
    monkeypatch.setattr(statistics, "append_line", read_only)
    monkeypatch.setattr(jsonfile.tempfile, "mkstemp", read_only)
    monkeypatch.setattr(saves, "clear_game", read_only)
    _, notices = game_end.set_down(saved, state)
    assert len(notices) == 2 and all("next start" in n for n in notices)
    monkeypatch.undo()
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    window, notices = open_window([])            # the folder can be written again
    qtbot.addWidget(window)
    assert notices == [] and len(statistics.load_statistics()[0]) == 1
    assert not window.controller.state.is_over()


def test_a_game_with_no_brain_stops_the_window_at_start_up(qtbot, tmp_path, monkeypatch):
    from types import MappingProxyType

    import pytest

    from parlour.ai import brains
    from parlour.engine.games import Family
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    monkeypatch.setattr(brains, "BRAINS", MappingProxyType(
        {f: b for f, b in brains.BRAINS.items() if f is not Family.PIQUET}))
    with pytest.raises(LookupError, match="no brain for piquet"):
        open_window([])
