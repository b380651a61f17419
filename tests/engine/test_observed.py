"""The shared observation types: the JSON form is made from the fields and read back
equal, for nested parts, optional values and game-specific subclasses alike."""
from __future__ import annotations

import enum
import json
from dataclasses import FrozenInstanceError, dataclass

import pytest

from parlour.engine.cards import Card, parse_card, parse_cards
from parlour.engine.observed import (Announcement, Observation, PlayedCard, Score, Trick,
                                     from_json, to_json)
from parlour.engine.options import Options

from ..source_trees import nodes


class _SomePhase(enum.StrEnum):
    PLAY = "play"
    WAITING = "waiting"


@dataclass(frozen=True, slots=True)
class _SomeGame(Observation):
    phase: _SomePhase           # each game names its own phases
    hand: tuple[Card, ...] = ()
    turnup: Card | None = None
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
    c = parse_card
    obs = _SomeGame("g", "v", 1, ("A", "B"), Options({"rule": True}), _SomePhase.PLAY, 0, 1,
                    hand=tuple(parse_cards("QS 7H")), turnup=c("10D"),
                    trick=Trick(0, (PlayedCard(0, c("KS"), 1),)),
                    tricks=(Trick(1, (PlayedCard(1, c("AS")), PlayedCard(0, c("8S"))), 1),),
                    scores=(Score(1, 4, "point", (c("AS"), c("KS")), "Point of four"),),
                    said=(Announcement(0, "declared", "Four", "point", True, ((4, 40),)),
                          Announcement(1, "answered", "Good", word="good")),
                    pair=(2, 0), sheet={"net": [1, -1]})
    data, back = _round_trip(_SomeGame, obs)
    assert back == obs
    assert data["trick"] == {"leader": 0, "winner": None,
                             "cards": [{"seat": 0, "card": "KS", "copy": 1}]}
    # cards are ints inside and named only in the JSON form
    assert data["hand"] == ["QS", "7H"] and data["pair"] == [2, 0] and data["turnup"] == "10D"
    assert data["scores"][0]["cards"] == ["AS", "KS"] and data["options"] == {"rule": True}
    assert isinstance(back.options, Options) and back.hand == (c("QS"), c("7H"))
    # the phase is written as its word and read back as the member
    assert type(data["phase"]) is str and back.phase is _SomePhase.PLAY


def test_defaults_and_none_read_back():
    obs = _SomeGame("g", "v", 0, ("A", "B"), {}, _SomePhase.WAITING, None, None)
    assert _round_trip(_SomeGame, obs)[1] == obs


def test_observations_are_frozen():
    obs = Observation("g", "v", 0, ("A", "B"), {}, _SomePhase.PLAY, 0, 1)
    with pytest.raises(FrozenInstanceError):
        obs.phase = _SomePhase.WAITING


def test_data_that_does_not_fit_is_refused():
    with pytest.raises(ValueError):
        from_json(Trick, {"leader": 0, "cards": "QS"})
    with pytest.raises(ValueError):
        from_json(Trick, {"cards": []})          # the leader is missing
    with pytest.raises(ValueError):
        from_json(Observation, ["not", "an", "object"])
    with pytest.raises(ValueError):
        from_json(PlayedCard, {"seat": 0, "card": "1S"})       # not a card
    with pytest.raises(ValueError):
        from_json(PlayedCard, {"seat": 0, "card": 5})          # a card is named in JSON


# ----- the fields every game has: hand, trick, hand_sizes ------------------------------
def _every_variant():
    from parlour.engine.games import GAMES
    return sorted((g, v) for g, variants in GAMES.items() for v in variants.variant_names())


@pytest.mark.parametrize("game,variant", _every_variant())
def test_every_game_tells_the_hand_the_trick_and_the_hand_sizes(game, variant):
    import random
    from parlour.engine.games import new_game
    seen_trick = False
    for seed in (1, 2):
        s = new_game(game, variant, seed=seed)
        rng = random.Random(seed)
        for _ in range(300):
            for seat in range(len(s.seats)):
                o = s.observation(seat)
                assert isinstance(o.hand, tuple) and all(type(c) is int and 0 <= c < 32
                                                         for c in o.hand)
                assert o.hand_sizes == () or len(o.hand_sizes) == len(s.seats)
                if o.hand_sizes:
                    assert len(o.hand) in (0, o.hand_sizes[seat])   # a watcher sees none
                if o.trick is not None:
                    seen_trick = True
                    assert isinstance(o.trick, Trick)
                    seats = [p.seat for p in o.trick.cards]
                    assert o.trick.leader in range(len(s.seats)) and seats[:1] in (
                        [], [o.trick.leader])
                    assert set(seats) <= set(range(len(s.seats)))
            if s.is_over():
                break
            s.apply(s.sample_action(rng))
    assert seen_trick


def test_a_game_field_never_takes_the_base_property_for_its_default():
    from dataclasses import fields
    from parlour.engine.games import GAMES, state_class
    for game, variants in GAMES.items():
        for variant in variants.variant_names():
            state_class(game, variant)          # every game's observation class loaded
    classes, todo = [], [Observation]
    while todo:
        cls = todo.pop()
        classes.append(cls)
        todo += cls.__subclasses__()
    assert len(classes) >= 7
    for cls in classes:
        assert not [f.name for f in fields(cls) if isinstance(f.default, property)], cls


# ----- no reader probes an observation (getattr/hasattr): the base declares it ---------
SRC = __import__("pathlib").Path(__file__).resolve().parents[2] / "src" / "parlour"
PROBES = {"getattr", "hasattr"}


def _an_observation(node) -> bool:
    """An observation by the names it goes by (``obs``, ``view_obs``, ``o``,
    ``observation``, ``self.obs``), or ``observation(...)`` called."""
    import ast
    if isinstance(node, ast.Call):
        return _an_observation(node.func)
    name = node.id if isinstance(node, ast.Name) else \
        node.attr if isinstance(node, ast.Attribute) else ""
    return name in {"o", "ob", "oa", "seen"} or name.endswith(("obs", "observation"))


def _probes(path) -> list[str]:
    import ast
    return [f"{path}:{node.lineno} {ast.unparse(node)}"
            for node in nodes(path)
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
            and node.func.id in PROBES and node.args and _an_observation(node.args[0])]


def test_no_reader_probes_an_observation():
    readers = [p for p in SRC.rglob("*.py") if "engine" not in p.relative_to(SRC).parts]
    assert len(readers) > 100
    assert [hit for p in readers for hit in _probes(p)] == []


def test_the_probe_check_sees_a_probe(tmp_path):
    bad = tmp_path / "probe.py"
    bad.write_text('a = getattr(obs, "trick", None)\nb = hasattr(self.obs, "hand")\n'
                   'c = getattr(state.observation(0), "hand_sizes", ())\n'
                   'd = getattr(view_obs, "x")\ne = getattr(settings, "x")\n',
                   encoding="utf-8")
    assert len(_probes(bad)) == 4


def test_a_ecrire_observation_tells_the_deal_at_the_table_in_the_sittings_seats():
    import random
    from parlour.engine.games import new_game
    s = new_game("piquet", "ecrire", seats=["A", "B", "C", "D"], seed=5)
    rng = random.Random(5)
    tricks = 0
    while not s.is_over() and tricks < 40:
        for seat in range(4):
            o = s.observation(seat)
            playing = seat in o.players
            assert o.hand == (o.table.hand if playing else ())
            if o.table is not None:
                assert [o.hand_sizes[p] for p in o.players] == list(o.table.hand_sizes)
                assert sum(o.hand_sizes) == sum(o.table.hand_sizes)
            if o.trick is not None:
                tricks += 1
                t = o.table.trick
                assert [(p.seat, p.card) for p in o.trick.cards] == \
                    [(o.players[p.seat], p.card) for p in t.cards]
                assert o.trick.leader == o.players[t.leader]
        s.apply(s.sample_action(rng))
    assert tricks
