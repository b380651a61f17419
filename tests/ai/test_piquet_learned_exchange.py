"""The exchange by the learned evaluator (ai/piquet/learned_exchange.py): its values
are the evaluator's own, every discard size is weighed, and it decides from the seat's
observation alone."""
import random

import pytest

from parlour.ai.levels import ClubPlayer, ExpertPlayer, PlayoutsPlayer
from parlour.ai.piquet import after_exchange as ax
from parlour.ai.piquet import learned_exchange as lx
from parlour.ai.piquet.seat_masks import SeatMasks
from parlour.ai.piquet.talon_look import with_the_look
from parlour.engine.actions import Exchange
from parlour.engine.cards import mask_of
from parlour.engine.games import new_game

from .conftest import TEST_BUDGET
from .test_honesty import alike_in_swapped_worlds


def _at_exchange(seed: int, which: int):
    """A seeded deal played by the club up to the ``which``-th exchange (0: elder's,
    1: the dealer's), not yet made: (state, the seat to exchange)."""
    state = new_game("piquet", "au-cent", seed=seed)
    club = ClubPlayer(seed=seed)
    made = 0
    while True:
        seat = state.current_player()
        legal = state.legal_actions()
        if {type(a) for a in legal} == {Exchange}:
            if made == which:
                return state, seat
            made += 1
        state.apply(club.choose(state.observation(seat), legal))


def test_the_values_at_once_are_the_evaluators_one_by_one():
    model = ax.load()
    rng = random.Random(3)
    for _ in range(25):
        cards = rng.sample(range(32), 32)
        elder = rng.random() < 0.5
        took = rng.randint(1 if elder else 0, 5)
        seen = 0 if elder else mask_of(cards[12 + took:12 + took + rng.randint(0, 2)])
        p = ax.Position(mask_of(cards[:12]), mask_of(cards[12:12 + took]), seen, elder, took,
                        -1 if elder else rng.randint(1, 5), rng.randint(0, 90),
                        rng.randint(0, 90), rng.choice(["value", "cards"]), rng.random() < 0.3)
        got = lx.values(model, [p.hand], [p.thrown], [p.seen], p.took, p.elder, p.other_took,
                        ax.other_odds(p), p.mine, p.theirs, p.point_by, p.english)[0]
        assert got == pytest.approx(model.value(p), abs=1e-9)


def test_elder_weighs_every_discard_from_one_card_to_five():
    state, seat = _at_exchange(2, 0)
    obs = state.observation(seat)
    legal = {mask_of(a.cards) for a in with_the_look(obs, state.legal_actions())}
    ranked = lx.ranked_by_evaluator(SeatMasks(obs, seat), legal, random.Random(1), draws=4)
    assert {m.bit_count() for _, m in ranked} == {1, 2, 3, 4, 5}
    assert len(ranked) == len(legal)
    values = [v for v, _ in ranked]
    assert values == sorted(values, reverse=True)


def test_exchange_after_exchange_reads_the_shipped_weights_once():
    # each exchange once read the weights afresh, and the unrolled form kept every copy
    state, seat = _at_exchange(2, 0)
    obs = state.observation(seat)
    legal = {mask_of(a.cards) for a in with_the_look(obs, state.legal_actions())}
    lx.ranked_by_evaluator(SeatMasks(obs, seat), legal, random.Random(0), draws=2)
    kept = len(lx._LINEAR)
    for seed in (1, 2):
        lx.ranked_by_evaluator(SeatMasks(obs, seat), legal, random.Random(seed), draws=2)
    assert len(lx._LINEAR) == kept
    assert any(model is ax.shipped() for model, _ in lx._LINEAR.values())


@pytest.mark.parametrize("which", [0, 1])
def test_the_learned_exchange_ignores_the_cards_it_cannot_see(which):
    assert alike_in_swapped_worlds(lambda seed: _at_exchange(seed, which), range(5),
                                   random.Random(7), lambda: ExpertPlayer(5, TEST_BUDGET)) >= 3


def test_the_dealer_exchanges_by_the_play_outs_as_before():
    for seed in range(3):
        state, seat = _at_exchange(seed, 1)
        obs, legal = state.observation(seat), state.legal_actions()
        assert ExpertPlayer(seed, TEST_BUDGET).choose(obs, legal) == \
            PlayoutsPlayer(seed, TEST_BUDGET).choose(obs, legal)


def test_the_expert_before_the_learned_exchange_is_kept_but_not_offered_in_the_window():
    from parlour.ai.players import make_player, player_specs
    assert make_player("ai:playouts", seed=1).name == "ai:playouts"
    assert "ai:playouts" not in player_specs() and "ai:expert" in player_specs()
