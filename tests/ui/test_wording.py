"""The window's words: "You win", Rubicon Bézique's one deal, the talon plate saying
each thing once and measuring the whole stock after a resume."""
from __future__ import annotations

import random

from parlour.engine.core import Event
from parlour.ui.windows.game_titles import game_title, variant_title
from parlour.ui.piquet.words import log_lines
from parlour.ui.table.talon_counter import TalonCounter
from parlour.engine.ending import Ending

from piquet_driver import make_window, resume_in_new_window
from test_melding_table import drive, start


def test_the_end_of_a_partie_says_you_win():
    from parlour.engine.core import Result
    from parlour.engine.events import DealEnded, GameEnded
    from parlour.engine.games import new_game
    from parlour.ui.piquet.presenter import PiquetPresenter
    names = {0: "You", 1: "Computer"}
    seats = ["You", "Computer"]
    lines = log_lines([Event(DealEnded(1, (23, 10), (23, 10)))],
                      names.get, seats)
    assert lines and lines[0][2] == "heading" and "wins" not in lines[0][1].split("You")[-1][:6]
    # the result said once, by the window, winner's score first
    ended = Event(GameEnded(0, 1, Ending("game"), (104, 81)), 0)
    assert log_lines([ended], names.get, seats) == []
    state = new_game("piquet", "au-cent", seats=seats, seed=1)
    view = PiquetPresenter(state, 0, 0)
    assert view.result_text(state, Result(0, 1, Ending("game"), [104, 81])) == \
        "You win the game, 104 to 81."
    assert view.result_text(state, Result(1, 1, Ending("game"), [81, 118])) == \
        "Computer wins the game, 118 to 81."


def test_rubicon_bezique_is_one_deal_and_rubicon_piquet_six():
    assert "six" not in variant_title("rubicon-bezique", "rubicon")
    assert game_title("rubicon-bezique", "rubicon") == "Rubicon Bézique"
    assert variant_title("piquet", "rubicon") == "Rubicon (six deals)"


def test_the_new_game_dialog_names_rubicon_bezique_without_six_deals(qtbot):
    from parlour.ui.windows.new_game_dialog import NewGameChoice, NewGameDialog
    d = NewGameDialog(None, NewGameChoice("rubicon-bezique", "rubicon"))
    qtbot.addWidget(d)
    texts = [d.variant.itemText(i) for i in range(d.variant.count())]
    assert texts and not any("six deals" in t for t in texts)


def test_the_talon_plate_says_each_thing_once():
    plate = TalonCounter()
    plate.set_state(0, 39, 9, False, 120)
    words = plate.plate_words()
    assert sum("last 9" in w for w in words) == 1 and "no draws" not in words
    plate.set_state(15, 39, 9, False, 120)
    assert plate.plate_words() == ("15", "in stock", "◂ last 9", "8 draws")
    assert "stock" in plate.toolTip()


def test_the_talon_bar_measures_the_whole_stock_after_a_resume(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot)
    c = start(w, "binocle", "64", seed=5)
    drive(qtbot, w, c, random.Random(3),
          stop=lambda: c.waiting_for_human and c.state.observation(0).stock <= 20)
    left = c.state.observation(0).stock
    assert w.presenter.counter.full == 39
    w2, c2, _ = resume_in_new_window(qtbot, c)
    qtbot.waitUntil(lambda: w2.presenter.counter is not None, timeout=3000)
    assert (w2.presenter.counter.count, w2.presenter.counter.full) == (left, 39)


def test_two_pack_bezique_is_named_once_in_the_title():
    """Was 'Two packs, eight cards each Bézique (two packs)' in the title bar."""
    from parlour.ui.windows.game_titles import game_title
    assert game_title("bezique", "two-pack") == "Bézique (two packs)"
    assert game_title("binocle", "64") == "Binocle 64 cards"


def test_the_score_box_counts_the_deals_scored_in_words():
    from parlour.engine.games import new_game
    from parlour.ui.piquet.presenter import PiquetPresenter
    state = new_game("piquet", "au-cent", seats=["You", "Computer"], seed=3)
    view = PiquetPresenter(state, 0, 0)
    rng = random.Random(3)
    said = []
    while len(said) < 2 and not state.is_over():
        before = len(state.deal_points_list)
        state.apply(rng.choice(state.legal_actions()))
        if len(state.deal_points_list) != before:
            said.append(view.score_html(state))
    assert "1 deal scored" in said[0] and "deal(s)" not in said[0]
    assert "2 deals scored" in said[1]
