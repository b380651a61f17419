"""The shared observation types: the JSON form is made from the fields and read back
equal, for nested parts, optional values and game-specific subclasses alike."""
from __future__ import annotations

import json
from dataclasses import FrozenInstanceError, dataclass

import pytest

from parlour.engine.observed import (Announcement, Observation, PlayedCard, Score, Trick,
                                     from_json, to_json)


@dataclass(frozen=True, slots=True)
class _SomeGame(Observation):
    hand: tuple[str, ...] = ()
    trick: Trick | None = None
    tricks: tuple[Trick, ...] = ()
    scores: tuple[Score, ...] = ()
    said: tuple[Announcement, ...] = ()
    pair: tuple[int, int] = (0, 1)
    sheet: dict | None = None


def _round_trip(cls, value):
    data = json.loads(json.dumps(to_json(value)))
    return data, from_json(cls, data)


def test_a_whole_observation_round_trips():
    obs = _SomeGame("g", "v", 1, ("A", "B"), {"rule": True}, "play", 0, 1,
                    hand=("QS", "7H"),
                    trick=Trick(0, (PlayedCard(0, "KS", 1),)),
                    tricks=(Trick(1, (PlayedCard(1, "AS"), PlayedCard(0, "8S")), 1),),
                    scores=(Score(1, 4, "point", ("AS", "KS"), "Point of four"),),
                    said=(Announcement(0, "declared", "Four", "point", True, ((4, 40),)),
                          Announcement(1, "answered", "Good", word="good")),
                    pair=(2, 0), sheet={"net": [1, -1]})
    data, back = _round_trip(_SomeGame, obs)
    assert back == obs
    assert data["trick"] == {"leader": 0, "winner": None,
                             "cards": [{"seat": 0, "card": "KS", "copy": 1}]}
    assert data["hand"] == ["QS", "7H"] and data["pair"] == [2, 0]


def test_defaults_and_none_read_back():
    obs = _SomeGame("g", "v", 0, ("A", "B"), {}, "waiting", None, None)
    assert _round_trip(_SomeGame, obs)[1] == obs


def test_observations_are_frozen():
    obs = Observation("g", "v", 0, ("A", "B"), {}, "play", 0, 1)
    with pytest.raises(FrozenInstanceError):
        obs.phase = "over"


def test_data_that_does_not_fit_is_refused():
    with pytest.raises(ValueError):
        from_json(Trick, {"leader": 0, "cards": "QS"})
    with pytest.raises(ValueError):
        from_json(Trick, {"cards": []})          # the leader is missing
    with pytest.raises(ValueError):
        from_json(Observation, ["not", "an", "object"])
