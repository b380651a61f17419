"""docs/records-piquet-multi.md: its example records replay, its action examples parse."""
import json
import pathlib
import re

import pytest

from parlour.engine import records
from parlour.engine.core import Action
from parlour.engine.games import GAMES

from .null_choices import assert_replays_alike
from parlour.engine.actions import Exchange

DOC = pathlib.Path(__file__).parents[2] / "docs" / "records-piquet-multi.md"


def blocks(kind):
    return re.findall(r"```" + kind + r"\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)


@pytest.fixture(autouse=True)
def registered(monkeypatch):
    assert GAMES["piquet"].variant("ecrire").state.__name__ == "EcrireState"


def test_action_examples_round_trip():
    examples = [json.loads(b) for b in blocks("json")]
    assert {e["act"] for e in examples} == {"exchange", "declare", "play"}
    for e in examples:
        assert Action.from_record(e).to_record() == e


@pytest.mark.parametrize("text", blocks("record"))
def test_record_examples_replay(text):
    state = records.replay(json.loads(text))
    assert state.result() is None and state.current_player() is not None


def test_normand_example_makes_repic_once_all_have_declared():
    state = records.replay(json.loads(blocks("record")[0]))
    for _ in range(10):       # Bob's and Cy's declarations and cards, in full
        if any(e.category == "repic" for e in state.deals[0].events):
            break
        state.apply(state.auto_action() or state.legal_actions()[0])
    assert state.deal_points[0] == 90


def test_voleur_example_counts_22_and_15():
    state = records.replay(json.loads(blocks("record")[1]))
    assert state.deal_points[0] + state.deal_points[2] == 22
    assert state.deal_points[1] + state.deal_points[3] == 15


def test_normand_example_without_the_dealer_s_exchange_has_him_take_nothing():
    short = json.loads(blocks("record")[3])
    full = json.loads(blocks("record")[3])
    full["deals"][0]["actions"].insert(0, {"seat": 2, "act": "exchange", "cards": []})
    state = assert_replays_alike(full, short)
    assert state.history[0] == Exchange(2)
