"""Binocle properties over random games: cards conserved, legal moves empty exactly when
the game is over, clone and undo exact, observations leak nothing, records round trip."""
import json
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from parlour.engine import records
from parlour.engine.binocle import BinocleState
from parlour.engine.core import DealSetup
from parlour.engine.observed import to_json
from parlour.engine.events import Dealt, DixExchanged, Drew, TrickWon
from parlour.engine.actions import Claim, Meld


def cards_everywhere(s):
    """Every card of the deal: hands, tables, stock, turn-up, trick, and tricks taken."""
    have = Counter()
    for seat in (0, 1):
        for c in s.valid:
            have[c] += s.hand[seat][c] + s.board[seat].count[c]
    have.update(s.stock)
    if s.turnup is not None:
        have[s.turnup] += 1
    if s.lead is not None:
        have[s.lead] += 1
    for e in s.deals[-1].events:
        if isinstance(e.payload, TrickWon):
            have.update(e.cards)
    return have


@pytest.mark.parametrize("variant", ["48", "64"])
def test_random_games_cards_conserved_and_legal_empty_exactly_when_over(variant):
    for seed in range(15):
        s = BinocleState(variant=variant, seed=seed)
        rng = random.Random(seed)
        pack = Counter(s.pack)
        while True:
            acts = s.legal_actions()
            assert (acts == []) == s.is_over() == (s.current_player() is None)
            if not acts:
                break
            assert all(a.seat == s.current_player() for a in acts)
            assert len(set(acts)) == len(acts)
            s.apply(rng.choice(acts))
            if not s.is_over():
                assert cards_everywhere(s) == pack
                held = [sum(s.hand[i]) + sum(s.board[i].count) for i in (0, 1)]
                if s.lead is not None:
                    held[s.leader] += 1
                assert held[0] == held[1] <= 12


@pytest.mark.parametrize("variant", ["48", "64"])
@pytest.mark.parametrize("options", [{}, {"modern_meld_values": True},
                                     {"auto_claim": False}])
def test_a_few_hundred_random_games(variant, options):
    games = 100
    for seed in range(games):
        s = BinocleState(variant=variant, options=options, seed=1000 + seed)
        rng = random.Random(seed)
        n = 0
        while not s.is_over():
            s.apply(s.sample_action(rng))
            n += 1
            assert n < 5000
        res = s.result()
        assert res.winner in (0, 1) and res.totals == s.scores
        for log in s.deals:
            assert all(e.category in (None, "dix", "marriage", "sequence", "binocle", "four",
                                      "eight", "last_trick", "counting") for e in log.events)


def test_scores_are_the_sum_of_the_scoring_events():
    s = BinocleState(seed=5)
    rng = random.Random(5)
    while not s.is_over():
        s.apply(rng.choice(s.legal_actions()))
    summ = records.summary(s)
    assert [sum(d["points"][i] for d in summ["deals"]) for i in (0, 1)] == s.scores


def test_modern_values_score_more_on_the_same_play_when_a_double_binocle_is_melded():
    for seed in range(200):
        a = BinocleState(seed=seed)
        b = BinocleState(seed=seed, options={"modern_meld_values": True})
        rng = random.Random(seed)
        while not a.is_over() and not b.is_over():
            acts = a.legal_actions()
            melds = [x for x in acts if type(x) is Meld and len(x.cards) == 4
                     and len(set(x.cards)) == 2]
            x = melds[0] if melds else rng.choice(acts)
            a.apply(x)
            b.apply(x)
            if melds:
                assert b.scores[x.seat] - a.scores[x.seat] == 220
                return
    pytest.fail("no double binocle met")


def test_clone_is_equal_and_independent():
    s = BinocleState(seed=9)
    rng = random.Random(9)
    for _ in range(40):
        s.apply(rng.choice(s.legal_actions()))
    c = s.clone()
    assert c.observation(0) == s.observation(0) and c.legal_actions() == s.legal_actions()
    before = s.observation(1)
    for _ in range(60):
        a = rng.choice(c.legal_actions())
        c.apply(a)
    assert s.observation(1) == before and len(s.history) == 40
    # replaying the same moves on the original gives the same state as the clone
    for a in c.history[40:]:
        s.apply(a)
    assert s.observation(0) == c.observation(0) and s.scores == c.scores


def test_undo_takes_back_exactly_one_action():
    s = BinocleState(seed=2)
    rng = random.Random(2)
    for _ in range(30):
        before = (s.observation(0), s.observation(1), list(s.scores))
        a = rng.choice(s.legal_actions())
        s.apply(a)
        s = s.undone()
        assert (s.observation(0), s.observation(1), list(s.scores)) == before
        s.apply(a)


def test_observation_is_json():
    s = BinocleState(seed=4)
    rng = random.Random(4)
    while not s.is_over():
        json.dumps(to_json(s.observation(0)))
        s.apply(rng.choice(s.legal_actions()))
    json.dumps(to_json(s.observation(1)))


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10_000), i=st.integers(0, 11), j=st.integers(0, 21))
def test_observation_never_leaks_hidden_cards(seed, i, j):
    """Swap a card of seat 1's hand with one deep in the stock: seat 0 must see the same
    game until one of the two cards comes into view."""
    a = BinocleState(seed=seed)
    setup = a.deals[0].setup
    hands = [list(setup.hands[0]), list(setup.hands[1])]
    stock = list(setup.stock)
    x, y = hands[1][i], stock[j]
    hands[1][i], stock[j] = y, x
    b = BinocleState(deals=[DealSetup(setup.dealer, hands, stock, setup.turnup)])
    a = BinocleState(deals=[setup])
    assert a.observation(0) == b.observation(0)
    rng = random.Random(seed)
    while not a.is_over():
        act = rng.choice(a.legal_actions())
        if act.cards and set(act.cards) & {x, y} or not b.is_legal(act):
            break            # the swapped card comes into play
        a.apply(act)
        b.apply(act)
        if len(a.stock) < len(stock) - j:
            break            # the swapped stock card has been drawn
        assert a.observation(0) == b.observation(0)


def test_records_round_trip():
    for seed in range(5):
        s = BinocleState(seed=seed, options={"auto_claim": False} if seed % 2 else None)
        rng = random.Random(seed)
        while not s.is_over():
            s.apply(rng.choice([a for a in s.legal_actions() if type(a) is not Claim]
                               or s.legal_actions()))
        rec = json.loads(records.dumps(s))
        again = records.replay(rec)
        assert again.scores == s.scores and again.history == s.history
        assert records.record_of(again) == rec


def test_a_record_may_leave_out_passes_and_shown_dixes():
    for seed in range(8):
        s = BinocleState(seed=seed)
        rng = random.Random(seed)
        while not s.is_over():
            s.apply(rng.choice(s.legal_actions()))
        rec = json.loads(records.dumps(s))
        dropped = 0
        for deal in rec["deals"]:
            keep = [x for x in deal["actions"]
                    if x["act"] != "pass" and not (x["act"] == "dix" and "exchange" not in x)]
            dropped += len(deal["actions"]) - len(keep)
            deal["actions"] = keep
        assert dropped
        again = records.replay(rec)
        assert again.scores == s.scores and again.result().winner == s.result().winner


def test_no_event_names_a_hidden_card():
    for seed in range(10):
        s = BinocleState(seed=seed)
        rng = random.Random(seed)
        while not s.is_over():
            s.apply(rng.choice(s.legal_actions()))
        for log in s.deals:
            assert all(not isinstance(e.payload, Dealt) or not e.cards for e in log.events)
            draws = [e for e in log.events if isinstance(e.payload, Drew) and e.cards]
            exchanged = [e.cards[0] for e in log.events if isinstance(e.payload, DixExchanged)]
            turnup = exchanged[-1] if exchanged else log.setup.turnup   # lying face up
            assert all(e.cards == (turnup,) for e in draws) and len(draws) <= 1
