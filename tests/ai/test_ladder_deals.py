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
    res = state.result()
    assert row["deals"] == len(state.deals)
    # swap 0: player 0 sits in seat 0, so the game's value is the result's, signed
    assert row["game_value"] == (res.value if res.winner == 0 else -res.value)


def test_whole_games_are_summed_by_pair():
    rows = [{"pair": 0, "winner": 0, "game_value": 120, "deals": 6},
            {"pair": 0, "winner": 1, "game_value": -110, "deals": 6},
            {"pair": 1, "winner": 0, "game_value": 300, "deals": 6},
            {"pair": 1, "winner": None, "game_value": 0, "deals": 8}]
    out = duel.whole_games(rows)
    assert out["games_won"] == [2, 1]
    # pair 0: one each (0.5); pair 1: a win and a tie (0.75)
    assert out["share_won"] == 0.625 and out["share_ci95"][0] < 0.625 < out["share_ci95"][1]
    assert out["game_value"] == (5 + 150) / 2 and out["deals_a_game"] == 6.5


def test_a_later_run_goes_on_with_the_next_pairs_on_the_same_seeds(monkeypatch, tmp_path):
    played = []
    monkeypatch.setattr(duel, "_deal", lambda job: played.append(job[2:5]) or
                        {"pair": job[2], "swap": job[4], "diff": 0, "by": {},
                         "elder_first": job[4] == 0})
    duel.main(["--seats", "ai:club,ai:beginner", "--pairs", "2", "--first-pair", "3",
               "--seed", "4", "--workers", "1"])
    assert played == [(3, 4, 0), (3, 4, 1), (4, 4, 0), (4, 4, 1)]
