"""The discard practice window: deal a hand, pick the discard, see how it ranks.

The analysis (parlour.trainer.analyse) runs on a worker thread so the window stays
responsive; its answer comes back as a signal with a ticket, and a stale answer (the
player dealt again meanwhile) is dropped.  The window shows the ranked table with the
player's choice marked and its cost, the chances for the chosen and the best discard,
the explanation, and three pyqtgraph charts: expected score per candidate, the outcome
distribution of chosen and best, and the average cost per session (the history).
"""
from __future__ import annotations

import random

import numpy as np
import pyqtgraph as pg

from parlour.engine.cards import card_name, names
from parlour.trainer import analyse
from parlour.odds.exact import discard_sizes
from parlour.trainer.history import cost_by_session, load_history, new_session, record_hand
from parlour.ui.qt import QtCore, QtGui, QtWidgets, Signal

CARD_WIDTH = 64
CHOSEN = QtGui.QColor(42, 157, 143)
BEST = QtGui.QColor(200, 150, 40)


class _Job(QtCore.QRunnable):
    def __init__(self, ticket: int, kwargs: dict, answer: "_Answer"):
        super().__init__()
        self.ticket, self.kwargs, self.answer = ticket, kwargs, answer
        self.setAutoDelete(True)

    def run(self) -> None:
        try:
            result = analyse(**self.kwargs)
        except Exception as exc:  # shown to the player, never lost in the thread
            self.answer.failed.emit(self.ticket, str(exc))
            return
        self.answer.ready.emit(self.ticket, result)


class _Answer(QtCore.QObject):
    ready = Signal(int, object)
    failed = Signal(int, str)


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
            from parlour.ui.cardart.renderer import CardRenderer
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
            from parlour.ui.card_item import CardItem
            item = CardItem(card, self._renderer, CARD_WIDTH)
            item.clicked.connect(lambda it, c=card: self.toggle(c))
            item.set_draggable(True)
            item.dropped.connect(lambda it, pos, c=card: self._dropped(c, pos))
            self.scene().addItem(item)
            return item
        item = QtWidgets.QGraphicsSimpleTextItem(card_name(card))
        self.scene().addItem(item)
        return item

    def _dropped(self, card: int, pos: QtCore.QPointF) -> None:
        """Up out of the row: discard it; down into the row: keep it.  Either way the
        card goes back to its place in the row (raised when discarded)."""
        item = self.items[card]
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
    """Practice the Piquet discard.  ``budget``: seconds of play-outs per analysis."""

    analysed = Signal(object)

    def __init__(self, parent=None, seed: int | None = None, budget: float = 4.0,
                 history_path=None):
        super().__init__(parent)
        self.setWindowTitle("Parlour - discard practice")
        self.rng = random.Random(seed)
        self.budget = budget
        self.history_path = history_path
        self.session = new_session()
        self.hand: list[int] = []
        self.result: dict | None = None
        self.chosen_discard: list[str] = []
        self.ticket = 0
        self.pool = QtCore.QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        # no Qt parent: a job still running when the window goes keeps its answer object
        # alive, and Qt drops the connection to the deleted window
        self._answer = _Answer()
        self._answer.ready.connect(self._on_result)
        self._answer.failed.connect(self._on_failed)
        self._build()
        self.deal()

    # ----- layout ------------------------------------------------------------------------
    def _build(self) -> None:
        top = QtWidgets.QHBoxLayout()
        self.seat_box = QtWidgets.QComboBox()
        self.seat_box.addItems(["Elder", "Younger"])
        self.need_box = QtWidgets.QSpinBox()
        self.need_box.setRange(0, 100)
        self.need_box.setSpecialValueText("no target")
        self.need_box.setToolTip("Points you need this deal (e.g. to cross the Rubicon)")
        self.deal_button = QtWidgets.QPushButton("Deal a hand")
        self.analyse_button = QtWidgets.QPushButton("Discard these")
        # clicked carries a checked flag; a new deal takes no argument from it
        self.deal_button.clicked.connect(lambda _checked=False: self.deal())
        self.analyse_button.clicked.connect(self.submit)
        for w in (QtWidgets.QLabel("Seat:"), self.seat_box, QtWidgets.QLabel("Need:"),
                  self.need_box, self.deal_button, self.analyse_button):
            top.addWidget(w)
        top.addStretch(1)
        self.status = QtWidgets.QLabel()
        self.status.setWordWrap(True)
        # a damaged practice history is said on a line of its own, which the prompts for
        # the hand never overwrite
        self.notice = QtWidgets.QLabel()
        self.notice.setWordWrap(True)
        self.notice.hide()
        self.hand_view = HandView()
        self.hand_view.changed.connect(self._update_status)

        self.table = QtWidgets.QTableWidget(0, 7)
        self.table.setHorizontalHeaderLabels(["#", "Discard", "Score", "± se",
                                              "Declarations", "Cost", ""])
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QtWidgets.QAbstractItemView.EditTrigger.NoEditTriggers)
        self.explanation = QtWidgets.QLabel()
        self.explanation.setWordWrap(True)
        self.chances = QtWidgets.QTextBrowser()

        self.ev_plot = pg.PlotWidget(title="Expected score per discard (played out)")
        self.outcome_plot = pg.PlotWidget(title="Deal scores: chosen and best")
        self.outcome_plot.addLegend()
        self.progress_plot = pg.PlotWidget(title="Average cost per hand, by session")
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
        layout.addLayout(middle, 1)
        layout.addLayout(charts)
        self._plot_progress()

    # ----- actions -----------------------------------------------------------------------
    @property
    def seat(self) -> str:
        return "elder" if self.seat_box.currentIndex() == 0 else "younger"

    def deal(self, cards=None) -> None:
        self.ticket += 1            # any analysis still running is now stale
        self.hand = sorted(cards) if cards is not None else sorted(self.rng.sample(range(32), 12))
        self.result = None
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

    def _update_status(self) -> None:
        n = len(self.hand_view.chosen)
        sizes = self._sizes()
        if self.result is None and not self.hand_view.locked:
            self.status.setText(f"{self.seat.capitalize()}: click the cards to discard "
                                f"({sizes.start} to {sizes.stop - 1}); {n} chosen.")
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
            self.status.setText("That is not a legal number of cards to discard.")
            return
        self.hand_view.locked = True
        self.analyse_button.setEnabled(False)
        self.chosen_discard = names(chosen)
        self.status.setText("Weighing every discard...")
        self.ticket += 1
        need = self.need_box.value() or None
        kwargs = dict(hand=list(self.hand), seat=self.seat, budget=self.budget,
                      extra=[chosen], need=need)
        self.pool.start(_Job(self.ticket, kwargs, self._answer))

    # ----- results -----------------------------------------------------------------------
    def _on_failed(self, ticket: int, message: str) -> None:
        if ticket == self.ticket:
            self.status.setText(f"The analysis failed: {message}")

    def _on_result(self, ticket: int, result: dict) -> None:
        if ticket != self.ticket:
            return
        self.result = result
        opts = result["options"]
        mine = self.chosen_index()
        chosen, best = opts[mine], opts[0]
        verdict = ("the best" if mine == 0 else "as good as the best, within the noise"
                   if chosen["equivalent"] else f"{chosen['cost']:.1f} points worse than the best")
        self.status.setText(f"Your discard ranks {mine + 1} of {len(opts)}: {verdict}.")
        self.explanation.setText(result["explanation"])
        self._fill_table(mine)
        self._fill_chances(chosen, best)
        self._plot_ev(mine)
        self._plot_outcomes(chosen, best)
        cost = 0.0 if chosen["equivalent"] else max(0.0, float(chosen["cost"]))
        record_hand({"seat": result["seat"], "hand": result["hand"],
                     "chosen": chosen["discard"], "best": best["discard"],
                     "cost": round(cost, 3), "equivalent": bool(chosen["equivalent"])},
                    self.session, self.history_path)
        self._plot_progress()
        self.analysed.emit(result)

    def chosen_index(self) -> int:
        want = set(self.chosen_discard)
        return next(i for i, o in enumerate(self.result["options"])
                    if set(o["discard"]) == want)

    def _fill_table(self, mine: int) -> None:
        opts = self.result["options"]
        self.table.setRowCount(len(opts))         # every legal discard
        for i in range(len(opts)):
            r = i
            o = opts[i]
            mark = "yours" if i == mine else ("= best" if o["equivalent"] and i else "")
            values = [str(i + 1), " ".join(o["discard"]) or "(none)", f"{o['ev']:.1f}",
                      f"{o['se']:.1f}" if o["se"] is not None else "-",
                      f"{o['declaration_ev']:.1f}", f"{o['cost']:.1f}", mark]
            for col, v in enumerate(values):
                cell = QtWidgets.QTableWidgetItem(v)
                if i == mine:
                    cell.setBackground(CHOSEN.lighter(170))
                elif i == 0:
                    cell.setBackground(BEST.lighter(170))
                self.table.setItem(r, col, cell)
        self.table.resizeColumnsToContents()
        self.table.selectRow(mine)
        self.table.scrollToItem(self.table.item(mine, 0),
                                QtWidgets.QAbstractItemView.ScrollHint.PositionAtCenter)

    def _fill_chances(self, chosen: dict, best: dict) -> None:
        def block(title: str, o: dict) -> str:
            ch = o["chances"]
            rows = []
            for label, key in (("Point (cards)", "point_cards"), ("Best sequence", "sequence"),
                               ("Quatorze", "quatorze"), ("Three", "trio")):
                items = sorted(ch[key].items(), key=lambda kv: -kv[1])[:5]
                text = ", ".join(f"{k} {100 * v:.1f}%" for k, v in items) or "-"
                rows.append(f"<tr><td><b>{label}</b></td><td>{text}</td></tr>")
            if "repic_estimate" in ch:
                rows.append(f"<tr><td><b>Repic</b></td><td>about "
                            f"{100 * ch['repic_estimate']:.1f}%</td></tr>")
            se = f" ± {o['se']:.1f}" if o["se"] is not None else ""
            return (f"<h4>{title}: {' '.join(o['discard']) or '(none)'}</h4>"
                    f"<p>Full deal {o['ev']:+.1f}{se}; declarations "
                    f"{o['declaration_ev']:+.1f}</p><table>{''.join(rows)}</table>")
        html = block("Yours", chosen)
        if chosen is not best:
            html += block("Best", best)
        self.chances.setHtml(html)

    def _plot_ev(self, mine: int) -> None:
        self.ev_plot.clear()
        opts = [o for o in self.result["options"] if o["ev_basis"] == "playout"]
        xs = list(range(len(opts)))
        brushes = [CHOSEN if set(o["discard"]) == set(self.chosen_discard) else
                   BEST if i == 0 else pg.mkColor(150, 150, 170) for i, o in enumerate(opts)]
        self.ev_plot.addItem(pg.BarGraphItem(x=xs, height=[o["ev"] for o in opts], width=0.7,
                                             brushes=brushes))
        err = pg.ErrorBarItem(x=np.array(xs, float),
                              y=np.array([o["ev"] for o in opts], float),
                              height=np.array([2 * (o["se"] or 0) for o in opts], float))
        self.ev_plot.addItem(err)
        self.ev_plot.setLabel("bottom", "candidate (best first)")
        self.ev_plot.setLabel("left", "points a deal")

    def _plot_outcomes(self, chosen: dict, best: dict) -> None:
        self.outcome_plot.clear()
        for o, colour, name in ((best, BEST, "best"), (chosen, CHOSEN, "yours")):
            hist = o.get("outcomes")
            if not hist:
                continue
            total = sum(hist["counts"]) or 1
            xs = [hist["start"] + i * hist["width"] for i in range(len(hist["counts"]) + 1)]
            ys = [c / total for c in hist["counts"]]
            self.outcome_plot.plot(xs, ys, stepMode="center", pen=pg.mkPen(colour, width=2),
                                   name=name)
            if o is best and chosen is best:
                break
        self.outcome_plot.setLabel("bottom", "deal score (yours minus the other's)")

    def _plot_progress(self) -> None:
        self.progress_plot.clear()
        hands, notice = load_history(self.history_path)
        if notice:
            self.notice.setText(notice)
            self.notice.show()
        sessions = cost_by_session(hands)
        if sessions:
            xs = list(range(1, len(sessions) + 1))
            self.progress_plot.plot(xs, [s[1] for s in sessions], symbol="o",
                                    pen=pg.mkPen(CHOSEN, width=2))
        self.progress_plot.setLabel("bottom", "session")
        self.progress_plot.setLabel("left", "points lost a hand")
