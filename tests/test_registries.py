"""The registries are typed tables that fail loudly: games and their variants, the
settlements, the brains, the computer players and the window's presenters are frozen
entries, written out in one place, never added to by importing a module; an unknown
name is an error naming what there is; every game has a brain and a presenter, chosen
from its own entry.  The brains, players and presenters hold the classes themselves;
the games' entries say where their rules are (the generic engine imports no game), and
a module that does not import is an ImportError where it is first needed."""
import dataclasses
import pathlib
import re
import subprocess
import sys
from types import MappingProxyType

import pytest

from parlour.ai import brains, players
from parlour.ai.brain import Brain
from parlour.ai.levels import ClubPlayer, LevelPlayer
from parlour.engine import games
from parlour.engine.core import State
from parlour.engine.observed import Observation

SRC = pathlib.Path(games.__file__).resolve().parents[1]


def _observation_of(game: str) -> Observation:
    return Observation(game, "", 0, ("A", "B"), {}, "play", 0, None)


def _frozen(entry) -> bool:
    return dataclasses.is_dataclass(entry) and type(entry).__dataclass_params__.frozen


def test_every_table_is_read_only_and_its_entries_frozen():
    for table in (games.GAMES, games.SETTLEMENTS, brains.BRAINS, players.PLAYERS):
        assert isinstance(table, MappingProxyType)
        with pytest.raises(TypeError):
            table["new"] = None
    for game in games.GAMES.values():
        assert _frozen(game) and isinstance(game.family, games.Family)
        for variant in game.variants:
            assert _frozen(variant) and isinstance(variant.seating, games.Seating)
            assert issubclass(variant.state, State) and variant.game == game.name
            assert _frozen(variant.rules)
        with pytest.raises(dataclasses.FrozenInstanceError):
            game.family = games.Family.PLAIN
    assert all(_frozen(s) and callable(s.settle) and games.variant_of(s.game, s.variant)
               for s in games.SETTLEMENTS.values())
    assert all(_frozen(k) and callable(k.make) for k in players.PLAYERS.values())


def test_a_games_rules_that_do_not_import_are_an_error_not_an_unknown_game(tmp_path,
                                                                          monkeypatch):
    (tmp_path / "parlour_broken_for_test.py").write_text(
        "import parlour_no_such_module_anywhere\nclass Thing: pass\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delitem(sys.modules, "parlour_broken_for_test", raising=False)
    broken = games.Rules("parlour_broken_for_test", "Thing")
    entry = games.Game("test-game", games.Family.PLAIN,
                       (games.Variant("test-game", "only", broken),))
    monkeypatch.setattr(games, "GAMES", MappingProxyType({**games.GAMES, "test-game": entry}))
    with pytest.raises(ImportError):
        games.state_class("test-game", "only")
    with pytest.raises(games.UnknownGame):
        games.state_class("test-game", "other")
    with pytest.raises(AttributeError):
        games.Rules("parlour.engine.core", "NoSuchState").load()


def test_an_unknown_name_is_an_error_naming_what_there_is():
    with pytest.raises(games.UnknownGame, match="unknown game 'whist'.*piquet"):
        games.new_game("whist")
    with pytest.raises(games.UnknownGame, match="unknown variant 'en-cinq' of piquet.*au-cent"):
        games.state_class("piquet", "en-cinq")
    with pytest.raises(games.UnknownGame, match="no settlement for 'whist'.*rubicon-piquet"):
        games.settlement("whist")
    with pytest.raises(players.UnknownPlayer, match="unknown player 'ai:grandmaster'.*ai:club"):
        players.make_player("ai:grandmaster")
    with pytest.raises(games.UnknownGame):          # no quiet generic player for it
        brains.brain_for(_observation_of("whist"), [])


def test_every_game_has_a_brain_of_its_family_and_every_family_one():
    assert set(brains.BRAINS) == set(games.Family)
    for game in games.GAMES.values():
        brain = brains.brain_for(_observation_of(game.name), [])
        assert isinstance(brain, brains.BRAINS[game.family])
        assert (type(brain) is Brain) == (game.family is games.Family.PLAIN)
    players.load_all()


def test_each_decision_gets_a_brain_of_its_own():
    one, two = (brains.brain_for(_observation_of("piquet"), []) for _ in range(2))
    assert one is not two and type(one) is type(two)


def test_the_players_table_holds_the_levels_themselves():
    assert players.PLAYERS["ai:club"].make is ClubPlayer
    assert {"random", "ai:beginner", "ai:club", "ai:expert"} <= set(players.player_specs())
    for spec, kind in players.PLAYERS.items():
        made = kind.make(3)
        assert made.name == spec
        if isinstance(made, LevelPlayer):
            assert spec == f"ai:{made.level}"


def test_the_window_chooses_the_presenter_from_the_games_entry():
    from parlour.ui.shell import presenters
    for game in games.GAMES.values():
        for variant in game.variants:
            assert (game.family, variant.seating) in presenters.PRESENTERS, variant
    state = games.new_game("piquet", "normand", seed=1)
    assert type(presenters.presenter_for(state, 0, 0)).__name__ == "RoundTablePresenter"


def test_no_table_is_filled_in_by_importing_a_module():
    """Importing the players' table alone gives every level and line: nothing registers
    itself, and nothing writes into a table."""
    code = ("from parlour.ai.players import PLAYERS; from parlour.ai.brains import BRAINS; "
            "print(len(PLAYERS), len(BRAINS))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, env={"PYTHONPATH": str(SRC.parent)}).stdout.split()
    assert out == [str(len(players.PLAYERS)), str(len(brains.BRAINS))]
    writes = re.compile(r"\b(GAMES|SETTLEMENTS|BRAINS|PLAYERS|PRESENTERS|LEVELS|STYLES)"
                        r"(\[[^\]]*\]\s*=[^=]|\.(update|setdefault|pop)\()")
    found = sorted(str(p.relative_to(SRC)) for p in SRC.rglob("*.py")
                   if writes.search(p.read_text(encoding="utf-8")))
    assert found == []


def test_no_registry_names_a_class_by_a_string_to_parse():
    modules = ["ai/brains.py", "ai/players.py", "ai/levels.py", "ai/consult.py",
               "ui/shell/presenters.py"]
    for name in modules:
        text = (SRC / name).read_text(encoding="utf-8")
        assert "importlib" not in text and not re.search(r"\"[\w.]+:\w+\"", text), name


def test_no_source_module_catches_import_error_to_carry_on():
    """The one ImportError the program may catch is the window's own toolkit missing
    (cli._window says so and exits 1); no registry swallows one."""
    catching = re.compile(r"except\s*\(?[^:\n]*\b(ImportError|ModuleNotFoundError)\b")
    found = sorted(str(p.relative_to(SRC)) for p in SRC.rglob("*.py")
                   if catching.search(p.read_text(encoding="utf-8")))
    assert found == ["cli.py"]
