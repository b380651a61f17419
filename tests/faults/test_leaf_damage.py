"""Issue 19 items 1-2: every stored file is checked to its leaves when it is read.  A
file whose top level is fine but with a seat of 7, a list where a name belongs, a "yes"
for a flag or a number of 400 digits is moved aside with one sentence to the player, and
the defaults are used; nothing that reads the file later meets the damage."""
import json

import pytest

from parlour.sitting import Entry
from parlour.store import chouette, saves, sittings, statistics
from parlour.store import settings as settings_mod
from parlour.trainer import history

from .helpers import random_game


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def _save():
    saves.save_game(saves.snapshot(random_game("piquet", "au-cent", seed=3, steps=40), 0,
                                   "random"))


def _statistics():
    statistics.record_result({"game": "piquet", "variant": "au-cent", "opponent": "ai:club",
                              "won": True, "value": 1, "totals": [120, 80],
                              "assisted": False, "human_seat": 0,
                              "progress": [[0, 0], [5, 0]], "game_id": "g1"})
    statistics.fold()


def _chouette():
    chouette.save_sitting({"players": ["You", "Alice", "Bertie"], "chouette": 0,
                           "partner": None, "line": ["Bertie", "Alice"], "sheet": "x1"},
                          {"players": 3, "games": 4}, 17)


def _sittings():
    sittings.record_entry(Entry(players=["A", "B"], winner="A", net={"A": 2, "B": -2}),
                          "piquet", "au-cent", "games")


KINDS = {
    # name: (write a good file, its path, read it -> (data, notice))
    "save": (_save, saves.save_path, lambda: saves.load_game()[1:]),
    "statistics": (_statistics, statistics.statistics_path, statistics.load_statistics),
    "history": (lambda: history.record_hand({"cost": 1.5, "seat": "elder"}, "s1"),
                history.history_path, history.load_history),
    "chouette": (_chouette, chouette.chouette_path, chouette.load_sitting),
    "sittings": (_sittings, sittings.sittings_path, sittings.load_sittings),
    "settings": (lambda: settings_mod.save_settings(settings_mod.Settings()),
                 settings_mod.settings_path, settings_mod.load_settings),
}


def _set(*keys_and_value):
    """A change deep inside the file: _set("games", -1, "won", "yes")."""
    *keys, last, value = keys_and_value

    def change(d):
        for k in keys:
            d = d[k]
        d[last] = value
    return change


LEAF_DAMAGE = {
    "save": {
        "human seat 7": _set("human_seat", 7),
        "human seat -1": _set("human_seat", -1),
        "opponent a list": _set("opponent", ["ai:club"]),
        "opponent unknown": _set("opponent", "ai:nobody"),
        "game unknown": _set("game", "whist"),
        "variant unknown": _set("variant", "au-mille"),
        "three at a piquet table": _set("seats", ["A", "B", "C"]),
        "assisted yes": _set("assisted", "yes"),
        "seat name a number": _set("seats", 0, 7),
        "seed a float": _set("seed", 1.5),
        "options a list": _set("options", [1]),
    },
    "statistics": {
        "progress of text": _set("games", -1, "progress", [["a", "b"]]),
        "game a list": _set("games", -1, "game", ["piquet"]),
        "game a number": _set("games", -1, "game", 3),
        "totals a number": _set("games", -1, "totals", 5),
        "won yes": _set("games", -1, "won", "yes"),
        "progress a number": _set("games", -1, "progress", 4),
        "progress an object": _set("games", -1, "progress", {"a": 1}),
        "progress uneven": _set("games", -1, "progress", [[0, 0], [1]]),
        "value of 400 digits": _set("games", -1, "value", 10 ** 400),
        "human seat 9": _set("games", -1, "human_seat", 9),
    },
    "history": {
        "cost of 400 digits": _set("hands", -1, "cost", 10 ** 400),
        "cost infinite": _set("hands", -1, "cost", 1e400),
        "cost a flag": _set("hands", -1, "cost", True),
        "session a number": _set("hands", -1, "session", 4),
    },
    "chouette": {
        "games six": _set("choice", "games", "six"),
        "players nine": _set("choice", "players", 9),
        "role unknown": _set("choice", "role", "kibitzer"),
        "chouette seat 7": _set("sitting", "chouette", 7),
        "players a text": _set("sitting", "players", "You, Alice"),
        "game moves a number": _set("game", {"number": 1, "moves": 3}),
        "seed text": _set("seed", "17"),
    },
    "sittings": {
        "net of 1000 digits": lambda d: d["current"]["entries"][-1].__setitem__(
            "net", {"A": 10 ** 1000, "B": -10 ** 1000}),
        "players a number": _set("current", "players", 2),
        "recorded a number": _set("recorded", 3),
    },
    "settings": {
        "a name of 20000 letters": _set("player_name", "x" * 20_000),
        "speed NaN": _set("animation_speed", float("nan")),
    },
}
CASES = [(kind, damage) for kind, damages in LEAF_DAMAGE.items() for damage in damages]


@pytest.mark.parametrize("kind,damage", CASES, ids=[f"{k}-{d}" for k, d in CASES])
def test_damage_inside_a_file_is_moved_aside_with_one_sentence(kind, damage):
    write, path, load = KINDS[kind]
    write()
    data = json.loads(path().read_text(encoding="utf-8"))
    LEAF_DAMAGE[kind][damage](data)
    text = json.dumps(data)
    path().write_text(text, encoding="utf-8")
    loaded, notice = load()
    assert notice and "\n" not in notice and "moved to" in notice, notice
    assert not path().exists()
    moved = [p for p in path().parent.iterdir() if ".unreadable-" in p.name]
    assert len(moved) == 1 and moved[0].read_text(encoding="utf-8") == text
    assert str(moved[0]) in notice
    assert not loaded or loaded == settings_mod.Settings() or \
        loaded == sittings.Sittings()


def test_a_damaged_chouette_file_is_told_in_the_window(qtbot, monkeypatch):
    """Issue 19 item 3: a truncated chouette.json was moved aside and nobody told."""
    pytest.importorskip("PySide6")
    from parlour.store.settings import Settings
    from parlour.ui.chouette import table as chouette_table
    from parlour.ui.shell.main_window import MainWindow
    _chouette()
    path = chouette.chouette_path()
    path.write_text(path.read_text()[:30])
    window = MainWindow(Settings(animation_speed=0.0), autosave=False)
    qtbot.addWidget(window)
    seen = []
    monkeypatch.setattr(chouette_table, "ChouetteDialog", _Refused(seen, window))
    assert chouette_table.open_chouette(window) is None
    assert seen and "moved to" in seen[0] and not path.exists()


class _Refused:
    """The dialog, cancelled at once; notes the status bar as it was when it opened."""

    def __init__(self, seen, window):
        self.seen, self.window = seen, window

    def __call__(self, *args):
        self.seen.append(self.window.statusBar().currentMessage())
        return self

    def exec(self):
        return 0


@pytest.mark.skipif(not hasattr(__import__("os"), "mkfifo"), reason="FIFOs are POSIX")
@pytest.mark.parametrize("kind", list(KINDS))
def test_a_fifo_in_a_files_place_is_refused_not_waited_on(kind):
    """Issue 19 item 5: a FIFO as settings.json or current-game.json hung start-up."""
    import os
    import threading
    _, path, load = KINDS[kind]
    path().parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path())
    result = []
    t = threading.Thread(target=lambda: result.append(load()), daemon=True)
    t.start()
    t.join(10)
    if t.is_alive():
        with open(path(), "w"):
            pass
        pytest.fail("waited on a FIFO")
    notice = result[0][1]
    assert "not a regular file" in notice and "moved to" in notice
