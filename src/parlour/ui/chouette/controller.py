"""One game of a Chouette Bézique sitting on the table: the human's side consults.

The human plays the seat of his side (the chouette's, or the line's).  The computer
members of that side propose their moves from the same observation; the proposals are
shown to the human as advice.  When the human is the seated player his move is played
as he makes it; when a computer member is seated, the human's move is one vote and the
side plays the majority (ties: the seated member's own choice; parlour.ai.consult.vote).

A sitting is about bets, so a game of it is not taken back nor restarted, and it is set
down on the chouette sheet rather than saved as a single game.
"""
from __future__ import annotations

from typing import Sequence

from ...ai.consult import ConsultingPlayer, vote
from ...engine.core import Action, State
from ...engine.observed import Observation
from ..binding.placeholders import fill
from ..binding.qt import Signal
from ..shell.controller import GameController, log_failure
from ..shell.worker import Thinker


class _Advisers:
    """The Thinker's 'player': answers with every adviser's proposal."""

    def __init__(self, side: ConsultingPlayer):
        self.side = side

    def choose(self, observation: Observation, legal: Sequence[Action]) -> list[Action]:
        return self.side.propose(observation, legal)


class ChouetteController(GameController):
    advised = Signal(object)         # [(adviser's name, Action)] for the human's turn
    voted = Signal(str)              # how the side's move was decided, in words

    def __init__(self, state: State, human_seat: int, opponent: str, *,
                 computer_side=None, advisers: Sequence = (), adviser_names: Sequence[str] = (),
                 human_seated: bool = True, seated_adviser: int = 0, **kw):
        kw["autosave"] = False
        super().__init__(state, human_seat, opponent, **kw)
        if computer_side is not None:
            self.players[1 - human_seat] = computer_side
        self.side = ConsultingPlayer(list(advisers)) if advisers else None
        self.adviser_names = list(adviser_names)
        self.human_seated = human_seated
        self.seated_adviser = seated_adviser
        self.advice: list[Action] | None = None
        self.pending: Action | None = None      # the human's vote, waiting for advice
        self.adviser = Thinker(self, "parlour-advice")
        self.adviser.decided.connect(self._advice_ready)
        self.adviser.failed.connect(self._advice_failed)
        self.your_turn.connect(self._ask_advisers)

    # ----- advice -----------------------------------------------------------------------
    def _ask_advisers(self, legal: list[Action]) -> None:
        self.advice, self.pending = None, None
        if self.side is None or len(legal) < 2:
            return
        self.adviser.ask(_Advisers(self.side), self.state.observation(self.human_seat),
                         legal)

    def _advice_ready(self, ticket: int, proposals) -> None:
        if ticket != self.adviser.ticket or not self.waiting_for_human:
            return
        self.advice = list(proposals or [])
        self.advised.emit(list(zip(self.adviser_names, self.advice)))
        if self.pending is not None:
            action, self.pending = self.pending, None
            self._play_vote(action)

    def _advice_failed(self, ticket: int, error: BaseException) -> None:
        """An adviser's brain failed: logged and said; the side goes on without advice."""
        if ticket != self.adviser.ticket:
            return
        self.last_error = log_failure(f"The advisers failed in {self.state.game}.", error)
        self.status.emit(self.tr("The advisers failed (the log says why); the side plays on "
                                 "without their advice."))
        self._advice_ready(ticket, [])

    # ----- the human's move: played, or one vote ------------------------------------------
    def submit(self, action: Action) -> str | None:
        if self.human_seated or self.side is None or len(self.state.legal_actions()) < 2:
            return super().submit(action)
        if not self.waiting_for_human or self.busy:
            return self.tr("Wait for your turn.")
        if action not in self.state.legal_actions():
            return super().submit(action)       # says why it is not allowed
        if self.pending is not None:
            return self.tr("Your proposal is noted; the line is still consulting.")
        if self.advice is None:
            self.pending = action               # counted when the advisers have spoken
            self.status.emit(self.tr("Your proposal is noted; the line is consulting…"))
            return None
        self._play_vote(action)
        return None

    def abstain(self) -> str | None:
        """The human leaves the move to the computer members (not when he is seated)."""
        if self.human_seated or self.side is None:
            return self.tr("You are seated: the move is yours.")
        if not self.waiting_for_human or self.busy or self.pending is not None:
            return self.tr("Wait for your turn.")
        if self.advice is None:
            return self.tr("The line is still consulting.")
        chosen = vote(self.advice, self.seated_adviser)
        self.voted.emit(self.tr("You left the move to the line."))
        return super().submit(chosen)

    def _play_vote(self, mine: Action) -> None:
        proposals = list(self.advice or []) + [mine]
        chosen = vote(proposals, self.seated_adviser)
        backers = sum(1 for a in proposals if a == chosen)
        if chosen == mine:
            self.voted.emit(fill(self.tr("The line plays your proposal (%1 of %2 votes)."),
                                 backers, len(proposals)))
        else:
            self.voted.emit(fill(self.tr("Outvoted: the line plays its majority's move (%1 of "
                                         "%2 votes)."), backers, len(proposals)))
        super().submit(chosen)

    # ----- no taking back in a sitting --------------------------------------------------
    def can_undo(self) -> bool:
        return False

    def restart(self) -> None:
        self.status.emit(self.tr("A game of the sitting cannot be started again."))

    def _interrupt(self) -> None:
        self.adviser.cancel()
        super()._interrupt()

    def stop(self) -> None:
        super().stop()
        self.adviser.stop(3.0)
