"""The hint and the review weigh a position one way (ai/weighing.py: the position's seed,
one budget; ai/piquet/appraisal.py: one appraisal): the choice the hint names, made by
the player, is the review's own choice there, at no cost; and the same position asked
twice is weighed the same."""
from __future__ import annotations

import random

import pytest

from parlour.ai.piquet.brain import PiquetBrain
from parlour.ai.piquet.review import judge, moments
from parlour.ai.piquet.review_words import sentence
from parlour.ai.weighing import advise, position_seed
from parlour.engine import records
from parlour.engine.actions import Exchange, Play
from parlour.engine.games import new_game

from ..tiers import cases


def _hinted_game(seed: int, wanted, rng_seed: int = 1):
    """A game of seat 0 following the hint at the first decision ``wanted(state)``
    finds (any legal move elsewhere): (the record, the hinted action, the observation)."""
    s = new_game("piquet", "au-cent", seats=["You", "ai:club"], seed=seed)
    rng = random.Random(rng_seed)
    while True:
        legal = s.legal_actions()
        if s.current_player() == 0 and len(legal) > 1 and wanted(s):
            obs = s.observation(0)
            hint = advise(obs, legal)
            assert hint is not None and hint.action in legal
            s.apply(hint.action)
            return records.record_of(s), hint, obs
        s.apply(s.sample_action(rng))


def _verdict(data, obs):
    moment = moments(data, 0)[-1]               # the hinted decision, the record's last
    assert position_seed(moment.observation) == position_seed(obs)
    return judge(moment, PiquetBrain())


def _exchange(s):
    return type(s.legal_actions()[0]) is Exchange


def _second_deal_play(s):
    return len(s.deals) >= 2 and type(s.legal_actions()[0]) is Play \
        and len(s.observation(0).hand) > 6


def _late_play(s):
    return type(s.legal_actions()[0]) is Play and len(s.observation(0).hand) <= 8


HINTED = [(3, _exchange), (4, _exchange), (5, _second_deal_play), (6, _late_play)]


# the expert's review of an exchange is the costly case: the fast tier weighs one of the two
@pytest.mark.parametrize("seed,wanted", cases(
    HINTED, ids=[f"{seed}-{wanted.__name__}" for seed, wanted in HINTED],
    slow=["4-_exchange"]))
def test_the_choice_the_hint_names_is_never_a_cost_in_the_review(seed, wanted):
    data, hint, obs = _hinted_game(seed, wanted)
    d = _verdict(data, obs)
    action = hint.action
    chosen = tuple(action.cards) if type(action) is Exchange else (action.card,)
    assert sorted(d.best) == sorted(chosen)
    assert d.cost == 0 and not d.costly()
    assert sentence(d).endswith("was the expert's choice")


def test_a_position_seeds_its_weighing_from_what_the_seat_sees():
    s = new_game("piquet", "au-cent", seats=["You", "ai:club"], seed=3)
    rng = random.Random(1)
    while not (_exchange(s) and s.current_player() == 0):
        s.apply(s.sample_action(rng))
    obs = s.observation(0)
    assert position_seed(obs) == position_seed(s.observation(0))
    other = new_game("piquet", "au-cent", seats=["You", "ai:club"], seed=4)
    assert position_seed(other.observation(0)) != position_seed(obs)
    # asked twice, the hint is the same, figures and all
    assert advise(obs, s.legal_actions()) == advise(obs, s.legal_actions())
