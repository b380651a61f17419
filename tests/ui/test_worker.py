"""The computer thinks on a worker thread; stale answers are dropped; finished jobs let
go of what they were given (PySide keeps finished QRunnable wrappers alive)."""
import gc

import pytest

from parlour.ui.shell import worker
from parlour.ui.shell.worker import Thinker


class Echo:
    def choose(self, observation, legal):
        return legal[-1]


class Broken:
    def choose(self, observation, legal):
        raise RuntimeError("no idea")


def test_answers_arrive_with_their_ticket(qtbot):
    t = Thinker()
    with qtbot.waitSignal(t.decided, timeout=3000) as got:
        ticket = t.ask(Echo(), {"hand": []}, [1, 2, 3])
    assert got.args == [ticket, 3]


def test_a_failing_player_is_reported_not_fatal(qtbot):
    t = Thinker()
    with qtbot.waitSignal(t.failed, timeout=3000) as got:
        t.ask(Broken(), {}, [1])
    assert "no idea" in got.args[1]


def test_cancel_makes_the_pending_answer_stale(qtbot):
    t = Thinker()
    first = t.ask(Echo(), {}, [1])
    t.cancel()
    assert t.ticket != first


def test_finished_jobs_drop_the_observation_and_legal_list(qtbot, monkeypatch):
    jobs = []
    real = worker._Job

    class Spy(real):
        def __init__(self, *args):
            super().__init__(*args)
            jobs.append(self)
    monkeypatch.setattr(worker, "_Job", Spy)
    t = Thinker()
    big = list(range(100_000))
    with qtbot.waitSignal(t.decided, timeout=3000):
        t.ask(Echo(), {"x": big}, big)
    t.wait()
    gc.collect()
    assert jobs and jobs[0].legal is None and jobs[0].observation is None


@pytest.mark.slow
def test_twenty_parties_through_the_window_grow_memory_little(qtbot, tmp_path, monkeypatch):
    """Issue 9's soak: 20 whole parties through the controller; RSS growth under 20 MB."""
    from parlour.engine.games import new_game
    from parlour.ui.shell.app import _rss_mb
    from piquet_driver import make_window
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot, autosave=False)
    sizes = []
    for i in range(20):
        c = w.start(new_game("piquet", seats=["A", "B"], seed=500 + i), None, "random")
        qtbot.waitUntil(lambda: c.over, timeout=60000)
        qtbot.wait(10)        # lets deleteLater run for the last controller and items
        sizes.append(_rss_mb())
    assert sizes[-1] - sizes[0] < 20, sizes
