"""How a move is shown on the table, step by step (the finished trick held a moment,
the cards gathered into the pack, the table as it now is), and the summary a player
reads when a deal ends.  A part of the main window: it draws through the window's
scene, the game's presenter (``presenter``, a TablePresenter) and
``_show_table``."""
from __future__ import annotations

from ..engine.core import Action, Event, State
from . import animation
from .qt import QtCore


def two_at_table(state: State) -> bool:
    """Two players face to face (not a sitting à écrire): tricks are logged one by one
    and each deal ends with its summary."""
    return len(state.seats) == 2 and state.variant != "ecrire"


class MovePresentation:
    """Mixed into MainWindow: ``present`` (the controller's stage) and the deal's
    summary."""

    def _init_presentation(self) -> None:
        self._phase_timer = QtCore.QTimer(self)
        self._phase_timer.setSingleShot(True)
        self._phase_timer.timeout.connect(self._next_step)
        self._steps: list[tuple[str, int]] = []
        self._held_table = None
        self.deal_summary = None        # the summary dialog of the deal just ended

    def _stop_presentation(self) -> None:
        """Undo, restart, a new game: the pictures under way and the summary no longer
        apply."""
        self._close_summary()
        self._phase_timer.stop()
        self._steps = []
        self._held = []

    def present(self, state: State, action: Action, events: list[Event]) -> int:
        gv = self.presenter
        gv.note(state, action, events)
        self._log(state, events)
        self._update_score(state)
        self.side.choice.clear()
        move = animation.duration("play")
        held = gv.held_trick(state, events)
        new_deal = gv.starts_deal(state, events)      # shown gathered into the pack
        self._deal_ended(state, events)
        if move <= 0:
            self._held = []
            self._show_table(0)
            return 0
        # A sequence of pictures: the finished trick held a moment, the cards gathered
        # into the pack, then the table as it now is (the new deal dealt from the pack).
        steps: list[tuple[str, int]] = []
        self._held = held
        self._held_table = None
        if held and new_deal:
            self._held_table = gv.last_trick_slots(self.scene.slots, held, self.scene.geometry)
        if held:
            steps.append(("held", move + max(animation.duration("gather") * 2, 350)))
        if new_deal:
            steps.append(("pack", animation.duration("gather") + 150))
        kind = "deal" if new_deal else "draw" if any(e.kind == "exchange" for e in events) \
            else "play"
        final = animation.duration(kind) * (3 if new_deal else 1)
        total = sum(ms for _, ms in steps) + final
        self._steps = (steps[1:] + [("final", final)]) if steps else []
        first, ms = steps[0] if steps else ("final", final)
        self._show_step(first, final if first == "final" else move)
        if first != "final":
            self._phase_timer.start(ms)
        return total

    def _deal_ended(self, state: State, events: list[Event]) -> None:
        """A deal is over: show what it was worth; unless the game is over too, the next
        deal waits for the player (the setting may let it go on by itself)."""
        if not two_at_table(state) or not any(e.kind == "deal_end" for e in events):
            return
        if not self.settings.pause_after_deal or self.controller is None or \
                self.controller.human_seat is None:     # nobody at the table to read it
            return
        from .deal_summary import summarise
        from .deal_summary_dialog import DealSummaryDialog
        over = state.result() is not None
        # the deal just ended is the last one, or the one before a new deal just dealt
        index = len(state.deals) - 1 if over or not any(e.kind == "deal" for e in events) \
            else len(state.deals) - 2
        c = self.controller
        if not over:
            c.hold()
        self._close_summary()
        dialog = DealSummaryDialog(summarise(state, index, self.presenter.score_words),
                                   self.presenter.bottom,
                                   over, self)
        dialog.finished.connect(lambda _code: c.carry_on())
        self.deal_summary = dialog
        # after the last trick has been seen on the table
        seen = animation.duration("play") + 2 * animation.duration("gather")
        QtCore.QTimer.singleShot(seen, dialog,
                                 lambda: dialog.show() if self.deal_summary is dialog else None)

    def deal_summary_shown(self) -> bool:
        return self.deal_summary is not None and self.deal_summary.isVisible()

    def _close_summary(self) -> None:
        old, self.deal_summary = self.deal_summary, None
        if old is not None:
            old.blockSignals(True)
            old.close()
            old.deleteLater()

    def _show_step(self, step: str, ms: int) -> None:
        if step == "held" and self._held_table is not None:
            self.scene.show_slots(self._held_table, ms, self.scene.caption_spec)
        elif step == "held":
            self._show_table(ms)
        elif step == "pack":
            self._held = []
            self.scene.show_slots(self.presenter.pack_slots(self.scene.geometry), ms, {})
        else:
            self._held = []
            self._show_table(ms)

    def _next_step(self) -> None:
        if not self._steps:
            return
        step, ms = self._steps.pop(0)
        if step == "pack":
            self._show_step("pack", animation.duration("gather"))
            self._phase_timer.start(ms)
        else:
            self._show_step(step, ms)
            if self._steps:
                self._phase_timer.start(ms)
