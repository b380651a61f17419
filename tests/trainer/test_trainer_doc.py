"""docs/trainer.md: its JSON example has exactly the keys analyse() gives."""
import json
import re
from pathlib import Path

import pytest

from parlour.ai.brain import Budget
from parlour.trainer import analyse

DOC = Path(__file__).resolve().parents[2] / "docs" / "trainer.md"


def doc_example() -> dict:
    block = re.search(r"```json\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S).group(1)
    return json.loads(block)


@pytest.mark.slow
def test_the_documented_json_has_the_keys_of_the_real_one():
    doc = doc_example()
    real = analyse(doc["hand"], doc["seat"], budget=Budget(seconds=60.0, samples=24))
    assert set(doc) == set(real)
    assert set(doc["options"][0]) == set(real["options"][0])
    assert set(doc["options"][0]["chances"]) == set(real["options"][0]["chances"])
    assert real["options"][0]["discard"] and len(real["options"]) == 1585
