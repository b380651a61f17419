"""Every window opens within the screen's available geometry: the main window opened at
1180x760 whatever the screen, off the edge of a 1024x700 one."""
from __future__ import annotations

import pytest

from parlour.store.settings import Settings
from parlour.ui.binding.qt import QtCore, QtGui
from parlour.ui.shell.main_window import MainWindow


@pytest.fixture
def screen_of(monkeypatch):
    """The screen's available geometry made what the test says (a desktop less a panel)."""
    def set_area(x, y, width, height):
        area = QtCore.QRect(x, y, width, height)
        monkeypatch.setattr(QtGui.QScreen, "availableGeometry", lambda self: area)
        return area
    return set_area


def _opened(qtbot, window):
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


@pytest.mark.parametrize("x, y, width, height", [(0, 0, 1024, 700), (0, 28, 1024, 672),
                                                 (0, 0, 800, 600)])
def test_the_main_window_opens_inside_a_small_screen(qtbot, tmp_path, monkeypatch,
                                                     screen_of, x, y, width, height):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    area = screen_of(x, y, width, height)
    w = _opened(qtbot, MainWindow(Settings(animation_speed=0.0), autosave=False))
    assert area.contains(w.frameGeometry()), (w.frameGeometry(), area)
    assert w.width() > width * 0.9 and w.height() > height * 0.85   # and uses most of it


def test_on_a_large_screen_the_main_window_keeps_its_own_size_in_the_middle(
        qtbot, tmp_path, monkeypatch, screen_of):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    area = screen_of(0, 0, 1920, 1080)
    w = _opened(qtbot, MainWindow(Settings(animation_speed=0.0), autosave=False))
    assert (w.width(), w.height()) == (1180, 760)
    assert area.contains(w.frameGeometry())
    assert abs(w.frameGeometry().center().x() - area.center().x()) <= 20


def test_the_windows_beside_the_table_open_inside_a_small_screen(qtbot, screen_of):
    from parlour.ui.windows.rules_browser import RulesBrowser
    from parlour.ui.windows.statistics_window import StatisticsWindow
    area = screen_of(0, 0, 1024, 600)
    for window in (StatisticsWindow(games=[]), RulesBrowser()):
        _opened(qtbot, window)
        assert window.height() <= area.height() and window.width() <= area.width()
