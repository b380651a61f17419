"""A whole partie of Piquet au cent through the window's controller."""
import random

import pytest

from parlour.store import saves, statistics

from piquet_driver import drive_until, make_window, start_piquet
from parlour.engine.actions import Exchange, Play


@pytest.mark.slow
def test_whole_partie_with_the_human_seat_driven_by_the_test(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot)
    c = start_piquet(w, seed=2024)
    rng = random.Random(1)
    seen_phases = set()

    def stop():
        if c.waiting_for_human:
            seen_phases.add(type(c.state.legal_actions()[0]))
        return c.over
    drive_until(qtbot, c, stop, rng, timeout=60000)
    result = c.state.result()
    assert c.over and result is not None and result.winner in (0, 1)
    assert max(result.totals) >= 100
    assert {Exchange, Play} <= seen_phases
    # the log reads like the table talk, and the finished game left the save folder
    lines = w.side.log.lines()
    assert any("deal" in line for line in lines)
    assert any("Good." in line or "Not good." in line or "Equal." in line for line in lines)
    assert not saves.save_path().exists()
    games, _ = statistics.load_statistics()
    assert games[-1]["won"] == (result.winner == 0)


@pytest.mark.slow
def test_computer_against_computer_partie(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot, autosave=False)
    from parlour.engine.games import new_game
    c = w.start(new_game("piquet", "au-cent", seed=99), None, "random")
    qtbot.waitUntil(lambda: c.over, timeout=60000)
    assert c.state.result().winner in (0, 1)


def test_the_window_never_waits_on_the_computer(qtbot, tmp_path, monkeypatch):
    """The computer decides on the worker thread: the UI thread keeps running."""
    import threading
    import time
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot, autosave=False)
    threads = set()

    class Slow:
        def choose(self, observation, legal):
            threads.add(threading.get_ident())
            time.sleep(0.3)
            return legal[0]
    from parlour.engine.games import new_game
    c = w.start(new_game("piquet", "au-cent", seed=5), None, "random")
    c.players = {0: Slow(), 1: Slow()}
    ticks = []
    from parlour.ui.binding.qt import QtCore
    timer = QtCore.QTimer()
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.start(20)
    qtbot.wait(700)
    timer.stop()
    c.stop()
    assert threading.get_ident() not in threads and threads
    assert len(ticks) >= 15      # the event loop ran all along


@pytest.mark.slow
def test_with_animations_on_the_table_ends_each_step_as_the_rules_say(qtbot, tmp_path,
                                                                      monkeypatch):
    """Animated (briskly): the held last trick, the pack gathered and the next deal dealt
    all finish, and the table then shows exactly the hand the rules give."""
    from parlour.ui.table import animation
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot, autosave=False)
    animation.set_speed(0.05)
    try:
        c = start_piquet(w, seed=606)
        rng = random.Random(8)
        drive_until(qtbot, c, lambda: len(c.state.deals) >= 2 and c.waiting_for_human,
                    rng, timeout=60000)
        hand = sorted(x for x in range(32) if c.state.hands[0] >> x & 1)

        def settled():
            # the steps follow one another in their own time (slower on a loaded machine)
            shown = [s for s in w.scene.slots if s.zone == "hand_top"]
            return (sorted(w.view.hand_cards()) == hand
                    and len(shown) == c.state.hands[1].bit_count()
                    and not any(item.is_moving() for item in w.scene.items_shown))
        qtbot.waitUntil(settled, timeout=10000)
    finally:
        animation.set_speed(0)


def test_the_rubicon_caption_counts_the_two_deals_after_a_tie():
    from parlour.ui.piquet.presenter import deal_caption
    assert deal_caption("rubicon", 3) == "Deal 3 of 6 · six deals"
    assert deal_caption("rubicon", 7) == "Deal 7 of 8 · two more deals after a tie"
    assert deal_caption("au-cent", 9) == "Deal 9 · 100 up"
