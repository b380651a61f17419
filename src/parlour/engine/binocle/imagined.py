"""A Binocle game imagined from one seat's observation and the cards it cannot see.

The computer players deal the unseen cards at random (ai/melding/worlds.py: the other's
hand, the stock's order) and play the state built here to the end of the deal, many
times a decision; it goes on exactly as the real game would with those cards, except
where the observation does not tell what the engine keeps, which is approximated the
same way for both players:
- each meld board is the seat's melds of this deal laid again in order, each using the
  board's cards as far as the rules allow, then the cards since played from it taken
  off (the latest laid first); cards that fit no listed meld lie as a plain lay-out
  that meets no class.  Which meld a card really served in may differ, and with it
  whether a later meld may use it;
- what the other player is known to hold of this seat's hand is not kept (a play-out
  never asks for an observation);
- the state keeps no record (no setup, no actions, no physical cards): it is for
  playing on, not for replaying or saving.
"""
from __future__ import annotations

from typing import Sequence

from ..cards import suit_in
from ..melding.imagined import blank, counts, unrecorded
from .board import MeldBoard
from .observed import BinocleObservation
from .phase import MELD, PLAY
from .state import BinocleState


def imagined(obs: BinocleObservation, his_hand: Sequence[int], stock: Sequence[int],
             seed: float | None = None) -> BinocleState:
    """The game as ``obs`` sees it with the other player holding ``his_hand`` and
    ``stock`` the cards still to draw, first drawn first (the turn-up not among them:
    the observation shows it).  ``seed`` shuffles the later deals."""
    dealer, leader, trump = obs.dealer, obs.leader, suit_in(obs.trump)
    if dealer is None or leader is None or trump is None:
        raise ValueError("a game is imagined only while a deal is played")
    w = blank(BinocleState, "binocle", obs.variant, obs.options)
    me, other = obs.seat, 1 - obs.seat
    hand = list(obs.hand)
    turnup = obs.turnup
    w.seats = list(obs.seats)
    w.dealer = dealer
    w._set_trump(trump)
    mine, his = counts(hand), counts(his_hand)
    w.hand = [mine, his] if me == 0 else [his, mine]
    w.stock = list(stock)[::-1]           # pop() takes the next card
    w.turnup = turnup
    w.turnup_scored = turnup is not None and turnup == w.dix
    w.board = [_board(obs, s, w.combo_of) for s in (0, 1)]
    w.known = [[0] * 32, [0] * 32]
    w.known[other] = counts(obs.opponent_known)
    w.dix_scored_held = list(obs.dix_held)
    w.final = obs.last_tricks
    w.tricks_left = max(len(hand), len(his_hand)) if w.final else 0
    trick = obs.trick
    w.lead = trick.cards[0].card if trick else None
    w.leader = leader
    w.scores = list(obs.scores)
    w.target = obs.target
    w.deal_points = list(obs.deal_points)
    w.options_now = None
    w.phase = MELD if obs.phase is MELD else PLAY
    w.last_trick = None
    w.outcome = None
    unrecorded(w, seed, turnup)
    return w


class _Laid:
    """A lay-out of table cards with no meld history (class 9 meets no real class)."""
    meld_class, value = 9, 0


_PLENTY = [8] * 32


def _board(obs: BinocleObservation, seat: int, combo_of: dict) -> MeldBoard:
    """The seat's melds this deal laid again in order, each using the board's cards as
    far as the rules allow; then the cards since played from the board are taken off
    (the latest laid first).  Cards that fit no listed meld lie as a plain lay-out."""
    board = MeldBoard()
    for meld in obs.melds:
        combo = combo_of.get(tuple(sorted(meld.combination.cards)))
        if meld.seat != seat or combo is None:
            continue
        way = board.make_up(combo, _PLENTY)
        if way is not None:
            board.add(combo, *way)
    want = counts(obs.tables[seat])
    extra = []
    for c in range(32):
        while board.count[c] > want[c]:
            board.take(c)
        extra += [c] * (want[c] - board.count[c])
    if extra:
        board.add(_Laid, 0, extra)
    return board
