"""Piquet à écrire: a sitting of three to seven, two playing at a time, the losses
written on a sheet and balanced at the end (piquet.txt, PIQUET A ÉCRIRE)."""
import json
import random

import pytest

from parlour.engine import records
from parlour.engine.games import GAMES
from parlour.engine.piquet.ecrire import EcrireState

from .piquet_multi_helpers import card_strings, finish_deal, random_game


def sitting(n, seed=1, **options):
    return EcrireState(seats=[f"P{i}" for i in range(n)], seed=seed, options=options)


@pytest.fixture
def registered(monkeypatch):
    """The variant is in the games' table (engine/games.py)."""
    assert GAMES["piquet"].variant("ecrire").state is EcrireState


def pairs_and_dealers(state):
    out = []
    while state.current_player() is not None:
        out.append((state.pair, state.dealer))
        finish_deal(state)
    return out


def test_turns_each_plays_first_with_his_left_then_his_right():
    s = sitting(4)
    assert pairs_and_dealers(s) == [
        ((0, 1), 0), ((0, 3), 3),      # player 0: with 1 (he deals), with 3 (elder hand)
        ((1, 2), 1), ((0, 1), 0),
        ((2, 3), 2), ((1, 2), 1),
        ((0, 3), 3), ((2, 3), 2)]


@pytest.mark.slow
def test_winner_stays_and_the_loser_gives_way():
    for seed in range(8):
        s = sitting(5, seed, rotation="winner_stays", tours=2)
        waiting = [2, 3, 4]
        while s.current_player() is not None:
            pair, dealer = s.pair, s.dealer
            finish_deal(s)
            if s.current_player() is None:
                assert len(s.deals) == 10
                break
            pts = s.deal_summary(len(s.deals) - 2)["points"]
            a, b = pair
            loser = dealer if pts[a] == pts[b] else (a if pts[a] < pts[b] else b)
            stayer = a + b - loser
            waiting.append(loser)
            assert set(s.pair) == {stayer, waiting.pop(0)}
            assert s.dealer == stayer


def test_the_sheet_charges_the_loser_and_balances():
    s = sitting(3, 5)
    while s.current_player() is not None:
        before = list(s.losses)
        pair = s.pair
        finish_deal(s)
        pts = s.deal_summary(len(s.deals) - 1 if s.current_player() is None
                             else len(s.deals) - 2)["points"]
        a, b = pair
        charged = [x - y for x, y in zip(s.losses, before)]
        loser = a if pts[a] < pts[b] else b
        if pts[a] != pts[b]:
            assert charged[loser] == abs(pts[a] - pts[b])
        assert sum(charged) == charged[loser]
    r = s.result()
    assert sum(r.totals) == 0 and r.totals == s.net
    assert r.winner == max(range(3), key=lambda i: s.net[i]) and r.value == max(s.net)


def test_tours_set_the_number_of_deals():
    assert len(random_game(EcrireState, 2, seats=["a", "b", "c"], options={"tours": 2}).deals) == 12
    assert len(random_game(EcrireState, 2, seats=list("abcdefg"),
                           options={"rotation": "winner_stays"}).deals) == 7


def test_three_to_seven_players():
    for n in (2, 8):
        with pytest.raises(ValueError):
            sitting(n)
    assert len(sitting(7).seats) == 7 and len(EcrireState().seats) == 3


def test_two_handed_options_reach_the_table():
    s = sitting(3, play_scoring="every_card", english_point=True)
    assert s.table.options["play_scoring"] == "every_card" and s.table.options["english_point"]
    assert sitting(3).table.options["play_scoring"] == "ten_or_better"


def test_deal_points_are_the_two_handed_deal_written_by_sitting_seats():
    s = sitting(4, 9)
    for _ in range(3):
        finish_deal(s)
    for i, log in enumerate(s.deals[:-1]):
        d = s.deal_summary(i)
        players = {e.seat for e in d["events"]}
        assert players <= set(range(4)) and len(log.setup.hands) == 2
        assert d["dealer"] == log.setup.dealer


@pytest.mark.slow
def test_observation_never_shows_hidden_cards():
    for seed in range(3):
        s, rng = sitting(4, seed), random.Random(seed)
        while s.current_player() is not None:
            for seat in range(4):
                obs = s.observation(seat)
                if seat not in s.pair:
                    t = obs.table
                    public = card_strings(t, "tricks", "trick", "shown", "cut")
                    assert card_strings(obs) <= public
                    assert t.hand == t.discards == t.seen == t.left_taken == ()
                else:
                    assert obs.table.seat == s.pair.index(seat)
            s.apply(s.sample_action(rng))


@pytest.mark.slow
def test_random_sittings():
    for seed in range(200):
        n = 3 + seed % 5
        rotation = ("turns", "winner_stays")[seed % 2]
        s = random_game(EcrireState, seed, seats=[str(i) for i in range(n)],
                        options={"rotation": rotation})
        assert s.legal_actions() == [] and s.result() is not None
        assert sum(s.net) == 0


def test_clone_and_undo():
    s, rng = sitting(3, 4), random.Random(4)
    for _ in range(60):
        s.apply(s.sample_action(rng))
    obs = [s.observation(i) for i in range(3)]
    c = s.clone()
    s.apply(s.legal_actions()[0])
    assert [c.observation(i) for i in range(3)] == obs
    s = s.undone()
    assert [s.observation(i) for i in range(3)] == obs


def test_record_round_trip(registered):
    s = random_game(EcrireState, 12, seats=["Ann", "Bob", "Cy", "Di"],
                    options={"rotation": "winner_stays"})
    data = json.loads(records.dumps(s))
    assert data["variant"] == "ecrire" and all(len(d["hands"]) == 2 for d in data["deals"])
    back = records.replay(data)
    assert back.result() == s.result()


def test_record_without_declarations_declares_in_full(registered):
    s = sitting(3, 6)
    while s.current_player() is not None:
        a = s.auto_action() or s.legal_actions()[0]
        s.apply(a)
    data = json.loads(records.dumps(s))
    for d in data["deals"]:
        d["actions"] = [a for a in d["actions"] if a["act"] != "declare"]
    data["result"] = {}
    back = records.replay(data)
    assert back.net == s.net


def test_in_turns_each_player_deals_to_his_left_then_is_elder_to_his_right():
    from parlour.engine.piquet.ecrire import turns_pair
    # three players: 0 deals to 1, then 2 deals to 0; 1 deals to 2, then 0 deals to 1 ...
    assert [turns_pair(3, k) for k in range(6)] == [
        ((0, 1), 0), ((0, 2), 2), ((1, 2), 1), ((0, 1), 0), ((0, 2), 2), ((1, 2), 1)]
    assert turns_pair(3, 6) == turns_pair(3, 0)          # the second tour begins again
