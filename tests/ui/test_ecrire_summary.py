"""À écrire at the end of a deal: with "After each deal, show what it was worth and
wait" ticked the sitting holds, as the two-handed game and the round table do, on a
summary of the deal (the two players' hands after the exchange, each class with who
scored it and why, the play) and the sitting's running sheet; the next deal is dealt, and
said in the log, when the player presses Next deal."""
from __future__ import annotations

import random

from PySide6.QtTest import QTest

from parlour.engine.actions import Play
from parlour.ui.binding.qt import QtCore
from parlour.ui.ecrire.sheet import read_sheet
from parlour.ui.windows.new_game_dialog import NewGameChoice

from piquet_driver import choose_for_human, make_window

Qt = QtCore.Qt


def start_sitting(w, seed=7):
    choice = NewGameChoice("piquet", "ecrire", {"rotation": "turns", "tours": 1},
                           "random", "me", 3)
    return w.start_new(choice, seed=seed)


def play_to_the_last_card(qtbot, c, rng):
    """The human's moves through the controller up to his last card of the deal."""
    def step():
        if c.waiting_for_human and not c.busy:
            if type(c.state.legal_actions()[0]) is Play and \
                    len(c.state.observation(0).hand) == 1:
                return True
            c.submit(choose_for_human(c, rng))
        return False
    qtbot.waitUntil(step, timeout=60000)


def test_the_sitting_waits_on_the_deal_and_its_sheet_until_next_deal(qtbot, tmp_path,
                                                                      monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot)
    w.settings.pause_after_deal = True
    c = start_sitting(w)
    play_to_the_last_card(qtbot, c, random.Random(3))
    w.view.setFocus()
    QTest.keyClick(w.view, Qt.Key.Key_Right)          # the last card, played by key
    QTest.keyClick(w.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: w.deal_summary_shown() or
                    (len(c.state.deals) >= 2 and c.waiting_for_human), timeout=20000)
    assert w.deal_summary_shown(), "the next deal went on without the summary"
    assert len(c.state.deals) == 2 and c.reading_summary
    history = len(c.state.history)
    qtbot.wait(300)                                   # nothing moves while it is read
    assert len(c.state.history) == history and not c.waiting_for_human
    assert len(w.scene.cards_in("trick")) == 2        # the last trick lies
    text = w.deal_summary.page.toPlainText()
    line = read_sheet(c.state).lines[0]
    a, b = (c.state.seats[s] for s in line.pair)
    assert f"Deal 1 of 6: {a} {line.points[line.pair[0]]}, {b}" in text
    assert "The hands after the exchange" in text and "Play" in text
    hands = text.split("The hands after the exchange")[1].split("Scored")[0]
    assert a in hands and b in hands and "Basil" not in hands   # only the two who played
    assert "The score sheet" in text and "Balance" in text
    for name in c.state.seats:                        # every column of the sheet
        assert name in text.split("The score sheet")[1]
    # the log ends on the deal and its sheet, the next deal not yet said
    lines = w.side.log.lines()
    assert lines[-1].startswith("On the sheet") or lines[-1].startswith("Equal points")
    assert not any("deals." in x or "You deal." in x
                   for x in lines[lines.index(next(x for x in lines
                                                   if x.startswith("Deal 1 of 6"))):])
    assert c.not_yet() == "The deal is over: press Next deal to go on."
    # nothing to hint at while it is read (the Hint button was left enabled when the
    # player's own card ended the deal)
    assert not w.side.hint_button.isEnabled() and not w.hint_action.isEnabled()
    # the sheet beside the table and the score box stay on the ended deal, as the
    # two-handed score box does, the next deal named as what comes
    panel = w.presenter.panel
    where = panel.where.text()
    assert "Deal 1 of 6 is over" in where and "Next: Basil deals to" in where, where
    assert len(panel.sheet.lines) == 1 and panel.sheet.lines[0].finished
    assert "Deal 1 of 6" in w.side.score.text()
    QTest.mouseClick(w.deal_summary.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not c.reading_summary and
                    (c.waiting_for_human or len(c.state.history) > history), timeout=10000)
    assert not w.deal_summary_shown()
    where = panel.where.text()
    assert "Deal 2 of 6</b>" in where and "Basil deal" in where, where
    assert len(panel.sheet.lines) == 2 and "Deal 2 of 6" in w.side.score.text()
    assert w.side.log.lines()[len(lines)] == "Basil deals."   # deal 2: You and Basil


def test_the_skip_buttons_wait_until_the_summary_is_read(qtbot, tmp_path, monkeypatch):
    """The deal after the summary is one the player sits out: its Skip buttons come
    with it, after Next deal, not over the summary of the deal he played."""
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot)
    w.settings.pause_after_deal = True
    c = start_sitting(w)
    rng = random.Random(3)
    panel = w.presenter.panel

    def step():
        if w.deal_summary_shown():
            if c.human_seat not in c.state.pair:
                return True
            QTest.mouseClick(w.deal_summary.next_button, Qt.MouseButton.LeftButton)
        elif c.waiting_for_human and not c.busy:
            c.submit(choose_for_human(c, rng))
        return False
    qtbot.waitUntil(step, timeout=90000)
    assert not panel.skip_button.isVisible() and "is over" in panel.where.text()
    QTest.mouseClick(w.deal_summary.next_button, Qt.MouseButton.LeftButton)
    # at once (the computers may play the watched deal out soon after)
    assert not w.deal_summary_shown() and "is over" not in panel.where.text()
    assert panel.skip_button.isVisible() and panel.skip_button.isEnabled()
