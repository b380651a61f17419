"""Chouette Bézique's sitting: the book's rotation, the bets in hundreds, the two against
two form, and the sheet's settling up balancing to zero."""
import random

import pytest
from hypothesis import given, settings, strategies as st

from parlour.engine.cards import KING, QUEEN, TEN
from parlour.engine.core import Result
from parlour.engine.melding.tricks import strength
from parlour.sitting.chouette import ChouetteSitting, cut_for_order
from parlour.engine.ending import Ending


def sitting(n=4, **kw):
    names = ["Chou", "A", "B", "C", "D"][:n]
    kw.setdefault("line", names[1:] if kw.get("partner") is None else None)
    return ChouetteSitting(names, 0, **{k: v for k, v in kw.items() if v is not None})


def test_when_the_chouette_wins_the_next_adversary_takes_the_losers_place():
    s = sitting()
    assert s.seated == "A"
    g = s.record(True, 1100)
    assert g.against == "A" and s.seated == "B"
    assert s.line == ["B", "C", "A"]           # the beaten player goes to the foot


def test_when_the_chouette_loses_the_same_player_opposes_him_again():
    s = sitting()
    s.record(False, 600)
    assert s.seated == "A"
    s.record(False, 900)
    assert s.seated == "A"
    s.record(True, 500)
    assert s.seated == "B"


def test_a_drawn_game_keeps_the_same_adversary_and_passes_no_money():
    s = sitting()
    g = s.record(None, 0)
    assert s.seated == "A" and set(g.entry.net.values()) == {0} and g.entry.winner is None


def test_every_adversary_bets_with_the_chouette_in_hundreds():
    s = sitting()
    g = s.record(True, 1100)                   # the book's "1800 - 1200 + 500"
    assert g.entry.net == {"Chou": 33, "A": -11, "B": -11, "C": -11}
    assert g.entry.winner == "Chou"
    g = s.record(False, 2600)                  # the book's rubicon example
    assert g.entry.net == {"Chou": -78, "A": 26, "B": 26, "C": 26}
    assert g.entry.winner == "B, C and A"      # the line, in its order
    assert s.net() == {"Chou": -45, "A": 15, "B": 15, "C": 15}


def test_the_settlement_pays_the_net_and_balances_to_zero():
    s = sitting(5)
    for won, value in [(True, 1100), (True, 600), (False, 3900), (True, 500)]:
        s.record(won, value)
    net = s.net()
    assert sum(net.values()) == 0
    after = dict(net)
    for p in s.settlement():
        after[p.payer] += p.amount
        after[p.payee] -= p.amount
    assert set(after.values()) == {0}
    assert s.sheet.unit == "hundreds" and s.sheet.title == "Chouette Bézique"
    assert len(s.sheet.entries) == 4


def test_two_against_two_partners_share_and_the_adversaries_rotate():
    s = ChouetteSitting(["Chou", "A", "Partner", "C"], 0, partner=2, line=["C", "A"])
    assert s.side() == ["Chou", "Partner"] and s.seated == "C"
    g = s.record(True, 900)
    assert g.entry.net == {"Chou": 9, "Partner": 9, "A": -9, "C": -9}
    assert g.entry.winner == "Chou and Partner"
    assert s.seated == "A"
    s.record(False, 700)
    assert s.seated == "A" and s.net() == {"Chou": 2, "A": -2, "Partner": 2, "C": -2}


def test_two_against_two_needs_four_players():
    with pytest.raises(ValueError):
        ChouetteSitting(["Chou", "A", "B"], 0, partner=1)
    with pytest.raises(ValueError):
        ChouetteSitting(["Chou", "A", "B", "C"], 0, partner=0)


@pytest.mark.parametrize("n", [2, 6])
def test_three_to_five_players(n):
    with pytest.raises(ValueError):
        ChouetteSitting([f"P{i}" for i in range(n)])


def test_the_adversaries_cut_highest_card_first_and_ties_cut_again():
    for seed in range(40):
        order, cuts = cut_for_order(["A", "B", "C", "D"], random.Random(seed))
        assert sorted(order) == ["A", "B", "C", "D"]
        first_cut = dict(cuts[:4])
        ranks = [strength(first_cut[n]) for n in order]
        assert ranks == sorted(ranks, reverse=True)   # highest first
        if len({c & 7 for c in first_cut.values()}) < 4:
            assert len(cuts) > 4                      # the tied players cut again


def test_in_the_cut_the_ten_ranks_above_the_king_as_in_play():
    """rubicon-bezique.txt, PLAYERS: "In cutting, the cards rank as in play, the ace being
    the highest" (CARDS: "A 10 K Q J 9 8 7").  Seeds 11, 12 and 31 cut a Ten against a
    Queen or a King: the Ten's cutter plays first (Piquet's order would seat the other)."""
    for seed, ten_cutter in ((11, "B"), (12, "A"), (31, "A")):
        order, cuts = cut_for_order(["A", "B"], random.Random(seed))
        cut = dict(cuts)
        assert cut[ten_cutter] & 7 == TEN
        other = ({"A", "B"} - {ten_cutter}).pop()
        assert cut[other] & 7 in (QUEEN, KING)
        assert order == [ten_cutter, other]


def test_a_seeded_cut_is_repeatable_and_said_in_words():
    a = ChouetteSitting(["Chou", "A", "B", "C"], seed=5)
    b = ChouetteSitting(["Chou", "A", "B", "C"], seed=5)
    assert a.line == b.line
    assert a.cut_text().endswith(f"{a.seated} plays first.")


def test_record_result_reads_which_seat_the_chouette_sat_in():
    s = sitting(3)
    g = s.record_result(Result(1, 1300, Ending("game_scored", (1800, 1000)), [1800, 1030]), 1)
    assert g.won_by == "chouette" and g.entry.net["Chou"] == 26
    g = s.record_result(Result(1, 700, Ending("game_scored", (1400, 900)), [900, 1400]), 0)
    assert g.won_by == "line" and g.entry.net["Chou"] == -14


@settings(max_examples=60, deadline=None)
@given(st.integers(3, 5), st.lists(st.tuples(st.sampled_from([True, False, None]),
                                             st.integers(5, 60)), max_size=12))
def test_the_sheet_always_balances_and_every_adversary_gets_his_turn(n, games):
    s = sitting(n)
    faced = []
    for won, h in games:
        faced.append(s.seated)
        before = s.seated
        s.record(won, h * 100 if won is not None else 0)
        assert (s.seated != before) == bool(won)
        assert sum(s.net().values()) == 0
    wins = sum(1 for w, _ in games if w)
    if wins >= n - 1:
        assert set(faced) == set(s.line)


def test_a_sitting_is_kept_and_carried_on_with_its_sheet():
    s = sitting(4)
    s.record(True, 1100)
    again = ChouetteSitting.from_json(s.to_json(), s.sheet)
    assert again.line == s.line and again.played == 1 and again.net() == s.net()
    again.record(False, 500)
    assert again.seated == s.seated and again.played == 2
    other = sitting(4).sheet
    with pytest.raises(ValueError):
        ChouetteSitting.from_json(s.to_json(), other)
