"""The melding expert's search: worlds consistent with the observation, play-outs that
finish, honest decisions (hidden cards swapped -> the same choice), the two-pack game
served by the Bézique brain."""
import random
from dataclasses import fields

import pytest

from parlour.ai.brains import brain_for
from parlour.ai.melding import playout
from parlour.engine.games import new_game

from .conftest import ALL_GAMES, level_player, play_to

GAMES = [(g, v) for g, v in ALL_GAMES if g in ("rubicon-bezique", "chinese-bezique", "bezique",
                                              "binocle")]
# what a world must show its seat exactly as the real game does
SAME = {"hand", "stock", "scores", "trump", "trick", "last_tricks", "phase", "tables",
        "cards_held", "known", "face_up", "hand_sizes", "turnup",
        "opponent_known", "to_act", "deal_points", "dix_held", "totals", "dix_shown"}


def _positions(game, variant, seeds=2, every=5, limit=260):
    for seed in range(seeds):
        state = new_game(game, variant, seed=seed)
        players = [level_player("club", seed), level_player("club", seed + 1)]
        n = 0
        while not state.is_over() and n < limit:
            seat = state.current_player()
            obs = state.observation(seat)
            legal = state.legal_actions()
            if n % every == 0 and obs.phase in ("play", "declare", "meld"):
                yield state, seat, obs, legal
            state.apply(players[seat].choose(obs, legal))
            n += 1


@pytest.mark.parametrize("game,variant", GAMES)
def test_a_world_shows_its_seat_what_the_real_game_shows(game, variant):
    rng = random.Random(1)
    checked = 0
    for state, seat, obs, legal in _positions(game, variant):
        brain = brain_for(obs, legal)
        world = brain.world(obs, rng)
        assert world is not None
        seen = world.observation(seat)
        for key in SAME & {f.name for f in fields(obs)}:
            assert getattr(seen, key) == getattr(obs, key), key
        if obs.phase == "play":
            assert world.legal_actions() == legal
        else:   # the world forgets which melds table cards served in: it may allow more
            assert set(legal) <= set(world.legal_actions())
        # the hidden cards are dealt afresh: the other hand has the right size
        other = 1 - seat
        assert sum(world.hand[other]) == sum(state.hand[other])
        checked += 1
    assert checked > 20


@pytest.mark.parametrize("game,variant", GAMES)
def test_a_play_out_reaches_the_end_of_the_deal(game, variant):
    rng = random.Random(2)
    for state, seat, obs, legal in _positions(game, variant, seeds=1, every=23):
        brain = brain_for(obs, legal)
        world = brain.world(obs, rng)
        deals = len(world.deals)
        playout.play_out(world, brain.policy)
        assert world.result() is not None or len(world.deals) > deals


def test_the_two_pack_game_has_the_bezique_brain_for_club_and_expert():
    from parlour.ai.melding.brain import BeziqueBrain
    state = new_game("bezique", "two-pack", seed=3)
    obs = state.observation(state.current_player())
    assert isinstance(brain_for(obs, state.legal_actions()), BeziqueBrain)
    play_to(state, 40, 3, level="expert")
    assert len(state.history) == 40 or state.is_over()
