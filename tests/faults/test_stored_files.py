"""Every file Parlour keeps (settings, the unfinished game, statistics, practice
history): a schema version in each, and any file that cannot be read - truncated, not
JSON, wrong types, a future version, random damage - is moved aside under a timestamped
name, the player is told in one sentence, and defaults are used.  Never an exception."""
import json
import random
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from parlour.store import saves, statistics
from parlour.store import settings as settings_mod
from parlour.trainer import history

from .helpers import random_game
from .test_record_fuzz import JSON, mutate


def _save_something():
    state = random_game("piquet", "au-cent", seed=3, steps=40)
    saves.save_game(saves.snapshot(state, 0, "random"))


def _load_save():
    saved, state, notice = saves.load_game()
    assert (saved is None) == (state is None)
    return state, notice


KINDS = {
    # name: (write a good file, path, load -> (data, notice), the empty default)
    "settings": (lambda: settings_mod.save_settings(settings_mod.Settings(player_name="Ann")),
                 settings_mod.settings_path, settings_mod.load_settings,
                 settings_mod.Settings()),
    "save": (_save_something, saves.save_path, _load_save, None),
    "statistics": (lambda: (statistics.record_result({"game": "piquet", "won": True}),
                            statistics.fold()),
                   statistics.statistics_path, statistics.load_statistics, []),
    "history": (lambda: history.record_hand({"cost": 1.5, "seat": "elder"}, "s1"),
                history.history_path, history.load_history, []),
}
IDS = list(KINDS)


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def assert_told_and_moved(path, notice, default_data, data, original: bytes):
    assert data == default_data
    assert notice and "\n" not in notice and notice.endswith("."), notice
    assert ". " not in notice.replace(str(path.parent), ""), f"more than one sentence: {notice}"
    moved = [p for p in path.parent.iterdir() if ".unreadable-" in p.name]
    assert len(moved) == 1, moved
    assert re.fullmatch(re.escape(path.stem) + r"\.unreadable-\d{8}-\d{6}(-\d+)?"
                        + re.escape(path.suffix), moved[0].name)
    assert str(moved[0]) in notice
    assert moved[0].read_bytes() == original        # never lost, only moved
    assert not path.exists()
    moved[0].unlink()


@pytest.mark.parametrize("kind", IDS)
def test_every_stored_file_carries_its_format_and_schema_version(kind):
    write, path, load, _ = KINDS[kind]
    write()
    data = json.loads(path().read_text(encoding="utf-8"))
    assert isinstance(data["format"], str) and data["format"].startswith("parlour-")
    assert isinstance(data["version"], int) and data["version"] >= 1
    assert load()[1] is None


def test_settings_of_version_1_are_migrated_and_rewritten_as_2():
    path = settings_mod.settings_path()
    path.write_text(json.dumps({"format": "parlour-settings", "version": 1, "speed": "fast",
                                "card_theme": "parlour"}))
    s, notice = settings_mod.load_settings()
    assert notice is None and s.animation_speed == 0.5
    settings_mod.save_settings(s)
    assert json.loads(path.read_text())["version"] == settings_mod.VERSION == 2


DAMAGE = {
    "truncated": lambda text: text[: len(text) // 2],
    "empty": lambda text: "",
    "not JSON": lambda text: "{ this is not json",
    "nested too deep": lambda text: "[" * 100_000,
    "not an object": lambda text: "[1, 2, 3]",
    "future version": lambda text: json.dumps({**json.loads(text), "version": 99}),
    "no version": lambda text: json.dumps({k: v for k, v in json.loads(text).items()
                                           if k != "version"}),
    "version as text": lambda text: json.dumps({**json.loads(text), "version": "1"}),
    "another format": lambda text: json.dumps({**json.loads(text), "format": "parlour-x"}),
}


@pytest.mark.parametrize("damage", list(DAMAGE))
@pytest.mark.parametrize("kind", IDS)
def test_a_damaged_file_is_moved_aside_and_the_player_told(kind, damage):
    write, path, load, default = KINDS[kind]
    write()
    bad = DAMAGE[damage](path().read_text(encoding="utf-8"))
    path().write_text(bad, encoding="utf-8")
    data, notice = load()
    assert_told_and_moved(path(), notice, default, data, bad.encode())
    write()                                           # and the program carries on
    assert load()[1] is None


WRONG_TYPES = {
    "settings": {"animation_speed": "fast", "player_name": 3, "highlight_legal": "yes"},
    "save": {"game": 7, "seats": "A,B", "actions": {}, "seed": "x"},
    "statistics": {"games": {"won": 1}},
    "history": {"hands": [{"cost": "much", "session": 1}]},
}


@pytest.mark.parametrize("kind", IDS)
def test_wrong_types_are_moved_aside(kind):
    write, path, load, default = KINDS[kind]
    write()
    good = json.loads(path().read_text(encoding="utf-8"))
    for key, value in WRONG_TYPES[kind].items():
        text = json.dumps({**good, key: value})
        path().write_text(text, encoding="utf-8")
        data, notice = load()
        assert_told_and_moved(path(), notice, default, data, text.encode())


def _fuzz_one(kind, damaged_text: bytes):
    write, path, load, default = KINDS[kind]
    path().write_bytes(damaged_text)
    data, notice = load()                   # must not raise, whatever the file holds
    if notice is not None:
        assert_told_and_moved(path(), notice, default, data, damaged_text)
    write()


FUZZ = settings(max_examples=40, deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                       HealthCheck.function_scoped_fixture])


_good: dict = {}


def good_file(kind: str) -> dict:
    """A good file of each kind, written once (so every example starts alike)."""
    if kind not in _good:
        write, path, _, _ = KINDS[kind]
        write()
        _good[kind] = path().read_text(encoding="utf-8")
        path().unlink()
    return json.loads(_good[kind])


@FUZZ
@given(kind=st.sampled_from(IDS), data=st.data())
def test_randomly_damaged_files_never_raise(kind, data, tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path / f"fz{random.random()}"))
    good = good_file(kind)
    _fuzz_one(kind, json.dumps(mutate(good, data)).encode())


@pytest.mark.slow
@FUZZ
@given(kind=st.sampled_from(IDS), value=JSON, junk=st.binary(max_size=12))
def test_random_json_and_bytes_never_raise(kind, value, junk, tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path / f"fz{random.random()}"))
    _fuzz_one(kind, json.dumps(value).encode())
    _fuzz_one(kind, junk)
    _fuzz_one(kind, json.dumps({"format": f"parlour-{kind}", "version": 1,
                                "x": value}).encode())


SAVE_DAMAGE = {
    "a deal that is not an object": lambda d: d["deals"].__setitem__(0, 1.5),
    "a dealer of infinity": lambda d: d["deals"][0].__setitem__("dealer", float("inf")),
    "options null": lambda d: d.__setitem__("options", None),
    "deals null": lambda d: d.__setitem__("deals", None),
    "actions null": lambda d: d.__setitem__("actions", None),
    "an action that is not an object": lambda d: d["actions"].__setitem__(0, [1]),
    "hands of numbers": lambda d: d["deals"][0].__setitem__("hands", [1, 2]),
}


@pytest.mark.parametrize("damage", list(SAVE_DAMAGE))
def test_a_save_damaged_inside_is_moved_aside_or_resumed(damage):
    """Damage a type check cannot see: the save either still replays (a null list is
    an empty one) or is moved aside with a notice; never an exception."""
    _save_something()
    data = json.loads(saves.save_path().read_text())
    SAVE_DAMAGE[damage](data)
    text = json.dumps(data)
    saves.save_path().write_text(text)
    state, notice = _load_save()
    if notice is not None:
        assert_told_and_moved(saves.save_path(), notice, None, state, text.encode())
