"""The melding games' observations are typed: for Rubicon, Chinese and two-pack Bézique and
Binocle, in every phase, ``observation(seat)`` is a frozen dataclass whose JSON form reads
back equal; and nothing that reads a melding observation reads it as a dict."""
from __future__ import annotations

import ast
import dataclasses
import json
import pathlib
import random

import pytest

from parlour.engine.bezique.observed import BeziqueObservation, TwoPackObservation
from parlour.engine.binocle.observed import BinocleObservation
from parlour.engine.games import new_game
from parlour.engine.observed import from_json, to_json

from ..source_trees import nodes
from .bezique_helpers import setup
from parlour.engine.actions import Announce, CarteBlanche, Meld

from ..tiers import cases

ROOT = pathlib.Path(__file__).resolve().parents[2]
GAMES = {("rubicon-bezique", "rubicon"): BeziqueObservation,
         ("chinese-bezique", "chinese"): BeziqueObservation,
         ("bezique", "two-pack"): TwoPackObservation,
         ("binocle", "48"): BinocleObservation, ("binocle", "64"): BinocleObservation}
BEZIQUE = {"play", "declare", "over", "carte_blanche", "count"}
PHASES = {"rubicon-bezique": BEZIQUE, "chinese-bezique": BEZIQUE | {"announce"},
          "bezique": {"play", "declare", "over"}, "binocle": {"play", "meld", "over"}}


def _declaring(legal, rng):
    """Random play that declares whenever it may (so announcements come up)."""
    scoring = [a for a in legal if type(a) in (Meld, Announce, CarteBlanche)]
    return rng.choice(scoring or legal)


# Chinese Bézique plays up to forty whole games before it announces: the whole suite's
@pytest.mark.parametrize("game,variant", cases(sorted(GAMES), slow=["chinese-bezique-chinese"]))
def test_every_phase_gives_a_frozen_dataclass_that_round_trips_through_json(game, variant):
    cls = GAMES[game, variant]
    phases = set()
    for seed in range(40):
        s = new_game(game, variant, seed=seed)
        if seed == 0 and cls is BeziqueObservation:     # the pone holds no court card
            s = new_game(game, variant, deals=[setup(
                "AS 10S 9S 8S 7S AH 10H 9H 8H", "KS QS JD KH QH KC QC KD QD",
                packs_n=s.PACKS)])
        rng = random.Random(seed)
        while True:
            for seat in (0, 1):
                o = s.observation(seat)
                assert type(o) is cls and dataclasses.is_dataclass(o)
                with pytest.raises(dataclasses.FrozenInstanceError):
                    o.phase = "x"
                if o.phase not in phases or len(s.history) % 5 == 0:
                    data = json.loads(json.dumps(to_json(o)))
                    assert from_json(cls, data) == o
                phases.add(o.phase)
            if s.is_over():
                break
            s.apply(_declaring(s.legal_actions(), rng) if seed % 2 else
                    rng.choice(s.legal_actions()))
        if phases >= PHASES[game]:
            break
    assert phases >= PHASES[game]


def test_binocle_before_any_deal_is_an_observation_too():
    s = new_game("binocle", "48", deals=[])
    o = s.observation(0)
    assert isinstance(o, BinocleObservation) and o.dealer is None and o.hand == ()
    assert from_json(BinocleObservation, json.loads(json.dumps(to_json(o)))) == o


# ----- no reader takes a melding observation for a dict ------------------------------------
READERS = ["src/parlour/ai/melding", "src/parlour/engine/bezique", "src/parlour/engine/binocle",
           "src/parlour/ui/melding", "src/parlour/ui/table/meld_board.py",
           "src/parlour/ui/table/talon_counter.py", "tests/ai/test_melding_ai.py",
           "tests/ai/test_melding_expert.py", "tests/ui/test_melding_table.py",
           "tests/ui/test_identical_cards.py", "tests/engine/test_card_copies.py"]
READERS += [str(p.relative_to(ROOT)) for p in (ROOT / "tests" / "engine").glob("test_*.py")
            if "bezique" in p.name or "binocle" in p.name]
OBSERVATION_NAMES = {"obs", "o", "observation", "seen", "oa", "ob"}


def _is_observation(node: ast.AST) -> bool:
    """An observation by its usual name, or a call of ``observation(...)``."""
    if isinstance(node, ast.Name):
        return node.id in OBSERVATION_NAMES
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
        and node.func.attr == "observation"


def _dict_reads(path: pathlib.Path) -> list[str]:
    out = []
    for node in nodes(path):
        if isinstance(node, ast.Subscript) and _is_observation(node.value) \
                and isinstance(node.slice, ast.Constant) and isinstance(node.slice.value, str):
            out.append(f"{path}:{node.lineno} {ast.unparse(node)}")
        elif isinstance(node, ast.Attribute) and node.attr in ("get", "items", "keys") \
                and _is_observation(node.value):
            out.append(f"{path}:{node.lineno} {ast.unparse(node)}")
    return out


def test_no_melding_observation_is_read_as_a_dict():
    found = []
    for name in READERS:
        where = ROOT / name
        for path in sorted(where.rglob("*.py")) if where.is_dir() else [where]:
            found += _dict_reads(path)
    assert found == []


def test_the_dict_reading_check_sees_a_dict_read(tmp_path):
    bad = tmp_path / "probe.py"
    bad.write_text('x = obs["hand"] + s.observation(0).get("stock")\n', encoding="utf-8")
    assert len(_dict_reads(bad)) == 2
