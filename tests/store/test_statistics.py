from parlour.store.statistics import load_statistics, record_result, statistics_path, summary


def test_results_accumulate_and_summarise():
    record_result({"game": "piquet", "won": True, "value": 2, "assisted": False})
    record_result({"game": "piquet", "won": False, "value": 1, "assisted": True})
    record_result({"game": "binocle", "won": True, "value": 1})
    games, notice = load_statistics()
    assert notice is None and len(games) == 3
    s = summary(games, "piquet")
    assert (s.played, s.won, s.lost, s.assisted) == (2, 1, 1, 1)
    assert summary(games).played == 3


def test_damaged_statistics_are_moved_aside_and_recording_goes_on():
    statistics_path().write_text('{"format": "parlour-statistics", "version": 1, "games": 5}')
    assert record_result({"game": "piquet", "won": True}) is None   # appends, reads nothing
    games, notice = load_statistics()
    assert len(games) == 1 and "moved to" in notice
    games, notice = load_statistics()
    assert len(games) == 1 and notice is None


def test_recording_a_result_appends_and_never_rewrites_the_big_file(monkeypatch):
    """Issue 19 item 12: with thousands of games kept, a game's end wrote megabytes on
    the window thread; now it appends one line and statistics.json is not touched."""
    from parlour.store import jsonfile, statistics
    games = [{"game": "piquet", "won": True, "progress": [[0, 0], [i, 1]]}
             for i in range(5000)]
    jsonfile.write_atomic(statistics_path(), {"format": statistics.FORMAT,
                                              "version": statistics.VERSION, "games": games})
    before = statistics_path().stat().st_mtime_ns, statistics_path().read_bytes()

    def no_reading(*args, **kw):
        raise AssertionError("read the big file at a game's end")
    with monkeypatch.context() as m:
        m.setattr(statistics, "read_versioned", no_reading)
        assert record_result({"game": "piquet", "won": False}) is None
    assert (statistics_path().stat().st_mtime_ns, statistics_path().read_bytes()) == before
    assert len(load_statistics()[0]) == 5000        # KEEP: the oldest gave way
    assert load_statistics()[0][-1]["won"] is False


def test_the_lines_are_folded_at_a_start_once_enough_wait(monkeypatch):
    from parlour.store import statistics
    monkeypatch.setattr(statistics, "FOLD_EVERY", 3)
    for i in range(2):
        record_result({"game": "piquet", "won": True})
    assert statistics.fold_if_due() is None and statistics.recent_path().exists()
    record_result({"game": "piquet", "won": True})
    statistics.fold_if_due()
    assert not statistics.recent_path().exists() and len(load_statistics()[0]) == 3


def test_a_line_cut_short_by_a_kill_is_dropped_and_the_next_one_kept():
    from parlour.store import statistics
    record_result({"game": "piquet", "won": True})
    with open(statistics.recent_path(), "a") as f:
        f.write('{"game": "piq')                  # killed half way through an append
    assert len(load_statistics()[0]) == 1 and load_statistics()[1] is None
    record_result({"game": "binocle", "won": True})
    games, notice = load_statistics()
    assert notice is None and [g["game"] for g in games] == ["piquet", "binocle"]


def test_a_fold_cut_short_counts_every_game_once(monkeypatch):
    from parlour.store import statistics
    for _ in range(3):
        record_result({"game": "piquet", "won": True})
    with monkeypatch.context() as m:                        # killed before the lines go
        m.setattr(type(statistics.recent_path()), "unlink", lambda self, **kw: None)
        statistics.fold()
    assert len(load_statistics()[0]) == 3
    record_result({"game": "piquet", "won": False})
    statistics.fold()
    assert len(load_statistics()[0]) == 4


def test_a_fifo_in_place_of_the_recent_lines_is_moved_aside_and_told():
    import os

    import pytest
    from parlour.store import statistics
    if not hasattr(os, "mkfifo"):
        pytest.skip("FIFOs are POSIX")
    statistics.recent_path().parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(statistics.recent_path())
    notice = record_result({"game": "piquet", "won": True})
    assert "not a regular file" in notice and "moved to" in notice
    assert len(load_statistics()[0]) == 1


def test_an_appended_line_without_its_game_id_is_damage():
    """A line that could not be told from a second copy of itself is not counted."""
    from parlour.store import statistics
    record_result({"game": "piquet", "won": True})
    with open(statistics.recent_path(), "a") as f:
        f.write('{"game": "binocle", "won": true}\n')
    games, notice = load_statistics()
    assert games == [] and "game_id is missing" in notice and "moved to" in notice
