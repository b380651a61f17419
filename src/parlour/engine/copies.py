"""Which physical card is which, in the games played with several packs.

Rubicon and Chinese Bézique, two-pack Bézique and Binocle shuffle packs together, so a
King of hearts may lie in one hand, on the other player's table and in the trick at
once.  The rules need only the card (the engine counts cards by their code), but the
table must not take one King of hearts for another.  A ``Copies`` ledger follows every
physical card of one deal from the deal to the trick pile:

- each card gets a *serial* from the deal: the hands in seat order, then the stock in
  drawing order, the turn-up last (it is the last card drawn in both games);
- the engine logs each move in a ``CardLog``, one small number made in advance (a draw,
  a card played from the hand or from the table, a card laid on the table, the dix
  exchanged, the tables taken back into the hands): as cheap as an append, so the hot
  loops of random and simulated play hardly notice.  A ``Copies`` ledger follows the
  log when an observation is made, catching up from where it was.  Where a rule leaves
  the copy open (two Kings of hearts in one hand) the lowest serial goes;
- each seat's observation names its cards by code and *copy number*: the rank of that
  card among the copies of its code this seat has seen, in the order it saw them (ties,
  cards seen at the same moment, by serial).  A number is fixed once the card is seen,
  and depends only on what the seat has seen: a card the other player plays says
  nothing about when he got it.

The log is optional: the computer players' imagined games (bezique/imagined.py,
binocle/imagined.py), built around an observation, run without one (``card_moves = None``).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple, Sequence

from .cards import Card, card_name

HAND = (0, 1)           # places: in a seat's hand ...
TABLE = (2, 3)          # ... on a seat's table (declared) ...
PLAYED = 4              # ... played to a trick ...
STOCK = 5               # ... in the stock (the turn-up included)
_UNSEEN = 1 << 30


class CardCopy(NamedTuple):
    """One physical card as a seat's observation names it: its code and copy number."""
    card: Card
    copy: int


# every CardCopy an observation may hold (six packs at most), made once
_CARD_COPY = tuple(tuple(CardCopy(Card(c), n) for n in range(6)) for c in range(32))


@dataclass(frozen=True, slots=True)
class SeenCopies:
    """A seat's view of the physical cards, in its observation: its hand (by card, then
    copy), each table in the order laid, every card played this deal in order (the
    current trick's last), and the turn-up while it lies under the stock."""
    hand: tuple[CardCopy, ...]
    tables: tuple[tuple[CardCopy, ...], tuple[CardCopy, ...]]
    played: tuple[CardCopy, ...]
    turnup: CardCopy | None = None


def _move(kind: int, seat: int, value: int = 0) -> int:
    return kind | seat << 3 | value << 4


_DRAW, _PLAY_HAND, _PLAY_LAID, _PLAY_LAST_LAID, _LAY, _EXCHANGE, _TO_HANDS = range(7)
# The moves, made once: DRAW[seat], PLAY_HAND[seat][card], ...
DRAW = (_move(_DRAW, 0), _move(_DRAW, 1))
PLAY_HAND = tuple(tuple(_move(_PLAY_HAND, s, c) for c in range(32)) for s in (0, 1))
PLAY_LAST_LAID = tuple(tuple(_move(_PLAY_LAST_LAID, s, c) for c in range(32))
                       for s in (0, 1))
LAY = tuple(tuple(_move(_LAY, s, c) for c in range(32)) for s in (0, 1))
EXCHANGE = tuple(tuple(_move(_EXCHANGE, s, c) for c in range(32)) for s in (0, 1))
TABLES_TO_HANDS = _move(_TO_HANDS, 0)


def play_laid(seat: int, index: int) -> int:
    """The move: the ``index``-th card laid on ``seat``'s table this deal is played."""
    return _move(_PLAY_LAID, seat, index)


class CardLog(list):
    """One deal's card moves as the engine made them (see the module), with the ledger
    that has followed them so far."""
    __slots__ = ("hands", "stock", "turnup", "_ledger")

    def __init__(self, hands, stock, turnup: int | None = None, moves=()) -> None:
        super().__init__(moves)
        self.hands, self.stock, self.turnup = hands, stock, turnup
        self._ledger: Copies | None = None

    def copy(self) -> "CardLog":
        return CardLog(self.hands, self.stock, self.turnup, self)

    def ledger(self) -> "Copies":
        """The ledger after every move logged so far."""
        led = self._ledger
        if led is None:
            led = self._ledger = Copies(self.hands, self.stock, self.turnup)
        led.follow(self)
        return led

    def observed(self, seat: int) -> SeenCopies:
        return self.ledger().observed(seat)


class Copies:
    __slots__ = ("code", "of_code", "place", "seen", "clock", "stock", "drawn", "laid",
                 "played", "followed")

    def __init__(self, hands: Sequence[Sequence[int]], stock: Sequence[int],
                 turnup: int | None = None) -> None:
        code = [*hands[0], *hands[1], *stock]
        if turnup is not None:
            code.append(turnup)
        n = len(code)
        self.code = code                 # serial -> card (never changes)
        of_code: list[list[int]] = [[] for _ in range(32)]
        for x, c in enumerate(code):
            of_code[c].append(x)
        self.of_code = of_code           # card -> its serials (never changes)
        h0 = len(hands[0])
        dealt = h0 + len(hands[1])
        self.place = [HAND[0]] * h0 + [HAND[1]] * (dealt - h0) + [STOCK] * (n - dealt)
        self.seen = [[0] * h0 + [_UNSEEN] * (n - h0),
                     [_UNSEEN] * h0 + [0] * (dealt - h0) + [_UNSEEN] * (n - dealt)]
        if turnup is not None:           # face up for both from the deal
            self.seen[0][-1] = self.seen[1][-1] = 0
        self.clock = 1
        self.stock = list(range(dealt, n))   # serials in drawing order
        self.drawn = 0
        self.laid: list[list[int]] = [[], []]   # serials in the order laid, per table
        self.played: list[int] = []
        self.followed = 0                # moves of the log carried out

    def follow(self, moves: Sequence[int]) -> None:
        """Carry out the moves logged since the last call."""
        for m in moves[self.followed:]:
            kind, seat, value = m & 7, m >> 3 & 1, m >> 4
            if kind == _DRAW:
                self.draw(seat)
            elif kind == _PLAY_HAND:
                self.play_from_hand(seat, value)
            elif kind == _PLAY_LAID:
                self.play_from_table(seat, value)
            elif kind == _PLAY_LAST_LAID:
                self.play_from_table(seat, c=value)
            elif kind == _LAY:
                self.lay(seat, (value,))
            elif kind == _EXCHANGE:
                self.exchange(seat, value)
            else:
                self.tables_to_hands()
        self.followed = len(moves)

    # ----- moves, as the engine makes them -------------------------------------------
    def _in_hand(self, seat: int, c: int) -> int:
        place, where = self.place, HAND[seat]
        for x in self.of_code[c]:
            if place[x] == where:
                return x
        raise ValueError(f"no {card_name(c)} in seat {seat}'s hand")

    def _show(self, x: int) -> None:
        t = self.clock
        self.clock = t + 1
        for seen in self.seen:
            if seen[x] > t:
                seen[x] = t

    def draw(self, seat: int) -> None:
        """The next card of the stock (at last the turn-up) goes to ``seat``."""
        x = self.stock[self.drawn]
        self.drawn += 1
        self.place[x] = HAND[seat]
        seen = self.seen[seat]
        if seen[x] == _UNSEEN:
            seen[x] = self.clock
            self.clock += 1

    def play_from_hand(self, seat: int, c: int) -> None:
        x = self._in_hand(seat, c)
        self.place[x] = PLAYED
        self.played.append(x)
        self._show(x)

    def play_from_table(self, seat: int, index: int | None = None, c: int = -1) -> None:
        """A card of ``seat``'s table played: the ``index``-th laid this deal, or (no
        index) the copy of ``c`` laid most recently."""
        laid = self.laid[seat]
        if index is None:
            where = TABLE[seat]
            index = max(i for i, x in enumerate(laid)
                        if self.code[x] == c and self.place[x] == where)
        x = laid[index]
        self.place[x] = PLAYED
        self.played.append(x)

    def lay(self, seat: int, cards: Sequence[int]) -> None:
        """Cards from ``seat``'s hand laid on his table (in the engine's order)."""
        for c in cards:
            x = self._in_hand(seat, c)
            self.place[x] = TABLE[seat]
            self.laid[seat].append(x)
            self._show(x)

    def tables_to_hands(self) -> None:
        """The stock is exhausted: each table goes back into its owner's hand."""
        place = self.place
        for seat in (0, 1):
            for x in self.laid[seat]:
                if place[x] == TABLE[seat]:
                    place[x] = HAND[seat]

    def exchange(self, seat: int, dix: int) -> None:
        """The dix from ``seat``'s hand changes place with the turn-up (the stock's last
        card); the dix then lies face up for both."""
        x = self._in_hand(seat, dix)
        up = self.stock[-1]
        self.stock[-1] = x
        self.place[x] = STOCK
        self.place[up] = HAND[seat]
        self._show(x)

    # ----- what a seat sees ------------------------------------------------------------
    def copy_numbers(self, seat: int) -> dict[int, int]:
        """serial -> copy number, for every card ``seat`` has seen."""
        seen = self.seen[seat]
        out: dict[int, int] = {}
        for serials in self.of_code:
            ranked = sorted((seen[x], x) for x in serials if seen[x] != _UNSEEN)
            for n, (_, x) in enumerate(ranked):
                out[x] = n
        return out

    def observed(self, seat: int) -> SeenCopies:
        """The seat's view of the physical cards, for its observation (``SeenCopies``)."""
        num = self.copy_numbers(seat)
        code, place = self.code, self.place

        def named(x: int) -> CardCopy:
            return _CARD_COPY[code[x]][num[x]]
        hand = sorted((x for x, p in enumerate(place) if p == HAND[seat]),
                      key=lambda x: (code[x], num[x]))
        def table(s: int) -> tuple[CardCopy, ...]:
            return tuple(named(x) for x in self.laid[s] if place[x] == TABLE[s])
        tables = (table(0), table(1))
        up = self.stock[-1] if self.drawn < len(self.stock) else None
        return SeenCopies(tuple(named(x) for x in hand), tables,
                          tuple(named(x) for x in self.played),
                          named(up) if up is not None and num.get(up) is not None else None)
