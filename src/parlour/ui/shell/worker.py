"""Computer decisions off the window's thread (binding/errands.py), so the window never
freezes.

A decision is computed from plain data (the seat's observation, a frozen value, and
the legal actions list), never from the live State, so the window may go on using the
State while the computer thinks; each decision has a brain of its own (ai/brain.py), so
two decisions under way at once share nothing.  Each request carries a ticket; asking
again or ``cancel`` stops the decision under way, whose answer is then never heard.
"""
from __future__ import annotations

from ...engine.observed import Observation
from ..binding.errands import Errand, Errands
from ..binding.qt import QtCore, Signal


def _decision(player, observation: Observation, legal: list):
    def job(stop):
        yield player.choose(observation, legal)
    return job


class Thinker(QtCore.QObject):
    """Asks a player for an action on an errand; the answer comes back as a signal on
    the window's thread."""

    decided = Signal(int, object)      # ticket, the player's answer
    failed = Signal(int, object)       # ticket, the exception the player raised

    def __init__(self, parent=None, name: str = "parlour-thinker"):
        super().__init__(parent)
        self.errands = Errands(self, name)
        self.ticket = 0
        self._errand: Errand | None = None

    def ask(self, player, observation: Observation, legal: list) -> int:
        self.cancel()
        ticket = self.ticket
        self._errand = self.errands.run(
            _decision(player, observation, list(legal)),
            answered=lambda answer: self.decided.emit(ticket, answer),
            failed=lambda error: self.failed.emit(ticket, error))
        return ticket

    def cancel(self) -> None:
        """Forget the decision under way (it is stopped; its answer is never heard)."""
        self.ticket += 1
        if self._errand is not None:
            self._errand.stop.set()
            self._errand = None

    def wait(self, seconds: float = 5.0) -> bool:
        """Wait for the decisions under way to end; True when none is left running."""
        return self.errands.wait(seconds)

    def stop(self, seconds: float = 5.0) -> bool:
        """Stop every decision and wait for their threads (the window is closing)."""
        self.cancel()
        return self.errands.stop_and_wait(seconds)
