"""Building Bézique positions for the tests: chosen hands, a chosen top of the stock."""
from __future__ import annotations

from collections import Counter

from parlour.engine.bezique import ChineseBeziqueState, RubiconBeziqueState
from parlour.engine.cards import packs, parse_card, parse_cards
from parlour.engine.core import Action, DealSetup
from parlour.engine.actions import Meld, Pass

PONE, DEALER = 0, 1


def setup(pone: str, dealer: str, stock_top: str = "", packs_n: int = 4,
          rest_first: str = "") -> DealSetup:
    """Seat 0 is the pone (leads first), seat 1 deals.  The stock starts with
    ``stock_top`` (drawn in turn: winner, loser, winner...), then the rest of the pack
    with ``rest_first`` cards ahead of the others (sorted)."""
    hands = [parse_cards(pone), parse_cards(dealer)]
    top = parse_cards(stock_top) if stock_top else []
    rest = Counter(packs(packs_n)) - Counter(hands[0]) - Counter(hands[1]) - Counter(top)
    assert sum((Counter(hands[0]) + Counter(hands[1]) + Counter(top)
                - Counter(packs(packs_n))).values()) == 0, "more copies than the packs hold"
    first = parse_cards(rest_first) if rest_first else []
    rest -= Counter(first)
    return DealSetup(DEALER, hands, top + first + sorted(rest.elements()))


def game(pone: str, dealer: str, stock_top: str = "", options=None, chinese=False,
         rest_first: str = ""):
    cls = ChineseBeziqueState if chinese else RubiconBeziqueState
    n = 6 if chinese else 4
    return cls(options=options, seats=["Pone", "Dealer"],
               deals=[setup(pone, dealer, stock_top, n, rest_first)])


def act(state, seat: int, kind: str, cards: str = "", **extra):
    a = Action.from_record({"seat": seat, "act": kind, "cards": cards.split(), **extra})
    return state.apply(a)


def play(state, seat: int, c: str, **extra):
    """Play a card; when that wins a trick whose winner has nothing to declare, his
    forced ``pass`` follows (as replay and the window do), and its draws are returned."""
    events = act(state, seat, "play", c, **extra)
    auto = state.auto_action()
    if auto is not None and type(auto) is Pass:
        events += state.apply(auto)
    return events


def trick(state, lead: str, follow: str):
    """The player on lead plays ``lead``, the other ``follow``; returns the events."""
    seat = state.current_player()
    return play(state, seat, lead) + play(state, 1 - seat, follow)


def meld(state, seat: int, cards: str):
    return act(state, seat, "meld", cards)


def scores_of(events, category=None):
    return [e.points for e in events
            if e.category is not None and (category is None or e.category == category)]


def melds_offered(state):
    return [sorted(a.cards) for a in state.legal_actions() if type(a) is Meld]


def card(text: str) -> int:
    return parse_card(text)


def random_walk(state, rng, steps: int):
    """Up to ``steps`` random legal actions (fewer if the game ends); the state itself."""
    for _ in range(steps):
        if state.is_over():
            break
        state.apply(rng.choice(state.legal_actions()))
    return state
