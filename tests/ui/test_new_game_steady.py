"""Issue 28 item 9: the New game dialog grew and moved as the game was changed, and kept
a size too large (or too small) for the game chosen."""
from __future__ import annotations

from PySide6.QtCore import QTimer, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication


def test_changing_the_game_by_keys_neither_moves_nor_resizes_the_dialog(qtbot, window):
    seen: list = []

    def look() -> None:
        d = QApplication.activeModalWidget()
        qtbot.waitExposed(d)
        d.game.setFocus()
        for _ in range(d.game.count() + 1):
            for _ in range(d.variant.count()):
                qtbot.wait(20)
                seen.append((d.game.currentData(), d.variant.currentData(), d.geometry(),
                             d.layout().totalMinimumSize(), d.options_box.height(),
                             d.options_box.sizeHint().height()))
                QTest.keyClick(d.variant, Qt.Key.Key_Down)
            QTest.keyClick(d.game, Qt.Key.Key_Down)
        QTest.keyClick(d, Qt.Key.Key_Escape)

    QTimer.singleShot(0, look)
    QTest.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert len({game for game, *_ in seen}) >= 4, seen
    places = {geometry.getRect() for _, _, geometry, *_ in seen}
    assert len(places) == 1, places                     # no jump, no stale size
    for game, variant, geometry, least, box, wanted in seen:
        # every game's rows have their room
        assert geometry.height() >= least.height() and box >= wanted, (game, variant)
