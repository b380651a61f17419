"""Issue 28 item 9: at 1024x700 the announcements log showed about five lines; the score
marker, which the side panel's layout left at full height, gives half of it up."""
from __future__ import annotations

from piquet_driver import start_piquet


def test_a_short_window_leaves_the_log_eight_lines_or_more(qtbot, window):
    w = window
    c = start_piquet(w, seed=5)
    qtbot.waitUntil(lambda: c.waiting_for_human and not c.busy, timeout=20000)
    w.resize(1024, 700)                       # the window system's resize event
    qtbot.waitUntil(lambda: w.height() == 700)
    qtbot.wait(50)
    line = w.side.log.fontMetrics().lineSpacing()
    assert w.marker.isVisible()
    assert w.side.log.viewport().height() >= 8 * line, (w.side.log.height(), line)
    assert w.side.choice.isVisible() and not w.side_scroll.verticalScrollBar().isVisible()
    w.resize(1600, 1000)                      # room enough: the marker at its full size
    qtbot.waitUntil(lambda: w.marker.height() == w.marker.preferred)
