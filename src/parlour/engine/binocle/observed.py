"""What one seat may know of a Binocle game, as a type (the shared parts: engine/observed.py).

``phase`` is the decision due: "play", "meld" (the winner of a trick scores a dix, melds
or passes), "over" or "waiting" (a record's deals ran out).  Before any card is dealt
(``dealer`` None) only the game's scores and target are known; the deal's fields keep
their empty values.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..cards import Card
from ..copies import SeenCopies
from ..events import Combination, GameEnded
from ..observed import Observation, PlayedCard, Trick
from .phase import Phase

Cards = tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class MeldShown:
    """A meld made this deal: by whom, and the combination (its cards as numbers)."""
    seat: int
    combination: Combination


@dataclass(frozen=True, slots=True, kw_only=True)
class BinocleObservation(Observation):
    """``tables`` are the cards each player has melded (on the table, in play);
    ``hand_sizes`` the cards in each hand; ``opponent_known`` the cards publicly known
    to be in the other hand (the turn-up he took, a dix he showed, his melds back in his
    hand); ``leader`` leads now or led the card in ``trick``; ``last_trick`` the trick
    gathered last; ``played`` every card played this deal, the card led now included;
    ``dix_held`` the dixes each player scored and still holds; ``deal_points`` this
    deal's points, ``scores`` the game's."""
    phase: Phase                        # in the place of Observation's ``phase``
    scores: tuple[int, int]
    target: int
    result: GameEnded | None = None     # once over: as the game's end was said
    trump: str | None = None
    turnup: Card | None = None
    stock: int = 0
    hand: Cards = ()
    tables: tuple[Cards, Cards] = ((), ())
    hand_sizes: tuple[int, int] = (0, 0)
    opponent_known: Cards = ()
    leader: int | None = None
    trick: Trick | None = None
    last_trick: Trick | None = None
    last_tricks: bool = False
    deal_points: tuple[int, int] = (0, 0)
    melds: tuple[MeldShown, ...] = ()
    played: tuple[PlayedCard, ...] = ()
    dix_held: tuple[int, int] = (0, 0)
    copies: SeenCopies | None = None
