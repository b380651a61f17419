"""Card identity in the games of several packs (engine/copies.py): every card a seat's
observation shows has a code and a copy number, no two alike, fixed from the moment the
seat sees the card to the trick pile, and telling nothing the seat has not seen."""
from __future__ import annotations

import random
import pytest

from parlour.engine.cards import parse_card, parse_cards, packs
from parlour.engine.copies import CardCopy
from parlour.engine.core import DealSetup
from parlour.engine.games import new_game
from parlour.engine.actions import Pass, Play

GAMES = [("rubicon-bezique", "rubicon"), ("chinese-bezique", "chinese"),
         ("bezique", "two-pack"), ("binocle", "48"), ("binocle", "64")]


def _shown(o) -> list[tuple]:
    cp = o.copies
    return list(cp.hand + cp.tables[0] + cp.tables[1] + cp.played)


@pytest.mark.parametrize("game,variant", GAMES)
def test_each_card_shown_is_one_physical_card_from_deal_to_trick_pile(game, variant):
    for seed in range(3):
        s = new_game(game, variant, seed=seed)
        rng = random.Random(seed)
        numbers = [{}, {}]                  # serial -> copy number, this deal
        log = None
        while not s.is_over():
            if s.card_moves is not log:
                log, numbers = s.card_moves, [{}, {}]
            for seat in (0, 1):
                o = s.observation(seat)
                cp = o.copies
                # the same cards as the observation's own lists, each once
                assert [k.card for k in cp.hand] == list(o.hand)
                assert [sorted(k.card for k in cp.tables[t]) for t in (0, 1)] == \
                    [sorted(t) for t in o.tables]
                assert [k.card for k in cp.played] == [p.card for p in o.played]
                assert len(set(_shown(o))) == len(_shown(o))
                if getattr(o, "turnup", None) is not None:
                    assert cp.turnup.card == o.turnup
                # a number, once given, stays with its card
                now = log.ledger().copy_numbers(seat)
                assert all(now[x] == n for x, n in numbers[seat].items())
                numbers[seat] = now
            s.apply(rng.choice(s.legal_actions()))


def test_a_copy_number_says_nothing_about_when_the_other_got_his_card():
    """The same play seen by the dealer, once with the pone's K♥ dealt to him and once
    drawn by him from the stock: the dealer's observations are the same."""
    pack = packs(4)
    kh, z = parse_card("KH"), parse_card("9S")
    mine = parse_cards("KH AC 10C 8D 9D 7H 8H 9H 10H")        # the dealer, seat 0
    his = parse_cards("KH 7S 8S 7D 10S JS 8C 7C JD")          # the pone, seat 1
    rest = pack[:]
    for c in mine + his + [z, z]:
        rest.remove(c)
    # the second card drawn goes to the pone (he loses the first trick)
    stock_a = [rest[0], z] + rest[1:] + [z]
    his_b = [z] + his[1:]
    stock_b = [rest[0], kh] + rest[1:] + [z]
    seen, serials = [], []
    for hands, stock in (([mine, his], stock_a), ([mine, his_b], stock_b)):
        s = new_game("rubicon-bezique", "rubicon", seats=["A", "B"],
                     deals=[DealSetup(0, hands, stock)])
        for a in (Play(1, parse_card("7D")),
                  Play(0, parse_card("8D")), Pass(0),
                  Play(0, parse_card("7H")), Play(1, kh)):
            s.apply(a)
        seen.append(s.observation(0))
        serials.append(s.card_moves.ledger().played[-1])
    assert serials[0] < 18 <= serials[1]        # dealt to him, or drawn from the stock
    assert seen[0] == seen[1]
    assert seen[0].copies.played[-1] == CardCopy(kh, 1)     # the second K♥ the dealer saw
