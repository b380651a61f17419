"""The declarations as a dialogue beside the table: "declare for me" is the default
(Enter), sinking is offered, the dealer hears elder's call and may say "Good."."""
import random

from PySide6.QtTest import QTest

from parlour.ui.qt import QtCore

from piquet_driver import drive_until, make_window, start_piquet


def declaring_with_a_choice(c):
    if not c.waiting_for_human:
        return False
    legal = c.state.legal_actions()
    return legal[0].act == "declare" and len(legal) > 1


def declaring_as(qtbot, w, role: str, seeds: int, also=lambda: True):
    """The first seeded game in which the human, as ``role`` ("elder" or "dealer"), has a
    choice of declaration (and ``also()`` holds); its controller."""
    for seed in range(1, seeds):
        c = start_piquet(w, seed=seed)
        drive_until(qtbot, c, lambda: declaring_with_a_choice(c)
                    and c.state.observation(0)[role] == 0 and also(), random.Random(seed))
        if not c.over:
            break
    return c


def test_elder_declares_for_me_with_enter(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot)
    c = declaring_as(qtbot, w, "elder", 40)
    legal = c.state.legal_actions()
    texts = [b.text() for b in w.side.choice.buttons]
    assert texts[0].startswith("Declare for me:")
    assert any(t.startswith("Sink") for t in texts[1:])
    assert w.side.choice.buttons[0].isDefault()
    n = len(c.state.history)
    w.view.setFocus()
    QTest.keyClick(w.view, QtCore.Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(c.state.history) > n, timeout=3000)
    assert c.state.history[n] == legal[0]
    assert any(line.startswith("You: ") for line in w.side.log.lines())


def test_the_dealer_hears_elders_call_and_may_say_good(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot)
    c = declaring_as(qtbot, w, "dealer", 60, lambda: w.presenter.elder_call is not None)
    question = w.side.choice.question.text()
    assert "says “" in question and w.presenter.elder_call in question
    texts = [b.text() for b in w.side.choice.buttons]
    assert texts[0].startswith("For me:") and texts[-1].startswith("Good.")
    n = len(c.state.history)
    w.side.choice.buttons[-1].click()           # sink: let elder's call stand
    qtbot.waitUntil(lambda: len(c.state.history) > n, timeout=3000)
    assert c.state.history[n].cards == ()
