"""The declarations as a dialogue beside the table: "declare for me" is the default
(Enter), sinking is offered, the dealer hears elder's call and may say "Good."."""
import random

from PySide6.QtTest import QTest

from parlour.ui.binding.qt import QtCore

from piquet_driver import drive_until, make_window, start_piquet
from parlour.engine.actions import Declare


def declaring_with_a_choice(c):
    if not c.waiting_for_human:
        return False
    legal = c.state.legal_actions()
    return type(legal[0]) is Declare and len(legal) > 1


def declaring_as(qtbot, w, role: str, seeds: int, also=lambda: True):
    """The first seeded game in which the human, as ``role`` ("elder" or "dealer"), has a
    choice of declaration (and ``also()`` holds); its controller."""
    for seed in range(1, seeds):
        c = start_piquet(w, seed=seed)
        drive_until(qtbot, c, lambda: declaring_with_a_choice(c)
                    and getattr(c.state.observation(0), role) == 0 and also(), random.Random(seed))
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
    # the declaration in full says the answer it gives (test_answer_button.py)
    assert texts[0].startswith(("Not good: ", "Equal: ", "Making? ")), texts[0]
    assert texts[-1].startswith("Good.")
    n = len(c.state.history)
    w.side.choice.buttons[-1].click()           # sink: let elder's call stand
    qtbot.waitUntil(lambda: len(c.state.history) > n, timeout=3000)
    assert c.state.history[n].cards == ()


def test_partial_sinks_are_one_button_and_the_log_keeps_its_room(qtbot, tmp_path,
                                                                  monkeypatch):
    """At 1024x700 a point of six offered six answers, one a button, and the log was
    squeezed to four lines: the sinks to part of it are now one button's menu."""
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot)
    w.resize(1024, 700)
    c = declaring_as(qtbot, w, "elder", 60, lambda: sum(
        1 for a in w.controller.state.legal_actions() if a.cards) >= 3)
    legal = c.state.legal_actions()
    qtbot.wait(50)
    buttons = w.side.choice.buttons
    assert len(buttons) == 3 and buttons[0].text().startswith("Declare for me:")
    menu = buttons[1].menu()
    assert buttons[1].text() == "Sink &part of it…" and menu is not None
    partial = [a for a in legal[1:] if a.cards]
    assert len(menu.actions()) == len(partial)
    assert w.side.log.viewport().height() >= 120          # seven lines or so, not four
    n = len(c.state.history)
    menu.actions()[-1].trigger()                          # sink to the least
    qtbot.waitUntil(lambda: len(c.state.history) > n, timeout=3000)
    assert c.state.history[n] == partial[-1]
