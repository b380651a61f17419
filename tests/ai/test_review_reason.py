"""The review's reasons: what the expert's choice gains, typed, and its one sentence."""
import random
from types import SimpleNamespace

from parlour.ai.piquet.review import Decision, moments
from parlour.ai.piquet.review_reason import Reason, exchange_reason, play_reason
from parlour.ai.piquet.review_words import sentence
from parlour.ai.piquet.seat_masks import SeatMasks
from parlour.engine.cards import mask_of, parse_card, parse_cards


def cs(text: str) -> tuple[int, ...]:
    """Cards written in the notation, as the review holds them."""
    return tuple(parse_cards(text))


def _m(text: str) -> int:
    return mask_of([parse_card(c) for c in text.split()])


def _c(text: str) -> int:
    return parse_card(text)


def _view(hand, trick=None, gone="", shown="", voids=""):
    """What play_reason reads of what a seat knows (seat 0): hand, the card led to him, the
    cards out of play, the other's declared cards still held, his voids."""
    return SimpleNamespace(
        seat=0, hand=_m(hand), trick=[(1, _c(trick))] if trick else [], discards=0,
        gone=lambda: _m(gone) | (_m(trick) if trick else 0),
        held_by_other=lambda seat: _m(shown), voids=lambda seat: _m(voids))


def test_following_the_expert_wins_the_trick_you_gave_up():
    r = play_reason(_view("AH 8H 7S", trick="KH"), _c("8H"), _c("AH"), 3.0)
    assert r == Reason("trick", cs("AH"), 3.0)


def test_winning_with_a_higher_card_than_needed():
    r = play_reason(_view("AH QH 7S", trick="JH"), _c("AH"), _c("QH"), 1.0)
    assert r.gain == "cheaper" and r.cards == cs("AH")


def test_leading_into_a_card_the_other_declared():
    r = play_reason(_view("KH 9H 7S AC", shown="AH QD"), _c("KH"), _c("AC"), 2.1)
    assert r.gain == "unbeaten" and r.cards == cs("AH") and r.shown == cs("AH")
    d = Decision(1, 9, "play", cs("KH"), cs("AC"), 2.1, 0.5, 40, r)
    assert sentence(d) == ("Playing the KH cost 2.1 points a deal (± 1.0): playing the AC "
                           "instead does not run into a higher card; the other's "
                           "declarations showed the AH")


def test_leading_a_sure_trick():
    r = play_reason(_view("AS 9H 7C", gone="AH KH QH JH 10H"), _c("7C"), _c("AS"), 1.0)
    assert r.gain == "sure" and r.cards == cs("AS")
    r = play_reason(_view("AS 9H 7C", gone="AH KH QH JH 10H"), _c("7C"), _c("9H"), 1.0)
    assert r.gain == "sure" and r.cards == cs("9H")     # the Hearts above it are gone


def test_discarding_the_guard_of_a_king():
    r = play_reason(_view("KS 7S 8C 9C", trick="AD", voids=""), _c("7S"), _c("8C"), 1.5)
    assert r.gain == "guard" and r.cards == cs("KS")
    # with the Ace of Spades out of play the King needs no guard
    r = play_reason(_view("KS 7S 8C 9C", trick="AD", gone="AS"), _c("7S"), _c("8C"), 1.5)
    assert r.gain == "afterwards"


def test_a_void_the_other_showed_is_named():
    r = play_reason(_view("AH 8H 7S", trick="KH", voids="7S 8S 9S 10S JS QS KS AS"),
                    _c("7S"), _c("AH"), 3.0)
    assert r.void == "S"
    d = Decision(1, 3, "play", cs("7S"), cs("AH"), 3.0, 0.0, 10, r)
    assert sentence(d).endswith("the other had shown out of spades")


def test_no_cost_is_said_as_good_as_the_experts():
    assert play_reason(_view("AH 8H"), _c("8H"), _c("AH"), 0.0) == Reason("same")
    d = Decision(1, 3, "play", cs("8H"), cs("AH"), 0.0, 0.0, 10, Reason("same"))
    assert sentence(d) == "Playing the 8H was as good as the expert's choice, playing the AH"
    assert not d.costly()


def test_the_experts_own_choice_is_said_to_be_it():
    d = Decision(1, 3, "play", cs("10D"), cs("10D"), 0.0, 0.0, 10, Reason("same"))
    assert sentence(d) == "Playing the 10D was the expert's choice"


def test_a_cost_within_its_own_margin_is_no_mistake():
    """2.6 ± 3.1 (the 95% margin: 1.96 standard errors) is within the noise: as good as
    the expert's choice, never a cost; the same figure clearly above its margin is."""
    r = play_reason(_view("KH 9H 7S AC", shown="AH QD"), _c("KH"), _c("AC"), 2.6)
    noisy = Decision(1, 9, "play", cs("KH"), cs("AC"), 2.6, 1.58, 40, r)
    assert not noisy.costly()
    assert sentence(noisy) == ("Playing the KH was as good as the expert's choice, playing "
                               "the AC: the 2.6 points between them (± 3.1) are within the "
                               "noise of the estimate")
    sure = Decision(1, 9, "play", cs("KH"), cs("AC"), 2.6, 1.0, 40, r)
    assert sure.costly() and sentence(sure).startswith("Playing the KH cost 2.6 points")
    tiny = Decision(1, 9, "play", cs("KH"), cs("AC"), 0.4, 0.01, 40, r)
    assert not tiny.costly()          # sure, but too small to be a lesson


def _ending(hand: str, his: str, played: int = 9):
    """What a seat knows at the end of a deal (seat 0 to lead, ``played`` tricks gone, none
    won by either for simplicity), and a brain that gives the other ``his`` hand."""
    known = SimpleNamespace(
        seat=0, hand=_m(hand), trick=[], discards=0, played=[(0, 0)] * (2 * played),
        tricks=[0, 0], scoring="ten_or_better", gone=lambda: 0,
        held_by_other=lambda seat: 0, voids=lambda seat: 0)
    return known, SimpleNamespace(sample_other=lambda known, rng: _m(his))


def test_a_card_kept_is_named_for_the_trick_it_wins_later_and_the_card_it_takes():
    # leading the AC now spends it; leading the 8D keeps it to take his KC at the last
    known, brain = _ending("AC 7C 8D", "KC 9D 10D")
    r = play_reason(known, _c("AC"), _c("8D"), 1.0, brain, random.Random(1), worlds=8)
    assert r.gain == "later" and r.cards == cs("AC")
    assert (r.trick, r.share, r.takes, r.takes_share) == (12, 1.0, _c("KC"), 1.0)
    d = Decision(1, 18, "play", cs("AC"), cs("8D"), 1.0, 0.3, 8, r)
    assert sentence(d) == (
        "Playing the AC cost 1.0 points a deal (± 0.6): playing the 8D instead keeps your "
        "AC, which in the expert's play-outs over the hands he may hold wins a later "
        "trick in 100% of them, most often the 12th, taking his KC in 100%")


def test_a_card_kept_that_seldom_wins_later_is_only_kept_for_the_tricks_to_come():
    # the 7C kept never wins: his Clubs are higher
    known, brain = _ending("7C 8D AS", "KC 9D 10D")
    r = play_reason(known, _c("7C"), _c("8D"), 1.0, brain, random.Random(1), worlds=8)
    assert r.gain == "afterwards" and r.cards == cs("7C") and r.share == 0
    d = Decision(1, 18, "play", cs("7C"), cs("8D"), 1.0, 0.3, 8, r)
    assert sentence(d).endswith("playing the 8D instead keeps your 7C for the tricks to come")


def _quatorze_deal() -> dict:
    """Elder holds four Aces and little else; he throws an Ace with four small cards."""
    return {"format": "parlour-record", "version": 1, "game": "piquet",
            "variant": "au-cent", "seats": ["You", "ai:club"],
            "deals": [{"dealer": 1,
                       "hands": [["AS", "AH", "AD", "AC", "9S", "7S", "9H", "7H", "10D",
                                  "7D", "8C", "7C"],
                                 ["KS", "QS", "JS", "10S", "8S", "KH", "QH", "JH", "10H",
                                  "8H", "KD", "QD"]],
                       "stock": ["JD", "9D", "8D", "KC", "QC", "JC", "10C", "9C"],
                       "actions": [{"seat": 0, "act": "exchange",
                                    "cards": ["AC", "7S", "7H", "7D", "7C"]}]}]}


def test_breaking_a_quatorze_is_reasoned_by_the_sets():
    moment = moments(_quatorze_deal(), 0)[0]
    known = SeatMasks(moment.observation, 0)
    chosen, best = _m("AC 7S 7H 7D 7C"), _m("7S 7H 7D 7C 8C")
    r = exchange_reason(known, chosen, best, 5.0, random.Random(1))
    assert r.gain == "set" and r.cards == cs("AS AH AD AC") and r.points > 5
    d = Decision(1, 0, "exchange", cs("AC 7S 7H 7D 7C"), cs("7S 7H 7D 7C 8C"), 5.0, 1.0, 100, r)
    # the cards in the hand's order: spades, hearts, clubs, diamonds, high to low
    assert sentence(d) == ("Throwing 7S 7H AC 7C 7D cost 5.0 points a deal (± 2.0): throwing "
                           "7S 7H 8C 7C 7D instead keeps the quatorze Aces (AS, AH, AC and AD)")


def test_throwing_more_to_draw_more_is_said_so():
    # the expert throws the Ace as the player did, and four small cards besides: it
    # keeps nothing he threw, so what it gains is the cards it draws
    moment = moments(_quatorze_deal(), 0)[0]
    known = SeatMasks(moment.observation, 0)
    chosen, best = _m("AC"), _m("AC 7S 7H 7D 7C")
    r = exchange_reason(known, chosen, best, 5.0, random.Random(1))
    assert r.gain == "draw" and r.cards == cs("7S 7H 7D 7C") and r.part
    d = Decision(1, 0, "exchange", cs("AC"), cs("AC 7S 7H 7D 7C"), 5.0, 1.0, 100, r)
    assert " instead draws four cards more, which gains most in the " in sentence(d)


def test_a_lead_that_meets_a_higher_card_less_often():
    # over the hands he may hold, he has the AH in three of four and no Club above the 10
    hands = iter([_m("AH 7C"), _m("AH 8D"), _m("AH 9D"), _m("JD 8C")] * 16)
    brain = SimpleNamespace(sample_other=lambda known, rng: next(hands))
    r = play_reason(_view("KH 10C 7S"), _c("KH"), _c("10C"), 2.0, brain, random.Random(1))
    assert r.gain == "safer" and (r.risk, r.risk_best) == (0.75, 0.0)
    d = Decision(1, 5, "play", cs("KH"), cs("10C"), 2.0, 0.5, 30, r)
    assert "he may hold one in 75% of the hands that fit what you had seen, against 0%" \
        in sentence(d)


def test_the_window_writes_the_same_sentence_with_suit_symbols():
    """One sentence, two hands: the record's notation by default (the command line and
    its JSON), the table's suit symbols when the window asks (``write``)."""
    from parlour.ai.piquet.review_words import written
    from parlour.engine.cards import card_symbol as symbol
    assert written(cs("7S 10D"), symbol) == "7♠ 10♦"
    assert written(cs("7S 10D KS AC QH"), symbol) == "K♠ 7♠ Q♥ A♣ 10♦"
    r = play_reason(_view("KH 9H 7S AC", shown="AH QD"), _c("KH"), _c("AC"), 2.1)
    d = Decision(1, 9, "play", cs("KH"), cs("AC"), 2.1, 0.5, 40, r)
    assert sentence(d, symbol) == ("Playing the K♥ cost 2.1 points a deal (± 1.0): playing "
                                   "the A♣ instead does not run into a higher card; the "
                                   "other's declarations showed the A♥")
    moment = moments(_quatorze_deal(), 0)[0]
    r = exchange_reason(SeatMasks(moment.observation, 0), _m("AC 7S 7H 7D 7C"),
                        _m("7S 7H 7D 7C 8C"), 5.0, random.Random(1))
    d = Decision(1, 0, "exchange", cs("AC 7S 7H 7D 7C"), cs("7S 7H 7D 7C 8C"), 5.0, 1.0, 100, r)
    assert sentence(d, symbol).endswith("throwing 7♠ 7♥ 8♣ 7♣ 7♦ instead keeps the quatorze "
                                        "Aces (A♠, A♥, A♣ and A♦)")
