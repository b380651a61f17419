"""docs/records-piquet.md: every action example parses and round-trips, and the example
record (the book's "Forty-one" hand) replays to the scores the page states."""
import json
import re
from pathlib import Path

import pytest

from parlour.engine import records
from parlour.engine.core import Action

from .null_choices import assert_replays_alike, without
from parlour.engine.actions import Ask, Declare, Exchange, Play

DOC = Path(__file__).resolve().parents[2] / "docs" / "records-piquet.md"


def blocks(kind):
    return re.findall(rf"```{kind}\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)


def test_every_action_example_parses_and_round_trips():
    kinds = set()
    for raw in blocks("action"):
        d = json.loads(raw)
        a = Action.from_record(d)
        assert a.to_record() == d
        kinds.add(type(a))
    assert kinds == {Exchange, Declare, Play, Ask}


def test_the_example_record_replays_to_71_and_27_with_the_capot():
    (raw,) = blocks("record")
    s = records.replay(json.loads(raw))
    out = records.summary(s)
    deal = out["deals"][0]
    assert deal["points"] == [71, 27]
    assert [e["text"] for e in deal["events"] if e["category"] != "play"] == [
        "Point of five", "Quinte to the King", "Quatrième to the Jack", "Tierce to the Jack",
        "Quatorze Aces", "Three Kings", "Three Queens", "Capot"]
    assert out["winner"] is None and not s.is_over()


def test_the_example_replays_alike_without_the_dealer_s_empty_exchange():
    full = json.loads(blocks("record")[0])
    short, dropped = without(full, lambda a: a == {"seat": 1, "act": "exchange", "cards": []})
    assert dropped == 1
    assert_replays_alike(full, short)
    short["options"] = {"dealer_must_draw": True}
    with pytest.raises(records.RecordError, match="it is seat 1's turn, not seat 0's"):
        records.replay(short)
