"""parlour-record version 1: write, read, replay, and one clear line for every fault."""
import json

import pytest

from parlour.engine import records
from parlour.engine.core import Action

from .toy_game import ToyState, register_toy


@pytest.fixture(autouse=True)
def toy_registered(monkeypatch):
    register_toy(monkeypatch)


def finished_game(seed=3, options=None):
    s = ToyState(options=options, seed=seed)
    while not s.is_over():
        s.apply(s.legal_actions()[-1])
    return s


def test_record_has_the_interface_shape():
    rec = records.record_of(finished_game())
    assert rec["format"] == "parlour-record" and rec["version"] == 1
    assert rec["game"] == "toy" and rec["variant"] == "plain" and rec["options"] == {}
    assert len(rec["deals"]) == 2
    deal = rec["deals"][0]
    assert set(deal) == {"dealer", "hands", "stock", "actions"}
    assert deal["actions"][0] == {"seat": 0, "act": "play", "card": deal["actions"][0]["card"]}
    assert rec["result"]["winner"] in (0, 1, None)


def test_record_round_trips_through_json_and_replay():
    s = finished_game(options={"bonus": 5})
    rec = json.loads(records.dumps(s))
    assert rec["options"] == {"bonus": 5}
    again = records.replay(rec)
    assert again.scores == s.scores and again.history == s.history
    assert records.record_of(again) == rec


def test_summary_lists_deals_points_and_events():
    s = finished_game()
    summ = records.summary(s)
    assert summ["game"] == "toy" and len(summ["deals"]) == 2
    assert sum(map(sum, (d["points"] for d in summ["deals"]))) == 6
    assert summ["totals"] == s.scores
    assert summ["deals"][0]["events"][0]["category"] == "play"


def test_a_record_may_stop_anywhere():
    s = finished_game()
    rec = records.record_of(s)
    rec["deals"][1]["actions"] = rec["deals"][1]["actions"][:1]
    rec["result"] = {}
    partial = records.replay(rec)
    assert not partial.is_over()
    assert records.summary(partial)["winner"] is None


def test_undo_replays_to_the_same_state():
    s = ToyState(seed=9)
    for _ in range(5):
        s.apply(s.legal_actions()[0])
    before = (list(s.history), [list(h) for h in s.hands], list(s.scores))
    extra = s.legal_actions()[0]
    s.apply(extra)
    assert s.history[-1] == extra
    s = s.undone()
    assert (list(s.history), [list(h) for h in s.hands], list(s.scores)) == before


def bad(rec, mutate):
    mutate(rec)
    with pytest.raises(records.RecordError) as err:
        records.replay(rec)
    msg = str(err.value)
    assert "\n" not in msg
    return msg


def test_illegal_action_names_deal_index_action_and_why():
    rec = records.record_of(finished_game())
    dealer = rec["deals"][1]["dealer"]
    held_by_dealer = rec["deals"][1]["hands"][dealer][0]
    msg = bad(rec, lambda r: r["deals"][1]["actions"].__setitem__(
        0, {"seat": 1 - dealer, "act": "play", "card": held_by_dealer}))
    assert msg.startswith("deal 2, action 0, 'play ") and "do not hold" in msg


def test_wrong_turn_is_named():
    rec = records.record_of(finished_game())
    first = rec["deals"][0]["actions"][0]
    msg = bad(rec, lambda r: first.__setitem__("seat", 1))
    assert "turn" in msg and msg.startswith("deal 1, action 0")


@pytest.mark.parametrize("mutate, words", [
    (lambda r: r.__setitem__("format", "other"), "not a parlour-record"),
    (lambda r: r.__setitem__("version", 2), "version 2"),
    (lambda r: r.__setitem__("game", "whist"), "unknown game"),
    (lambda r: r.__setitem__("variant", "odd"), "unknown variant"),
    (lambda r: r.__setitem__("options", {"nonsense": 1}), "unknown rule option"),
    (lambda r: r["deals"][0].__setitem__("hands", "AS"), "'hands'"),
    (lambda r: r["deals"][0]["hands"][0].__setitem__(0, "ZZ"), "not a card"),
    (lambda r: r["deals"][0]["hands"][0].__setitem__(0, r["deals"][0]["hands"][1][0]), "not one proper pack"),
    (lambda r: r["deals"][0]["actions"].append({"seat": 0, "act": "play"}), "deal 1"),
    (lambda r: r["deals"][0]["actions"].pop(), "before this one is finished"),
    (lambda r: r["deals"][1]["actions"].append({"seat": 0, "act": "play", "card": "AS"}), "over"),
    (lambda r: r["result"].__setitem__("winner", 7), "the record says winner 7"),
    (lambda r: r["deals"][0].__setitem__("dealer", 0), "dealer"),
])
def test_malformed_records_get_one_clear_line(mutate, words):
    rec = records.record_of(finished_game())
    assert words in bad(rec, mutate)


def test_not_json_is_one_clear_line(tmp_path):
    p = tmp_path / "broken.json"
    p.write_text('{"format": "parlour-record", ')
    with pytest.raises(records.RecordError) as err:
        records.replay(records.read(str(p)))
    assert "not JSON" in str(err.value)


def test_action_record_forms_survive_round_trip():
    a = Action.from_record({"seat": 0, "act": "exchange", "cards": ["7D", "8D"]})
    assert a.to_record() == {"seat": 0, "act": "exchange", "cards": ["7D", "8D"]}
