"""What each finished game sets down on the sheet: the book's values, in the book's unit
(Rubicon Bézique: "setting down the hundreds only")."""
from __future__ import annotations

import random

import pytest

from parlour.engine.bezique import settle_rubicon as settle_bezique
from parlour.engine.core import Result
from parlour.engine.games import new_game
from parlour.engine.piquet import settle_rubicon as settle_piquet
from parlour.sitting import Sheet, entry_for, entry_from_state, set_down, unique_names, unit_for
from parlour.engine.ending import Ending

AB = ["A", "B"]


def bezique_line(scores, brisques=None, **options):
    return entry_for("rubicon-bezique", "rubicon", AB,
                     settle_bezique(scores, brisques, **options))


def test_book_game_1830_to_1260_is_set_down_as_eleven_hundred():
    e = bezique_line([1830, 1260])
    assert e.net == {"A": 11, "B": -11} and e.winner == "A"
    assert e.detail == "1830 to 1260: game: 1800 - 1200 + 500 = 1100"


def test_book_close_game_with_brisques_b_wins_six_hundred():
    # 1260 to 1140, brisques 7 and 25: B 1390 to A 1330, equal in hundreds: 500 + 100
    assert bezique_line([1260, 1140], [7, 25]).net == {"A": -6, "B": 6}


def test_book_rubicon_920_to_440_is_twenty_six_hundred():
    assert bezique_line([920, 440]).net == {"A": 26, "B": -26}


def test_book_rubicon_saved_by_brisques_is_thirteen_hundred():
    assert bezique_line([1740, 850], [14, 18]).net == {"A": 13, "B": -13}


def test_book_rubicon_not_saved_is_thirty_nine_hundred_when_close():
    line = bezique_line([1740, 850], [14, 11], brisque_count="when_close")
    assert line.net == {"A": 39, "B": -39}


def test_rubicon_count_asked_for_and_failed_is_thirty_nine_hundred():
    """The book's example: the count is made and fails to save the rubicon."""
    assert bezique_line([1740, 850], [14, 11]).net == {"A": 39, "B": -39}


def test_rubicon_no_count_asked_for_is_thirty_eight_hundred():
    assert bezique_line([1740, 850], [14, 11], demanded=False).net == {"A": 38, "B": -38}


def test_fractions_of_a_hundred_are_disregarded_when_setting_down():
    assert set_down("rubicon-bezique", "rubicon", 1100) == 11
    assert set_down("chinese-bezique", "chinese", 4599) == 45
    assert set_down("piquet", "rubicon", 293) == 293


@pytest.mark.parametrize("scores, value", [((113, 80), 293), ((88, 84), 272),
                                           ((180, 142), 138)])
def test_book_rubicon_piquet_games_are_set_down_in_points(scores, value):
    e = entry_for("piquet", "rubicon", AB, settle_piquet(list(scores)))
    assert e.net == {"A": value, "B": -value}


def test_units_follow_the_books_stakes():
    assert unit_for("rubicon-bezique", "rubicon") == "hundreds"
    assert unit_for("chinese-bezique", "chinese") == "hundreds"
    assert unit_for("piquet", "rubicon") == "points"
    assert unit_for("piquet", "au-cent") == "games"     # "so much a game of 100 points"
    assert unit_for("binocle", "48") == "games"
    assert unit_for("bezique", "two-pack") == "games"


def test_a_lurch_is_a_double_game():
    e = entry_for("piquet", "au-cent", AB, Result(1, 2, Ending("lurch"), [40, 104]))
    assert e.net == {"A": -2, "B": 2} and "double game" in e.detail


def test_a_drawn_or_void_game_wins_nothing():
    e = entry_for("piquet", "rubicon", AB, settle_piquet([100, 100]))
    assert e.winner is None and e.net == {"A": 0, "B": 0}


def test_normand_each_loser_pays_the_winner():
    e = entry_for("piquet", "normand", ["A", "B", "C"], Result(2, 1, Ending("first_out", limit=100, seat=2), [80, 90, 101]))
    assert e.net == {"A": -1, "B": -1, "C": 2} and e.winner == "C"


def test_voleur_partners_share_their_side():
    e = entry_for("piquet", "voleur", ["A", "B", "C", "D"], Result(1, 2, Ending("pair_first_out", limit=100, seat=1, lurched=True), [40, 100]),
                  sides=[0, 1, 0, 1])
    assert e.net == {"A": -2, "B": 2, "C": -2, "D": 2} and e.winner == "B and D"


def test_ecrire_sets_down_its_balanced_sheet():
    e = entry_for("piquet", "ecrire", ["A", "B", "C"], Result(0, 30, Ending("sheet_balanced", limit=6), [30, -10, -20]))
    assert e.net == {"A": 30, "B": -10, "C": -20}


def test_seat_names_are_made_distinct():
    assert unique_names(["You", "Computer", "Computer"]) == ["You", "Computer", "Computer 2"]


def played(game, variant, seed):
    s = new_game(game, variant, {}, seed=seed)
    r = random.Random(seed)
    while s.current_player() is not None:
        s.apply(s.sample_action(r) if hasattr(s, "sample_action") else r.choice(s.legal_actions()))
    return s


@pytest.mark.parametrize("game, variant", [
    ("piquet", "au-cent"), ("piquet", "rubicon"), ("piquet", "normand"), ("piquet", "voleur"),
    ("piquet", "ecrire"), ("chinese-bezique", "chinese"),
    ("rubicon-bezique", "rubicon"), ("binocle", "48"), ("bezique", "two-pack")])
def test_every_finished_game_makes_a_balanced_line(game, variant):
    s = played(game, variant, 5)
    assert entry_from_state(new_game(game, variant, {}, seed=5)) is None
    e = entry_from_state(s)
    r = s.result()
    assert sum(e.net.values()) == 0
    if r.winner is not None:
        assert e.net[unique_names(s.seats)[r.winner]] > 0
    sheet = Sheet(game, variant, unique_names(s.seats), unit_for(game, variant))
    sheet.add(e)
    assert sheet.totals() == {**{p: 0 for p in sheet.players}, **e.net}
