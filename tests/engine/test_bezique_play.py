"""The flow of a Rubicon deal: carte blanche, trumps, brisques, the last nine tricks."""
import pytest

from parlour.engine.bezique import RubiconBeziqueState, settle_rubicon
from parlour.engine.core import IllegalAction

from .bezique_helpers import (DEALER, PONE, act, card, game, meld, play, scores_of, trick)
from parlour.engine.events import (Cut, DealEnded, Dealt, GameEnded, Melded, Scored, TrickWon,
                                   Trumps)
from parlour.engine.actions import CarteBlanche, Pass, Play

LOSER = "7C 7C 8C 8C 9C 9C 7D 8D KC"
FILL = "7S 7D 8S 8D 9S 9D 7S 7D 8S 8D 9S 9D"
BLANK = "AS 10S 9S 8S 7S AH 10H 9H 8H"


def test_pone_shows_carte_blanche_before_leading():
    s = game(BLANK, LOSER, FILL)
    assert s.current_player() == PONE
    assert [type(a) for a in s.legal_actions()] == [CarteBlanche]
    with pytest.raises(IllegalAction):
        play(s, PONE, "AS")
    ev = act(s, PONE, "carte_blanche")
    assert scores_of(ev, "carte_blanche") == [50]
    assert sorted(s.observation(DEALER).known[PONE]) == sorted(map(card, BLANK.split()))


def test_carte_blanche_again_for_each_draw_without_a_court_card():
    s = game(BLANK, LOSER, "7D 7S 8D 8S 9D 9S KS 7H")
    act(s, PONE, "carte_blanche")
    trick(s, "AS", "7C")                    # pone draws 7D: no court card
    assert s.current_player() == PONE
    assert s.legal_actions()[0].cards == (card("7D"),)
    assert scores_of(act(s, PONE, "carte_blanche")) == [50]
    trick(s, "AH", "8C")                    # pone draws 8D: again
    assert scores_of(act(s, PONE, "carte_blanche")) == [50]
    trick(s, "10H", "8C")                   # pone draws 9D... and then KS ends it
    act(s, PONE, "carte_blanche")
    trick(s, "10S", "9C")
    assert s.current_player() == PONE and type(s.legal_actions()[0]) is Play
    assert s.points[PONE] == 200


def test_dealer_shows_carte_blanche_before_playing_to_the_first_trick():
    s = game(LOSER, BLANK, FILL)
    assert s.current_player() == PONE and type(s.legal_actions()[0]) is Play
    play(s, PONE, "KC")
    assert [type(a) for a in s.legal_actions()] == [CarteBlanche]
    assert s.current_player() == DEALER
    assert type(s.auto_action()) is CarteBlanche
    assert scores_of(act(s, DEALER, "carte_blanche")) == [50]
    play(s, DEALER, "AS")


def test_carte_blanche_written_with_the_wrong_cards_is_refused():
    s = game(BLANK, LOSER, FILL)
    with pytest.raises(IllegalAction):
        act(s, PONE, "carte_blanche", "AS")


def test_no_trumps_until_the_first_marriage_and_the_leader_wins_ties():
    s = game("AS KH QH KS QS 7H 8H 9H 10H", "AS 7C 8C 8C 9C 9C 7D 8D KC", FILL)
    ev = trick(s, "AS", "AS")                # identical cards: the leader wins
    assert [e.seat for e in ev if isinstance(e.payload, TrickWon)] == [PONE]
    assert s.trump is None
    ev = meld(s, PONE, "KS QS")
    assert scores_of(ev) == [40] and s.trump == 0
    assert [type(e.payload) for e in ev][:3] == [Melded, Trumps, Scored]
    trick(s, "7H", "8C")
    assert scores_of(meld(s, PONE, "KH QH")) == [20]   # a plain marriage now


def test_first_sequence_fixes_trumps_and_a_plain_sequence_scores_150():
    s = game("AS 10S KS QS JS AH 10H KH AC", LOSER, "QH 7D JH 8D")
    trick(s, "AC", "7C")
    meld(s, PONE, "AS 10S KS QS JS")
    assert s.trump == 0 and s.points[PONE] == 250
    trick(s, "AS", "8C")
    act(s, PONE, "pass")                     # keeps the heart marriage for the sequence
    trick(s, "10S", "8C")
    assert meld(s, PONE, "AH 10H KH QH JH")[1].points == 150


def test_plain_card_does_not_beat_a_trump_led_and_trumps_win_plain_suits():
    s = game("KS QS 7S AC 8S 9S 10S JS 7H", "AH 7C 8C 8C 9C 9C 7D 8D KC", FILL)
    trick(s, "AC", "7C")
    meld(s, PONE, "KS QS")                   # spades trumps
    ev = trick(s, "7H", "AH")                # same suit, higher wins
    assert [e for e in ev if isinstance(e.payload, TrickWon)][0].seat == DEALER


def test_brisques_are_gathered_by_the_winner_of_a_trick_holding_one():
    s = game("7S 8S KH QH 9S 10S JS 7H AS", LOSER, FILL)
    trick(s, "7S", "7C")                      # no brisque: stays face up
    act(s, PONE, "pass")
    assert s.observation(DEALER).face_up == (card("7S"), card("7C"))
    trick(s, "AS", "8C")
    assert s.observation(DEALER).face_up == ()
    assert s.brisques == [1, 0]
    assert s.observation(PONE).brisques is None   # counted only at the settlement


def test_last_nine_tricks_follow_suit_and_win_or_trump():
    s = game("KH QH AH 9H 7S 8S 9S 10S JS", "10H 7C 8C 9C 9C 7D 8D KC JH", FILL)
    trick(s, "7S", "7C")
    meld(s, PONE, "KH QH")                    # hearts trumps
    s.stock_pos = len(s.stock) - 2            # skip to the last draw (a test shortcut)
    trick(s, "8S", "8C")
    act(s, PONE, "pass") if s.phase == "declare" else None
    assert s.last_nine and s.stock_count() == 0
    assert s.table[PONE].cards() == [] and s.hand[PONE][card("KH")] == 1
    play(s, PONE, "QH")
    follows = sorted(a.cards[0] for a in s.legal_actions())
    assert follows == [card("10H")]           # must head the trick with the Ten
    with pytest.raises(IllegalAction):
        play(s, DEALER, "JH")
    play(s, DEALER, "10H")
    play(s, DEALER, "7D")                      # dealer leads diamonds
    hand = [c for c in range(32) if s.hand[PONE][c]]
    diamonds = [c for c in hand if c >> 3 == 2]
    legal = sorted(a.cards[0] for a in s.legal_actions())
    if diamonds:
        assert all(c >> 3 == 2 for c in legal)
    else:                                      # void: must trump
        assert all(c >> 3 == 1 for c in legal) or not any(c >> 3 == 1 for c in hand)


def test_whole_deal_ends_with_last_trick_and_the_settlement():
    s = RubiconBeziqueState(seed=7)
    while not s.is_over():
        s.apply(s.legal_actions()[0])
    last = [e for e in s.deals[0].events if e.category == "last_trick"]
    assert len(last) == 1 and last[0].points == 50
    assert sum(s.brisques) == 32
    r = s.result()
    assert r == settle_rubicon(s.points, s.brisques)
    summary = s.deal_summary(0)
    assert summary["brisques"] == s.brisques and summary["points"] == s.points
    kinds = [type(e.payload) for e in s.deals[0].events]
    assert kinds[:2] == [Cut, Dealt] and kinds[-2:] == [DealEnded, GameEnded]
    assert s.legal_actions() == [] and s.current_player() is None
    with pytest.raises(IllegalAction):
        s.apply(s.history[-1])


def test_play_from_the_table_errors():
    s = game("KH QH AS 7S 8S 9S 10S JS 7H", LOSER, FILL)
    trick(s, "AS", "7C")
    meld(s, PONE, "KH QH")
    with pytest.raises(IllegalAction):
        play(s, PONE, "7S", **{"from": "table"})
    with pytest.raises(IllegalAction):
        play(s, PONE, "KH", **{"from": "hand"})
    with pytest.raises(ValueError, match="'from' must be"):      # no record says it
        play(s, PONE, "KH", **{"from": "pocket"})
    with pytest.raises(IllegalAction):                           # nor may a program
        s.apply(Play(PONE, card("KH"), "pocket"))
    play(s, PONE, "KH")                        # only on the table: no "from" needed
    assert s.table[PONE].count[card("KH")] == 0


def test_turn_to_declare_does_not_tell_whether_the_winner_could_declare():
    could = game("KH QH AS 7S 8S 9S 10S JS 7H", LOSER, FILL)
    could_not = game("KH 8H AS 7S 8S 9S 10S JS 7H", LOSER, FILL)
    for s in (could, could_not):
        act(s, PONE, "play", "AS")
        act(s, DEALER, "play", "7C")
    assert could.observation(DEALER) == could_not.observation(DEALER)
    assert [type(a) for a in could_not.legal_actions()] == [Pass]
    assert type(could_not.auto_action()) is Pass and could.auto_action() is None
