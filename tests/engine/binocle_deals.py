"""Helpers for the Binocle tests: deals made to order, and quick ways through a game."""
from collections import Counter

from parlour.engine.binocle import BinocleState
from parlour.engine.cards import NINE, SEVEN, packs, parse_card, parse_cards
from parlour.engine.core import Action, DealSetup


def setup(pone, dealer_hand, turnup, stock_top="", variant="48", dealer=1):
    """A deal with these hands (pone = the dealer's opponent), turn-up and stock top; the
    rest of the pack follows in the stock in a fixed order."""
    pack = Counter(packs(2, NINE if variant == "48" else SEVEN))
    hands = [parse_cards(pone), parse_cards(dealer_hand)]
    if dealer == 0:
        hands.reverse()
    top = parse_cards(stock_top)
    t = parse_card(turnup)
    used = Counter(hands[0]) + Counter(hands[1]) + Counter(top) + Counter([t])
    assert not used - pack, f"more copies than the pack holds: {used - pack}"
    rest = sorted((pack - used).elements())
    assert len(hands[0]) == len(hands[1]) == 12
    return DealSetup(dealer, hands, top + rest, t)


def game(pone, dealer_hand, turnup, stock_top="", variant="48", options=None, dealer=1,
         more_deals=()):
    return BinocleState(variant=variant, options=options,
                        deals=[setup(pone, dealer_hand, turnup, stock_top, variant, dealer),
                               *more_deals])


def act(state, seat, kind, cards="", **extra):
    a = Action.from_record({"seat": seat, "act": kind, "cards": cards.split(), **extra})
    return state.apply(a)


def play(state, seat, c, **extra):
    return act(state, seat, "play", c, **extra)


def trick(state, lead, follow):
    """The player to lead plays ``lead``, the other ``follow``."""
    s = state.current_player()
    play(state, s, lead)
    return play(state, 1 - s, follow)


def scores_by(events, category):
    return [(e.seat, e.points) for e in events if e.category == category]


def points(state, seat):
    return state.scores[seat]
