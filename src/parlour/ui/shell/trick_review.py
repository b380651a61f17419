"""The last trick looked back at: its cards laid on the table where they were played,
with its number and who won it, for a moment or until the next click or key (L, or a
click on a pile of tricks).  A part of the main window, like move_presentation.py: it
draws through the window's scene and presenter (``self.presenter``)."""
from __future__ import annotations

from ..binding.qt import QtCore
from ..table import animation
from ...language import spoken
from ..windows.trick_log import Trick, last_trick, trick_words
from ..binding.placeholders import fill

REVIEW_MS = 3500            # long enough to read two or four cards and a name


def review_caption(trick: Trick, name) -> str:
    """"Trick 7\nComputer won it"."""
    return spoken(name(trick.winner), "Trick {number}\n{who} wins it", "Trick {number}\nYou win it",
                  number=trick.number)


class TrickReview:
    """Mixed into MainWindow: ``show_last_trick`` and its end."""

    def _init_review(self) -> None:
        self._review_slots: list | None = None     # the table while a trick is reviewed
        self._review_timer = QtCore.QTimer(self)
        self._review_timer.setSingleShot(True)
        self._review_timer.timeout.connect(self.end_review)

    def reviewing(self) -> bool:
        """A trick looked back at is on the table now (nothing has been shown since)."""
        return self._review_slots is not None and self.scene.slots == self._review_slots

    def show_last_trick(self) -> None:
        """The last trick's cards on the table with who won it (said in the status bar
        too); asked again while it shows, the table comes back at once."""
        if self.reviewing():
            self.end_review()
            return
        c, presenter = self.controller, self.presenter
        trick = last_trick(c.state) if c is not None else None
        if trick is None:
            self.statusBar().showMessage(self.tr("No trick has been played yet."), 4000)
            return
        name = lambda s: presenter.seat_name(c.state, s)     # noqa: E731
        self.statusBar().showMessage(fill(self.tr("Last trick: %1"), trick_words(trick, name)),
                                     REVIEW_MS)
        g = self.scene.geometry
        laid = presenter.review_slots(list(trick.cards), trick.winner, g)
        if not laid:
            return
        slots = [s for s in self.scene.slots if s.zone != "review"] + laid
        captions = dict(self.scene.caption_spec)
        captions["review"] = (review_caption(trick, name),
                              *presenter.review_caption_at(g, laid))
        # from the winner's pile when the table shows one; else laid down in place
        ms = animation.duration("slide") if presenter.pile_zone(trick.winner) else 0
        self.scene.show_slots(slots, ms, captions)
        self._review_slots = self.scene.slots
        self._review_timer.start(REVIEW_MS)

    def end_review(self) -> None:
        """The table as it is again (unless something has been shown since)."""
        self._review_timer.stop()
        if self.reviewing():
            self._review_slots = None
            self._show_table(animation.duration("slide"))
        self._review_slots = None
