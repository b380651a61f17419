"""The discard practice window, headless: deal, pick by clicking, analyse, history."""
import pytest

pytest.importorskip("pyqtgraph")

from parlour.engine.cards import card_symbol, names, parse_cards  # noqa: E402
from parlour.trainer.history import load_history  # noqa: E402
from parlour.ui.binding.qt import QtCore  # noqa: E402
from parlour.ui.trainer import TrainerWindow  # noqa: E402
from tests.ui.trainer_budgets import QUICK, endless  # noqa: E402

HAND = parse_cards("AH KH QH JH 9H AC KC 8C AD 7D 8S 9S")


@pytest.fixture
def window(qtbot, tmp_path):
    w = TrainerWindow(seed=3, budget=QUICK, history_path=tmp_path / "history.json")
    qtbot.addWidget(w)
    w.show()
    return w


def test_deal_gives_twelve_cards_and_nothing_chosen(window):
    assert len(window.hand) == 12 and len(set(window.hand)) == 12
    assert not window.hand_view.chosen
    assert not window.analyse_button.isEnabled()      # elder must discard at least one


def test_clicking_a_card_chooses_it_and_again_puts_it_back(window, qtbot):
    window.deal(HAND)
    view = window.hand_view
    item = view.items[parse_cards("8S")[0]]
    centre = view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(view.viewport(), QtCore.Qt.MouseButton.LeftButton, pos=centre)
    assert view.chosen == {parse_cards("8S")[0]}
    assert window.analyse_button.isEnabled()
    qtbot.mouseClick(view.viewport(), QtCore.Qt.MouseButton.LeftButton, pos=centre)
    assert not view.chosen


def test_too_many_cards_cannot_be_submitted(window):
    window.deal(HAND)
    window.choose(HAND[:6])
    assert not window.analyse_button.isEnabled()


def test_analysis_ranks_the_choice_and_records_the_history(window, qtbot, tmp_path):
    window.deal(HAND)
    window.seat_box.setCurrentIndex(1)                 # younger: 0 to 3 cards
    choice = parse_cards("8S 9S 7D")
    window.choose(choice)
    with qtbot.waitSignal(window.analysed, timeout=60000):
        window.submit()
    result = window.result
    assert len(result["options"]) == 299
    mine = window.chosen_index()
    assert result["options"][mine]["ev_basis"] == "evaluator"
    assert "ranks" in window.status.text()
    assert window.table.rowCount() == 299
    assert window.table.item(mine, 6).text() == "yours"
    assert window.explanation.text().startswith("Best: throw")
    table, metrics = window.table, window.table.fontMetrics()
    for col in range(6):                    # every figure whole in its column
        widest = max(metrics.horizontalAdvance(table.item(row, col).text())
                     for row in range(table.rowCount()))
        assert widest < table.columnWidth(col), (col, widest, table.columnWidth(col))
    hands, notice = load_history(tmp_path / "history.json")
    assert notice is None and len(hands) == 1
    assert hands[0]["chosen"] == ["8S", "9S", "7D"] and hands[0]["cost"] >= 0


def test_a_new_deal_makes_a_running_analysis_stale(window, qtbot):
    window.deal(HAND)
    window.seat_box.setCurrentIndex(1)
    window.choose(parse_cards("8S"))
    window.submit()
    stale = window.ticket
    window.deal()
    assert window.ticket != stale
    window._on_result(stale, {"options": []})            # must be ignored
    assert window.result is None
    assert window.errands.wait(60)


def test_dragging_a_card_up_discards_it_and_down_keeps_it(window, qtbot):
    window.deal(HAND)
    view = window.hand_view
    card = parse_cards("9S")[0]
    item = view.items[card]
    start = view.mapFromScene(item.sceneBoundingRect().center())
    up = start - QtCore.QPoint(0, int(item.height))
    vp = view.viewport()
    qtbot.mousePress(vp, QtCore.Qt.MouseButton.LeftButton, pos=start)
    for k in range(1, 6):
        qtbot.mouseMove(vp, start + (up - start) * k / 5)
    qtbot.mouseRelease(vp, QtCore.Qt.MouseButton.LeftButton, pos=up)
    assert view.chosen == {card}
    assert item.pos() == view.slots[card]
    start = view.mapFromScene(item.sceneBoundingRect().center())
    down = start + QtCore.QPoint(0, int(item.height * 0.6))
    qtbot.mousePress(vp, QtCore.Qt.MouseButton.LeftButton, pos=start)
    for k in range(1, 6):
        qtbot.mouseMove(vp, start + (down - start) * k / 5)
    qtbot.mouseRelease(vp, QtCore.Qt.MouseButton.LeftButton, pos=down)
    assert not view.chosen


def test_closing_the_window_during_an_analysis_is_harmless(qtbot, tmp_path):
    w = TrainerWindow(seed=5, budget=QUICK, history_path=tmp_path / "h.json")
    w.deal(HAND)
    w.seat_box.setCurrentIndex(1)
    w.choose(parse_cards("8S 9S"))
    w.submit()
    w.close()
    w.deleteLater()                # closing stopped the analysis and waited for its thread
    qtbot.wait(100)
    qtbot.wait(100)                # the late answer finds no window and is dropped


def test_the_deal_button_deals_again_and_again_in_either_seat(window, qtbot):
    """The button's clicked(bool) once reached deal() as its cards: only one hand ever."""
    hands = [list(window.hand)]
    for seat in (0, 1, 1):
        window.seat_box.setCurrentIndex(seat)
        qtbot.mouseClick(window.deal_button, QtCore.Qt.MouseButton.LeftButton)
        assert len(window.hand) == 12 and len(set(window.hand)) == 12
        hands.append(list(window.hand))
    assert len({tuple(h) for h in hands}) == len(hands)


# ----- the analysis reports as it goes, and can be stopped (issue 16) --------------------
from parlour.trainer.progress import ExactOdds, Finished  # noqa: E402


def _record_steps(window):
    seen = []
    window.stepped.connect(lambda step: seen.append((type(step), window.table.rowCount())))
    return seen


def _start(window, qtbot, seen, until=ExactOdds):
    window.deal(HAND)
    window.seat_box.setCurrentIndex(1)
    window.choose(parse_cards("8S 9S 7D"))
    window.submit()
    qtbot.waitUntil(lambda: any(kind is until for kind, _ in seen), timeout=60000)


def _analysed(qtbot, tmp_path, palette=None):
    """A window that has valued younger's 8S 9S 7D (every draw counted); the steps seen."""
    w = TrainerWindow(seed=3, budget=QUICK, history_path=tmp_path / "h.json")
    qtbot.addWidget(w)
    if palette is not None:
        w.setPalette(palette)
    w.resize(1200, 700)
    w.show()
    seen = _record_steps(w)
    w.deal(HAND)
    w.seat_box.setCurrentIndex(1)
    w.choose(parse_cards("8S 9S 7D"))
    with qtbot.waitSignal(w.analysed, timeout=60000):
        w.submit()
    return w, seen


def test_exact_odds_come_first_then_the_result(qtbot, tmp_path):
    w, seen = _analysed(qtbot, tmp_path)
    kinds = [kind for kind, _ in seen]
    assert kinds == [ExactOdds, Finished]
    assert seen[0][1] == 299             # every discard in the table before any play-out
    # filled twice (the exact odds, the result), the rows still reach across the table
    header = w.table.horizontalHeader()
    assert header.length() >= w.table.viewport().width() - 2
    assert not w.running and w.stop_button.isHidden() and w.progress.isHidden()


def test_stop_ends_the_work_and_leaves_the_window_usable(qtbot, tmp_path, monkeypatch):
    w, seen = _endless(qtbot, tmp_path, monkeypatch)     # only Stop can end it
    assert w.stop_button.isVisible() and w.progress.isVisible()
    assert w.table.item(0, 2).text()                   # estimates fill in the table
    qtbot.mouseClick(w.stop_button, QtCore.Qt.MouseButton.LeftButton)
    assert w.errands.wait(10)                   # the worker stopped, long before 60 s
    count = len(seen)
    qtbot.wait(200)
    assert len(seen) == count                          # nothing more arrives
    assert w.result is None and not w.running and not w.hand_view.locked
    assert w.analyse_button.isEnabled() and w.stop_button.isHidden()
    assert "Stopped" in w.status.text()
    monkeypatch.undo()
    w.budget = QUICK                                   # and it works again
    with qtbot.waitSignal(w.analysed, timeout=60000):
        qtbot.mouseClick(w.analyse_button, QtCore.Qt.MouseButton.LeftButton)
    assert w.result["options"][w.chosen_index()]["ev_basis"] == "evaluator"


def _endless(qtbot, tmp_path, monkeypatch):
    """A shown window whose analysis (a valuation slower than any test waits) has got as
    far as the exact odds; and the steps seen."""
    w = TrainerWindow(seed=3, budget=endless(monkeypatch), history_path=tmp_path / "h.json")
    qtbot.addWidget(w)
    w.show()
    seen = _record_steps(w)
    _start(w, qtbot, seen)
    return w, seen


@pytest.mark.slow
def test_a_new_deal_during_the_analysis_cancels_it_cleanly(qtbot, tmp_path, monkeypatch):
    w, _ = _endless(qtbot, tmp_path, monkeypatch)
    old = list(w.hand)
    qtbot.mouseClick(w.deal_button, QtCore.Qt.MouseButton.LeftButton)
    assert w.errands.wait(10)
    qtbot.wait(200)
    assert w.hand != old and w.table.rowCount() == 0 and w.result is None
    assert not w.running and not w.hand_view.locked and w.stop_button.isHidden()
    monkeypatch.undo()
    w.budget = QUICK
    w.choose(w.hand[:1])
    with qtbot.waitSignal(w.analysed, timeout=60000):
        w.submit()
    assert set(w.result["hand"]) == {c for c in names(w.hand)}


def test_closing_the_window_stops_the_analysis_and_leaves_no_thread(qtbot, tmp_path,
                                                                    monkeypatch):
    import threading
    w, _ = _endless(qtbot, tmp_path, monkeypatch)      # in the middle of its appraisal
    mine = [t for t in threading.enumerate() if t.name == "parlour-trainer"]
    assert mine and w.running
    w.close()                      # stops it before its next deal, waits for its thread
    assert not w.running and not w.errands.busy()
    assert not any(t.is_alive() for t in mine)


def test_a_stop_reaches_the_valuation_in_the_middle_of_a_step(monkeypatch):
    """The analysis asks before every few discards it values, so a stop ends a long
    step."""
    from parlour.trainer import analysis_steps
    from parlour.ui.binding.errands import Stop, Stopped
    stop, played = Stop(), []

    def check():
        played.append(1)
        if len(played) == 30:       # thirty discards into the valuation
            stop.set()
        stop.check()
    steps = analysis_steps(HAND, "elder", budget=endless(monkeypatch), check=check)
    assert next(steps)             # the exact odds come first
    with pytest.raises(Stopped):
        next(steps)
    assert len(played) == 30


def test_the_window_answers_while_the_discards_are_weighed(qtbot, tmp_path, monkeypatch):
    w = TrainerWindow(seed=3, budget=endless(monkeypatch), history_path=tmp_path / "h.json")
    qtbot.addWidget(w)
    w.show()
    seen = _record_steps(w)
    w.deal(HAND)
    w.choose(parse_cards("8S 9S 7D 8C KC"))           # elder: the big exact table
    ticks = []
    timer = QtCore.QTimer()
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(20)
    w.submit()
    qtbot.waitUntil(lambda: ExactOdds in [k for k, _ in seen], timeout=60000)
    qtbot.wait(1500)                                  # the valuation at work
    timer.stop()
    w.cancel()
    assert w.errands.wait(10)
    # The window's own timer kept firing while the valuation ran (no bound on the gaps:
    # a loaded machine can pause the whole process for seconds).
    assert len(ticks) > 10


def test_cards_are_written_with_suit_symbols_as_on_the_table(qtbot, tmp_path):
    w, _ = _analysed(qtbot, tmp_path)
    mine = w.chosen_index()
    assert w.table.item(mine, 1).text() == "8♠ 9♠ 7♦"
    assert "♠" in w.chances.toPlainText() or "♥" in w.chances.toPlainText()
    best = w.result["options"][0]["discard"]
    assert w.explanation.text().startswith(
        "Best: throw " + " ".join(card_symbol(c) for c in parse_cards(best)))
    assert not any(n in w.explanation.text() for n in ("8S", "9S", "7D"))


def test_the_charts_and_marks_take_a_dark_palette(qtbot, tmp_path):
    from parlour.ui.binding.qt import QtGui
    dark = QtGui.QPalette()
    Role = QtGui.QPalette.ColorRole
    dark.setColor(Role.Base, QtGui.QColor(30, 30, 34))
    dark.setColor(Role.Window, QtGui.QColor(40, 40, 44))
    dark.setColor(Role.Text, QtGui.QColor(230, 230, 230))
    dark.setColor(Role.WindowText, QtGui.QColor(230, 230, 230))
    w, _ = _analysed(qtbot, tmp_path, dark)
    for chart in (w.ev_plot, w.outcome_plot, w.progress_plot):
        assert chart.backgroundBrush().color() == dark.color(Role.Base)
        axis = chart.getAxis("left")
        assert axis.textPen().color() == dark.color(Role.Text)
    mine = w.table.item(w.chosen_index(), 1).background().color()
    assert mine.lightnessF() < 0.5                     # a dark mark, the light text readable
    assert w.progress_plot.getAxis("bottom").tickStrings([1.0, 2.0], 1, 1) == ["1", "2"]


def test_a_failed_analysis_says_so_and_the_hand_can_be_tried_again(qtbot, tmp_path,
                                                                    monkeypatch):
    import parlour.ui.trainer.window as module

    def broken(**_):
        yield from ()
        raise RuntimeError("no tables")
    monkeypatch.setattr(module, "analysis_steps", broken)
    w = TrainerWindow(seed=3, history_path=tmp_path / "h.json")
    qtbot.addWidget(w)
    w.deal(HAND)
    w.choose(parse_cards("8S"))
    w.submit()
    qtbot.waitUntil(lambda: "failed" in w.status.text(), timeout=10000)
    assert "no tables" in w.status.text()
    assert not w.running and w.stop_button.isHidden() and w.progress.isHidden()
    assert not w.hand_view.locked and w.analyse_button.isEnabled()


def test_a_closed_window_let_go_is_freed(qtbot, tmp_path):
    """Nothing of its own keeps the window alive: its buttons' and cards' connections
    were lambdas holding it, a cycle through Qt that Python never collected."""
    import gc
    import weakref
    w = TrainerWindow(seed=3, budget=QUICK, history_path=tmp_path / "h.json")
    w.show()
    w.close()
    gone = weakref.ref(w)
    del w
    gc.collect()
    assert gone() is None


EXIT_SCRIPT = """
import os, sys
os.environ["PARLOUR_HOME"] = sys.argv[1]
from parlour.ui.shell import app as appmod
app = appmod._application([])
from parlour.ai.brain import Budget
from parlour.ui.trainer import TrainerWindow
QUICK = Budget(seconds=60.0, samples=24)     # as trainer_budgets.QUICK: few samples
for seed in range(2):            # the second replaces the first, as trainer_screens.py does
    w = TrainerWindow(seed=seed, budget=QUICK)
    w.show()
    app.processEvents()
    w.close()
"""


@pytest.mark.slow
def test_the_program_exits_cleanly_after_practice_windows(tmp_path):
    """Two practice windows opened and closed one after the other: the process ends
    with no "shared QObject was deleted directly" from Qt and no crash."""
    import os
    import subprocess
    import sys
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-c", EXIT_SCRIPT, str(tmp_path)], env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "QObject" not in done.stderr, done.stderr


def test_the_charts_say_what_will_show_until_there_is_data(window):
    """Seen in the walk: three charts of bare axes before any play-out."""
    def says(chart):
        axes = [chart.getPlotItem().getAxis(side).isVisible() for side in ("left", "bottom")]
        return chart._empty.isVisible() and chart._empty.text() and not any(axes)
    for chart in (window.ev_plot, window.outcome_plot, window.progress_plot):
        assert chart.is_empty() and says(chart)
    window._plot_estimates([(["7H"], 1.5, 0.5), (["8S"], 0.5, 0.4)])
    assert not window.ev_plot.is_empty() and not says(window.ev_plot)
    assert window.ev_plot.getPlotItem().getAxis("left").isVisible()
    window.deal(HAND)                       # a new hand: nothing played out yet
    assert says(window.ev_plot)


def test_every_row_is_ranked_by_one_value_and_the_chart_shows_the_best_and_yours(
        window, qtbot):
    """Issue 29: the discards chosen by clicking, the analysis started by its button;
    the table's scores fall down the rows (one value ranks them all, each with its
    standard error), and the chart shows the best discards' values and the player's."""
    import pyqtgraph as pg
    from parlour.ui.trainer.window import CHARTED, COST, SCORE, SE
    window.deal(HAND)
    window.seat_box.setCurrentIndex(0)                 # elder
    view = window.hand_view
    mine = parse_cards("AH KH QH")                     # far from the best: low in the table
    for card in mine:
        item = view.items[card]
        centre = view.mapFromScene(item.sceneBoundingRect().center())
        qtbot.mouseClick(view.viewport(), QtCore.Qt.MouseButton.LeftButton, pos=centre)
    assert view.chosen == set(mine)
    with qtbot.waitSignal(window.analysed, timeout=60000):
        qtbot.mouseClick(window.analyse_button, QtCore.Qt.MouseButton.LeftButton)
    table = window.table
    scores = [float(table.item(r, SCORE).text()) for r in range(table.rowCount())]
    assert table.rowCount() == 1585 and scores == sorted(scores, reverse=True)
    assert all(table.item(r, SE).text() != "-" for r in range(table.rowCount()))
    assert float(table.item(0, COST).text()) == 0
    row = window.chosen_index()
    assert row > CHARTED and table.item(row, 6).text() == "yours"
    bars = [i for i in window.ev_plot.getPlotItem().items if isinstance(i, pg.BarGraphItem)]
    heights = list(bars[0].opts["height"])
    assert len(heights) == CHARTED + 1                 # the best twelve, then yours
    assert heights[-1] == pytest.approx(window.result["options"][row]["ev"])
    assert window.outcome_plot.getPlotItem().getAxis("left").labelText == "% of draws"
    # the clicked cards travel as cards (ints), named only where written: the table's
    # row and the chances in symbols, the history's JSON in names
    assert window.chosen_discard == tuple(sorted(mine))
    assert all(type(c) is int for c in window.chosen_discard)
    assert table.item(row, 1).text() == "Q♥ K♥ A♥"
    assert window.chances.toPlainText().startswith("Yours: Q♥ K♥ A♥")
    hands, _ = load_history(window.history_path)
    assert sorted(hands[-1]["chosen"]) == sorted(["AH", "KH", "QH"])
