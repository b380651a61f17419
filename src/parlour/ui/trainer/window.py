"""The discard practice window: deal a hand, pick the discard, see how it ranks.

The analysis (parlour.trainer.analysis_steps) runs as an errand off the window's thread
(binding/errands.py) and reports as it goes, as typed steps (parlour.trainer.progress):
the exact odds first (the table ranks every discard by declaration value), then the
final ranking: every discard by one value, the learned valuation's (the hint's and the
review's: the same best, the same cost, the same margin).  "Stop", a new deal or
closing the window stops it before the next few discards it would value (closing waits
for its thread to end), and every step carries a ticket so that a stale one is
dropped.

The window shows the ranked table with the player's choice marked and its cost, the
chances for the chosen and the best discard, the explanation, and three charts
(charts.Chart, in the window's palette): the value of the best discards and yours, with
their error bars, the spread of the value over the draws for yours and the best, and
the average cost per session (the history).
Cards are written with suit symbols, as on the table.
"""
from __future__ import annotations

import random
from functools import partial
from typing import Sequence

import numpy as np
import pyqtgraph as pg

from parlour.engine.cards import Card, card_symbol, cards_symbols
from parlour.trainer import analysis_steps
from parlour.ai.brain import Budget
from parlour.ai.weighing import ADVICE_BUDGET
from parlour.trainer.progress import Discards, ExactOdds, Finished
from parlour.odds.exact import discard_sizes
from parlour.language import decimal, percent
from parlour.trainer.chances import chance_words
from parlour.trainer.history import cost_by_session, load_history, new_session, record_hand
from parlour.ui.windows.charts import Chart, faint, tint, tone
from parlour.ui.windows.screen_fit import fit_to_screen
from parlour.ui.binding.errands import Errand, Errands
from parlour.ui.binding.placeholders import fill
from parlour.ui.binding.qt import QtCore, QtGui, QtWidgets, Signal

CARD_WIDTH = 64
# room for the table's columns, the explanation and three titled charts side by side;
# less on a smaller screen (screen_fit)
WANTED = (1240, 880)
CHOSEN_HUE, BEST_HUE = 174, 40      # teal for yours, gold for the best
COLUMNS = ["#", QtCore.QT_TRANSLATE_NOOP("TrainerWindow", "Discard"), QtCore.QT_TRANSLATE_NOOP("TrainerWindow", "Score"), QtCore.QT_TRANSLATE_NOOP("TrainerWindow", "± se"),
           QtCore.QT_TRANSLATE_NOOP("TrainerWindow", "Declarations"), QtCore.QT_TRANSLATE_NOOP("TrainerWindow", "Cost"), ""]
SEAT_WORDS = (QtCore.QT_TRANSLATE_NOOP("TrainerWindow", "Elder"), QtCore.QT_TRANSLATE_NOOP("TrainerWindow", "Dealer"))     # the seat box's choices: elder, younger
SCORE, SE, COST, MARK = 2, 3, 5, 6
CHARTED = 12        # the best discards whose values the chart shows (and yours)


def written(discard: Sequence[Card]) -> str:
    """A discard as the table writes cards: 8♠ 9♠ 7♦."""
    return cards_symbols(discard) or "(none)"


class HandView(QtWidgets.QGraphicsView):
    """The twelve cards in a row.  A click puts a card in (or out of) the discard; so
    does dragging it up out of the row (or back down into it)."""

    changed = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setScene(QtWidgets.QGraphicsScene(self))
        self.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing)
        self.items: dict[int, QtWidgets.QGraphicsItem] = {}
        self.slots: dict[int, QtCore.QPointF] = {}
        self.chosen: set[int] = set()
        self.locked = False
        self._renderer = None
        try:
            from parlour.ui.table.cardart.renderer import CardRenderer
            self._renderer = CardRenderer()
        except Exception:  # no card art in this build: plain buttons-like tiles
            self._renderer = None
        self.setMinimumHeight(int(CARD_WIDTH * 2.3))

    def show_hand(self, cards) -> None:
        self.scene().clear()
        self.items.clear()
        self.slots.clear()
        self.chosen.clear()
        self.locked = False
        for i, c in enumerate(sorted(cards, key=lambda c: (c >> 3, -(c & 7)))):
            item = self._make_item(c)
            self.slots[c] = QtCore.QPointF(i * (CARD_WIDTH * 0.8), CARD_WIDTH * 0.3)
            item.setPos(self.slots[c])
            self.items[c] = item
        self.setSceneRect(self.scene().itemsBoundingRect().adjusted(-8, -30, 8, 8))
        self.changed.emit()

    def _make_item(self, card: int):
        if self._renderer is not None:
            from parlour.ui.table.card_item import CardItem
            item = CardItem(card, self._renderer, CARD_WIDTH)
            # bound methods, not lambdas holding self: a connection must not keep the
            # view alive (a cycle through Qt that Python cannot collect)
            item.clicked.connect(self._clicked)
            item.set_draggable(True)
            item.dropped.connect(self._dropped)
            self.scene().addItem(item)
            return item
        item = QtWidgets.QGraphicsSimpleTextItem(card_symbol(card))
        self.scene().addItem(item)
        return item

    def _clicked(self, item) -> None:
        self.toggle(item.card)

    def _dropped(self, item, pos: QtCore.QPointF) -> None:
        """Up out of the row: discard it; down into the row: keep it.  Either way the
        card goes back to its place in the row (raised when discarded)."""
        card = item.card
        middle = self.slots[card].y() + item.height / 2
        up = pos.y() < middle - item.height * 0.4
        if (up and card not in self.chosen) or (not up and card in self.chosen):
            self.toggle(card)
        item.move_to(self.slots[card], 0)

    def toggle(self, card: int) -> None:
        if self.locked or card not in self.items:
            return
        if card in self.chosen:
            self.chosen.discard(card)
        else:
            self.chosen.add(card)
        item = self.items[card]
        if hasattr(item, "set_selected"):
            item.set_selected(card in self.chosen)
        self.changed.emit()


class TrainerWindow(QtWidgets.QWidget):
    """Practice the Piquet discard.  ``budget``: the appraisal's (the advice's, so that
    the verdict is the hint's and the review's; tests may take fewer samples)."""

    analysed = Signal(object)      # the final result
    stepped = Signal(object)       # every step shown (ExactOdds, Finished)

    def __init__(self, parent=None, seed: int | None = None,
                 budget: Budget = ADVICE_BUDGET, history_path=None):
        super().__init__(parent)
        self.setWindowFlag(QtCore.Qt.WindowType.Window)     # its own window, owned or not
        self.setWindowTitle(self.tr("Piquet discard practice"))
        self.rng = random.Random(seed)
        self.budget = budget
        self.history_path = history_path
        self.session = new_session()
        self.hand: list[int] = []
        self.result: dict | None = None
        self.exact: dict | None = None
        self.chosen_discard: tuple[Card, ...] = ()
        self.discards: Discards = ()       # the options' discards, as the last step ranked them
        self.ticket = 0
        self._errand: Errand | None = None             # the running analysis
        self._rows: dict[frozenset[Card], int] = {}     # discard -> table row
        self.errands = Errands(self, "parlour-trainer")
        self._build()
        fit_to_screen(self, *WANTED, centre=True)
        self.deal()

    # ----- layout ------------------------------------------------------------------------
    def _build(self) -> None:
        top = QtWidgets.QHBoxLayout()
        self.seat_box = QtWidgets.QComboBox()
        # the table's words (and the book's): elder and the dealer; "younger" is only the
        # analysis's own name for the dealer's seat (trainer/analysis.py, the command line)
        self.seat_box.addItems([self.tr(w) for w in SEAT_WORDS])
        # the status says the seat and how many it may throw: it follows the choice
        self.seat_box.currentIndexChanged.connect(self._seat_changed)
        self.need_box = QtWidgets.QSpinBox()
        self.need_box.setRange(0, 100)
        self.need_box.setSpecialValueText(self.tr("no target"))
        self.need_box.setToolTip(self.tr("Points you need this deal (e.g. to cross the Rubicon)"))
        self.deal_button = QtWidgets.QPushButton(self.tr("Deal a hand"))
        self.analyse_button = QtWidgets.QPushButton(self.tr("Discard these"))
        self.stop_button = QtWidgets.QPushButton(self.tr("Stop"))
        self.stop_button.setToolTip(self.tr("Stop weighing the discards (the exact odds stay)"))
        self.stop_button.hide()
        # bound methods only: a lambda holding self would keep the closed window alive
        # through its own buttons, to be torn down half-way at the program's exit
        self.deal_button.clicked.connect(self._deal_clicked)
        self.analyse_button.clicked.connect(self.submit)
        self.stop_button.clicked.connect(self.cancel)
        for w in (QtWidgets.QLabel(self.tr("Seat:")), self.seat_box, QtWidgets.QLabel(self.tr("Need:")),
                  self.need_box, self.deal_button, self.analyse_button, self.stop_button):
            top.addWidget(w)
        top.addStretch(1)
        self.status = QtWidgets.QLabel()
        self.status.setWordWrap(True)
        self.progress = QtWidgets.QProgressBar()
        self.progress.setRange(0, 0)       # busy: the appraisal says nothing till done
        self.progress.hide()
        # a damaged practice history is said on a line of its own, which the prompts for
        # the hand never overwrite
        self.notice = QtWidgets.QLabel()
        self.notice.setWordWrap(True)
        self.notice.hide()
        self.hand_view = HandView()
        self.hand_view.changed.connect(self._update_status)

        self.table = QtWidgets.QTableWidget(0, len(COLUMNS))
        self.table.setHorizontalHeaderLabels([self.tr(c) if c else c for c in COLUMNS])
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QtWidgets.QAbstractItemView.EditTrigger.NoEditTriggers)
        # the mark column takes the room left, so the rows reach across the table
        self.table.horizontalHeader().setSectionResizeMode(
            MARK, QtWidgets.QHeaderView.ResizeMode.Stretch)
        # columns as wide as every row's figures (sampled rows left a cost of 100.8
        # written "1...")
        self.table.horizontalHeader().setResizeContentsPrecision(-1)
        self.explanation = QtWidgets.QLabel()
        self.explanation.setWordWrap(True)
        self.chances = QtWidgets.QTextBrowser()

        # short titles: three charts share a 1024-pixel window
        self.ev_plot = Chart(title=self.tr("Valued: points a deal"), whole=("bottom",))
        self.outcome_plot = Chart(title=self.tr("Over the draws: yours, the best"))
        self.outcome_plot.legend_below()
        self.progress_plot = Chart(title=self.tr("Your cost a hand, by session"), whole=("bottom",))
        self.ev_plot.say_when_empty(self.tr("The best discards' values show here once "
                                            "every discard is valued."))
        self.outcome_plot.say_when_empty(self.tr("The spread of your discard's value over "
                                                 "the draws shows here once it is valued."))
        self.progress_plot.say_when_empty(self.tr("Your cost a hand shows here, session by "
                                                  "session, once you have discarded."))
        charts = QtWidgets.QHBoxLayout()
        for p in (self.ev_plot, self.outcome_plot, self.progress_plot):
            p.setMinimumHeight(160)
            charts.addWidget(p)

        middle = QtWidgets.QHBoxLayout()
        middle.addWidget(self.table, 3)
        right = QtWidgets.QVBoxLayout()
        right.addWidget(self.explanation)
        right.addWidget(self.chances, 1)
        middle.addLayout(right, 2)

        layout = QtWidgets.QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.hand_view)
        layout.addWidget(self.notice)
        layout.addWidget(self.status)
        layout.addWidget(self.progress)
        layout.addLayout(middle, 3)     # the table and the chances over the charts
        layout.addLayout(charts, 2)
        close = QtWidgets.QDialogButtonBox(QtWidgets.QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.close)
        layout.addWidget(close)
        # a window of its own, not a dialog: Esc and Ctrl+W are given it by hand
        # (Ctrl+W named: not every platform's standard Close key includes it)
        for keys in (QtGui.QKeySequence(QtCore.Qt.Key.Key_Escape),
                     QtGui.QKeySequence("Ctrl+W")):
            shortcut = QtGui.QShortcut(keys, self)
            shortcut.activated.connect(self.close)
        self._plot_progress()

    # ----- actions -----------------------------------------------------------------------
    @property
    def seat(self) -> str:
        return "elder" if self.seat_box.currentIndex() == 0 else "younger"

    @property
    def running(self) -> bool:
        return self._errand is not None

    def _deal_clicked(self) -> None:
        self.deal()         # clicked carries a checked flag: a new deal takes no cards

    def deal(self, cards=None) -> None:
        self._stop_analysis()       # the old hand's analysis is of no use now
        self.hand = sorted(cards) if cards is not None else sorted(self.rng.sample(range(32), 12))
        self.result = None
        self.exact = None
        self.discards = ()
        self.hand_view.show_hand(self.hand)
        self.table.setRowCount(0)
        self.explanation.clear()
        self.chances.clear()
        self.ev_plot.clear()
        self.outcome_plot.clear()
        self.analyse_button.setEnabled(True)
        self._update_status()

    def _sizes(self) -> range:
        return discard_sizes(self.seat)

    def _seat_changed(self, _index: int) -> None:     # a method: a lambda would hold the window
        self._update_status()

    def _update_status(self) -> None:
        n = len(self.hand_view.chosen)
        sizes = self._sizes()
        if self.result is None and not self.hand_view.locked:
            seat = self.tr(SEAT_WORDS[self.seat_box.currentIndex()])
            self.status.setText(fill(self.tr("%1: click the cards to discard (%2 to %3); %4 "
                                             "chosen."), seat, sizes.start, sizes.stop - 1, n))
            self.analyse_button.setEnabled(n in sizes)

    def choose(self, cards) -> None:
        """Select exactly ``cards`` as the discard (for tests and keyboard users)."""
        for c in list(self.hand_view.chosen):
            self.hand_view.toggle(c)
        for c in cards:
            self.hand_view.toggle(c)

    def submit(self) -> None:
        chosen = sorted(self.hand_view.chosen)
        if len(chosen) not in self._sizes():
            self.status.setText(self.tr("That is not a legal number of cards to discard."))
            return
        self._stop_analysis()          # and a fresh ticket for this analysis
        self.hand_view.locked = True
        self.analyse_button.setEnabled(False)
        self.chosen_discard = tuple(Card(c) for c in chosen)
        self.status.setText(self.tr("Counting every draw for every discard..."))
        self.progress.show()
        self.stop_button.show()
        need = self.need_box.value() or None
        kwargs = dict(hand=list(self.hand), seat=self.seat, budget=self.budget,
                      extra=[chosen], need=need,
                      write_card=card_symbol)
        ticket = self.ticket
        self._errand = self.errands.run(
            lambda stop: analysis_steps(**kwargs, check=stop.check),
            answered=partial(self._on_step, ticket),
            failed=partial(self._on_failed, ticket), ended=partial(self._on_ended, ticket))

    def cancel(self) -> None:
        """Stop the analysis in progress; the hand can be tried again."""
        if not self.running:
            return
        self._stop_analysis()
        self._try_again()
        self.status.setText(self.tr("Stopped. ") + (self.tr(
            "The table ranks the discards by declaration value alone. ") if self.exact else "")
            + self.tr("Press \"Discard these\" to weigh them again."))

    def _try_again(self) -> None:
        """The analysis stopped short: the discard may be chosen and weighed again."""
        self.hand_view.locked = False
        self.analyse_button.setEnabled(len(self.hand_view.chosen) in self._sizes())

    def _stop_analysis(self) -> None:
        """Stop the analysis (it says nothing more)."""
        if self._errand is not None:
            self._errand.stop.set()
        self.ticket += 1
        self._not_running()

    def _not_running(self) -> None:
        self._errand = None
        self.progress.hide()
        self.stop_button.hide()

    def closeEvent(self, event: QtGui.QCloseEvent) -> None:    # noqa: N802 (Qt's name)
        self._stop_analysis()
        self.errands.stop_and_wait(10.0)     # a closed window leaves no thread running
        super().closeEvent(event)

    # ----- steps of the analysis ---------------------------------------------------------
    def _on_step(self, ticket: int, step) -> None:
        if ticket != self.ticket:
            return
        self.discards = step.discards
        if isinstance(step, ExactOdds):
            self._on_exact(step)
        elif isinstance(step, Finished):
            self._not_running()
            self._on_result(ticket, step.result)
        self.stepped.emit(step)

    def _on_ended(self, ticket: int, stopped: bool = False) -> None:
        if ticket == self.ticket and self.running:      # ended without a result
            self._not_running()

    def _on_failed(self, ticket: int, error: BaseException) -> None:
        if ticket == self.ticket:
            self._not_running()
            self._try_again()
            self.status.setText(fill(self.tr("The analysis failed: %1"), error))

    def _on_exact(self, step: ExactOdds) -> None:
        self.exact = step.result
        mine = self.chosen_index()
        opts = step.result["options"]
        self._fill_table(step.result, mine)
        self._fill_chances(opts, mine)
        self.status.setText(
            fill(self.tr("Exact odds (%1 s): by declaration value alone your discard ranks %2 "
                         "of %3.  Now every discard is valued for the whole deal, as the hint "
                         "and the review value it..."), decimal(step.seconds), mine + 1,
                 len(opts)))

    # ----- results -----------------------------------------------------------------------
    def _on_result(self, ticket: int, result: dict) -> None:
        if ticket != self.ticket:
            return
        self.result = result
        opts = result["options"]
        mine = self.chosen_index()
        chosen, best = opts[mine], opts[0]
        verdict = (self.tr("the best") if mine == 0 else
                   self.tr("as good as the best, within the noise") if chosen["equivalent"]
                   else fill(self.tr("%1 points worse than the best"), decimal(chosen['cost'])))
        self.status.setText(fill(self.tr("Your discard ranks %1 of %2: %3."), mine + 1,
                                 len(opts), verdict))
        self.explanation.setText(result["explanation"])
        self._fill_table(result, mine)
        self._fill_chances(opts, mine)
        self._plot_estimates([(self.discards[i], o["ev"], o["se"] or 0.0)
                              for i, o in enumerate(opts)
                              if o["se"] is not None and (i < CHARTED or i == mine)])
        self._plot_outcomes(chosen, best)
        # the cost the table lists, within the noise or not: the chart says what the
        # table says (the flag keeps which hands were as good as the best)
        cost = max(0.0, float(chosen["cost"]))
        record_hand({"seat": result["seat"], "hand": result["hand"],
                     "chosen": chosen["discard"], "best": best["discard"],
                     "cost": round(cost, 3), "equivalent": bool(chosen["equivalent"])},
                    self.session, self.history_path)
        self._plot_progress()
        self.analysed.emit(result)

    def chosen_index(self) -> int:
        """The player's discard's place among the options last ranked."""
        want = set(self.chosen_discard)
        return next(i for i, d in enumerate(self.discards) if set(d) == want)

    def _fill_table(self, result: dict, mine: int) -> None:
        opts = result["options"]
        palette = self.palette()
        self.table.setUpdatesEnabled(False)
        self.table.setRowCount(len(opts))         # every legal discard
        self._rows = {}
        for i, o in enumerate(opts):
            self._rows[frozenset(self.discards[i])] = i
            mark = self.tr("yours") if i == mine else \
                (self.tr("= best") if o["equivalent"] and i else "")
            values = [str(i + 1), written(self.discards[i]), decimal(o['ev']),
                      decimal(o['se']) if o["se"] is not None else "-",
                      decimal(o['declaration_ev']), decimal(o['cost']), mark]
            for col, v in enumerate(values):
                cell = QtWidgets.QTableWidgetItem(v)
                if i == mine:
                    cell.setBackground(tint(CHOSEN_HUE, palette))
                elif i == 0:
                    cell.setBackground(tint(BEST_HUE, palette))
                self.table.setItem(i, col, cell)
        self.table.setUpdatesEnabled(True)
        for col in range(MARK):     # the mark column stretches (resizing it undoes that)
            self.table.resizeColumnToContents(col)
        self.table.selectRow(mine)
        self.table.scrollToItem(self.table.item(mine, 0),
                                QtWidgets.QAbstractItemView.ScrollHint.PositionAtCenter)

    def _fill_chances(self, opts: list[dict], mine: int) -> None:
        """The chances of the player's discard (``opts[mine]``) and of the best."""
        def block(title: str, i: int) -> str:
            o = opts[i]
            ch = o["chances"]
            rows = []
            for label, key in ((self.tr("Point (cards)"), "point_cards"),
                               (self.tr("Best sequence"), "sequence"),
                               (self.tr("Quatorze"), "quatorze"), (self.tr("Three"), "trio")):
                items = sorted(ch[key].items(), key=lambda kv: -kv[1])[:5]
                text = ", ".join(f"{chance_words(k)} {percent(v, 1)}" for k, v in items) or "-"
                rows.append(f"<tr><td><b>{label}</b></td><td>{text}</td></tr>")
            if "repic_estimate" in ch:
                about = fill(self.tr("about %1"), percent(ch['repic_estimate'], 1))
                rows.append(f"<tr><td><b>{self.tr('Repic')}</b></td><td>{about}</td></tr>")
            se = f" ± {decimal(o['se'])}" if o["se"] is not None else ""
            worth = (fill(self.tr("Full deal %1%2; declarations %3"), decimal(o['ev'], sign=True), se,
                          decimal(o['declaration_ev'], sign=True))
                     if o["ev_basis"] != "declarations only"
                     else fill(self.tr("Declarations %1"), decimal(o['declaration_ev'], sign=True)))
            return ("<h4>" + fill(self.tr("%1: %2"), title, written(self.discards[i])) + "</h4>"
                    f"<p>{worth}</p><table>{''.join(rows)}</table>")
        html = block(self.tr("Yours"), mine)
        if mine != 0:
            html += block(self.tr("Best"), 0)
        self.chances.setHtml(html)

    def _plot_estimates(self, estimates: list[tuple[tuple[Card, ...], float, float]]) -> None:
        """Bars of the best discards' values and yours (best first) with their error
        bars (twice the standard error over the draws)."""
        self.ev_plot.clear()
        if not estimates:
            return
        palette = self.palette()
        xs = list(range(1, len(estimates) + 1))
        brushes = [tone(CHOSEN_HUE, palette) if set(d) == set(self.chosen_discard) else
                   tone(BEST_HUE, palette) if i == 0 else faint(palette)
                   for i, (d, _, _) in enumerate(estimates)]
        evs = np.array([ev for _, ev, _ in estimates], float)
        self.ev_plot.addItem(pg.BarGraphItem(x=xs, height=evs, width=0.7, brushes=brushes,
                                             pen=pg.mkPen(None)))
        self.ev_plot.addItem(pg.ErrorBarItem(
            x=np.array(xs, float), y=evs,
            height=np.array([2 * se for _, _, se in estimates], float),
            pen=pg.mkPen(palette.color(QtGui.QPalette.ColorRole.Text))))
        self.ev_plot.setLabel("bottom", self.tr("discard (best first)"))
        self.ev_plot.setLabel("left", self.tr("points a deal"))

    def _plot_outcomes(self, chosen: dict, best: dict) -> None:
        self.outcome_plot.clear()
        palette = self.palette()
        for o, hue, name in ((best, BEST_HUE, self.tr("best")),
                             (chosen, CHOSEN_HUE, self.tr("yours"))):
            hist = o.get("outcomes")
            if not hist:
                continue
            total = sum(hist["counts"]) or 1
            xs = [hist["start"] + i * hist["width"] for i in range(len(hist["counts"]) + 1)]
            ys = [100 * c / total for c in hist["counts"]]
            self.outcome_plot.plot(xs, ys, stepMode="center",
                                   pen=pg.mkPen(tone(hue, palette), width=2), name=name)
            if o is best and chosen is best:
                break
        self.outcome_plot.setLabel("bottom", self.tr("value after the draw (yours minus the "
                                                     "other's)"))
        self.outcome_plot.setLabel("left", self.tr("% of draws"))

    def _plot_progress(self) -> None:
        self.progress_plot.clear()
        hands, notice = load_history(self.history_path)
        if notice:
            self.notice.setText(notice)
            self.notice.show()
        sessions = cost_by_session(hands)
        if sessions:
            xs = list(range(1, len(sessions) + 1))
            colour = tone(CHOSEN_HUE, self.palette())
            costs = [s[1] for s in sessions]
            self.progress_plot.plot(xs, costs, symbol="o",
                                    symbolBrush=colour, pen=pg.mkPen(colour, width=2))
            # a cost is never below 0; a point at 0 alone would get a range around it
            self.progress_plot.setYRange(0, max(1.0, 1.15 * max(costs)))
        self.progress_plot.setLabel("bottom", self.tr("session"))
        self.progress_plot.setLabel("left", self.tr("points lost a hand"))
