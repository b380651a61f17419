"""Whole seeded games of every game and variant, told in French by the engine's
sentences (no window): no English word of the catalogue gets through, and what is kept
(records, saves) is byte for byte what English keeps."""
from __future__ import annotations

import json
import random
import re

import pytest

from parlour import language
from parlour.engine import records
from parlour.engine.cards import card_symbol
from parlour.engine.games import GAMES, new_game
from parlour.engine.sentences import sentence
from parlour.language import fr

from .catalogue_calls import plural_args

VARIANTS = [(game, variant) for game, entry in GAMES.items()
            for variant in entry.variant_names()]
NAMES = ["You", "Ann", "Bob", "Cy", "Di", "Ed"]
WORD = re.compile(r"[A-Za-zÀ-ÿœŒ']+")


@pytest.fixture
def french():
    language.set_language("fr")
    yield
    language.set_language("en")


def _words(text: str) -> set[str]:
    return {w.lower() for w in WORD.findall(re.sub(r"\{[a-z_]+\}", " ", text))}


def english_only_words() -> set[str]:
    """The words of the English messages that no French message has (``card``,
    ``trick``, ``wins``...); words both share (``carte blanche``, ``quinte``) are
    French too."""
    english: set[str] = set()
    for m in [*fr.MESSAGES, *plural_args(1)]:
        english |= _words(m)
    french: set[str] = set()
    for v in fr.MESSAGES.values():
        for form in (v if isinstance(v, tuple) else (v,)):
            french |= _words(form)
    return {w for w in english - french if len(w) > 1}


def played(game: str, variant: str, seed: int, steps: int | None = None):
    """A game played by ``sample_action`` (None: to its end), and its events."""
    seats = len(new_game(game, variant, seed=seed).seats)
    state = new_game(game, variant, seats=NAMES[:seats], seed=seed)
    rng = random.Random(seed)
    events, n = [], 0
    while not state.is_over() and (steps is None or n < steps):
        events += state.apply(state.sample_action(rng))
        n += 1
    return state, events


def _escaped(events, seats) -> dict[str, str]:
    english = english_only_words()
    out = {}
    for e in events:
        text = sentence(e, seats, card_symbol)
        found = _words(text) & english
        if found:
            out[text] = sorted(found)
    return out


def test_english_only_words_are_english():
    words = english_only_words()
    assert {"trick", "wins", "plays", "spades"} <= words
    assert not {"carte", "blanche", "quinte", "capot"} & words


@pytest.mark.parametrize("game,variant", VARIANTS, ids=[f"{g}-{v}" for g, v in VARIANTS])
def test_a_deal_of_every_game_is_told_in_french(french, game, variant):
    state, events = played(game, variant, seed=7, steps=400)
    assert events
    assert not _escaped(events, state.seats)


@pytest.mark.slow
@pytest.mark.parametrize("game,variant", VARIANTS, ids=[f"{g}-{v}" for g, v in VARIANTS])
def test_whole_games_of_every_game_are_told_in_french(french, game, variant):
    for seed in (1, 2, 3):
        state, events = played(game, variant, seed)
        assert state.is_over()
        assert not _escaped(events, state.seats), (game, variant, seed)


@pytest.mark.parametrize("game,variant", VARIANTS, ids=[f"{g}-{v}" for g, v in VARIANTS])
def test_records_and_saves_are_the_same_in_french(game, variant):
    from parlour.engine.observed import to_json
    from parlour.store import saves

    def kept():
        state, _ = played(game, variant, seed=11, steps=300)
        saved = saves.snapshot(state, 0, "random", game_id="save-1").to_json()
        saved.pop("saved_at", None)
        return (records.dumps(state), json.dumps(saved, sort_keys=True),
                json.dumps(records.summary(state), sort_keys=True),
                json.dumps([to_json(state.observation(s)) for s in range(len(state.seats))],
                           sort_keys=True))
    english = kept()
    language.set_language("fr")
    try:
        assert kept() == english
    finally:
        language.set_language("en")
