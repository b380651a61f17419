"""The Rubicon settlement: the book's five examples and each rule of the arithmetic."""
import pytest

from parlour.engine.bezique import settle_rubicon
from parlour.engine.games import settlement
from parlour.engine.actions import Brisques, Meld


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


def test_brisques_that_do_not_save_the_rubicon_when_close_3900():
    """The book's figure: the count made, the loser's eleven set aside, A keeps his."""
    r = settle_rubicon([1740, 850], [14, 11], brisque_count="when_close")
    assert (r.winner, r.value) == (0, 3900)


def test_literal_reading_uncounts_the_winners_brisques_too_3800():
    assert settle_rubicon([1740, 850], [14, 11], uncount_both=True,
                          brisque_count="when_close").value == 3800


def test_on_demand_a_count_asked_for_that_fails_to_save_the_rubicon_3900():
    """The book's example under the default option: B asks for the count to save his
    rubicon, has eleven, and A "wins 1800, plus B's 800, plus 1300 ...; 3900"."""
    r = settle_rubicon([1740, 850], [14, 11])
    assert (r.winner, r.value) == (0, 3900)


def test_on_demand_no_count_asked_for_the_rubicon_3800():
    """ "The brisques are not counted, unless they are necessary to ... save a rubicon":
    the loser who does not ask is reckoned without any brisques."""
    r = settle_rubicon([1740, 850], [14, 11], demanded=False)
    assert (r.winner, r.value, r.totals) == (0, 3800, [1740, 850])


@pytest.mark.parametrize("how, value", [("on_demand", 700), ("when_close", 800)])
def test_a_count_that_only_helps_the_leader_is_not_asked_for(how, value):
    """Issue 17: 1300 to 1150, brisques 20 and 12.  Counted, the leader wins 800; the
    trailing player would never ask for it: 700."""
    assert settle_rubicon([1300, 1150], [20, 12], brisque_count=how).value == value


@pytest.mark.parametrize("how", ["on_demand", "when_close"])
def test_a_count_that_lowers_what_the_trailing_player_pays_stands(how):
    r = settle_rubicon([1300, 1150], [10, 20], brisque_count=how)
    assert (r.winner, r.value, r.totals) == (0, 600, [1400, 1350])


def test_the_trailing_player_who_does_not_ask_gets_no_count():
    assert settle_rubicon([1260, 1140], [7, 25], demanded=False).winner == 0
    assert settle_rubicon([1740, 850], [14, 18], demanded=False).value == 1700 + 800 + 1300
    # a tie is decided by the count whoever asks
    assert settle_rubicon([1200, 1200], [10, 12], demanded=False).winner == 1


def test_unknown_brisque_count_is_refused():
    with pytest.raises(ValueError):
        settle_rubicon([1300, 1150], [20, 12], brisque_count="always")


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
    assert settlement("rubicon-bezique").settle([1830, 1260], [7, 25]).value == 1100


# ----- in the game: the trailing player is asked --------------------------------------
def _before_the_last_trick(options=None, points=(1300, 1150)):
    """A deal played to its last trick, the scores set to ``points`` less the last
    trick's 50 (which the leader of the last trick will win)."""
    from parlour.engine.bezique import RubiconBeziqueState
    s = RubiconBeziqueState(options=options, seed=7)
    while sum(s.hand[0]) + sum(s.hand[1]) > 2 or s.lead is not None or s.phase != "play":
        s.apply(s.legal_actions()[0])
    leader = s.current_player()
    s.points = list(points)
    s.points[leader] -= 50
    return s


def _finish_trick(s):
    while s.phase == "play" and not s.is_over():
        s.apply(s.legal_actions()[0])


def test_on_demand_the_trailing_player_is_asked_knowing_his_brisques():
    s = _before_the_last_trick()
    _finish_trick(s)
    assert not s.is_over() and s.phase == "count"
    behind = 0 if s.points[0] < s.points[1] else 1
    assert s.current_player() == behind
    legal = s.legal_actions()
    assert [(type(a), a.count) for a in legal] == [(Brisques, True), (Brisques, False)]
    assert list(s.observation(behind).brisques) == s.brisques
    for a in legal:
        t = s.clone()
        t.apply(a)
        assert t.result() == settle_rubicon(t.points, t.brisques, demanded=a.count)


def test_a_finished_record_without_the_question_replays_asking_for_the_count():
    """Records written before the question existed end with the last trick."""
    import random

    from parlour.engine import records
    from parlour.engine.bezique import RubiconBeziqueState
    s, rng = RubiconBeziqueState(seed=0), random.Random(0)
    while not s.is_over() and s.phase != "count":
        acts = s.legal_actions()
        melds = [a for a in acts if type(a) is Meld]
        s.apply(max(melds, key=lambda a: len(a.cards)) if melds else rng.choice(acts))
    assert s.phase == "count" and s.points == [230, 70]      # seed 0 since the cut
    rec = records.record_of(s)
    s.apply(s.legal_actions()[0])
    rec["result"] = records.result_json(s.result(), s.seats)
    assert records.replay(rec).result() == s.result()


def test_when_close_nobody_is_asked():
    s = _before_the_last_trick({"brisque_count": "when_close"})
    _finish_trick(s)
    assert s.is_over()
    assert s.result() == settle_rubicon(s.points, s.brisques, brisque_count="when_close")


def test_nobody_is_asked_when_no_count_may_be_asked_for():
    s = _before_the_last_trick(points=(2050, 1500))
    _finish_trick(s)
    assert s.is_over()
