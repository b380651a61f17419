"""The melding ladder's sparring styles (issue 18): the sampler with no model of the
other and the hider that holds its melds back - registered players that play legally,
decide from the observation alone, and do what their style says."""
import random

import pytest

from parlour.ai.brains import brain_for
from parlour.ai.levels import STYLES, ClubPlayer, HiderPlayer
from parlour.ai.melding import styles
from parlour.engine.games import new_game

from ..tiers import cases
from .conftest import ALL_GAMES, TEST_BUDGET, level_player, plays_legally
from .test_honesty import _swap_hand_and_stock, swapped_positions
from parlour.engine.actions import Meld, Pass

MELDING = [(g, v) for g, v in ALL_GAMES if g in ("rubicon-bezique", "binocle")]
LADDER = ("ai:sampler", "ai:hider")


def style(spec, seed):
    return STYLES[spec](seed, TEST_BUDGET)


# whole games: the fast tier plays each style once, the whole suite in every game
@pytest.mark.parametrize("spec,game,variant", cases(
    [(spec, g, v) for spec in LADDER for g, v in MELDING],
    slow=["ai:sampler-rubicon-bezique-rubicon", "ai:sampler-binocle-48",
          "ai:hider-binocle-48", "ai:hider-binocle-64"]))
def test_a_melding_style_plays_a_game_legally(game, variant, spec):
    plays_legally(new_game(game, variant, seed=3), [style(spec, 1), ClubPlayer(2)],
                  120 if spec == "ai:sampler" else 2000, random.Random(1), own=0.9)


@pytest.mark.parametrize("game,variant", MELDING)
def test_the_melding_styles_ignore_the_cards_they_cannot_see(game, variant):
    tested = 0
    for s1, s2, seat in swapped_positions(game, variant, 6, lambda seed: 10 + 7 * seed,
                                          _swap_hand_and_stock, random.Random(4)):
        obs1, obs2 = s1.observation(seat), s2.observation(seat)
        assert obs1 == obs2 and s1.hand[1 - seat] != s2.hand[1 - seat]
        legal = s1.legal_actions()
        for spec in LADDER:
            assert style(spec, 5).choose(obs1, legal) == style(spec, 5).choose(obs2, legal)
        tested += 1
    assert tested >= 3


def _meld_windows(game, variant, seeds):
    """(observation, legal) wherever the player to act may meld or pass, club play."""
    for seed in range(seeds):
        state = new_game(game, variant, seed=seed)
        players = [level_player("club", seed), level_player("club", seed + 1)]
        while not state.is_over():
            seat = state.current_player()
            obs, legal = state.observation(seat), state.legal_actions()
            acts = {type(a) for a in legal}
            if Meld in acts and Pass in acts:
                yield obs, legal
            state.apply(players[seat].choose(obs, legal))


@pytest.mark.parametrize("game,variant", [("rubicon-bezique", "rubicon"), ("binocle", "48")])
def test_the_hider_holds_small_melds_back_while_the_stock_is_long(game, variant):
    held = late = 0
    for obs, legal in _meld_windows(game, variant, 4):
        brain = brain_for(obs, legal)
        club = ClubPlayer(1).choose(obs, legal)
        hider = HiderPlayer(1).choose(obs, legal)
        if obs.stock <= styles.HOLD_UNTIL:
            assert hider == club            # the stock is short: it melds as the club
            late += 1
        elif type(club) is Meld and brain.meld_value(obs, club.cards) < styles.BIG:
            assert type(hider) is not Meld or brain.meld_value(obs, hider.cards) >= styles.BIG
            held += 1
        else:
            assert hider == club            # a big meld is scored at once
    assert held >= 3 and late >= 1


def test_random_replies_draw_alike_after_the_same_seed():
    class World:
        def legal_actions(self):
            return list(range(10))

    policy = styles.RandomReplies()
    policy.reseed(0.25)
    first = [policy(World()) for _ in range(20)]
    policy.reseed(0.25)
    assert [policy(World()) for _ in range(20)] == first
    assert len(set(first)) > 3
