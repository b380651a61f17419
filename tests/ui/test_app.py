"""What the player sees on opening Parlour: the unfinished game resumed, a damaged save
moved aside with a sentence saying where, and the smoke test."""
import random

from parlour.engine.games import new_game
from parlour.store import saves
from parlour.store.settings import Settings, save_settings
from parlour.ui.app import open_window


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
    assert c.state.observation(0)["hand"] == state.observation(0)["hand"] or \
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
        hinted.args[0].act == c.state.legal_actions()[0].act
    assert c.assisted and w.statusBar().currentMessage().startswith("Hint:")
    first = c.state.deals[0].setup.to_record()
    c.restart()
    assert c.state.deals[0].setup.to_record() == first and c.assisted


def test_smoke_test_passes(monkeypatch, tmp_path, qapp):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    from parlour.ui.app import smoke_test
    assert smoke_test() == 0
    assert (tmp_path / "config" / "settings.json").exists()


def test_a_brain_that_does_not_import_stops_the_window_at_start_up(qtbot, tmp_path,
                                                                    monkeypatch):
    import pytest

    from parlour.ai import brain
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    monkeypatch.setitem(brain.BRAINS, "piquet", "parlour.ai.no_such_brain:PiquetBrain")
    monkeypatch.setattr(brain, "_cache", {})
    with pytest.raises(ImportError):
        open_window([])
