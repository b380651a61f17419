"""Issue 28 item 9: pressing H again for the same turn does not flood the announcements
log; the new hint takes the place of the one said just before it."""
from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from parlour.engine.actions import Declare

from piquet_driver import drive_until, start_piquet


def test_pressing_h_again_keeps_one_hint_line(qtbot, window):
    w = window
    c = start_piquet(w, seed=8)
    drive_until(qtbot, c, lambda: c.waiting_for_human and
                type(c.state.legal_actions()[0]) is Declare, random.Random(4))
    before = w.side.log.lines()
    w.view.setFocus()
    for _ in range(3):
        with qtbot.waitSignal(c.hinted, timeout=60000):
            QTest.keyClick(w.view, Qt.Key.Key_H)          # Game > Hint's key
    after = w.side.log.lines()
    hints = [line for line in after if line.startswith("Hint: ")]
    assert len(hints) == 1, after
    assert after[:len(before)] == before                    # nothing said is taken away
    assert w.statusBar().currentMessage() == hints[0]       # and it is still in the bar
