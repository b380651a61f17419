"""Issue 28: in a short window (under 820 px high) the counters marker was drawn at half
size, its counters a few pixels across at 1024x700.  There they lie in a row across the
side panel's width, yours on the left: measured as drawn, on the screen."""
from __future__ import annotations

from parlour.engine.games import new_game
from parlour.ui.binding.qt import QtCore


def drawn(view, rect: QtCore.QRectF) -> QtCore.QRect:
    """A rectangle of the marker's scene as the view draws it, in its pixels."""
    return view.mapFromScene(rect).boundingRect()


def test_at_1024_by_700_the_counters_are_drawn_large_enough_to_read(qtbot, window):
    w = window
    w.settings.score_marker = "counters"
    w.start(new_game("rubicon-bezique", "rubicon", seats=["You", "Computer"], seed=3), 0,
            "random")
    w.resize(1024, 700)                       # the window system's resize event
    qtbot.waitUntil(lambda: w.height() == 700)
    qtbot.wait(50)
    view = w.marker
    item = view.item
    assert view.isVisible() and item is not None and item.side_by_side   # counters only
    assert view.height() <= view.preferred // 2           # the log keeps its room
    whole = drawn(view, item.boundingRect())
    assert whole.width() >= 0.85 * view.width()            # across the panel
    band = item.bands()[0][0]
    radius = view.transform().m11() * item.disc_radius(band)
    assert radius >= 4.0, radius                          # a counter 8 px across or more
    assert view.transform().m11() >= 0.85                 # its words near their full size
    assert [i for _, i, _ in item.bands()] == [0, 1]      # yours first, on the left
    w.resize(1600, 1000)                      # room enough: stacked at full size again
    qtbot.waitUntil(lambda: view.height() == view.preferred)
    assert not item.side_by_side
