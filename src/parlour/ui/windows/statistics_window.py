"""The statistics window (pyqtgraph): the score through each finished game, results by
game and opponent level, and the win rate over time.

The charts (charts.Chart) take the window's palette; the axes that count games and
scoring events have whole-number ticks; the legends stand under the plots.

Reads the statistics file the controller writes at the end of every game
(store/statistics.py); an unreadable file has already been moved aside with a notice,
which is shown here too.  Games finished before the scores were recorded have no score
plot but still count in the results.
"""
from __future__ import annotations

from ...store import statistics
from ..binding.placeholders import fill
from ..binding.marks import translate
from ..binding.qt import QtCore, QtGui, QtWidgets
from .charts import Chart, series_colour, text_tone, tone
from .new_game_dialog import GAME_TITLES
from .screen_fit import fit_to_screen

WON_HUE, LOST_HUE = 140, 5      # green and red, lost a lighter (dark palette: darker) shade
RATE_FROM = 2       # games of a kind before a win rate is a line (one is a lone dot)
FEW = 5             # the results' scale at least this many games: one is not a tower


def _pg():
    import pyqtgraph as pg
    # pyqtgraph's own defaults from the palette too (each Chart follows its window's)
    palette = QtWidgets.QApplication.palette()
    pg.setConfigOptions(antialias=True, background=palette.color(QtGui.QPalette.ColorRole.Base),
                        foreground=palette.color(QtGui.QPalette.ColorRole.Text))
    return pg


def game_title(entry: dict) -> str:
    return GAME_TITLES.get(entry.get("game"), str(entry.get("game")))


def entry_title(entry: dict) -> str:
    won = {True: translate("StatisticsWindow", "won"),
           False: translate("StatisticsWindow", "lost"),
           None: translate("StatisticsWindow", "no winner")}[entry.get("won")]
    when = str(entry.get("finished", "")).replace("T", " ")[:16]
    totals = entry.get("totals") or []
    score = " – ".join(str(t) for t in totals)
    return fill(translate("StatisticsWindow", "%1  %2 v %3: %4 %5"), when, game_title(entry), statistics.level_of(entry),
                won, score)


class StatisticsWindow(QtWidgets.QDialog):
    def __init__(self, parent=None, games: list[dict] | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Statistics"))
        fit_to_screen(self, 820, 560)
        notice = None
        if games is None:
            games, notice = statistics.load_statistics()
        self.games = games
        _pg()           # pyqtgraph's defaults from the palette, before any chart
        tabs = QtWidgets.QTabWidget()
        self.tabs = tabs
        # 1. the score through one game
        score_tab = QtWidgets.QWidget()
        self.game_list = QtWidgets.QComboBox()
        self.with_progress = [g for g in games if g.get("progress")][::-1]
        for g in self.with_progress:
            self.game_list.addItem(entry_title(g))
        self.score_plot = Chart(whole=("bottom",))
        self.score_plot.legend_below()
        self.score_plot.setLabel("bottom", self.tr("scoring events"))
        self.score_plot.setLabel("left", self.tr("score"))
        self.score_plot.say_when_empty(self.tr("The score through each game you finish "
                                               "shows here, from the first deal to the last."))
        lay = QtWidgets.QVBoxLayout(score_tab)
        lay.addWidget(self.game_list)
        lay.addWidget(self.score_plot, 1)
        self.game_list.currentIndexChanged.connect(self.show_game)
        tabs.addTab(score_tab, self.tr("&Score through a game"))
        # 2. results by game and opponent level
        self.results_plot = Chart(whole=("left",))
        self.results_plot.legend_below()
        self.results_plot.say_when_empty(self.tr("Your games won and lost show here, by game "
                                                 "and by opponent, once you have finished one."))
        self.results_table = QtWidgets.QTableWidget()
        res_tab = QtWidgets.QWidget()
        lay = QtWidgets.QVBoxLayout(res_tab)
        lay.addWidget(self.results_plot, 2)
        lay.addWidget(self.results_table, 1)
        tabs.addTab(res_tab, self.tr("&Results by game and level"))
        # 3. win rate over time
        self.rate_plot = Chart(whole=("bottom",))
        self.rate_plot.legend_below(columns=2)
        # a little room above 1, or its label is cut at the top
        self.rate_plot.setYRange(0, 1, padding=0.06)
        self.rate_plot.say_when_empty(self.tr(
            "How your share of games won moves shows here, a line for each game and "
            "opponent, once you have finished %n games of one against the same opponent.",
            "", RATE_FROM))
        self.rate_plot.setLabel("left", self.tr("share of games won"))
        self.rate_plot.setLabel("bottom", self.tr("games played"))
        tabs.addTab(self.rate_plot, self.tr("&Win rate"))
        layout = QtWidgets.QVBoxLayout(self)
        head = QtWidgets.QLabel(self.summary_text())
        head.setWordWrap(True)
        layout.addWidget(head)
        if notice:
            warn = QtWidgets.QLabel(notice)
            warn.setWordWrap(True)
            warn.setStyleSheet(f"color: {text_tone(0, self.palette()).name()}")
            layout.addWidget(warn)
        layout.addWidget(tabs, 1)
        buttons = QtWidgets.QDialogButtonBox(QtWidgets.QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.show_game(0)
        self.show_results()
        self.show_rates()

    def colour(self, i: int):
        """The i-th series' colour, readable on this window's palette."""
        return series_colour(i, self.palette())

    def summary_text(self) -> str:
        s = statistics.summary(self.games)
        if not s.played:
            return self.tr("No finished games yet: play one to the end and it will be "
                           "counted here.")
        # English's plural by hand (1 alone), the translation's by Qt's %n
        finished = self.tr("1 game finished: %1 won, %2 lost (%3 with undo, hints or a "
                           "restart).") if s.played == 1 else \
            self.tr("%n games finished: %1 won, %2 lost (%3 with undo, hints or a restart).",
                    "", s.played)
        return fill(finished, s.won, s.lost, s.assisted)

    def show_game(self, index: int) -> None:
        self.score_plot.clear()
        if not (0 <= index < len(self.with_progress)):
            return
        g = self.with_progress[index]
        progress = g["progress"]
        human = g.get("human_seat")
        seats = len(progress[0]) if progress else 0
        for seat in range(seats):
            name = self.tr("You") if seat == human else \
                fill(self.tr("Seat %1"), seat + 1) if human is None else self.tr("Computer")
            self.score_plot.plot([row[seat] for row in progress], name=name,
                                 pen=_pg().mkPen(self.colour(seat), width=2))

    def show_results(self) -> None:
        pg = _pg()
        groups = statistics.results_by(
            self.games, lambda g: fill(self.tr("%1\nv %2"), game_title(g), statistics.level_of(g)))
        keys = sorted(groups)
        self.results_plot.clear()
        xs = list(range(len(keys)))
        if keys:
            self.results_plot.addItem(pg.BarGraphItem(
                x=[x - 0.18 for x in xs], height=[groups[k].won for k in keys], width=0.34,
                brush=tone(WON_HUE, self.palette()), name=self.tr("won")))
            self.results_plot.addItem(pg.BarGraphItem(
                x=[x + 0.18 for x in xs], height=[groups[k].lost for k in keys], width=0.34,
                brush=tone(LOST_HUE, self.palette(), shade=1), name=self.tr("lost")))
            axis = self.results_plot.getAxis("bottom")
            axis.setTicks([list(zip(xs, keys))])
            axis.setHeight(44)                  # two-line labels: game, then level
            most = max(max(groups[k].won, groups[k].lost) for k in keys)
            self.results_plot.setYRange(0, max(FEW, most), padding=0.05)
        self.results_plot.setLabel("left", self.tr("games"))
        t = self.results_table
        t.setColumnCount(5)
        t.setHorizontalHeaderLabels([self.tr("Game and opponent"), self.tr("Played"),
                                      self.tr("Won"), self.tr("Lost"), self.tr("Assisted")])
        t.setRowCount(len(keys))
        for r, k in enumerate(keys):
            s = groups[k]
            for c, v in enumerate((k.replace("\n", " "), s.played, s.won, s.lost, s.assisted)):
                item = QtWidgets.QTableWidgetItem(str(v))
                item.setFlags(QtCore.Qt.ItemFlag.ItemIsEnabled)
                if c:                           # counts line up on their last digit
                    item.setTextAlignment(QtCore.Qt.AlignmentFlag.AlignRight
                                          | QtCore.Qt.AlignmentFlag.AlignVCenter)
                t.setItem(r, c, item)
        # the counts as wide as they need, the name of the game and opponent takes the rest
        header = t.horizontalHeader()
        header.setSectionResizeMode(QtWidgets.QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QtWidgets.QHeaderView.ResizeMode.Stretch)
        t.verticalHeader().hide()

    def show_rates(self) -> None:
        self.rate_plot.clear()
        pg = _pg()
        pairs = sorted({(g.get("game"), statistics.level_of(g)) for g in self.games
                        if g.get("game")})
        games = sorted({game for game, _ in pairs})
        levels = sorted({level for _, level in pairs})
        dashes = (QtCore.Qt.PenStyle.SolidLine, QtCore.Qt.PenStyle.DashLine,
                  QtCore.Qt.PenStyle.DotLine, QtCore.Qt.PenStyle.DashDotLine)
        for game, level in pairs:
            rates = statistics.win_rate_over_time(self.games, game, level)
            if len(rates) >= RATE_FROM:
                # a colour per game, a dash per opponent level
                colour = self.colour(games.index(game))
                pen = pg.mkPen(colour, width=2,
                               style=dashes[levels.index(level) % len(dashes)])
                self.rate_plot.plot(list(range(1, len(rates) + 1)), rates,
                                    name=fill(self.tr("%1 v %2"), GAME_TITLES.get(game, game), level),
                                    pen=pen,
                                    symbol="o", symbolSize=5,
                                    symbolBrush=colour)
