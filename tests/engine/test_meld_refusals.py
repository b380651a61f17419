"""A refused meld says the rule it breaks (issue 28, item 13): Bézique's meld out of its
moment names the moment, Binocle's cards that make no combination say why not."""
import pytest

from parlour.engine.core import IllegalAction

from . import bezique_helpers as bz
from . import binocle_deals as bn

BEZ_PONE = "KH QH 7S 8S 9S AC 10C JD QS"
BEZ_DEALER = "7C 8C 9C 7D 8D 9D 10D KC 8H"


def refused(state, seat, kind, cards, helpers):
    with pytest.raises(IllegalAction) as got:
        helpers.act(state, seat, kind, cards)
    return str(got.value)


def test_a_bezique_meld_out_of_its_moment_says_when_melds_are_made():
    """rubicon-bezique.txt, Declarations: a combination "must be announced and laid on
    the table immediately after the player holding it has won a trick, and before he
    draws his card from the talon. [...] Having drawn his card [...] he cannot score any
    declaration until he wins another trick."  Before any trick, after the draw, and
    while following, each refusal says which of these it is (it once said only "'meld'
    is not allowed now (time to play a card)")."""
    s = bz.game(BEZ_PONE, BEZ_DEALER)
    assert refused(s, 0, "meld", "KH QH", bz) == \
        "melds are made only after winning a trick: lead a card"
    bz.trick(s, "AC", "7C")
    bz.meld(s, 0, "KH QH")
    assert refused(s, 0, "meld", "QS JD", bz) == \
        "one meld after each trick won, and only before the draw: the cards are drawn, " \
        "so lead a card"
    bz.play(s, 0, "7S")
    assert refused(s, 1, "meld", "KC QC", bz) == \
        "only the winner of a trick may meld, once the trick is won: play a card to this one"


def test_no_bezique_meld_in_the_last_nine_tricks():
    """rubicon-bezique.txt, The Last Nine Tricks: "When the stock is exhausted, all
    announcements are at an end"."""
    fill = "7S 7D 8S 8D 9S 9D 7S 7D 8S 8D 9S 9D"
    s = bz.game("KH QH AH 9H 7S 8S 9S 10S JS", "10H 7C 8C 9C 9C 7D 8D KC JH", fill)
    bz.trick(s, "7S", "7C")
    bz.meld(s, bz.PONE, "KH QH")
    s.stock_pos = len(s.stock) - 2            # the last draw next (a test shortcut)
    bz.trick(s, "8S", "8C")
    if s.phase == "declare":
        bz.act(s, bz.PONE, "pass")
    assert s.last_nine and s.current_player() == bz.PONE
    assert refused(s, bz.PONE, "meld", "KH QH", bz) == \
        "no more melds: announcements end when the stock is exhausted"


BN_PONE = "AS 10S KS QS JS KH KD KC AD AD QC QC"
BN_DEALER = "9S 9S 9D 9D 9C 9C JS JC JC 10C 10C 10D"


@pytest.mark.parametrize("cards, why", [
    ("AS 10S KS QS JS", "a sequence counts only in trumps"),
    ("KS KS KH KD", "fours need one card of each suit"),
    ("10S 10H 10D 10C", "fours are of Aces, Kings, Queens or Jacks"),
    ("AD AD QC", ""),
])
def test_a_binocle_meld_that_is_no_combination_says_why(cards, why):
    """binocle.txt: "The five highest trumps, Sequence, 150"; "Four Kings of different
    suits, 80".  A sequence in a plain suit is refused for
    that reason, not for the fours' (it once always said "(fours need one card of each
    suit)")."""
    s = bn.game(BN_PONE, BN_DEALER, "JH")
    bn.trick(s, "AD", "9S")
    words = refused(s, 0, "meld", cards, bn)
    assert words == f"{cards} is not a combination" + (f" ({why})" if why else "")
