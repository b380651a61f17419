"""The discard trainer, the hint and the review read one valuation of the exchange
(issue 29, item 3: ai/piquet/exchange_valuation.py): for the same hand and seat (the
trainer's table, trainer/position.py) the trainer's order is the valuation's, the hint
names the trainer's best with the trainer's value and margin, and any discard gets one
verdict, its cost, its standard error and whether that is a mistake, from the trainer
and the review alike.  And in a game, what the seat cannot see changes none of it."""
from __future__ import annotations

import random

import pytest

from parlour.ai.piquet.brain import PiquetBrain
from parlour.ai.piquet.exchange_valuation import valuation_of
from parlour.ai.piquet.review import Moment, judge
from parlour.ai.weighing import EVERY_DRAW, SAMPLED_DRAWS, advise, position_seed
from parlour.engine.cards import cards_of, mask_of, names
from parlour.engine.actions import Exchange
from parlour.trainer import analyse
from parlour.trainer.position import position

from ..ai.test_honesty import swapped_worlds
from ..ai.test_piquet_learned_exchange import _at_exchange


def _hand(seed: int) -> list[int]:
    return sorted(random.Random(seed).sample(range(32), 12))


def _option(result: dict, cards) -> dict:
    want = set(names(cards))
    return next(o for o in result["options"] if set(o["discard"]) == want)


def _review(place, action):
    return judge(Moment(1, 0, place.observation, place.legal, action), PiquetBrain())


@pytest.mark.parametrize("seed, seat", [
    (1, "younger"), (2, "elder"),
    pytest.param(3, "younger", marks=pytest.mark.slow),
    pytest.param(4, "elder", marks=pytest.mark.slow)])
def test_the_trainer_the_hint_and_the_review_read_one_valuation(seed, seat):
    hand = _hand(seed)
    place = position(hand, seat)
    obs = place.observation
    valued, _ = valuation_of(obs, place.legal, random.Random(position_seed(obs)))
    result = analyse(hand, seat)

    # the trainer's order and values are the valuation's
    assert [set(o["discard"]) for o in result["options"]] == \
        [set(names(cards_of(v.mask))) for v in valued.ranked]
    for o, v in zip(result["options"], valued.ranked):
        assert o["ev"] == pytest.approx(v.value, abs=1e-3)
        assert o["se"] == pytest.approx(v.se, abs=1e-3)

    # the hint names the trainer's best, with its value, and the runner-up with its cost
    hint = advise(obs, place.legal)
    best, second = result["options"][:2]
    assert set(names(hint.action.cards)) == set(best["discard"])
    assert hint.basis in (EVERY_DRAW, SAMPLED_DRAWS)
    assert hint.value == pytest.approx(best["ev"], abs=1e-3)
    assert hint.value_se == pytest.approx(best["se"], abs=1e-3)
    assert set(names(hint.runner_up.cards)) == set(second["discard"])
    assert hint.margin == pytest.approx(second["cost"], abs=1e-3)
    assert hint.margin_se == pytest.approx(second["cost_se"], abs=1e-3)

    # the player takes the hint: no mistake in the review
    verdict = _review(place, hint.action)
    assert sorted(verdict.best) == sorted(hint.action.cards)
    assert verdict.cost == 0 and not verdict.costly()

    # other discards, near the top and at the bottom: one verdict for both
    for o in (result["options"][5], result["options"][-1]):
        cards = [c for c in hand if names([c])[0] in o["discard"]]
        verdict = _review(place, place.exchange_of(cards))
        assert set(names(verdict.best)) == set(best["discard"])
        assert verdict.cost == pytest.approx(o["cost"], abs=0.01)
        assert verdict.se == pytest.approx(o["cost_se"], abs=0.01)
        assert verdict.worlds == o["draws"] or verdict.worlds == best["draws"]
        assert o["equivalent"] is (not verdict.costly())


@pytest.mark.parametrize("which", [0, 1])
def test_the_hint_and_the_review_of_an_exchange_ignore_the_cards_unseen(which):
    """Honesty: the other's hand and the talon's unseen cards swapped, the hint and the
    review's verdict on the same exchange are the same, figures and all."""
    checked = 0
    for real, swapped, seat in swapped_worlds(lambda seed: _at_exchange(seed, which),
                                              range(4), random.Random(11)):
        legal = real.legal_actions()
        assert all(type(a) is Exchange for a in legal)
        hints = [advise(s.observation(seat), legal) for s in (real, swapped)]
        assert hints[0] == hints[1]
        mine = max(legal, key=lambda a: (len(a.cards), mask_of(a.cards)))
        verdicts = [judge(Moment(1, 0, s.observation(seat), legal, mine), PiquetBrain())
                    for s in (real, swapped)]
        assert verdicts[0] == verdicts[1]
        checked += 1
    assert checked >= 3
