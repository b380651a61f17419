"""Binocle's observation lists the cards played this deal and the dixes shown and still
held - public facts - and never a hidden card."""
import random

from parlour.engine.binocle import BinocleState
from parlour.engine.core import DealSetup
from parlour.engine.observed import PlayedCard
from parlour.engine.actions import Play


def test_played_lists_every_card_played_this_deal_the_card_led_included():
    s = BinocleState(seed=11)
    rng = random.Random(11)
    deal = len(s.deals)
    seen: list = []
    while not s.is_over():
        a = rng.choice(s.legal_actions())
        s.apply(a)
        if len(s.deals) != deal:          # a new deal starts with nothing played
            deal, seen = len(s.deals), []
        elif type(a) is Play:
            seen.append(PlayedCard(a.seat, a.card))
        for seat in (0, 1):
            assert list(s.observation(seat).played) == seen


def test_dix_held_counts_the_shown_dixes_still_in_hand():
    for seed in range(6):
        s = BinocleState(seed=seed)
        rng = random.Random(seed)
        while not s.is_over():
            obs = s.observation(0)
            assert list(obs.dix_held) == s.dix_scored_held
            for seat in (0, 1):
                assert obs.dix_held[seat] <= s.hand[seat][s.dix]
            s.apply(rng.choice(s.legal_actions()))


def test_the_new_fields_leak_nothing_when_hidden_cards_differ():
    """A card of seat 1 swapped with one deep in the stock: seat 0's played list and
    dix count stay equal until one of the two cards shows."""
    for seed in range(8):
        a = BinocleState(seed=seed)
        setup = a.deals[0].setup
        hands = [list(setup.hands[0]), list(setup.hands[1])]
        stock = list(setup.stock)
        x, y = hands[1][seed], stock[-1]      # stock[-1] is drawn last
        hands[1][seed], stock[-1] = y, x
        b = BinocleState(deals=[DealSetup(setup.dealer, hands, stock, setup.turnup)])
        a = BinocleState(deals=[setup])
        rng = random.Random(seed)
        while not a.is_over():
            act = rng.choice(a.legal_actions())
            if set(act.cards) & {x, y} or not b.is_legal(act) or len(a.stock) < 2:
                break
            a.apply(act)
            b.apply(act)
            oa, ob = a.observation(0), b.observation(0)
            assert oa.played == ob.played and oa.dix_held == ob.dix_held
