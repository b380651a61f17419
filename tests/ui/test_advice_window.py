"""The hint and the review agree in the window: the exchange the hint names, taken with
the keyboard, is the review's own choice, said so and not flagged; and a cost within its
own margin is never shown as a mistake (the review window's text and font)."""
from __future__ import annotations

from parlour.ai.piquet.review import Decision
from parlour.ai.piquet.review_reason import Reason, SAME
from parlour.engine.cards import parse_cards
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from parlour.ui.binding.qt import QtWidgets
from parlour.ui.review import runner as runner_module
from parlour.ui.review.window import ReviewWindow

from piquet_driver import start_at_your_exchange


def _menu_action(w, text):
    menu = next(m for m in w.menuBar().findChildren(QtWidgets.QMenu) if m.title() == "&Game")
    menu.aboutToShow.emit()                  # as opening the menu does
    return next(a for a in menu.actions() if a.text() == text)


def _row(dialog, r):
    return [dialog.table.item(r, c) for c in range(dialog.table.columnCount())]


def test_the_hinted_exchange_is_the_reviews_own_choice(qtbot, window):
    w = window
    c = start_at_your_exchange(qtbot, w)
    w.view.setFocus()
    with qtbot.waitSignal(c.hinted, timeout=120000) as hinted:
        QTest.keyClick(w.view, Qt.Key.Key_H)          # Game > Hint's key
    hint = hinted.args[0]
    # whole in the log (the status bar may hold only the advice, issue 28 item 9)
    said = [line for line in w.side.log.lines() if line.startswith("Hint: ")][-1]
    assert said.startswith("Hint: Throw ") and "the learned evaluator over" in said
    n = len(c.state.history)
    QTest.keyClick(w.view, Qt.Key.Key_Return)         # take the hinted cards
    qtbot.waitUntil(lambda: len(c.state.history) > n, timeout=5000)
    assert c.state.history[n] == hint
    _menu_action(w, "Re&view this deal…").trigger()
    dialog = w.review_window
    qtbot.waitUntil(lambda: not dialog.runner.running() and
                    not dialog.cancel_button.isEnabled(), timeout=180000)
    row = next(r for r, d in enumerate(dialog.decisions) if d.kind == "exchange")
    cells = _row(dialog, row)
    assert cells[5].text().endswith("was the expert's choice")
    assert cells[4].text() == "—"
    assert not any(cell.font().bold() for cell in cells)
    dialog.close()


def _decisions():
    cs = parse_cards
    noisy = Decision(1, 0, "exchange", tuple(cs("7S 8H")), tuple(cs("7S 9H")), 2.6, 1.58,
                     200, Reason("play", tuple(cs("8H")), 1.0))
    costly = Decision(1, 5, "play", tuple(cs("KH")), tuple(cs("AC")), 6.6, 1.0, 200,
                      Reason("trick", tuple(cs("AC")), 6.6))
    same = Decision(1, 7, "play", tuple(cs("10D")), tuple(cs("10D")), 0.0, 0.0, 200, SAME)
    return [noisy, costly, same]


def test_a_cost_within_its_margin_is_not_shown_as_a_mistake(qtbot, monkeypatch):
    def steps(data, seat, budget, deals=None):
        found = _decisions()
        yield 0, len(found), None
        for i, d in enumerate(found, 1):
            yield i, len(found), d
    monkeypatch.setattr(runner_module, "review_steps", steps)
    dialog = ReviewWindow({}, 0, 1)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: not dialog.cancel_button.isEnabled(), timeout=10000)
    noisy, costly, same = (_row(dialog, r) for r in range(3))
    assert noisy[4].text() == "2.6 ± 3.1"
    assert "as good as the expert's choice" in noisy[5].text()
    assert "within the noise" in noisy[5].text() and "cost" not in noisy[5].text()
    assert not any(cell.font().bold() for cell in noisy)
    assert costly[5].text().startswith("Playing the K♥ cost 6.6 points")
    assert all(cell.font().bold() for cell in costly)
    assert same[5].text() == "Playing the 10♦ was the expert's choice"
    assert not any(cell.font().bold() for cell in same)
    # the total counts only what was shown as a mistake
    assert "yours cost 6.6 points (± 2.0)" in dialog.status.text()
    dialog.close()
