"""Game review (parlour review): the expert goes over one player's Piquet decisions."""
import json
from dataclasses import asdict

import pytest

from parlour.ai.brain import Budget
from parlour.ai.piquet import review as review_module
from parlour.ai.piquet.review import as_json, human_seat, review
from parlour.cli import main
from parlour.engine import records
from parlour.selfplay import play_one
from parlour.engine.actions import Exchange, Play

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
                   if action.seat == 0 and type(action) in (Exchange, Play)
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
    costly = [d for d in decisions if d.costly()]
    assert costly and all(d.cost >= 2 * d.se and d.cost >= 0.5 for d in costly)
    # only the choices shown as mistakes count: a cost within its margin is no loss
    assert out["cost"] == pytest.approx(sum(d.cost for d in costly), abs=0.01)
    assert [d["costly"] for d in out["decisions"]] == [d.costly() for d in decisions]
    assert any(not d.costly() and d.cost > 0 for d in decisions)


def test_the_person_is_reviewed_by_default():
    assert human_seat({"seats": ["ai:club", "Ann"]}) == 1
    assert human_seat({"seats": ["You", "ai:expert"]}) == 0


@pytest.mark.slow
def test_the_command_prints_the_review_as_json(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(review_module, "ADVICE_BUDGET", SMALL)
    path = tmp_path / "deal.json"
    path.write_text(json.dumps(_one_deal()))
    assert main(["review", str(path), "--seat", "0", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["seat"] == 0 and out["decisions"]
    for d in out["decisions"]:            # the sentence, and the reason it is made from
        assert d["why"] and d["reason"]["gain"] and d["hand"]
        assert set(d) >= {"deal", "index", "kind", "chosen", "best", "cost", "se",
                          "worlds", "why", "reason", "hand"}
    assert main(["review", str(path), "--seat", "0"]) == 0
    text = capsys.readouterr().out
    assert "Estimated cost" in text
    lines = [line for line in text.splitlines() if line.startswith("Deal ")]
    assert lines and all(" points a deal (± " in line or "as good as" in line
                         for line in lines)


def test_the_command_refuses_what_it_cannot_review(tmp_path, capsys):
    assert main(["review", str(tmp_path / "missing.json")]) == 2
    bezique = play_one("rubicon-bezique", None, None, ["ai:club", "ai:club"], 0, 1,
                       keep_record=True).record
    path = tmp_path / "bezique.json"
    path.write_text(json.dumps(bezique))
    assert main(["review", str(path)]) == 2
    assert "two-handed Piquet" in capsys.readouterr().err


# ----- only what the player could see ----------------------------------------------------

def _swap(deal: dict, x: str, y: str) -> dict:
    """The deal's record with cards ``x`` and ``y`` exchanged wherever they appear."""
    def card(c):
        return y if c == x else x if c == y else c

    def cards(cs):
        return [card(c) for c in cs]
    actions = [dict(a, **({"cards": cards(a["cards"])} if "cards" in a else {}),
                    **({"card": card(a["card"])} if "card" in a else {}))
               for a in deal["actions"]]
    return dict(deal, hands=[cards(h) for h in deal["hands"]], stock=cards(deal["stock"]),
                actions=actions)


def _seen_and_hidden(data: dict, seat: int):
    """At each of ``seat``'s decisions with a choice: what he saw, and the other's hand."""
    out = []

    def watch(state, action):
        if action.seat == seat and len(state.legal_actions()) > 1:
            out.append((state.observation(seat), state.hands[1 - seat]))
    records.replay(data, watch)
    return out


def _hidden_swap(data: dict, seat: int):
    """Two cards of the other's (same suit, so his play stays legal) exchanged all through
    the deal, such that the seat sees exactly the same at his first decisions while the
    other's hand at the last of them differs: (the changed record, how many decisions)."""
    deal = data["deals"][0]
    his = set(deal["hands"][1 - seat]) | set(deal["stock"])
    before = _seen_and_hidden(data, seat)
    best = None
    for x in sorted(his):
        for y in sorted(his):
            if x >= y or x[-1] != y[-1]:
                continue
            changed = dict(data, deals=[_swap(deal, x, y)])
            try:
                after = _seen_and_hidden(changed, seat)
            except records.RecordError:
                continue
            same = 0
            while same < min(len(before), len(after)) and \
                    before[same][0] == after[same][0]:
                same += 1
            if same and before[same - 1][1] != after[same - 1][1] and \
                    (best is None or same > best[1]):
                best = (changed, same)
    return best


@pytest.mark.slow
def test_the_review_of_a_decision_uses_only_what_the_player_could_see():
    data = _one_deal(seed=2)
    found = _hidden_swap(data, 0)
    assert found is not None
    changed, same = found
    assert same >= 3                       # the exchange and cards played after it
    _, mine = review(data, 0, SMALL)
    _, theirs = review(changed, 0, SMALL)
    assert [asdict(d) for d in mine[:same]] == [asdict(d) for d in theirs[:same]]


# ----- a whole partie ----------------------------------------------------------------

@pytest.mark.slow
def test_a_whole_partie_is_reviewed_deal_by_deal_with_progress_for_each_decision():
    data = play_one("piquet", "rubicon", None, ["ai:beginner", "ai:club"], 0, 2,
                    keep_record=True).record
    told = []
    seat, decisions = review(data, 0, Budget(seconds=60.0, samples=3),
                             progress=lambda done, total: told.append((done, total)))
    total = told[0][1]
    assert told == [(i, total) for i in range(total + 1)]
    assert {d.deal for d in decisions} == set(range(1, len(data["deals"]) + 1))
    assert len(data["deals"]) >= 6
    one = review(data, 0, Budget(seconds=60.0, samples=3), deals={2})[1]
    assert one and {d.deal for d in one} == {2}


def test_this_deal_is_the_last_one_the_player_acted_in():
    from parlour.ai.piquet.review import is_reviewable, last_deal_of
    data = {"deals": [{"actions": [{"seat": 0}, {"seat": 1}]}, {"actions": [{"seat": 1}]},
                      {"actions": []}]}
    assert last_deal_of(data, 1) == 2 and last_deal_of(data, 0) == 1
    assert last_deal_of({"deals": []}, 0) is None
    assert is_reviewable("piquet", "rubicon", 2) and is_reviewable("piquet", "au-cent", 2)
    assert not is_reviewable("piquet", "normand", 3)
    assert not is_reviewable("rubicon-bezique", "rubicon", 2)


def test_a_record_whose_game_is_not_a_name_is_refused_as_not_reviewable():
    # a hand-edited record may hold anything under "game": a list once made the
    # registry lookup raise TypeError (unhashable) instead of the review's ValueError
    for game in (["piquet"], None, 3):
        with pytest.raises(ValueError, match="two-handed Piquet"):
            review({"game": game, "variant": "rubicon", "seats": ["a", "b"], "deals": []})
