"""A Chouette Bézique sitting at the window: Rubicon Bézique games one after another,
the chouette against the seated adversary, the book's rotation between games, every
game set down on the chouette sheet in hundreds and the sheet settled at the end.

The human either takes all bets (the chouette: the line is a side of computer players
consulting together) or sits in the line (his side's computer members advise him, and
his move is one vote when one of them is seated).  Two against two, each side consults
with its partner.  See parlour.sitting.chouette for the book's rules and their reading.
"""
from __future__ import annotations

import functools
import random
from dataclasses import asdict, dataclass, fields
from pathlib import Path

from ...ai.consult import ConsultingPlayer
from ...engine.core import Action, IllegalAction
from ...engine.games import new_game
from ...engine.replay import play_through
from ...engine.sentences import player
from ...sitting.chouette import GAME, VARIANT, ChouetteSitting
from ...store import chouette as chouette_store
from ...store import sittings as store
from ..binding.qt import QtCore, QtWidgets
from ..shell.controller import GameController, best_available, make_player
from ..shell.mode import GameMenu, Mode
from ..sitting.window import running_line, settlement_text
from ..binding.marks import QT_TRANSLATE_NOOP, translate
from ..binding.placeholders import fill
from .controller import ChouetteController
from .dialog import ChouetteChoice, ChouetteDialog
from .panel import ChouettePanel

YOU = "You"
COMPUTER_NAMES = ("Alice", "Bertie", "Clara", "Dudley")


def sheet_path() -> Path:
    """The sittings file every sheet is kept in (Game > Sitting sheet… reads it)."""
    return store.sittings_path()


def seating(choice: ChouetteChoice) -> tuple[list[str], int, int | None]:
    """The names at the sitting, the chouette's index and (two against two) his partner's.
    The human is the chouette, or the computer players' first is."""
    names = [YOU, *COMPUTER_NAMES[:choice.players - 1]]
    pairs = choice.pairs and choice.players == 4
    if choice.role == "chouette":
        return names, 0, (1 if pairs else None)
    return names, 1, (2 if pairs else None)


def bets_text(sitting: ChouetteSitting, game) -> str:
    """One line for the log: what passed on the game just set down."""
    h = abs(game.entry.net[game.chouette])
    side = translate("ChouetteTable", " and ").join(player(n) for n in sitting.side())
    if game.won_by is None:
        return translate("ChouetteTable", "A drawn game: nothing passes.")
    each = translate("ChouetteTable", "each adversary") if len(sitting.line) > 1 \
        else player(sitting.line[0])
    if sitting.pairs:
        if game.won_by == "chouette":
            return fill(translate("ChouetteTable", "%1 win %2 hundred each, one from each "
                                  "adversary."), side, h)
        return fill(translate("ChouetteTable", "%1 pay %2 hundred each, one to each "
                              "adversary."), side, h)
    you = game.chouette == YOU
    if game.won_by == "chouette":
        return fill(translate("ChouetteTable", "%1 win %2 hundred from %3.") if you else
                    translate("ChouetteTable", "%1 wins %2 hundred from %3."),
                    player(game.chouette), h // len(sitting.line), each)
    return fill(translate("ChouetteTable", "%1 pay %2 %3 hundred.") if you else
                translate("ChouetteTable", "%1 pays %2 %3 hundred."),
                player(game.chouette), each, h // len(sitting.line))


class ChouetteTable(QtCore.QObject, Mode):
    """Runs one sitting in ``window`` (a MainWindow), as its mode (shell/mode.py): its
    games are kept and set down with the sitting, and the window ends it (``close``)
    when a game of no sitting takes the table."""

    def __init__(self, window, choice: ChouetteChoice, seed: int | None = None,
                 path: Path | None = None, resume: ChouetteSitting | None = None,
                 moves: list | None = None):
        super().__init__(window)
        self.resume_moves = moves       # the game cut short, carried on where it stopped
        self.notice: str | None = None
        self.window = window
        self.choice = choice
        self.seed = random.randrange(2**31) if seed is None else seed
        self.path = path or sheet_path()
        self.level = best_available(choice.opponent)
        names, chouette, partner = seating(choice)
        self.sitting = resume or ChouetteSitting(names, chouette, partner, seed=self.seed)
        self.panel = ChouettePanel()
        self.panel.sheet_wanted.connect(self.show_sheet)
        self.panel.abstain_button.clicked.connect(self._abstain)
        self.window.add_side_widget(self.panel)
        self.chouette_seat = 0
        self.controller = None          # the game of the sitting on the table
        self.over = False
        self.set_down_last = None       # the sitting's last game set down (its bets)
        self._save_sheet()
        self._say(self._keep())

    # ----- the sides ------------------------------------------------------------------
    @property
    def human_is_chouette(self) -> bool:
        return YOU in self.sitting.side()

    def _members(self, names: list[str], game: int) -> list:
        base = self.seed * 1009 + game * 53
        return [make_player(self.level, base + 7 * self.sitting.players.index(n))
                for n in names]

    def _computer_side(self, game: int):
        """The side the human does not sit on, seated player first."""
        names = list(self.sitting.line if self.human_is_chouette else self.sitting.side())
        members = self._members(names, game)
        if len(members) == 1:
            return members[0]
        return ConsultingPlayer(members, 0, " and ".join(names))

    def _advisers(self) -> list[str]:
        """The computer members of the human's side, who advise him."""
        names = self.sitting.side() if self.human_is_chouette else self.sitting.line
        return [n for n in names if n != YOU]

    # ----- the games ------------------------------------------------------------------
    def start_game(self):
        game = self.sitting.played + 1
        seed = self.seed + game
        probe = new_game(GAME, VARIANT, seed=seed)
        first_dealer = probe.deals[0].setup.dealer if probe.deals else 0
        # the chouette has the choice of deal: the human chooses it in the dialog, a
        # computer chouette takes the deal
        deals = self.choice.deal == "me" if self.human_is_chouette else True
        self.chouette_seat = first_dealer if deals else 1 - first_dealer
        seats = [""] * 2
        seats[self.chouette_seat] = self.sitting.chouette_name
        seats[1 - self.chouette_seat] = self.sitting.seated
        state = self._carried_on(new_game(GAME, VARIANT, seats=seats, seed=seed))
        human = self.chouette_seat if self.human_is_chouette else 1 - self.chouette_seat
        advisers = self._advisers()
        human_seated = self.human_is_chouette or self.sitting.seated == YOU
        seated_adviser = 0
        if not human_seated:
            seated_adviser = advisers.index(self.sitting.seated)
        kind = functools.partial(
            ChouetteController, computer_side=self._computer_side(game),
            advisers=self._members(advisers, game + 1000), adviser_names=advisers,
            human_seated=human_seated, seated_adviser=seated_adviser)
        self.panel.playing = True
        self.panel.show_sitting(self.sitting, self.choice.games)
        self.panel.show_advice([], self._heading(human_seated))
        self.panel.abstain_button.hide()
        c = self.window.start(state, human, self.level, controller_type=kind, mode=self)
        self.controller = c
        self.window.setWindowTitle(fill(self.tr("Chouette Bézique, game %1 of %2"), game,
                                        self.choice.games))
        c.your_turn.connect(lambda legal: self.window.reveal_choice())
        c.finished.connect(self._game_over)
        c.advised.connect(self._advice)
        c.voted.connect(self._voted)
        if game == 1 and self.sitting.cut_text():
            self.window.say(self.sitting.cut_text(), "heading")
        if self.notice:                 # said after start(), which clears the log
            self.window.say(self.notice, "heading")
            self.notice = None
        return c

    def _advice(self, proposals) -> None:
        say = self.window.presenter.describe
        seated = self.sitting.seated if not self.human_is_chouette else ""
        lines = [(fill(self.tr("%1 (seated)"), who) if who == seated else who, say(a))
                 for who, a in proposals]
        self.panel.show_advice(lines, self._heading(self.controller.human_seated)
                               or self.tr("Your side proposes:"))
        self.panel.abstain_button.setVisible(not self.controller.human_seated)

    def _abstain(self) -> None:
        self.panel.abstain_button.hide()
        reason = self.controller.abstain()
        if reason is not None:
            self.window.show_status(reason, 4000)

    def _heading(self, human_seated: bool) -> str:
        return "" if human_seated else \
            fill(self.tr("%1 is seated; your move is one vote:"), self.sitting.seated)

    def _voted(self, text: str) -> None:
        self.window.show_status(text, 6000)
        self.panel.abstain_button.hide()
        self.panel.show_advice([], text)

    # ----- the mode: what the menu offers, how the sitting is kept and set down -----------
    def menu(self, game: GameController | None) -> GameMenu:
        """A sitting is about bets: its games are neither started again nor taken back,
        and only Piquet is reviewed; a hint and the last trick are the player's as in
        any game."""
        alone = super().menu(game)
        return GameMenu(last_trick=alone.last_trick, hint=alone.hint)

    def keep(self, game: GameController) -> str | None:
        """The sitting and the moves of its game in progress (chouette.json); a
        settled sitting has nothing left to carry on."""
        return None if self.over else self._keep(game.state)

    def set_down(self, game: GameController) -> tuple[object | None, list[str]]:
        """The game goes on the chouette sheet in hundreds (its words and the next
        game follow when the window has shown its end: ``_game_over``)."""
        result = game.state.result()
        if result is None or self.over:
            return None, []
        self.set_down_last = self.sitting.record_result(result, self.chouette_seat)
        self._save_sheet()
        notice = self._keep()
        return None, [notice] if notice else []

    def _game_over(self, result) -> None:
        game, self.set_down_last = self.set_down_last, None
        if game is None:
            return
        self.window.say(bets_text(self.sitting, game), "score")
        self.window.say(running_line(self.sitting.sheet), "score")
        self.panel.show_advice([], "")
        self.panel.playing = False
        self.panel.show_sitting(self.sitting, self.choice.games)
        if self.sitting.played >= self.choice.games:
            QtCore.QTimer.singleShot(0, self, self.end_sitting)
            return
        nxt = fill(self.tr("&Next game: %1 against %2"), player(self.sitting.chouette_name),
                   player(self.sitting.seated))
        how = (self.tr("The chouette won: the next adversary takes the loser's place.")
               if game.won_by == "chouette" else
               self.tr("The chouette lost: the same adversary plays him again.")
               if game.won_by == "line" else self.tr("A drawn game: the same adversary again."))
        QtCore.QTimer.singleShot(0, self, lambda: self.window.ask(  # after the window's own
            how, [(nxt, self._next), (self.tr("&End the sitting and settle"), self._end)],
            self.tr("Chouette Bézique")))

    def _carried_on(self, state):
        """The game cut short played on to where it stopped (the same deal, its moves
        applied again); a fresh deal when the kept moves do not fit it."""
        moves, self.resume_moves = self.resume_moves, None
        fresh = state.clone()
        try:
            play_through(state, [Action.from_record(record) for record in moves or ()])
        except (IllegalAction, ValueError, TypeError, KeyError):
            self.notice = self.tr("The game cut short could not be followed again; it is dealt "
                                  "afresh.")
            return fresh
        return state

    def _next(self) -> None:
        QtCore.QTimer.singleShot(0, self, self.start_game)

    def _end(self) -> None:
        QtCore.QTimer.singleShot(0, self, self.end_sitting)

    def end_sitting(self) -> None:
        """Settle the sheet: who pays whom, in hundreds."""
        if self.over:
            return
        self.over = True
        self.panel.show_sitting(self.sitting, self.sitting.played, over=True)
        self.panel.show_settlement(self.sitting)
        text = settlement_text(self.sitting.sheet)
        self.window.say(fill(self.tr("The sitting is over. %1"), text), "heading")
        self.window.ask(self.tr("The sitting is over and settled."),
                        [(self.tr("&The sheet…"), self.show_sheet),
                         (self.tr("&New sitting…"), self._new_sitting)],
                        self.tr("Sitting settled"))
        self._save_sheet(archive=True)
        chouette_store.clear_sitting()

    def _new_sitting(self) -> None:
        QtCore.QTimer.singleShot(0, self.window, lambda: open_chouette(self.window))

    # ----- the sheet, kept with the chouette's own sittings ----------------------------------
    def _save_sheet(self, archive: bool = False) -> None:
        try:
            kept, _ = store.load_sittings(self.path)
            if kept.current is not None and kept.current.id != self.sitting.sheet.id:
                kept.archive()          # another sitting left open: kept with the past
            kept.current = self.sitting.sheet
            kept.past = [x for x in kept.past if x.id != kept.current.id]  # carried on
            if archive:
                kept.archive()
            store.save_sittings(kept, self.path)
        except OSError as exc:
            self.window.show_status(fill(self.tr("Could not save the sheet: %1"), exc), 6000)

    def _keep(self, state=None) -> str | None:
        """Who sits where and the moves of the game in progress (``state``), so that a
        sitting cut short can be carried on where it stopped; a sentence when it could
        not be kept."""
        game = None
        if state is not None and not state.is_over():
            game = {"number": self.sitting.played + 1,
                    "moves": [a.to_record() for a in state.history]}
        try:
            chouette_store.save_sitting(self.sitting.to_json(), asdict(self.choice),
                                        self.seed, game=game)
        except OSError as exc:
            return fill(self.tr("Could not keep the sitting: %1"), exc)
        return None

    def _say(self, notice: str | None) -> None:
        if notice:
            self.window.show_status(notice, 6000)

    def show_sheet(self) -> None:
        if self.path == sheet_path():
            self.window.show_sitting()      # the window's one sheet window, read afresh
            return
        from ..sitting.window import SittingWindow
        SittingWindow(self.window, path=self.path).show()

    def left_off(self, game: GameController | None) -> SittingLeft | None:
        """The sitting as kept after its last move (chouette.json), carried on when
        a record opened over it is closed."""
        return None if self.over else unfinished(self.path)

    def close(self) -> None:
        """Another game replaces the sitting: the panel goes."""
        self.window.remove_side_widget(self.panel)


def begin(window, choice: ChouetteChoice, seed: int | None = None,
          path: Path | None = None, resume: ChouetteSitting | None = None,
          moves: list | None = None) -> ChouetteTable:
    """Start (or carry on) a sitting in ``window``; the next game is dealt at once (and
    played on through ``moves`` when a game was cut short)."""
    window.end_mode()
    table = ChouetteTable(window, choice, seed, path, resume, moves)
    table.start_game()              # the sitting becomes the window's mode
    return table


@dataclass(frozen=True)
class SittingLeft:
    """A sitting left unfinished (shell/mode.py LeftOff): the dialog's choice, the
    seed, the sitting as set down so far, and the moves of the game cut short (None:
    the next game is dealt afresh)."""
    choice: ChouetteChoice
    seed: int
    sitting: ChouetteSitting
    moves: list | None
    said: str = QT_TRANSLATE_NOOP("Mode", "The Chouette sitting is carried on where it stopped.")

    def resume(self, window) -> GameController:
        window.last_choices["chouette"] = self.choice
        return begin(window, self.choice, self.seed, resume=self.sitting,
                     moves=self.moves).controller


def unfinished(path: Path | None = None,
               notices: list[str] | None = None) -> SittingLeft | None:
    """The sitting left unfinished, or None (also when its sheet is no longer kept).
    Sentences about files moved aside go into ``notices``."""
    notices = [] if notices is None else notices
    data, notice = chouette_store.load_sitting()
    notices += [notice] if notice else []
    if data is None:
        return None
    kept, notice = store.load_sittings(path or sheet_path())
    notices += [notice] if notice else []
    wanted = data["sitting"].get("sheet")
    # the sheet goes to the past when a game of another kind is set down meanwhile
    sheet = next((x for x in [kept.current, *kept.past[::-1]]
                  if x is not None and x.id == wanted), None)
    if sheet is None:
        return None
    try:
        names = {f.name for f in fields(ChouetteChoice)}
        choice = ChouetteChoice(**{k: v for k, v in data["choice"].items() if k in names})
        sitting = ChouetteSitting.from_json(data["sitting"], sheet)
    except (ValueError, TypeError):
        return None
    if sitting.played >= choice.games:
        return None
    game = data.get("game")
    moves = game["moves"] if game and game["number"] == sitting.played + 1 else None
    return SittingLeft(choice, data["seed"], sitting, moves)


def open_chouette(window) -> ChouetteTable | None:
    """The menu's "Chouette Bézique…": carry on an unfinished sitting, or ask and sit
    down."""
    notices: list[str] = []
    found = unfinished(notices=notices)
    if notices:     # a damaged file was moved aside: say where, in the window
        window.show_status(" ".join(notices), 15000)
    if found is not None:
        sitting = found.sitting
        buttons = QtWidgets.QMessageBox.StandardButton
        answer = QtWidgets.QMessageBox.question(
            window, translate("ChouetteTable", "Chouette Bézique"),
            fill(translate("ChouetteTable", "Carry on the sitting of %1? %2 of %3 games are set "
                           "down; the game cut short goes on where it stopped.") if found.moves
                 else translate("ChouetteTable", "Carry on the sitting of %1? %2 of %3 games "
                                "are set down."),
                 ", ".join(sitting.players), sitting.played, found.choice.games),
            buttons.Yes | buttons.No, buttons.Yes)
        if answer == buttons.Yes:
            window.resume(found)
            return window.mode
        chouette_store.clear_sitting()
    dialog = ChouetteDialog(window, window.last_choices.get("chouette"))
    if dialog.exec() != QtWidgets.QDialog.DialogCode.Accepted:
        return None
    choice = window.last_choices["chouette"] = dialog.choice()
    return begin(window, choice)
