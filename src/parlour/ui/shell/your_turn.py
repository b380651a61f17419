"""The human's turn at the main window: the cards lit and the choices asked when the
controller says it is your turn, and what a card clicked, keyed or dropped, or a choice
pressed, asks of the presenter and the controller.  A part of the main window, like
move_presentation.py: it reaches the table through the window's scene, view, side
panel and presenter."""
from __future__ import annotations

from ...engine.actions import Action, Meld, Play
from ..binding.qt import QtCore
from ..table import animation


class YourTurn:
    """Mixed into MainWindow.  Needs of the window: controller, presenter, scene, view,
    side, settings, statusBar(), reviewing(), end_review(), _show_table(), _menus(), and
    _turn_said (the status line said for the last turn, set in its __init__)."""

    def _your_turn(self, legal: list[Action]) -> None:
        self.presenter.your_turn(legal)
        forced = self.presenter.forced()
        if forced is not None:
            # Nothing to choose (no combination to declare, or only "Good."): say it.
            c = self.controller
            QtCore.QTimer.singleShot(animation.duration("play"), c,
                                     lambda: c.waiting_for_human and c.submit(forced))
            return
        self._interactive()
        self.view.keep_cursor_on(self.presenter.playable_cards())
        self._show_choices()
        text = self.presenter.status_text(self.controller.state)
        said_before, self._turn_said = self._turn_said, text
        if text:
            self.statusBar().showMessage(text)
        elif said_before and self.statusBar().currentMessage() == said_before:
            self.statusBar().clearMessage()     # said for an earlier turn: stale now

    def _interactive(self) -> None:
        presenter, c = self.presenter, self.controller
        if presenter is None or c is None:
            return
        mine = c.waiting_for_human
        playable = presenter.playable_cards() if mine else set()
        draggable = presenter.draggable_cards() if mine else set()
        self.scene.set_interactive(playable, self.settings.highlight_legal, draggable)
        # a card lying where it was dropped is chosen by where it lies: not raised too
        self.scene.set_selected_cards(set(presenter.selected) - presenter.dropped
                                      if mine else set())
        self.scene.set_drop_areas(presenter.drop_areas(self.scene.geometry) if mine else {})
        self._menus()

    def _show_choices(self) -> None:
        ask = self.presenter.choices(self.controller.state)
        if ask is None:
            self.side.choice.clear()
            return
        title, question, answers = ask[:3]
        enabled = ask[3] if len(ask) > 3 else None
        self.side.choice.ask(question, answers, title, enabled)

    def _card_returned(self, card: int) -> None:
        """Return on a card: plays or picks it, except when melding after a trick, when
        it presses the highlighted meld button (Space picks a card for a meld of your
        own); on a chosen card lying on the board it takes it back."""
        presenter = self.presenter
        legal = presenter.legal if presenter is not None else []
        if any(type(a) is Meld for a in legal) and not any(type(a) is Play for a in legal) \
                and not self.view.cursor_on_chosen() and self.side.choice.press_default():
            return
        self._card_keyed(card)

    def _card_keyed(self, card: int) -> None:
        presenter, c = self.presenter, self.controller
        if presenter is not None and c is not None and c.waiting_for_human and \
                not presenter.playable_cards() and not presenter.draggable_cards():
            # no card has a use now (Piquet's declarations): Enter gives the answer
            self.side.choice.press_default()
            return
        place = self.view.cursor_place()
        self.scene.touched_zone = place[0] if place else "hand_bottom"
        self._card_used(card, None)

    def _card_used(self, card: int, area: str | None) -> None:
        """A card clicked or keyed (area None) or dropped on ``area`` ("" = nowhere)."""
        c, presenter = self.controller, self.presenter
        if c is None or presenter is None:
            return
        if self.reviewing():
            looked_at = self.scene.touched_zone == "review"
            self.end_review()
            if looked_at:                   # a card of the trick looked back at
                return
        if not c.waiting_for_human:
            if area is not None:
                self.scene.slide_back(card)
            self.statusBar().showMessage(c.not_yet(), 3000)
            return
        presenter.touched_zone = self.scene.touched_zone
        outcome = presenter.card_action(card, area)
        if outcome is None:                         # a selection changed
            self._show_table(animation.duration("slide") if area is None else 0)
            self._show_choices()
            return
        if isinstance(outcome, str):
            self._refuse(card, area, outcome)
            return
        reason = c.submit(outcome)
        if reason is not None:
            self._refuse(card, area, reason)

    def _refuse(self, card: int, area: str | None, reason: str) -> None:
        if area is not None:
            self.scene.slide_back(card)
        self.statusBar().showMessage(reason, 5000)

    def _choice_made(self, value) -> None:
        c, presenter = self.controller, self.presenter
        if c is None or presenter is None:
            return
        if callable(value):                 # a view-side step (e.g. "show all options")
            value = value()                 # it may come back with an action, or a reason
            if not isinstance(value, Action):
                if isinstance(value, str):
                    self.statusBar().showMessage(value, 6000)
                self._show_choices()
                return
        reason = c.submit(value)
        if reason is not None:
            self.statusBar().showMessage(reason, 5000)
