"""Records may leave out the null choices the next action implies (docs/records-*.md):
the dealer who took no cards (Piquet, à écrire, Normand), the trick's winner who
declared nothing (Rubicon, Chinese and two-pack Bézique, Binocle).  For every game a
record with them left out replays to the very game of the full record; where the next
action does not imply the null choice, or it is not allowed, the record is refused."""
import json
import random

import pytest

from parlour.engine import records
from parlour.engine.core import Action
from parlour.engine.games import new_game

from .null_choices import assert_replays_alike, without
from parlour.engine.actions import Exchange, Pass, Play


def _is_null(game: str, action: dict) -> bool:
    if game == "piquet":
        return action["act"] == "exchange" and action["cards"] == []
    return action["act"] == "pass"


def _prefer_null(state, rng):
    """A random game in which every null choice that is allowed is made half the time
    (the dealer taking nothing is otherwise one choice in hundreds)."""
    seat = state.current_player()
    for null in (Exchange(seat), Pass(seat)):
        if rng.random() < 0.5 and state.is_legal(null):
            return null
    return state.sample_action(rng)


def _played(game, variant, seed, options=None):
    s = new_game(game, variant, options, seed=seed)
    rng = random.Random(seed)
    steps = 0
    while not s.is_over() and steps < 3000:
        s.apply(_prefer_null(s, rng))
        steps += 1
    return s


GAMES = [("piquet", "au-cent"), ("piquet", "rubicon"), ("piquet", "ecrire"),
         ("piquet", "normand"), ("rubicon-bezique", "rubicon"), ("chinese-bezique", "chinese"),
         ("bezique", "two-pack"), ("binocle", "48"), ("binocle", "64")]


@pytest.mark.parametrize("game,variant", GAMES)
def test_a_record_without_its_null_choices_replays_to_the_same_game(game, variant):
    dropped = 0
    for seed in range(3):
        full = json.loads(records.dumps(_played(game, variant, seed)))
        short, n = without(full, lambda a: _is_null(game, a))
        assert_replays_alike(full, short)
        dropped += n
    assert dropped > 0


def test_piquet_voleur_has_no_null_choice_to_leave_out():
    """Four play without a talon: no exchange, and declarations left out are declared
    in full (auto_action), so there is nothing to imply."""
    s = _played("piquet", "voleur", 1)
    assert not [a for a in s.history if type(a) in (Exchange, Pass)]
    assert records.record_of(records.replay(json.loads(records.dumps(s)))) == \
        records.record_of(s)


def _first_deal(game, variant, options=None, seed=5, until=None):
    """A record of the first deal's actions up to the first null choice ``until`` picks."""
    s = new_game(game, variant, options, seed=seed)
    rng = random.Random(seed)
    while True:
        seat = s.current_player()
        null = next((a for a in (Exchange(seat), Pass(seat))
                     if until(s, a) and s.is_legal(a)), None)
        if null is not None:
            return s, null
        s.apply(s.sample_action(rng))


def _record_then(state, following: Action) -> dict:
    """The record of ``state`` going on with ``following`` (the null choice left out)."""
    rec = json.loads(records.dumps(state))
    rec["deals"][-1]["actions"].append(following.to_record())
    return rec


def test_a_piquet_dealer_who_must_draw_is_not_supposed_to_have_taken_nothing():
    """Under dealer_must_draw an empty exchange is not allowed: a record that goes on
    without the dealer's exchange is refused, naming the action that came too soon."""
    s, null = _first_deal("piquet", "au-cent",
                          until=lambda s, a: type(a) is Exchange and a.seat == s.dealer)
    elder = 1 - null.seat
    lead = Play(elder, s.observation(elder).hand[0])
    rec = _record_then(s, lead)
    rec["options"] = {"dealer_must_draw": True}
    with pytest.raises(records.RecordError, match="turn"):
        records.replay(rec)
    rec["options"] = {}
    again = records.replay(rec).history
    assert again[len(s.history)] == null and again[-1] == lead  # declarations between


def test_a_bezique_play_by_the_trick_s_loser_implies_no_pass():
    s, null = _first_deal("rubicon-bezique", "rubicon",
                          until=lambda s, a: type(a) is Pass
                          and len(s.legal_actions()) > 1)
    loser = 1 - null.seat
    card = next(c for c in range(32) if s.hand[loser][c])
    rec = _record_then(s, Play(loser, card))
    with pytest.raises(records.RecordError, match=f"it is seat {null.seat}.s turn"):
        records.replay(rec)
