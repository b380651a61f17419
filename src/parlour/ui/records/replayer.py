"""The controller of a record on the table: nobody is asked to move; each step forward
applies the record's next action (shown as any move is), each step back takes one
back.  The record's actions are the replayed game's own history, the steps the record
left out (automatic draws, full declarations) included, so every step is one the rules
took."""
from __future__ import annotations

from ...engine.core import Action, State
from ..binding.qt import Signal
from ..shell.controller import GameController


class RecordReplayer(GameController):
    stepped = Signal()               # the table now shows another step of the record

    def __init__(self, state: State, human_seat: int | None, opponent: str = "random",
                 steps: list[Action] | None = None, **kw):
        super().__init__(state, human_seat, opponent, **kw)
        self.steps: list[Action] = list(steps or [])

    @property
    def done(self) -> int:
        """How many of the record's steps the table shows."""
        return len(self.state.history)

    def _advance(self) -> None:
        # nobody to ask: the player moves the record on
        self.waiting_for_human = False
        self.stepped.emit()

    def forward(self) -> bool:
        """The record's next action; False at its end."""
        if self.done >= len(self.steps):
            return False
        if self.busy:                    # the last step's pictures are cut short
            self._interrupt()
            if self.stage is not None:
                self.stage.refresh(self.state)
        self._apply(self.steps[self.done])
        return True

    def back(self) -> bool:
        """The last action taken back; False at the record's start."""
        if not self.state.history:
            return False
        self._interrupt()
        self.state = self.state.undone()
        self._shown_again()
        return True

    def to(self, step: int) -> None:
        """Straight to ``step`` (0: the first deal as dealt), without pictures."""
        step = max(0, min(step, len(self.steps)))
        if step == self.done:
            return
        self._interrupt()
        if step < self.done:
            fresh = self.state.restarted()
            for action in self.steps[:step]:
                fresh.apply(action)
            self.state = fresh
        else:
            for action in self.steps[self.done:step]:
                self.state.apply(action)
        self._shown_again()

    def _shown_again(self) -> None:
        self.reset.emit()
        if self.stage is not None:
            self.stage.refresh(self.state)
        self.stepped.emit()

    def in_progress(self) -> bool:
        return False                     # a record is kept in its file: nothing is lost

    def can_undo(self) -> bool:
        return False                     # Back, not Undo: the record is not played

    def hint(self) -> bool:
        return False
