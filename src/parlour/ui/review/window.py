"""The review window: the expert goes over the player's Piquet decisions in a deal or a
whole partie (ai/piquet/review.py), row by row as they are weighed, with a progress bar
and a way to stop.  Selecting a row shows the hand the player held then, his choice
raised out of it (the discard practice's hand, locked).

The review runs on its own thread (review/runner.py) from the game's record; the
sentences are the review's own (review_words.py), never made here.
"""
from __future__ import annotations

from ...ai.brain import Budget
from ...ai.piquet.review import Decision, is_reviewable, last_deal_of, total_cost
from ...ai.piquet.review_words import (Z95, choice_words, cost_figure, costs_nothing,
                                       sentence, written)
from ...engine import records
from ...engine.cards import card_symbol
from ...language import decimal
from ..binding.placeholders import fill
from ..binding.qt import QtCore, QtGui, QtWidgets
from ..windows.screen_fit import fit_to_screen
from .runner import ReviewRunner

QT_TRANSLATE_NOOP = QtCore.QT_TRANSLATE_NOOP     # the name lupdate reads
COLUMNS = (QT_TRANSLATE_NOOP("ReviewWindow", "Deal"), QT_TRANSLATE_NOOP("ReviewWindow", "Decision"), QT_TRANSLATE_NOOP("ReviewWindow", "Yours"),
           QT_TRANSLATE_NOOP("ReviewWindow", "The expert's"), QT_TRANSLATE_NOOP("ReviewWindow", "Cost"), QT_TRANSLATE_NOOP("ReviewWindow", "Why"))
KINDS = {"exchange": QT_TRANSLATE_NOOP("ReviewWindow", "Exchange"), "play": QT_TRANSLATE_NOOP("ReviewWindow", "Card"),
         "declare": QT_TRANSLATE_NOOP("ReviewWindow", "Declaration")}


# a card as the table writes it (K♥), not as the record does (KH)
symbol = card_symbol


def can_review(controller) -> bool:
    """A two-handed Piquet game with a player at the table who has made a choice."""
    if controller is None or controller.human_seat is None:
        return False
    state = controller.state
    if not is_reviewable(state.game, state.variant, len(state.seats)):
        return False
    return any(a.seat == controller.human_seat for log in state.deals for a in log.actions)


class ReviewWindow(QtWidgets.QDialog):
    def __init__(self, data: dict, seat: int, deal: int | None = None,
                 budget: Budget | None = None, parent=None):
        super().__init__(parent)
        self.setWindowModality(QtCore.Qt.WindowModality.NonModal)
        self.data, self.seat, self.deal = data, seat, deal
        self.decisions: list[Decision] = []
        if deal is not None:
            self.setWindowTitle(fill(self.tr("Review of deal %1"), deal))
            heading = fill(self.tr("The expert goes over your decisions in deal %1, from what "
                                   "you could see at each one. The cost is in points a deal, "
                                   "with its 95% margin."), deal)
        else:
            self.setWindowTitle(self.tr("Review of the partie"))
            heading = self.tr("The expert goes over your decisions in the partie, from what "
                              "you could see at each one. The cost is in points a deal, with "
                              "its 95% margin.")
        self.heading = QtWidgets.QLabel(heading)
        self.heading.setWordWrap(True)
        self.progress = QtWidgets.QProgressBar()
        self.progress.setRange(0, 0)            # busy until the decisions are counted
        self.status = QtWidgets.QLabel(self.tr("Reading the record…"))
        self.table = QtWidgets.QTableWidget(0, len(COLUMNS))
        self.table.setHorizontalHeaderLabels([self.tr(c) for c in COLUMNS])
        self.table.setEditTriggers(QtWidgets.QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QtWidgets.QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QtWidgets.QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setWordWrap(True)
        # a long sentence wraps onto more lines, never elided: each row's height follows
        # its sentence as the columns widen or narrow (a small window, a wider Cost)
        self.table.setTextElideMode(QtCore.Qt.TextElideMode.ElideNone)
        rows = self.table.verticalHeader()
        rows.setVisible(False)
        rows.setSectionResizeMode(QtWidgets.QHeaderView.ResizeMode.ResizeToContents)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QtWidgets.QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(len(COLUMNS) - 1, QtWidgets.QHeaderView.ResizeMode.Stretch)
        self.table.itemSelectionChanged.connect(self._show_moment)
        self.moment = QtWidgets.QLabel(self.tr("Select a decision to see the hand you held."))
        self.moment.setWordWrap(True)
        self.moment.setTextInteractionFlags(QtCore.Qt.TextInteractionFlag.TextSelectableByMouse)
        # the hand then, your choice raised; imported here, not when a deal ends (the
        # practice window's module brings pyqtgraph, seconds to load on a slow machine)
        from ..trainer.window import HandView
        self.hand_view = HandView()
        self.hand_view.setVisible(False)
        self.cancel_button = QtWidgets.QPushButton(self.tr("&Stop the review"))
        self.cancel_button.clicked.connect(self.cancel)
        self.close_button = QtWidgets.QPushButton(self.tr("&Close"))
        self.close_button.clicked.connect(self.close)
        row = QtWidgets.QHBoxLayout()
        row.addWidget(self.status, 1)
        row.addWidget(self.cancel_button)
        row.addWidget(self.close_button)
        layout = QtWidgets.QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.progress)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.moment)
        layout.addWidget(self.hand_view)
        layout.addLayout(row)
        fit_to_screen(self, 900, 700)
        self.runner = ReviewRunner()
        self.runner.step.connect(self._step)
        self.runner.ended.connect(self._ended)
        self.runner.failed.connect(self._failed)
        app = QtWidgets.QApplication.instance()
        if app is not None:     # never leave the review's thread running as Parlour quits
            app.aboutToQuit.connect(self._quitting)
        self.runner.start(data, seat, {deal} if deal is not None else None, budget)

    # ----- the review's answers -----------------------------------------------------------
    def _step(self, done: int, total: int, decision) -> None:
        self.progress.setRange(0, max(total, 1))
        self.progress.setValue(done if total else 1)
        self.status.setText(fill(self.tr("Weighing decision %1 of %2…"), min(done + 1, total),
                                 total) if done < total
                            else self.tr("1 decision weighed.") if total == 1
                            else self.tr("%n decisions weighed.", "", total))
        if decision is not None:
            self._add_row(decision)

    def _add_row(self, d: Decision) -> None:
        self.decisions.append(d)
        r = self.table.rowCount()
        self.table.insertRow(r)
        # a declaration's cost may be negative: the player's lesser one came out better
        cost = "—" if sorted(d.chosen) == sorted(d.best) else cost_figure(d.cost, d.se)
        cells = (str(d.deal), self.tr(KINDS[d.kind]) if d.kind in KINDS else d.kind, written(d.chosen, symbol),
                 written(d.best, symbol), cost, sentence(d, symbol))
        for c, text in enumerate(cells):
            item = QtWidgets.QTableWidgetItem(text)
            if c == len(cells) - 1:
                item.setToolTip(text)
            if d.costly():      # a cost clearly above its own noise stands out; no other
                font = item.font()
                font.setBold(True)
                item.setFont(font)
            self.table.setItem(r, c, item)

    def _ended(self, stopped: bool) -> None:
        self.cancel_button.setEnabled(False)
        done = self.progress.value()
        if stopped:
            self.status.setText(fill(self.tr("Stopped after %1 of %2 decisions."), done,
                                     self.progress.maximum()))
            return
        if not self.decisions:
            self.status.setText(self.tr("You had no choice to make here."))
            return
        cost, se = total_cost(self.decisions)
        weighed, forced = len(self.decisions), done - len(self.decisions)
        # the progress counted every decision; one with a single choice has no row
        # English's plural by hand (1 alone), the translation's by Qt's %n (French: 0 too)
        said = self.tr("1 decision weighed") if weighed == 1 else \
            self.tr("%n decisions weighed", "", weighed)
        if forced > 0:
            said += self.tr(" (1 more had only one choice)") if forced == 1 else \
                self.tr(" (%n more had only one choice)", "", forced)
        said += self.tr(": yours cost nothing against the expert's.") \
            if costs_nothing(cost, se) else \
            fill(self.tr(": yours cost %1 points (± %2) against the expert's."),
                 decimal(cost), decimal(Z95 * se))
        self.status.setText(said)

    def _failed(self, message: str) -> None:
        self.cancel_button.setEnabled(False)
        self.status.setText(self.tr("The review could not go on."))
        self.moment.setText(message)

    def _show_moment(self) -> None:
        rows = self.table.selectionModel().selectedRows()
        if not rows:
            return
        d = self.decisions[rows[0].row()]
        self.moment.setText(
            fill(self.tr("Deal %1, your hand: %2. You: %3; the expert: %4."), d.deal,
                 written(d.hand, symbol), choice_words(d.kind, d.chosen, symbol),
                 choice_words(d.kind, d.best, symbol)))
        view = self.hand_view
        view.show_hand(list(d.hand))
        for card in d.chosen:
            view.toggle(card)
        view.locked = True                # to look at, not to choose
        view.setVisible(True)

    # ----- stopping -----------------------------------------------------------------------
    def cancel(self) -> None:
        if self.runner.running():
            self.runner.cancel()
            self.status.setText(self.tr("Stopping…"))
            self.cancel_button.setEnabled(False)

    def _quitting(self) -> None:
        self.runner.cancel()
        self.runner.wait(10.0)

    def closeEvent(self, event: QtGui.QCloseEvent) -> None:
        self.runner.cancel()            # no need to wait: the thread ends by itself
        super().closeEvent(event)


def open_review(window, whole: bool, deal: int | None = None) -> ReviewWindow | None:
    """Game > Review this deal / partie, or the deal's summary: the review of what the
    mode on ``window`` (a MainWindow) offers for review (shell/mode.py ``reviewed``: the
    game on the table for its player, or a record opened); ``deal`` (1, 2, ...) or the
    last deal he played in.  None, with a word in the status bar, when there is nothing
    to review."""
    reviewed = window.mode.reviewed(window.controller)
    if reviewed is None:
        window.statusBar().showMessage(QtCore.QCoreApplication.translate(
            "ReviewWindow", "A review is for two-handed Piquet, once you have made a choice."),
            6000)
        return None
    state, seat = reviewed
    data = records.record_of(state)
    if not whole and deal is None:
        deal = last_deal_of(data, seat)
    old = getattr(window, "review_window", None)
    if old is not None:          # one review at a time: the last one gives way
        old.close()
        old.deleteLater()
    dialog = ReviewWindow(data, seat, None if whole else deal, parent=window)
    window.review_window = dialog
    dialog.show()
    dialog.raise_()
    return dialog
