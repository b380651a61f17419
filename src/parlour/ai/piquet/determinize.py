"""A two-handed Piquet State consistent with one seat's observation (hidden cards sampled).

Built from public information only: the seat's own hand, discards and seen talon cards,
the other's cards played and shown, the exchange counts and what was said aloud.  The
sampled deal (both hands as dealt and the talon in order) is replayed through the engine
with the same exchanges, declarations and plays, and kept only if the replay gives this
seat exactly the observation it had; otherwise another sample is drawn.  Earlier deals
only enter through the totals, which are copied.
"""
from __future__ import annotations

import random
from typing import Callable

from ...engine.cards import PIQUET_PACK_MASK, cards_of, mask_of
from ...engine.actions import PLAY, Exchange
from ...engine.core import DealLog, DealSetup, Event, IllegalAction
from ...engine.events import Cut, Spoken
from ...engine.observed import Announcement
from ...engine.piquet.declarations import COURTS
from ...engine.piquet.observation import PiquetObservation, said_aloud
from ...engine.piquet.phase import DECLARE, OVER, WAITING
from ...engine.piquet.state import PiquetState
from .seat_masks import SeatMasks

TRIES = 40

# draws the other's present hand (a mask) from what the seat knows
Sampler = Callable[[SeatMasks, random.Random], int]


def _shuffled(rng: random.Random, mask: int) -> list[int]:
    """The cards of a mask in a random order (cards the seat cannot place), as plain
    ints: a DealSetup's talon is typed so."""
    cards: list[int] = list(cards_of(mask))
    rng.shuffle(cards)
    return cards


def _pick(rng: random.Random, mask: int, n: int) -> int:
    cards = cards_of(mask)
    if n > len(cards) or n < 0:
        raise ValueError("not enough cards")
    return mask_of(rng.sample(cards, n))


def _carte_blanche(obs: PiquetObservation, seat: int) -> bool:
    return any(s.category == "carte_blanche" and s.seat == seat for s in obs.scores)


def _dealt_from(final: int, discards: int, drawn_n: int, cb_mask: int | None,
                rng: random.Random) -> tuple[int, int]:
    """(dealt hand, cards drawn) for a final hand: which cards came from the talon is
    nobody's business but the holder's, except that carte blanche showed the dealt hand."""
    if cb_mask is not None:
        drawn = final & ~cb_mask
        return cb_mask, drawn
    for _ in range(20):
        drawn = _pick(rng, final, drawn_n)
        dealt = (final & ~drawn) | discards
        if dealt & COURTS:
            return dealt, drawn
    return dealt, drawn


def sample_deal(obs: PiquetObservation, seat: int, rng: random.Random,
                sampler: Sampler) -> tuple[DealSetup, int | None]:
    """(setup, the other's discards or None): hands as dealt and the talon, consistent
    with the observation's public facts.  ``sampler(known, rng)`` draws the other's
    present hand."""
    known = SeatMasks(obs, seat)
    other = 1 - seat
    dealer = obs.dealer
    if dealer is None:
        raise ValueError("no deal under way")
    elder = 1 - dealer
    ke, kd = obs.exchanged[elder], obs.exchanged[dealer]
    seen = known.talon_seen
    shown = known.shown_by or [0, 0]
    played_by = [0, 0]
    for s, c in known.played + known.trick:
        played_by[s] |= 1 << c
    mine = known.hand | played_by[seat]                  # my hand after the exchange
    # a hand shown for carte blanche, as dealt: mine and the other's
    my_cb, his_cb = (shown[s] if _carte_blanche(obs, s) else None for s in (seat, other))
    hands = [0, 0]
    if ke is None:                                      # nobody has exchanged: I am elder
        rest = PIQUET_PACK_MASK & ~mine
        opp = _pick(rng, rest & ~COURTS, 12) if his_cb is not None else _pick(rng, rest, 12)
        if his_cb is not None:
            opp = his_cb
        hands[seat], hands[other] = mine, opp
        talon = _shuffled(rng, rest & ~opp)
        return DealSetup(dealer, [sorted(cards_of(h)) for h in hands], talon), None
    if seat == elder:
        my_dealt, my_drawn = _dealt_from(mine, known.discards, ke, my_cb, rng)
        if kd is None:                                  # the dealer is still to exchange
            left = seen                                 # the cards I left, seen
            rest = PIQUET_PACK_MASK & ~my_dealt & ~my_drawn & ~left
            opp = his_cb if his_cb is not None else _pick(rng, rest, 12)
            own3 = _shuffled(rng, rest & ~opp)
            top = _shuffled(rng, my_drawn)
            lc = _shuffled(rng, left)
            hands[seat], hands[other] = my_dealt, opp
            return DealSetup(dealer, [sorted(cards_of(h)) for h in hands], top + lc + own3), None
        opp_final = sampler(known, rng) | played_by[other]
        taken_left = opp_final & seen
        t = taken_left.bit_count()
        from_own3 = kd - t
        rest = PIQUET_PACK_MASK & ~mine & ~known.discards & ~seen & ~opp_final
        drawn3 = _pick(rng, opp_final & ~seen, from_own3)
        opp_discards = _pick(rng, rest, kd)
        rest &= ~opp_discards
        left_n = 5 - ke
        if kd >= left_n:          # the dealer took all I left, then some of his three
            remaining_n = 3 - from_own3
            remain = seen & ~taken_left if seen & ~taken_left else 0
            if remain.bit_count() != remaining_n:
                remain = _pick(rng, rest, remaining_n)
            left_cards = _shuffled(rng, taken_left)
            d3 = _shuffled(rng, drawn3)
            r = _shuffled(rng, remain)
            after = left_cards + d3 + r
        else:                     # he took the first kd of those I left
            left_rest = seen & ~taken_left
            if left_rest.bit_count() > left_n - t:      # seen holds his three as well
                left_rest = _pick(rng, left_rest, left_n - t)
            his3 = (seen & ~taken_left & ~left_rest) or _pick(rng, rest, 3)
            a = _shuffled(rng, taken_left)
            b = _shuffled(rng, left_rest)
            c3 = _shuffled(rng, his3)
            after = a + b + c3
        opp_dealt = (opp_final & ~taken_left & ~drawn3) | opp_discards
        top = _shuffled(rng, my_drawn)
        hands[seat], hands[other] = my_dealt, opp_dealt
        return DealSetup(dealer, [sorted(cards_of(h)) for h in hands], top + after), opp_discards
    # I am the dealer; elder has exchanged
    if kd is None:
        rest = PIQUET_PACK_MASK & ~mine
        opp_final = sampler(known, rng) | played_by[other]
        rest &= ~opp_final
        drawn_e = _pick(rng, opp_final, ke) if his_cb is None else opp_final & ~his_cb
        opp_discards = _pick(rng, rest, ke) if his_cb is None else his_cb & ~opp_final
        rest &= ~opp_discards
        de = _shuffled(rng, drawn_e)
        tail = _shuffled(rng, rest)
        hands[seat], hands[other] = mine, (opp_final & ~drawn_e) | opp_discards
        return DealSetup(dealer, [sorted(cards_of(h)) for h in hands], de + tail), opp_discards
    my_dealt, my_drawn = _dealt_from(mine, known.discards, kd, my_cb, rng)
    opp_final = sampler(known, rng) | played_by[other]
    rest = PIQUET_PACK_MASK & ~mine & ~known.discards & ~seen & ~opp_final
    drawn_e = _pick(rng, opp_final, ke) if his_cb is None else opp_final & ~his_cb
    opp_discards = _pick(rng, rest, ke) if his_cb is None else his_cb & ~opp_final
    de = _shuffled(rng, drawn_e)
    dd = _shuffled(rng, my_drawn)
    # the cards I left: seen if I looked at them, else whatever no one else holds
    r = _shuffled(rng, seen if obs.remnant_looked else rest & ~opp_discards)
    hands[seat], hands[other] = my_dealt, (opp_final & ~drawn_e) | opp_discards
    return DealSetup(dealer, [sorted(cards_of(h)) for h in hands], de + dd + r), opp_discards


def _announcements(state: PiquetState) -> list[Announcement]:
    return [said_aloud(e, state.seats) for e in state.deals[-1].events
            if isinstance(e.payload, Spoken)]


def replay(obs: PiquetObservation, seat: int, setup: DealSetup,
           other_discards: int | None) -> PiquetState:
    """The engine's State for this deal with these cards, the public actions replayed."""
    from ...engine.games import new_game
    state = new_game("piquet", obs.variant, dict(obs.options) or None,
                     seats=list(obs.seats), seed=None, deals=[setup])
    assert isinstance(state, PiquetState)       # new_game answers any game's State
    log = state.deals[-1]
    if obs.cut:
        a, b = obs.cut
        log.events.insert(0, Event(Cut((a, b), setup.dealer), setup.dealer, (a, b)))
    elder = 1 - setup.dealer
    for s in (elder, setup.dealer):
        if obs.exchanged[s] is None:
            break
        disc = mask_of(obs.discards) if s == seat else other_discards or 0
        # the dealer looked at the cards he left, or waived it, as he did at the table
        look = s != setup.dealer or obs.remnant_looked or not obs.stock
        state.apply(Exchange(s, tuple(cards_of(disc)), look))
    said = list(obs.announcements)
    while state.phase is DECLARE and not (
            obs.phase is DECLARE and state.turn == obs.to_act
            and ("point", "sequence", "set")[state.decl_class] == obs.declaring):
        done = len(_announcements(state))
        for action in state.legal_actions():
            trial = state.clone()
            trial.apply(action)
            got = _announcements(trial)
            if got == said[:len(got)] and len(got) >= done:
                state = trial
                break
        else:
            raise IllegalAction("no declaration says what was heard")
    for trick in (*obs.tricks, *((obs.trick,) if obs.trick else ())):
        for p in trick.cards:
            state.apply(PLAY[p.seat][p.card])
    return state


def determinize(obs: PiquetObservation, rng: random.Random, sampler: Sampler,
                tries: int = TRIES) -> PiquetState | None:
    """A State for ``obs``'s seat with the hidden cards sampled; None when the deal is
    not under way (between deals) or no consistent sample was found."""
    seat = obs.seat
    if obs.phase is WAITING or obs.phase is OVER or obs.elder is None:
        return None
    for _ in range(tries):
        try:
            setup, other_discards = sample_deal(obs, seat, rng, sampler)
            state = replay(obs, seat, setup, other_discards)
        except (ValueError, IllegalAction):
            continue
        _restore_history(state, obs)
        if state.observation(seat) == obs:
            state.shuffle_on()              # later deals are shuffled afresh
            state.rng = random.Random(rng.random())
            return state
    return None


def _restore_history(state: PiquetState, obs: PiquetObservation) -> None:
    state.totals = list(obs.totals)
    state.deal_points_list = [list(p) for p in obs.deal_points_history]
    k = obs.deal or 1
    while len(state.deals) < k:
        state.deals.insert(0, DealLog(DealSetup(0, [[], []], [])))
