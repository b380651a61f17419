"""The evaluator of the position after the exchange (ai/piquet/after_exchange.py): its
features come from the seat's observation alone, its weights file round-trips, and its
value is the same every time."""
import json
import random

import numpy as np
import pytest

from parlour.ai.levels import ClubPlayer
from parlour.ai.piquet import after_exchange as ax
from parlour.engine.actions import Exchange
from parlour.engine.games import new_game

from .test_honesty import swapped_worlds


def _after_exchange(seed: int, which: int):
    """A seeded deal played by the club until the ``which``-th exchange (0: elder's,
    1: the dealer's) is made: (state, the seat that exchanged)."""
    state = new_game("piquet", "au-cent", seed=seed)
    club = ClubPlayer(seed=seed)
    made = 0
    while True:
        seat = state.current_player()
        legal = state.legal_actions()
        state.apply(club.choose(state.observation(seat), legal))
        if {type(a) for a in legal} == {Exchange}:
            if made == which:
                return state, seat
            made += 1


@pytest.mark.parametrize("which", [0, 1])
def test_features_ignore_the_cards_the_seat_cannot_see(which):
    checked = 0
    for real, swapped, seat in swapped_worlds(lambda seed: _after_exchange(seed, which),
                                              range(6), random.Random(5)):
        assert swapped.hands[1 - seat] != real.hands[1 - seat]
        p1 = ax.position_of(real.observation(seat), seat)
        p2 = ax.position_of(swapped.observation(seat), seat)
        assert p1 == p2
        assert np.array_equal(ax.features(p1), ax.features(p2))
        checked += 1
    assert checked >= 4


def test_the_position_is_the_seats_own():
    state, seat = _after_exchange(3, 1)          # the dealer, after both exchanges
    p = ax.position_of(state.observation(seat), seat)
    assert p.hand == state.hands[seat] and p.hand.bit_count() == 12
    assert not p.elder and p.took == p.thrown.bit_count()
    assert p.other_took == state.observation(seat).exchanged[1 - seat]
    assert len(ax.features(p)) == len(ax.FEATURES)


def _model(seed=1) -> ax.Evaluator:
    rng = np.random.default_rng(seed)
    positions = [ax.position_of(*_obs_of(*_after_exchange(s, s % 2))) for s in range(8)]
    x = np.array([ax.features(p) for p in positions])
    return ax.fit(x, rng.normal(size=len(x)), penalty=10.0, about="a test"), positions


def _obs_of(state, seat):
    return state.observation(seat), seat


def test_weights_round_trip(tmp_path):
    model, positions = _model()
    path = tmp_path / "w.json"
    model.save(path)
    back = ax.load(path)
    for field in ("weights", "mean", "scale"):
        assert np.array_equal(getattr(back, field), getattr(model, field))
    assert back.bias == model.bias and back.about == "a test"
    assert [back.value(p) for p in positions] == [model.value(p) for p in positions]


def test_weights_for_other_features_are_refused(tmp_path):
    model, _ = _model()
    path = tmp_path / "w.json"
    model.save(path)
    doc = json.loads(path.read_text())
    doc["features"] = doc["features"][:-1]
    path.write_text(json.dumps(doc))
    with pytest.raises(ValueError):
        ax.load(path)


def test_the_value_is_deterministic():
    model, positions = _model()
    again, _ = _model()
    for p in positions:
        assert model.value(p) == model.value(p) == again.value(p)


def test_the_shipped_weights_load():
    model = ax.load()
    state, seat = _after_exchange(2, 0)
    v = model.value(ax.position_of(state.observation(seat), seat))
    assert np.isfinite(v) and v == model.value(ax.position_of(state.observation(seat), seat))
