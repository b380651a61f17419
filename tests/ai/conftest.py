"""Shared helpers for the computer players' tests: games that exist, seeded players,
positions reached by seeded play."""
import os
import random

import pytest

os.environ.setdefault("PARLOUR_AI_STRICT", "1")   # a brain's exception fails the test

from parlour.ai.brain import Budget
from parlour.ai.levels import BeginnerPlayer, ClubPlayer, ExpertPlayer
from parlour.engine.games import GAMES, UnknownGame, new_game, state_class

LEVELS = ("beginner", "club", "expert")
# a small, fixed budget: decisions depend on the seed, never on the machine's speed
TEST_BUDGET = Budget(seconds=60.0, samples=6)


def available(pairs):
    out = []
    for game, variant in pairs:
        try:
            state_class(game, variant)
        except UnknownGame:
            continue
        out.append((game, variant))
    return out


ALL_GAMES = available([(g, v) for g in GAMES for v in GAMES[g]])


def level_player(level: str, seed: int):
    if level == "expert":
        return ExpertPlayer(seed, TEST_BUDGET)
    return {"beginner": BeginnerPlayer, "club": ClubPlayer}[level](seed)


def play_to(state, steps: int, seed: int, level: str = "club"):
    """Advance ``state`` by up to ``steps`` actions chosen by seeded club players."""
    players = [level_player(level, seed + i) for i in range(len(state.seats))]
    for _ in range(steps):
        if state.is_over():
            break
        seat = state.current_player()
        legal = state.legal_actions()
        if not legal:
            break
        state.apply(players[seat].choose(state.observation(seat), legal))
    return state


@pytest.fixture
def rng():
    return random.Random(12345)
