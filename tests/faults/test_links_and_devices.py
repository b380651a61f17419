"""Issue 26 items 4 and 5: every stored file is opened the one guarded way
(``jsonfile.open_stored``).  A link in a stored file's place is never followed - not
read, not written through - but moved aside with the notice; a FIFO, a device or a link
to one is refused without waiting or reading for ever; the append-only statistics log
included, at the start and at a game's end."""
import os
import threading

import pytest

from parlour.store import chouette, jsonfile, saves, sittings, statistics
from parlour.store import settings as settings_mod
from parlour.trainer import history

pytestmark = pytest.mark.skipif(os.name != "posix", reason="links, FIFOs and devices")


def _load_save():
    saved, state, notice = saves.load_game()
    return state, notice


READERS = {
    # name: (the path, load -> (data, notice), the empty default)
    "settings": (settings_mod.settings_path, settings_mod.load_settings,
                 settings_mod.Settings()),
    "save": (saves.save_path, _load_save, None),
    "statistics": (statistics.statistics_path, statistics.load_statistics, []),
    "statistics-recent": (statistics.recent_path, statistics.load_statistics, []),
    "statistics-folding": (statistics._folding_path, statistics.load_statistics, []),
    "sittings": (sittings.sittings_path,
                 lambda: (lambda s, n: (s.to_json(), n))(*sittings.load_sittings()),
                 sittings.Sittings().to_json()),
    "chouette": (chouette.chouette_path, chouette.load_sitting, None),
    "history": (history.history_path, history.load_history, []),
}
IDS = list(READERS)


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def in_time(fn, seconds=10):
    out = []
    t = threading.Thread(target=lambda: out.append(fn()), daemon=True)
    t.start()
    t.join(seconds)
    assert not t.is_alive(), "waited on the file"
    return out[0]


def assert_refused_and_moved(path, data, notice, default, why):
    assert data == default
    assert notice and why in notice and "\n" not in notice, notice
    assert not os.path.lexists(path)
    moved = [p for p in path.parent.iterdir() if ".unreadable-" in p.name]
    assert len(moved) == 1, moved


@pytest.mark.parametrize("kind", IDS)
def test_a_link_is_not_followed_but_moved_aside(kind, tmp_path):
    path_of, load, default = READERS[kind]
    notes = tmp_path / "notes.txt"
    notes.write_text("my own notes\nthe last line\n")
    path = path_of()
    path.parent.mkdir(parents=True, exist_ok=True)
    os.symlink(notes, path)
    data, notice = in_time(load)
    assert_refused_and_moved(path, data, notice, default, "(it is a link")
    assert notes.read_text() == "my own notes\nthe last line\n"


@pytest.mark.parametrize("kind", IDS)
def test_a_fifo_is_refused_without_waiting(kind):
    path_of, load, default = READERS[kind]
    path = path_of()
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path)
    data, notice = in_time(load)
    assert_refused_and_moved(path, data, notice, default, "not a regular file")


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
@pytest.mark.parametrize("kind", IDS)
def test_a_link_to_a_device_is_refused_without_reading(kind, device):
    if not os.path.exists(device):
        pytest.skip(f"no {device}")
    path_of, load, default = READERS[kind]
    path = path_of()
    path.parent.mkdir(parents=True, exist_ok=True)
    os.symlink(device, path)
    data, notice = in_time(load)
    assert_refused_and_moved(path, data, notice, default, "(it is a link")


@pytest.mark.skipif(os.geteuid() != 0, reason="making a device node needs root")
@pytest.mark.parametrize("kind", IDS)
def test_a_device_node_is_refused_without_reading(kind):
    path_of, load, default = READERS[kind]
    path = path_of()
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        os.mknod(path, 0o600 | __import__("stat").S_IFCHR, os.makedev(1, 5))  # /dev/zero
    except OSError as exc:
        pytest.skip(f"cannot make a device here: {exc}")
    data, notice = in_time(load)
    assert_refused_and_moved(path, data, notice, default, "not a regular file")


def test_a_games_end_does_not_write_through_a_link_at_the_log(tmp_path):
    """The audit's case: the notes file's last line cut and a statistics line added."""
    notes = tmp_path / "notes.txt"
    notes.write_text("line one\nno end")
    recent = statistics.recent_path()
    recent.parent.mkdir(parents=True, exist_ok=True)
    os.symlink(notes, recent)
    notice = statistics.record_result({"game": "piquet", "won": True, "game_id": "g1"})
    assert notes.read_text() == "line one\nno end"
    assert notice and "(it is a link" in notice
    assert not recent.is_symlink()
    games, _ = statistics.load_statistics()
    assert [g["game_id"] for g in games] == ["g1"]


@pytest.mark.parametrize("odd", ["fifo", "/dev/zero", "/dev/urandom", "huge"])
def test_folding_at_the_start_is_guarded(odd, tmp_path):
    recent = statistics.recent_path()
    recent.parent.mkdir(parents=True, exist_ok=True)
    if odd == "fifo":
        os.mkfifo(recent)
    elif odd == "huge":
        with open(recent, "wb") as f:
            f.truncate(jsonfile.MOST_BYTES + 1)     # sparse: nothing read to know
    else:
        os.symlink(odd, recent)
    notice = in_time(statistics.fold_if_due)
    assert notice and "\n" not in notice
    assert not os.path.lexists(recent)


def test_the_size_is_looked_at_before_reading(tmp_path, monkeypatch):
    big = tmp_path / "big.json"
    with open(big, "wb") as f:
        f.truncate(jsonfile.MOST_BYTES + 1)
    monkeypatch.setattr(os, "read", lambda *a: pytest.fail("read before the size"))
    with pytest.raises(jsonfile.TooLarge):
        jsonfile.read_capped(big)


def test_a_link_at_a_written_file_is_replaced_not_written_through(tmp_path):
    """write_atomic renames over the name: the link goes, its target is untouched."""
    notes = tmp_path / "notes.txt"
    notes.write_text("mine")
    path = settings_mod.settings_path()
    os.symlink(notes, path)
    settings_mod.save_settings(settings_mod.Settings(player_name="Ann"))
    assert notes.read_text() == "mine" and not path.is_symlink()


def test_the_command_line_may_still_name_a_link(tmp_path, capsys):
    """A record the player names is theirs to link; only stored files refuse links."""
    from parlour import cli

    from .helpers import real_record
    import json
    record = tmp_path / "r.json"
    record.write_text(json.dumps(real_record("piquet", "au-cent", 1, 10)))
    os.symlink(record, tmp_path / "link.json")
    assert cli.main(["replay", str(tmp_path / "link.json")]) == 0
