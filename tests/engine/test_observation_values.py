"""An observation is a value: every seat's, in every game and variant, hashes, equals a
copy of itself (and hashes alike), and refuses assignment, to a field and to an option;
nothing inside it is a list, a dict or a set a reader could change."""
from __future__ import annotations

import copy
import random
from dataclasses import FrozenInstanceError, fields, is_dataclass

import pytest

from parlour.engine.games import GAMES, new_game
from parlour.engine.options import Options

VARIANTS = sorted((g, v) for g, variants in GAMES.items() for v in variants.variant_names())
STEPS = 80


def _observations(game: str, variant: str):
    """Every seat's observation after each of a few seeded steps of play."""
    for seed in (3, 11):
        state = new_game(game, variant, seed=seed)
        rng = random.Random(seed)
        for _ in range(STEPS):
            for seat in range(len(state.seats)):
                yield state.observation(seat)
            if state.is_over():
                break
            state.apply(state.sample_action(rng))


def _mutable_parts(value, path="obs"):
    """Where inside ``value`` a list, dict or set lies (a reader could change it)."""
    if isinstance(value, (list, dict, set, bytearray)):
        yield path
    elif isinstance(value, Options):
        for k, v in value.items():
            yield from _mutable_parts(v, f"{path}.options[{k!r}]")
    elif is_dataclass(value) and not isinstance(value, type):
        for f in fields(value):
            yield from _mutable_parts(getattr(value, f.name), f"{path}.{f.name}")
    elif isinstance(value, tuple):
        for i, v in enumerate(value):
            yield from _mutable_parts(v, f"{path}[{i}]")


@pytest.mark.parametrize("game,variant", VARIANTS)
def test_every_observation_is_a_hashable_immutable_value(game, variant):
    count = 0
    for obs in _observations(game, variant):
        count += 1
        assert isinstance(obs.options, Options)
        assert not list(_mutable_parts(obs)), list(_mutable_parts(obs))
        h = hash(obs)
        for twin in (copy.copy(obs), copy.deepcopy(obs)):
            assert twin == obs and hash(twin) == h
        for f in fields(obs):
            with pytest.raises(FrozenInstanceError):
                setattr(obs, f.name, getattr(obs, f.name))
        some_option = next(iter(obs.options))
        with pytest.raises(TypeError):
            obs.options[some_option] = obs.options[some_option]    # type: ignore[index]
        with pytest.raises(TypeError):
            del obs.options[some_option]                            # type: ignore[attr-defined]
        with pytest.raises(AttributeError):
            obs.options.update({})                                  # type: ignore[attr-defined]
    assert count > 2 * STEPS


def test_options_read_like_a_dict_and_change_nowhere():
    o = Options({"point_by": "value", "tours": 2})
    assert o == {"point_by": "value", "tours": 2} and dict(o) == {"point_by": "value",
                                                                   "tours": 2}
    assert o["tours"] == 2 and o.get("absent", 7) == 7 and "point_by" in o and len(o) == 2
    assert hash(o) == hash(Options({"tours": 2, "point_by": "value"}))
    assert o != Options({"point_by": "cards", "tours": 2})
    with pytest.raises(AttributeError):
        o._items = {}                                               # type: ignore[misc]
    given = {"point_by": "value"}
    frozen_copy = Options(given)
    given["point_by"] = "cards"                 # the giver's dict is not the options
    assert frozen_copy["point_by"] == "value"
