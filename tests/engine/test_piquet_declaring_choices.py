"""The declarations' kept tables (declaring_choices.py) against the dialogue worked out
afresh: the choices a seat is offered, what a declared mask makes, and the events and
scores of each class's answer, at every declaration of many seeded deals under each
set of rules; and a state copied or pickled shares the tables, never their contents."""
from __future__ import annotations

import copy
import pickle
import random

import pytest

from parlour.engine.actions import Declare
from parlour.engine.events import Answered, Making, SuitNamed, SuitsNamed
from parlour.engine.piquet import PiquetState, dialogue
from parlour.engine.piquet.declarations import cards_in
from parlour.engine.piquet.declaring_choices import masks_made, suits_of
from parlour.engine.piquet.phase import DECLARE
from parlour.engine.piquet.shared_events import named, say, scored

RULES = [("au-cent", None), ("rubicon", None), ("au-cent", {"english_point": True}),
         ("au-cent", {"point_by": "cards"}), ("rubicon", {"point_by": "value",
                                                         "english_point": True})]


def _choices_afresh(s: PiquetState) -> list[Declare]:
    """What a seat may declare, from the dialogue alone (the elder's call's said key
    filtering the dealer's whole list afresh)."""
    seat, by = s.turn, s.options["point_by"]
    category = dialogue.CATEGORIES[s.decl_class]
    need = None
    if seat == s.dealer and s.called:
        need = dialogue.said_key_of(category, s.called, by)
    whole = dialogue.held_mask(category, s.hands[seat], by)
    return [Declare(seat, category, cards_in(m), under)
            for m, under in masks_made(category, by, s.variant == "rubicon", whole, need)]


def _answer_afresh(s: PiquetState, answer: Declare) -> tuple[list, list, list, list[int]]:
    """The events, the dealer's pending scores, the hand scores and both seats' points of
    the dealer's ``answer`` (not an under-call's), worked out from the dialogue."""
    by, english = s.options["point_by"], s.options["english_point"]
    category = answer.category
    elder, dealer = s.elder, s.dealer
    theirs = dialogue.combos_in(category, s.called)
    mine = dialogue.combos_in(category, sum(1 << c for c in answer.cards))
    ke, kd = dialogue.best_key(category, theirs, by), dialogue.best_key(category, mine, by)
    events: list = []
    if theirs:
        if mine and category == "point" and by == "cards" and mine[0].count == theirs[0].count:
            events += [say(dealer, Answered("making")), say(elder, Making(theirs[0].value % 10))]
        events.append(say(dealer, Answered("good" if not mine or kd < ke
                                           else "not_good" if kd > ke else "equal")))
    if theirs and (not mine or ke > kd):
        winner, combos = elder, theirs
    elif mine and kd > ke:
        winner, combos = dealer, mine
    else:
        return events, [], [], [0, 0]
    pending, hand, points = [], [], [0, 0]
    for i, c in enumerate(combos):
        p = dialogue.score_of(category, c, english)
        hand.append((winner, p))
        if winner == elder:
            points[elder] += p
            if i:
                events.append(named(elder, category, c, by, called=False))
            if s.variant == "rubicon":
                events.append(say(elder, SuitNamed(c.suit) if category != "set"
                                  else SuitsNamed(suits_of(c.mask))))
            events.append(scored(elder, p, category, "", c.mask))
        else:
            pending += [named(dealer, category, c, by, called=False),
                        scored(dealer, p, category, "", c.mask)]
    return events, pending, hand, points


@pytest.mark.parametrize("variant,options", RULES)
def test_the_kept_choices_and_answers_are_the_dialogues(variant, options):
    rng = random.Random(17)
    answers = 0
    for seed in range(60):
        s = PiquetState(variant, options, seed=seed)
        while not s.is_over():
            if s.phase is not DECLARE:
                s.apply(s.sample_action(rng))
                continue
            legal = s.legal_actions()
            assert legal == _choices_afresh(s)
            action = s.sample_action(rng)
            assert action in legal
            if s.turn == s.elder or action.undercall or s.called_under:
                s.apply(action)
                continue
            expected, pending, hand, points = _answer_afresh(s, action)
            before = (len(s.pending), len(s.hand_scores), list(s.deal_points))
            events = s.apply(action)
            answers += 1
            if s.decl_class == 3:          # the last class: the repic follows
                events = events[:len(expected)]
            assert events == expected
            assert s.pending[before[0]:before[0] + len(pending)] == pending
            assert s.hand_scores[before[1]:] == hand
            assert [s.deal_points[i] - before[2][i] for i in (0, 1)] == points or \
                s.watch.made == "repic"
    assert answers > 60 * 2


@pytest.mark.parametrize("variant,options", RULES)
def test_what_a_mask_makes_is_the_dialogues(variant, options):
    s = PiquetState(variant, options, seed=3)
    by, english = s.options["point_by"], s.options["english_point"]
    rng = random.Random(5)
    for rules in s._rules:
        category = rules.category
        for _ in range(300):
            hand = sum(1 << c for c in rng.sample(range(32), 12))
            whole = dialogue.held_mask(category, hand, by)
            assert rules.held_mask(hand) == whole
            for m, _under in masks_made(category, by, variant == "rubicon", whole):
                made = rules.made(m)
                combos = dialogue.combos_in(category, m)
                assert list(made.combos) == combos
                assert made.key == dialogue.best_key(category, combos, by)
                assert made.said == dialogue.said_key(category, combos, by)
                assert made.points == tuple(dialogue.score_of(category, c, english)
                                            for c in combos)
        assert rules.made(0b1010_0000_0101) is None      # cards of no declaration


def test_a_copied_or_pickled_state_shares_the_tables_not_their_contents():
    s = PiquetState("rubicon", seed=8)
    rng = random.Random(2)
    while s.phase is not DECLARE:
        s.apply(s.sample_action(rng))
    s.legal_actions()                       # the tables fill
    for other in (copy.deepcopy(s), pickle.loads(pickle.dumps(s)), s.clone()):
        assert all(a is b for a, b in zip(other._rules, s._rules))
    assert len(pickle.dumps(s._rules)) < 400      # a name and the rules, nothing kept
    assert PiquetState("rubicon", seed=9)._rules is s._rules
    assert PiquetState("rubicon", {"english_point": True}, seed=9)._rules is not s._rules
