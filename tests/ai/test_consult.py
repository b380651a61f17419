"""The consulting side: the vote rule, honesty (members see the seated player's
observation only), and a line of beginners stronger than one beginner."""
import inspect
import random

import pytest

from parlour.ai.consult import ConsultingPlayer, consulting, vote
from parlour.ai.levels import BeginnerPlayer, ExpertPlayer
from parlour.engine.games import new_game

from parlour.selfplay import run
from .conftest import LEVELS, level_player
from .test_honesty import _swap_hand_and_stock, swapped_positions
from parlour.engine.actions import Play


def play(card):
    return Play(1, card)


def test_the_majority_choice_is_played():
    a, b = play(1), play(2)
    assert vote([a, b, b]) == b
    assert vote([b, a, a, b, a], seated=0) == a


def test_a_tie_goes_to_the_seated_players_own_choice():
    a, b, c = play(1), play(2), play(3)
    assert vote([a, b], seated=1) == b
    assert vote([a, b], seated=0) == a
    assert vote([a, b, c], seated=2) == c
    # the seated man's move is not among the most proposed: the majority still rules
    assert vote([a, a, b, b, c], seated=4) in (a, b)


def test_nobody_proposing_is_an_error():
    with pytest.raises(ValueError):
        vote([])


class Fixed:
    def __init__(self, action):
        self.action, self.name, self.seen = action, "fixed", []

    def choose(self, observation, legal):
        self.seen.append(observation)
        return self.action


def test_every_member_is_asked_and_sees_the_same_observation():
    a, b = play(1), play(2)
    members = [Fixed(a), Fixed(b), Fixed(b)]
    side = ConsultingPlayer(members, seated=0)
    obs = new_game("rubicon-bezique", "rubicon", seed=0).observation(0)
    assert side.choose(obs, [a, b]) == b
    assert side.last == [a, b, b]
    assert all(m.seen == [obs] for m in members)


def test_a_consulting_side_is_given_no_state():
    params = inspect.signature(ConsultingPlayer.choose).parameters
    assert list(params) == ["self", "observation", "legal"]


def test_the_consulting_line_ignores_the_cards_it_cannot_see():
    tested = 0
    for s1, s2, seat in swapped_positions("rubicon-bezique", "rubicon", 8,
                                          lambda seed: 10 + 9 * seed, _swap_hand_and_stock,
                                          random.Random(4)):
        seed = len(s1.history)
        o1, o2 = s1.observation(seat), s2.observation(seat)
        assert o1 == o2
        for level in LEVELS:        # the expert with the tests' fixed budget
            l1 = ConsultingPlayer([level_player(level, seed + i) for i in range(3)])
            l2 = ConsultingPlayer([level_player(level, seed + i) for i in range(3)])
            assert l1.choose(o1, s1.legal_actions()) == l2.choose(o2, s2.legal_actions())
            assert l1.last == l2.last
        tested += 1
    assert tested >= 4


@pytest.mark.slow
def test_a_line_of_three_beginners_is_at_least_as_strong_as_one():
    # mirrored deals: the same cards twice, the line and the lone beginner changing seats
    out = run("rubicon-bezique", "rubicon", ["line:ai:beginner", "ai:beginner"], 120, 1,
              workers=1)
    line, lone = out["wins"]
    assert line > lone and out["margin"]["mean"] > 0


def test_a_line_of_clubs_plays_exactly_as_one_club():
    # the club player is deterministic at Bézique: three of them always agree
    out = run("rubicon-bezique", "rubicon", ["line:ai:club", "ai:club"], 20, 1, workers=1)
    assert out["wins"] == [10, 10] and out["margin"]["mean"] == 0


def test_consulting_makes_members_of_one_level_with_their_own_seeds():
    side = consulting(BeginnerPlayer, 3, seed=5)
    assert [m.name for m in side.members] == ["ai:beginner"] * 3
    assert len({m.rng.random() for m in side.members}) == 3


def test_expert_members_share_one_players_thinking_time():
    from parlour.ai.players import make_player
    one = make_player("ai:expert", 1).budget
    side = consulting(ExpertPlayer, 3, seed=1)
    assert [m.budget.seconds for m in side.members] == [one.seconds / 3] * 3
    assert all(m.budget.samples == one.samples for m in side.members)
