"""Binocle's deal and play: dealing, the turn-up and dix, tricks, the meld window, the
last draw and the last twelve tricks.  Seat 0 is the pone (he leads first), seat 1 deals."""
import json
import random

import pytest

from parlour.engine.binocle import BinocleState
from parlour.engine.binocle.phase import MELD
from parlour.engine.cards import parse_card, parse_cards
from parlour.engine.core import IllegalAction
from parlour.engine.games import new_game
from parlour.engine.melding.tricks import beats
from parlour.engine.replay import follow
from parlour.engine.observed import PlayedCard, Trick, to_json

from .binocle_deals import act, game, play, scores_by, trick
from parlour.engine.events import DealEnded, Drew, Played, TrickWon
from parlour.engine.actions import Dix, Meld, Pass, Play

# The pone holds the four Kings and four Queens and leads Aces; the dealer holds no
# hearts (trumps) and no Aces, so the pone wins every trick he leads with an Ace.
PONE_220 = "KS KH KD KC QS QH QD QC AC AC AD AD"
DEALER_LOW = "9S 9S 9D 9D 9C 9C JS JS JC JC 10S 10S"


def finish_stock(s):
    """Play to the end of the stock: first card each time, dix shown, melds passed."""
    while not s.final and not s.is_over():
        acts = s.legal_actions()
        kinds = {type(a) for a in acts}
        s.apply(next(a for a in acts if type(a) in (Dix, Pass)) if kinds & {Dix, Pass}
                else acts[0])


# ----- dealing ----------------------------------------------------------------------------

class _NoShuffle(random.Random):
    def shuffle(self, x):
        pass


def test_deal_four_at_a_time_pone_first_and_the_25th_card_turned_up():
    s = BinocleState(seed=0)
    s.rng = _NoShuffle()
    pack = s.pack
    d = s._shuffle_deal(1)
    assert d.hands[0] == pack[0:4] + pack[8:12] + pack[16:20]
    assert d.hands[1] == pack[4:8] + pack[12:16] + pack[20:24]
    assert d.turnup == pack[24] and d.stock == pack[25:]


@pytest.mark.parametrize("variant,stock", [("48", 23), ("64", 39)])
def test_twelve_cards_each_and_the_stock(variant, stock):
    s = new_game("binocle", variant, seed=4)
    obs = s.observation(0)
    assert len(obs.hand) == 12 and obs.hand_sizes == (12, 12)
    assert obs.stock == stock and obs.turnup is not None
    assert s.current_player() == 1 - s.dealer             # the pone leads


def test_default_variant_is_48_and_the_pack_is_two_packs_nine_to_ace():
    s = new_game("binocle", seed=1)
    assert s.variant == "48" and len(s.pack) == 48 and min(c & 7 for c in s.pack) == 2


def test_dix_turned_up_scores_ten_for_the_dealer_at_once():
    s = game(PONE_220, DEALER_LOW, "9H")
    assert s.scores == [0, 10]
    assert scores_by(s.deals[0].events, "dix") == [(1, 10)]


def test_sixty_four_card_game_the_seven_is_the_dix():
    s = game(PONE_220, DEALER_LOW, "7H", variant="64")
    assert s.scores == [0, 10]
    s = game(PONE_220, DEALER_LOW, "9H", variant="64")
    assert s.scores == [0, 0]


def test_a_turn_up_that_is_not_the_dix_scores_nothing():
    assert game(PONE_220, DEALER_LOW, "JH").scores == [0, 0]


# ----- tricks -----------------------------------------------------------------------------

def test_identical_cards_the_leader_wins():
    s = game("JC AC AC AD AD 10C 10C 10D 10D QC QC KS",
             "JC 9S 9S 9D 9D 9C 9C JS JS 10S 10S KD", "JH")
    ev = trick(s, "JC", "JC")
    assert [e.seat for e in ev if isinstance(e.payload, TrickWon)] == [0]
    assert s.leader == 0 and scores_by(ev, "counting") == [(0, 4)]


def test_second_player_need_not_follow_suit_nor_trump_in_the_stock_play():
    s = game(PONE_220, DEALER_LOW, "JH")
    play(s, 0, "AC")
    hand = set(parse_cards(DEALER_LOW))
    assert {a.card for a in s.legal_actions()} == hand


def test_counting_cards_are_scored_as_soon_as_the_trick_is_taken():
    s = game(PONE_220, DEALER_LOW, "JH")
    ev = trick(s, "AC", "10S")
    assert scores_by(ev, "counting") == [(0, 21)] and s.scores == [21, 0]


def test_only_the_last_trick_turned_down_may_be_seen_the_rest_is_memory():
    s = game(PONE_220, DEALER_LOW, "JH")
    trick(s, "AC", "9S")
    act(s, 0, "pass")
    trick(s, "AC", "9D")
    for seat in (0, 1):
        obs = s.observation(seat)
        assert obs.last_trick == Trick(0, (PlayedCard(0, parse_card("AC")),
                                           PlayedCard(1, parse_card("9D"))), 0)
        # the first trick is turned down: its Nine of spades shows nowhere but in the
        # seat's own hand and the memory of cards played (what a player saw played)
        rest = {k: v for k, v in to_json(obs).items() if k not in ("played", "copies")}
        assert json.dumps(rest).count('"9S"') == obs.hand.count(parse_card("9S"))
        # the same for the cards by copy: in the hand and the memory of cards played
        nine = parse_card("9S")
        assert all(k.card != nine for t in obs.copies.tables for k in t)
        assert obs.copies.turnup is None or obs.copies.turnup.card != nine
        assert PlayedCard(0, parse_card("AC")) in obs.played and PlayedCard(1, nine) in obs.played


def test_the_winner_of_a_trick_leads_the_next():
    s = game(PONE_220, DEALER_LOW, "JH")
    trick(s, "KS", "9S")     # dealer does not beat
    act(s, 0, "pass")
    trick(s, "QC", "JC")     # the Jack does not beat the Queen either
    act(s, 0, "pass")
    play(s, 0, "QD")
    play(s, 1, "9D")         # a Nine is lower
    assert s.current_player() == 0


# ----- the meld window --------------------------------------------------------------------

def test_the_winner_melds_after_the_trick_and_before_drawing():
    s = game(PONE_220, DEALER_LOW, "JH", stock_top="AS AS")
    trick(s, "AC", "9S")
    assert s.phase is MELD and s.current_player() == 0
    obs = s.observation(0)
    assert obs.stock == 23 and len(obs.hand) == 11       # not drawn yet
    kinds = [type(a) for a in s.legal_actions()]
    assert kinds[-1] is Pass and Meld in kinds
    ev = act(s, 0, "meld", "KS KH KD KC")
    assert scores_by(ev, "four") == [(0, 80)]
    assert [type(e.payload) for e in ev][-2:] == [Drew, Drew]
    assert s.observation(1).tables[0] == tuple(parse_cards("KS KH KD KC"))


def test_only_the_winner_may_meld_and_only_one_meld_per_trick():
    s = game(PONE_220, DEALER_LOW, "JH")
    trick(s, "AC", "9S")
    with pytest.raises(IllegalAction):
        act(s, 1, "meld", "QS JD")
    act(s, 0, "meld", "KH QH")
    with pytest.raises(IllegalAction):
        act(s, 0, "meld", "KS QS")        # the draw has happened: the next trick first


def test_drawing_without_melding_loses_the_chance_until_another_trick():
    s = game(PONE_220, DEALER_LOW, "JH")
    trick(s, "AC", "9S")
    act(s, 0, "pass")
    with pytest.raises(IllegalAction):
        act(s, 0, "meld", "KH QH")


def test_the_window_opens_even_with_nothing_to_meld():
    s = game("AC AC AD AD 10C 10C 10D 10D QC QC KS KS", DEALER_LOW, "JH")
    trick(s, "AC", "9S")
    assert [type(a) for a in s.legal_actions()] == [Pass]


def test_the_four_kings_and_four_queens_worth_220_in_play():
    s = game(PONE_220, DEALER_LOW, "JH", stock_top="AH 9H AH 9H")
    melds = ("KS KH KD KC", "KH QH", "KS QS", "KD QD", "QS QH QD QC")
    for lead, follow, m in zip(("AC", "AC", "AD", "AD", "AH"), ("9S", "9S", "9D", "9D", "9C"),
                               melds):
        trick(s, lead, follow)
        act(s, 0, "meld", m)
    scored = sum(e.points for e in s.deals[0].events
                 if e.category in ("four", "marriage") and e.seat == 0)
    assert scored == 220
    trick(s, "AH", "9C")
    with pytest.raises(IllegalAction, match="fresh card"):
        act(s, 0, "meld", "KC QC")           # no fresh card left for the fourth marriage


def test_melded_cards_may_be_led_from_the_table():
    s = game(PONE_220, DEALER_LOW, "JH")
    trick(s, "AC", "9S")
    act(s, 0, "meld", "KS KH KD KC")
    assert Play(0, parse_card("KS")) in s.legal_actions()
    play(s, 0, "KS")
    assert s.observation(1).tables[0] == tuple(parse_cards("KH KD KC"))


def test_from_table_or_hand_when_both_hold_the_card():
    s = game("QS QS JD AC AC AD AD 10C 10C 10D 10D JH", DEALER_LOW, "JH")
    trick(s, "AC", "9S")
    act(s, 0, "meld", "QS JD")
    acts = s.legal_actions()
    qs = parse_card("QS")
    assert Play(0, qs) in acts
    assert Play(0, qs, "table") in acts
    play(s, 0, "QS", **{"from": "table"})
    assert s.observation(0).tables[0] == (parse_card("JD"),)
    assert qs in s.observation(0).hand


def test_a_record_may_leave_the_pass_out():
    s = game(PONE_220, DEALER_LOW, "JH", stock_top="AS 9H")
    trick(s, "AC", "9S")
    lead = Play(0, parse_card("AS"))
    with pytest.raises(IllegalAction):
        s.apply(lead)                # the engine itself wants the pass
    assert s.phase is MELD    # left untouched
    ev = follow(s, lead)             # the card just drawn: passed, drew, then led
    assert [type(e.payload) for e in ev] == [Drew, Drew, Played]
    assert [type(a) for a in s.history[-2:]] == [Pass, Play]
    s2 = game(PONE_220, DEALER_LOW, "JH", stock_top="AS 9H")
    trick(s2, "AC", "9S")
    with pytest.raises(IllegalAction):
        follow(s2, Play(0, parse_card("AH")))   # not held even after the draw


# ----- dix --------------------------------------------------------------------------------

DIX_PONE = "9H 9H QH AC AC AD AD 10C 10C 10D 10D QC"


def test_dix_exchanged_for_the_turn_up_scores_ten():
    s = game(DIX_PONE, DEALER_LOW, "KH")
    trick(s, "AC", "9S")
    acts = s.legal_actions()
    assert [type(a) for a in acts] == [Dix, Dix]          # the dix comes first
    ev = act(s, 0, "dix", "9H", exchange=True)
    assert scores_by(ev, "dix") == [(0, 10)]
    obs = s.observation(0)
    assert obs.turnup == parse_card("9H") and parse_card("KH") in obs.hand
    assert obs.hand.count(parse_card("9H")) == 1
    assert s.observation(1).opponent_known == (parse_card("KH"),)
    # the second dix may only be shown now; then the royal marriage in the same turn
    assert [a.exchange for a in s.legal_actions()] == [False]
    act(s, 0, "dix", "9H")
    ev = act(s, 0, "meld", "KH QH")
    assert scores_by(ev, "marriage") == [(0, 40)]
    assert s.scores == [11 + 10 + 10 + 40, 0]


def test_a_shown_dix_scores_once():
    s = game("9H QH AC AC AD AD 10C 10C 10D 10D QC QC", DEALER_LOW, "KH")
    trick(s, "AC", "9S")
    act(s, 0, "dix", "9H")
    assert [type(a) for a in s.legal_actions()] == [Pass]
    act(s, 0, "pass")
    trick(s, "AC", "9S")
    assert all(type(a) is not Dix for a in s.legal_actions())
    with pytest.raises(IllegalAction):
        act(s, 0, "dix", "9H")


def test_the_dix_comes_before_a_meld_and_a_record_without_it_claims_it():
    s = game("9H KH QH AC AC AD AD 10C 10C 10D 10D QC", DEALER_LOW, "JH")
    trick(s, "AC", "9S")
    with pytest.raises(IllegalAction, match="dix first"):
        act(s, 0, "meld", "KH QH")
    assert s.auto_action() == Dix(0, parse_card("9H"))


def test_the_dix_only_after_winning_a_trick():
    s = game(DEALER_LOW, DIX_PONE, "KH")        # the dealer holds the dixes
    with pytest.raises(IllegalAction):
        act(s, 1, "dix", "9H")
    trick(s, "9S", "QH")                         # the dealer trumps and wins
    assert s.current_player() == 1 and type(s.legal_actions()[0]) is Dix


def test_no_exchange_after_the_dix_was_turned_up():
    s = game(DIX_PONE.replace("9H 9H", "9H QD"), DEALER_LOW, "9H")
    trick(s, "AC", "9S")
    assert [a.exchange for a in s.legal_actions()] == [False]


# ----- the last draw and the last twelve tricks -------------------------------------------

def step_to_the_last_draw(s):
    """Play (first card, dix shown, no melds) until the trick before the last draw."""
    while len(s.stock) > 1 or s.lead is not None or s.phase is MELD:
        acts = s.legal_actions()
        s.apply(next((a for a in acts if type(a) in (Dix, Pass)), acts[0]))


def test_the_last_draw_winner_takes_the_last_card_loser_the_turn_up():
    for seed in (11, 12, 13):
        s = BinocleState(seed=seed)
        last, turnup = s.deals[0].setup.stock[-1], s.turnup
        step_to_the_last_draw(s)
        before = [s.hand[0][:], s.hand[1][:]]
        s.apply(s.legal_actions()[0])
        s.apply(s.legal_actions()[0])
        winner = s.leader
        while s.phase is MELD:
            s.apply(next(a for a in s.legal_actions() if type(a) in (Dix, Pass)))
        assert s.final and s.turnup is None and not s.stock
        lo = 1 - winner
        assert s.hand[winner][last] - before[winner][last] >= 1
        assert s.hand[lo][turnup] - before[lo][turnup] >= 1
        # the turn-up was public: the winner knows where it went
        assert turnup in s.observation(winner).opponent_known
        assert s.observation(0).turnup is None and s.observation(0).stock == 0


def test_melds_return_to_the_hands_when_the_stock_is_exhausted():
    s = game(PONE_220, DEALER_LOW, "JH")
    trick(s, "AC", "9S")
    act(s, 0, "meld", "KS KH KD KC")
    while not s.final:
        table = s.board[0].cards()
        acts = s.legal_actions()
        s.apply(next((a for a in acts if type(a) in (Dix, Pass)), acts[0]))
    assert table, "the melded Kings should still lie on the table"
    obs = s.observation(0)
    assert obs.tables == ((), ()) and len(obs.hand) == 12
    known = s.observation(1).opponent_known
    for c in table:
        assert c in obs.hand and c in known
    # from now on only cards in hand, never "from": "table"
    assert all(type(a) is not Play or a.source is None for a in s.legal_actions())


def test_no_meld_or_dix_in_the_last_twelve_tricks():
    s = BinocleState(seed=3)
    finish_stock(s)
    assert all(type(a) is Play for a in s.legal_actions())
    with pytest.raises(IllegalAction):
        act(s, s.current_player(), "pass")


def test_the_last_twelve_tricks_follow_and_win_if_possible_else_trump():
    seen = set()
    for seed in range(40):
        s = BinocleState(seed=seed)
        rng = random.Random(seed)
        while not s.is_over():
            if s.final and s.lead is not None:
                me = 1 - s.leader
                hand = [c for c in s.valid if s.hand[me][c]]
                allowed = {a.card for a in s.legal_actions() if type(a) is Play}
                lead, trump = s.lead, s.trump
                same = [c for c in hand if c >> 3 == lead >> 3]
                if same:
                    better = [c for c in same if beats(c, lead, trump)]
                    assert allowed == set(better or same)
                    seen.add("win" if better else "follow")
                elif any(c >> 3 == trump for c in hand):
                    assert allowed == {c for c in hand if c >> 3 == trump}
                    seen.add("trump")
                else:
                    assert allowed == set(hand)
                    seen.add("any")
            s.apply(rng.choice(s.legal_actions()))
    assert seen == {"win", "follow", "trump", "any"}


def test_a_wrong_card_in_the_last_tricks_is_refused_and_the_state_kept():
    for seed in range(30):
        s = BinocleState(seed=seed)
        finish_stock(s)
        s.apply(s.legal_actions()[0])
        me = 1 - s.leader
        allowed = {a.card for a in s.legal_actions()}
        wrong = [c for c in s.valid if s.hand[me][c] and c not in allowed]
        if wrong:
            before = s.observation(me)
            with pytest.raises(IllegalAction, match="follow suit"):
                s.apply(Play(me, wrong[0]))
            assert s.observation(me) == before
            return
    pytest.fail("no deal with a refused card found")


def test_last_trick_scores_ten_and_the_counting_cards_make_250():
    complete = 0
    for seed in range(60):
        s = BinocleState(seed=seed)
        rng = random.Random(seed)
        while not s.is_over():
            s.apply(rng.choice(s.legal_actions()))
        for log in s.deals:
            if not any(isinstance(e.payload, DealEnded) for e in log.events):
                continue
            complete += 1
            last = [e for e in log.events if e.category == "last_trick"]
            assert len(last) == 1 and last[0].points == 10
            total = sum(e.points for e in log.events
                        if e.category in ("counting", "last_trick"))
            assert total == 250
    assert complete > 100


def test_a_meld_must_be_a_combination_held_by_the_player():
    s = game(PONE_220, DEALER_LOW, "JH")
    trick(s, "AC", "9S")
    with pytest.raises(IllegalAction, match="not a combination"):
        act(s, 0, "meld", "KS KS KH KD")
    with pytest.raises(IllegalAction, match="do not hold"):
        act(s, 0, "meld", "QS JD")
    assert s.phase is MELD and s.scores == [11, 0]


def test_sixty_four_card_game_seven_of_trumps_exchanged():
    s = game("7H 8H AC AC AD AD 10C 10C 10D 10D QC QC",
             "9S 9S 8S 8S 7C 7C 7D 7D 8C 8C 10S 10S", "KH", variant="64")
    trick(s, "AC", "8S")
    act(s, 0, "dix", "7H", exchange=True)
    assert s.observation(0).turnup == parse_card("7H")
    assert parse_card("KH") in s.observation(0).hand
    assert s.scores == [21, 0]


def test_actions_of_other_games_are_refused_by_name():
    s = game(PONE_220, DEALER_LOW, "JH")
    with pytest.raises(IllegalAction, match="not a Binocle action"):
        act(s, 0, "announce", "KH QH")
