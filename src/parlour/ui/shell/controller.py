"""Connects a game State to the table: whose turn, who decides, what the view shows.

Data flows one way: a player (the human through the table, or a computer player on the
worker thread) chooses an action -> the controller applies it to the State -> the State
returns its events -> the stage (the main window) animates them and says how long that
takes -> the controller moves on.  The controller never decides a rule; the engine never knows there
is a view.
"""
from __future__ import annotations

import logging
import random
import traceback
from pathlib import Path
from typing import Protocol

from ...engine.actions import Exchange
from ...engine.core import Action, Event, IllegalAction, State
from ...engine.observed import Observation
from ...store import saves
from ..binding.qt import QtCore, Signal
from .mode import Mode
from .worker import Thinker


AI_LOG = logging.getLogger("parlour.ai")     # the computer players' failures


def log_failure(what: str, error: BaseException) -> str:
    """``error`` (raised by a computer player off the window's thread) to the log, with
    its traceback; returns the traceback's text."""
    AI_LOG.error(what, exc_info=error)
    return "".join(traceback.format_exception(error))


def fallback_move(state: State, seat: int) -> Action:
    """The move played when a computer player failed: the plain club's choice (no game's
    brain in it), from the seat's observation like any player's."""
    from ...ai.generic import club_choice
    legal = state.legal_actions()
    return club_choice(state.observation(seat), legal, random.Random(len(state.history)))


class Stage(Protocol):
    """Where the moves are shown to the human: the main window."""

    def present(self, state: State, action: Action, events: list[Event]) -> int:
        """Show what happened; return the milliseconds the animation needs."""

    def refresh(self, state: State) -> None:
        """Show the state as it is, without animation (new game, undo, resume)."""


def make_player(spec: str, seed: int | None):
    """The computer player ``spec`` names; a name no player answers to (saves and new
    games are checked before this, so it would be a bug) is logged and the best player
    there is sits in its place."""
    from ...ai.players import UnknownPlayer, make_player as make
    try:
        return make(spec, seed)
    except UnknownPlayer:
        stand_in = best_available(spec)
        AI_LOG.warning("No computer player is called %r; %s plays in its place.", spec,
                       stand_in)
        return make(stand_in, seed)


class _Reasoned:
    """The hint's player, answering with its action and the reason for it (worked out on
    the hint's thread: the trainer's exact odds take a moment): where the expert
    searches, its own weighing (ai/weighing.advise: the position's seed and the
    advice's budget, as the review weighs it), a Weighing put into words by the window;
    for the Piquet exchange, the trainer's odds for the discard the weighing chose
    before its figures, in words; else the player's choice and nothing."""

    def __init__(self, player):
        self.player = player

    def choose(self, observation: Observation, legal: list):
        from ...ai.weighing import advise
        from ...trainer.hint_reason import reason_for
        from .hint_words import exchange_words
        weighing = advise(observation, legal)
        action = weighing.action if weighing is not None else \
            self.player.choose(observation, legal)
        if weighing is not None and type(action) is not Exchange:
            return action, weighing
        try:
            reason = reason_for(observation, action)
        except (ValueError, KeyError):     # a hand the odds tables do not cover
            reason = ""
        return action, exchange_words(weighing, reason) if weighing is not None else reason


def best_available(preferred: str) -> str:
    from ...ai.players import player_specs
    specs = player_specs()
    if preferred in specs:
        return preferred
    for spec in ("ai:club", "ai:expert", "ai:beginner"):
        if spec in specs:
            return spec
    return "random"


class GameController(QtCore.QObject):
    applied = Signal(object, object)     # action, list[Event]
    your_turn = Signal(object)           # the human's legal actions
    thinking = Signal(bool)              # the computer is deciding
    hinted = Signal(object)              # an Action suggested for the human
    finished = Signal(object)            # Result
    status = Signal(str)                 # one short line for the status bar
    reset = Signal()                     # the state was replaced (undo, restart)

    def __init__(self, state: State, human_seat: int | None, opponent: str = "random",
                 autosave: bool = True, save_path: Path | None = None,
                 assisted: bool = False, stage: Stage | None = None, parent=None,
                 mode: Mode | None = None):
        """``mode``: what keeps the game and sets it down (shell/mode.py); by default
        the unfinished game's save (``autosave``, at ``save_path``)."""
        super().__init__(parent)
        self.mode = mode if mode is not None else Mode()
        self.state = state
        self.human_seat = human_seat
        self.opponent = opponent
        self.autosave = autosave
        self.save_path = save_path
        self.assisted = assisted
        self.stage = stage
        base = state.seed if state.seed is not None else 0
        self.players = {seat: make_player(opponent, base + 7919 * (seat + 1))
                        for seat in range(len(state.seats)) if seat != human_seat}
        self.thinker = Thinker(self, "parlour-computer")
        self.thinker.decided.connect(self._decided)
        self.thinker.failed.connect(self._failed)
        self.hinter = Thinker(self, "parlour-hint")
        self.hinter.decided.connect(self._hint_ready)
        self.hinter.failed.connect(self._hint_failed)
        self.waiting_for_human = False
        self.busy = False
        self.over = False
        self._generation = 0
        self.last_error: str | None = None
        self.sheet = None                    # the sitting sheet, once a game is set down
        self.before_restart: State | None = None   # Undo right after a restart brings it back
        self.reading_summary = False         # the player is reading (a summary, a trick left)
        self._held_words = ""                # what the player is to do meanwhile
        self.hint_reason = ""                # why the last hint chose it: words or a Weighing
        self.game_id = saves.new_game_id()   # a resumed game keeps its own (MainWindow.start)

    def seat_computers(self, seat) -> None:
        """Each computer player as the table seats it: ``seat(player)`` (à écrire paces
        them while the human watches); asked once, before the game starts."""
        self.players = {s: seat(p) for s, p in self.players.items()}

    # ----- the loop ---------------------------------------------------------------------
    def start(self) -> None:
        if self.stage is not None:
            self.stage.refresh(self.state)
        self._advance()

    def _advance(self) -> None:
        if self.busy or self.over:
            return
        seat = self.state.current_player()
        if seat is None:
            self._finish()
            return
        legal = self.state.legal_actions()
        if seat == self.human_seat:
            self.waiting_for_human = True
            self.your_turn.emit(legal)
            return
        self.waiting_for_human = False
        self.thinking.emit(True)
        self.thinker.ask(self.players[seat], self.state.observation(seat), legal)

    @QtCore.Slot(int, object)
    def _decided(self, ticket: int, action: Action) -> None:
        if ticket != self.thinker.ticket or self.over:
            return
        self.thinking.emit(False)
        try:
            self._apply(action)
        except IllegalAction as exc:  # a computer player bug: say so, do not hang
            self._failed(ticket, exc)

    @QtCore.Slot(int, object)
    def _failed(self, ticket: int, error: BaseException) -> None:
        """A computer player failed (a bug in its brain): the traceback goes to the log,
        one sentence to the status bar, and only then the plain club's move is played,
        so that the game goes on."""
        if ticket != self.thinker.ticket:
            return
        self.last_error = log_failure(f"The computer player failed in {self.state.game}; "
                                      "it plays the plain club's move this turn.", error)
        self.thinking.emit(False)
        self.status.emit(self.tr("The computer player failed (the log says why); it plays a "
                                 "plain move this turn."))
        seat = self.state.current_player()
        if seat is not None:
            self._apply(fallback_move(self.state, seat))

    def submit(self, action: Action) -> str | None:
        """The human's action.  Returns None when done, else a short reason why not."""
        if not self.waiting_for_human or self.busy:
            return self.not_yet()
        if action.seat != self.human_seat:
            return self.tr("That is not your seat.")
        try:
            self._apply(action)
        except IllegalAction as exc:
            return str(exc) or self.tr("Not allowed now.")
        return None

    def _apply(self, action: Action) -> None:
        events = self.state.apply(action)     # raises IllegalAction, state unchanged
        self.waiting_for_human = False
        self._save()
        self.applied.emit(action, events)
        ms = self.stage.present(self.state, action, events) if self.stage else 0
        self.busy = True
        generation = self._generation
        # with self as context the timer dies with the controller (a new game replaced it)
        QtCore.QTimer.singleShot(max(0, int(ms)), self,
                                 lambda: self._animation_done(generation))

    def _animation_done(self, generation: int) -> None:
        if generation != self._generation:
            return
        self.busy = False
        if not self.reading_summary:
            self._advance()

    def not_yet(self) -> str:
        """Why nothing of the player's is taken now: the deal's summary waits, or the
        other has the turn, or the game is over."""
        if self.over:
            return self.tr("The game is over.")
        if self.reading_summary:
            return self._held_words
        return self.tr("Wait for your turn.")

    def hold(self, words: str | None = None) -> None:
        """Wait (after a deal, or a trick left on the table) until ``carry_on``;
        ``words`` say meanwhile how to go on."""
        self.reading_summary = True
        self._held_words = words if words is not None else \
            self.tr("The deal is over: press Next deal to go on.")

    def carry_on(self) -> None:
        if not self.reading_summary:
            return
        self.reading_summary = False
        if not self.busy:
            self._advance()

    def _finish(self) -> None:
        self.over = True
        self.waiting_for_human = False
        result = self.state.result()
        self.sheet, notices = self.mode.set_down(self)
        if notices:         # the status bar shows one message: all of them in it
            self.status.emit(" ".join(notices))
        self.finished.emit(result)

    # ----- saving -----------------------------------------------------------------------
    def snapshot(self) -> saves.SavedGame:
        return saves.snapshot(self.state, self.human_seat, self.opponent, self.assisted,
                              self.game_id)

    def _save(self) -> None:
        notice = self.mode.keep(self)
        if notice:
            self.status.emit(notice)

    # ----- the player's tools -----------------------------------------------------------
    def _interrupt(self) -> None:
        """Drop pending thoughts and animations before the state is replaced."""
        self._generation += 1
        self.reading_summary = False
        self.thinker.cancel()
        self.hinter.cancel()
        self.busy = False
        self.thinking.emit(False)

    def in_progress(self) -> bool:
        """Something would be lost by starting again: the game is under way, not over."""
        return not self.over and bool(self.state.history)

    def _own_moves(self) -> bool:
        return self.human_seat is not None and not self.over and \
            any(a.seat == self.human_seat for a in self.state.history)

    def can_undo(self) -> bool:
        return self._own_moves() or self.before_restart is not None

    def undo(self) -> bool:
        """Take back to the human's last decision (and the computer's replies); right
        after a restart (nothing of the new game's yet), the game before it."""
        if not self.can_undo():
            return False
        self._interrupt()
        if not self._own_moves():
            self.state, self.before_restart = self.before_restart, None
            self.over = False
            said = self.tr("The game before the restart is back.")
        else:
            self.state = self._before_own_last_move()
            said = self.tr("Move taken back (this game is now marked as assisted).")
        self.assisted = True
        self._replaced(said)
        return True

    def _before_own_last_move(self) -> State:
        """The game as it stood when the human last chose (the computer's replies since
        taken back with it): one replay, from the latest such move backwards."""
        history = self.state.history
        for back in range(1, len(history) + 1):
            if history[-back].seat != self.human_seat:
                continue
            before = self.state.undone(back)
            if before.current_player() == self.human_seat:
                return before
        return self.state.undone(len(history))

    def restart(self) -> None:
        """The same game again from its first deal (Undo brings the old one back)."""
        self._interrupt()
        self.before_restart = self.state
        self.state = self.state.restarted()
        self.over = False
        self.assisted = True
        self._replaced(self.tr("The game starts again with the same cards (marked as "
                               "assisted); Undo brings back the game you left."))

    def _replaced(self, said: str) -> None:
        """The state was replaced (undo, restart): save it, show it, carry on."""
        self._save()
        self.reset.emit()
        if self.stage is not None:
            self.stage.refresh(self.state)
        self.status.emit(said)
        self._advance()

    def hint(self) -> bool:
        if not self.waiting_for_human:
            return False
        self.assisted = True
        spec = best_available("ai:expert")
        player = _Reasoned(make_player(spec, len(self.state.history)))
        self.hinter.ask(player, self.state.observation(self.human_seat),
                        self.state.legal_actions())
        self.status.emit(self.tr("Thinking about a hint..."))
        return True

    @QtCore.Slot(int, object)
    def _hint_ready(self, ticket: int, answer) -> None:
        if ticket == self.hinter.ticket and self.waiting_for_human:
            action, self.hint_reason = answer
            self.hinted.emit(action)

    @QtCore.Slot(int, object)
    def _hint_failed(self, ticket: int, error: BaseException) -> None:
        if ticket != self.hinter.ticket:
            return
        self.last_error = log_failure(f"The hint failed in {self.state.game}.", error)
        self.status.emit(self.tr("The hint failed (the log says why)."))

    def stop(self) -> None:
        """Before the window closes or another game replaces this one."""
        self._interrupt()
        self.over = True
        self.thinker.stop(3.0)
        self.hinter.stop(3.0)
