"""What the store and the engine tell a player (a damaged file moved aside, a refused
action) is said in the window's language, and in English as before."""
from __future__ import annotations

import dataclasses

import pytest

from parlour import language
from parlour.engine.core import IllegalAction
from parlour.engine.games import new_game
from parlour.store.settings import load_settings


@pytest.fixture
def french():
    language.set_language("fr")
    yield
    language.set_language(language.ENGLISH)


def _out_of_turn(state) -> str:
    action = state.legal_actions()[0]
    with pytest.raises(IllegalAction) as refused:
        state.apply(dataclasses.replace(action, seat=1 - action.seat))
    return str(refused.value)


def test_an_action_out_of_turn_is_refused_in_french(french):
    assert _out_of_turn(new_game("piquet")).startswith("c'est à ")


def test_the_refusal_stays_english_in_english():
    assert _out_of_turn(new_game("piquet")).startswith("it is ")


def test_a_damaged_settings_file_is_reported_in_french(tmp_path, french):
    path = tmp_path / "settings.json"
    path.write_text("[1, 2", encoding="utf-8")
    _, notice = load_settings(path)
    assert notice.startswith("Impossible de lire votre fichier de paramètres (endommagé)")
    assert "\u00a0:" in notice
