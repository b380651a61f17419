"""Building exact Piquet deals for scenario tests.

``book_deal`` makes a DealSetup in which, after elder exchanges one card (the ``junk``
card, for the first card of the talon) and the dealer takes nothing, the hands are
exactly the ones given - so the book's example hands can be played as printed.
"""
from parlour.engine.cards import mask_of, parse_cards
from parlour.engine.core import DealSetup
from parlour.engine.piquet import PiquetState
from parlour.engine.events import Left, Spoken
from parlour.engine.sentences import sentence
from parlour.engine.actions import Exchange, Play


def cards(text):
    return parse_cards(text)


def book_deal(elder, dealer_hand, dealer=1, junk=None):
    e, d = cards(elder), cards(dealer_hand)
    rest = [c for c in range(32) if c not in e and c not in d]
    assert len(e) == len(d) == 12 and len(rest) == 8, (len(e), len(d), len(rest))
    j = cards(junk)[0] if junk else rest[0]
    rest.remove(j)
    drawn = e[-1]
    dealt_elder = sorted(e[:-1] + [j])
    hands = [None, None]
    hands[1 - dealer], hands[dealer] = dealt_elder, sorted(d)
    return DealSetup(dealer, hands, [drawn] + rest), j


def after_exchange(elder, dealer_hand, variant="au-cent", options=None, dealer=1, junk=None,
                   totals=None):
    """A state at the declarations, the hands exactly as given."""
    setup, j = book_deal(elder, dealer_hand, dealer, junk)
    s = PiquetState(variant, options, deals=[setup])
    if totals:
        s.totals = list(totals)
    s.apply(Exchange(1 - dealer, (j,)))
    s.apply(Exchange(dealer))
    assert s.hands[1 - dealer] == mask_of(cards(elder))
    return s


def declare_all(s):
    """Both declare in full, as a record with no declare actions does."""
    while s.phase == "declare":
        s.apply(s.auto_action())


def play(s, text):
    """Play the cards in order; a card of the other seat is played when its turn comes."""
    for c in cards(text):
        s.apply(Play(s.current_player(), c))


def play_out(s):
    """Finish the deal, each player playing his lowest legal card."""
    n = len(s.deals)
    while s.phase == "play" and len(s.deals) == n:
        s.apply(s.legal_actions()[0])


def said(s, deal=-1):
    """What was said aloud in the deal, from the declarations on."""
    return [sentence(e, s.seats) for e in s.deals[deal].events
            if isinstance(e.payload, Spoken) and not isinstance(e.payload, Left)]


def scores(s, deal=-1):
    return [(e.seat, e.points, e.category, sentence(e, s.seats)) for e in s.deals[deal].events
            if e.category is not None]


def hand_points(s, seat, deal=-1):
    """Seat's points from the declarations and repic (before any play)."""
    return sum(e.points for e in s.deals[deal].events
               if e.seat == seat and e.category in ("carte_blanche", "point", "sequence",
                                                    "set", "repic"))
