"""Normand and Voleur at the end of a deal: with "After each deal, show what it was
worth and wait" ticked the table holds, as the two-handed game does, on a summary of
every hand, each class with who scored it, the play and the running totals; the next
deal is dealt when the player presses Next deal.  The log says each trick."""
from __future__ import annotations

import random
import re

import pytest

from parlour.engine.events import DealEnded, TrickWon
from parlour.engine.games import new_game
from PySide6.QtTest import QTest

from parlour.ui.binding.qt import QtCore
from parlour.ui.windows.deal_summary import summarise, summary_html
from parlour.ui.windows.new_game_dialog import NewGameChoice

from piquet_driver import answer_to_the_summary, choose_for_human, make_window

SEATS = {"normand": ["You", "West", "East"], "voleur": ["You", "West", "North", "East"]}


def played_deal(variant, seed=5):
    s = new_game("piquet", variant, seats=SEATS[variant], seed=seed)
    rng = random.Random(2)
    while len(s.deals) < 2:
        s.apply(s.sample_action(rng))
    return s


@pytest.mark.parametrize("variant,hand", [("normand", 10), ("voleur", 8)])
def test_the_summary_shows_every_hand_and_adds_up(variant, hand):
    s = played_deal(variant)
    ended = next(e.payload for e in s.deals[0].events if isinstance(e.payload, DealEnded))
    summary = summarise(s, 0)
    assert [len(h) for h in summary.hands] == [hand] * len(s.seats)
    assert len({c for h in summary.hands for c in h}) == hand * len(s.seats)
    for seat in range(len(s.seats)):
        assert sum(sc.points for c in summary.classes for sc in c.scored
                   if sc.seat == seat) == summary.deal_points[seat] == ended.points[seat]
    assert "play" in [c.category for c in summary.classes]
    page = summary_html(summary, 0)
    if variant == "voleur":         # partners' totals, as the engine counts them
        assert summary.sides == (((0, 2), ended.totals[0]), ((1, 3), ended.totals[1]))
        assert "The hands as dealt" in page
        assert f"You and North <b>{ended.totals[0]}</b>" in page
    else:
        assert summary.sides == () and summary.totals == ended.totals
        assert "The hands after the exchange" in page


@pytest.mark.parametrize("variant", ["normand", "voleur"])
def test_the_table_waits_on_the_summary_until_next_deal(qtbot, tmp_path, monkeypatch,
                                                         variant):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot)
    w.settings.pause_after_deal = True
    c = w.start_new(NewGameChoice("piquet", variant, {}, "random", "cut"), seed=5)
    rng = random.Random(1)

    def step():
        if w.deal_summary_shown() or c.over:
            return True
        if len(c.state.deals) >= 2 and c.waiting_for_human:
            return True                 # the next deal went on without a summary
        if c.waiting_for_human and not c.busy:
            c.submit(choose_for_human(c, rng))
        return False
    qtbot.waitUntil(step, timeout=60000)
    assert w.deal_summary_shown(), "the next deal was dealt without the summary"
    assert len(c.state.deals) == 2 and c.reading_summary
    history = len(c.state.history)
    qtbot.wait(300)                                    # nothing moves while it is read
    assert len(c.state.history) == history and not c.waiting_for_human
    assert len(w.scene.cards_in("trick")) == len(c.state.seats)   # the last trick lies
    text = w.deal_summary.page.toPlainText()
    for name in c.state.seats:
        assert name in text
    assert "Deal 1" in text and "Play" in text and "The score sheet" in text
    # every trick of the deal in the log, numbered, with who won it
    tricks = [e for e in c.state.deals[0].events if isinstance(e.payload, TrickWon)]
    lines = w.side.log.lines()
    numbered = [line for line in lines if re.match(r"Trick\u00a0\d+:", line)]
    assert len(numbered) == len(tricks) and numbered[0].startswith("Trick\u00a01:")
    # the log ends on the deal's scores: the next deal is said once it is dealt
    assert lines[-1].startswith("Scores:")
    assert not any(line.startswith("Deal\u00a02:") or line.startswith("Deal 2:")
                   for line in lines)
    # the score box keeps the ended deal's figures, not the next deal's 0s, as the
    # two-handed game's does
    ended = next(e.payload for e in c.state.deals[0].events
                 if isinstance(e.payload, DealEnded))
    score = w.side.score.text()
    assert "Deal 1 is over" in score and "Deal 2" not in score, score
    sides = getattr(c.state, "SIDES")
    for seat, name in enumerate(c.state.seats):
        row = score.split(f"<td>{name}")[1].split("</tr>")[0] if variant == "normand" \
            else score.split(name)[1].split("</tr>")[0]        # partners share a row
        assert f"<b>{ended.totals[sides[seat]]}</b>" in row, (name, score)
        if variant == "normand":
            assert f"<td align='right'>{ended.points[seat]}</td>" in row, (name, score)
    if variant == "voleur":
        each = ", ".join(f"{name} {ended.points[s]}" for s, name in enumerate(c.state.seats))
        assert all(f"{name} {ended.points[s]}" in score
                   for s, name in enumerate(c.state.seats)), (each, score)
    # a key is refused with the reason while the summary is read
    assert c.not_yet() == "The deal is over: press Next deal to go on."
    QTest.mouseClick(w.deal_summary.next_button, QtCore.Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not c.reading_summary and
                    (c.waiting_for_human or len(c.state.history) > history), timeout=10000)
    assert not w.deal_summary_shown()
    score = w.side.score.text()
    assert "Deal 2 ·" in score and "is over" not in score, score        # the next deal's
    dealer = c.state.seats[c.state.deals[1].setup.dealer]
    said = w.side.log.lines()[len(lines)]
    assert said.startswith("Deal 2:") and dealer.split()[0] in said


@pytest.mark.parametrize("variant,seed", [("voleur", 26), ("normand", 60)])
def test_the_next_deals_carte_blanche_is_said_after_next_deal(qtbot, tmp_path,
                                                             monkeypatch, variant, seed):
    """Round the table the next deal follows the end at once, with no deal event of its
    own: a carte blanche shown in it was said in the log over the summary of the deal
    before (seen in the walk, Voleur at 1600x1000)."""
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot)
    w.settings.pause_after_deal = True
    c = w.start_new(NewGameChoice("piquet", variant, {}, "random", "cut"), seed=seed)
    answer_to_the_summary(qtbot, w, c, random.Random(1))
    assert w.deal_summary_shown()
    blanche = [e for e in c.state.deals[1].events
               if getattr(e.payload, "category", None) == "carte_blanche"]
    assert blanche, "this seed's second deal was to show a carte blanche"
    lines = w.side.log.lines()
    assert lines[-1].startswith("Scores:"), lines[-3:]
    assert not any("Carte blanche" in line for line in lines)
    QTest.mouseClick(w.deal_summary.next_button, QtCore.Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: any("Carte blanche" in line for line in w.side.log.lines()),
                    timeout=10000)
    said = w.side.log.lines()[len(lines):]
    assert said[0].startswith("Deal 2:"), said      # its heading first, then its words


@pytest.mark.slow
def test_no_hint_offered_over_the_summary_when_your_card_ended_the_deal(qtbot, tmp_path,
                                                                         monkeypatch):
    """Seen in the walk (Normand, 1024x700): the player's own card, the last of the
    deal, opened the summary and the Hint button stayed enabled over it."""
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot)
    w.settings.pause_after_deal = True
    c = w.start_new(NewGameChoice("piquet", "normand", {}, "random", "cut"), seed=5)
    rng = random.Random(1)
    ended_by_me = []

    def step():
        if c.over:
            return True
        if w.deal_summary_shown():
            QTest.mouseClick(w.deal_summary.next_button, QtCore.Qt.MouseButton.LeftButton)
            return False
        if c.waiting_for_human and not c.busy:
            o = c.state.observation(c.human_seat)
            last = len(o.hand) == 1 and o.trick is not None and \
                len(o.trick.cards) == len(c.state.seats) - 1
            if last and w.hint_action.isEnabled():
                w.view.setFocus()             # the last card, by Return on the cursor
                w.view.put_cursor_on(o.hand[0])
                QTest.keyClick(w.view, QtCore.Qt.Key.Key_Return)
                ended_by_me.append(True)
                return True
            c.submit(choose_for_human(c, rng))
        return False
    qtbot.waitUntil(step, timeout=90000)
    assert ended_by_me, "the game ended before the player's card ended a deal"
    qtbot.waitUntil(w.deal_summary_shown, timeout=10000)
    assert not w.side.hint_button.isEnabled() and not w.hint_action.isEnabled()
