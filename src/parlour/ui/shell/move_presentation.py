"""How a move is shown on the table, step by step (the finished trick held a moment,
the cards gathered into the pack, the table as it now is), and the summary a player
reads when a deal ends.  A part of the main window: it draws through the window's
scene, the game's presenter (``presenter``, a TablePresenter) and
``_show_table``."""
from __future__ import annotations

from ...engine.core import Action, Event, State
from ...engine.events import DealEnded, Dealt, DixExchanged, Exchanged, TrickWon
from ...engine.games import Family, Seating, family_of, variant_of
from ..binding.qt import QtCore
from ..table import animation
from ..windows.screen_fit import FRAME, available


def two_at_table(state: State) -> bool:
    """Two players face to face (not a sitting à écrire): tricks are logged one by one
    and each deal ends with its summary."""
    return len(state.seats) == 2 and \
        variant_of(state.game, state.variant).seating is not Seating.SITTING


def summed_up_by_deal(state: State) -> bool:
    """Each deal ends with its summary, held until the player goes on: two face to face,
    Piquet round the table (Normand, Voleur) and à écrire's sitting."""
    return two_at_table(state) or (
        family_of(state.game) is Family.PIQUET
        and variant_of(state.game, state.variant).seating is not Seating.FACE_TO_FACE)


def _next_deal_at(events: list[Event], undealt: bool = False) -> int:
    """Where the events of a deal's end give way to the next deal's (its Dealt, or the
    end of the list): the old deal's last words (à écrire's sheet) are said at once.
    ``undealt``: at this table the next deal follows the end with no Dealt of its own
    (round the table): its events, a carte blanche shown, start right after the end."""
    end = next(i for i, e in enumerate(events) if isinstance(e.payload, DealEnded))
    if undealt:
        return end + 1
    return next((i for i, e in enumerate(events)
                 if i > end and isinstance(e.payload, Dealt)), len(events))


class MovePresentation:
    """Mixed into MainWindow: ``present`` (the controller's stage) and the deal's
    summary."""

    def _init_presentation(self) -> None:
        self._phase_timer = QtCore.QTimer(self)
        self._phase_timer.setSingleShot(True)
        self._phase_timer.timeout.connect(self._next_step)
        self._steps: list[tuple[str, int]] = []
        self._held_trick_slots = None
        self.deal_summary = None        # the summary dialog of the deal just ended
        self._after_summary: list[tuple[str, int]] = []   # the pictures waiting on the player
        self.trick_kept = False         # a finished trick left on the table (the setting)
        self._unsaid: list[Event] = []   # the next deal's first events, logged once it is read
        self._unsaid_lines: list[tuple[str, str, str]] = []   # its heading, when no event says it

    def _stop_presentation(self) -> None:
        """Undo, restart, a new game: the pictures under way and the summary no longer
        apply."""
        self._close_summary()
        self._phase_timer.stop()
        self.trick_kept = False
        self.view.wait_for_touch(False)
        self._steps = []
        self._after_summary = []
        self._unsaid = []
        self._unsaid_lines = []
        self._held_trick = []

    def present(self, state: State, action: Action, events: list[Event]) -> int:
        presenter = self.presenter
        presenter.note(state, action, events)
        new_deal = presenter.starts_deal(state, events)      # shown gathered into the pack
        dealt = new_deal or any(isinstance(e.payload, Dealt) for e in events)
        # while the deal's summary is read the table shows the deal as it ended, and the
        # log ends with it too: the next deal is said when it is dealt
        reading = self._deal_ended(state, events) and dealt
        cut = _next_deal_at(events, new_deal and not any(
            isinstance(e.payload, Dealt) for e in events)) if reading else len(events)
        self._log(state, events[:cut])
        self._unsaid = events[cut:]
        opened = presenter.deal_opened(state, events) if new_deal else []
        if reading:
            self._unsaid_lines = opened
        else:
            self._say(opened)
        self._update_score(state, ended=reading)
        self.side.choice.clear()
        move = animation.duration("play")
        held_trick = presenter.held_trick(state, events)
        self._held_trick = held_trick
        self._held_trick_slots = None
        if held_trick and dealt:
            self._held_trick_slots = presenter.last_trick_slots(
                self.scene.slots, held_trick, self.scene.geometry)
        keep = bool(held_trick) and not reading and self._keeps_trick(state)
        if keep:
            self._keep_trick()
        if move <= 0:
            if reading or keep:
                self._after_summary = [("final", 0)]
                self._show_step("held", 0)
            else:
                self._held_trick = []
                self._show_table(0)
            return 0
        # A sequence of pictures: the finished trick held a moment, the cards gathered
        # into the pack, then the table as it now is (the new deal dealt from the pack).
        steps: list[tuple[str, int]] = []
        if held_trick:
            steps.append(("held", move + max(animation.duration("gather") * 2, 350)))
        if new_deal:
            steps.append(("pack", animation.duration("gather") + 150))
        exchanged = any(isinstance(e.payload, (Exchanged, DixExchanged)) for e in events)
        kind = "deal" if new_deal else "draw" if exchanged \
            else "play"
        final = animation.duration(kind) * (3 if new_deal else 1)
        total = sum(ms for _, ms in steps) + final
        self._steps = (steps[1:] + [("final", final)]) if steps else []
        if (reading or keep) and held_trick:
            # the rest waits for the player to close the summary or go on from the trick
            self._after_summary, self._steps = self._steps, []
        first, ms = steps[0] if steps else ("final", final)
        self._show_step(first, final if first == "final" else move)
        if first != "final" and self._steps:
            self._phase_timer.start(ms)
        return total

    def _deal_ended(self, state: State, events: list[Event]) -> bool:
        """A deal is over: show what it was worth; unless the game is over too, the next
        deal waits for the player (the setting may let it go on by itself).  True when
        it waits."""
        if not summed_up_by_deal(state) \
                or not any(isinstance(e.payload, DealEnded) for e in events):
            return False
        if not self.settings.pause_after_deal or self.controller is None or \
                self.controller.human_seat is None or \
                not self.presenter.pauses_after_deal():     # nobody to read it now
            return False
        from ..windows.deal_summary import summarise
        from ..windows.deal_summary_dialog import DealSummaryDialog
        over = state.result() is not None
        # the deal just ended is the last one, or the one before a new deal just dealt
        # (round the table the next deal follows the end with no Dealt of its own)
        dealt = any(isinstance(e.payload, Dealt) for e in events) \
            or self.presenter.starts_deal(state, events)
        index = len(state.deals) - 1 if over or not dealt \
            else len(state.deals) - 2
        c = self.controller
        if not over:
            c.hold()
            self._menus()           # held: no hint, whoever's card ended the deal
        self._close_summary()
        review = (lambda: self.review(False, index + 1)) if self.menu_now().review else None
        presenter = self.presenter
        summary = summarise(state, index, presenter.score_words,     # as the log ends
                            lambda result: presenter.result_text(state, result),
                            presenter.sitting_deal(state, index))
        dialog = DealSummaryDialog(summary, presenter.bottom, over, self, review)
        dialog.finished.connect(lambda _code: self._summary_read())
        self.deal_summary = dialog
        # the deal's last trick lies on the table under it, unless the game is over
        self._place_summary(dialog, trick=not over and any(
            isinstance(e.payload, TrickWon) for e in events))
        self.statusBar().showMessage(
            self.tr("The deal is over: its summary is on the table.") if over else
            self.tr("The deal is over: its summary is on the table; the next deal is dealt "
                    "when you press Next deal."))
        # after the last trick has been seen on the table
        seen = animation.duration("play") + 2 * animation.duration("gather")
        QtCore.QTimer.singleShot(seen, dialog,
                                 lambda: dialog.show() if self.deal_summary is dialog else None)
        return not over

    def _keeps_trick(self, state: State) -> bool:
        """Whether the finished trick stays on the table until the player goes on: the
        setting's, while someone plays (not a record, not deals skipped) and the game
        goes on (its end is said at once)."""
        c = self.controller
        return self.settings.keep_each_trick and c is not None and \
            c.human_seat is not None and state.result() is None and \
            self.presenter.pauses_after_deal()

    def _keep_trick(self) -> None:
        self.trick_kept = True
        words = self.tr("The trick stays on the table: click the table or press a key to "
                        "go on.")
        self.controller.hold(words)
        self.statusBar().showMessage(words)
        self.view.wait_for_touch(True)
        self.view.setFocus()        # so a key pressed goes on (not a button beside)

    def let_trick_go(self) -> None:
        """The player has seen the trick left on the table (a click, a key): the table
        moves on, then the game."""
        if not self.trick_kept:
            return
        self.trick_kept = False
        self.view.wait_for_touch(False)
        self.statusBar().clearMessage()
        self._go_on()

    def _place_summary(self, dialog, trick: bool = True) -> None:
        """Over the table, to the right: the score, the marker whose pegs have just
        moved and the log's last lines stay in view beside it to read with it.  Clear
        of the middle of the table, where the last trick lies to be read with it: above
        the trick; or beside it, or below it, whichever holds the summary; where none
        does (a short screen) the tallest of them, the summary made as short (its page
        scrolls).  ``trick``: whether a trick lies there (none at the game's end)."""
        frame = self.geometry()
        table = QtCore.QRect(self.view.mapToGlobal(QtCore.QPoint(0, 0)), self.view.size())
        top = max(frame.top(), table.top() + 8)
        bottom = min(frame.bottom(), available(self).bottom(), table.bottom())
        gap = self.scene.geometry.margin
        if not trick:
            whole = QtCore.QRect(QtCore.QPoint(table.left(), top),
                                 QtCore.QPoint(table.right(), bottom))
            self._place_in(dialog, [whole], whole, frame, table, bottom, gap)
            return
        trick_at = self._trick_on_screen()
        above = QtCore.QRect(QtCore.QPoint(table.left(), top),
                             QtCore.QPoint(table.right(), trick_at.top() - gap))
        rooms = [above,
                 QtCore.QRect(QtCore.QPoint(table.left() + gap, top),            # beside
                              QtCore.QPoint(trick_at.left() - gap, bottom)),
                 QtCore.QRect(QtCore.QPoint(table.left(), trick_at.bottom() + gap),  # below
                              QtCore.QPoint(table.right(), bottom))]
        self._place_in(dialog, rooms, above, frame, table, bottom, gap)

    def _place_in(self, dialog, rooms: list[QtCore.QRect], above: QtCore.QRect,
                  frame: QtCore.QRect, table: QtCore.QRect, bottom: int, gap: int) -> None:
        """The summary in the first of ``rooms`` that holds it, else the tallest (the
        room ``above`` the trick by a little), at its right, left of the tricks won."""
        least = dialog.minimumSizeHint() + FRAME
        rooms = [r for r in rooms if r.width() >= least.width()] or rooms[:1]
        wanted = dialog.size() + FRAME
        # none holds it: the tallest, but above rather than a little taller below
        # (there it would lie over your own discards, face up, to read with it)
        room = next((r for r in rooms if r.width() >= wanted.width()
                     and r.height() >= wanted.height()),
                    max(rooms, key=lambda r: r.height() * (1.1 if r is above else 1.0)))
        dialog.resize(max(min(wanted.width(), room.width()), least.width()) - FRAME.width(),
                      max(min(wanted.height(), room.height()), least.height()) - FRAME.height())
        width, height = dialog.width() + FRAME.width(), dialog.height() + FRAME.height()
        y = max(min(room.top(), bottom - height), frame.top())
        right = room.right()
        # to the left of the tricks won it would stand over: their counts are read
        # with the summary's "the cards"
        for pile in self._piles_on_screen():
            if QtCore.QRect(right - width, y, width, height).intersects(pile):
                right = pile.left() - gap
        dialog.move(max(frame.left(), table.left(), right - width), y)

    def _trick_on_screen(self) -> QtCore.QRect:
        """Where the cards of the last trick lie, on the screen (the pictures of the
        deal's end may not be on the table yet)."""
        lies, view = self.scene.geometry.trick_lies(), self.view
        corner = view.mapToGlobal(view.mapFromScene(QtCore.QPointF(lies.x, lies.y)))
        return QtCore.QRect(corner, QtCore.QSize(round(lies.w), round(lies.h)))

    def _piles_on_screen(self) -> list[QtCore.QRect]:
        """The tricks won lying on the table and their counts, right first, on the
        screen."""
        c, g = self.controller, self.scene.geometry
        zones = {self.presenter.pile_zone(seat) for seat in range(len(c.state.seats))}
        areas = [QtCore.QRectF(s.x, s.y, g.card_w, g.card_h)
                 for s in self.scene.slots if s.zone in zones]
        areas += [cap.sceneBoundingRect() for zone, cap in self.scene.captions.items()
                  if zone in zones]
        view = self.view
        return sorted((QtCore.QRect(view.mapToGlobal(view.mapFromScene(r.topLeft())),
                                    r.size().toSize()) for r in areas),
                      key=lambda r: -r.right())

    def _summary_read(self) -> None:
        """The summary closed: the table goes on to the next deal, then the game."""
        self.statusBar().clearMessage()
        c = self.controller
        self._update_score(c.state)            # the next deal's score, once it is dealt
        unsaid, self._unsaid = self._unsaid, []
        lines, self._unsaid_lines = self._unsaid_lines, []
        self._say(lines)
        self._log(c.state, unsaid)
        self._go_on()

    def _go_on(self) -> None:
        """What waited on the player (a summary read, a trick seen): the table's next
        pictures, then the game."""
        steps, self._after_summary = self._after_summary, []
        c = self.controller
        if not steps:
            c.carry_on()
            return
        self._steps = steps
        total = sum(ms for _, ms in steps)
        self._next_step()
        QtCore.QTimer.singleShot(total, c, c.carry_on)

    def _say(self, lines: list[tuple[str, str, str]]) -> None:
        for who, text, kind in lines:
            self.side.log.say(who, text, kind)

    def deal_summary_shown(self) -> bool:
        return self.deal_summary is not None and self.deal_summary.isVisible()

    def _close_summary(self) -> None:
        old, self.deal_summary = self.deal_summary, None
        if old is not None:
            old.blockSignals(True)
            old.close()
            old.deleteLater()

    def _show_step(self, step: str, ms: int) -> None:
        if step == "held" and self._held_trick_slots is not None:
            self.scene.show_slots(self._held_trick_slots, ms, self.scene.caption_spec)
            self._between_turns()
        elif step == "held":
            self._show_table(ms)
        elif step == "pack":
            self._held_trick = []
            self.scene.show_slots(self.presenter.pack_slots(self.scene.geometry), ms, {})
            self._between_turns()
        else:
            self._held_trick = []
            self._show_table(ms)

    def _between_turns(self) -> None:
        """A picture between turns: no card glows as playable or wears the keyboard's
        ring (the card just played kept both in the middle of the table)."""
        self.scene.set_interactive(set(), False, set())
        self.view.show_cursor()

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
