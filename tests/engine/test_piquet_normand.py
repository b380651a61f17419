"""Piquet Normand: three players, ten cards each, the dealer's exchange of two
(piquet.txt, PIQUET NORMAND)."""
import json
import random

import pytest
from hypothesis import given, settings, strategies as st

from parlour.engine import records
from parlour.engine.cards import names, parse_cards
from parlour.engine.core import IllegalAction
from parlour.engine.games import new_game
from parlour.engine.cards import mask_of
from parlour.engine.piquet.declarations import point_of, sequences_of
from parlour.engine.piquet.multi_reckoning import Announced, hand_events
from parlour.engine.piquet.normand import NormandState
from parlour.engine.sentences import sentence

from .piquet_multi_helpers import (card_strings, declare_all, finish_deal, play,
                                   points_by_category, random_game, setup)
from parlour.engine.actions import Declare, Exchange

# Seat 2 deals; seat 0 is elder.  Elder's quinte major is point 5 and sequence 15: 20
# before anyone scores, though seat 1's three Aces, Kings and Queens are good after it.
REPIC = setup(2, ["AH KH QH JH 10H 7S 8S 7D 8D 7C",
                  "AS KS QS AD KD QD AC KC QC 9H",
                  "JS 10S 9S JD 10D 9D JC 10C 9C 8H"], "8C 7H")
# Elder has 18 in hand (point 4, two quatrièmes major 8, three Aces and three Kings 6),
# nobody else scores in hand, and two leads of a Ten or better bring him to 20.
PIC = setup(2, ["AH KH QH JH AC KC QC JC AS KS",
                "AD KD 10D 8D QS 10S 8S 10H 9H 8H",
                "QD JD 9D 7D JS 9S 7S 7H 10C 9C"], "8C 7C")


def exchange(state, cards=""):
    return state.apply(Exchange(state.dealer, tuple(parse_cards(cards))))


def declare_round(state):
    for seat in state.order:
        declare_all(state, seat)
        if seat != state.order[-1]:
            state.apply(state.legal_actions()[0])


def test_repic_at_twenty_makes_ninety():
    s = NormandState(deals=[REPIC])
    exchange(s)
    declare_round(s)
    cats = points_by_category(s)
    assert cats["point"] == [(0, 5)] and cats["sequence"] == [(0, 15)]
    assert cats["set"] == [(1, 3), (1, 3), (1, 3)]     # good, but after the sequence
    assert cats["repic"] == [(0, 70)]
    assert s.deal_points[0] == 90


def test_pic_at_twenty_in_hand_and_play_makes_sixty():
    s = NormandState(deals=[PIC])
    exchange(s)
    declare_all(s, 0)
    play(s, 0, "AH")
    declare_all(s, 1)
    play(s, 1, "8H")
    declare_all(s, 2)
    play(s, 2, "7H")
    assert s.deal_points == [19, 0, 0]
    assert "repic" not in points_by_category(s)
    play(s, 0, "KH")
    finish_deal(s)
    cats = points_by_category(s, 0)
    assert cats["pic"] == [(0, 40)]
    events = [e.category for e in s.deals[0].scoring_events()]
    assert events.index("pic") > max(i for i, c in enumerate(events) if c == "play")


def test_sinking_the_point_gives_it_to_the_next_best():
    s = NormandState(deals=[PIC])
    exchange(s)
    s.apply(Declare(0, "point"))    # elder sinks his 41
    declare_all(s, 0)
    s.apply(s.legal_actions()[0])
    for seat in (1, 2):
        declare_all(s, seat)
        if seat == 1:
            s.apply(s.legal_actions()[0])
    assert points_by_category(s)["point"] == [(1, 4)]     # seat 1's 39 in diamonds


def test_declarations_are_of_held_cards_in_order_and_may_sink():
    s = NormandState(deals=[PIC])
    exchange(s)
    with pytest.raises(IllegalAction, match="hold"):
        s.apply(Declare(0, "point", tuple(parse_cards("AD KD"))))
    with pytest.raises(IllegalAction, match="not a point"):
        s.apply(Declare(0, "point", tuple(parse_cards("AH AC"))))
    with pytest.raises(IllegalAction, match="point"):
        s.apply(Declare(0, "set"))
    with pytest.raises(IllegalAction, match="declare first"):
        play(s, 0, "AH")
    choices = [" ".join(c for c in a.to_record()["cards"]) for a in s.legal_actions()]
    assert choices == ["JH QH KH AH", "QH KH AH", "KH AH", "AH", ""]
    s.apply(Declare(0, "point", tuple(parse_cards("AH KH QH"))))
    assert s.observation(2).announcements[0].text == "Thirty-one."   # sinking the Jack


def test_dealer_alone_exchanges_two_for_the_talon():
    s = NormandState(deals=[REPIC])
    assert s.current_player() == 2
    assert len(s.legal_actions()) == 1 + 10 + 45
    with pytest.raises(IllegalAction):
        s.apply(Exchange(0))
    with pytest.raises(IllegalAction):
        exchange(s, "JS 10S 9S")
    exchange(s, "8H 9C")
    assert s.hands[2] == mask_of(parse_cards("JS 10S 9S JD 10D 9D JC 10C 8C 7H"))
    assert names(s.observation(2).discards) == ["8H", "9C"]
    assert s.observation(0).discards == ()
    assert not card_strings(s.observation(1)) & {"9C", "8H", "8C", "7H"}


def test_dealer_may_take_one_and_see_the_other():
    s = NormandState(deals=[REPIC])
    exchange(s, "8H")
    assert names(s.observation(2).talon_left) == ["7H"]
    assert s.observation(0).talon_size == 1 and "7H" not in card_strings(s.observation(0))


def test_cards_and_capot_among_three():
    s = NormandState(seed=2)
    s.dealer = 2
    for tricks, want in [
        ([5, 3, 2], [(0, 10, "cards", "the_cards")]),
        ([4, 4, 2], [(0, 5, "cards", "the_cards_divided"), (1, 5, "cards", "the_cards_divided")]),
        ([10, 0, 0], [(0, 40, "capot", "capot")]),
        ([0, 6, 4], [(1, 20, "capot", "capot_shared"), (2, 20, "capot", "capot_shared")]),
    ]:
        s.tricks = tricks
        assert s._trick_scores() == want


def test_shared_capot_includes_the_last_trick_under_ten_or_better():
    for seed in range(400):
        s = random_game(NormandState, seed)
        for log in s.deals:
            cats = [e.category for e in log.scoring_events()]
            if "capot" in cats:
                assert not any(e.payload.reason == "last_trick" for e in log.scoring_events())
                return
    pytest.fail("no capot in 400 games")


def test_play_scoring_option_both_ways():
    totals = {}
    for how in ("ten_or_better", "every_card"):
        s = NormandState(deals=[REPIC], options={"play_scoring": how})
        exchange(s)
        declare_all(s, 0)
        play(s, 0, "7S")
        declare_all(s, 1)
        play(s, 1, "QS")
        declare_all(s, 2)
        play(s, 2, "9S")
        hand = [e for e in s.deals[0].scoring_events() if e.category == "play"]
        totals[how] = [(e.seat, sentence(e, s.seats)) for e in hand]
    assert totals["ten_or_better"] == [(1, "Winning with QS")]
    assert totals["every_card"] == [(0, "Leading 7S"), (1, "Winning with QS")]


def test_english_point_option_both_ways():
    low = mask_of(parse_cards("AH 9H 8H 7H KS"))
    said = [Announced(point_of(low), (), ()), None, None]
    plain = hand_events([0, 1, 2], (0, 1, 2), said)
    english = hand_events([0, 1, 2], (0, 1, 2), said, english=True)
    assert plain[0].points == 4 and english[0].points == 3


def test_point_by_option_both_ways():
    # By pips or by cards, the comparison agrees (a longer suit is always worth more pips);
    # what differs is the call said aloud: the value, or the number of cards.
    calls = {}
    for by in ("value", "cards"):
        s = NormandState(deals=[PIC], options={"point_by": by})
        exchange(s)
        declare_all(s, 0)
        calls[by] = s.observation(1).announcements[0].text
        said = [Announced(point_of(mask_of(parse_cards("AH KH QH JH")), by), (), ()),
                Announced(point_of(mask_of(parse_cards("10S 9S 8S 7S JS")), by), (), ()), None]
        assert hand_events([0, 1, 2], (0, 1, 2), said, point_by=by)[0].seat == 1
    assert calls == {"value": "Forty-one.", "cards": "Point of four."}


def test_equal_best_sequence_scores_for_nobody():
    a = Announced(None, tuple(sequences_of(mask_of(parse_cards("KS QS JS")))), ())
    b = Announced(None, tuple(sequences_of(mask_of(parse_cards("KH QH JH 9D 8D 7D")))), ())
    assert hand_events([0, 1, 2], (0, 1, 2), [a, b, None]) == []


def test_first_out_follows_the_order_of_reckoning():
    s = NormandState(deals=[REPIC])
    s.totals = [10, 95, 0]
    exchange(s)
    finish_deal(s)
    # elder reaches 30 in hand and 100 by his repic, but seat 1's trios reckon first
    assert s.result().winner == 1 and s.result().value == 1
    assert s.totals[0] >= 100 and s.totals[1] >= 100


def test_registry_plays_normand():
    s = new_game("piquet", "normand", seed=3)
    assert isinstance(s, NormandState) and len(s.seats) == 3


@pytest.mark.slow
def test_observation_never_shows_hidden_cards():
    for seed in range(8):
        s, rng = NormandState(seed=seed), random.Random(seed)
        while s.current_player() is not None:
            for seat in range(3):
                obs = s.observation(seat)
                own = card_strings(obs, "hand", "discards", "talon_left")
                public = card_strings(obs, "tricks", "trick", "shown", "carte_blanche")
                assert card_strings(obs) <= own | public
            s.apply(s.sample_action(rng))


def test_observation_equal_when_only_others_hidden_cards_differ():
    a = NormandState(deals=[REPIC])
    b = NormandState(deals=[setup(2, ["AH KH QH JH 10H 7S 8S 7D 8D 7C",
                                      "JS 10S 9S JD 10D 9D JC 10C 9C 8H",
                                      "AS KS QS AD KD QD AC KC QC 9H"], "7H 8C")])
    assert a.observation(0) == b.observation(0)


@pytest.mark.slow
def test_random_games():
    for seed in range(300):
        s = random_game(NormandState, seed)
        assert s.legal_actions() == [] and s.result() is not None
        assert s.result().totals[s.result().winner] >= 100


def test_cards_conserved_and_clone_independent():
    s, rng = NormandState(seed=4), random.Random(4)
    while s.current_player() is not None and len(s.deals) == 1:
        taken = s.discards | s.left if s.phase != "exchange" else mask_of(s.talon)
        held = sum(h.bit_count() for h in s.hands)
        assert held + sum(len(t) for _, t in s.gathered) + len(s.trick) + taken.bit_count() == 32
        c = s.clone()
        a = s.sample_action(rng)
        c.apply(a)
        s.apply(a)
        assert c.observation(0) == s.observation(0)


def test_undo_returns_the_same_state():
    s, rng = NormandState(seed=8), random.Random(8)
    for _ in range(25):
        s.apply(s.sample_action(rng))
    obs = [s.observation(i) for i in range(3)]
    s.apply(s.legal_actions()[-1])
    s = s.undone()
    assert [s.observation(i) for i in range(3)] == obs


def test_record_round_trip():
    s = random_game(NormandState, 33)
    back = records.replay(json.loads(records.dumps(s)))
    assert back.result() == s.result()
    assert [back.deal_summary(i) for i in range(len(back.deals))] == \
        [s.deal_summary(i) for i in range(len(s.deals))]


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(1, 90))
def test_any_game_prefix_keeps_the_invariants(seed, steps):
    s, rng = NormandState(seed=seed), random.Random(seed)
    for _ in range(steps):
        if s.current_player() is None:
            break
        s.apply(s.sample_action(rng))
    assert (s.legal_actions() == []) == (s.current_player() is None)
    talon = mask_of(s.talon) if s.phase == "exchange" else s.discards | s.left
    held = sum(h.bit_count() for h in s.hands)
    assert held + sum(len(t) for _, t in s.gathered) + len(s.trick) + talon.bit_count() == 32
    replayed = NormandState(seed=seed)
    for a in s.history:
        replayed.apply(a)
    assert all(replayed.observation(i) == s.observation(i) for i in range(3))
    assert all(s.clone().observation(i) == s.observation(i) for i in range(3))


def test_a_record_that_stops_after_a_deal_waits_for_the_next():
    s = NormandState(deals=[NormandState(seed=3).deals[0].setup])
    finish_deal(s)
    assert s.result() is None and s.phase == "waiting"
    assert s.current_player() == 0 and s.legal_actions() == []     # seat 0 deals next
    assert list(s.observation(1).totals) == s.totals
    with pytest.raises(IllegalAction):
        exchange(s)
