"""Every game's phase is a member of that game's own ``Phase`` enum, through a whole
random game of every game and variant: the field's type names the enum, the JSON form
writes the member's word as a plain string and reads it back as the member, and a game
that is over says so one way, ``OVER`` ("over"), in its observation and its state alike."""
from __future__ import annotations

import enum
import json
import random
import typing

import pytest

from parlour.engine.bezique.phase import Phase as BeziquePhase
from parlour.engine.binocle.phase import Phase as BinoclePhase
from parlour.engine.games import GAMES, new_game
from parlour.engine.observed import from_json, to_json
from parlour.engine.piquet.phase import Phase as PiquetPhase

from ..tiers import cases
from .state_fields import fields_of

VARIANTS = sorted((g, v) for g, variants in GAMES.items() for v in variants.variant_names())
MOST_STEPS = 20_000
# the words the observations wrote before the phases were enums (records, saves and the
# AI worker's messages hold them): they must not change
WORDS = {PiquetPhase: {"waiting", "exchange", "declare", "play", "over"},
         BeziquePhase: {"carte_blanche", "play", "declare", "announce", "count", "over"},
         BinoclePhase: {"play", "meld", "over", "waiting"}}


def _phase_enum(obs) -> type[enum.StrEnum]:
    return typing.get_type_hints(type(obs))["phase"]


# a whole game each: the longest ones (a second or more) are the whole suite's
@pytest.mark.parametrize("game,variant", cases(VARIANTS, slow=["bezique-two-pack",
                                                             "piquet-voleur", "binocle-64"]))
def test_every_phase_is_a_member_of_the_games_enum(game, variant):
    state = new_game(game, variant, seed=5)
    rng = random.Random(5)
    kinds = set()
    seen: set[enum.StrEnum] = set()
    for step in range(MOST_STEPS):
        checked_json = step % 50 == 0
        for seat in range(len(state.seats)):
            obs = state.observation(seat)
            phases = _phase_enum(obs)
            kinds.add(phases)
            assert phases in WORDS, f"{type(obs).__name__}.phase is typed {phases!r}"
            assert type(obs.phase) is phases, (step, obs.phase)
            seen.add(obs.phase)
            if checked_json:
                written = to_json(obs)["phase"]
                assert type(written) is str and written == obs.phase.value
                back = from_json(type(obs), json.loads(json.dumps(to_json(obs))))
                assert back.phase is obs.phase and back == obs
        if state.is_over() and state.result() is not None:
            break
        state.apply(state.sample_action(rng))
    else:
        pytest.fail(f"a random game of {game} ({variant}) did not end in {MOST_STEPS} steps")
    assert len(kinds) == 1
    (phases,) = kinds
    assert obs.phase is phases.OVER         # type: ignore[attr-defined]
    assert len(seen) >= 2                  # play, and the end at least
    # the state's own phase is the one mark of the end: no flag beside it
    assert state.phase is phases.OVER       # type: ignore[attr-defined]
    assert not any(name == "over" or name.endswith("_over") and name != "deal_over"
                   for name in fields_of(state)), sorted(fields_of(state))


def test_the_phases_write_what_they_always_wrote():
    for phases, words in WORDS.items():
        assert {p.value for p in phases} == words
        assert phases("over") is phases.OVER        # type: ignore[attr-defined]
        assert json.dumps(list(phases)) == json.dumps(sorted(words, key=list(
            p.value for p in phases).index))


def test_a_word_that_is_no_phase_is_refused():
    obs = new_game("binocle", "48", seed=1).observation(0)
    data = to_json(obs)
    data["phase"] = "finished"
    with pytest.raises(ValueError):
        from_json(type(obs), data)
