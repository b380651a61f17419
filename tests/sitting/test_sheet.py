"""The sitting sheet model: entries balance, totals and running nets, the settling up."""
from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from parlour.sitting import Entry, Payment, Sheet

NAMES = ["Ann", "Ben", "Cat", "Dan"]


def two(winner, amount, a="Ann", b="Ben"):
    return Entry(0, [a, b], winner, {winner: amount, (b if winner == a else a): -amount})


def test_an_entry_must_balance_to_zero():
    with pytest.raises(ValueError, match="balance"):
        Entry(0, ["Ann", "Ben"], "Ann", {"Ann": 11, "Ben": -10})
    with pytest.raises(ValueError, match="did not play"):
        Entry(0, ["Ann", "Ben"], "Ann", {"Ann": 5, "Cat": -5})
    with pytest.raises(ValueError, match="whole number"):
        Entry(0, ["Ann", "Ben"], "Ann", {"Ann": 1.5, "Ben": -1.5})
    with pytest.raises(ValueError, match="twice"):
        Entry(0, ["Ann", "Ann"], None, {})


def test_totals_and_running_net_game_after_game():
    s = Sheet("rubicon-bezique", "rubicon", ["Ann", "Ben"], "hundreds")
    for w, v in (("Ann", 11), ("Ben", 6), ("Ben", 26), ("Ann", 13)):
        s.add(two(w, v))
    assert [e.number for e in s.entries] == [1, 2, 3, 4]
    assert all(e.finished for e in s.entries)
    assert s.running() == [{"Ann": 11, "Ben": -11}, {"Ann": 5, "Ben": -5},
                           {"Ann": -21, "Ben": 21}, {"Ann": -8, "Ben": 8}]
    assert s.totals() == {"Ann": -8, "Ben": 8}
    assert s.wins() == {"Ann": 2, "Ben": 2}
    assert s.settlement() == [Payment("Ann", "Ben", 8)]


def test_an_empty_or_even_sitting_needs_no_settling():
    s = Sheet("piquet", "au-cent", ["Ann", "Ben"], "games")
    assert s.totals() == {"Ann": 0, "Ben": 0} and s.running() == [] and s.settlement() == []
    s.add(two("Ann", 2))
    s.add(two("Ben", 2))
    assert s.settlement() == []


def test_a_drawn_game_is_a_line_with_nothing_won():
    s = Sheet("rubicon-bezique", "rubicon", ["Ann", "Ben"], "hundreds")
    s.add(Entry(0, ["Ann", "Ben"], None, {"Ann": 0, "Ben": 0}, "a drawn game"))
    assert s.totals() == {"Ann": 0, "Ben": 0} and s.wins() == {"Ann": 0, "Ben": 0}


def test_a_player_joining_the_sitting_is_added_and_sits_out_earlier_games():
    s = Sheet("bezique", "chouette", ["Ann", "Ben"], "hundreds", title="Chouette")
    s.add(two("Ann", 10))
    s.add(Entry(0, ["Ann", "Cat"], "Cat", {"Ann": -4, "Cat": 4}))
    assert s.players == ["Ann", "Ben", "Cat"]
    assert s.running() == [{"Ann": 10, "Ben": -10, "Cat": 0}, {"Ann": 6, "Ben": -10, "Cat": 4}]
    pay = s.settlement()
    assert pay == [Payment("Ben", "Ann", 6), Payment("Ben", "Cat", 4)]


def test_settlement_of_four_players_biggest_loser_pays_first():
    s = Sheet("piquet", "ecrire", NAMES, "points")
    s.add(Entry(0, NAMES, "Ann", {"Ann": 30, "Ben": -5, "Cat": -40, "Dan": 15}))
    assert s.settlement() == [Payment("Cat", "Ann", 30), Payment("Cat", "Dan", 10),
                              Payment("Ben", "Dan", 5)]


@given(st.lists(st.tuples(st.integers(0, 3), st.integers(0, 3), st.integers(0, 60)),
                max_size=25))
def test_settlement_always_balances_every_total_to_zero(games):
    s = Sheet("piquet", "rubicon", list(NAMES), "points")
    for a, b, v in games:
        if a == b:
            continue
        s.add(Entry(0, [NAMES[a], NAMES[b]], NAMES[a], {NAMES[a]: v, NAMES[b]: -v}))
    left = s.totals()
    assert sum(left.values()) == 0
    assert s.running()[-1:] in ([], [left])
    pay = s.settlement()
    assert len(pay) <= len(NAMES) - 1
    for p in pay:
        assert p.amount > 0 and p.payer != p.payee
        left[p.payer] += p.amount
        left[p.payee] -= p.amount
    assert all(v == 0 for v in left.values())


def test_the_sheet_goes_to_json_and_back():
    s = Sheet("rubicon-bezique", "rubicon", ["Ann", "Ben"], "hundreds")
    s.add(Entry(0, ["Ann", "Ben"], "Ann", {"Ann": 11, "Ben": -11}, "1830 to 1260"))
    back = Sheet.from_json(s.to_json())
    assert back == s and back.id == s.id and back.entries[0].detail == "1830 to 1260"


@pytest.mark.parametrize("bad", [
    {"game": "piquet", "variant": "au-cent", "players": ["A"], "unit": "pennies"},
    {"game": "piquet", "variant": "au-cent", "players": "AB"},
    {"game": 3, "variant": "au-cent", "players": ["A"]},
    {"game": "piquet", "variant": "au-cent", "players": ["A", "B"],
     "entries": [{"players": ["A", "C"], "net": {"A": 1, "C": -1}}]},
    {"game": "piquet", "variant": "au-cent", "players": ["A", "B"], "entries": [7]},
])
def test_a_malformed_sheet_is_refused(bad):
    with pytest.raises((ValueError, TypeError)):
        Sheet.from_json(bad)


def test_unit_words():
    assert Sheet("rubicon-bezique", "rubicon", ["A"], "hundreds").unit_word(11) == "11 hundred"
    g = Sheet("piquet", "au-cent", ["A"], "games")
    assert (g.unit_word(1), g.unit_word(-2)) == ("1 game", "-2 games")
    assert Sheet("piquet", "rubicon", ["A"]).unit_word(293) == "293 points"
