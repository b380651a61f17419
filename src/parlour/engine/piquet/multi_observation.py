"""What one seat may know in Piquet for three or four (Normand, Voleur): a
``MultiHandObservation``.

Own hand; the dealer alone his discards and the talon cards he left (``talon_left``);
the carte blanche shown; the declarations as said aloud; the cards shown when scored;
the tricks; the deal's points.  Never another's hand.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..cards import Card, cards_of
from ..observed import Announcement, Observation, PlayedCard, Trick
from ..options import frozen
from .phase import EXCHANGE, WAITING, Phase


@dataclass(frozen=True, slots=True)
class MultiHandObservation(Observation):
    """Piquet round the table.  ``totals`` is each seat's side's score; ``carte_blanche``
    the cards each seat showed for it (by seat, empty if none); ``talon_size`` the
    talon cards still lying there; ``tricks`` the gathered tricks, ``tricks_won`` how
    many each seat took.  While waiting for a deal only the game's fields are filled."""
    phase: Phase                        # in the place of Observation's ``phase``
    totals: tuple[int, ...]
    hand: tuple[Card, ...] = ()
    discards: tuple[Card, ...] = ()
    talon_left: tuple[Card, ...] = ()
    hand_sizes: tuple[int, ...] = ()
    talon_size: int = 0
    carte_blanche: tuple[tuple[Card, ...], ...] = ()
    announcements: tuple[Announcement, ...] = ()
    shown: tuple[Card, ...] = ()
    trick: Trick | None = None
    tricks: tuple[Trick, ...] = ()
    tricks_won: tuple[int, ...] = ()
    deal_points: tuple[int, ...] = ()


def _played(pairs) -> tuple[PlayedCard, ...]:
    return tuple(PlayedCard(s, c) for s, c in pairs)


def observe(state, seat: int) -> MultiHandObservation:
    game = dict(game=state.game, variant=state.variant, seat=seat, seats=tuple(state.seats),
                options=frozen(state.options), phase=state.phase,
                to_act=state.current_player(), dealer=state.dealer,
                totals=tuple(state.totals[s] for s in state.SIDES))
    if state.phase is WAITING:
        return MultiHandObservation(**game)
    dealer_eyes = seat == state.dealer and state.TALON
    return MultiHandObservation(
        hand=tuple(cards_of(state.hands[seat])),
        discards=tuple(cards_of(state.discards)) if dealer_eyes else (),
        talon_left=tuple(cards_of(state.left)) if dealer_eyes else (),
        hand_sizes=tuple(h.bit_count() for h in state.hands),
        talon_size=(len(state.talon) if state.phase is EXCHANGE
                    else state.left.bit_count()),
        carte_blanche=tuple(tuple(cards_of(state.cb_shown.get(s, 0)))
                            for s in range(state.SEATS)),
        announcements=tuple(state.calls),
        shown=tuple(cards_of(state.shown)),
        trick=(Trick(state.trick[0][0], _played(state.trick)) if state.trick else None),
        tricks=tuple(Trick(plays[0][0], _played(plays), winner)
                     for winner, plays in state.gathered),
        tricks_won=tuple(state.tricks),
        deal_points=tuple(state.deal_points),
        **game)
