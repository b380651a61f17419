"""Charts with nothing (or too little) to draw say what will appear there, in words,
instead of bare axes, a lone dot or one tower of a bar: the statistics window's three
tabs, clicked through, and the sitting sheet before its first game."""
from __future__ import annotations

import pytest

pytest.importorskip("pyqtgraph")

from parlour.store import statistics  # noqa: E402
from parlour.ui.binding.qt import QtCore  # noqa: E402
from parlour.ui.windows.statistics_window import StatisticsWindow  # noqa: E402
from parlour.ui.sitting.window import SittingWindow  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402

LEFT = QtCore.Qt.MouseButton.LeftButton
NONE = QtCore.Qt.KeyboardModifier.NoModifier


def says_what_will_appear(chart) -> bool:
    axes = [chart.getPlotItem().getAxis(side).isVisible() for side in ("left", "bottom")]
    return chart._empty.isVisible() and len(chart._empty.text()) > 20 and not any(axes)


def click_tab(window, tabs, i: int) -> None:
    bar = tabs.tabBar()
    at = bar.mapTo(window, bar.tabRect(i).center())
    QTest.mouseClick(window.windowHandle(), LEFT, NONE, at)
    assert tabs.currentIndex() == i


def _statistics(qtbot):
    w = StatisticsWindow()
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


def test_an_empty_statistics_window_says_what_each_chart_will_show(qtbot, tmp_path,
                                                                  monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = _statistics(qtbot)
    for i, chart in enumerate((w.score_plot, w.results_plot, w.rate_plot)):
        click_tab(w, w.tabs, i)
        assert says_what_will_appear(chart), i


def test_one_game_is_not_a_lone_dot_nor_a_tower(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    statistics.record_result({"game": "piquet", "opponent": "ai:club", "won": True})
    w = _statistics(qtbot)
    click_tab(w, w.tabs, 2)
    assert says_what_will_appear(w.rate_plot)         # one game: no rate to follow yet
    click_tab(w, w.tabs, 1)
    assert not says_what_will_appear(w.results_plot)
    top = w.results_plot.getPlotItem().viewRange()[1][1]
    assert top >= 5                                   # one game is a fifth of the height


def test_the_sitting_sheet_before_its_first_game_says_what_will_show(qtbot, tmp_path,
                                                                      monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = SittingWindow()
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    assert says_what_will_appear(w.plot)
