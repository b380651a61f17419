"""What a presenter or a mode may ask of the window that holds the table: the other half
of the contract in game_view.py.  A mode (the à écrire sheet, a Chouette sitting) hands
the window the widgets it wants beside the table and asks it to say, ask and show; it
never reaches into the window's layout or sets attributes on it.  ``MainWindow``
implements this; tests may use any object that does."""
from __future__ import annotations

from typing import Protocol


class TableHost(Protocol):
    settings: object                # the player's Settings (animation speed, ...)

    def add_side_widget(self, widget, stretch: int = 0) -> None:
        """Place ``widget`` in the side panel, under the score marker."""

    def remove_side_widget(self, widget) -> None:
        """Take back a widget placed by ``add_side_widget`` (and delete it)."""

    def widen_side(self) -> None:
        """Give the side panel all the width it may have (a column per player)."""

    def reveal_choice(self) -> None:
        """Scroll the side panel to its foot, where the choices are asked."""

    def show_status(self, text: str, ms: int = 0) -> None:
        """One line in the status bar (for ``ms`` milliseconds; 0: until replaced)."""

    def say(self, text: str, kind: str = "said") -> None:
        """A line in the announcement log (``kind`` as in side_panel.KIND_COLOURS)."""

    def ask(self, question: str, answers: list, title: str) -> None:
        """A question with answers as buttons, in the side panel (scrolled to it)."""
