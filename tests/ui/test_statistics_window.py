"""The statistics window: built from the file, a score plot per game, results by game
and level, win rates; a damaged file is reported, not fatal."""
from __future__ import annotations

import random

from parlour.engine.games import new_game
from parlour.store import statistics
from parlour.ui.statistics_window import StatisticsWindow


def finished(game, variant, seed):
    s = new_game(game, variant, {}, seed=seed)
    r = random.Random(seed)
    while s.current_player() is not None:
        s.apply(r.choice(s.legal_actions()))
    return s


def test_progress_follows_the_score_log_to_the_end():
    s = finished("rubicon-bezique", "rubicon", 3)
    p = statistics.progress_of(s)
    assert p[0] == [0, 0]
    assert p[-1] == list(s.observation(0).scores)
    assert all(a <= b for row, nxt in zip(p, p[1:]) for a, b in zip(row, nxt))
    thin = statistics.progress_of(finished("binocle", "48", 2), most=20)
    assert len(thin) <= 20


def test_results_and_rates():
    games = [{"game": "piquet", "opponent": "ai:club", "won": True},
             {"game": "piquet", "opponent": "ai:club", "won": False},
             {"game": "binocle", "opponent": "random", "won": True, "assisted": True},
             {"game": "piquet", "opponent": "ai:expert", "won": None}]
    by = statistics.results_by(games, lambda g: (g["game"], statistics.level_of(g)))
    assert by[("piquet", "club")].won == 1 and by[("piquet", "club")].lost == 1
    assert by[("binocle", "random")].assisted == 1
    assert statistics.win_rate_over_time(games, "piquet") == [1.0, 0.5]
    assert statistics.win_rate_over_time(games, "piquet", "expert") == []


def test_the_window_draws_the_recorded_games(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    for i, (g, v) in enumerate([("rubicon-bezique", "rubicon"), ("binocle", "48"),
                                ("piquet", "au-cent")]):
        s = finished(g, v, i)
        r = s.result()
        statistics.record_result({"game": g, "variant": v, "opponent": "ai:club",
                                  "won": r.winner == 0, "value": r.value,
                                  "totals": list(r.totals), "assisted": False,
                                  "human_seat": 0, "progress": statistics.progress_of(s)})
    statistics.record_result({"game": "piquet", "opponent": "random", "won": True})
    w = StatisticsWindow()
    qtbot.addWidget(w)
    w.show()
    assert w.game_list.count() == 3                  # the old-style entry has no plot
    assert len(w.score_plot.getPlotItem().listDataItems()) == 2
    assert w.results_table.rowCount() == 4           # three games v club, piquet v random
    assert len(w.rate_plot.getPlotItem().listDataItems()) == 4    # game and level
    w.game_list.setCurrentIndex(2)
    assert len(w.score_plot.getPlotItem().listDataItems()) == 2


def test_a_damaged_file_is_reported(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    path = statistics.statistics_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{not json")
    w = StatisticsWindow()
    qtbot.addWidget(w)
    assert w.games == [] and "No finished games" in w.summary_text()
    from parlour.ui.qt import QtWidgets
    texts = [lab.text() for lab in w.findChildren(QtWidgets.QLabel)]
    assert any(t.startswith("Your statistics file") for t in texts), texts
