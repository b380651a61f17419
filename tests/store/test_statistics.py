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
