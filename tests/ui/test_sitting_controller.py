"""Every game finished through the controller is set down on the current sitting sheet."""
from __future__ import annotations

import pytest

from parlour.engine.games import new_game
from parlour.sitting import set_down
from parlour.store.sittings import load_sittings
from parlour.ui.shell.controller import GameController


def play_out(qtbot, game, variant, seed, seats=("You", "Computer (random)")):
    state = new_game(game, variant, {}, seats=list(seats), seed=seed)
    c = GameController(state, None, "random", autosave=True)
    c.start()
    qtbot.waitUntil(lambda: c.over, timeout=60000)
    return c


@pytest.mark.slow
def test_a_finished_game_is_on_the_sheet_with_the_books_value(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    c = play_out(qtbot, "rubicon-bezique", "rubicon", 11)
    r = c.state.result()
    sheet = load_sittings()[0].current
    assert sheet is not None and sheet == c.sheet and sheet.unit == "hundreds"
    (e,) = sheet.entries
    if r.winner is None:
        assert e.winner is None and set(e.net.values()) == {0}
    else:
        won = c.state.seats[r.winner]
        assert e.winner == won and e.net[won] == set_down("rubicon-bezique", "rubicon", r.value)
        assert e.net[won] == r.value // 100 and sum(e.net.values()) == 0


@pytest.mark.slow
def test_games_run_on_and_another_game_starts_a_sitting(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    nets = []
    for seed in (1, 2):
        c = play_out(qtbot, "piquet", "au-cent", seed)
        r = c.state.result()
        nets.append(r.value if c.state.seats[r.winner] == "You" else -r.value)
    sheet = load_sittings()[0].current
    assert len(sheet.entries) == 2 and sheet.unit == "games"
    assert [run["You"] for run in sheet.running()] == [nets[0], nets[0] + nets[1]]
    play_out(qtbot, "binocle", "48", 3)
    s, _ = load_sittings()
    assert s.past[-1].id == sheet.id and s.current.game == "binocle"
