"""The score markers always show the score: exhaustively for the pure functions, and
after every scoring event of games driven through the window's controller."""
from __future__ import annotations

import random

import pytest
from hypothesis import given, strategies as st

from parlour.ui.table.score_markers import model
from parlour.ui.table.score_markers.model import (COUNTERS, CRIBBAGE, capacity, counters,
                                            counters_score, hole_of, marker_for, pegs,
                                            pegs_score, pull_up, pull_up_score)
from parlour.engine.actions import Declare, Dix, Exchange, Meld


@pytest.mark.parametrize("game", ["piquet", "piquet-rubicon", "binocle"])
def test_every_score_on_the_cribbage_board_reads_back(game):
    board = CRIBBAGE[game]
    for s in range(0, 3000):
        assert pegs_score(pegs([s], board), board) == s


def test_binocle_starts_at_21_and_reaches_the_game_hole_twice_round_at_1000():
    board = CRIBBAGE["binocle"]
    assert hole_of(0, board) == (21, 0, 0)
    assert hole_of(10, board) == (22, 0, 0)
    assert hole_of(1000, board) == (121, 0, 0)        # the game hole, after twice round
    assert hole_of(257, board) == (46, 0, 7)          # odd card points kept as remainder


def test_piquet_pegs_one_hole_a_point_to_100():
    board = CRIBBAGE["piquet"]
    assert hole_of(100, board) == (100, 0, 0)
    assert hole_of(0, board) == (0, 0, 0)


def test_the_piquet_au_cent_board_ends_at_100_and_never_goes_round_again():
    board = CRIBBAGE["piquet"]
    assert board.last_hole == 100 and board.game_hole == 100
    assert hole_of(124, board) == (100, 0, 24)        # the game hole, 24 written beside
    p = pegs([60, 99, 124], board)
    assert p.holes[p.front] == 100 and p.laps == 0 and pegs_score(p, board) == 124


def test_rubicon_piquet_goes_round_the_100_board_again():
    board = model.board_for("piquet", "rubicon")
    assert board.track == 100 and board.laps
    assert hole_of(100, board) == (100, 0, 0)
    assert hole_of(124, board)[1] == 1


def test_the_other_games_keep_their_own_board_whatever_the_variant():
    assert model.board_for("piquet") is model.board_for("piquet", "au-cent") is CRIBBAGE["piquet"]
    assert model.board_for("binocle", "64") is model.board_for("binocle", "48") \
        is CRIBBAGE["binocle"]


def test_the_pegs_leapfrog():
    board = CRIBBAGE["piquet"]
    p = pegs([5, 12, 12, 20], board)
    assert p.holes[p.front] == 20 and p.holes[1 - p.front] == 12
    first = pegs([5], board)
    second = pegs([5, 12], board)
    assert first.front != second.front                # the back peg jumped ahead
    assert second.holes[first.front] == 5             # the peg that led stays put
    assert pegs([], board).holes == (0, 0)


@given(st.lists(st.integers(0, 60), max_size=40))
def test_the_front_peg_is_the_score_and_the_back_peg_the_one_before(steps):
    board = CRIBBAGE["piquet-rubicon"]
    totals, run = [], 0
    for x in steps:
        run += x
        totals.append(run)
    p = pegs(totals, board)
    assert pegs_score(p, board) == (totals[-1] if totals else 0)
    moved = [t for i, t in enumerate(totals) if i == 0 or t != totals[i - 1]]
    moved = [t for t in moved if t != 0] if moved and moved[0] == 0 else moved
    if len(moved) >= 2:
        assert p.holes[1 - p.front] == hole_of(moved[-2], board)[0]


def test_every_score_on_the_pull_up_board_reads_back():
    for s in range(0, 12000):
        p = pull_up(s)
        assert pull_up_score(p) == s
        if s < 10000 and s % 10 == 0:
            assert p.remainder == 0 and max(p.tens, p.hundreds, p.thousands) <= 9
    assert pull_up(2370) == model.PullUp(7, 3, 2, 0)


@pytest.mark.parametrize("game", ["binocle", "rubicon-bezique"])
def test_every_score_in_counters_reads_back(game):
    kit = COUNTERS[game]
    for s in range(0, 8000):
        moved, rest = counters(s, kit)
        assert counters_score(moved, rest, kit) == s
        assert all(0 <= n <= c.count for n, c in zip(moved, kit))
        if s <= capacity(kit):
            assert rest == s % 10                     # only what is below ten is left over


def test_the_books_counters():
    assert capacity(COUNTERS["binocle"]) == 990         # 500 + 400 + 50 + 40
    assert capacity(COUNTERS["rubicon-bezique"]) == 4990
    assert counters(370, COUNTERS["binocle"]) == ((0, 3, 1, 2), 0)
    assert counters(1230, COUNTERS["rubicon-bezique"]) == ((1, 2, 0, 3), 0)


def test_the_marker_each_game_uses():
    assert marker_for("piquet", "book") == "cribbage"
    assert marker_for("piquet", "counters") == "counters"   # none in the book, but asked
    assert marker_for("binocle", "book") == "counters"
    assert marker_for("binocle", "board") == "cribbage"
    assert marker_for("rubicon-bezique", "board") == "pullup"
    assert marker_for("chinese-bezique", "counters") == "counters"
    assert marker_for("binocle", "none") is None


# ----- through the window ---------------------------------------------------------------
@pytest.mark.parametrize("game,variant,choice", [
    ("rubicon-bezique", "rubicon", "board"), ("rubicon-bezique", "rubicon", "counters"),
    ("binocle", "48", "board"), ("binocle", "48", "counters"),
    ("piquet", "au-cent", "board"), ("piquet", "au-cent", "counters")])
@pytest.mark.slow
def test_the_marker_equals_the_ledger_after_every_scoring_event(qtbot, tmp_path, monkeypatch,
                                                                game, variant, choice):
    from parlour.engine.games import new_game
    from piquet_driver import at_random, make_window
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot)
    w.settings.score_marker = choice
    state = new_game(game, variant, {}, seats=["You", "Computer"], seed=21)
    c = w.start(state, 0, "random")
    rng = random.Random(4)
    checked = []

    def ledger(seat):
        if game == "piquet":       # pegged as scored: the totals and the deal in progress
            o = c.state.observation(seat)
            in_progress = len(o.deal_points_history) < o.deal
            return o.totals[seat] + (o.deal_points[seat] if in_progress
                                        else 0)
        return sum(e.points for log in c.state.deals for e in log.events
                   if e.category and e.seat == seat)

    def compare(action, events):
        if not any(e.category for e in events):
            return
        item = w.marker.item
        assert item is not None and w.marker.isVisibleTo(w)
        for i, seat in enumerate((0, 1)):
            assert item.shown_score(i) == ledger(seat)
        checked.append(len(c.state.history))
    # checked as soon as the window has presented the events
    w_present = w.present

    def present(state, action, events):
        ms = w_present(state, action, events)
        compare(action, events)
        return ms
    c.stage = type("P", (), {"present": staticmethod(present),
                                 "refresh": staticmethod(w.refresh)})()

    def step():
        if c.over:
            return True
        if c.waiting_for_human and not c.busy:
            legal = c.state.legal_actions()
            if type(legal[0]) is Declare:
                c.submit(legal[0])
            elif type(legal[0]) is Exchange:
                c.submit(c.state.sample_action(rng))
            else:
                melds = [a for a in legal if type(a) in (Meld, Dix)]
                c.submit(at_random(rng, legal, melds, 0.7))
        return False
    qtbot.waitUntil(step, timeout=120000)
    # a meld or a point and the deal's end at least (how many more depends on the play,
    # which the window's timing of forced turns can change from run to run)
    assert len(checked) >= 2


def test_piquet_pegs_move_as_points_are_scored_within_the_deal(qtbot, tmp_path, monkeypatch):
    """Not only at the deal's end: after the declarations the pegs already show them."""
    from piquet_driver import drive_until, make_window, start_piquet
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot)
    w.settings.score_marker = "board"
    c = start_piquet(w, seed=7)

    def scored_in_deal():
        o = c.state.observation(0)
        return len(o.deal_points_history) < o.deal and any(o.deal_points)
    drive_until(qtbot, c, lambda: scored_in_deal() and c.waiting_for_human, random.Random(1))
    o = c.state.observation(0)
    assert o.totals == (0, 0)                      # nothing set down yet
    shown = [w.marker.item.shown_score(i) for i in (0, 1)]
    assert tuple(shown) == o.deal_points and any(shown)


@pytest.mark.parametrize("game,variant,choice,words", [
    ("piquet", "au-cent", "board", "ringed hole is the game (100)"),
    ("rubicon-bezique", "rubicon", "counters", "copper 1000"),
    ("rubicon-bezique", "rubicon", "board", "outer row counts tens")])
def test_the_marker_explains_itself(qtbot, tmp_path, monkeypatch, game, variant, choice, words):
    from parlour.engine.games import new_game
    from piquet_driver import make_window
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot, autosave=False)
    w.settings.score_marker = choice
    w.start(new_game(game, variant, {}, seats=["You", "Computer"], seed=2), 0, "random")
    assert words in w.marker.toolTip()
