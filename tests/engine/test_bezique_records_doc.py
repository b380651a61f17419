"""Every JSON example in docs/records-bezique.md is read and checked."""
import json
import re
from pathlib import Path

from parlour.engine.core import Action
from parlour.engine.records import replay
from parlour.engine.actions import Announce, Brisques, CarteBlanche, Meld, Pass, Play

DOC = Path(__file__).resolve().parents[2] / "docs" / "records-bezique.md"
KINDS = {Play, Meld, Announce, Pass, CarteBlanche, Brisques}


def test_every_action_example_parses_and_every_kind_has_one():
    text = DOC.read_text(encoding="utf-8")
    examples = [json.loads(m) for m in re.findall(r"`(\{\"seat\"[^`]*\})`", text)
                if "\"act\"" in m]
    seen = set()
    for ex in examples:
        a = Action.from_record(ex)
        assert type(a) in KINDS
        seen.add(type(a))
    assert seen == KINDS


def test_example_record_replays():
    text = DOC.read_text(encoding="utf-8")
    block = re.search(r"```json\n(.*?)```", text, re.S).group(1)
    state = replay(json.loads(block))
    assert state.points == [40 + 80 + 500 + 60 + 20, 0]
    assert len(state.table[0].pending) == 1          # the marriage still to score
    assert state.trump == 1 and state.result() is None

