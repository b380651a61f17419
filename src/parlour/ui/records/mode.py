"""A record on the table, as the window's mode (shell/mode.py): the game the record
describes, replayed by ``RecordReplayer`` from its first deal, step by step as the
player asks (``RecordStepper`` beside the table).  Nothing is kept or set down: a
record lives in its file, and a replay played to its end is not a game the player won
or lost.  The game the player left to open it is carried on when the record is
closed."""
from __future__ import annotations

from pathlib import Path

from ...ai.piquet.review import human_seat, is_reviewable
from ...engine.core import State
from ..binding.placeholders import fill
from ..binding.qt import QtCore
from ..shell.controller import GameController
from ..shell.mode import GameMenu, LeftOff, Mode
from ..windows.new_game_dialog import NewGameChoice
from .replayer import RecordReplayer
from .stepper import RecordStepper


class RecordMode(QtCore.QObject, Mode):
    def __init__(self, window, whole: State, data: dict, path: Path,
                 left: LeftOff | None):
        """``whole``: the record replayed to its end (engine/records.py ``replay``);
        ``data`` the record as read; ``left`` the game to carry on afterwards."""
        super().__init__(window)
        self.window, self.whole, self.data, self.path, self.left = \
            window, whole, data, path, left
        # the foot of the table: the player a review looks at (the one not a computer)
        self.bottom = human_seat(data) if 0 <= human_seat(data) < len(whole.seats) else 0
        self.reviewable = is_reviewable(whole.game, whole.variant, len(whole.seats)) and \
            any(a.seat == self.bottom for a in whole.history)
        self.stepper = RecordStepper(
            fill(self.tr("Record: %1"), path.name),
            self.tr("Back to &your game") if left is not None else self.tr("&Close the record"),
            self.reviewable)
        self.stepper.start_wanted.connect(lambda: self.replayer.to(0))
        self.stepper.back_wanted.connect(lambda: self.replayer.back())
        self.stepper.forward_wanted.connect(lambda: self.replayer.forward())
        self.stepper.end_wanted.connect(lambda: self.replayer.to(len(self.replayer.steps)))
        self.stepper.review_wanted.connect(lambda: self.window.review(True))
        self.stepper.close_wanted.connect(self.leave)
        self.replayer: RecordReplayer | None = None

    def begin(self) -> RecordReplayer:
        """The record's first deal on the table, the stepper beside it."""
        steps = list(self.whole.history)

        def replayer(state, human, opponent, **kw):
            return RecordReplayer(state, human, opponent, steps=steps, **kw)
        self.window.start(self.whole.restarted(), None, "random",
                          controller_type=replayer, mode=self, bottom=self.bottom)
        self.replayer = self.window.controller
        self.replayer.stepped.connect(self._show_place)
        self.window.add_side_widget(self.stepper)
        self._show_place()
        self.window.show_status(fill(self.tr("The record %1 is on the table: Page Down "
                                             "steps forward, Page Up back."), self.path.name),
                                8000)
        return self.replayer

    def _show_place(self) -> None:
        r = self.replayer
        if r is None:
            return
        self.stepper.show_place(r.done, len(r.steps), max(1, len(r.state.deals)),
                                len(self.whole.deals))

    def leave(self) -> None:
        """Back to the game the player left, or a new one of the kind he last chose."""
        if self.left is not None:
            self.window.resume(self.left)
            return
        s = self.window.settings
        self.window.start_new(NewGameChoice(s.game, s.variant, {}, s.opponent))

    # ----- the mode's contract ------------------------------------------------------------
    def menu(self, game: GameController | None) -> GameMenu:
        """A record is looked at, not played: the last trick, and the review of a
        two-handed Piquet partie."""
        alone = super().menu(game)
        return GameMenu(last_trick=alone.last_trick, review=alone.review)

    def keep(self, game: GameController) -> str | None:
        return None                     # the record is kept in its own file

    def set_down(self, game: GameController) -> tuple[object | None, list[str]]:
        return None, []

    def reviewed(self, game: GameController | None) -> tuple[State, int] | None:
        """The whole record, for its player at the foot of the table."""
        return (self.whole, self.bottom) if game is not None and self.reviewable else None

    def left_off(self, game: GameController | None) -> LeftOff | None:
        return self.left                # another record opened over this one: the same game

    def close(self) -> None:
        self.replayer = None
        self.window.remove_side_widget(self.stepper)
