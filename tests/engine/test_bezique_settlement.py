"""The Rubicon settlement: the book's five examples and each rule of the arithmetic."""
import pytest

from parlour.engine.bezique import settle_rubicon
from parlour.engine.games import settlement


def test_game_rounds_to_hundreds_and_adds_500_1830_to_1260_is_1100():
    r = settle_rubicon([1830, 1260])
    assert (r.winner, r.value) == (0, 1100)


def test_close_game_counts_brisques_and_adds_100_bonus_600():
    r = settle_rubicon([1260, 1140], [7, 25])
    assert (r.winner, r.value, r.totals) == (1, 600, [1330, 1390])


def test_rubicon_adds_loser_points_and_1300_920_to_440_is_2600():
    r = settle_rubicon([920, 440], [10, 12])   # no count needed: 440 cannot reach 1000
    assert (r.winner, r.value, r.totals) == (0, 2600, [920, 440])


def test_brisques_save_the_rubicon_1740_to_850_is_1300():
    r = settle_rubicon([1740, 850], [14, 18])
    assert (r.winner, r.value, r.totals) == (0, 1300, [1880, 1030])


def test_brisques_that_do_not_save_the_rubicon_3900():
    r = settle_rubicon([1740, 850], [14, 11])
    assert (r.winner, r.value) == (0, 3900)


def test_literal_reading_uncounts_the_winners_brisques_too_3800():
    assert settle_rubicon([1740, 850], [14, 11], uncount_both=True).value == 3800


def test_rubiconed_player_under_100_gives_a_further_100():
    assert settle_rubicon([1500, 90]).value == 1500 + 0 + 1300 + 100
    assert settle_rubicon([1500, 100]).value == 1500 + 100 + 1300


def test_brisques_not_counted_when_far_apart():
    r = settle_rubicon([2050, 1500], [0, 32])
    assert (r.winner, r.value, r.totals) == (0, 2000 - 1500 + 500, [2050, 1500])


def test_brisques_decide_a_tie():
    assert settle_rubicon([1200, 1200], [10, 12]).winner == 1
    r = settle_rubicon([1200, 1200], [16, 16])
    assert (r.winner, r.value) == (None, 0)


def test_no_bonus_when_rounded_difference_is_a_hundred():
    assert settle_rubicon([1410, 1390]).value == 1400 - 1300 + 500


def test_six_packs_let_more_brisques_save_a_rubicon():
    # 540 + 48 brisques could reach 1000 with six packs, not with four
    assert settle_rubicon([2000, 540], [0, 46], packs=6).value == 2000 - 1000 + 500
    assert settle_rubicon([2000, 540], [0, 32], packs=4).value == 2000 + 500 + 1300


def test_bad_input_is_refused():
    with pytest.raises(ValueError):
        settle_rubicon([100])
    with pytest.raises(ValueError):
        settle_rubicon([100, -5])


def test_registered_for_the_settle_command():
    assert settlement("rubicon-bezique")([1830, 1260], [7, 25]).value == 1100
