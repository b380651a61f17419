"""The statistics window: built from the file, a score plot per game, results by game
and level, win rates; a damaged file is reported, not fatal."""
from __future__ import annotations

import random

from parlour.engine.games import new_game
from parlour.store import statistics
from parlour.ui.windows.statistics_window import StatisticsWindow


def finished(game, variant, seed):
    s = new_game(game, variant, {}, seed=seed)
    r = random.Random(seed)
    while s.current_player() is not None:
        s.apply(r.choice(s.legal_actions()))
    return s


def record_finished(games) -> None:
    """Play each (game, variant) to its end at random and record it as the player's."""
    for i, (g, v) in enumerate(games):
        s = finished(g, v, i)
        r = s.result()
        statistics.record_result({"game": g, "variant": v, "opponent": "ai:club",
                                  "won": r.winner == 0, "value": r.value,
                                  "totals": list(r.totals), "assisted": False,
                                  "human_seat": 0, "progress": statistics.progress_of(s)})


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
    record_finished([("rubicon-bezique", "rubicon"), ("binocle", "48"), ("piquet", "au-cent")])
    statistics.record_result({"game": "piquet", "opponent": "random", "won": True})
    statistics.record_result({"game": "piquet", "opponent": "random", "won": False})
    w = StatisticsWindow()
    qtbot.addWidget(w)
    w.show()
    assert w.game_list.count() == 3                  # the old-style entry has no plot
    assert len(w.score_plot.getPlotItem().listDataItems()) == 2
    assert w.results_table.rowCount() == 4           # three games v club, piquet v random
    # a line for each game and level played twice or more (one game is a lone dot)
    assert len(w.rate_plot.getPlotItem().listDataItems()) == 1
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
    from parlour.ui.binding.qt import QtWidgets
    texts = [lab.text() for lab in w.findChildren(QtWidgets.QLabel)]
    assert any(t.startswith("Your statistics file") for t in texts), texts


def _window_with_games(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    # two of each: a win rate is drawn from the second game of a kind
    record_finished([("piquet", "au-cent"), ("binocle", "48")] * 2)
    w = StatisticsWindow()
    qtbot.addWidget(w)
    w.resize(900, 600)
    w.show()
    qtbot.waitExposed(w)
    return w


def test_counts_of_games_have_whole_number_ticks(qtbot, tmp_path, monkeypatch):
    """Two games once gave the results chart ticks at 0.5, 1.5 ... games."""
    w = _window_with_games(qtbot, tmp_path, monkeypatch)
    for axis, lo, hi in ((w.results_plot.getAxis("left"), 0.0, 1.0),
                         (w.rate_plot.getAxis("bottom"), 0.8, 2.2),
                         (w.score_plot.getAxis("bottom"), 0.0, 3.0)):
        ticks = [v for _, values in axis.tickValues(lo, hi, 300) for v in values]
        assert ticks and all(float(v).is_integer() for v in ticks)
        assert all("." not in t for t in axis.tickStrings(ticks, 1, 1))


def test_legends_stand_beside_the_data_not_over_it(qtbot, tmp_path, monkeypatch):
    w = _window_with_games(qtbot, tmp_path, monkeypatch)
    for index, plot in enumerate((w.score_plot, w.results_plot, w.rate_plot)):
        w.tabs.setCurrentIndex(index)
        qtbot.wait(50)
        legend = plot.getPlotItem().legend
        assert legend is not None and legend.items          # the series are named
        view = plot.getPlotItem().vb.sceneBoundingRect()
        assert not legend.sceneBoundingRect().intersects(view)


def test_the_charts_take_the_windows_palette_dark_or_light(qtbot, tmp_path, monkeypatch):
    from parlour.ui.binding.qt import QtGui
    Role = QtGui.QPalette.ColorRole
    w = _window_with_games(qtbot, tmp_path, monkeypatch)
    light = w.palette()
    assert w.results_plot.backgroundBrush().color() == light.color(Role.Base)
    dark = QtGui.QPalette(light)
    dark.setColor(Role.Base, QtGui.QColor(25, 25, 30))
    dark.setColor(Role.Text, QtGui.QColor(235, 235, 235))
    w.setPalette(dark)
    for plot in (w.score_plot, w.results_plot, w.rate_plot):
        assert plot.backgroundBrush().color() == dark.color(Role.Base)
        assert plot.getAxis("left").textPen().color() == dark.color(Role.Text)
    # the series are drawn in colours readable on the background they were drawn on
    for item in w.score_plot.getPlotItem().listDataItems():
        colour = item.opts["pen"].color()
        assert abs(colour.lightnessF() - light.color(Role.Base).lightnessF()) > 0.3


def test_the_counts_are_as_wide_as_they_need_and_the_names_take_the_rest(qtbot, tmp_path,
                                                                          monkeypatch):
    """Seen in the walk: the last column, Assisted, stretched across half the table."""
    w = _window_with_games(qtbot, tmp_path, monkeypatch)
    w.tabs.setCurrentIndex(1)
    qtbot.wait(20)
    t = w.results_table
    header = t.horizontalHeader()
    for c in range(1, t.columnCount()):
        wanted = max(header.sectionSizeHint(c), t.sizeHintForColumn(c))
        assert header.sectionSize(c) <= wanted + 2, t.horizontalHeaderItem(c).text()
    names = header.sectionSize(0)
    assert names >= t.sizeHintForColumn(0)          # every name whole
    assert names > max(header.sectionSize(c) for c in range(1, t.columnCount()))
    # the row reaches across the table, the spare room the names'
    assert sum(header.sectionSize(c) for c in range(t.columnCount())) >= \
        t.viewport().width() - 2
