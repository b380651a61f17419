"""The sitting sheet window: the games of the sitting, each player's net game by game
and running, a pyqtgraph plot of the running net, and who pays whom to settle.

Reads the sheets the controller writes at the end of every game (store/sittings.py);
"New sitting" closes the current one (kept under the past sittings) and starts afresh.
"""
from __future__ import annotations

import html

from ...engine.games import Family, family_of
from ...sitting import Sheet
from ...store import sittings as store
from ..binding.placeholders import fill
from ..binding.marks import translate
from ...engine.sentences import player
from ..binding.qt import QtCore, QtWidgets
from ..windows.charts import Chart, faint, series_colour, text_tone, tone
from ..windows.game_titles import game_title
from ..windows.screen_fit import fit_to_screen
from ..windows.statistics_window import _pg  # pyqtgraph, configured as for every Parlour chart

QT_TRANSLATE_NOOP = QtCore.QT_TRANSLATE_NOOP     # the name lupdate reads
UNIT_NOTE = {"hundreds": QT_TRANSLATE_NOOP("SittingWindow", "in hundreds (the book sets down the hundreds only)"),
             "points": QT_TRANSLATE_NOOP("SittingWindow", "in points"), "games": QT_TRANSLATE_NOOP("SittingWindow", "in games")}
UNITS = {"hundreds": QT_TRANSLATE_NOOP("SittingWindow", "hundreds"), "points": QT_TRANSLATE_NOOP("SittingWindow", "points"), "games": QT_TRANSLATE_NOOP("SittingWindow", "games")}


def _tr(text: str) -> str:
    return QtCore.QCoreApplication.translate("SittingWindow", text)


def _games(n: int) -> str:
    """"1 game", "3 games" (English's plural by hand, the translation's by Qt's %n)."""
    return translate("SittingWindow", "1 game") if n == 1 else QtCore.QCoreApplication.translate(
        "SittingWindow", "%n games", "", n)


def sheet_title(sheet: Sheet) -> str:
    game = sheet.title or game_title(sheet.game, sheet.variant)
    return fill(translate("SittingWindow", "%1: %2"), game, translate("SittingWindow", " v ").join(
        player(p) for p in sheet.players))


def when(text: str) -> str:
    return text.replace("T", " ")[:16]


def signed(n: int) -> str:
    return f"+{n}" if n > 0 else str(n)        # "-" and "0" as they are


def settlement_text(sheet: Sheet, past: bool = False) -> str:
    if not sheet.entries:
        return translate("SittingWindow", "No games yet in this sitting.")
    pay = sheet.settlement()
    if not pay:
        return translate("SittingWindow", "All square: nothing to settle.")
    # "You pay" where the player is named You (the default name), else "X pays"
    payments = translate("SittingWindow", "; ").join(
        fill(translate("SittingWindow", "%1 pay %2 %3") if p.payer == "You" else translate("SittingWindow", "%1 pays %2 %3"),
             player(p.payer), player(p.payee), sheet.unit_word(p.amount)) for p in pay)
    return fill(translate("SittingWindow", "Settled: %1.") if past else translate("SittingWindow", "To settle: %1."), payments)


def running_line(sheet: Sheet) -> str:
    """One line for the game log: the sitting's standing after the last game."""
    totals = sheet.totals()
    games = len(sheet.entries)
    return fill(translate("SittingWindow", "Sitting sheet after %1: %2 (%3)"), _games(games),
                ", ".join(f"{player(p)} {signed(totals[p])}" for p in sheet.players),
                _tr(UNITS[sheet.unit]) if sheet.unit in UNITS else sheet.unit)


class SheetTable(QtWidgets.QTableWidget):
    """The sheet's table: the wrapped reckoning's height follows the table's width."""

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        # after the header has shared out the new width
        QtCore.QTimer.singleShot(0, self, self.resizeRowsToContents)


class SittingWindow(QtWidgets.QDialog):
    def __init__(self, parent=None, path=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Sitting sheet"))
        fit_to_screen(self, 980, 660)
        self.path = path
        self.sittings = store.Sittings()
        self.notice: str | None = None
        self.chooser = QtWidgets.QComboBox()
        self.chooser.currentIndexChanged.connect(self._chosen)
        self.head = QtWidgets.QLabel()
        self.head.setWordWrap(True)
        self.warn = QtWidgets.QLabel()
        self.warn.setWordWrap(True)
        self.warn.setStyleSheet(f"color: {tone(0, self.palette()).name()}")   # a red of the palette
        self.warn.hide()
        self.table = SheetTable()
        self.table.setEditTriggers(QtWidgets.QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QtWidgets.QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().hide()
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(True)
        self.table.setHorizontalScrollBarPolicy(QtCore.Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.plot = Chart(whole=("bottom",))       # the window's palette, whole games
        self.plot.showGrid(y=True, alpha=0.25)
        self.plot.setLabel("bottom", self.tr("games played"))
        self.plot.say_when_empty(self.tr("Each player's running net shows here, game by "
                                         "game, once the first game of the sitting is "
                                         "finished."))
        self.settle = QtWidgets.QLabel()
        self.settle.setWordWrap(True)
        font = self.settle.font()
        font.setBold(True)
        self.settle.setFont(font)
        split = QtWidgets.QSplitter(QtCore.Qt.Orientation.Vertical)
        split.addWidget(self.table)
        split.addWidget(self.plot)
        split.setSizes([300, 260])
        self.new_button = QtWidgets.QPushButton(self.tr("&New sitting"))
        self.new_button.setToolTip(self.tr("Close this sitting (it stays under the past "
                                           "sittings) and start a fresh sheet"))
        self.new_button.clicked.connect(self.new_sitting)
        buttons = QtWidgets.QDialogButtonBox(QtWidgets.QDialogButtonBox.StandardButton.Close)
        buttons.addButton(self.new_button, QtWidgets.QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        top = QtWidgets.QHBoxLayout()
        top.addWidget(QtWidgets.QLabel(self.tr("&Sitting:")))
        top.itemAt(0).widget().setBuddy(self.chooser)
        top.addWidget(self.chooser, 1)
        layout = QtWidgets.QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.warn)
        layout.addWidget(self.head)
        layout.addWidget(split, 1)
        layout.addWidget(self.settle)
        layout.addWidget(buttons)
        self.reload()

    # ----- which sheet ------------------------------------------------------------------
    def sheets(self) -> list[Sheet]:
        """The chooser's sheets: the current one first, then the past, newest first."""
        cur = [self.sittings.current] if self.sittings.current is not None else []
        return cur + self.sittings.past[::-1]

    def reload(self) -> None:
        """Read the sheets again (a game has just been set down, or a new sitting)."""
        self.sittings, notice = store.load_sittings(self.path)
        if notice:
            self.notice = notice
        self.warn.setText(self.notice or "")
        self.warn.setVisible(bool(self.notice))
        self.chooser.blockSignals(True)
        self.chooser.clear()
        for i, sheet in enumerate(self.sheets()):
            which = self.tr("This sitting") if i == 0 and sheet is self.sittings.current \
                else self.tr("Past")
            self.chooser.addItem(fill(self.tr("%1: %2, begun %3 (%4)"), which, sheet_title(sheet),
                                      when(sheet.started), _games(len(sheet.entries))))
        self.chooser.blockSignals(False)
        self.chooser.setCurrentIndex(0)
        self._chosen(0)
        self.new_button.setEnabled(bool(self.sittings.current and
                                        self.sittings.current.entries))

    def _chosen(self, index: int) -> None:
        sheets = self.sheets()
        self.show_sheet(sheets[index] if 0 <= index < len(sheets) else None)

    def new_sitting(self) -> None:
        try:
            store.new_sitting(self.path)
        except OSError as exc:
            self.notice = fill(self.tr("Could not start a new sitting: %1"), exc)
        self.reload()

    # ----- drawing it -------------------------------------------------------------------
    def show_sheet(self, sheet: Sheet | None) -> None:
        self.sheet = sheet
        if sheet is None:
            self.head.setText(self.tr("No sitting yet: every game you finish is set down "
                                      "here, with each player's net and the running total."))
            self.table.clear()
            self.table.setRowCount(0)
            self.table.setColumnCount(0)
            self.plot.clear()
            self.settle.setText("")
            return
        wins = sheet.wins()
        games = len(sheet.entries)
        won = ", ".join(f"{player(p)} {wins[p]}" for p in sheet.players)
        note = self.tr(UNIT_NOTE[sheet.unit])
        if sheet.unit == "games" and family_of(sheet.game) is Family.PIQUET:
            note += self.tr(" (a lurch counts two)")
        played = fill(self.tr("%1 played; games won: %2."), _games(games), won) if games \
            else fill(self.tr("%1 played."), _games(games))
        self.head.setText(f"<b>{html.escape(sheet_title(sheet))}</b><br>"
                          + html.escape(fill(self.tr("Net %1."), note)) + " "
                          + html.escape(played))
        self.fill_table(sheet)
        self.draw_plot(sheet)
        self.settle.setText(settlement_text(sheet, sheet is not self.sittings.current))

    def fill_table(self, sheet: Sheet) -> None:
        t = self.table
        players = sheet.players
        heads = [self.tr("Game"), self.tr("Won by")] \
            + [fill(self.tr("%1\nthis game"), player(p)) for p in players] \
            + [fill(self.tr("%1\nrunning"), player(p)) for p in players] + [self.tr("How it was reckoned")]
        t.clear()
        t.setColumnCount(len(heads))
        t.setHorizontalHeaderLabels(heads)
        running = sheet.running()
        t.setRowCount(len(sheet.entries) + (1 if sheet.entries else 0))
        for r, (e, run) in enumerate(zip(sheet.entries, running)):
            nets = [signed(e.net_of(p)) if p in e.players else "" for p in players]
            row = [str(e.number), e.winner or self.tr("drawn")] + nets \
                + [signed(run[p]) for p in players] + [e.detail]
            for c, text in enumerate(row):
                self._cell(r, c, text, numeric=2 <= c < 2 + 2 * len(players))
            t.item(r, len(row) - 1).setToolTip(e.detail)
        if sheet.entries:
            r = len(sheet.entries)
            totals = sheet.totals()
            row = [self.tr("Total"), ""] + [""] * len(players) \
                + [signed(totals[p]) for p in players] + [""]
            for c, text in enumerate(row):
                self._cell(r, c, text, numeric=2 <= c < 2 + 2 * len(players), bold=True)
        t.resizeColumnsToContents()
        # the reckoning takes the width that is left, wrapped rather than scrolled to
        header = t.horizontalHeader()
        header.setSectionResizeMode(len(heads) - 1, QtWidgets.QHeaderView.ResizeMode.Stretch)
        header.setDefaultAlignment(QtCore.Qt.AlignmentFlag.AlignLeft
                                   | QtCore.Qt.AlignmentFlag.AlignVCenter)
        t.resizeRowsToContents()
        if sheet.entries:
            t.scrollToBottom()

    def _cell(self, r: int, c: int, text: str, numeric: bool, bold: bool = False) -> None:
        item = QtWidgets.QTableWidgetItem(text)
        align = QtCore.Qt.AlignmentFlag
        item.setTextAlignment((align.AlignRight if numeric else align.AlignLeft)
                              | align.AlignVCenter)
        if numeric and text.startswith("-"):
            item.setForeground(text_tone(5, self.table.palette()))
        if bold:
            f = item.font()
            f.setBold(True)
            item.setFont(f)
        self.table.setItem(r, c, item)

    def draw_plot(self, sheet: Sheet) -> None:
        pg = _pg()
        self.plot.clear()
        self.plot.setTitle(None)
        if not sheet.entries:                # the words say what will come, not bare axes
            return
        self.plot.setLabel("left", fill(self.tr("running net (%1)"),
                                           _tr(UNITS.get(sheet.unit, sheet.unit))))
        xs = list(range(len(sheet.entries) + 1))
        running = [{p: 0 for p in sheet.players}] + sheet.running()
        palette = self.plot.palette()
        colours = [series_colour(i, palette).name() for i in range(len(sheet.players))]
        self.plot.addItem(pg.InfiniteLine(pos=0, angle=0, pen=pg.mkPen(
            faint(palette), style=QtCore.Qt.PenStyle.DashLine)))
        # the key above the plot, where it never hides a point
        self.plot.setTitle("&nbsp;&nbsp;&nbsp;".join(
            f"<span style='color:{colours[i]}'>&#9644; {html.escape(p)}</span>"
            for i, p in enumerate(sheet.players)), size="10pt")
        series = [[run[p] for run in running] for p in sheet.players]
        for i, p in enumerate(sheet.players):
            colour = colours[i]
            # partners run together: a line shared with later players is drawn wider,
            # and one shared with earlier players dashed, so each colour shows along it
            under = sum(series[j] == series[i] for j in range(i + 1, len(series)))
            over = any(series[j] == series[i] for j in range(i))
            style = QtCore.Qt.PenStyle.DashLine if over else QtCore.Qt.PenStyle.SolidLine
            self.plot.plot(xs, series[i], name=p,
                           pen=pg.mkPen(colour, width=2 + 3 * under, style=style),
                           symbol="o", symbolSize=7 + 3 * under, symbolBrush=colour,
                           symbolPen=colour)
        axis = self.plot.getAxis("bottom")
        step = max(1, len(xs) // 12)
        axis.setTicks([[(x, str(x)) for x in xs[::step]]])
        self.plot.enableAutoRange()
