"""Seen in the screenshot walk (issue 28): on the talon plate of the Bézique table the
words under the bar ("the last 9 tricks") touched the bar, and the red mark at its end
crossed their first letter.  The plate is the window's own at 1024x700 and 1600x1000,
drawn as the table draws it, its ink read pixel by pixel."""
from __future__ import annotations

import pytest

from parlour.engine.games import new_game
from parlour.ui.binding.qt import QtCore, QtGui


def drawn(plate) -> QtGui.QImage:
    image = QtGui.QImage(int(plate.w) + 2, int(plate.h) + 2,
                         QtGui.QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QtCore.Qt.GlobalColor.transparent)
    painter = QtGui.QPainter(image)
    plate.paint(painter, None)
    painter.end()
    return image


def ink(plate, words) -> tuple[set, set]:
    """(the words' pixels, the bar's and its mark's pixels) on the plate."""
    plate.plate_words = lambda: words
    whole = drawn(plate)
    plate.plate_words = lambda: ("", "", "", "")
    bare = drawn(plate)
    del plate.plate_words
    text = {(x, y) for y in range(whole.height()) for x in range(whole.width())
            if whole.pixel(x, y) != bare.pixel(x, y)}
    edge = 5                      # the plate's rounded rim is drawn too: not the bar
    bar = {(x, y) for y in range(edge, int(plate.h) - edge)
           for x in range(edge, int(plate.w) - edge)
           if QtGui.QColor.fromRgba(bare.pixel(x, y)).alpha() > 90}
    return text, bar


@pytest.mark.parametrize("size", [(1024, 700), (1600, 1000)])
def test_the_words_under_the_bar_stand_clear_of_it(qtbot, window, size):
    w = window
    w.resize(*size)
    w.start(new_game("rubicon-bezique", "rubicon", {}, seats=["You", "Computer"], seed=3),
            0, "random")
    qtbot.waitUntil(lambda: w.presenter.counter is not None, timeout=5000)
    plate = w.presenter.counter
    for count in (0, 60):                       # the stock gone; the stock being drawn
        plate.set_state(count, 64, 9, False, plate.w)
        main, side, left, right = plate.plate_words()
        text, bar = ink(plate, ("", "", left, right))
        assert text and bar
        lowest_bar = max(y for _, y in bar)
        assert min(y for _, y in text) >= lowest_bar + 2, (count, left)   # a gap
        assert not text & bar
        assert max(y for _, y in text) < plate.h - 2                      # inside the rim
        assert min(x for x, _ in text) >= 3 and max(x for x, _ in text) < plate.w - 3
    w.controller.stop()
