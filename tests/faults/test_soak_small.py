"""The soak of benchmarks/soak.py, small: random deals of every game and variant with
cards conserved, scores equal to their events and results consistent."""
import dataclasses

import pytest

from benchmarks import soak
from parlour.engine.core import Event
from parlour.engine.events import Played, Scored

from .helpers import VARIANT_IDS, VARIANTS, random_game


@pytest.mark.parametrize("game,variant", VARIANTS, ids=VARIANT_IDS)
def test_random_deals_keep_every_invariant(game, variant):
    r = soak.soak(game, variant, deals=40, seed=9, show=lambda line: None)
    assert r["errors"] == 0, r["first_errors"]
    assert r["deals"] >= 40 and r["games"] >= 1


def finished(game, variant, seed=2):
    return random_game(game, variant, seed)


def test_the_checks_see_a_score_that_is_not_in_the_events():
    state = finished("piquet", "au-cent")
    state.totals[0] += 1
    with pytest.raises(soak.Broken, match="running score"):
        soak.check_game(state, soak.pack_of("piquet", "au-cent"))


def test_the_checks_see_a_card_played_twice():
    state = finished("rubicon-bezique", "rubicon")
    events = state.deals[0].events
    i = next(i for i, e in enumerate(events) if isinstance(e.payload, Played))
    j = next(j for j, e in enumerate(events) if isinstance(e.payload, Played) and e.seat != events[i].seat)
    events[j] = dataclasses.replace(events[j], cards=events[i].cards)
    with pytest.raises(soak.Broken):
        soak.check_game(state, soak.pack_of("rubicon-bezique", "rubicon"))


def test_the_checks_see_a_card_from_the_other_hand():
    state = finished("piquet", "rubicon")
    log = state.deals[0]
    setup = log.setup
    theirs = setup.hands[1][0]
    i = next(i for i, e in enumerate(log.events) if isinstance(e.payload, Played) and e.seat == 0)
    log.events[i] = dataclasses.replace(log.events[i], cards=(theirs,))
    with pytest.raises(soak.Broken):
        soak.check_game(state, soak.pack_of("piquet", "rubicon"))


def test_the_checks_see_an_unknown_category_and_a_wrong_winner():
    state = finished("binocle", "48")
    state.deals[0].events.append(Event(Scored("bonus", 0), 0, (), 0, "bonus"))
    with pytest.raises(soak.Broken, match="category"):
        soak.check_game(state, soak.pack_of("binocle", "48"))
    state = finished("chinese-bezique", "chinese")
    res = state.result()
    res.winner = res.totals.index(min(res.totals))
    if res.totals[0] != res.totals[1]:
        with pytest.raises(soak.Broken, match="winner"):
            soak.check_game(state, soak.pack_of("chinese-bezique", "chinese"))


def test_an_error_is_counted_and_the_soak_goes_on(monkeypatch):
    calls = []

    def flaky(game, variant, seed, pack):
        calls.append(seed)
        if len(calls) == 2:
            raise RuntimeError("boom")
        return 1, 10
    monkeypatch.setattr(soak, "play_game", flaky)
    shown = []
    r = soak.soak("piquet", "au-cent", deals=4, show=shown.append)
    assert r["errors"] == 1 and r["games"] == 3 and len(calls) == 4
    assert "RuntimeError: boom" in shown[0]
