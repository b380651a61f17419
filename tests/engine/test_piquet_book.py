"""Every worked example of piquet.txt, played through the engine (seat 0 is elder)."""
from parlour.engine import ending
from parlour.engine.piquet import settle_rubicon

from .piquet_deals import (after_exchange, declare_all, hand_points, play, play_out, said,
                           scores)

FORTY_ONE_ELDER = "AH KH QH JH AC KC QC AD KD QD 7D AS"
FORTY_ONE_DEALER = "JC 10C 9C 8C JD 10D 9D KS QS JS 10S 9S"


def test_forty_one_elder_announces_twenty_one_and_dealer_claims_twenty_seven():
    s = after_exchange(FORTY_ONE_ELDER, FORTY_ONE_DEALER)
    declare_all(s)
    assert said(s) == ["Forty-one.", "Not good.", "Quatrième to the Ace.", "Not good.",
                       "Quatorze Aces.", "Good.", "Three Kings.", "Three Queens."]
    assert hand_points(s, 0) == 20
    # the dealer's count is not yet known to elder
    assert s.observation(0).deal_points == (20, 0)
    play(s, "AH")
    assert said(s)[8:] == ["Twenty-one.", "Point of five.", "Quinte to the King.",
                           "Quatrième to the Jack.", "Tierce to the Jack.", "Twenty-seven."]
    assert hand_points(s, 1) == 27
    assert s.observation(0).deal_points == (21, 27)


def test_forty_one_hand_makes_the_capot():
    s = after_exchange(FORTY_ONE_ELDER, FORTY_ONE_DEALER)
    declare_all(s)
    # the dealer has no heart: elder's leads win every trick; the 7D waits for the
    # dealer's diamonds to be drawn
    for lead in "AH KH QH JH AC KC QC AD KD QD 7D AS".split():
        play(s, lead)
        play_out_one(s)
    ev = scores(s, 0)
    assert (0, 40, "capot", "Capot") in ev
    assert not [e for e in ev if e[2] == "cards" or e[3] == "Last trick"]
    # 20 in hand, one for each of eleven leads of a Ten or better (not the 7D), capot 40
    assert s.deal_points_list[0] == [71, 27]


def play_out_one(s):
    s.apply(s.legal_actions()[0])


REPIC_ELDER = "KH QH JH 10H 9H AC KC QC AD QD 9D QS"
REPIC_DEALER = "AH 8H 7H JC 10C 9C 8C KD JD 10D 8D AS"


def test_repic_hand_counts_ninety_seven_the_book_overlooks_the_tierce_major():
    # piquet.txt counts 34 + 60 = 94, forgetting the tierce A K Q of clubs (SUPPLEMENT)
    s = after_exchange(REPIC_ELDER, REPIC_DEALER)
    declare_all(s)
    ev = scores(s)
    assert [e[3] for e in ev] == ["Point of five", "Quinte to the King", "Tierce to the Ace",
                                 "Quatorze Queens", "Repic"]
    assert hand_points(s, 0) == 37 + 60 == 97
    play(s, "AC")
    assert said(s)[-1] == "Ninety-eight."


ELDER_29_33 = "AH KH QH JH 8H AC KC AD KD AS KS 10S"


def test_twenty_nine_and_the_dealers_repic_ninety_seven():
    s = after_exchange(ELDER_29_33, "QD JD 10D 9D 8D 7D QC JC 10C 9C 8C QS")
    declare_all(s)
    play(s, "AH")
    assert said(s)[said(s).index("Quatorze Kings.") + 1] == "Twenty-nine."
    assert hand_points(s, 0) == 28 and s.deal_points[0] == 29
    assert hand_points(s, 1) == 6 + 16 + 15 + 60 == 97
    assert (1, 60, "repic", "Repic") in scores(s)


def test_dealers_repic_is_the_books_ninety_six_under_the_english_point():
    s = after_exchange(ELDER_29_33, "QD JD 10D 9D 8D 7D QC JC 10C 9C 8C QS",
                       options={"english_point": True})
    declare_all(s)
    play(s, "AH")
    assert hand_points(s, 1) == 96


def test_thirty_three_without_repic_the_dealers_quinte_comes_first():
    s = after_exchange(ELDER_29_33, "QD JD 10D 9D 8D QC JC 9C QS JS 9S 8S")
    declare_all(s)
    assert hand_points(s, 0) == 5 + 14 + 14 == 33
    assert not [e for e in scores(s) if e[2] == "repic"]
    play(s, "AH")
    assert hand_points(s, 1) == 15


def test_equal_point_does_not_save_the_repic_one_and_ninety_five():
    s = after_exchange("AH JH 10H 9H 8H 10C 10D AS JS 10S 9S 8S",
                       "KH QH AC KC QC AD KD QD JD 7D KS QS")
    declare_all(s)
    assert said(s)[:2] == ["Forty-eight.", "Equal."]
    play(s, "AH")
    assert said(s)[said(s).index("Not good.", 4) + 1] == "One."
    assert hand_points(s, 0) == 0 and s.deal_points[0] == 1
    assert hand_points(s, 1) == 95
    assert said(s)[-1] == "Ninety-five."


PIC_ELDER = "AH 9H AC KC QC JC KD QD JD 10D 9D KS"
PIC_DEALER = "KH QH JH 10H 10C 9C 8C 7C AD 8D 7D AS"


def test_pic_twenty_seven_in_hand_thirty_after_three_leads_makes_sixty():
    s = after_exchange(PIC_ELDER, PIC_DEALER)
    declare_all(s)
    assert hand_points(s, 0) == 27
    play(s, "AC 7C KC 8C")
    assert s.deal_points[0] == 29
    play(s, "QC 9C")
    assert (0, 30, "pic", "Pic") in scores(s)
    assert s.deal_points[0] == 60 and s.deal_points[1] == 0


def test_rubicon_settlements_293_272_138():
    assert settle_rubicon([113, 80]).value == 293
    assert settle_rubicon([88, 84]).value == 272
    assert settle_rubicon([180, 142]).value == 138
    assert settle_rubicon([80, 113]).winner == 1
    assert settle_rubicon([180, 142]).ending.kind == ending.GAME
    assert settle_rubicon([88, 84]).ending.kind == ending.RUBICON


def test_whole_deals_reckon_in_the_books_order():
    s = after_exchange(PIC_ELDER, PIC_DEALER)
    declare_all(s)
    play(s, "AC 7C KC 8C QC 9C")
    play_out(s)
    order = [e.category for e in s.deal_summary(0)["events"]]
    rank = ["carte_blanche", "point", "sequence", "set", "repic", "play", "pic", "cards",
            "capot"]
    assert order == sorted(order, key=rank.index)
    assert order.index("pic") > max(i for i, c in enumerate(order) if c == "play")


def test_the_dealer_sees_his_own_count_before_he_claims_it():
    s = after_exchange(FORTY_ONE_ELDER, FORTY_ONE_DEALER)
    declare_all(s)
    assert sum(c.points for c in s.observation(1).to_claim) == 27
    assert s.observation(0).to_claim == ()
    play(s, "AH")
    assert s.observation(1).to_claim == ()
