"""Properties of PiquetState over random games: cards conserved, legal actions empty
exactly when over, clone/undo/replay give the same state, observations never leak."""
import json
from dataclasses import replace
import random

import pytest
from hypothesis import given, settings, strategies as st

from parlour.engine.cards import card_name, cards_of, mask_of
from parlour.engine.core import DealSetup
from parlour.engine.observed import to_json
from parlour.engine.piquet import PiquetState, settle_rubicon
from parlour.engine.piquet.state import COURTS
from parlour.engine.records import record_of, replay, summary
from parlour.engine.actions import Play

FULL = (1 << 32) - 1


def conserved(s):
    if s.phase == "waiting" and not hasattr(s, "hands"):
        return
    parts = [s.hands[0], s.hands[1], s.discards[0], s.discards[1], mask_of(s.stock)]
    played = [c for t in s.tricks for c in t[1:3]] + ([s.lead] if s.lead >= 0 else [])
    if s.phase in ("waiting", "over"):
        return
    parts.append(mask_of(played))
    total = 0
    for p in parts:
        assert not total & p
        total |= p
    assert total == FULL


@pytest.mark.parametrize("variant", ["au-cent", pytest.param("rubicon", marks=pytest.mark.slow)])
def test_three_hundred_random_games(variant):
    rng = random.Random(variant)
    deals = 0
    for g in range(300):
        s = PiquetState(variant, seed=g)
        steps = 0
        while not s.is_over():
            s.apply(s.sample_action(rng))
            steps += 1
            if steps % 7 == 0:
                conserved(s)
        r = s.result()
        deals += len(s.deals)
        assert s.totals == [sum(p[i] for p in s.deal_points_list) for i in range(2)]
        if variant == "rubicon":
            assert len(s.deals) in (6, 8) and r.value == settle_rubicon(s.totals).value
        else:
            assert max(s.totals) >= 100 and r.value in (1, 2)
            assert r.winner is not None and s.totals[r.winner] >= 100
    assert deals >= 300


def test_legal_actions_are_empty_exactly_when_over_and_samples_are_legal():
    rng = random.Random(2)
    for g in range(6):
        s = PiquetState("au-cent" if g % 2 else "rubicon", seed=g)
        while True:
            legal = s.legal_actions()
            assert (legal == []) == s.is_over() == (s.result() is not None)
            if not legal:
                break
            sample = s.sample_action(rng)
            assert sample in legal and s.is_legal(sample)
            s.apply(rng.choice(legal))


def fingerprint(s):
    return (list(s.history), list(s.totals), s.phase, s.current_player(),
            json.dumps(to_json(s.observation(0))), json.dumps(to_json(s.observation(1))),
            [list(d.events) for d in s.deals], s.result())


def test_clone_is_equal_and_independent():
    rng = random.Random(3)
    s = PiquetState(seed=3)
    for step in range(200):
        if s.is_over():
            break
        c = s.clone()
        assert fingerprint(c) == fingerprint(s)
        before = fingerprint(s)
        c.apply(c.sample_action(random.Random(step)))
        assert fingerprint(s) == before
        s.apply(s.sample_action(rng))


def test_undo_returns_to_the_same_state():
    rng = random.Random(4)
    s = PiquetState("rubicon", seed=4)
    for step in range(90):
        before = fingerprint(s)
        a = s.sample_action(rng)
        s.apply(a)
        if step % 9 == 0:
            s = s.undone()
            assert fingerprint(s) == before
            s.apply(a)


def test_undo_works_in_an_unseeded_game_across_deals():
    rng = random.Random(8)
    s = PiquetState()
    while len(s.deals) < 2:
        s.apply(s.sample_action(rng))
    s.apply(s.sample_action(rng))
    before = fingerprint(s)
    a = s.sample_action(rng)
    s.apply(a)
    after = s
    s = s.undone()
    assert fingerprint(s) == before and after.history[-1] == a


@pytest.mark.parametrize("variant", ["au-cent", "rubicon"])
def test_records_round_trip(variant):
    rng = random.Random(5)
    for g in range(5):
        s = PiquetState(variant, seed=g)
        while not s.is_over():
            s.apply(s.sample_action(rng))
        again = replay(json.loads(json.dumps(record_of(s))))
        assert summary(again) == summary(s)


def test_a_record_without_declarations_declares_everything_in_full():
    rng = random.Random(6)
    s = PiquetState(seed=6)
    while not s.is_over():
        a = s.auto_action() or s.sample_action(rng)
        s.apply(a)
    record = record_of(s)
    for deal in record["deals"]:
        deal["actions"] = [a for a in deal["actions"] if a["act"] != "declare"]
    assert summary(replay(record)) == summary(s)


# ----- observations never leak -----------------------------------------------------------

def hidden_from(s, seat):
    other = 1 - seat
    hidden = s.hands[other] | s.discards[other] | mask_of(s.stock)
    return hidden & ~s.seen[seat] & ~s.shown[other]


def test_no_hidden_card_appears_in_any_observation():
    rng = random.Random(7)
    for g in range(40):
        s = PiquetState("rubicon" if g % 2 else "au-cent", seed=g)
        for _ in range(60):
            if s.is_over():
                break
            if s.phase != "waiting":
                for seat in (0, 1):
                    text = json.dumps(to_json(view(s, seat)))    # the cut cards went back
                    for c in cards_of(hidden_from(s, seat)):
                        assert f'"{card_name(c)}"' not in text
            s.apply(s.sample_action(rng))


def view(s, seat):
    """The observation, less the opening cut (a preset deal has none)."""
    return replace(s.observation(seat), cut=())


def swapped(setup, a, b):
    """The same deal with cards a and b exchanged wherever they lie."""
    f = {a: b, b: a}
    return DealSetup(setup.dealer, [sorted(f.get(c, c) for c in h) for h in setup.hands],
                     [f.get(c, c) for c in setup.stock])


def moved(action, a, b):
    f = {a: b, b: a}
    if isinstance(action, Play):
        return replace(action, card=f.get(action.card, action.card))
    return replace(action, cards=tuple(f.get(c, c) for c in action.cards))


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10_000), st.data())
def test_elder_cannot_tell_apart_deals_that_differ_in_the_dealers_unseen_cards(seed, data):
    s = PiquetState(seed=seed)
    setup = s.deals[0].setup
    elder, dealer = s.elder, s.dealer
    unseen = setup.hands[dealer] + setup.stock[5:]           # dealer's hand and his three
    a, b = data.draw(st.sampled_from(unseen)), data.draw(st.sampled_from(unseen))
    t = PiquetState(deals=[swapped(setup, a, b)])
    if not all(mask_of(x.deals[0].setup.hands[dealer]) & COURTS for x in (s, t)):
        return      # the dealer's carte blanche is shown: then elder knows his hand
    assert view(s, elder) == view(t, elder)
    rng = random.Random(seed)
    out = s.sample_action(rng)
    s.apply(out)
    t.apply(out)
    assert view(s, elder) == view(t, elder)


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10_000), st.data())
def test_before_his_lead_elder_cannot_tell_the_dealers_discards_from_the_stock(seed, data):
    rng = random.Random(seed)
    s = PiquetState(seed=seed)
    setup = s.deals[0].setup
    actions = []
    while s.phase != "declare":
        actions.append(s.sample_action(rng))
        s.apply(actions[-1])
    unseen_stock = [c for c in s.stock if not s.seen[s.elder] >> c & 1]
    if not unseen_stock or not s.discards[s.dealer]:
        return
    a = data.draw(st.sampled_from(cards_of(s.discards[s.dealer])))
    b = data.draw(st.sampled_from(unseen_stock))
    t = PiquetState(deals=[swapped(setup, a, b)])
    for x in actions:
        t.apply(moved(x, a, b) if x.seat == s.dealer else x)
    while s.phase == "declare":
        s.apply(s.auto_action())
        t.apply(t.auto_action())
    assert view(s, s.elder) == view(t, t.elder)
    assert view(s, s.dealer) != view(t, t.dealer)
