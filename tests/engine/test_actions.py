"""The action values: one frozen class per kind, equal by value, hashable, each with a
notation and a record form that read back to the same action (both ways round)."""
import dataclasses
import json

import pytest

from parlour.engine.actions import (KINDS, PLAY, Action, Announce, Ask, Brisques,
                                    CarteBlanche, Claim, Declare, Dix, Exchange, Meld, Pass, Play)
from parlour.engine.cards import parse_card, parse_cards


def c(text):
    return parse_card(text)


def cs(text):
    return tuple(parse_cards(text))


# (action, its notation, its record form as JSON): at least one of each kind, and each
# field both at its default and set
EXAMPLES = [
    (Play(0, c("QS")), "play QS", '{"seat": 0, "act": "play", "card": "QS"}'),
    (Play(1, c("KS"), "table"), "play KS from=table",
     '{"seat": 1, "act": "play", "card": "KS", "from": "table"}'),
    (Play(0, c("10H"), "hand"), "play 10H from=hand",
     '{"seat": 0, "act": "play", "card": "10H", "from": "hand"}'),
    (Exchange(0, cs("7D 8D")), "exchange 7D 8D",
     '{"seat": 0, "act": "exchange", "cards": ["7D", "8D"]}'),
    (Exchange(1), "exchange", '{"seat": 1, "act": "exchange", "cards": []}'),
    (Declare(0, "point", cs("9H QH KH AH")), "declare 9H QH KH AH class=point",
     '{"seat": 0, "act": "declare", "cards": ["9H", "QH", "KH", "AH"], "class": "point"}'),
    (Declare(1, "sequence"), "declare class=sequence",
     '{"seat": 1, "act": "declare", "cards": [], "class": "sequence"}'),
    (Declare(0, "set", cs("AS AH AD"), True), "declare AS AH AD class=set undercall=True",
     '{"seat": 0, "act": "declare", "cards": ["AS", "AH", "AD"], "class": "set", '
     '"undercall": true}'),
    (Meld(1, cs("KH QH")), "meld KH QH", '{"seat": 1, "act": "meld", "cards": ["KH", "QH"]}'),
    (Meld(0, cs("KS KS KH KD")), "meld KS KS KH KD",
     '{"seat": 0, "act": "meld", "cards": ["KS", "KS", "KH", "KD"]}'),
    (Announce(0, cs("KS QS")), "announce KS QS",
     '{"seat": 0, "act": "announce", "cards": ["KS", "QS"]}'),
    (CarteBlanche(1), "carte_blanche", '{"seat": 1, "act": "carte_blanche"}'),
    (CarteBlanche(0, cs("7D")), "carte_blanche 7D",
     '{"seat": 0, "act": "carte_blanche", "cards": ["7D"]}'),
    (Dix(1, c("7C")), "dix 7C", '{"seat": 1, "act": "dix", "cards": ["7C"]}'),
    (Dix(0, c("7H"), True), "dix 7H exchange=True",
     '{"seat": 0, "act": "dix", "cards": ["7H"], "exchange": true}'),
    (Brisques(1, True), "brisques count=True", '{"seat": 1, "act": "brisques", "count": true}'),
    (Brisques(0, False), "brisques count=False",
     '{"seat": 0, "act": "brisques", "count": false}'),
    (Pass(1), "pass", '{"seat": 1, "act": "pass"}'),
    (Claim(0), "claim", '{"seat": 0, "act": "claim"}'),
    (Ask(1, "K"), "ask rank=K", '{"seat": 1, "act": "ask", "rank": "K"}'),
    (Ask(0, "10"), "ask rank=10", '{"seat": 0, "act": "ask", "rank": "10"}'),
]
IDS = [n for _, n, _ in EXAMPLES]


def test_every_kind_has_an_example():
    assert {type(a) for a, _, _ in EXAMPLES} == set(KINDS.values())
    assert {cls.KIND for cls in KINDS.values()} == set(KINDS)


@pytest.mark.parametrize("action,notation,record", EXAMPLES, ids=IDS)
def test_notation_both_ways(action, notation, record):
    assert action.notation() == notation
    assert Action.from_notation(action.seat, notation) == action
    assert Action.from_notation(action.seat, action.notation()).notation() == notation


@pytest.mark.parametrize("action,notation,record", EXAMPLES, ids=IDS)
def test_record_form_both_ways(action, notation, record):
    # byte for byte as the records and saves write it (json.dumps keeps the key order)
    assert json.dumps(action.to_record(), ensure_ascii=False) == record
    assert Action.from_record(json.loads(record)) == action
    assert json.dumps(Action.from_record(json.loads(record)).to_record()) == record


@pytest.mark.parametrize("action,notation,record", EXAMPLES, ids=IDS)
def test_equal_by_value_and_hashable(action, notation, record):
    twin = Action.from_record(json.loads(record))
    assert twin == action and twin is not action and hash(twin) == hash(action)
    assert len({action, twin}) == 1 and {action: 1}[twin] == 1
    assert action.reseated(action.seat) == action
    other = action.reseated(1 - action.seat)
    assert other != action and other.seat == 1 - action.seat and type(other) is type(action)
    assert other.reseated(action.seat) == action


@pytest.mark.parametrize("action,notation,record", EXAMPLES, ids=IDS)
def test_immutable(action, notation, record):
    for name in action.__slots__:
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(action, name, getattr(action, name))
    with pytest.raises((AttributeError, TypeError)):
        action.note = "x"          # slotted: no stray attributes either
    assert not hasattr(action, "__dict__")


def test_kinds_differ_even_with_the_same_fields():
    assert Meld(0, cs("KH QH")) != Announce(0, cs("KH QH"))
    assert Exchange(0) != CarteBlanche(0) and Pass(1) != Claim(1)
    assert Play(0, c("KS")) != Play(0, c("KS"), "table") != Play(0, c("KS"), "hand")
    assert Dix(0, c("7H")) != Dix(0, c("7H"), True)
    assert Declare(0, "set", cs("AS AH AD")) != Declare(0, "set", cs("AS AH AD"), True)
    assert Declare(0, "set") != Declare(0, "point")


def test_cards_of_each_kind():
    assert Play(0, c("QS")).cards == (c("QS"),) and Dix(1, c("7C")).cards == (c("7C"),)
    assert Pass(0).cards == () and Claim(1).cards == () and Brisques(0, True).cards == ()
    assert Meld(0, cs("KH QH")).cards == cs("KH QH")
    assert Play(1, c("KS"), "table").from_table and not Play(1, c("KS"), "hand").from_table
    assert PLAY[2][c("AH")] == Play(2, c("AH")) and PLAY[0][5] is PLAY[0][5]


@pytest.mark.parametrize("record,why", [
    ({"seat": 0, "act": "play", "card": "AH", "from": "pocket"}, "'from' must be"),
    ({"seat": 0, "act": "play", "cards": ["AH", "KH"]}, "a play names one card"),
    ({"seat": 0, "act": "play"}, "a play names one card"),
    ({"seat": 0, "act": "dix", "cards": []}, "a dix names one card"),
    ({"seat": 0, "act": "dix", "cards": ["7H"], "exchange": 1}, "true or false"),
    ({"seat": 0, "act": "declare", "cards": []}, "names its 'class'"),
    ({"seat": 0, "act": "declare", "cards": [], "class": "point", "undercall": "yes"},
     "true or false"),
    ({"seat": 0, "act": "brisques"}, '"count"'),
    ({"seat": 0, "act": "pass", "cards": ["AH"]}, "a pass names no cards"),
    ({"seat": 0, "act": "claim", "card": "AH"}, "a claim names no cards"),
    ({"seat": 0, "act": "meld", "cards": ["KH", "QH"], "from": "table"}, "a meld has no 'from'"),
    ({"seat": 0, "act": "bid"}, "'bid' is not an action"),
])
def test_what_is_no_action_is_refused_by_the_reader(record, why):
    with pytest.raises(ValueError, match=why):
        Action.from_record(record)


def test_notation_refuses_what_is_no_action():
    for text, why in [("bid 7H", "'bid' is not an action"), ("pass AH", "names no cards"),
                      ("meld KH from=table", "has no .from."), ("play XX", "XX")]:
        with pytest.raises(ValueError, match=why):
            Action.from_notation(0, text)
