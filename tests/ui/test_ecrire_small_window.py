"""À écrire in a 1024x700 window keeps its whole side panel in view: the sheet gives up
room, so the exchange's answers (Clear selection), the declarations' (Sink: say
nothing), Undo and Hint are all on screen without scrolling (docs/window.md)."""
from __future__ import annotations

import pytest
from PySide6.QtTest import QTest

from parlour.engine.actions import Declare, Exchange
from parlour.ui.binding.qt import QtCore
from parlour.ui.windows.new_game_dialog import NewGameChoice

from piquet_driver import make_window

Qt = QtCore.Qt


def in_view(w, button) -> bool:
    """The whole button inside the side panel's visible part and the window."""
    viewport = w.side_scroll.viewport()
    top = button.mapTo(viewport, QtCore.QPoint(0, 0))
    bottom = button.mapTo(viewport, QtCore.QPoint(button.width() - 1, button.height() - 1))
    inside = viewport.rect().contains(top) and viewport.rect().contains(bottom)
    corner = button.mapTo(w, QtCore.QPoint(button.width() - 1, button.height() - 1))
    return inside and w.rect().contains(corner)


def answers_in_view(qtbot, w, must_have: str) -> None:
    qtbot.wait(200)                                   # the panel laid out
    texts = [b.text() for b in w.side.choice.buttons]
    assert any(must_have in t for t in texts), texts
    assert w.side_scroll.verticalScrollBar().maximum() == 0, "the side panel scrolls"
    for b in w.side.choice.buttons + [w.side.undo_button, w.side.hint_button]:
        assert in_view(w, b), f"{b.text()!r} is out of view"


@pytest.mark.parametrize("where,declaring", [("me", "Good"),     # the dealer
                                            ("computer", "Sink: say nothing")])  # elder
def test_every_answer_and_undo_and_hint_in_view_at_1024x700(qtbot, tmp_path, monkeypatch,
                                                            where, declaring):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot)
    w.resize(1024, 700)
    qtbot.wait(50)
    assert (w.width(), w.height()) == (1024, 700)
    choice = NewGameChoice("piquet", "ecrire", {"rotation": "turns", "tours": 1},
                           "random", where, 3)
    c = w.start_new(choice, seed=7)
    qtbot.waitUntil(lambda: c.waiting_for_human and not c.busy, timeout=20000)
    assert type(c.state.legal_actions()[0]) is Exchange
    answers_in_view(qtbot, w, "Clear selection")
    # a card clicked for the discard (elder must change one), the exchange answered by
    # a real click on its default button, then the declarations
    item = w.scene.item_of(c.state.observation(c.human_seat).hand[0])
    point = item.mapToScene(QtCore.QPointF(item.width * 0.2, item.height * 0.5))
    QTest.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, w.view.mapFromScene(point))
    qtbot.waitUntil(lambda: w.side.choice.buttons[0].isEnabled(), timeout=5000)
    QTest.mouseClick(w.side.choice.buttons[0], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: c.waiting_for_human and not c.busy
                    and type(c.state.legal_actions()[0]) is Declare, timeout=20000)
    answers_in_view(qtbot, w, declaring)
