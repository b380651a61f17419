"""The end of a deal, shown: both Piquet hands, each class with who scored what and why,
the deal's total and the running sheet; the next deal waits for the player."""
from __future__ import annotations

import random

import pytest

from parlour.engine.games import new_game
from parlour.ui.windows.deal_summary import deal_points, summarise, summary_html

from piquet_driver import answer_to_the_summary, choose_for_human, make_window, start_piquet
from parlour.engine.events import DealEnded, Scored


def played_deal(seed=7):
    s = new_game("piquet", "au-cent", seats=["You", "Computer"], seed=seed)
    rng = random.Random(1)
    while len(s.deals) < 2:
        s.apply(s.sample_action(rng))
    return s


def test_the_summary_adds_up_to_the_deal_and_shows_both_hands():
    s = played_deal()
    summary = summarise(s, 0)
    assert summary.number == 1 and summary.heading.startswith("Deal 1")
    assert [len(h) for h in summary.hands] == [12, 12]
    assert set(summary.hands[0]).isdisjoint(summary.hands[1])
    for seat in (0, 1):
        assert sum(sc.points for c in summary.classes for sc in c.scored
                   if sc.seat == seat) == summary.deal_points[seat]
    assert summary.deal_points == tuple(s.deal_points_list[0])
    assert summary.sheet == (summary.deal_points,) and summary.totals == summary.deal_points
    titles = [c.title for c in summary.classes]
    assert "Play" in titles
    book = ["Carte blanche", "Point", "Sequences", "Quatorzes and trios", "Repic", "Play",
            "Pic", "The cards", "Capot"]
    assert titles == [t for t in book if t in titles]         # the book's order
    play = next(c for c in summary.classes if c.category == "play")
    assert any("×" in sc.why for sc in play.scored)     # "Card led ×4", not four lines
    from parlour.ui.piquet.words import score_words
    worded = summarise(s, 0, score_words)
    point = [sc.why for c in worded.classes if c.category == "point" for sc in c.scored]
    called = point[0].split(", ")[1]                          # "Point of five, forty-eight"
    assert point[0].startswith("Point of ") and called.replace("-", "").isalpha()
    page = summary_html(summary, 0)
    assert "The hands after the exchange" in page and "The score sheet" in page


def test_the_sheet_runs_over_every_deal():
    s = new_game("piquet", "au-cent", seats=["You", "Computer"], seed=3)
    rng = random.Random(2)
    while len(s.deals) < 4:
        s.apply(s.sample_action(rng))
    summary = summarise(s, 2)
    assert summary.sheet == tuple(deal_points(s.deals[i], 2) for i in range(3))
    assert summary.totals == tuple(s.totals)


def play_to_the_first_summary(qtbot, w, c) -> None:
    answer_to_the_summary(qtbot, w, c, random.Random(1))


def test_the_next_deal_waits_for_the_player(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot)
    w.settings.pause_after_deal = True
    c = start_piquet(w, seed=7)
    play_to_the_first_summary(qtbot, w, c)
    dialog = w.deal_summary
    assert "Deal 1" in dialog.page.toPlainText() and "The score sheet" in dialog.page.toPlainText()
    assert len(c.state.deals) == 2 and c.reading_summary
    history = len(c.state.history)
    qtbot.wait(300)                                    # nothing moves while it is read
    assert len(c.state.history) == history and not c.waiting_for_human
    # the table still shows the deal as it ended: the last trick, no new hand
    assert_finished_table(w)
    # and the log ends with the deal's end: the next deal is not said before it is dealt
    lines = w.side.log.lines()
    assert lines[-1].startswith("Deal 1:"), lines[-3:]
    dialog.next_button.click()
    qtbot.waitUntil(lambda: c.waiting_for_human or len(c.state.history) > history,
                    timeout=10000)
    assert not c.reading_summary
    assert len(w.scene.cards_in("hand_bottom")) == 12      # now the next deal is dealt
    said = w.side.log.lines()[len(lines):]
    assert said and said[0] in ("You deal.", "Computer deals."), said


def assert_finished_table(w):
    assert w.scene.cards_in("hand_bottom") == []
    assert len(w.scene.cards_in("trick")) == 2
    assert not [s for s in w.scene.slots if s.zone == "hand_top"]
    # the card played last glows no more and wears no keyboard ring (seen in the walk)
    assert not any(i.focus_mark or i.highlighted for i in w.scene.items_shown)
    assert "Next deal" in w.statusBar().currentMessage()


@pytest.mark.slow
def test_the_melding_table_shows_the_ended_deal_under_its_summary(qtbot, tmp_path,
                                                                  monkeypatch):
    from test_melding_table import human_choice, start
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot)
    w.settings.pause_after_deal = True
    c = start(w, "binocle", "48", seed=4)
    answer_to_the_summary(qtbot, w, c, random.Random(3), human_choice, timeout=90000)
    assert w.deal_summary_shown() and len(c.state.deals) == 2
    assert_finished_table(w)
    w.deal_summary.next_button.click()
    qtbot.waitUntil(lambda: len(w.scene.cards_in("hand_bottom")) == 12, timeout=10000)


@pytest.mark.slow
def test_with_the_setting_off_the_deals_go_on(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot)                 # pause_after_deal off
    c = start_piquet(w, seed=7)
    rng = random.Random(1)

    def step():
        if len(c.state.deals) >= 3 or c.over:
            return True
        if c.waiting_for_human and not c.busy:
            c.submit(choose_for_human(c, rng))
        return False
    qtbot.waitUntil(step, timeout=60000)
    assert not w.deal_summary_shown()


def test_the_bezique_family_summary_adds_up_too():
    for game, variant in (("bezique", "two-pack"), ("binocle", "48")):
        s = new_game(game, variant, {}, seats=["You", "Computer"], seed=4)
        rng = random.Random(3)
        while len(s.deals) < 2 and s.current_player() is not None:
            s.apply(s.sample_action(rng))
        summary = summarise(s, 0)
        assert summary.hands is None
        for seat in (0, 1):
            assert sum(sc.points for c in summary.classes for sc in c.scored
                       if sc.seat == seat) == summary.deal_points[seat]
        assert summary.classes and "Scored" in summary_html(summary, 0)


def played_to_end_of_deal(game, variant, seed=4):
    s = new_game(game, variant, {}, seats=["You", "Computer"], seed=seed)
    rng = random.Random(3)
    while len(s.deals) < 2 and s.current_player() is not None:
        s.apply(s.sample_action(rng))
    return s


def test_the_melding_summary_lists_each_sides_melds_and_brisques():
    from parlour.ui.windows.deal_summary import brisques_taken
    s = played_to_end_of_deal("rubicon-bezique", "rubicon")
    summary = summarise(s, 0)
    ended = next(e.payload for e in s.deals[0].events if isinstance(e.payload, DealEnded))
    assert summary.brisques == ended.brisques              # as the engine counted them
    for seat in (0, 1):
        scored = [e for e in s.deals[0].events if isinstance(e.payload, Scored) and e.seat == seat
                  and e.payload.combination is not None]
        assert [m.points for m in summary.melds[seat]] == [e.points for e in scored]
        assert all(m.title and len(m.cards) >= 2 for m in summary.melds[seat])
    page = summary_html(summary, 0)
    assert "Declared" in page and "Brisques" in page and "not counted" in page
    assert summary.outcome and summary.outcome in page    # the game's end: one deal
    # two-pack scores them ten each as a class; Binocle counts them in the cards
    two = summarise(played_to_end_of_deal("bezique", "two-pack"), 0)
    counting = next(c for c in two.classes if c.category == "counting")
    assert counting.title == "Brisques" and two.brisques_count == "scored"
    assert [sc.points // 10 for sc in counting.scored] == \
        [two.brisques[sc.seat] for sc in counting.scored]
    s = played_to_end_of_deal("binocle", "64")
    bino = summarise(s, 0)
    counting = next(c for c in bino.classes if c.category == "counting")
    assert counting.title == "Cards won" and bino.brisques_count == "cards"
    assert all(sc.why.endswith(" tricks") and "×" in sc.why and "," in sc.why
               for sc in counting.scored)                 # one line a side, by rank
    assert sum(bino.brisques) == 16 and bino.brisques == brisques_taken(s.deals[0].events, 2)
    assert "counted in the cards won" in summary_html(bino, 0)


def test_the_last_summary_ends_on_the_words_the_log_ends_on(qtbot, window):
    """The game's end in the summary is the window's line ("You win the game, 114 to
    66."), not the engine's bare sentence ("You win (game)")."""
    from test_game_end_said_once import one_move_from_the_end
    window.settings.pause_after_deal = True
    before, last, _ = one_move_from_the_end("piquet", "au-cent", 2)
    c = window.start(before, 0, "random")

    def step():
        if c.waiting_for_human and not c.busy:
            c.submit(last)
        return window.deal_summary_shown()
    qtbot.waitUntil(step, timeout=20000)
    said = window.presenter.result_text(c.state, c.state.result())
    assert said in window.side.log.lines()
    page = window.deal_summary.page.toPlainText()
    assert said in page and "(game)" not in page


def test_a_rubicon_won_on_the_brisques_shows_the_totals_reckoned_with_them():
    """The sheet said You 170, Computer 100; counted at the trailer's demand the brisques
    made it 330 to 100: the summary says so, not only the sheet's figures."""
    s = new_game("rubicon-bezique", "rubicon", seats=["You", "Computer"], seed=1)
    rng = random.Random(1)
    while s.current_player() is not None:
        s.apply(s.sample_action(rng))
    summary = summarise(s, 0)
    assert summary.brisques_count == "counted"
    assert summary.reckoned == tuple(s.result().totals) != summary.totals
    page = summary_html(summary, 0)
    assert f"With the brisques counted:</b> You {summary.reckoned[0]}, Computer " \
        f"{summary.reckoned[1]}." in page
    # where the end took the sheet as it stood, nothing more is said
    p = new_game("piquet", "au-cent", seats=["You", "Computer"], seed=1)
    while p.current_player() is not None:
        p.apply(p.sample_action(rng))
    assert summarise(p, len(p.deals) - 1).reckoned == ()


def test_the_summary_window_is_as_tall_as_its_summary(qtbot):
    """A short deal's summary ends at its last line, not over half a window of blank
    (seen in the screenshot walk); a long one keeps the usual height and scrolls."""
    from parlour.ui.windows.deal_summary_dialog import DealSummaryDialog
    s = new_game("piquet", "au-cent", seats=["You", "Computer"], seed=1)
    rng = random.Random(1)
    while len(s.deals) < 2:
        s.apply(s.sample_action(rng))
    dialog = DealSummaryDialog(summarise(s, 0), 0, False)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    page = dialog.page
    shown = page.document().size().height()
    assert page.verticalScrollBar().maximum() == 0           # all of it in view
    assert page.viewport().height() - shown < 40 and dialog.height() < 520


def test_at_1024_by_700_the_summary_leaves_the_score_in_view(qtbot, tmp_path, monkeypatch):
    """Seen in the walk: the summary stood over the side panel's Score, the totals of
    the game hidden while the deal's were read."""
    from parlour.ui.binding.qt import QtCore, QtGui
    area = QtCore.QRect(0, 0, 1024, 700)
    monkeypatch.setattr(QtGui.QScreen, "availableGeometry", lambda self: area)
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot)
    w.resize(1008, 652)
    w.move(0, 0)
    w.settings.pause_after_deal = True
    c = start_piquet(w, seed=7)
    play_to_the_first_summary(qtbot, w, c)
    dialog = w.deal_summary
    box = w.side.score.parentWidget()             # the Score box round the figures
    seen = QtCore.QRect(box.mapToGlobal(QtCore.QPoint(0, 0)), box.size())
    assert not dialog.frameGeometry().intersects(seen), (dialog.frameGeometry(), seen)
    assert area.contains(dialog.frameGeometry())
    # the whole summary still readable, by scrolling: short enough to leave the last
    # trick in view as well (test_summary_clear_of_piles.py), ten lines or so
    page = dialog.page
    assert page.height() >= 140


def test_the_summary_leaves_the_marker_and_log_in_view_and_the_score_is_the_ended_deals(
        qtbot, tmp_path, monkeypatch):
    """Issue 28 item 9: the summary covered the score marker and the log just as the pegs
    moved, and the Score box behind it already read the next deal's 0-0."""
    from PySide6.QtCore import QPoint, QRect, Qt
    from PySide6.QtTest import QTest
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot)
    w.resize(1024, 700)
    w.settings.pause_after_deal = True
    c = start_piquet(w, seed=7)
    play_to_the_first_summary(qtbot, w, c)
    dialog = w.deal_summary
    qtbot.waitExposed(dialog)

    def seen(widget):
        return QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size())
    for part in (w.marker, w.side.log, w.side.score.parentWidget()):
        assert not dialog.frameGeometry().intersects(seen(part)), (part, dialog.frameGeometry())
    score = w.side.score.text()
    assert "Deal 1 " in score and "Deal 2" not in score, score
    points = deal_points(c.state.deals[0], 2)
    assert f"<td align='right'>{points[0]}</td>" in score, score
    QTest.mouseClick(dialog.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "Deal 2 " in w.side.score.text(), timeout=10000)


def _lines_of(doc):
    """Each laid-out line of the page's text as (its text, its block's text, x from, x to,
    the block's y)."""
    out = []
    block = doc.begin()
    while block.isValid():
        rect = doc.documentLayout().blockBoundingRect(block)
        layout = block.layout()
        for k in range(layout.lineCount()):
            line = layout.lineAt(k)
            start, length = line.textStart(), line.textLength()
            text = block.text()[start:start + length]
            out.append((text, block.text(), rect.x() + line.naturalTextRect().left(),
                        rect.x() + line.naturalTextRect().right(), round(rect.y())))
        block = block.next()
    return out


def test_the_summarys_columns_stand_apart_and_a_reason_is_never_split(qtbot, tmp_path,
                                                                      monkeypatch):
    """Issue 28 item 9: the sheet's "You" and "Computer" ran together, and a reason wrapped
    inside itself ("Last / trick") in a window 1024 wide."""
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot)
    w.resize(1024, 700)
    w.settings.pause_after_deal = True
    state = new_game("piquet", "au-cent", seats=["You", "Computer (club)"], seed=1)
    c = w.start(state, 0, "random")
    play_to_the_first_summary(qtbot, w, c)
    dialog = w.deal_summary
    qtbot.waitExposed(dialog)
    doc = dialog.page.document()
    lines = _lines_of(doc)
    you = {x[4]: x[3] for x in lines if x[1] == "You"}
    other = {x[4]: x[2] for x in lines if x[1] == "Computer (club)"}
    heads = sorted(set(you) & set(other))             # the scored table's head, the sheet's
    assert len(heads) == 2, (you, other)
    for y in heads:
        assert other[y] - you[y] >= 10, (you[y], other[y])
    dialog.resize(1, dialog.height())                 # narrowed by the player, all it goes
    qtbot.waitUntil(lambda: dialog.page.viewport().width() < 470)
    qtbot.wait(50)
    lines = _lines_of(doc)
    for text, whole, _, _, _ in lines:
        parts = whole.replace("\u00a0", " ").split(", ")
        said = text.replace("\u00a0", " ").strip().rstrip(",")
        # a wrapped line holds whole reasons only ("Last trick", never "Last" alone)
        if said != whole.replace("\u00a0", " ").strip() and any(p in whole for p in
                                                                ("Card led", "Trick won")):
            assert all(piece in parts for piece in said.split(", ")), (said, parts)
