"""The State's mechanics in the open: a question (whose turn, what is legal, what a seat
sees) changes nothing, dealing is an explicit step, a clone shares nothing it could
change with its original, and undoing is playing the game again to an earlier point."""
from __future__ import annotations

import pickle
import random

import pytest

from parlour.engine.copies import CardLog
from parlour.engine.events import Dealt
from parlour.engine.games import new_game
from parlour.engine.piquet import PiquetState

from ..faults.helpers import VARIANT_IDS, VARIANTS
from .state_fields import fields_of


def _played(game: str, variant: str, steps: int, seed: int = 5):
    s = new_game(game, variant, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if s.is_over() or not s.legal_actions():
            break
        s.apply(rng.choice(s.legal_actions()))
    return s


def _contents(state) -> dict[str, bytes]:
    """Every fact a state holds, down to its generator's position, as bytes (a card
    log by the moves it logged: its ledger follows them when first asked)."""
    return {k: pickle.dumps([list(v), v.hands, v.stock, v.turnup] if isinstance(v, CardLog)
                            else v)
            for k, v in fields_of(state).items() if k not in type(state).MEMOS}


@pytest.mark.parametrize("game,variant", VARIANTS, ids=VARIANT_IDS)
@pytest.mark.parametrize("steps", [0, 7, 40])
def test_asking_changes_nothing(game, variant, steps):
    s = _played(game, variant, steps)
    before = _contents(s)
    for seat in range(len(s.seats)):
        s.observation(seat)
    s.current_player(), s.legal_actions(), s.is_over()
    assert _contents(s) == before


def test_a_record_that_stops_at_a_deal_waits_until_the_deal_is_dealt_explicitly():
    first = _played("piquet", "au-cent", 0).deals[0].setup
    s = PiquetState("au-cent", seed=9, deals=[first])
    rng = random.Random(3)
    while len(s.deals) == 1 and s.legal_actions():
        s.apply(rng.choice(s.legal_actions()))
    assert s.phase == "waiting" and len(s.deals) == 1
    assert s.current_player() == s.current_player() == 1 - s.due
    assert s.legal_actions() == [] and len(s.deals) == 1      # asking dealt nothing
    events = s.shuffle_on()
    assert any(isinstance(e.payload, Dealt) for e in events)
    assert len(s.deals) == 2 and s.current_player() == s.elder
    assert s.legal_actions()
    assert s.shuffle_on() == []                               # nothing more is due


def _mutable(v) -> bool:
    return type(v) in (list, dict, set)


@pytest.mark.parametrize("game,variant", VARIANTS, ids=VARIANT_IDS)
@pytest.mark.parametrize("steps", [0, 30])
def test_a_clone_shares_no_list_it_could_change(game, variant, steps):
    s = _played(game, variant, steps)
    c = s.clone()
    shared = type(s).SHARED_IN_CLONES
    cloned = fields_of(c)
    for name, value in fields_of(s).items():
        if name in shared or not _mutable(value):
            continue
        theirs = cloned[name]
        assert theirs is not value, f"{name} is shared with the clone"
        if type(value) is list:
            for mine, copied in zip(value, theirs):
                assert not _mutable(mine) or mine is not copied, f"{name}[...] is shared"


def test_a_list_added_to_a_piquet_deal_is_copied_by_the_clone():
    s = _played("piquet", "au-cent", 5)
    s.talon_notes = [1]                 # as a later change might add to the deal
    c = s.clone()
    c.talon_notes.append(2)
    c.hands[0] = 0
    assert s.talon_notes == [1] and s.hands[0] != 0


@pytest.mark.parametrize("game,variant", VARIANTS, ids=VARIANT_IDS)
def test_undone_is_the_game_played_again_to_that_point(game, variant):
    s = _played(game, variant, 25)
    n = len(s.history)
    back = s.undone(3)
    again = new_game(game, variant, seed=5)
    for a in s.history[:n - 3]:
        again.apply(a)
    assert back.history == again.history == s.history[:n - 3]
    assert [back.observation(i) for i in range(len(s.seats))] == \
        [again.observation(i) for i in range(len(s.seats))]
    assert len(s.history) == n                                # the game itself is left
    with pytest.raises(Exception):
        s.undone(n + 1)


def test_a_piquet_deal_sets_exactly_the_fields_it_declares():
    from parlour.engine.piquet.deal_fields import DealFields
    declared = set(DealFields.__annotations__)
    first = _played("piquet", "au-cent", 0).deals[0].setup
    s = PiquetState("au-cent", seed=9, deals=[first])
    rng = random.Random(3)
    while len(s.deals) == 1 and s.legal_actions():
        s.apply(rng.choice(s.legal_actions()))
    waiting = set(fields_of(s))
    fresh = PiquetState("au-cent", seed=9, deals=[])       # nothing dealt yet
    assert declared.isdisjoint(fields_of(fresh))
    assert declared <= waiting
    assert waiting - declared == set(fields_of(fresh))          # the game's own, no others
