"""Every Piquet observation is a frozen dataclass, in every variant and phase, and its
JSON form (made from the fields) reads back equal.  And the modules that read Piquet
observations read them by attribute: no dict access on an observation remains."""
from __future__ import annotations

import json
import random
import re
from dataclasses import FrozenInstanceError, is_dataclass
from pathlib import Path

import pytest

from parlour.engine.games import new_game
from parlour.engine.observed import Observation, from_json, to_json
from parlour.engine.piquet.ecrire import EcrireObservation
from parlour.engine.piquet.multi_observation import MultiHandObservation
from parlour.engine.piquet.observation import PiquetObservation

from ..tiers import cases

KINDS = {"au-cent": PiquetObservation, "rubicon": PiquetObservation,
         "normand": MultiHandObservation, "voleur": MultiHandObservation,
         "ecrire": EcrireObservation}
PHASES = {"au-cent": {"exchange", "declare", "play", "over"},
          "rubicon": {"exchange", "declare", "play", "over"},
          "normand": {"exchange", "play", "over"}, "voleur": {"play", "over"},
          "ecrire": {"exchange", "declare", "play"}}


# a whole game each: Normand's and Voleur's, the longest, are the whole suite's
@pytest.mark.parametrize("variant", cases(list(KINDS), slow=["normand", "voleur"]))
def test_every_observation_is_typed_and_round_trips(variant):
    phases = set()
    for seed in range(1):
        s = new_game("piquet", variant, seed=seed)
        rng = random.Random(seed)
        for _ in range(3000):
            for seat in range(len(s.seats)):
                o = s.observation(seat)
                assert type(o) is KINDS[variant] and isinstance(o, Observation)
                assert is_dataclass(o) and not isinstance(o, dict)
                phases.add(o.phase)
                data = json.loads(json.dumps(to_json(o)))
                assert from_json(KINDS[variant], data) == o
            if s.is_over():
                break
            s.apply(s.sample_action(rng))
    with pytest.raises(FrozenInstanceError):
        o.phase = "play"
    assert PHASES[variant] <= phases


# The modules that read Piquet observations; the pattern is dict access on a name an
# observation goes by in them.
READERS = ["engine/piquet", "ai/piquet", "ui/piquet/presenter.py", "ui/piquet/round_table.py",
           "ui/ecrire/presenter.py", "ui/table/score_markers/model.py", "trainer/hint_reason.py"]
DICT_ACCESS = re.compile(r"\b(obs|o|observation|view\.obs|table|t)(\[[\"']|\.get\()")


def test_no_dict_access_on_piquet_observations_remains():
    src = Path(__file__).resolve().parents[2] / "src" / "parlour"
    files = []
    for name in READERS:
        p = src / name
        files += sorted(p.glob("*.py")) if p.is_dir() else [p]
    assert len(files) > 20
    found = [f"{f.relative_to(src)}:{i}: {line.strip()}"
             for f in files for i, line in enumerate(f.read_text().splitlines(), 1)
             if DICT_ACCESS.search(line)]
    assert found == []
