"""The practice history file: atomic, versioned, damaged files moved aside."""
import json

from parlour.trainer.history import cost_by_session, load_history, record_hand


def test_hands_are_kept_in_order_and_averaged_by_session(tmp_path):
    path = tmp_path / "h.json"
    assert load_history(path) == ([], None)
    record_hand({"seat": "elder", "cost": 4.0}, "s1", path)
    record_hand({"seat": "elder", "cost": 0.0}, "s1", path)
    record_hand({"seat": "younger", "cost": 1.5}, "s2", path)
    hands, notice = load_history(path)
    assert notice is None and [h["cost"] for h in hands] == [4.0, 0.0, 1.5]
    assert cost_by_session(hands) == [("s1", 2.0, 2), ("s2", 1.5, 1)]
    data = json.loads(path.read_text())
    assert data["format"] == "parlour-trainer-history" and data["version"] == 1


def test_a_damaged_history_is_moved_aside_with_a_notice(tmp_path):
    path = tmp_path / "h.json"
    path.write_text("{not json")
    hands, notice = load_history(path)
    assert hands == [] and "moved" in notice
    assert not path.exists() and list(tmp_path.glob("h.unreadable-*.json"))
    record_hand({"seat": "elder", "cost": 1.0}, "s", path)
    assert load_history(path)[0][0]["cost"] == 1.0


def test_a_history_of_the_wrong_shape_is_refused(tmp_path):
    path = tmp_path / "h.json"
    path.write_text(json.dumps({"format": "parlour-trainer-history", "version": 1,
                                "hands": [{"cost": "lots"}]}))
    hands, notice = load_history(path)
    assert hands == [] and notice
