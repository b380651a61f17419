"""The table's contract with a game: ``TablePresenter``, what one game shows on the
table and asks of the human, in that game's vocabulary.  It has no Qt: it answers in
slots, captions, words and actions, and the main window draws them.  The main window
calls every method here unconditionally (no probing): a presenter overrides what its
game needs and inherits the rest.  ``GenericPresenter`` serves any game that has no
presenter of its own yet: your hand, theirs face down, the trick, and the other choices
as buttons.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...engine.cards import card_symbol, hand_place
from ...engine.copies import CardCopy
from ...engine.core import Event, State
from ...engine.events import Dealt, Drew, GameEnded, Played, Scored, TrickWon
from ...engine.actions import PLAY, Action, Play
from ...engine.sentences import ending_words, sentence
from ..binding.marks import translate
from ..binding.placeholders import fill
from .spoken import trick_words
from .layout import Slot, TableGeometry

if TYPE_CHECKING:
    from .host import TableHost

# Events the table shows and the log need not tell.
# The game's end too: the window says it once, in the presenter's result_text
QUIET_KINDS = (Played, Dealt, Drew, TrickWon, Scored, GameEnded)


def trick_pairs(trick) -> list[tuple[int, int]]:
    """A trick's cards as (seat, card), in the order played (none: no trick)."""
    return [] if trick is None else [(p.seat, p.card) for p in trick.cards]


def suit_sorted(cards, key=lambda c: c) -> list:
    """Hand order: spades, hearts, clubs, diamonds (colours alternate), high to low.
    ``key`` gives the card of each item (a card's key in the games of several packs)."""
    return sorted(cards, key=lambda x: hand_place(key(x)))


@dataclass(frozen=True)
class SittingDeal:
    """A deal of a sitting (à écrire) as its summary tells it, in place of the game's own
    sheet of deal points: its heading, the two who played it, what each deal so far
    wrote in each seat's column (None: not at the table) and the balance after it."""
    heading: str
    players: tuple[int, ...]
    sheet: tuple[tuple[int | None, ...], ...]
    balance: tuple[int, ...]


class TablePresenter:
    """What the main window asks of the game on the table.  Subclasses override what
    their game needs; every default here is the plain two-handed table's."""

    # how the table is laid out (the melding games' two boards, the round table)
    geometry_type: type[TableGeometry] = TableGeometry
    # the player only watches the deal (à écrire, sitting out): the hand at the foot of
    # the table is another's, and the keyboard reaches none of its cards
    watching: bool = False

    def __init__(self, state: State, bottom_seat: int, human_seat: int | None):
        self.bottom = bottom_seat
        self.top = 1 - bottom_seat
        self.human_seat = human_seat
        self.selected: set[int] = set()
        self.legal: list[Action] = []
        self.trick_seen: list[tuple[int, int]] = []   # (seat, card) of the trick so far
        self.held_winner: int | None = None   # who won the trick last held (the engine's word)
        self.touched_zone: str | None = None  # where the card last used lay (the window sets it)

    # ----- in the window ----------------------------------------------------------------
    def attach(self, host: "TableHost", controller) -> None:
        """The game is on the table (before the controller starts): a presenter with
        widgets of its own beside the table hands them to ``host`` here."""

    def detach(self, host: "TableHost") -> None:
        """Another game takes the table: take back what ``attach`` set beside it."""

    def computer_player(self, player):
        """The computer player as this table seats it (à écrire paces the computers
        while the human watches); the window asks once per computer seat."""
        return player

    def decorate(self, scene, state: State) -> None:
        """Items of the presenter's own on the scene besides the cards (the talon
        counter), drawn after the cards."""

    def undecorate(self, scene) -> None:
        """Take ``decorate``'s items off the scene before another game is laid."""

    def held_trick(self, state: State, events: list[Event]) -> list[tuple[int, int]]:
        """Follows the plays; when a trick is complete returns its cards, to be held on
        the table a moment before they are gathered."""
        held: list[tuple[int, int]] = []
        for e in events:
            if isinstance(e.payload, Played) and e.cards:
                self.trick_seen.append((e.seat, e.cards[0]))
            elif isinstance(e.payload, TrickWon):
                held, self.trick_seen = self.trick_seen, []
                self.held_winner = e.payload.winner
            elif isinstance(e.payload, Dealt):
                self.trick_seen = []
        return held

    def note(self, state: State, action: Action, events: list[Event]) -> None:
        """Hear an action as it is applied (for what the view must remember)."""

    def resync(self, state: State) -> None:
        """After undo or resume: pick up the trick in progress from the observation."""
        self.trick_seen = trick_pairs(state.observation(self.bottom).trick)

    def drop_areas(self, g: TableGeometry) -> dict:
        return {"trick": g.trick_area()} if self.playable_cards() else {}

    def starts_deal(self, state: State, events: list[Event]) -> bool:
        """Whether these events dealt a new deal that the table shows gathered into the
        pack first (``pack_slots``); a table without that picture says False."""
        return False

    def pack_slots(self, g: TableGeometry) -> list[Slot]:
        """Every card gathered into the pack before a new deal (see ``starts_deal``)."""
        return []

    # ----- the table --------------------------------------------------------------------
    def slots(self, state: State, g: TableGeometry,
              held: list[tuple[int, int]]) -> tuple[list[Slot], dict]:
        """Where every card lies; ``held`` is a finished trick still shown."""
        raise NotImplementedError

    # ----- a trick looked back at (trick_review.py) -----------------------------------
    def trick_spot(self, g: TableGeometry, index: int, seat: int) -> tuple[float, float]:
        """Where the ``index``-th card of a trick, played by ``seat``, lies."""
        return g.trick(index, seat == self.bottom)

    def pile_zone(self, seat: int) -> str | None:
        """The zone of the tricks ``seat`` has won, when the table shows them."""
        return None

    def review_slots(self, cards: list[tuple[int, int]], winner: int,
                     g: TableGeometry) -> list[Slot]:
        """A finished trick laid over the middle of the table for a look back: each card
        where it was played, above anything there now, coming from the winner's pile
        (or shown where it lies); its copy number is its own, so it is never taken for a
        card in play."""
        source = self.pile_zone(winner) or "trick"
        return [Slot("review", card, *self.trick_spot(g, i, seat), 400 + i,
                     source=source, copy=-1 - i)
                for i, (seat, card) in enumerate(cards)]

    def last_trick_slots(self, before: list[Slot], held, g: TableGeometry) -> list[Slot] | None:
        """The table as the deal ended, when the observation already shows the next
        deal: what lay there before the last card, with the last trick complete in the
        middle (None: show the table as it is).  ``held``: (seat, card) or, with several
        packs, (seat, CardCopy)."""
        out = [s for s in before if s.zone != "trick"]
        laid = []
        for i, (seat, key) in enumerate(held):
            card, copy = (key.card, key.copy) if isinstance(key, CardCopy) else (key, None)
            mine = [s for s in out if s.card == card and s.copy == copy
                    and s.zone.endswith("_bottom" if seat == self.bottom else "_top")]
            backs = [s for s in out if s.card is None and s.zone == "hand_top"]
            gone = mine[:1] or ([] if seat == self.bottom else backs[-1:])
            if gone and i == len(held) - 1:          # the one card not yet on the table
                out.remove(gone[0])
            laid.append(Slot("trick", card, *self.trick_spot(g, i, seat), 300 + i, copy=copy))
        return out + laid

    def review_caption_at(self, g: TableGeometry, laid: list[Slot]) -> tuple[float, float]:
        """Beside the trick looked back at, clear of its cards on the right."""
        right = max(s.x for s in laid) + g.card_w + g.margin
        middle = (min(s.y for s in laid) + max(s.y for s in laid) + g.card_h) / 2
        return right, middle - g.caption

    def seat_name(self, state: State, seat: int | None) -> str:
        if seat is None:
            return ""
        return state.seats[seat] if seat < len(state.seats) else \
            fill(translate("TablePresenter", "Seat %1"), seat)

    # ----- words ------------------------------------------------------------------------
    def log_lines(self, state: State, events: list[Event]) -> list[tuple[str, str, str]]:
        """(who, text, kind) lines for the announcement log; never the game's end
        (``result_text`` says it when the game is finished)."""
        out = []
        for e in events:
            if isinstance(e.payload, Scored) and e.points:
                out.append((self.seat_name(state, e.seat),
                            f"{sentence(e, state.seats, card_symbol)} ({e.points})", "score"))
            elif not isinstance(e.payload, QUIET_KINDS):
                out.append((self.seat_name(state, e.seat), sentence(e, state.seats, card_symbol),
                            "said"))
        return out

    # the deal's summary is read and the next deal dealt but not yet shown: the score
    # is told as the ended deal left it (a presenter that knows how reads this)
    ended_deal_shown = False

    def score_html(self, state: State) -> str:
        return ""

    def table_words(self, state: State) -> list[str]:
        """The table in sentences for a screen reader (table/spoken.py): here the
        trick, who played each card."""
        trick = trick_pairs(state.observation(self.bottom).trick)
        return [trick_words([(self.seat_name(state, s), c) for s, c in trick])]

    def status_text(self, state: State) -> str:
        return ""

    def describe(self, action: Action) -> str:
        """An action in words (a hint, a partner's advice)."""
        return action.notation()

    def score_words(self, e: Event, seats) -> str:
        """Why a score was made, for the deal's summary."""
        return sentence(e, seats, card_symbol)

    def result_text(self, state: State, result) -> str:
        """The game's end in one line."""
        return ending_words(result.ending, state.seats) if result else ""

    def sitting_deal(self, state: State, index: int) -> SittingDeal | None:
        """Deal ``index`` of a sitting for its summary (None: a game, whose summary
        reads the deals' points)."""
        return None

    def pauses_after_deal(self) -> bool:
        """Whether a deal's end may wait on its summary now (à écrire's skipped deals
        go on without)."""
        return True

    def deal_opened(self, state: State, events: list[Event]) -> list[tuple[str, str, str]]:
        """Log lines opening the deal ``events`` began when no event of its own says it
        (the round table deals with no event: its heading); the window logs them after
        the last deal's summary is read."""
        return []

    # ----- the human's turn -------------------------------------------------------------
    # Chosen cards the player dropped on a pile or board rather than clicked: each lies
    # where it was dropped (a raised card in the hand read as "sprang back") until the
    # choice is made or a click takes it back.
    dropped: frozenset = frozenset()

    def note_drop(self, key, laid: bool, chosen: bool) -> None:
        """``key`` was just used: ``laid`` on the pile or board, still ``chosen`` after."""
        if not chosen:
            self.dropped = self.dropped - {key}
        elif laid:
            self.dropped = self.dropped | {key}

    def apart_dropped(self, hand: list) -> tuple[list, list]:
        """The hand as the fan shows it, and the chosen cards lying where dropped (a
        hint may have chosen others meanwhile)."""
        laid = [k for k in hand if k in self.dropped and k in self.selected]
        return [k for k in hand if k not in laid], laid

    def your_turn(self, legal: list[Action]) -> None:
        self.legal = legal
        self.selected = set()
        self.dropped = frozenset()      # a card chosen later is clicked, not dropped

    def forced(self) -> Action | None:
        """An action the human has no choice about, taken for him at once."""
        return None

    def playable_cards(self) -> set[int]:
        return {a.card for a in self.legal if type(a) is Play}

    def draggable_cards(self) -> set[int]:
        return self.playable_cards()

    def card_action(self, card: int, area: str | None) -> Action | str | None:
        """A card clicked (area None) or dropped on ``area`` ("" = nowhere): the
        action, a reason why not, or None when it only changed a selection."""
        if area is not None and area != "trick":
            return translate("TablePresenter", "Drop the card in the middle of the table to play it.")
        for a in self.legal:
            if type(a) is Play and a.card == card and a.source is None:
                return a
        if any(type(a) is Play for a in self.legal):
            return PLAY[self.human_seat][card]   # the engine says why not
        return translate("TablePresenter", "That card cannot be played now.")

    def choices(self, state: State) -> tuple[str, str, list[tuple[str, object]]] | None:
        """(title, question, [(button text, Action)]) for choices that are not a card."""
        others = [a for a in self.legal if type(a) is not Play]
        if not others:
            return None
        return (translate("TablePresenter", "Your turn"), "", [(a.notation(), a) for a in others[:12]])

class GenericPresenter(TablePresenter):
    """Any two-handed game, from what every observation has: the ``hand``, the
    ``trick`` and the ``hand_sizes`` (engine/observed.py)."""

    def slots(self, state: State, g: TableGeometry, held):
        obs = state.observation(self.bottom)
        hand = suit_sorted(obs.hand)
        out = []
        for i, (x, y) in enumerate(g.fan(len(hand), True)):
            out.append(Slot("hand_bottom", hand[i], x, y, 100 + i,
                            raised=hand[i] in self.selected))
        sizes = obs.hand_sizes
        n_top = sizes[self.top] if len(sizes) > self.top else 0
        for i, (x, y) in enumerate(g.fan(n_top, False)):
            out.append(Slot("hand_top", None, x, y, 100 + i, face_up=False))
        for i, (seat, card) in enumerate(held or trick_pairs(obs.trick)):
            x, y = g.trick(i, seat == self.bottom)
            out.append(Slot("trick", card, x, y, 300 + i))
        return out, {}

    def log_lines(self, state, events):
        lines = super().log_lines(state, events)
        for e in events:
            if isinstance(e.payload, Played) and e.cards:
                lines.append((self.seat_name(state, e.seat), card_symbol(e.cards[0]), "said"))
        return lines
