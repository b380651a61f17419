"""Every level, for every game that exists, answers with a legal action - whatever the
position - and a seeded level repeats itself exactly."""
import random

import pytest

from parlour.ai.players import make_player, player_specs
from parlour.engine.games import new_game

from ..tiers import cases
from .conftest import ALL_GAMES, LEVELS, level_player


def test_levels_are_registered_with_the_players():
    specs = player_specs()
    for level in LEVELS:
        assert f"ai:{level}" in specs
        assert make_player(f"ai:{level}", seed=1).name == f"ai:{level}"


# every game meets the beginner and the club in the fast tier, most with both; the expert
# plays its games slowly, and so do the longer games: the whole suite
@pytest.mark.parametrize("level,game,variant", cases(
    [(level, g, v) for level in LEVELS for g, v in ALL_GAMES],
    slow=[f"expert-{g}-{v}" for g, v in ALL_GAMES] + [
        "club-piquet-ecrire", "beginner-binocle-64", "club-piquet-rubicon",
        "beginner-chinese-bezique-chinese", "club-bezique-two-pack"]))
def test_a_level_always_chooses_a_legal_action(level, game, variant):
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


# the expert's Piquet deal and Binocle are the costly ones (seconds each): the whole suite;
# the fast tier still sees the Piquet expert's exchange repeat itself (test_piquet_expert)
@pytest.mark.parametrize("game,variant", cases(
    [(g, v) for g, v in ALL_GAMES if v in ("au-cent", "rubicon", "48")],
    slow=["piquet-rubicon", "piquet-au-cent", "binocle-48"]))
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
