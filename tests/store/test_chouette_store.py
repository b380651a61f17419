"""The unfinished Chouette sitting's file: kept, read back, cleared; a damaged file is
moved aside with a notice and no sitting is offered."""
from parlour.store import chouette


def test_kept_read_back_and_cleared():
    sitting = {"players": ["You", "Alice", "Bertie"], "chouette": 0, "partner": None,
               "line": ["Bertie", "Alice"], "sheet": "x1"}
    chouette.save_sitting(sitting, {"players": 3, "games": 4}, 17)
    data, notice = chouette.load_sitting()
    assert notice is None
    assert data["sitting"] == sitting and data["seed"] == 17 and data["choice"]["games"] == 4
    chouette.clear_sitting()
    chouette.clear_sitting()                       # twice is harmless
    assert chouette.load_sitting() == (None, None)


def test_a_damaged_file_is_moved_aside(parlour_home):
    path = chouette.chouette_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"format": "parlour-chouette", "version": 1, "sitting": 3}')
    data, notice = chouette.load_sitting()
    assert data is None and "moved" in notice
    assert not path.exists()
