"""Honesty: a level decides from its observation alone.  Two positions that differ only
in cards this seat cannot see give the same observation and the same choice."""
import random

import pytest

from parlour.engine.cards import cards_of
from parlour.engine.games import new_game

from .conftest import ALL_GAMES, LEVELS, level_player, play_to


def _swap_two_hand_piquet(state, seat, rng):
    """Swap some of the other's unplayed cards with his discards and the unseen stock."""
    other = 1 - seat
    hidden = state.discards[other] & ~state.seen[seat]
    stock_unseen = [c for c in state.stock if not state.seen[seat] >> c & 1]
    outside = cards_of(hidden) + stock_unseen
    inside = cards_of(state.hands[other])
    if not outside or not inside:
        return False
    for _ in range(min(3, len(outside), len(inside))):
        a, b = rng.choice(inside), rng.choice(outside)
        if b in stock_unseen:
            state.stock[state.stock.index(b)] = a
            stock_unseen[stock_unseen.index(b)] = a
        else:
            state.discards[other] = state.discards[other] & ~(1 << b) | (1 << a)
        state.hands[other] = state.hands[other] & ~(1 << a) | (1 << b)
        inside[inside.index(a)] = b
        outside[outside.index(b)] = a
    return True


def swapped_worlds(at, seeds, rng):
    """(real, swapped, seat) for each seed whose hidden cards could be swapped:
    ``at(seed)`` gives a state and the seat that decides in it."""
    for seed in seeds:
        real, seat = at(seed)
        swapped = real.clone()
        if _swap_two_hand_piquet(swapped, seat, rng):
            yield real, swapped, seat


def alike_in_swapped_worlds(at, seeds, rng, player) -> int:
    """How many of ``swapped_worlds(at, seeds, rng)`` were checked, each asserting that
    ``player()`` (a fresh one each time, seeded alike) chooses the same in both."""
    checked = 0
    for real, swapped, seat in swapped_worlds(at, seeds, rng):
        assert swapped.hands[1 - seat] != real.hands[1 - seat] or \
            swapped.stock != real.stock
        legal = real.legal_actions()
        assert player().choose(real.observation(seat), legal) == \
            player().choose(swapped.observation(seat), legal)
        checked += 1
    return checked


def _swap_between_others(state, seat, rng):
    """Three or four at the table: swap unshown cards between two other players."""
    others = [s for s in range(len(state.seats)) if s != seat]
    a_seat, b_seat = rng.sample(others, 2)
    shown = state.shown
    a_cards = cards_of(state.hands[a_seat] & ~shown)
    b_cards = cards_of(state.hands[b_seat] & ~shown)
    if not a_cards or not b_cards:
        return False
    a, b = rng.choice(a_cards), rng.choice(b_cards)
    state.hands[a_seat] = state.hands[a_seat] & ~(1 << a) | (1 << b)
    state.hands[b_seat] = state.hands[b_seat] & ~(1 << b) | (1 << a)
    return True


def _same_choices(s1, s2, seat):
    obs1, obs2 = s1.observation(seat), s2.observation(seat)
    assert obs1 == obs2
    legal = s1.legal_actions()
    assert legal == s2.legal_actions()
    for level in LEVELS:
        a1 = level_player(level, 99).choose(obs1, legal)
        a2 = level_player(level, 99).choose(obs2, legal)
        assert a1 == a2, level


def swapped_positions(game, variant, seeds, plies, swap, rng, playable=None):
    """Positions reached by seeded play (``plies(seed)`` actions) paired with a clone in
    which ``swap`` changed cards this seat cannot see: (real, swapped, seat)."""
    for seed in range(seeds):
        s1 = play_to(new_game(game, variant, seed=seed), plies(seed), seed)
        if s1.is_over() or (playable is not None and not playable(s1)):
            continue
        seat = s1.current_player()
        s2 = s1.clone()
        if swap(s2, seat, rng):
            yield s1, s2, seat


PIQUET_TWO = [(g, v) for g, v in ALL_GAMES if g == "piquet" and v in ("au-cent", "rubicon")]
PIQUET_MORE = [(g, v) for g, v in ALL_GAMES if g == "piquet" and v in ("normand", "voleur")]


@pytest.mark.parametrize("game,variant", PIQUET_TWO)
@pytest.mark.parametrize("steps", [2, 9, pytest.param(14, marks=pytest.mark.slow), 25])
def test_piquet_levels_ignore_the_cards_they_cannot_see(game, variant, steps):
    tested = 0
    for s1, s2, seat in swapped_positions(game, variant, 8, lambda seed: steps,
                                          _swap_two_hand_piquet, random.Random(steps),
                                          lambda s: s.phase != "waiting"):
        assert s1.hands[1 - seat] != s2.hands[1 - seat]
        _same_choices(s1, s2, seat)
        tested += 1
    assert tested >= 3


@pytest.mark.parametrize("game,variant", PIQUET_MORE)
def test_piquet_for_three_and_four_ignores_hidden_cards(game, variant):
    tested = 0
    for s1, s2, seat in swapped_positions(game, variant, 10, lambda seed: 4 + seed,
                                          _swap_between_others, random.Random(1)):
        _same_choices(s1, s2, seat)
        tested += 1
    assert tested >= 5


MELDING = [(g, v) for g, v in ALL_GAMES
           if g in ("rubicon-bezique", "chinese-bezique", "bezique", "binocle")]


def _swap_hand_and_stock(state, seat, rng):
    """Swap a card of the other's hand that he has not shown with an unseen stock card."""
    other = 1 - seat
    known = state.shown[other] if hasattr(state, "shown") else state.known[other]
    hand = state.hand[other]
    candidates = [c for c in range(32) if hand[c] > known[c]]
    first = getattr(state, "stock_pos", 0)
    last = len(state.stock) - (1 if state.game == "bezique" else 0)   # not the turn-up
    stock_idx = [i for i in range(first, last) if state.stock[i] not in candidates]
    if not candidates or not stock_idx:
        return False
    a = rng.choice(candidates)
    i = rng.choice(stock_idx)
    b = state.stock[i]
    hand[a] -= 1
    hand[b] += 1
    state.stock[i] = a
    return True


@pytest.mark.parametrize("game,variant", MELDING)
def test_melding_levels_ignore_the_cards_they_cannot_see(game, variant):
    tested = 0
    for s1, s2, seat in swapped_positions(game, variant, 8, lambda seed: 10 + 7 * seed,
                                          _swap_hand_and_stock, random.Random(4)):
        assert s1.hand[1 - seat] != s2.hand[1 - seat]
        _same_choices(s1, s2, seat)
        tested += 1
    assert tested >= 4
