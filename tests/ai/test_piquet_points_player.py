"""The trial player ai:points (issue 29, item 6): the expert blind to the game's score,
every deal played for its own points; kept to measure against the expert, who values a
deal that can decide the game by the game's outcome (ai/piquet/stakes.py)."""
import random

from parlour.ai.levels import ExpertPlayer, PointsPlayer
from parlour.ai.piquet.brain import at_love
from parlour.ai.piquet.seat_masks import SeatMasks
from parlour.ai.piquet.stakes import Stakes
from parlour.engine.actions import Play
from parlour.engine.games import new_game

from .conftest import TEST_BUDGET
from .test_honesty import alike_in_swapped_worlds


def _sixth_deal(seed: int, tricks: int = 3):
    """A Rubicon game played at random into its sixth deal, ``tricks`` tricks into the
    play: (state, the seat to play)."""
    state = new_game("piquet", "rubicon", seed=seed)
    rng = random.Random(seed)
    while not (len(state.deals) == 6 and len(state.tricks) == tricks and state.lead < 0):
        state.apply(state.sample_action(rng))
    return state, state.current_player()


def test_at_love_hides_the_score_and_nothing_of_the_deal():
    state, seat = _sixth_deal(1)
    obs = state.observation(seat)
    blind = at_love(obs)
    assert obs.deal == 6 and blind.deal == 1
    assert blind.totals == (0, 0) and blind.deal_points_history == ()
    assert (blind.hand, blind.tricks, blind.deal_points, blind.announcements) == \
        (obs.hand, obs.tricks, obs.deal_points, obs.announcements)
    # Rubicon's last deal decides the game; seen at love, it is a deal like any other
    assert Stakes(SeatMasks(obs, seat)).matters
    assert not Stakes(SeatMasks(blind, seat)).matters


def test_it_chooses_as_the_expert_would_at_love():
    for seed in range(3):
        state, seat = _sixth_deal(seed)
        obs, legal = state.observation(seat), state.legal_actions()
        assert {type(a) for a in legal} == {Play}
        assert PointsPlayer(seed, TEST_BUDGET).choose(obs, legal) == \
            ExpertPlayer(seed, TEST_BUDGET).choose(at_love(obs), legal)


def test_it_ignores_the_cards_it_cannot_see():
    assert alike_in_swapped_worlds(_sixth_deal, range(4), random.Random(5),
                                   lambda: PointsPlayer(5, TEST_BUDGET)) >= 2


def test_it_is_kept_to_measure_against_but_not_offered_in_the_window():
    from parlour.ai.players import make_player, player_specs
    assert make_player("ai:points", seed=1).name == "ai:points"
    assert "ai:points" not in player_specs()
