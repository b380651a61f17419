"""What an engine event means, as typed values: the payloads of ``Event``.

Every event the games hand out carries one of these payloads, which says exactly what
happened in numbers and cards; what kind of event it is is its payload's class, read with
``isinstance`` or ``match`` (``Spoken`` gathers what is said aloud in Piquet's
declaring).  The English sentence is made from the payload by ``sentences.py`` and by
nothing else, so whatever reads events (the window, the computer players, the records)
reads these fields, never words.

Seats are indices into the game's seats; cards are card numbers (``cards.py``).  The
payloads are frozen and slotted: the computer players' playouts create many of them.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Callable

from .ending import Ending


class Payload:
    """Base of every payload.  ``reseated`` maps the seat numbers a payload holds (the
    two-handed deals inside Piquet à écrire speak of seats 0 and 1)."""

    __slots__ = ()

    def reseated(self, seat_of: Callable[[int], int]) -> "Payload":
        return self


# ----- the deal ------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Cut(Payload):
    """Both cut for the deal: ``cards[i]`` was cut by ``cutters[i]``; ``dealer`` deals."""
    cards: tuple[int, int]
    dealer: int
    cutters: tuple[int, int] = (0, 1)

    def reseated(self, seat_of):
        return replace(self, dealer=seat_of(self.dealer),
                       cutters=(seat_of(self.cutters[0]), seat_of(self.cutters[1])))


@dataclass(frozen=True, slots=True)
class Dealt(Payload):
    """A deal begins; ``each`` is the number of cards dealt to each hand when it is said."""
    dealer: int
    each: int = 0

    def reseated(self, seat_of):
        return replace(self, dealer=seat_of(self.dealer))


@dataclass(frozen=True, slots=True)
class TurnedUp(Payload):
    """The card turned up under the stock; ``trump`` its suit when it makes trumps."""
    card: int
    trump: int | None = None


@dataclass(frozen=True, slots=True)
class Exchanged(Payload):
    """Piquet's exchange with the talon (two hands, and the dealer round the table)."""
    count: int


@dataclass(frozen=True, slots=True)
class DixExchanged(Payload):
    """The Seven of trumps (dix) exchanged for the turn-up."""
    dix: int
    turnup: int


@dataclass(frozen=True, slots=True)
class Drew(Payload):
    """A card drawn from the stock.  ``card`` only when all see it (the turn-up taken);
    ``left`` the cards left in the stock when that is said (-1: not said)."""
    card: int | None = None
    left: int = -1


@dataclass(frozen=True, slots=True)
class StockExhausted(Payload):
    """The stock is exhausted: the last tricks follow."""


# ----- Piquet's declarations: what is said aloud ----------------------------------------

class Spoken(Payload):
    """Something said aloud at the table in Piquet's declaring, scoring nothing: a
    declaration, its answer, a count, a word.  An observation's announcements are these."""

    __slots__ = ()


@dataclass(frozen=True, slots=True)
class Declared(Spoken):
    """A declaration in one class ("point", "sequence", "set"): each combination's cards,
    best first (none: nothing to declare), and ``said``, what is said aloud of each
    (``piquet.dialogue.heard``: a point's value or number of cards, a sequence's length
    and top rank, a set's count and rank), all another player learns, since the cards
    themselves are not shown.  ``called`` when it is called as the player declares (a
    point by its value au cent, ``point_by`` "value"); otherwise named, as combinations
    are when they are added or claimed."""
    category: str
    combinations: tuple[tuple[int, ...], ...]
    said: tuple[tuple[int, ...], ...]
    point_by: str = "value"
    called: bool = True


@dataclass(frozen=True, slots=True)
class Answered(Spoken):
    """The answer to a declaration: "good", "not_good", "equal", or "making" (Rubicon
    asks the point's value when the numbers of cards are equal)."""
    answer: str


@dataclass(frozen=True, slots=True)
class Making(Spoken):
    """The answer to "Making?": the last figure of the point's value, all that is said."""
    figure: int


@dataclass(frozen=True, slots=True)
class SuitNamed(Spoken):
    """Rubicon Piquet: the suit of the combination just named."""
    suit: int


@dataclass(frozen=True, slots=True)
class SuitsNamed(Spoken):
    """Rubicon Piquet: the suits of the trio or quatorze just named ("If they are good,
    the suits must be named; the same with quatorze and trio"): a trio's three suits
    tell which one is missing."""
    suits: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class DiscardNamed(Spoken):
    """Piquet: the answer to "which did you lay out?" (action ``Ask``): the suit of the
    card of ``rank`` the player discarded, None when he laid out none of that rank."""
    rank: int
    suit: int | None


@dataclass(frozen=True, slots=True)
class Counted(Spoken):
    """A player's count of his points so far in the deal."""
    points: int


@dataclass(frozen=True, slots=True)
class Left(Spoken):
    """Elder leaves cards of his part of the talon."""
    count: int


@dataclass(frozen=True, slots=True)
class Exclaimed(Spoken):
    """A word said as something happens: "carte_blanche", "pic" or "repic"."""
    word: str


# ----- the play ------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Played(Payload):
    """A card played to the trick; ``from_table`` when it comes from a Bézique meld."""
    card: int
    from_table: bool = False


@dataclass(frozen=True, slots=True)
class TrickWon(Payload):
    """A trick gathered: its cards as (seat, card) in the order played, and the winner.
    ``brisques``: Bézique, the winner gathers the Aces and Tens lying face up."""
    winner: int
    plays: tuple[tuple[int, int], ...]
    brisques: bool = False

    def reseated(self, seat_of):
        return replace(self, winner=seat_of(self.winner),
                       plays=tuple((seat_of(s), c) for s, c in self.plays))


# ----- melds ---------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Combination(Payload):
    """A Bézique or Binocle combination: its category (``MELDING_CATEGORIES``), its cards,
    and what names it: the suit of a marriage or sequence (None for Binocle's trump
    marriage and sequence, named without it), the rank of a four or an eight, ``royal``
    for a trump marriage or sequence, and ``level`` (1 to 4: single to quadruple
    bézique; Binocle: 1 binocle, 2 double binocle, 3 grand binocle)."""
    category: str
    cards: tuple[int, ...]
    suit: int | None = None
    rank: int | None = None
    royal: bool = False
    level: int = 1


@dataclass(frozen=True, slots=True)
class Melded(Payload):
    """A combination declared.  Bézique: ``laid`` are the cards laid from the hand (none:
    it scores what was announced); Binocle (None) does not say."""
    combination: Combination
    laid: tuple[int, ...] | None = None


@dataclass(frozen=True, slots=True)
class Announced(Payload):
    """Chinese Bézique: a combination announced, to be scored at a later turn."""
    combination: Combination


@dataclass(frozen=True, slots=True)
class Lost(Payload):
    """An announcement no longer able to score (its card was played, or the stock ran out)."""
    combination: Combination


@dataclass(frozen=True, slots=True)
class Trumps(Payload):
    """The first marriage makes its suit trumps (Rubicon and Chinese Bézique)."""
    suit: int


# ----- scores --------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Scored(Payload):
    """Points scored.  ``category`` is one of INTERFACES.md's; ``cards`` the cards that
    score (shown); ``reason`` says which rule when the category alone does not:

    "" for a combination named by its cards (Piquet) or ``combination`` (melds);
    "lead" / "win" (a card led or winning, named by ``card``), "card_led", "trick_won",
    "last_trick", "cards", "the_cards", "the_cards_divided", "capot", "capot_shared",
    "pic", "repic", "carte_blanche",
    "carte_blanche_again" (``card`` drawn); the dix: "seven_turned_up",
    "seven_played", "seven_shown", "seven_exchanged", "dix_turned_up", "dix_shown",
    "dix_exchanged"; "cards_won" (Binocle's counting cards); "brisques" (``count``).
    """
    category: str
    points: int
    cards: tuple[int, ...] = ()
    reason: str = ""
    card: int | None = None
    count: int = 0
    combination: Combination | None = None


# ----- the end -------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class DealEnded(Payload):
    """A deal is over.  ``points``: what each seat made in it; ``totals``: the game's
    scores after it, by seat (by side in Piquet Voleur; none when the deal is the game);
    ``brisques``: by seat, when they are reckoned apart (Rubicon Bézique)."""
    number: int
    points: tuple[int, ...]
    totals: tuple[int, ...] = ()
    brisques: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class GameEnded(Payload):
    """The game is over: the engine's Result (winner, what he wins, why, the totals)."""
    winner: int | None
    value: int
    ending: Ending
    totals: tuple[int, ...] = ()

    @classmethod
    def of(cls, result) -> "GameEnded":
        return cls(result.winner, result.value, result.ending, tuple(result.totals))


@dataclass(frozen=True, slots=True)
class BrisquesAsked(Payload):
    """Rubicon Bézique: the player behind asks for the brisques to be counted, or not."""
    count: bool


@dataclass(frozen=True, slots=True)
class Claimed(Payload):
    """Binocle: a claim to have reached ``target`` with ``score`` (right or wrong)."""
    target: int
    score: int


@dataclass(frozen=True, slots=True)
class TargetRaised(Payload):
    """Binocle: both passed the target unclaimed; the game is now to ``target``."""
    passed: int
    target: int


@dataclass(frozen=True, slots=True)
class SheetWritten(Payload):
    """Piquet à écrire: the deal's loser is charged ``margin`` (0: equal, nothing)."""
    loser: int | None
    margin: int

    def reseated(self, seat_of):
        return self if self.loser is None else replace(self, loser=seat_of(self.loser))
