"""Every level, for every game that exists, answers with a legal action - whatever the
position - and a seeded level repeats itself exactly."""
import random

import pytest

from parlour.ai.players import make_player, player_specs
from parlour.engine.games import new_game

from .conftest import ALL_GAMES, LEVELS, level_player


def test_levels_are_registered_with_the_players():
    specs = player_specs()
    for level in LEVELS:
        assert f"ai:{level}" in specs
        assert make_player(f"ai:{level}", seed=1).name == f"ai:{level}"


@pytest.mark.parametrize("game,variant", ALL_GAMES)
@pytest.mark.parametrize("level", [     # the expert plays its games slowly: the full tier
    pytest.param(level, marks=pytest.mark.slow) if level == "expert" else level
    for level in LEVELS])
def test_a_level_always_chooses_a_legal_action(game, variant, level):
    rng = random.Random(7)
    games = 2 if level == "expert" else 4
    for g in range(games):
        state = new_game(game, variant, seed=100 + g)
        players = [level_player(level, g * 10 + s) for s in range(len(state.seats))]
        steps = 0
        limit = 60 if level == "expert" else 400
        while not state.is_over() and steps < limit:
            seat = state.current_player()
            legal = state.legal_actions()
            obs = state.observation(seat)
            action = players[seat].choose(obs, legal)
            assert action in legal, (game, level, action)
            # mix in random moves so the levels meet positions they would not make
            state.apply(action if rng.random() < 0.7 else state.sample_action(rng))
            steps += 1


@pytest.mark.parametrize("game,variant", [
    pytest.param(g, v, marks=[pytest.mark.slow] if (g, v) == ("piquet", "rubicon") else [])
    for g, v in ALL_GAMES if v in ("au-cent", "rubicon", "48")])
def test_a_seeded_level_repeats_its_choices(game, variant):
    for level in LEVELS:
        runs = []
        for _ in range(2):
            state = new_game(game, variant, seed=3)
            players = [level_player(level, 40 + s) for s in range(len(state.seats))]
            chosen = []
            for _ in range(30 if level == "expert" else 80):
                if state.is_over():
                    break
                seat = state.current_player()
                a = players[seat].choose(state.observation(seat), state.legal_actions())
                chosen.append(a)
                state.apply(a)
            runs.append(chosen)
        assert runs[0] == runs[1], level
