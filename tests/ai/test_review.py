"""Game review (parlour review): the expert goes over one player's Piquet decisions."""
import json

import pytest

from parlour.ai.brain import Budget
from parlour.ai.piquet import review as review_module
from parlour.ai.piquet.review import as_json, human_seat, review
from parlour.cli import main
from parlour.engine import records
from parlour.selfplay import play_one

SMALL = Budget(seconds=60.0, samples=8)


def _one_deal(seats=("ai:beginner", "ai:club"), seed=3):
    """A record of the first deal of a seeded game (the record of a deal in progress)."""
    game = play_one("piquet", None, None, list(seats), 0, seed, keep_record=True).record
    game = dict(game, deals=game["deals"][:1])
    game.pop("result", None)
    return game


def test_every_choice_of_the_seat_is_weighed_and_costs_are_never_negative():
    data = _one_deal()
    seat, decisions = review(data, 0, SMALL)
    assert seat == 0
    chosen = []
    records.replay(data, lambda state, action: chosen.append(action)
                   if action.seat == 0 and action.act in ("exchange", "play")
                   and len(state.legal_actions()) > 1 else None)
    weighed = [d for d in decisions if d.kind in ("exchange", "play")]
    assert len(weighed) == len(chosen)
    for d in weighed:
        assert d.cost >= 0 and d.se >= 0 and d.worlds >= 1
        if d.chosen == d.best:
            assert d.cost == 0


def test_a_beginners_slips_cost_points_and_the_total_adds_them_up():
    seat, decisions = review(_one_deal(), 0, SMALL)
    out = as_json(seat, decisions, ["ai:beginner", "ai:club"])
    assert any(d["cost"] > 0 for d in out["decisions"])
    assert out["cost"] == pytest.approx(sum(d.cost for d in decisions if d.cost > 0), abs=0.01)


def test_the_person_is_reviewed_by_default():
    assert human_seat({"seats": ["ai:club", "Ann"]}) == 1
    assert human_seat({"seats": ["You", "ai:expert"]}) == 0


def test_the_command_prints_the_review_as_json(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(review_module, "REVIEW_BUDGET", SMALL)
    path = tmp_path / "deal.json"
    path.write_text(json.dumps(_one_deal()))
    assert main(["review", str(path), "--seat", "0", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["seat"] == 0 and out["decisions"]
    assert main(["review", str(path), "--seat", "0"]) == 0
    assert "Estimated cost" in capsys.readouterr().out


def test_the_command_refuses_what_it_cannot_review(tmp_path, capsys):
    assert main(["review", str(tmp_path / "missing.json")]) == 2
    bezique = play_one("rubicon-bezique", None, None, ["ai:club", "ai:club"], 0, 1,
                       keep_record=True).record
    path = tmp_path / "bezique.json"
    path.write_text(json.dumps(bezique))
    assert main(["review", str(path)]) == 2
    assert "two-handed Piquet" in capsys.readouterr().err
