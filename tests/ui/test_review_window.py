"""The review window: Game > Review this deal / partie and the deal's summary open it;
it fills row by row off the window's thread, with progress, and can be stopped."""
from __future__ import annotations

import random

import pytest

from parlour.ai.brain import Budget
from parlour.ai.piquet import review as review_module
from parlour.ui.binding.qt import QtWidgets
from parlour.ui.review.window import symbol

from piquet_driver import drive_until, make_window, start_piquet

QUICK = Budget(seconds=60.0, samples=4)


@pytest.fixture
def quick_review(monkeypatch):
    monkeypatch.setattr(review_module, "ADVICE_BUDGET", QUICK)


def _menu_action(w, text):
    menu = next(m for m in w.menuBar().findChildren(QtWidgets.QMenu) if m.title() == "&Game")
    menu.aboutToShow.emit()                  # as opening the menu does
    return next(a for a in menu.actions() if a.text() == text)


def _finished(dialog):
    return not dialog.runner.running() and not dialog.cancel_button.isEnabled()


def _human_choices(data, seat, deal=None):
    return len(review_module.moments(data, seat, None if deal is None else {deal}))


@pytest.mark.slow
def test_review_this_deal_from_the_menu_after_a_finished_deal(window, qtbot, quick_review):
    w = window
    c = start_piquet(w, seed=7)
    drive_until(qtbot, c, lambda: len(c.state.deals) >= 2, random.Random(1))
    action = _menu_action(w, "Re&view this deal…")
    assert action.isEnabled()
    values = []
    action.trigger()
    dialog = w.review_window
    dialog.progress.valueChanged.connect(values.append)
    qtbot.waitUntil(lambda: _finished(dialog), timeout=120000)
    data = dialog.data
    total = _human_choices(data, c.human_seat, 1)
    assert dialog.deal == 1 and total > 3
    assert dialog.progress.maximum() == total and dialog.progress.value() == total
    assert len(set(values)) > 2                  # it moved as the decisions were weighed
    rows = dialog.table.rowCount()
    assert rows == len(dialog.decisions) and 0 < rows <= total
    assert {dialog.table.item(r, 0).text() for r in range(rows)} == {"1"}
    assert all(dialog.table.item(r, 5).text() for r in range(rows))     # one sentence each
    assert "decisions weighed" in dialog.status.text()
    if rows < total:                 # the progress counted them: say where the rest went
        assert f"({total - rows} more had only one choice)" in dialog.status.text()
    # cards as the table writes them (K♥), never the record's notation (KH)
    import re
    notation = re.compile(r"\b(?:[7-9]|10|[JQKA])[SHDC]\b")
    for r in range(rows):
        for col in (2, 3, 5):
            text = dialog.table.item(r, col).text()
            assert not notation.search(text), text
    row, chosen = next((r, d.chosen) for r, d in enumerate(dialog.decisions)
                       if d.chosen)
    assert symbol(chosen[0]) in dialog.table.item(row, 2).text()
    dialog.table.selectRow(0)
    assert "your hand: " in dialog.moment.text()
    assert not notation.search(dialog.moment.text()), dialog.moment.text()
    first = dialog.decisions[0]             # the hand then, with the choice raised
    assert len(dialog.hand_view.items) == len(first.hand)
    assert set(dialog.hand_view.chosen) == set(first.chosen)
    dialog.hand_view.toggle(next(iter(dialog.hand_view.items)))
    assert set(dialog.hand_view.chosen) == set(first.chosen)
    dialog.close()


@pytest.mark.slow
def test_a_partie_review_can_be_stopped_and_the_window_stays_responsive(
        window, qtbot, monkeypatch):
    monkeypatch.setattr(review_module, "ADVICE_BUDGET", Budget(seconds=0.4, samples=10000))
    w = window
    c = start_piquet(w, seed=7)
    drive_until(qtbot, c, lambda: len(c.state.deals) >= 3, random.Random(1))
    _menu_action(w, "Review this &partie…").trigger()
    dialog = w.review_window
    assert dialog.deal is None
    ticks = []
    timer = w.startTimer(20)        # the window's own events go on while it reviews
    w.timerEvent = lambda event: ticks.append(event.timerId())
    qtbot.waitUntil(lambda: dialog.table.rowCount() >= 1, timeout=60000)
    dialog.cancel_button.click()
    assert dialog.runner.wait(10.0)
    qtbot.waitUntil(lambda: "Stopped after" in dialog.status.text(), timeout=10000)
    w.killTimer(timer)
    rows = dialog.table.rowCount()
    assert rows < _human_choices(dialog.data, c.human_seat)
    qtbot.wait(300)
    assert dialog.table.rowCount() == rows and not dialog.cancel_button.isEnabled()
    assert len(ticks) >= 10
    # closing a review under way stops it too
    _menu_action(w, "Review this &partie…").trigger()
    second = w.review_window
    assert second is not dialog and second.runner.running()
    second.close()
    assert second.runner.wait(10.0)


@pytest.mark.slow
def test_the_deal_summary_opens_the_review_of_its_deal(qtbot, tmp_path, monkeypatch,
                                                       quick_review):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot)
    w.settings.pause_after_deal = True
    c = start_piquet(w, seed=7)
    drive_until(qtbot, c, w.deal_summary_shown, random.Random(1), timeout=60000)
    summary = w.deal_summary
    assert summary.review_button is not None
    summary.review_button.click()
    dialog = w.review_window
    assert dialog.isVisible() and dialog.deal == 1
    qtbot.waitUntil(lambda: _finished(dialog), timeout=120000)
    assert dialog.table.rowCount() > 0
    dialog.close()


def test_no_review_without_a_piquet_game(window):
    assert window.review(False) is None
    assert "two-handed Piquet" in window.statusBar().currentMessage()
    assert not _menu_action(window, "Re&view this deal…").isEnabled()


def test_the_reviews_thread_touches_no_qt(qtbot, monkeypatch):
    """Its answers go on a queue; the window's thread hands them on as signals (a Qt
    signal emitted from a Python thread hung a test run once)."""
    import threading
    from parlour.ui.review import runner as runner_module
    threads = []

    def steps(data, seat, budget, deals=None):
        threads.append(threading.current_thread())
        yield 0, 2, None
        yield 1, 2, None
    monkeypatch.setattr(runner_module, "review_steps", steps)
    runner = runner_module.ReviewRunner()
    heard = []
    runner.step.connect(lambda done, total, d: heard.append((threading.current_thread(), done)))
    runner.ended.connect(lambda stopped: heard.append((threading.current_thread(), stopped)))
    runner.start({}, 0)
    qtbot.waitUntil(lambda: len(heard) == 3, timeout=5000)
    assert threads and threads[0] is not threading.main_thread()
    assert [h[1] for h in heard] == [0, 1, False]
    assert all(t is threading.main_thread() for t, _ in heard)
    assert not runner.running() and not threads[0].is_alive()
