"""Shared helpers for the computer players' tests: games that exist, seeded players,
positions reached by seeded play."""
import random

import pytest

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


ALL_GAMES = available([(g, v) for g in GAMES for v in GAMES[g].variant_names()])


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


def plays_legally(state, players, steps: int, rng, own: float = 0.8) -> None:
    """Play up to ``steps`` actions, each player's choice checked legal (and taken with
    probability ``own``, else a random legal action, to reach varied positions)."""
    for _ in range(steps):
        if state.is_over():
            break
        seat = state.current_player()
        legal = state.legal_actions()
        action = players[seat].choose(state.observation(seat), legal)
        assert action in legal
        state.apply(action if rng.random() < own else state.sample_action(rng))


def piquet_at_tricks_left(seed: int, left: int):
    """A seeded au cent deal played by two clubs until the player to move holds ``left``
    cards or fewer in play (or None when the deal ended first)."""
    state = new_game("piquet", "au-cent", seed=seed)
    players = [ClubPlayer(seed), ClubPlayer(seed + 1)]
    while not state.is_over() and not (state.phase == "play" and state.hands[
            state.current_player()].bit_count() <= left):
        seat = state.current_player()
        state.apply(players[seat].choose(state.observation(seat), state.legal_actions()))
    return state if state.phase == "play" else None


def known_worlds_at_ten_tricks(monkeypatch, seeds: int):
    """Seeded au cent positions with ten tricks left in which every sampled world is the
    other's true hand: (seed, state, seat, known, the exact solver's value of each card)."""
    from parlour.ai.piquet.brain import PiquetBrain
    from parlour.ai.piquet.tricks import Solver
    from parlour.ai.piquet.seat_masks import SeatMasks
    truth = {}
    monkeypatch.setattr(PiquetBrain, "sample_other",
                        lambda self, known, rng, tries=300, **model: truth["hand"])
    for seed in range(seeds):
        state = piquet_at_tricks_left(seed, 10)
        if state is None:
            continue
        seat = state.current_player()
        known = SeatMasks(state.observation(seat), seat)
        truth["hand"] = state.hands[1 - seat]
        lead = known.trick[0][1] if known.trick else -1
        exact = Solver(known.scoring).best(state.hands[seat], truth["hand"], lead,
                                          state.won[seat], state.won[1 - seat])
        yield seed, state, seat, known, exact


@pytest.fixture
def rng():
    return random.Random(12345)
