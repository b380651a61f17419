"""Dealt cards from outside (a record, a save) that no shuffle could give: every engine
refuses them with IllegalAction before building anything on them."""
import pytest

from parlour.engine import records
from parlour.engine.core import DealSetup, IllegalAction
from parlour.engine.games import new_game

from .helpers import VARIANT_IDS, VARIANTS, real_record


def good_setup(game, variant) -> DealSetup:
    return new_game(game, variant, seed=4).deals[0].setup


def damaged(setup: DealSetup, how: str) -> DealSetup:
    hands = [list(h) for h in setup.hands]
    if how == "dealer":
        return DealSetup(len(hands) + 3, hands, list(setup.stock), setup.turnup)
    if how == "negative dealer":
        return DealSetup(-1, hands, list(setup.stock), setup.turnup)
    if how == "one hand":
        return DealSetup(setup.dealer, hands[:1], list(setup.stock), setup.turnup)
    if how == "card moved":
        hands[0].append(hands[1].pop())
        return DealSetup(setup.dealer, hands, list(setup.stock), setup.turnup)
    if how == "card doubled":
        hands[0][0] = hands[0][1] if hands[0][1] != hands[0][0] else hands[1][0]
        return DealSetup(setup.dealer, hands, list(setup.stock), setup.turnup)
    if how == "no turn-up" and setup.turnup is not None:
        return DealSetup(setup.dealer, hands, list(setup.stock) + [setup.turnup], None)
    return None


HOW = ["dealer", "negative dealer", "one hand", "card moved", "card doubled", "no turn-up"]


@pytest.mark.parametrize("how", HOW)
@pytest.mark.parametrize("game,variant", VARIANTS, ids=VARIANT_IDS)
def test_an_impossible_deal_is_refused(game, variant, how):
    bad = damaged(good_setup(game, variant), how)
    if bad is None:
        pytest.skip("nothing to damage that way")
    with pytest.raises((IllegalAction, ValueError)):
        new_game(game, variant, deals=[bad])


@pytest.mark.parametrize("how", HOW)
@pytest.mark.parametrize("game,variant", VARIANTS, ids=VARIANT_IDS)
def test_a_record_with_an_impossible_deal_is_refused_in_one_line(game, variant, how):
    rec = real_record(game, variant, seed=4, steps=10)
    deal = rec["deals"][0]
    if how == "dealer":
        deal["dealer"] = len(rec["seats"]) + 3
    elif how == "negative dealer":
        deal["dealer"] = -1
    elif how == "one hand":
        deal["hands"] = deal["hands"][:1]
    elif how == "card moved":
        deal["hands"][0].append(deal["hands"][1].pop())
    elif how == "card doubled":
        deal["hands"][0][0] = deal["hands"][0][1]
    elif "turnup" in deal:
        deal.pop("turnup")
    else:
        pytest.skip("no turn-up in this game")
    with pytest.raises(records.RecordError) as exc:
        records.replay(rec)
    assert "\n" not in str(exc.value)


@pytest.mark.parametrize("game,variant", VARIANTS, ids=VARIANT_IDS)
def test_a_wrong_number_of_seats_is_refused(game, variant):
    players = len(new_game(game, variant, seed=1).seats)
    for names in (["Solo"], [f"P{i}" for i in range(players + 1)]):
        if len(names) == players or (game, variant) == ("piquet", "ecrire"):
            continue    # à écrire seats three to seven
        with pytest.raises(ValueError):
            new_game(game, variant, seats=names, seed=1)
        rec = real_record(game, variant, seed=1, steps=5)
        rec["seats"] = names
        with pytest.raises(records.RecordError):
            records.replay(rec)
