"""Piquet Voleur: four players, partners 0 & 2 against 1 & 3 (piquet.txt, PIQUET VOLEUR)."""
import json
import random

import pytest
from hypothesis import given, settings, strategies as st

from parlour.engine import records
from parlour.engine.cards import parse_cards
from parlour.engine.core import IllegalAction
from parlour.engine.games import new_game
from parlour.engine.piquet.voleur import VoleurState
from parlour.engine.sentences import sentence

from .piquet_multi_helpers import (card_strings, declare_all, finish_deal, play,
                                   points_by_category, random_game, setup)
from parlour.engine.actions import Declare

# The book's example, dealt to fit every word of it.  Z (seat 3) deals; A (0) is elder;
# Y (1) sits next, then B (2), A's partner, then Z.
A = "AS AH QH JH 10H AD AC JC"     # 41 of four cards, tierce to the Queen, four Aces
Y = "KD QD JD 10D JS 10S 9S 8S"    # quatrième to the King and to the Jack, no club
B = "KS 7S KH KC QC 9H 8H 7H"      # three Kings
Z = "10C 9C 8C 7C 9D 8D 7D QS"     # quatrième to the Ten, tierce to the Nine
BOOK = setup(3, [A, Y, B, Z])
# The play: A leads clubs twice (B wins the second), then A-B lead out for the capot.
BOOK_PLAY = [(0, "AC"), (1, "8S"), (2, "QC"), (3, "7C"),
             (0, "JC"), (1, "9S"), (2, "KC"), (3, "8C"),
             (2, "KH"), (3, "9C"), (0, "10H"), (1, "10S"),
             (2, "KS"), (3, "QS"), (0, "AS"), (1, "JS"),
             (0, "AH"), (1, "10D"), (2, "7H"), (3, "7D"),
             (0, "QH"), (1, "JD"), (2, "8H"), (3, "8D"),
             (0, "JH"), (1, "QD"), (2, "9H"), (3, "9D"),
             (0, "AD"), (1, "KD"), (2, "7S"), (3, "10C")]


def side(state, s):
    return state.deal_points[s] + state.deal_points[s + 2]


def play_book(state, upto=len(BOOK_PLAY)):
    for seat, c in BOOK_PLAY[:upto]:
        declare_all(state, seat)
        play(state, seat, c)


def test_book_example_a_b_have_22_after_the_first_trick():
    s = VoleurState(deals=[BOOK])
    play_book(s, 4)
    assert side(s, 0) == 22          # 4 for the point, 14 Aces, 3 Kings, 1 for the card led
    cats = points_by_category(s)
    assert cats["point"] == [(0, 4)]
    assert cats["set"] == [(0, 14), (2, 3)]     # B's Kings good by his partner's Aces
    assert cats["play"] == [(0, 1)]


def test_book_example_adversaries_score_15_for_their_sequences():
    s = VoleurState(deals=[BOOK])
    play_book(s, 4)
    seqs = points_by_category(s)["sequence"]
    assert seqs == [(1, 4), (1, 4), (3, 4), (3, 3)]   # Z's made good by Y's best sequence
    assert side(s, 1) == 15
    assert "repic" not in points_by_category(s)


def test_book_example_partner_winning_his_sides_lead_counts_nothing():
    s = VoleurState(deals=[BOOK])
    play_book(s, 8)
    second = [e for e in s.deals[0].scoring_events() if e.category == "play"]
    assert [(e.seat, sentence(e, s.seats)) for e in second] == [(0, "Leading AC"),
                                                                (0, "Leading JC")]


def test_book_example_a_b_make_a_capot():
    s = VoleurState(deals=[BOOK])
    play_book(s)
    cats = points_by_category(s, 0)
    assert cats["capot"] == [(0, 40)] and "cards" not in cats
    # ten_or_better: every lead by A-B was a Ten or better (8), the capot includes the
    # last trick: 21 in hand + 8 + 40.
    assert s.totals == [69, 15]


def test_book_example_under_every_card_count():
    s = VoleurState(deals=[BOOK], options={"play_scoring": "every_card"})
    play_book(s)
    # every card led counts (8), the last trick 1, the capot 40 instead of the cards
    assert s.totals == [70, 15]


def test_no_point_under_thirty_may_be_announced():
    hands = ["AS 7S 8H 7H 8D 7D 8C 7C", "KS QS JS 10S 9S 8S 9H 10H",
             "AH KH QH JH 9D 10D 9C 10C", "AD KD QD JD AC KC QC JC"]
    s = VoleurState(deals=[setup(3, hands)])
    assert [a.cards for a in s.legal_actions()] == [()]     # elder's point is 18
    with pytest.raises(IllegalAction, match="under 30"):
        s.apply(Declare(0, "point", tuple(parse_cards("AS 7S"))))
    book = VoleurState(deals=[BOOK])           # A may sink the Ten (31), not the Jack too
    assert [len(a.cards) for a in book.legal_actions()] == [4, 3, 0]


def test_two_partners_with_carte_blanche_make_repic_whatever_the_adversaries_hold():
    hands = ["AS 10S 9S 8S AH 10H 9H 8H", "KS QS JS KH QH JH KD QD",
             "AD 10D 9D 8D AC 10C 9C 8C", "JD KC QC JC 7S 7H 7D 7C"]
    s = VoleurState(deals=[setup(3, hands)])
    cb = points_by_category(s)["carte_blanche"]
    assert cb == [(0, 10), (2, 10)]
    for seat in (0, 1, 2, 3):
        declare_all(s, seat)
        s.apply(s.legal_actions()[0])
    cats = points_by_category(s)
    assert cats["repic"] == [(2, 70)]          # 20 becomes 90
    assert side(s, 1) > 0                      # the adversaries' Kings and Queens score too


def test_cards_divided_four_each_score_nothing():
    s = VoleurState(seed=3)
    s.tricks = [2, 2, 2, 2]
    assert s._trick_scores() == []
    s.tricks = [3, 1, 2, 2]
    assert s._trick_scores() == [(0, 10, "cards", "the_cards")]
    s.tricks = [5, 0, 3, 0]
    assert s._trick_scores() == [(0, 40, "capot", "capot")]


def test_lurch_doubles_the_game():
    s = VoleurState(seed=1)
    s.totals, s.at_out, s.winner = [100, 40], [100, 40], 0
    assert s.result().value == 2 and s.result().totals == [100, 40, 100, 40]
    s.totals, s.at_out = [100, 60], [100, 60]
    assert s.result().value == 1


def test_registry_and_deal_summary_by_sides():
    s = new_game("piquet", "voleur", seed=5)
    finish_deal(s)
    d = s.deal_summary(0)
    assert d["sides"] == [d["points"][0] + d["points"][2], d["points"][1] + d["points"][3]]


@pytest.mark.slow
def test_observation_never_shows_hidden_cards():
    for seed in range(8):
        s = VoleurState(seed=seed)
        rng = random.Random(seed)
        while s.current_player() is not None:
            for seat in range(4):
                seen = card_strings(s.observation(seat))
                o = s.observation(seat)
                allowed = card_strings(o, "hand")
                public = card_strings(o, "tricks", "trick", "shown", "carte_blanche")
                assert seen <= allowed | public
            s.apply(s.sample_action(rng))


def test_observation_equal_when_only_others_hidden_cards_differ():
    a = VoleurState(deals=[BOOK])
    b = VoleurState(deals=[setup(3, [A, Z, B, Y])])     # Y and Z's hands swapped
    assert a.observation(0) == b.observation(0)
    a.apply(a.auto_action()); b.apply(b.auto_action())
    assert a.observation(2) == b.observation(2)


@pytest.mark.slow
def test_random_games_conserve_cards_and_end_properly():
    for seed in range(300):
        s = random_game(VoleurState, seed)
        assert s.legal_actions() == [] and s.result() is not None
        assert max(s.totals) >= 100
        for log in s.deals[:-1]:
            assert sum(len(h) for h in log.setup.hands) == 32


def test_cards_conserved_during_play():
    s, rng = VoleurState(seed=11), random.Random(11)
    while s.current_player() is not None and len(s.deals) == 1:
        held = sum(h.bit_count() for h in s.hands)
        assert held + sum(len(t) for _, t in s.gathered) + len(s.trick) == 32
        s.apply(s.sample_action(rng))


def test_undo_and_clone_match_replay():
    s, rng = VoleurState(seed=7), random.Random(7)
    for _ in range(40):
        s.apply(s.sample_action(rng))
    c = s.clone()
    before = s.observation(1)
    last = s.history[-1]
    s.apply(s.legal_actions()[0])
    s = s.undone()
    assert s.observation(1) == before and s.history[-1] == last
    assert c.observation(1) == before
    c.apply(c.legal_actions()[0])
    assert s.observation(1) == before        # the clone is independent


def test_record_round_trip():
    s = random_game(VoleurState, 21)
    text = records.dumps(s)
    back = records.replay(json.loads(text))
    assert back.result() == s.result()


def test_record_without_declarations_gets_full_ones():
    s = VoleurState(deals=[BOOK])
    play_book(s)
    data = json.loads(records.dumps(s))
    data["deals"][0]["actions"] = [a for a in data["deals"][0]["actions"]
                                   if a["act"] != "declare"]
    data["deals"] = data["deals"][:1]
    data["result"] = {}
    back = records.replay(data)
    assert back.totals == [69, 15]


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(1, 80))
def test_any_game_prefix_keeps_the_invariants(seed, steps):
    s, rng = VoleurState(seed=seed), random.Random(seed)
    for _ in range(steps):
        if s.current_player() is None:
            break
        s.apply(s.sample_action(rng))
    assert (s.legal_actions() == []) == (s.current_player() is None)
    held = sum(h.bit_count() for h in s.hands)
    assert held + sum(len(t) for _, t in s.gathered) + len(s.trick) == 32
    replayed = VoleurState(seed=seed)
    for a in s.history:
        replayed.apply(a)
    assert all(replayed.observation(i) == s.observation(i) for i in range(4))
    assert all(s.clone().observation(i) == s.observation(i) for i in range(4))


def test_lurch_is_judged_when_the_winners_reach_100_not_at_the_end_of_the_deal():
    """piquet.txt: "If one player reaches 100 before his adversary has reached 50, it is a
    lurch."  Issue 17's game (selfplay seed 51, game 72): before the last deal the sides
    stood 97-42; the winners' point of three, reckoned first, takes them to 100 while the
    others have 42, so it is a lurch, though the others end that deal on 62."""
    from parlour.selfplay import play_one
    game = play_one("piquet", "voleur", None, ["random"] * 4, 72, 51, keep_record=True)
    state = records.replay(game.record)
    assert sorted(state.result().totals) == [62, 62, 103, 103]
    assert state.at_out[1 - state.winner] == 42
    assert state.result().value == 2 and state.result().ending.lurched


def test_no_lurch_when_the_losers_had_50_as_the_winners_went_out():
    """The same rule the other way: the losers' total at the winners' moment decides."""
    s = VoleurState(seed=3)
    s.winner, s.at_out, s.totals = 0, [101, 50], [120, 40]
    assert s.result().value == 1
    s.at_out = [101, 49]
    assert s.result().value == 2
