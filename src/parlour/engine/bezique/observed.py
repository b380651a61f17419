"""What one seat may know of a Bézique game, as types (the shared parts: engine/observed.py).

Rubicon and Chinese Bézique give a ``BeziqueObservation``; the two-pack game a
``TwoPackObservation``, the same with its turn-up and the game over deals.  Cards are
``Card`` values (engine/cards.py), seats are indices, ``phase`` is the decision due:
"carte_blanche", "play", "declare" (meld or pass), "announce", "count" (ask for the
brisques or not) or "over".
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ..cards import Card
from ..copies import SeenCopies
from ..events import GameEnded
from ..observed import Observation, PlayedCard, Trick
from .phase import Phase

Cards = tuple[Card, ...]
BySeat = tuple[Cards, Cards]


@dataclass(frozen=True, slots=True)
class CarteBlancheShown:
    """Cards shown for carte blanche: the whole hand, or a card drawn while it lasts."""
    seat: int
    cards: Cards


@dataclass(frozen=True, slots=True, kw_only=True)
class BeziqueObservation(Observation):
    """``tables`` are the cards each player has declared (on the table, in play);
    ``cards_held`` each player's cards, hand and table together; ``announced``, by seat,
    the combinations announced and still to score; ``claimable`` those broken since
    scored that may be claimed again from the table; ``known`` the cards each player is
    known to hold in hand (carte blanche shown, table cards back in hand for the last
    tricks); ``face_up`` the trick cards lying face up since the last brisque was won;
    ``played`` every card played this deal; ``trick`` the card led now, if any.
    ``brisques`` (Aces and Tens won) are shown once counted, ``result`` once over."""
    phase: Phase                        # in the place of Observation's ``phase``
    trump: str | None
    stock: int
    hand: Cards = field()
    cards_held: tuple[int, int]
    tables: BySeat
    announced: tuple[tuple[Cards, ...], tuple[Cards, ...]]
    claimable: tuple[tuple[Cards, ...], tuple[Cards, ...]]
    known: BySeat
    scores: tuple[int, int]
    trick: Trick | None = field()
    face_up: Cards
    played: tuple[PlayedCard, ...]
    carte_blanche: tuple[CarteBlancheShown, ...]
    last_tricks: bool
    copies: SeenCopies | None = None
    brisques: tuple[int, int] | None = None
    result: GameEnded | None = None     # once over: as the game's end was said

    @property
    def hand_sizes(self) -> tuple[int, ...]:
        """Each player's cards in hand, his table apart (as Binocle's)."""
        return tuple(held - len(table) for held, table in zip(self.cards_held, self.tables))


@dataclass(frozen=True, slots=True, kw_only=True)
class TwoPackObservation(BeziqueObservation):
    """Two-pack Bézique adds the turn-up (while it lies under the stock), the game's
    totals as last set down (at the end of a deal), the deal's number, the points that
    make the game, and each player's Sevens of trumps scored and still in hand
    (``dix_shown``).  ``scores`` are the running totals, this deal's points included."""
    turnup: Card | None
    totals: tuple[int, int]
    deal: int
    game_points: int
    dix_shown: tuple[int, int]
