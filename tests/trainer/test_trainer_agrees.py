"""The discard trainer, the hint and the review weigh a hand one way (issue 28): for the
same hand and seat (the trainer's table, trainer/position.py) the hint's discard is the
trainer's best and no mistake in the review; and any other discard gets one verdict,
its cost and whether that is a mistake, from the trainer and the review alike."""
from __future__ import annotations

import random

import pytest

from parlour.ai.piquet.brain import PiquetBrain
from parlour.ai.piquet.review import Moment, judge
from parlour.ai.weighing import advise
from parlour.engine.cards import names
from parlour.trainer import analyse
from parlour.trainer.position import position


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
    pytest.param(4, "elder", marks=pytest.mark.slow),
    pytest.param(5, "younger", marks=pytest.mark.slow),
    pytest.param(6, "elder", marks=pytest.mark.slow)])
def test_the_hint_the_trainer_and_the_review_agree(seed, seat):
    hand = _hand(seed)
    place = position(hand, seat)
    hint = advise(place.observation, place.legal)
    assert hint is not None
    hinted = hint.action.cards

    # the player takes the hint: the trainer's best, and no mistake anywhere
    result = analyse(hand, seat, extra=[hinted])
    assert set(result["options"][0]["discard"]) == set(names(hinted))
    mine = _option(result, hinted)
    assert mine["cost"] == 0 and mine["equivalent"]
    verdict = _review(place, place.exchange_of(hinted))
    assert sorted(verdict.best) == sorted(hinted)
    assert verdict.cost == 0 and not verdict.costly()

    # another discard, the weighed one the trainer ranks last: one verdict for both
    weighed = [o for o in result["options"] if o["ev_basis"] == "playout"]
    other = weighed[-1]["discard"]
    result = analyse(hand, seat, extra=[other])
    theirs = _option(result, [c for c in hand if names([c])[0] in other])
    verdict = _review(place, place.exchange_of(
        [c for c in hand if names([c])[0] in other]))
    assert set(result["options"][0]["discard"]) == set(names(verdict.best))
    assert theirs["cost"] == pytest.approx(verdict.cost, abs=0.01)
    assert theirs["equivalent"] is (not verdict.costly())
    # the trainer's best is the hint's, or within the margin of it
    best = result["options"][0]["discard"]
    if set(best) != set(names(hinted)):
        assert _option(result, hinted)["equivalent"]
