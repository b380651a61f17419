"""The side panel: the announcement log keeps the newest line in view."""
from parlour.ui.binding.qt import QtWidgets
from parlour.ui.shell.side_panel import SidePanel
from parlour.engine.actions import Declare


def _newest_line_in_view(log) -> bool:
    last = log.item(log.count() - 1)
    return log.viewport().rect().contains(log.visualItemRect(last).bottomLeft())


def _panel_with_a_long_log(qtbot, line: str) -> SidePanel:
    """A side panel shown, its log forty lines long (more than it can show at once)."""
    panel = SidePanel()
    qtbot.addWidget(panel)
    panel.resize(300, 600)
    panel.show()
    for i in range(40):
        panel.log.say("Elder", f"{line} {i}")
    qtbot.wait(20)
    return panel


def test_the_log_shows_the_newest_line_after_the_panel_below_it_grows(qtbot):
    panel = _panel_with_a_long_log(qtbot, "Point of five, line")
    assert _newest_line_in_view(panel.log)
    # the exchange or the declarations: a tall question takes height from the log
    panel.choice.ask("Declare your point and sequence", [(f"Answer {i}", i) for i in range(8)])
    qtbot.wait(20)
    assert _newest_line_in_view(panel.log)
    panel.choice.clear()
    panel.log.say("", "Deal result: you score 12", "heading")
    panel.choice.ask("Exchange", [("Exchange 5", 5)])
    qtbot.wait(20)
    assert _newest_line_in_view(panel.log)


def test_the_log_stays_where_the_player_scrolled_to_read(qtbot):
    panel = _panel_with_a_long_log(qtbot, "line")
    panel.log.verticalScrollBar().setValue(0)
    panel.choice.ask("Question", [(f"Answer {i}", i) for i in range(8)])
    qtbot.wait(20)
    assert panel.log.verticalScrollBar().value() == 0


LONG = "For me: Tierce to the Queen, Tierce to the Queen, Quatrième to the King (&&c.)"


def test_a_long_answer_wraps_inside_the_panel_instead_of_being_clipped(qtbot):
    from parlour.ui.binding.qt import QtWidgets
    panel = SidePanel()
    scroll = QtWidgets.QScrollArea()          # as the main window holds it
    scroll.setWidget(panel)
    scroll.setWidgetResizable(True)
    qtbot.addWidget(scroll)
    for width in (200, 360):
        scroll.resize(width, 700)
        scroll.show()
        panel.choice.ask("Your answer:", [(LONG, 1), ("E&xchange 5", 2)])
        qtbot.wait(20)
        for b in panel.choice.buttons:
            inside = b.mapTo(panel, b.rect().topLeft()).x() >= 0 and \
                b.mapTo(panel, b.rect().topRight()).x() <= panel.width()
            assert inside, b.text()
            label = b.findChild(QtWidgets.QLabel)
            assert label.height() >= label.heightForWidth(label.width())   # every line shown
            assert label.width() <= b.width()
        assert panel.width() <= width


def test_a_wrapping_answer_keeps_its_mnemonic(qtbot):
    from parlour.ui.binding.qt import QtCore, QtGui
    panel = SidePanel()
    qtbot.addWidget(panel)
    panel.show()
    chosen = []
    panel.choice.chosen.connect(chosen.append)
    panel.choice.ask("", [("E&xchange 5", 5)])
    assert panel.choice.buttons[0].shortcut() == QtGui.QKeySequence("Alt+X")
    qtbot.mouseClick(panel.choice.buttons[0], QtCore.Qt.MouseButton.LeftButton)
    assert chosen == [5]


def test_at_1024_by_700_the_answers_and_undo_fit_without_scrolling(qtbot, tmp_path,
                                                                   monkeypatch):
    """The panel's scroll area sized it by its preferred height, the log's 192 px
    among it: the answers and Undo/Hint fell below the bottom of a small window."""
    import random
    from piquet_driver import drive_until, make_window, start_piquet
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot)
    w.resize(1024, 700)
    c = start_piquet(w, seed=7)

    def declaring():
        legal = c.state.legal_actions()
        return c.waiting_for_human and len(legal) > 2 and type(legal[0]) is Declare
    drive_until(qtbot, c, declaring, random.Random(7))
    assert declaring()
    qtbot.wait(50)
    viewport = w.side.parentWidget()
    assert w.side.height() <= viewport.height()
    bottom = w.side.undo_button.mapTo(w.side, w.side.undo_button.rect().bottomLeft()).y()
    assert bottom <= viewport.height()


def test_a_long_line_wraps_with_a_hanging_indent_at_the_panels_width(qtbot):
    """Seen in the walk: "…; Computer wins" fell onto a line of its own at the left
    edge.  A long line now goes on indented under its first words, and its height
    follows the panel's width."""
    from parlour.ui.shell.side_panel import HangingLines
    panel = _panel_with_a_long_log(qtbot, "Trick 11: Computer K♦, You 10♥; Computer wins")
    log = panel.log
    item = log.item(log.count() - 1)
    wide = item.sizeHint().height()
    panel.resize(220, 600)
    qtbot.wait(20)
    narrow = item.sizeHint().height()
    assert narrow > wide                     # wrapped onto more lines when narrower
    doc = log.lines_delegate._document(QtWidgets.QStyleOptionViewItem(), log.indexFromItem(item))
    assert doc.textWidth() <= log.viewport().width()
    block = doc.begin().blockFormat()
    assert block.leftMargin() == HangingLines.INDENT and block.textIndent() == -HangingLines.INDENT
