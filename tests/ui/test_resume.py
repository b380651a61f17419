"""Autosave after every action and resume in the window."""
import random

from parlour.store import saves

from piquet_driver import drive_until, make_window, resume_in_new_window, start_piquet


def test_autosave_then_resume_in_a_new_window_is_the_same_game(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot)
    c = start_piquet(w, seed=41)
    drive_until(qtbot, c, lambda: len(c.state.history) >= 30 and c.waiting_for_human,
                random.Random(6))
    w2, c2, _ = resume_in_new_window(qtbot, c)
    state = c2.state
    assert c2.human_seat == 0
    qtbot.waitUntil(lambda: c2.waiting_for_human, timeout=3000)
    # the table shows the same hand and the log has the deal's talk again
    assert sorted(w2.view.hand_cards()) == sorted(
        x for x in range(32) if state.hands[0] >> x & 1)
    assert w2.side.log.count() > 0


def test_startup_with_a_corrupt_save_moves_it_aside_and_starts_fresh(qtbot, tmp_path,
                                                                     monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    saves.save_path().write_text('{"format": "parlour-save", "version": 1, "game": "pi')
    saved, state, notice = saves.load_game()
    assert saved is None and "could not be read" in notice
    moved = list(saves.save_path().parent.glob("current-game.unreadable-*.json"))
    assert len(moved) == 1 and str(moved[0]) in notice
