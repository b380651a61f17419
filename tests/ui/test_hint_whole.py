"""Issue 28 item 9: a long hint was cut off in the status bar at 1024 wide.  The whole
hint is the log's line; the bar says the advice and where the reason is."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from piquet_driver import start_piquet


def test_a_long_hint_is_whole_in_the_log_and_not_cut_in_the_bar(qtbot, window):
    w = window
    w.resize(1024, 700)
    c = start_piquet(w, seed=5)
    qtbot.waitUntil(lambda: c.waiting_for_human and not c.busy, timeout=20000)
    w.view.setFocus()
    with qtbot.waitSignal(c.hinted, timeout=60000):
        QTest.keyClick(w.view, Qt.Key.Key_H)
    line = [x for x in w.side.log.lines() if x.startswith("Hint: ")][-1]
    assert "played out over" in line or "%" in line, line         # the reason, whole
    bar = w.statusBar()
    said = bar.currentMessage()
    assert said.startswith("Hint: ")
    assert bar.fontMetrics().horizontalAdvance(said) <= bar.width() - 24, said
    assert said == line or "(why: in the announcements)." in said
