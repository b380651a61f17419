"""Issue 26 item 6: a read-only data folder never stops the start.  Whatever is wrong
with the save - damaged, of a newer Parlour, moves that do not replay, a link, a FIFO, a
folder, too large, a finished game waiting to be set down - the window opens, says so,
and the save is left where it is (it cannot be moved aside) and ignored.

The folder is made read-only by refusing every call that would change it (root, which
runs the tests here, ignores the mode bits)."""
import errno
import json
import os
import tempfile

import pytest

from parlour.store import jsonfile, saves
from parlour.store.settings import Settings, save_settings

from .helpers import random_game, saved_finished_piquet


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    save_settings(Settings())               # not a first start
    return tmp_path


def read_only(monkeypatch, home):
    """From now on nothing under ``home`` can be made, changed, renamed or removed."""
    inside = str(home)

    def under(path) -> bool:
        return str(os.path.abspath(os.fspath(path))).startswith(inside)

    def refuse(*_):
        raise OSError(errno.EROFS, "Read-only file system")

    def guard(real, *positions):
        def wrapped(*args, **kw):
            if any(under(args[i]) for i in positions if i < len(args) and
                   isinstance(args[i], (str, bytes, os.PathLike))):
                refuse()
            return real(*args, **kw)
        return wrapped
    real_open = os.open

    def opened(path, flags, *a, **kw):
        writes = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_TRUNC | os.O_APPEND
        if flags & writes and under(path):
            refuse()
        return real_open(path, flags, *a, **kw)
    monkeypatch.setattr(os, "open", opened)
    for name in ("replace", "rename", "unlink", "remove", "rmdir", "mkdir"):
        monkeypatch.setattr(os, name, guard(getattr(os, name), 0, 1))
    for name in ("mkstemp", "TemporaryFile"):
        real = getattr(tempfile, name)
        monkeypatch.setattr(tempfile, name, lambda *a, dir=None, _real=real, **kw: (
            refuse() if dir is not None and under(dir) else _real(*a, dir=dir, **kw)))


def _json_save(change):
    def write(home):
        state = random_game("piquet", "au-cent", seed=2, steps=25)
        data = saves.snapshot(state, 0, "random").to_json()
        saves.save_path().write_text(change(data))
    return write


def _odd(make):
    def write(home):
        path = saves.save_path()
        path.parent.mkdir(parents=True, exist_ok=True)
        make(path, home)
    return write


def _huge(path, home):
    with open(path, "wb") as f:
        f.truncate(jsonfile.MOST_BYTES + 1)


def _does_not_replay(d):
    d["actions"] = d["actions"][:3] + [{"type": "discard", "cards": ["AS"] * 5}]
    return json.dumps(d)


BAD_SAVES = {
    "not JSON": _json_save(lambda d: json.dumps(d)[:200]),
    "wrong shape": _json_save(lambda d: json.dumps({**d, "seats": 7})),
    "newer Parlour": _json_save(lambda d: json.dumps({**d, "version": 99})),
    "does not replay": _json_save(_does_not_replay),
    "unknown game": _json_save(lambda d: json.dumps({**d, "game": "whist"})),
    "a folder": _odd(lambda path, home: path.mkdir()),
    "too large": _odd(_huge),
}
if hasattr(os, "mkfifo"):
    BAD_SAVES["a FIFO"] = _odd(lambda path, home: os.mkfifo(path))
    BAD_SAVES["a link"] = _odd(lambda path, home: (
        (home / "notes.txt").write_text("mine"), os.symlink(home / "notes.txt", path)))


def tree(home) -> dict:
    return {p.relative_to(home): (p.is_symlink(), p.is_dir(), os.lstat(p).st_mtime_ns)
            for p in home.rglob("*")}


@pytest.mark.parametrize("kind", list(BAD_SAVES))
def test_a_bad_save_in_a_read_only_folder_is_left_and_ignored(kind, home, qtbot,
                                                              monkeypatch):
    BAD_SAVES[kind](home)
    before = tree(home)
    read_only(monkeypatch, home)
    saved, state, notice = saves.load_game()
    assert saved is None and state is None
    assert notice and "could not be moved aside" in notice and "\n" not in notice
    if kind == "does not replay":
        assert "could not be replayed" in notice
    from parlour.ui.shell.app import open_window
    window, notices = open_window([])
    qtbot.addWidget(window)
    assert window.controller is not None and not window.autosave    # a new game
    assert any("cannot use its" in n for n in notices), notices
    assert any("could not be moved aside" in n for n in notices), notices
    window.close()
    assert tree(home) == before


def test_a_finished_game_waits_in_a_read_only_folder(home, qtbot, monkeypatch):
    saved_finished_piquet(seed=4, play_seed=4)
    before = tree(home)
    read_only(monkeypatch, home)
    from parlour.ui.shell.app import open_window
    window, notices = open_window([])
    qtbot.addWidget(window)
    window.close()
    assert tree(home) == before and saves.save_path().exists()  # set down at a later start
