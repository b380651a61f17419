"""A declaration or exchange drawn by ``sample_action`` and applied next is not checked
again (``PiquetState.offered_mask``): it must do exactly what the checked way does, and
the shortcut must never let through an action drawn for another decision."""
from __future__ import annotations

import random

import pytest

from parlour.engine.actions import Declare, Exchange
from parlour.engine.core import IllegalAction
from parlour.engine.piquet import PiquetState
from parlour.engine.piquet.phase import DECLARE, EXCHANGE


def _checked_way(state: PiquetState, action):
    """The same action applied with the offer forgotten: the full checks."""
    c = state.clone()
    c._offered = None
    return c.apply(action), c


@pytest.mark.parametrize("variant", ["au-cent", "rubicon"])
def test_an_offered_action_does_what_the_checked_one_does(variant):
    rng = random.Random(11)
    offered = 0
    for seed in range(40):
        s = PiquetState(variant, seed=seed)
        while not s.is_over():
            action = s.sample_action(rng)
            if type(action) in (Declare, Exchange):
                assert s.offered_mask(action) is not None
                offered += 1
                events, checked = _checked_way(s, action)
                assert s.apply(action) == events
                assert s.observation(0) == checked.observation(0)
                assert s.observation(1) == checked.observation(1)
            else:
                s.apply(action)
    assert offered > 40 * 8


def test_a_drawn_action_is_not_offered_for_another_decision():
    rng = random.Random(3)
    s = PiquetState("au-cent", seed=4)
    while s.phase is not EXCHANGE:
        s.apply(s.sample_action(rng))
    elder_draw = s.sample_action(rng)
    assert s.offered_mask(elder_draw) is not None
    assert s.offered_mask(Exchange(elder_draw.seat, elder_draw.cards, elder_draw.look)) is None
    s.apply(s.sample_action(rng))                  # another draw, applied
    assert s.offered_mask(elder_draw) is None
    with pytest.raises(IllegalAction):             # checked, and refused: not his turn
        s.apply(elder_draw)
    while s.phase is not DECLARE:
        s.apply(s.sample_action(rng))
    call = s.sample_action(rng)
    c = s.clone()                                  # a clone's deal log is its own
    assert c.offered_mask(call) is None and c.apply(call) == s.apply(call)
    assert s.offered_mask(call) is None            # applied: offered no more


def test_a_declaration_drawn_in_one_deal_is_not_offered_in_the_next():
    """Declarations are shared objects: the one drawn for a class in deal 1 is not
    offered at the same class and seat in deal 2, whatever the state kept."""
    rng = random.Random(8)
    s = PiquetState("au-cent", seed=21)
    while s.phase is not DECLARE:
        s.apply(s.sample_action(rng))
    kept = s.sample_action(rng)
    stale = s._offered
    assert stale is not None and s.offered_mask(kept) is not None
    while not (len(s.deals) == 2 and s.phase is DECLARE and s.decl_class == stale[4]
               and s.turn == stale[5]):
        s.apply(s.sample_action(rng))
    s._offered = stale
    assert s.offered_mask(kept) is None
