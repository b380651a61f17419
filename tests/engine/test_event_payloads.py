"""Every event of every game has a kind and a typed payload, and words from sentences.py.

The payload agrees with the event's common fields (who, which cards, points, category),
so a reader may use either; the sentence is made from the payload alone.
"""
from __future__ import annotations

import random

import pytest

from parlour.engine.core import Action
from parlour.engine.events import (DealEnded, Exchanged, GameEnded, Payload, Played, Scored,
                                   TrickWon)
from parlour.engine.games import GAMES, state_class
from parlour.engine.sentences import sentence
from parlour.engine.actions import Announce, Dix, Exchange, Meld

GAME_VARIANTS = [(g, v) for g, variants in GAMES.items() for v in variants.variant_names()]


def played_game(game: str, variant: str, seed: int, actions: int = 1500):
    s = state_class(game, variant)(variant, None, None, seed, None)
    rng = random.Random(seed)
    for _ in range(actions):
        if s.is_over():
            break
        melds = [a for a in s.legal_actions() if type(a) in (Meld, Announce, Dix)]
        s.apply(rng.choice(melds) if melds and seed % 2 else s.sample_action(rng))
    return s


@pytest.mark.parametrize("game,variant", GAME_VARIANTS)
def test_every_event_has_a_typed_payload_and_words(game, variant):
    for seed in (1, 2):
        s = played_game(game, variant, seed)
        for log in s.deals:
            for e in log.events:
                assert isinstance(e.payload, Payload), e
                assert sentence(e, s.seats)
                p = e.payload
                if e.category is not None:
                    assert isinstance(p, Scored)
                    assert (p.category, p.points, p.cards) == (e.category, e.points, e.cards)
                if isinstance(e.payload, TrickWon):
                    assert isinstance(p, TrickWon) and p.winner == e.seat
                    assert [c for _, c in p.plays] == list(e.cards)
                if isinstance(e.payload, Played):
                    assert isinstance(p, Played) and (p.card,) == e.cards
                if isinstance(e.payload, DealEnded):
                    assert isinstance(p, DealEnded)
                if isinstance(e.payload, GameEnded):
                    assert isinstance(p, GameEnded) and p.winner == s.result().winner


@pytest.mark.parametrize("variant", ["au-cent", "normand"])
def test_piquet_says_how_many_were_exchanged_in_the_payload(variant):
    s = state_class("piquet", variant)(variant, None, None, 3, None)
    rng = random.Random(3)
    while not s.is_over():
        a = s.sample_action(rng)
        events = s.apply(a)
        if type(a) is Exchange:
            got = [e.payload for e in events if isinstance(e.payload, Exchanged)]
            assert got == [Exchanged(len(a.cards))]
            return
    pytest.fail("no exchange")


def test_the_multi_hand_trick_names_its_winner_and_every_card():
    s = state_class("piquet", "voleur")("voleur", None, None, 5, None)
    rng = random.Random(5)
    while True:
        a: Action = s.sample_action(rng)
        tricks = [e for e in s.apply(a) if isinstance(e.payload, TrickWon)]
        if tricks:
            p = tricks[0].payload
            assert len(p.plays) == 4 and p.plays[-1] == (a.seat, a.card)
            suit = p.plays[0][1] >> 3
            assert p.winner == max((sc for sc in p.plays if sc[1] >> 3 == suit),
                                   key=lambda sc: sc[1])[0]
            return
