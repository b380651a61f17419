"""The trial player ai:stakes (issue 29): the expert whose elder's play-outs also weigh
the book's candidates when the deal is likely to decide the game, the learned evaluator
ranking discards by the deal's points alone."""
import random

from parlour.ai.levels import ExpertPlayer, StakesPlayer
from parlour.ai.piquet.seat_masks import SeatMasks
from parlour.ai.piquet.stakes import Stakes
from parlour.engine.actions import Exchange
from parlour.engine.games import new_game

from .conftest import TEST_BUDGET
from .test_honesty import alike_in_swapped_worlds


def _elders_exchange(seed: int, totals=(0, 0)):
    """An au cent game at its first exchange, the score set to ``totals``: (state, elder)."""
    state = new_game("piquet", "au-cent", seed=seed)
    state.totals = list(totals)
    rng = random.Random(seed)
    while {type(a) for a in state.legal_actions()} != {Exchange}:
        state.apply(state.sample_action(rng))
    return state, state.current_player()


def _near(seed: int):
    return _elders_exchange(seed, (85, 70))


def _stakes(state, seat) -> Stakes:
    return Stakes(SeatMasks(state.observation(seat), seat))


def test_near_is_the_deal_likely_to_decide_the_game():
    assert not _stakes(*_elders_exchange(1)).near            # at love
    assert _stakes(*_elders_exchange(1)).matters             # though it can, in principle
    assert not _stakes(*_elders_exchange(1, (60, 65))).near
    assert _stakes(*_elders_exchange(1, (70, 10))).near      # thirty short: one good deal
    assert _stakes(*_elders_exchange(1, (20, 75))).near      # the other's total counts too
    rubicon = new_game("piquet", "rubicon", seed=1)
    rng = random.Random(1)
    while len(rubicon.deals) < 6:
        assert not _stakes(rubicon, 0).near
        rubicon.apply(rubicon.sample_action(rng))
    assert _stakes(rubicon, 0).near                          # the last deal decides


def test_far_from_the_game_it_chooses_as_the_expert():
    for seed in range(2):
        state, seat = _elders_exchange(seed)
        obs, legal = state.observation(seat), state.legal_actions()
        assert StakesPlayer(seed, TEST_BUDGET).choose(obs, legal) == \
            ExpertPlayer(seed, TEST_BUDGET).choose(obs, legal)


def test_near_the_game_it_weighs_the_book_candidates_too(monkeypatch):
    from parlour.ai.piquet import brain as brain_module
    weighed = []
    real = brain_module.exchange_tally

    def spy(*args, **kw):
        weighed.append(list(kw["only"]))
        return real(*args, **kw)
    monkeypatch.setattr(brain_module, "exchange_tally", spy)
    state, seat = _near(3)
    obs, legal = state.observation(seat), state.legal_actions()
    ExpertPlayer(3, TEST_BUDGET).choose(obs, legal)
    StakesPlayer(3, TEST_BUDGET).choose(obs, legal)
    expert, stakes = weighed
    assert len(expert) == 4 and stakes[:4] == expert and len(stakes) > 4


def test_it_ignores_the_cards_it_cannot_see():
    assert alike_in_swapped_worlds(_near, range(4), random.Random(5),
                                   lambda: StakesPlayer(5, TEST_BUDGET)) >= 2


def test_it_is_kept_to_measure_against_but_not_offered_in_the_window():
    from parlour.ai.players import make_player, player_specs
    assert make_player("ai:stakes", seed=1).name == "ai:stakes"
    assert "ai:stakes" not in player_specs()
