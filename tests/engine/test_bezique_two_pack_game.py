"""Two-pack Bézique: the end of the game (options ``game_end`` and ``double_game``, each
both ways) and its settlement (``parlour settle bezique``)."""
import random

import pytest

from parlour.engine import ending
from parlour.engine.bezique.two_pack import TwoPackBeziqueState, settle_two_pack
from parlour.engine.cards import parse_card

from .test_bezique_two_pack import DEALER, PONE, act, deal, random_game, scored, win
from parlour.engine.events import GameEnded
from parlour.engine.actions import Play

from ..tiers import cases

HANDS = ("KH QH 9S 10S JS QC 8C AC", "7D 8D 9D 10D JD QD KD 8S")


def near_the_end(pone_total=980, **options):
    """A deal begun with the pone at ``pone_total`` (a later deal of the game): the
    totals carried in are set by hand, as the game would have left them."""
    s = deal(*HANDS, turnup="9H", options=options)
    s.totals = [pone_total, 0]
    s.points = [pone_total, 0]
    return s


@pytest.mark.parametrize("game_end", ["deal", "at_once"])
def test_option_game_end_a_meld_reaching_the_total(game_end):
    s = near_the_end(game_end=game_end)
    win(s, "9S", "7D")
    stock = s.stock_count()
    act(s, PONE, "meld", "KH QH")                     # royal marriage: 1020
    assert s.points[PONE] == 1020
    if game_end == "at_once":
        assert s.is_over() and s.current_player() is None and s.legal_actions() == []
        r = s.result()
        assert r.winner == PONE and r.totals == [1020, 0]
        assert s.stock_count() == stock               # over before anyone draws
        assert isinstance(s.deals[-1].events[-1].payload, GameEnded)
    else:
        assert not s.is_over() and s.result() is None
        assert s.stock_count() == stock - 2           # the deal is played out
        rng = random.Random(1)
        while len(s.deals) == 1 and not s.is_over():
            s.apply(rng.choice(s.legal_actions()))
        r = s.result()                                # decided at the end of the deal
        assert r is not None and r.totals[r.winner] == max(s.totals)
        assert sum(e.points for e in scored(s, "counting")) == 160


@pytest.mark.parametrize("game_end", ["deal", "at_once"])
def test_brisques_scored_as_won_only_at_once(game_end):
    s = near_the_end(0, game_end=game_end)
    act(s, PONE, "play", "10S")
    act(s, DEALER, "play", "8S")                      # the pone wins a brisque
    assert s.points[PONE] == (10 if game_end == "at_once" else 0)
    assert len(scored(s, "counting")) == (game_end == "at_once")


def test_at_once_a_brisque_or_the_dix_may_end_the_game():
    s = near_the_end(990, game_end="at_once")
    act(s, PONE, "play", "AC")
    act(s, DEALER, "play", "8D")
    assert s.is_over() and s.result().winner == PONE and s.result().totals == [1000, 0]
    s = deal("7H 8S 9S 10S JS QC KC AC", "7D 8D 9D 10D JD QD KD 8C", turnup="AH",
             options={"game_end": "at_once"})
    s.totals, s.points = [995, 0], [995, 0]
    win(s, "8S", "7D")
    act(s, PONE, "dix", "7H", exchange=True)
    assert s.is_over() and s.result().totals == [1005, 0]


@pytest.mark.parametrize("double_game", [False, True])
def test_option_double_game(double_game):
    s = near_the_end(game_end="at_once", double_game=double_game)
    win(s, "9S", "7D")
    act(s, PONE, "meld", "KH QH")
    r = s.result()
    assert r.value == (2 if double_game else 1)
    assert (r.ending.kind == ending.DOUBLE_GAME) == double_game


@pytest.mark.parametrize("double_game", cases([False, True], slow=["True"]))   # 60 games each
def test_random_games_a_loser_under_half_loses_double(double_game):
    for seed in range(60):     # (random play rarely leaves a loser under 500)
        s = random_game(seed, {"double_game": double_game})
        r = s.result()
        under = r.totals[1 - r.winner] < 500
        assert r.value == (2 if double_game and under else 1)


@pytest.mark.slow
def test_random_games_ending_at_once():
    for seed in range(150):
        s = random_game(seed, {"game_end": "at_once"})
        r = s.result()
        assert r.totals == s.points and r.totals[r.winner] >= 1000 > r.totals[1 - r.winner]
        # every point made was scored as it came: the game's events add up to the totals
        got = [0, 0]
        for log in s.deals:
            for e in log.events:
                if e.category:
                    got[e.seat] += e.points
        assert got == r.totals
        for i in range(len(s.deals) - 1):             # deals played out: all 16 brisques
            ev = s.deal_summary(i)["events"]
            assert sum(e.points for e in ev if e.category == "counting") == 160


def test_a_game_ended_at_once_replays_from_its_record():
    import json

    from parlour.engine.records import record_of, replay
    s = random_game(5, {"game_end": "at_once"})
    again = replay(json.loads(json.dumps(record_of(s))))
    assert again.result() == s.result()


def test_clone_keeps_the_brisques_already_scored():
    s = near_the_end(0, game_end="at_once")
    act(s, PONE, "play", "10S")
    c = s.clone()
    act(s, DEALER, "play", "8S")
    assert c.brisques_scored == [0, 0] and s.brisques_scored == [1, 0]
    c.apply(Play(DEALER, parse_card("8S")))
    assert c.points == s.points


# ----- the settlement ----------------------------------------------------------------------
def test_settle_one_game_or_a_double_game():
    r = settle_two_pack([1030, 620])
    assert (r.winner, r.value, r.totals) == (0, 1, [1030, 620])
    r = settle_two_pack([480, 1010])
    assert (r.winner, r.value) == (1, 2) and r.ending.kind == ending.DOUBLE_GAME
    assert settle_two_pack([480, 1010], double_game=False).value == 1
    assert settle_two_pack([1000, 500]).value == 1            # half reached: one game


def test_settle_adds_brisques_and_knows_when_to_deal_again():
    r = settle_two_pack([930, 700], [8, 8])
    assert (r.winner, r.totals) == (0, [1010, 780])
    assert settle_two_pack([930, 700]).winner is None           # nobody at 1000 yet
    assert settle_two_pack([1100, 1100]).winner is None         # a tie: another deal
    r = settle_two_pack([1500, 1900], game_points=2000)
    assert r.winner is None
    assert settle_two_pack([2010, 900], game_points=2000).value == 2
    with pytest.raises(ValueError):
        settle_two_pack([1000])
    with pytest.raises(ValueError):
        settle_two_pack([1000, 20], [-1, 0])


def test_options_are_checked():
    with pytest.raises(ValueError):
        TwoPackBeziqueState(options={"game_end": "sometime"})
