"""The à écrire score sheet read from the sitting (no window): its lines, balance and
settlement agree with the engine."""
import random

import pytest
from hypothesis import given, settings, strategies as st

from parlour.engine.core import DealSetup
from parlour.engine.games import new_game
from parlour.ui.ecrire.sheet import coming_pair, read_sheet, sitting_out


def play_out(state, seed, stop=None):
    rng = random.Random(seed)
    while not state.is_over() and not (stop and stop(state)):
        state.apply(state.sample_action(rng))
    return state


def sitting(players=3, rotation="turns", tours=1, seed=1):
    names = [f"P{i}" for i in range(players)]
    return new_game("piquet", "ecrire", {"rotation": rotation, "tours": tours},
                    seats=names, seed=seed)


@settings(max_examples=25, deadline=None)
@given(players=st.integers(3, 7), rotation=st.sampled_from(["turns", "winner_stays"]),
       seed=st.integers(0, 10**6))
def test_the_balance_is_the_engines_totals_and_sums_to_nothing(players, rotation, seed):
    state = play_out(sitting(players, rotation, 1, seed), seed)
    sheet = read_sheet(state)
    assert sheet.over and sheet.net == state.result().totals
    assert sum(sheet.net) == 0
    assert sheet.charged == state.losses
    assert len(sheet.lines) == state.deal_count
    # every deal writes a charge and the equal credit, in its two players' columns only
    for line in sheet.lines:
        entries = [line.entry(s) for s in range(players)]
        assert sum(e for e in entries if e is not None) == 0
        assert [s for s, e in enumerate(entries) if e is not None] == list(line.pair)
    # who pays whom adds up to each player's net
    received = [0] * players
    for payer, payee, amount in sheet.settlement():
        assert amount > 0 and payer != payee
        received[payee] += amount
        received[payer] -= amount
    assert received == sheet.net


def test_running_totals_follow_the_lines():
    sheet = read_sheet(play_out(sitting(4, "turns", 1, 5), 5))
    total = [0] * 4
    for line in sheet.lines:
        for s in range(4):
            total[s] += line.entry(s) or 0
        assert line.net == total


def test_the_deal_being_played_is_pencilled_not_written():
    state = play_out(sitting(3, "turns", 1, 9), 9, stop=lambda s: len(s.deals) == 3)
    sheet = read_sheet(state)
    assert [line.finished for line in sheet.lines] == [True, True, False]
    last = sheet.lines[-1]
    assert last.pair == state.pair and all(last.entry(s) is None for s in range(3))
    assert sheet.net == state.net
    assert sitting_out(state) == [s for s in range(3) if s not in state.pair]


@pytest.mark.parametrize("players", [3, 4, 7])
def test_the_coming_pair_in_turns_is_the_pair_that_plays_next(players):
    state = sitting(players, "turns", 1, 3)
    rng = random.Random(3)
    while not state.is_over():
        coming = coming_pair(state)
        k = len(state.deals)
        while len(state.deals) == k and not state.is_over():
            state.apply(state.sample_action(rng))
        if state.is_over():
            assert coming is None
        else:
            assert coming == (state.pair, state.dealer)


def test_winner_stays_does_not_guess_the_next_pair():
    assert coming_pair(sitting(3, "winner_stays", 1, 3)) is None


def test_a_deal_from_the_book_order_turns_first_player_deals_to_his_left():
    """'each playing two deals, the first with the person on his left, and the second
    with the one on his right': the sheet's first lines are P0-P1 (P0 deals) and P2-P0."""
    sheet = read_sheet(play_out(sitting(3, "turns", 1, 2), 2))
    assert [(line.pair, line.dealer) for line in sheet.lines[:4]] == [
        ((0, 1), 0), ((0, 2), 2), ((1, 2), 1), ((0, 1), 0)]


def test_settling_the_losers_pay_the_winners_in_few_payments():
    sheet = read_sheet(play_out(sitting(7, "turns", 1, 4), 4))
    pays = sheet.settlement()
    assert 0 < len(pays) <= 6
    for payer, payee, amount in pays:
        assert sheet.net[payer] < 0 < sheet.net[payee]
    assert pays[0][2] == max(p[2] for p in pays)


def test_an_equal_deal_writes_nothing():
    """Seed 7's second deal ends with equal points: '=' on both, nobody charged (seed 3
    did until the random dealer also chose whether to look at the talon's rest)."""
    sheet = read_sheet(play_out(sitting(3, "turns", 1, 7), 7))
    line = sheet.lines[1]
    a, b = line.pair
    assert line.points[a] == line.points[b]
    assert line.loser is None and line.entry(a) == 0 == line.entry(b)


def test_a_replayed_sitting_reads_the_same_sheet():
    state = play_out(sitting(4, "winner_stays", 2, 8), 8)
    deals = [DealSetup(log.setup.dealer, log.setup.hands, log.setup.stock)
             for log in state.deals]
    again = new_game("piquet", "ecrire", dict(state.options), list(state.seats), None,
                     deals=deals)
    for a in state.history:
        again.apply(a)
    assert read_sheet(again) == read_sheet(state)
