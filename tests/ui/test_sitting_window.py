"""The sitting sheet window: the table of games, the running-net plot, the settlement,
a new sitting keeping the old one, a damaged file reported; and from the main window, a
finished game appears on the sheet."""
from __future__ import annotations

import pytest

from parlour.engine.bezique import settle_rubicon
from parlour.engine.games import new_game
from parlour.sitting import Entry, Sheet, entry_for
from parlour.store import sittings
from parlour.store.settings import Settings
from parlour.ui.shell.main_window import MainWindow
from parlour.ui.sitting.window import SittingWindow, game_title, running_line, settlement_text

P = ["You", "Computer (club)"]
BOOK = [((1830, 1260), None), ((1260, 1140), (7, 25)), ((920, 440), None)]   # +11 -6 +26


def set_down_book_games():
    for scores, brisques in BOOK:
        e = entry_for("rubicon-bezique", "rubicon", P, settle_rubicon(scores, brisques))
        sittings.record_entry(e, "rubicon-bezique", "rubicon", "hundreds")


def cells(w, row):
    t = w.table
    return [t.item(row, c).text() if t.item(row, c) else "" for c in range(t.columnCount())]


def test_the_table_plot_and_settlement_of_the_book_games(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    set_down_book_games()
    w = SittingWindow()
    qtbot.addWidget(w)
    w.show()
    assert w.table.rowCount() == 4                               # three games and the total
    assert cells(w, 0)[:6] == ["1", "You", "+11", "-11", "+11", "-11"]
    assert cells(w, 1)[:6] == ["2", "Computer (club)", "-6", "+6", "+5", "-5"]
    assert cells(w, 2)[:6] == ["3", "You", "+26", "-26", "+31", "-31"]
    assert cells(w, 3)[:6] == ["Total", "", "", "", "+31", "-31"]
    assert cells(w, 0)[6] == "1830 to 1260: game: 1800 - 1200 + 500 = 1100"
    lines = w.plot.getPlotItem().listDataItems()
    assert len(lines) == 2
    xs, ys = lines[0].getData()
    assert list(xs) == [0, 1, 2, 3] and list(ys) == [0, 11, 5, 31]
    assert list(lines[1].getData()[1]) == [0, -11, -5, -31]
    assert w.settle.text() == "To settle: Computer (club) pays You 31 hundred."
    assert "hundreds only" in w.head.text()


def test_new_sitting_keeps_the_old_one_to_look_back_at(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    set_down_book_games()
    w = SittingWindow()
    qtbot.addWidget(w)
    assert w.new_button.isEnabled()
    w.new_button.click()
    assert w.chooser.count() == 2
    assert w.table.rowCount() == 0 and w.settle.text() == "No games yet in this sitting."
    assert not w.new_button.isEnabled()                    # nothing to close yet
    w.chooser.setCurrentIndex(1)
    assert w.table.rowCount() == 4 and w.settle.text().startswith("Settled: ")
    s, _ = sittings.load_sittings()
    assert len(s.past) == 1 and s.current.entries == []


def test_no_sitting_yet_says_what_the_sheet_is_for(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = SittingWindow()
    qtbot.addWidget(w)
    assert "No sitting yet" in w.head.text() and w.table.rowCount() == 0
    assert not w.new_button.isEnabled()


def test_a_damaged_file_is_reported_not_fatal(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    path = sittings.sittings_path()
    path.write_text("{half a sheet")
    w = SittingWindow()
    qtbot.addWidget(w)
    assert w.warn.text().startswith("Your sitting sheets could not be read")
    assert not w.warn.isHidden() and w.table.rowCount() == 0


def test_partners_lines_both_show_and_four_players_settle(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    names = ["You", "West", "Partner", "East"]
    sheet = Sheet("piquet", "voleur", names, "games")
    sheet.add(Entry(0, names, "You and Partner", {"You": 2, "West": -2, "Partner": 2, "East": -2}))
    sittings.save_sittings(sittings.Sittings(sheet))
    w = SittingWindow()
    qtbot.addWidget(w)
    widths = [item.opts["pen"].width() for item in w.plot.getPlotItem().listDataItems()]
    assert widths[0] > widths[2] and widths[1] > widths[3]     # the shared line is two-coloured
    assert settlement_text(sheet) == "To settle: West pays You 2 games; East pays Partner 2 games."
    assert "(a lurch counts two)" in w.head.text()
    sheet.add(Entry(0, names, "West and East", {"You": -3, "West": 3, "Partner": -3, "East": 3}))
    assert settlement_text(sheet) == "To settle: You pay West 1 game; Partner pays East 1 game."


def test_titles():
    assert game_title("rubicon-bezique", "rubicon") == "Rubicon Bézique"
    assert game_title("piquet", "rubicon") == "Piquet Rubicon (six deals)"
    sheet = Sheet("piquet", "au-cent", P, "games")
    sheet.add(Entry(0, P, "You", {"You": 2, "Computer (club)": -2}))
    assert running_line(sheet) == "Sitting sheet after 1 game: You +2, Computer (club) -2 (games)"


@pytest.mark.slow
def test_a_game_finished_in_the_main_window_is_on_the_open_sheet(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = MainWindow(Settings(animation_speed=0.0), autosave=True)
    qtbot.addWidget(w)
    titles = [a.text() for a in w.menuBar().actions()[0].menu().actions()]
    assert "S&itting sheet…" in titles
    w.show_sitting()
    sheet_window = w._sitting
    assert sheet_window.table.rowCount() == 0
    state = new_game("piquet", "au-cent", {}, seats=["You", "Computer (random)"], seed=4)
    c = w.start(state, None, "random")                  # the computer plays both seats
    qtbot.waitUntil(lambda: c.over, timeout=60000)
    r = c.state.result()
    won = c.state.seats[r.winner]
    assert sheet_window.table.rowCount() == 2
    row = cells(sheet_window, 0)
    assert row[1] == won
    col = 2 + sheet_window.sheet.players.index(won)
    assert row[col] == f"+{r.value}"
    ys = sheet_window.plot.getPlotItem().listDataItems()[0].getData()[1]
    assert len(ys) == 2
    assert any(line.startswith("Sitting sheet after 1 game") for line in w.side.log.lines())
    w.show_sitting()
    assert w._sitting is sheet_window
    c.stop()


def test_the_running_net_chart_takes_the_windows_palette(qtbot, tmp_path, monkeypatch):
    from parlour.ui.binding.qt import QtGui
    Role = QtGui.QPalette.ColorRole
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    set_down_book_games()
    w = SittingWindow()
    qtbot.addWidget(w)
    light = w.palette()
    assert w.plot.backgroundBrush().color() == light.color(Role.Base)
    lines = w.plot.getPlotItem().listDataItems()
    assert len(lines) == 2 and all(
        abs(item.opts["pen"].color().lightnessF() - light.color(Role.Base).lightnessF()) > 0.3
        for item in lines)
    dark = QtGui.QPalette(light)
    dark.setColor(Role.Base, QtGui.QColor(25, 25, 30))
    dark.setColor(Role.Text, QtGui.QColor(235, 235, 235))
    w.setPalette(dark)
    assert w.plot.backgroundBrush().color() == dark.color(Role.Base)
    assert w.plot.getAxis("left").textPen().color() == dark.color(Role.Text)
    assert w.plot.getAxis("bottom").tickStrings([1.0, 2.0], 1, 1) == ["1", "2"]
