"""The smoke test's check of stored files (parlour --smoke-test, issue 9)."""
import json

import pytest

pytest.importorskip("PySide6")

from parlour.store import saves, statistics  # noqa: E402
from parlour.store.settings import Settings, save_settings, settings_path  # noqa: E402
from parlour.ui.shell.smoke import check_stored_files  # noqa: E402

from .helpers import random_game  # noqa: E402


@pytest.fixture
def files(tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    save_settings(Settings(animation_speed=0.0))
    saves.save_game(saves.snapshot(random_game("piquet", "au-cent", 1, 20), 0, "random"))
    statistics.record_result({"game": "piquet", "won": True})
    return tmp_path


def run(check_home):
    results = []
    check_stored_files(lambda ok, what: results.append((ok, what)))
    return results


def test_every_check_passes_on_good_files(files):
    results = run(files)
    assert len(results) == 5 and all(ok for ok, _ in results), results
    assert settings_path().exists()        # the settings are put back for the rest
    assert json.loads(settings_path().read_text())["animation_speed"] == 0.0


def test_a_file_without_its_version_is_reported(files):
    data = json.loads(saves.save_path().read_text())
    del data["version"]
    saves.save_path().write_text(json.dumps(data))
    results = run(files)
    assert (False, "save file written with its schema version") in results


def test_a_missing_file_is_reported(files):
    saves.clear_game()
    assert (False, "save file written with its schema version") in run(files)


def test_statistics_not_moved_aside_would_be_reported(files, monkeypatch):
    monkeypatch.setattr(statistics, "load_statistics", lambda path=None: ([], None))
    results = run(files)
    assert (False, "truncated statistics moved aside with a notice") in results


def test_files_moved_aside_earlier_do_not_confuse_the_check(files):
    """The smoke test moves a settings file aside before this check runs."""
    (files / "config" / "settings.unreadable-20260101-000000.json").write_text("{")
    (files / "data" / "statistics.unreadable-20260101-000000.json").write_text("{")
    results = run(files)
    assert all(ok for ok, _ in results), results
