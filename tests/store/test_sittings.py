"""The sitting sheets on disk: round trip, a new sitting keeps the old one, a game of
another kind starts a sitting, damaged files moved aside with a notice, atomic writes."""
from __future__ import annotations

import json
import os

import pytest

from parlour.sitting import Entry, Sheet
from parlour.store import sittings as store
from parlour.store.sittings import (Sittings, load_sittings, new_sitting, record_entry,
                                    save_sittings, sittings_path)


def line(winner, amount, a="You", b="Computer (club)"):
    return Entry(0, [a, b], winner, {winner: amount, (b if winner == a else a): -amount},
                 "detail")


def test_nothing_stored_is_an_empty_set_of_sittings():
    s, notice = load_sittings()
    assert s.current is None and s.past == [] and notice is None


def test_games_accumulate_on_the_current_sheet_and_survive_a_restart():
    record_entry(line("You", 11), "rubicon-bezique", "rubicon", "hundreds")
    sheet, notice = record_entry(line("Computer (club)", 26), "rubicon-bezique", "rubicon",
                                 "hundreds")
    assert notice is None and len(sheet.entries) == 2
    s, _ = load_sittings()
    assert s.current == sheet
    assert s.current.totals() == {"You": -15, "Computer (club)": 15}
    assert [e.number for e in s.current.entries] == [1, 2]


def test_a_game_of_another_kind_or_opponent_starts_a_new_sitting():
    record_entry(line("You", 11), "rubicon-bezique", "rubicon", "hundreds")
    record_entry(line("You", 1), "piquet", "au-cent", "games")
    record_entry(line("You", 1, b="Computer (expert)"), "piquet", "au-cent", "games")
    s, _ = load_sittings()
    assert [p.game for p in s.past] == ["rubicon-bezique", "piquet"]
    assert s.current.players == ["You", "Computer (expert)"]


def test_new_sitting_keeps_the_old_one_in_the_past():
    first, _ = record_entry(line("You", 11), "rubicon-bezique", "rubicon", "hundreds")
    s, _ = new_sitting()
    assert s.past == [first]
    assert s.current.entries == [] and s.current.players == first.players
    assert s.current.id != first.id
    again, _ = new_sitting()                       # a blank sitting is not archived twice
    assert again.past == [first]
    sheet, _ = record_entry(line("You", 6), "rubicon-bezique", "rubicon", "hundreds")
    assert sheet.id == s.current.id and len(sheet.entries) == 1
    assert load_sittings()[0].past == [first]


def test_round_trip_of_several_sheets():
    a = Sheet("piquet", "rubicon", ["A", "B"], "points", title="x")
    a.add(Entry(0, ["A", "B"], "A", {"A": 293, "B": -293}))
    b = Sheet("piquet", "ecrire", ["A", "B", "C"], "points")
    save_sittings(Sittings(b, [a]))
    s, notice = load_sittings()
    assert notice is None and s.current == b and s.past == [a]


@pytest.mark.parametrize("content", [
    "{not json",
    '{"format": "parlour-sittings", "version": 1, "past": 5}',
    '{"format": "parlour-sittings", "version": 1, "current": {"game": "piquet", '
    '"variant": "au-cent", "players": ["A", "B"], "entries": [{"players": ["A", "B"], '
    '"net": {"A": 3, "B": -2}}]}}',
    '{"format": "parlour-sittings", "version": 9}',
    '[1, 2]',
])
def test_a_damaged_file_is_moved_aside_with_a_notice(content):
    path = sittings_path()
    path.write_text(content)
    s, notice = load_sittings()
    assert s.current is None and s.past == []
    assert notice.startswith("Your sitting sheets could not be read") and "moved to" in notice
    assert not path.exists()
    moved = list(path.parent.glob("sittings.unreadable-*.json"))
    assert len(moved) == 1 and moved[0].read_text() == content
    sheet, notice = record_entry(line("You", 2), "piquet", "au-cent", "games")
    assert notice is None and len(sheet.entries) == 1       # recording goes on


def test_a_failed_write_keeps_the_old_sheets(monkeypatch):
    record_entry(line("You", 11), "rubicon-bezique", "rubicon", "hundreds")
    before = sittings_path().read_text()

    def power_cut(*args):
        raise OSError("disk full")
    monkeypatch.setattr(os, "replace", power_cut)
    with pytest.raises(OSError):
        record_entry(line("You", 6), "rubicon-bezique", "rubicon", "hundreds")
    assert sittings_path().read_text() == before
    assert [p.name for p in sittings_path().parent.iterdir()] == ["sittings.json"]


def test_the_file_is_versioned_json():
    record_entry(line("You", 11), "rubicon-bezique", "rubicon", "hundreds")
    d = json.loads(sittings_path().read_text())
    assert d["format"] == "parlour-sittings" and d["version"] == store.VERSION
    assert d["current"]["entries"][0]["net"] == {"You": 11, "Computer (club)": -11}


def test_another_mode_keeps_its_own_file():
    record_entry(line("You", 3), "bezique", "chouette", "hundreds",
                 path=sittings_path("chouette"))
    assert load_sittings()[0].current is None
    assert load_sittings(sittings_path("chouette"))[0].current.unit == "hundreds"
