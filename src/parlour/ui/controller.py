"""Connects a game State to the table: whose turn, who decides, what the view shows.

Data flows one way: a player (the human through the table, or a computer player on the
worker thread) chooses an action -> the controller applies it to the State -> the State
returns its events -> the presenter animates them and says how long that takes -> the
controller moves on.  The controller never decides a rule; the engine never knows there
is a view.
"""
from __future__ import annotations

from pathlib import Path
from typing import Protocol

from ..engine.core import Action, Event, IllegalAction, State
from ..store import saves, statistics
from .qt import QtCore, Signal
from .worker import Thinker


class Presenter(Protocol):
    def present(self, state: State, action: Action, events: list[Event]) -> int:
        """Show what happened; return the milliseconds the animation needs."""

    def refresh(self, state: State) -> None:
        """Show the state as it is, without animation (new game, undo, resume)."""


def make_player(spec: str, seed: int | None):
    from ..ai.players import UnknownPlayer, make_player as make
    try:
        return make(spec, seed)
    except UnknownPlayer:
        return make("random", seed)


def best_available(preferred: str) -> str:
    from ..ai.players import player_specs
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
                 speed: float = 0.0, autosave: bool = True, save_path: Path | None = None,
                 assisted: bool = False, presenter: Presenter | None = None, parent=None):
        super().__init__(parent)
        self.state = state
        self.human_seat = human_seat
        self.opponent = opponent
        self.speed = speed
        self.autosave = autosave
        self.save_path = save_path
        self.assisted = assisted
        self.presenter = presenter
        base = state.seed if state.seed is not None else 0
        self.players = {seat: make_player(opponent, base + 7919 * (seat + 1))
                        for seat in range(len(state.seats)) if seat != human_seat}
        self.thinker = Thinker(self)
        self.thinker.decided.connect(self._decided)
        self.thinker.failed.connect(self._failed)
        self.hinter = Thinker(self)
        self.hinter.decided.connect(self._hint_ready)
        self.waiting_for_human = False
        self.busy = False
        self.over = False
        self._generation = 0
        self.last_error: str | None = None
        self.sheet = None                    # the sitting sheet, once a game is set down

    # ----- the loop ---------------------------------------------------------------------
    def start(self) -> None:
        if self.presenter is not None:
            self.presenter.refresh(self.state)
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
            self._failed(ticket, f"the computer chose an illegal action ({exc})")

    @QtCore.Slot(int, str)
    def _failed(self, ticket: int, message: str) -> None:
        if ticket != self.thinker.ticket:
            return
        self.last_error = message
        self.thinking.emit(False)
        self.status.emit("The computer player failed; it will play at random this turn.")
        import random
        seat = self.state.current_player()
        if seat is not None:
            self._apply(random.Random(len(self.state.history)).choice(
                self.state.legal_actions()))

    def submit(self, action: Action) -> str | None:
        """The human's action.  Returns None when done, else a short reason why not."""
        if not self.waiting_for_human or self.busy:
            return "Wait for your turn."
        if action.seat != self.human_seat:
            return "That is not your seat."
        try:
            self._apply(action)
        except IllegalAction as exc:
            return str(exc) or "Not allowed now."
        return None

    def _apply(self, action: Action) -> None:
        events = self.state.apply(action)     # raises IllegalAction, state unchanged
        self.waiting_for_human = False
        self._save()
        self.applied.emit(action, events)
        ms = self.presenter.present(self.state, action, events) if self.presenter else 0
        self.busy = True
        generation = self._generation
        # with self as context the timer dies with the controller (a new game replaced it)
        QtCore.QTimer.singleShot(max(0, int(ms)), self,
                                 lambda: self._animation_done(generation))

    def _animation_done(self, generation: int) -> None:
        if generation != self._generation:
            return
        self.busy = False
        self._advance()

    def _finish(self) -> None:
        self.over = True
        self.waiting_for_human = False
        result = self.state.result()
        if self.autosave:
            saves.clear_game(self.save_path)
            won = None
            if self.human_seat is not None and result is not None and result.winner is not None:
                # Voleur's result names the winning side (0 or 1), not a seat
                sides = getattr(self.state, "SIDES", None)
                mine = sides[self.human_seat] if sides else self.human_seat
                won = result.winner == mine
            try:
                statistics.record_result({
                    "game": self.state.game, "variant": self.state.variant,
                    "opponent": self.opponent, "won": won,
                    "value": result.value if result else 0,
                    "totals": list(result.totals) if result else [],
                    "assisted": self.assisted, "human_seat": self.human_seat,
                    "progress": statistics.progress_of(self.state)})
            except OSError as exc:
                self.status.emit(f"Could not record the result: {exc}")
            self._set_down()
        self.finished.emit(result)

    def _set_down(self) -> None:
        """Write the finished game on the current sitting sheet (store/sittings)."""
        from ..sitting import entry_from_state, unit_for
        from ..store import sittings
        try:
            entry = entry_from_state(self.state)
            if entry is None:
                return
            self.sheet, notice = sittings.record_entry(
                entry, self.state.game, self.state.variant,
                unit_for(self.state.game, self.state.variant))
        except (OSError, ValueError) as exc:
            self.status.emit(f"Could not write the sitting sheet: {exc}")
            return
        if notice:
            self.status.emit(notice)

    # ----- saving -----------------------------------------------------------------------
    def snapshot(self) -> saves.SavedGame:
        return saves.snapshot(self.state, self.human_seat, self.opponent, self.assisted)

    def _save(self) -> None:
        if not self.autosave:
            return
        try:
            saves.save_game(self.snapshot(), self.save_path)
        except OSError as exc:
            self.status.emit(f"Could not save the game: {exc}")

    # ----- the player's tools -----------------------------------------------------------
    def _interrupt(self) -> None:
        """Drop pending thoughts and animations before the state is replaced."""
        self._generation += 1
        self.thinker.cancel()
        self.hinter.cancel()
        self.busy = False
        self.thinking.emit(False)

    def can_undo(self) -> bool:
        return (self.human_seat is not None and not self.over
                and any(a.seat == self.human_seat for a in self.state.history))

    def undo(self) -> bool:
        """Take back to the human's last decision (and the computer's replies)."""
        if not self.can_undo():
            return False
        self._interrupt()
        while self.state.history:
            last = self.state.undo()
            if last.seat == self.human_seat and self.state.current_player() == self.human_seat:
                break
        self.assisted = True
        self._save()
        self.reset.emit()
        if self.presenter is not None:
            self.presenter.refresh(self.state)
        self.status.emit("Move taken back (this game is now marked as assisted).")
        self._advance()
        return True

    def restart(self) -> None:
        """The same game again from its first deal."""
        self._interrupt()
        self.state = self.state.restarted()
        self.over = False
        self.assisted = True
        self._save()
        self.reset.emit()
        if self.presenter is not None:
            self.presenter.refresh(self.state)
        self._advance()

    def hint(self) -> bool:
        if not self.waiting_for_human:
            return False
        self.assisted = True
        spec = best_available("ai:expert")
        player = make_player(spec, len(self.state.history))
        self.hinter.ask(player, self.state.observation(self.human_seat),
                        self.state.legal_actions())
        self.status.emit("Thinking about a hint...")
        return True

    @QtCore.Slot(int, object)
    def _hint_ready(self, ticket: int, action: Action) -> None:
        if ticket == self.hinter.ticket and self.waiting_for_human:
            self.hinted.emit(action)

    def stop(self) -> None:
        """Before the window closes or another game replaces this one."""
        self._interrupt()
        self.over = True
        self.thinker.wait(3000)
        self.hinter.wait(3000)
