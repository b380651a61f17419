"""Rule options of rules/SUPPLEMENT.md, each tested both ways, and Chinese Bézique."""
import pytest

from parlour.engine.bezique import ChineseBeziqueState, RubiconBeziqueState
from parlour.engine.core import IllegalAction
from parlour.engine.games import new_game

from .bezique_helpers import DEALER, PONE, act, game, meld, play, scores_of, trick
from parlour.engine.events import StockExhausted, TrickWon
from parlour.engine.actions import Pass

LOSER = "7C 7C 8C 8C 9C 9C 7D 8D KC"
FILL = "7S 7D 8S 8D 9S 9D 7S 7D 8S 8D 9S 9D"
HAND = "KS QS JD QC JH AS AC AD 7H"


def spades_trumps(options):
    s = game(HAND, LOSER, FILL, options=options)
    trick(s, "AS", "7C")
    meld(s, PONE, "KS QS")
    trick(s, "AC", "8C")
    return s


def test_double_bezique_suits_off_bezique_is_spade_queen_and_diamond_jack():
    s = spades_trumps(None)
    assert scores_of(meld(s, PONE, "QS JD")) == [40]
    trick(s, "AD", "8C")
    with pytest.raises(IllegalAction):
        meld(s, PONE, "QC JH")


def test_double_bezique_suits_on_spade_trumps_make_club_queen_and_heart_jack():
    s = spades_trumps({"double_bezique_suits": True})
    with pytest.raises(IllegalAction):
        meld(s, PONE, "QS JD")
    assert scores_of(meld(s, PONE, "QC JH")) == [40]


def test_double_bezique_suits_on_but_hearts_trumps_keep_the_book_pair():
    s = game("KH QH QS JD 9S AS AC 8S 7H", LOSER, FILL,
             options={"double_bezique_suits": True})
    trick(s, "AS", "7C")
    meld(s, PONE, "KH QH")
    trick(s, "AC", "8C")
    assert scores_of(meld(s, PONE, "QS JD")) == [40]


def play_out(s):
    while not s.is_over():
        s.apply(s.legal_actions()[-1] if type(s.legal_actions()[-1]) is not Pass
                else s.legal_actions()[0])
    return s


@pytest.mark.parametrize("size", [9, 12])
def test_chinese_hand_size_both_ways(size):
    options = {} if size == 9 else {"chinese_hand_size": size}
    s = ChineseBeziqueState(options=options, seed=3)
    setup = s.deals[0].setup
    assert [len(h) for h in setup.hands] == [size, size]
    assert len(setup.stock) == 192 - 2 * size
    play_out(s)
    kinds = [type(e.payload) for e in s.deals[0].events]
    after = kinds[kinds.index(StockExhausted):]
    assert after.count(TrickWon) == size       # the last nine (or twelve) tricks
    assert sum(s.brisques) == 48


def test_rubicon_uses_four_packs_and_refuses_the_chinese_option():
    s = RubiconBeziqueState(seed=1)
    setup = s.deals[0].setup
    assert len(setup.stock) + 18 == 128
    with pytest.raises(ValueError):
        RubiconBeziqueState(options={"chinese_hand_size": 12})


def test_registry_names():
    assert new_game("rubicon-bezique", seed=1).variant == "rubicon"
    g = new_game("chinese-bezique", seed=1)
    assert (g.game, g.variant) == ("chinese-bezique", "chinese")


def double_then_new_queen(options):
    s = game("QS QS JD JD QS AS AC AD 7H", LOSER, FILL, options=options)
    trick(s, "AS", "7C")
    meld(s, PONE, "QS QS JD JD")
    trick(s, "AC", "8C")
    if s.phase == "declare":                     # (could re-form it at once: later)
        act(s, PONE, "pass")
    play(s, PONE, "QS", **{"from": "table"})     # breaks the double bézique
    play(s, DEALER, "8C")
    return s


def test_reform_double_bezique_off_a_new_card_reforms_only_the_single():
    # the book: "a new card simply re-forms the single bézique"; the double's Jack may
    # not serve in a single either (no lower declaration from a higher one)
    s = double_then_new_queen(None)
    assert s.phase == "play"                     # nothing to declare
    with pytest.raises(IllegalAction):
        meld(s, PONE, "QS QS JD JD")


def test_reform_double_bezique_on_a_new_queen_makes_the_double_whole_again():
    s = double_then_new_queen({"reform_double_bezique": True})
    assert scores_of(meld(s, PONE, "QS QS JD JD")) == [500]


def test_single_bezique_reformed_by_a_queen_led_either_way():
    for options in (None, {"reform_double_bezique": True}):
        s = game("QS JD QS AS AC 7S 8S 9S 10S", LOSER, FILL, options=options)
        trick(s, "AS", "7C")
        meld(s, PONE, "QS JD")
        trick(s, "AC", "8C")
        assert s.phase == "play"                 # a new Queen laid beside: nothing
        trick(s, "QS", "8C")
        assert scores_of(meld(s, PONE, "QS JD")) == [40]
