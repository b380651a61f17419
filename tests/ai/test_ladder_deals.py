"""The ladder's and the duel's deals (benchmarks/piquet_deal_duel.py): each job plays one
deal and stops, unless asked to play the game out (whole games cost four or five times
the CPU for the same figures)."""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
import piquet_deal_duel as duel  # noqa: E402


def _played(monkeypatch, whole: bool):
    made = []
    real = duel.new_game

    def new_game(*args, **kw):
        made.append(real(*args, **kw))
        return made[-1]
    monkeypatch.setattr(duel, "new_game", new_game)
    row = duel._deal(("au-cent", ["ai:club", "ai:beginner"], 0, 1, 0, (False, False), None,
                      whole, None))
    return row, made[0]


def test_a_duel_job_plays_the_first_deal_only(monkeypatch):
    row, state = _played(monkeypatch, whole=False)
    assert len(state.deals) == 2 and not state.deals[1].actions   # dealt, not played
    scored = [e.points for e in state.deals[0].events if e.seat is not None and e.category]
    assert sum(row["points"]) == sum(scored) > 0


def test_whole_plays_the_game_out(monkeypatch):
    row, state = _played(monkeypatch, whole=True)
    assert state.is_over() and len(state.deals) > 1 and row["winner"] in (0, 1, None)
