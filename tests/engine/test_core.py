"""The small values of the State protocol and their record forms."""
import pytest

from parlour.engine.cards import parse_card, parse_cards
from parlour.engine.core import Action, DealSetup, Event, score_event
from parlour.engine.events import TrickWon
from parlour.engine.actions import Declare, Play
from parlour.engine.records import event_json


def test_play_action_record_form():
    a = Play(0, parse_card("AH"))
    assert a.to_record() == {"seat": 0, "act": "play", "card": "AH"}
    assert Action.from_record(a.to_record()) == a
    assert a.notation() == "play AH"


def test_meld_from_table_round_trips():
    d = {"seat": 1, "act": "meld", "cards": ["KH", "QH"]}
    a = Action.from_record(d)
    assert a.cards == tuple(parse_cards("KH QH"))
    assert a.to_record() == d
    t = Action.from_record({"seat": 0, "act": "play", "card": "QS", "from": "table"})
    assert t.source == "table" and t.to_record()["from"] == "table"


def test_empty_declaration_keeps_its_cards_list():
    a = Declare(1, "point")
    assert a.to_record() == {"seat": 1, "act": "declare", "cards": [], "class": "point"}


@pytest.mark.parametrize("bad", [
    [], {"act": "play", "card": "AH"}, {"seat": "0", "act": "play"}, {"seat": 0},
    {"seat": 0, "act": "play", "card": "XX"}, {"seat": 0, "act": "meld", "cards": "KH QH"},
    {"seat": 0, "act": "play", "card": "AH", "from": ["table"]}, {"seat": True, "act": "x"},
])
def test_malformed_actions_are_refused(bad):
    with pytest.raises(ValueError):
        Action.from_record(bad)


def test_events_and_setups():
    e = score_event(0, 5, "point", parse_cards("AS KS QS JS 9S"))
    assert event_json(e, ["A", "B"]) == {"seat": 0, "points": 5, "category": "point",
                                         "text": "Point of five"}
    assert Event(TrickWon(1, ()), 1).category is None
    s = DealSetup(1, [parse_cards("AH KH"), parse_cards("7C")], parse_cards("8C"), None)
    assert s.to_record() == {"dealer": 1, "hands": [["AH", "KH"], ["7C"]], "stock": ["8C"]}
