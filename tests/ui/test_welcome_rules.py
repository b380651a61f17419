"""The rules opened from the welcome are a window the player can use: it scrolls with
the wheel and PageDown and its Close button closes it, the welcome waiting behind.

The events go in through the window system (QTest on the QWindow), the way a player's
do, so a modal window that blocks the rules blocks them here too."""
from __future__ import annotations

from parlour.ui.binding.qt import QtCore, QtWidgets
from parlour.ui.shell.app import open_window
from parlour.ui.windows.rules_browser import RulesBrowser
from PySide6.QtTest import QTest

LEFT = QtCore.Qt.MouseButton.LeftButton


def click(widget) -> None:
    """A press and release at the widget's centre, through its top-level window."""
    top = widget.window().windowHandle()
    at = widget.mapTo(widget.window(), widget.rect().center())
    QTest.mouseClick(top, LEFT, QtCore.Qt.KeyboardModifier.NoModifier, at)


def test_the_rules_over_the_welcome_scroll_and_close(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    window, _ = open_window([])
    qtbot.addWidget(window)
    dialog = window.welcome_dialog
    qtbot.waitExposed(dialog)
    click(dialog.rules_button)
    rules = [b for b in QtWidgets.QApplication.topLevelWidgets()
             if isinstance(b, RulesBrowser) and b.isVisible()]
    assert len(rules) == 1
    rules = rules[0]
    qtbot.waitExposed(rules)
    rules.activateWindow()
    rules.text.setFocus()
    bar = rules.text.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == 0
    QTest.keyClick(rules.windowHandle(), QtCore.Qt.Key.Key_PageDown)
    qtbot.waitUntil(lambda: bar.value() > 0, timeout=2000)
    paged = bar.value()
    at = rules.text.viewport().mapTo(rules, rules.text.viewport().rect().center())
    QTest.wheelEvent(rules.windowHandle(), QtCore.QPointF(at), QtCore.QPoint(0, -120))
    qtbot.waitUntil(lambda: bar.value() > paged, timeout=2000)
    close = rules.findChild(QtWidgets.QDialogButtonBox).button(
        QtWidgets.QDialogButtonBox.StandardButton.Close)
    click(close)
    qtbot.waitUntil(lambda: not rules.isVisible(), timeout=2000)
    # back at the welcome, still choosing: nothing was dealt
    assert dialog.isVisible() and window.controller is None
    click(dialog.play_button)
    qtbot.waitUntil(lambda: window.controller is not None, timeout=5000)
    window.controller.stop()
