"""The explanation is built from the analysis: each theme appears when the hand calls
for it, with this hand's suits and numbers."""
import pytest

from parlour.ai.brain import Budget
from parlour.trainer import analyse

QUICK = Budget(seconds=60.0, samples=24)       # the advice's appraisal, fewer samples


@pytest.fixture(scope="module")
def elder_spades_void():
    # hearts are the point; the two small spades are the natural whole suit to throw
    return analyse("AH KH QH JH 9H AC KC 8C AD 7D 8S 9S", "elder", budget=QUICK, need=40)


def test_elder_keeps_the_point_and_throws_a_whole_suit(elder_spades_void):
    text = elder_spades_void["explanation"]
    assert "keeps the point suit, hearts" in text
    assert "clears the spades entirely" in text


def test_needing_points_is_answered_from_the_play_outs(elder_spades_void):
    assert "Needing 40" in elder_spades_void["explanation"]
    # the best is among the discards played out for the need
    assert "reach_need" in elder_spades_void["options"][0]


def test_younger_is_told_about_the_guards_he_keeps():
    res = analyse("KS 8S AH QH JH 10H 9H KC 7C QD 9D 8D", "younger", budget=QUICK)
    best = res["options"][0]["discard"]
    if "KS" not in best and "8S" not in best:
        assert "guarded King of spades" in res["explanation"]


def test_a_low_trio_is_weighed_not_chased():
    res = analyse("10H 10S 10C AH KH QH JH 7S 8C 7D 8D 9D", "elder", budget=QUICK)
    assert "three Tens" in res["explanation"]
