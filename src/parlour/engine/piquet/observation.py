"""What one seat may know in two-handed Piquet: a ``PiquetObservation``.

Own hand and own discards; cards legitimately seen (the top cards elder left, the rest
of the stock once each may look at it, the other's carte blanche); everything said aloud;
the tricks; the scores as announced (the dealer's hand scores only once he has claimed
them, after elder's first lead).  Never the other's hand or discards, never the stock.
"""
from __future__ import annotations

from dataclasses import dataclass, fields, replace

from ..cards import Card, cards_of
from ..events import Cut, Declared, DiscardNamed, Spoken, SuitsNamed
from ..observed import Announcement, Observation, PlayedCard, Score, Trick
from ..options import frozen
from ...language import english
from ..sentences import sentence
from .asking import askable
from .dialogue import heard
from .phase import DECLARE, WAITING, Phase

COMBINATIONS = ("point", "sequence", "set")


@dataclass(frozen=True, slots=True)
class PiquetScore(Score):
    """A Piquet score; a combination's also gives what its name says (``heard``:
    a point's value or number of cards, a sequence's length and top, a set's count and
    rank), never its cards."""
    heard: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class PiquetObservation(Observation):
    """Two-handed Piquet.  Before the first deal, and between deals, only the game's
    fields are filled (``elder`` None).  ``shown`` is what each seat has shown, by seat;
    ``exchanged`` how many cards each has taken (None: not yet); ``talon_elder`` and
    ``talon_dealer`` the cards still lying in each part of the talon; ``to_claim`` the
    dealer's own good combinations, scored but not yet claimed aloud."""
    phase: Phase                        # in the place of Observation's ``phase``
    totals: tuple[int, ...]
    deal_points_history: tuple[tuple[int, ...], ...]
    deal: int
    cut: tuple[Card, ...] = ()
    elder: int | None = None
    hand: tuple[Card, ...] = ()
    discards: tuple[Card, ...] = ()
    seen: tuple[Card, ...] = ()
    # which of the cards elder left the dealer drew: both know (elder looked at them)
    left_taken: tuple[Card, ...] = ()
    shown: tuple[tuple[Card, ...], ...] = ()
    exchanged: tuple[int | None, ...] = ()
    stock: int = 0
    talon_elder: int = 0
    talon_dealer: int = 0
    declaring: str | None = None
    announcements: tuple[Announcement, ...] = ()
    scores: tuple[PiquetScore, ...] = ()
    deal_points: tuple[int, ...] = (0, 0)
    tricks: tuple[Trick, ...] = ()
    trick: Trick | None = None
    tricks_won: tuple[int, ...] = (0, 0)
    hand_sizes: tuple[int, ...] = ()
    to_claim: tuple[PiquetScore, ...] = ()
    # the dealer looked at the cards he left in the talon (both see him do it or not)
    remnant_looked: bool = False
    # the ranks of the other's trios whose laid-out suit this seat may ask (asking.py)
    may_ask: tuple[int, ...] = ()

    def public(self) -> "PiquetObservation":
        """What someone not playing the deal sees of it (Piquet à écrire): no hand, no
        discards, no talon cards, nothing to claim."""
        return replace(self, hand=(), discards=(), seen=(), left_taken=(), to_claim=(),
                       may_ask=())


# The fields of a payload said aloud that are a word, and those that are a number.
_WORDS = ("answer", "word")
_NUMBERS = ("figure", "suit", "points", "count")
_SAYINGS: dict[type, tuple[str, str | None, str | None]] = {}


def _saying(kind: type) -> tuple[str, str | None, str | None]:
    """(what it is called, its word field, its number field) for a payload said aloud."""
    got = _SAYINGS.get(kind)
    if got is None:
        names_ = [f.name for f in fields(kind)]
        got = _SAYINGS[kind] = (kind.__name__.lower(),
                                next((n for n in names_ if n in _WORDS), None),
                                next((n for n in names_ if n in _NUMBERS), None))
    return got


def said_aloud(event, seats) -> Announcement:
    """One announcement: a declaration gives only what is said of each combination
    (``Declared.said``), never its cards."""
    p = event.payload
    text = sentence(event, seats)      # in English: observe() says it so
    if isinstance(p, Declared):
        return Announcement(event.seat, "declared", text, p.category, p.called,
                            p.said)
    if isinstance(p, SuitsNamed):       # a trio's or quatorze's suits, as heard
        return Announcement(event.seat, "suitsnamed", text, "set", heard=(p.suits,))
    if isinstance(p, DiscardNamed):     # the rank asked about, the suit laid out (or None)
        return Announcement(event.seat, "discardnamed", text, heard=((p.rank,),),
                            number=p.suit)
    said, word, number = _saying(type(p))
    return Announcement(event.seat, said, text,
                        word=None if word is None else getattr(p, word),
                        number=None if number is None else getattr(p, number))


def scored(event, seats) -> PiquetScore:
    """A score as announced; a combination's also gives what its name says."""
    said = heard(event.category, event.cards, False, "value") \
        if event.category in COMBINATIONS else ()
    return PiquetScore(event.seat, event.points, event.category, (),
                       sentence(event, seats), said)


_TRICKS: dict[tuple[int, int, int, int], Trick] = {}


def _trick(leader: int, lead: int, follow: int, winner: int) -> Trick:
    """A gathered trick, made once (observations are made often in the players' search)."""
    key = (leader, lead, follow, winner)
    t = _TRICKS.get(key)
    if t is None:
        t = _TRICKS[key] = Trick(leader, (PlayedCard(leader, Card(lead)),
                                          PlayedCard(1 - leader, Card(follow))), winner)
    return t


def observe(state, seat: int) -> PiquetObservation:
    """What ``seat`` may know; its words in English whatever the window speaks (an
    observation is data: the computer's seed is a digest of it)."""
    with english():
        return _observe(state, seat)


def _observe(state, seat: int) -> PiquetObservation:
    game = dict(game=state.game, variant=state.variant, seat=seat, seats=tuple(state.seats),
                options=frozen(state.options), phase=state.phase,
                to_act=state.current_player(), totals=tuple(state.totals),
                deal_points_history=tuple(tuple(p) for p in state.deal_points_list),
                deal=len(state.deals))
    if state.phase is WAITING and state.due is not None or not state.deals \
            or not hasattr(state, "hands"):
        return PiquetObservation(dealer=None, **game)
    announcements, scores, cut = [], [], ()
    for e in state.deals[-1].events:
        if isinstance(e.payload, Spoken):
            announcements.append(said_aloud(e, state.seats))
        elif e.category is not None:
            scores.append(scored(e, state.seats))
        elif isinstance(e.payload, Cut):
            cut = tuple(e.cards)
    deal_points = [0, 0]
    for s in scores:
        deal_points[s.seat] += s.points
    return PiquetObservation(
        dealer=state.dealer, elder=state.elder, cut=cut,
        hand=tuple(cards_of(state.hands[seat])),
        discards=tuple(cards_of(state.discards[seat])),
        seen=tuple(cards_of(state.seen[seat])),
        left_taken=tuple(cards_of(getattr(state, "left_taken", 0))),
        shown=(tuple(cards_of(state.shown[0])), tuple(cards_of(state.shown[1]))),
        exchanged=tuple(state.exchanged),
        stock=len(state.stock),
        talon_elder=5 if state.exchanged[state.elder] is None else 0,
        talon_dealer=_dealer_part(state),
        declaring=(None if state.phase is not DECLARE
                   else COMBINATIONS[state.decl_class]),
        announcements=tuple(announcements),
        scores=tuple(scores),
        deal_points=tuple(deal_points),
        tricks=tuple(_trick(*t) for t in state.tricks),
        trick=(Trick(state.leader, (PlayedCard(state.leader, state.lead),))
               if state.lead >= 0 else None),
        tricks_won=tuple(state.won),
        hand_sizes=(state.hands[0].bit_count(), state.hands[1].bit_count()),
        to_claim=(tuple(scored(e, state.seats) for e in state.pending if e.category is not None)
                  if seat == state.dealer else ()),
        remnant_looked=state.remnant_looked,
        may_ask=askable(state, seat),
        **game)


def _dealer_part(state) -> int:
    """How many cards are still lying in the talon for the dealer to take."""
    if state.exchanged[state.elder] is None:
        return 3
    return 0 if state.exchanged[state.dealer] is not None else len(state.stock)
