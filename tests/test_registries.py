"""The registries fail loudly: every module they name imports, and one that does not
is an error where it is first needed and at the window's start-up - never a game quietly
missing from the menu or an expert quietly playing as the generic player."""
import sys

import pytest

from parlour.ai import brain, players
from parlour.engine import games
from parlour.engine.core import State
from parlour.engine.observed import Observation


def _observation_of(game: str) -> Observation:
    return Observation(game, "", 0, ("A", "B"), {}, "play", 0, None)


@pytest.fixture
def broken_module(tmp_path, monkeypatch):
    """A module that exists but does not import (it imports something missing)."""
    (tmp_path / "parlour_broken_for_test.py").write_text(
        "import parlour_no_such_module_anywhere\nclass Thing: pass\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delitem(sys.modules, "parlour_broken_for_test", raising=False)
    return "parlour_broken_for_test"


def test_every_registered_game_settlement_brain_and_level_loads():
    for game, variants in games.GAMES.items():
        for variant in variants:
            assert issubclass(games.state_class(game, variant), State)
    for name in games.SETTLEMENTS:
        assert callable(games.settlement(name))
    loaded = brain.every_brain()
    assert set(loaded) == set(brain.BRAINS)
    assert all(type(b) is not brain.Brain for b in loaded.values())   # none generic
    assert {"ai:beginner", "ai:club", "ai:expert"} <= set(players.player_specs())


def test_a_brain_that_does_not_import_is_an_error_not_the_generic_player(
        broken_module, monkeypatch):
    monkeypatch.setitem(brain.BRAINS, "test-game", f"{broken_module}:Thing")
    monkeypatch.delitem(brain._cache, "test-game", raising=False)
    with pytest.raises(ImportError):
        brain.brain_for(_observation_of("test-game"), [])
    with pytest.raises(ImportError):
        players.load_all()                 # what the window runs as it starts
    monkeypatch.setitem(brain.BRAINS, "test-game", "parlour.ai.brain:NoSuchBrain")
    with pytest.raises(AttributeError):
        brain.brain_for(_observation_of("test-game"), [])
    assert "test-game" not in brain._cache


def test_a_game_with_no_brain_registered_gets_the_generic_one():
    assert type(brain.brain_for(_observation_of("no-such-game"), [])) is brain.Brain


def test_a_level_module_that_does_not_import_is_an_error(broken_module, monkeypatch):
    monkeypatch.setattr(players, "LEVEL_MODULES", (*players.LEVEL_MODULES, broken_module))
    with pytest.raises(ImportError):
        players.player_specs()
    with pytest.raises(ImportError):
        players.make_player("ai:no-such-level")


def test_a_game_module_that_does_not_import_is_an_error_not_an_unknown_game(
        broken_module, monkeypatch):
    monkeypatch.setitem(games.GAMES, "test-game", {"only": f"{broken_module}:Thing"})
    with pytest.raises(ImportError):
        games.state_class("test-game", "only")
    with pytest.raises(games.UnknownGame):
        games.state_class("test-game", "other")
    monkeypatch.setitem(games.SETTLEMENTS, "test-game",
                        (f"{broken_module}:Thing", "test-game", "only"))
    with pytest.raises(ImportError):
        games.settlement("test-game")


def test_no_source_module_catches_import_error_to_carry_on():
    """The one ImportError the program may catch is the window's own toolkit missing
    (cli._window says so and exits 1); no registry swallows one."""
    import pathlib
    import re
    src = pathlib.Path(games.__file__).resolve().parents[1]
    catching = re.compile(r"except\s*\(?[^:\n]*\b(ImportError|ModuleNotFoundError)\b")
    found = sorted(str(p.relative_to(src)) for p in src.rglob("*.py")
                   if catching.search(p.read_text(encoding="utf-8")))
    assert found == ["cli.py"]
