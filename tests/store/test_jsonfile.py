import json
import os

import pytest

from parlour.store import jsonfile
from parlour.store.jsonfile import read_versioned, write_atomic


def test_write_atomic_leaves_no_temporary_files(tmp_path):
    path = tmp_path / "a.json"
    write_atomic(path, {"format": "x", "version": 1, "n": 1})
    write_atomic(path, {"format": "x", "version": 1, "n": 2})
    assert json.loads(path.read_text())["n"] == 2
    assert os.listdir(tmp_path) == ["a.json"]


def test_a_failed_write_keeps_the_old_file(tmp_path, monkeypatch):
    path = tmp_path / "a.json"
    write_atomic(path, {"format": "x", "version": 1, "n": 1})

    def boom(*args):
        raise OSError("disk full")
    monkeypatch.setattr(jsonfile.os, "replace", boom)
    with pytest.raises(OSError):
        write_atomic(path, {"format": "x", "version": 1, "n": 2})
    assert json.loads(path.read_text())["n"] == 1
    assert os.listdir(tmp_path) == ["a.json"]


def test_missing_file_is_not_an_error(tmp_path):
    loaded = read_versioned(tmp_path / "none.json", "x", 1, "It")
    assert loaded.data is None and loaded.notice is None


@pytest.mark.parametrize("content", [
    b'{"format": "x", "version": 1, "n"',          # truncated
    b"not json at all",
    b"\xff\xfe\x00garbage",                          # not UTF-8
    b"[1, 2, 3]",                                    # not an object
    b'{"format": "y", "version": 1}',                # someone else's file
    b'{"format": "x"}',                              # no version
    b'{"format": "x", "version": 7}',                # from a newer Parlour
])
def test_unreadable_file_is_moved_aside_with_one_sentence(tmp_path, content):
    path = tmp_path / "thing.json"
    path.write_bytes(content)
    loaded = read_versioned(path, "x", 1, "Your thing")
    assert loaded.data is None
    assert not path.exists()
    (moved,) = list(tmp_path.iterdir())
    assert moved.name.startswith("thing.unreadable-") and moved.suffix == ".json"
    assert moved.read_bytes() == content            # never lost
    assert loaded.notice.startswith("Your thing could not be read")
    assert str(moved) in loaded.notice
    assert loaded.notice.count(". ") == 0 and loaded.notice.endswith(".")


def test_two_bad_files_in_the_same_second_get_different_names(tmp_path):
    for _ in range(2):
        (tmp_path / "t.json").write_text("bad")
        read_versioned(tmp_path / "t.json", "x", 1, "It")
    assert len(list(tmp_path.iterdir())) == 2


def test_litter_of_a_killed_write_is_swept_up_on_reading(tmp_path):
    path = tmp_path / "a.json"
    write_atomic(path, {"format": "x", "version": 1})
    old = tmp_path / ".a.json.abc123.tmp"
    old.write_text('{"format": "x", "vers')
    os.utime(old, (1, 1))
    fresh = tmp_path / ".a.json.def456.tmp"     # perhaps another window writing now
    fresh.write_text("{")
    assert read_versioned(path, "x", 1, "It").data == {"format": "x", "version": 1}
    assert not old.exists() and fresh.exists()
