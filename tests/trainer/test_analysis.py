"""analyse() and the ``parlour discard`` command."""
import json

import pytest

from parlour.ai.brain import Budget
from parlour.cli import main
from parlour.trainer import analyse, cli_entry

HAND = "AH KH QH JH 9H AC KC 8C AD 7D 8S 9S"
QUICK = Budget(seconds=60.0, samples=24)       # the advice's appraisal, fewer samples


@pytest.fixture(scope="module")
def quick():
    return analyse(HAND, "elder", budget=QUICK)


def test_every_legal_option_best_first_and_json_ready(quick):
    opts = quick["options"]
    assert len(opts) == 1585
    assert len({tuple(o["discard"]) for o in opts}) == 1585
    assert {o["ev_basis"] for o in opts} == {"evaluator"}     # one basis for every option
    assert all(o["se"] is not None and o["draws"] > 0 for o in opts)
    _best_first_then_by_cost(opts)
    assert opts[0]["cost"] == 0 and all(o["cost"] >= 0 for o in opts)
    assert opts[0]["equivalent"]
    json.loads(json.dumps(quick))


def _best_first_then_by_cost(opts):
    """The valuation's best at the head, then every option by its one value: the cost
    against the best rises as the value falls."""
    assert opts[0]["ev_basis"] == "evaluator" and opts[0]["cost"] == 0
    evs = [o["ev"] for o in opts]
    assert evs == sorted(evs, reverse=True)
    costs = [o["cost"] for o in opts]
    assert costs == sorted(costs)


def test_chances_are_distributions(quick):
    for o in quick["options"][:20]:
        ch = o["chances"]
        assert sum(ch["point"].values()) == pytest.approx(1, abs=1e-4)
        assert sum(ch["sequence"].values()) == pytest.approx(1, abs=1e-4)
        assert sum(ch["best_set"].values()) == pytest.approx(1, abs=1e-4)


def test_explanation_speaks_of_this_hand(quick):
    text = quick["explanation"]
    assert text.startswith("Best: throw " + " ".join(quick["options"][0]["discard"]))
    assert "hearts" in text    # the point suit of this hand


def test_without_playout_options_rank_by_declarations():
    res = analyse(HAND, "younger", full_deal=False)
    assert len(res["options"]) == 299
    decl = [o["declaration_ev"] for o in res["options"]]
    assert decl == sorted(decl, reverse=True)
    assert all(o["se"] is None for o in res["options"])


def test_the_players_own_choice_is_always_weighed():
    mine = ["AH", "KH", "QH"]
    res = analyse(HAND, "elder", budget=QUICK, extra=[mine])
    got = next(o for o in res["options"] if set(o["discard"]) == set(mine))
    assert got["ev_basis"] == "evaluator" and got["se"] is not None


@pytest.mark.slow
def test_cli_entry_prints_json(capsys):
    assert cli_entry(HAND, "younger", True) == 0
    out = json.loads(capsys.readouterr().out)
    assert len(out["options"]) == 299 and out["options"][0]["discard"]
    _best_first_then_by_cost(out["options"])
    assert {o["ev_basis"] for o in out["options"]} == {"evaluator"}


@pytest.mark.slow
def test_cli_entry_text(capsys):
    assert cli_entry(HAND, "younger", False) == 0
    assert "Best: throw" in capsys.readouterr().out


@pytest.mark.parametrize("hand, seat", [("AH KH", "elder"), ("AH AH " * 6, "elder"),
                                        ("ZZ " * 12, "elder"), (HAND, "dealer")])
def test_bad_input_is_a_one_line_value_error(hand, seat):
    with pytest.raises(ValueError) as err:
        cli_entry(hand, seat, False)
    assert "\n" not in str(err.value)


def test_command_line_status_two_for_a_bad_hand(capsys):
    assert main(["discard", "--hand", "AH KH", "--seat", "elder"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "twelve" in err


def test_hands_given_as_numbers_are_checked():
    from parlour.trainer.analysis import parse_hand
    assert parse_hand(list(range(12))) == tuple(range(12))
    with pytest.raises(ValueError):
        parse_hand(list(range(11)) + [40])


def test_younger_may_take_the_cards_elder_left():
    res = analyse(HAND, "younger", left_by_elder=2, budget=QUICK,
                  extra=[["8S", "9S", "7D", "8C", "KC"]])
    assert len(res["options"]) == 1 + 12 + 66 + 220 + 495 + 792
    five = next(o for o in res["options"] if set(o["discard"]) == {"8S", "9S", "7D", "8C", "KC"})
    assert five["ev_basis"] == "evaluator"    # valued in the engine: a legal exchange there


def test_each_step_carries_the_options_discards_as_cards_in_the_results_order():
    """The window reads the discards as cards from the step, not the JSON's names back."""
    from parlour.engine.cards import names
    from parlour.trainer import analysis_steps
    for step in analysis_steps(HAND, "younger", full_deal=False):
        assert [names(d) for d in step.discards] == \
            [o["discard"] for o in step.result["options"]]
        assert all(type(c) is int for d in step.discards for c in d)
