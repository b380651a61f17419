"""The first start opens on a choice of game, with a line about each and the rules."""
from __future__ import annotations

from parlour.store.settings import Settings, save_settings
from parlour.ui.shell.app import open_window
from parlour.ui.windows.rules_browser import RulesBrowser
from parlour.ui.windows.welcome import DESCRIPTIONS, WelcomeDialog


def test_the_first_start_offers_a_choice_of_game(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    window, notices = open_window([])
    qtbot.addWidget(window)
    assert window.controller is None                  # no deal before the player chooses
    dialog = window.welcome_dialog
    assert isinstance(dialog, WelcomeDialog) and dialog.isVisible()
    assert set(dialog.games) >= {"piquet", "rubicon-bezique", "chinese-bezique", "binocle"}
    assert all(DESCRIPTIONS[g] for g in dialog.games)
    dialog.choose("rubicon-bezique")
    dialog.rules_button.click()
    rules = [b for b in window.findChildren(RulesBrowser) if b.isVisible()]
    assert rules and rules[-1].chapters.currentItem().text() == "Rubicon Bézique"
    for r in rules:
        r.close()
    dialog.play_button.click()
    qtbot.waitUntil(lambda: window.controller is not None, timeout=5000)
    assert window.controller.state.game == "rubicon-bezique"
    window.controller.stop()


def test_later_starts_go_straight_to_the_table(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    save_settings(Settings(animation_speed=0.0, opponent="random"))
    window, _ = open_window([])
    qtbot.addWidget(window)
    assert getattr(window, "welcome_dialog", None) is None
    assert window.controller is not None
    window.controller.stop()


def test_a_run_that_left_data_but_no_settings_is_not_a_first_start(qtbot, tmp_path,
                                                                    monkeypatch):
    """A Parlour killed before it wrote its settings has still been used: straight to the
    table (the game-end kill tests reopen such a folder)."""
    from parlour.store import paths
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    (paths.data_dir() / "statistics-recent.jsonl").write_text("", encoding="utf-8")
    window, _ = open_window([])
    qtbot.addWidget(window)
    assert getattr(window, "welcome_dialog", None) is None and window.controller is not None
    window.controller.stop()


def test_the_lock_file_alone_is_still_a_first_start(qtbot, tmp_path, monkeypatch):
    from parlour.store import lock
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    held = lock.acquire()             # the real start takes the lock before the window
    try:
        window, _ = open_window([])
        qtbot.addWidget(window)
        assert window.controller is None and window.welcome_dialog.isVisible()
    finally:
        held.release()
