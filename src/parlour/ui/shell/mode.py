"""What runs the games on the table, the window's other contract beside the presenter's
(table/presenter.py): which of the Game menu's tools make sense now, and where the game
is kept so that it can be carried on.  ``Mode`` itself is one game alone, saved as
the unfinished game (store/saves.py); a mode running over several games (a Chouette
sitting, ui/chouette/table.py) overrides what it does otherwise.  The window calls
these unconditionally and never asks which mode it has."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from ...engine.core import State
from ...store import game_end, saves
from ..binding.marks import QT_TRANSLATE_NOOP
from ..binding.placeholders import fill
from ..binding.qt import QtCore


class GameOnTable(Protocol):
    """What a mode reads of the game on the table (the shell's GameController is one):
    named here so that the mode and the controller do not import each other."""
    state: State
    human_seat: int | None
    over: bool
    waiting_for_human: bool
    autosave: bool
    save_path: Path | None

    def can_undo(self) -> bool: ...

    def snapshot(self) -> saves.SavedGame: ...


@dataclass(frozen=True, slots=True)
class GameMenu:
    """The tools of the Game menu (and the side panel's buttons) that may be used now;
    each False is greyed.  All False: no game on the table."""
    restart: bool = False           # "Restart this game"
    undo: bool = False              # "Undo" (the menu and the side panel's button)
    hint: bool = False              # "Hint" (both)
    last_trick: bool = False        # "The last trick"
    review: bool = False            # "Review this deal…", "Review this partie…"


class Mode:
    """One game alone (the defaults), or the base of a mode over several games."""

    def menu(self, game: GameOnTable | None) -> GameMenu:
        """What the Game menu offers with ``game`` on the table: starting it again,
        taking back one's own moves, a hint on one's turn, the last trick once one is
        played, the expert's review of a two-handed Piquet game one has played in."""
        if game is None:
            return GameMenu()
        from ..windows.trick_log import last_trick
        return GameMenu(restart=True, undo=game.can_undo(), hint=game.waiting_for_human,
                        last_trick=last_trick(game.state) is not None,
                        review=self.reviewed(game) is not None)

    def reviewed(self, game: GameOnTable | None) -> tuple[State, int] | None:
        """What the expert's review goes over, and whose decisions: here the game on
        the table, for its player once he has made a choice in two-handed Piquet.  None
        when there is nothing to review."""
        from ..review.window import can_review
        return (game.state, game.human_seat) if can_review(game) else None

    def left_off(self, game: GameOnTable | None) -> LeftOff | None:
        """What to carry on when the table comes back from a record opened over
        ``game`` (ui/records): here the game alone, unless it is over."""
        if game is None or game.over:
            return None
        return GameLeft(game.snapshot(), game.state,
                        QT_TRANSLATE_NOOP("Mode", "Your game is back where you left it."))

    def keep(self, game: GameOnTable) -> str | None:
        """Keep ``game`` where this mode carries it on from (after every move, after
        an undo or a restart, and as the window closes): here the unfinished game's
        save, written whole or not at all.  The move that ends the game is kept too
        (the save is the journal its end is set down from); once set down
        (``game.over``) it is not kept again.  Returns a sentence when it could not be
        kept."""
        if not game.autosave or game.over:
            return None
        try:
            saves.save_game(game.snapshot(), game.save_path)
        except OSError as exc:
            return fill(QtCore.QCoreApplication.translate("Mode", "Could not save the game: %1"), exc)
        return None

    def set_down(self, game: GameOnTable) -> tuple[object | None, list[str]]:
        """The game is over: record its result where this mode keeps them (here the
        statistics and the sitting sheet, the save cleared last: store/game_end.py).
        Returns the sitting sheet it went on (or None) and sentences for the player."""
        if not game.autosave:
            return None, []
        return game_end.set_down(game.snapshot(), game.state, game.save_path)

    def close(self) -> None:
        """Another mode's game takes the table: take away what this one put beside it."""


class LeftOff(Protocol):
    """What a mode left unfinished, read back from where it keeps it: the window
    carries it on with ``MainWindow.resume``, whatever the mode."""
    said: str           # the status bar's line once it is carried on

    def resume(self, window) -> GameOnTable:
        """Put it back on ``window``'s table, where it stopped."""


@dataclass(frozen=True)
class GameLeft:
    """The unfinished game of no mode: its save and the game replayed from it
    (store/saves.py load_game)."""
    saved: saves.SavedGame
    state: State
    said: str = QT_TRANSLATE_NOOP("Mode", "Your unfinished game is resumed where you left it.")

    def resume(self, window) -> GameOnTable:
        s = self.saved
        return window.start(self.state, s.human_seat, s.opponent, s.assisted,
                            game_id=s.game_id)
