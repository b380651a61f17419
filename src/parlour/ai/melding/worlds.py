"""Worlds for the melding expert: full game states consistent with one observation.

The expert sees its hand, both tables, every card played this deal, what the other is
known to hold (carte blanche shown, a dix, the turn-up he took, his melds back in hand)
and how many cards he holds.  Every other card is in his hand or in the stock, in an
order nobody knows: a world deals those unseen cards at random, his known cards staying
with him, and the engine builds the game around them to play out
(engine/bezique/imagined.py, engine/binocle/imagined.py, which say what the observation
does not tell exactly and how it is approximated).
"""
from __future__ import annotations

import random
from functools import lru_cache

from ...engine.bezique.imagined import imagined as imagined_bezique
from ...engine.bezique.state import RubiconBeziqueState
from ...engine.binocle.imagined import imagined as imagined_binocle
from ...engine.binocle.state import VARIANTS
from ...engine.cards import Card, packs
from ...engine.games import state_class
from ...engine.melding.imagined import counts


def unseen_pool(pack: list[int], seen: list[int]) -> list[int] | None:
    """The pack less the cards seen (a list with repeats), or None if they do not fit."""
    left = counts(pack)
    for c in seen:
        left[c] -= 1
        if left[c] < 0:
            return None
    return [c for c in range(32) for _ in range(left[c])]


def deal_hidden(pool: list[int], known: list[int], size: int, rng: random.Random):
    """(his hand, the stock in drawing order): his known cards plus a random share of
    the pool, the rest of the pool shuffled."""
    rest = pool[:]
    rng.shuffle(rest)
    need = size - len(known)
    if need < 0 or need > len(rest):
        return None
    return known + rest[:need], rest[need:]


def seen_cards(obs) -> list[int]:
    """The cards ``obs`` shows lying open or in its own hand: the hand, the cards played
    this deal (the card led now included) and both tables (a list with repeats)."""
    seen = [*obs.hand, *(p.card for p in obs.played)]
    for t in obs.tables:
        seen += t
    return seen


def _hidden(obs, pack: list[int], known: list[int], size: int, stock: int,
            turnup: Card | None, rng: random.Random):
    """The other's hand and the stock dealt from what ``obs`` has not seen, or None when
    the seen cards do not fit ``pack``."""
    seen = seen_cards(obs) + known
    if turnup is not None:
        seen.append(turnup)
    pool = unseen_pool(pack, seen)
    if pool is None or len(pool) - (size - len(known)) != stock:
        return None
    return deal_hidden(pool, known, size, rng)


@lru_cache(maxsize=None)         # asked for every world sampled
def bezique_rules(game: str, variant: str) -> type[RubiconBeziqueState]:
    """The State class of this game of the Bézique family, whose constants are its rules."""
    state = state_class(game, variant)
    if not issubclass(state, RubiconBeziqueState):
        raise ValueError(f"{game} is not of the Bézique family")
    return state


def bezique_packs(game: str, variant: str) -> int:
    """How many piquet packs this game of the Bézique family is played with."""
    return bezique_rules(game, variant).PACKS


@lru_cache(maxsize=None)
def _bezique_pack(game: str, variant: str) -> list[int]:
    return packs(bezique_packs(game, variant))


@lru_cache(maxsize=None)
def _binocle_pack(variant: str) -> list[int]:
    return packs(2, VARIANTS[variant])


def bezique_world(obs, rng: random.Random):
    """A Rubicon, Chinese or two-pack Bézique world for ``obs``, or None."""
    other = 1 - obs.seat
    turnup = obs.turnup if bezique_rules(obs.game, obs.variant).TURNS_UP else None
    pack = _bezique_pack(obs.game, obs.variant)
    dealt = _hidden(obs, pack, list(obs.known[other]),
                    obs.cards_held[other] - len(obs.tables[other]),
                    obs.stock - (turnup is not None), turnup, rng)
    if dealt is None:
        return None
    return imagined_bezique(obs, dealt[0], dealt[1], rng.random())


def binocle_world(obs, rng: random.Random):
    """A Binocle world for ``obs``, or None."""
    other = 1 - obs.seat
    pack = _binocle_pack(obs.variant)
    dealt = _hidden(obs, pack, list(obs.opponent_known), obs.hand_sizes[other],
                    obs.stock, obs.turnup, rng)
    if dealt is None:
        return None
    return imagined_binocle(obs, dealt[0], dealt[1], rng.random())
