"""docs/records-binocle.md: its example record replays, and every action kind it shows
parses and round-trips."""
import json
import re
from pathlib import Path

from parlour.engine import records
from parlour.engine.core import Action

from .null_choices import assert_replays_alike, without
from parlour.engine.actions import Claim, Dix, Meld, Pass, Play

DOC = Path(__file__).resolve().parents[2] / "docs" / "records-binocle.md"


def test_the_example_record_replays_to_its_result():
    text = DOC.read_text(encoding="utf-8")
    block = re.search(r"```json\n(.*?)```", text, re.S).group(1)
    rec = json.loads(block)
    s = records.replay(rec)
    assert s.result().winner == 1 and s.scores == [126, 0]
    events = records.summary(s)["deals"][0]["events"]
    assert [e["category"] for e in events] == ["counting", "dix", "dix", "marriage",
                                               "counting", "binocle", "counting"]


def test_every_action_example_parses_and_round_trips():
    text = DOC.read_text(encoding="utf-8")
    section = text.split("## Actions")[1].split("### The meld window")[0]
    kinds = set()
    for raw in re.findall(r"`(\{[^`]*\})`", section):
        d = json.loads(raw)
        a = Action.from_record(d)
        assert a.to_record() == d
        kinds.add(type(a))
    assert kinds == {Play, Dix, Meld, Pass, Claim}


def test_the_example_replays_alike_without_its_pass():
    text = DOC.read_text(encoding="utf-8")
    full = json.loads(re.search(r"```json\n(.*?)```", text, re.S).group(1))
    short, dropped = without(full, lambda a: a["act"] == "pass")
    assert dropped == 1
    assert_replays_alike(full, short)
