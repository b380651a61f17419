"""The main window: the table, the side panel, the menus, and the game's life cycle
(start, resume, undo, hint, restart, settings, rules, about).  How a new game is chosen
and seated is in new_games.py; how a move is shown step by step, and the deal's summary,
in move_presentation.py; the human's turn (what is lit and asked, what a card or a
choice does) in your_turn.py; the windows and dialogs the menus open beside the table
(settings, review, statistics, sittings, practice, rules) in other_windows.py."""
from __future__ import annotations

from pathlib import Path

from ...engine.actions import Action, Exchange, Play
from ...engine.core import Event, State
from ...store.settings import Settings
from ..binding.placeholders import fill
from ..binding.qt import QtCore, QtGui, QtWidgets
from ..table import animation
from ..table.cardart.renderer import CardRenderer
from ..table.presenter import TablePresenter
from ..table.scene import TableScene
from ..table.view import TableView
from ..windows.about import show_about
from .controller import GameController
from .mode import GameMenu, LeftOff, Mode
from .move_presentation import MovePresentation, two_at_table
from .new_games import NewGames
from .other_windows import OtherWindows
from .presenters import presenter_for
from ..windows.screen_fit import fit_to_screen
from .side_panel import SidePanel, SideScroll
from ..windows.trick_log import TrickLog, trick_words
from .trick_review import TrickReview
from .your_turn import YourTurn


READ_ONLY = QtCore.QT_TRANSLATE_NOOP("MainWindow", " — read-only, nothing is kept")


class MainWindow(NewGames, MovePresentation, TrickReview, OtherWindows, YourTurn,
                 QtWidgets.QMainWindow):
    """The table, the side panel and the menus.  The game on the table is a
    ``TablePresenter`` (table/presenter.py), called through its contract only; a presenter or
    a mode reaches the window through the ``TableHost`` methods (table/host.py)."""

    read_only = False       # nothing kept (shell/app.py): every title says so

    def __init__(self, settings: Settings | None = None, autosave: bool = True,
                 save_path: Path | None = None, read_only: bool = False):
        super().__init__()
        self.settings = settings or Settings()
        self.autosave = autosave
        self.read_only = read_only      # nothing kept: the title says so (shell/app.py)
        self.save_path = save_path
        animation.set_speed(self.settings.animation_speed)
        self.setWindowTitle("Parlour")
        self.renderer = self._make_renderer()
        self.scene = TableScene(self.renderer, self)
        self.view = TableView(self.scene)
        self.side = SidePanel()
        from ..table.score_markers.widget import ScoreMarkerView
        self.marker = ScoreMarkerView()
        self.side.layout().insertWidget(1, self.marker)
        self._side_widgets: list[QtWidgets.QWidget] = []   # a mode's, under the marker
        self.side_scroll = SideScroll(self.side)   # a small screen can still reach every button
        self.split = QtWidgets.QSplitter()
        self.split.addWidget(self.view)
        self.split.addWidget(self.side_scroll)
        self.split.setStretchFactor(0, 1)
        self.split.setStretchFactor(1, 0)
        self.split.setCollapsible(0, False)
        self.split.setSizes([940, 300])
        self.setCentralWidget(self.split)
        self.statusBar().setSizeGripEnabled(True)
        self.controller: GameController | None = None
        self.presenter: TablePresenter | None = None
        self._alone = Mode()           # the mode of a game of no mode: one game alone
        self.mode: Mode = self._alone  # what runs the games on the table (shell/mode.py)
        self.last_choices: dict[str, object] = {}   # a mode's last choice, offered again
        self.welcome_dialog = None
        self.guide = None              # the short guide to the table, while it is shown
        self.game_end = None           # the end-of-game window, once a game has ended
        self._sitting = None           # the sitting sheet's window, once opened
        self._trainer = None           # the discard practice's window, once opened
        self._held_trick: list = []    # trick cards held on the table before gathering
        self._init_presentation()
        self._init_review()
        self._tricks = TrickLog()
        self._hand_shown: set[int] | None = None
        self._fresh: set[int] = set()
        self._turn_said = ""               # the status line said for the last turn
        self._make_actions()
        from .accessible_table import TableAnnouncer
        self.announcer = TableAnnouncer(self)    # the table told to a screen reader
        self.view.cursor_moved.connect(self.announcer.cursor_moved)
        self.scene.card_clicked.connect(lambda c: self._card_used(c, None))
        self.scene.card_dropped.connect(self._card_used)
        self.scene.pile_clicked.connect(lambda _zone: self.show_last_trick())
        self.view.touched.connect(self.end_review)
        self.view.touched.connect(self.put_guide_away)   # the first key or click on the table
        self.view.went_on.connect(self.let_trick_go)     # the trick left on the table seen
        self.view.key_activate.connect(self._card_keyed)
        self.view.key_return.connect(self._card_returned)
        self.view.key_confirm.connect(self.side.choice.press_default)
        self.view.resized.connect(self._relayout)
        self.side.choice.chosen.connect(self._choice_made)
        self.side.undo_button.clicked.connect(self.undo)
        self.side.hint_button.clicked.connect(self.hint)
        self._menus()                   # nothing on the table yet
        fit_to_screen(self, 1180, 760, centre=True)

    def _make_renderer(self) -> CardRenderer:
        try:
            return CardRenderer(self.settings.card_theme, self.settings.back_style,
                                four_colour=self.settings.four_colour_suits)
        except (ValueError, OSError):
            return CardRenderer(four_colour=self.settings.four_colour_suits)

    # ----- menus ------------------------------------------------------------------------
    def _make_actions(self) -> None:
        def act(menu, text, slot, shortcut=None):
            a = QtGui.QAction(text, self)
            if shortcut is not None:
                a.setShortcut(shortcut)
            a.triggered.connect(slot)
            menu.addAction(a)
            return a
        keys = QtGui.QKeySequence.StandardKey
        game = self.menuBar().addMenu(self.tr("&Game"))
        act(game, self.tr("&New game…"), self.new_game_dialog, keys.New)
        act(game, self.tr("&Open record…"), self.open_record_dialog, keys.Open)
        self.export_action = act(game, self.tr("&Export record…"), self.export_record_dialog)
        self.restart_action = act(game, self.tr("&Restart this game"), self.restart)
        game.addSeparator()
        self.undo_action = act(game, self.tr("&Undo"), self.undo, keys.Undo)
        self.hint_action = act(game, self.tr("&Hint"), self.hint, QtGui.QKeySequence("H"))
        self.last_trick_action = act(game, self.tr("The &last trick"), self.show_last_trick,
                                     QtGui.QKeySequence("L"))
        game.addSeparator()
        self.review_deal_action = act(game, self.tr("Re&view this deal…"), lambda: self.review(False))
        self.review_partie_action = act(game, self.tr("Review this &partie…"), lambda: self.review(True))
        game.aboutToShow.connect(self._menus)
        game.addSeparator()
        act(game, self.tr("&Settings…"), self.settings_dialog, keys.Preferences)
        act(game, self.tr("S&tatistics…"), self.show_statistics)
        act(game, self.tr("S&itting sheet…"), self.show_sitting)
        act(game, self.tr("&Chouette Bézique…"), self.chouette_dialog)
        act(game, self.tr("&Discard practice (Piquet)…"), self.show_trainer, QtGui.QKeySequence("Ctrl+D"))
        game.addSeparator()
        act(game, self.tr("&Quit"), self.close, keys.Quit)
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        act(help_menu, self.tr("&Rules of the games"), self.show_rules, keys.HelpContents)
        act(help_menu, self.tr("How this &table works"), self.show_guide, QtGui.QKeySequence("Shift+F1"))
        act(help_menu, self.tr("&About Parlour"), lambda: show_about(self))

    # ----- the table host: what a presenter or a mode may ask (table/host.py) ----------
    def add_side_widget(self, widget: QtWidgets.QWidget, stretch: int = 0) -> None:
        layout = self.side.layout()
        under = self._side_widgets[-1] if self._side_widgets else self.marker
        layout.insertWidget(layout.indexOf(under) + 1, widget, stretch)
        self._side_widgets.append(widget)
        widget.show()

    def remove_side_widget(self, widget: QtWidgets.QWidget) -> None:
        if widget in self._side_widgets:
            self._side_widgets.remove(widget)
        self.side.layout().removeWidget(widget)
        widget.hide()
        widget.setParent(None)
        widget.deleteLater()

    def widen_side(self) -> None:
        sizes = self.split.sizes()
        wide = self.side.maximumWidth()
        if sizes[1] < wide:
            self.split.setSizes([sum(sizes) - wide, wide])

    def reveal_choice(self) -> None:
        # once the panel's new buttons are laid out: the choice sits at the foot
        bar = self.side_scroll.verticalScrollBar()
        QtCore.QTimer.singleShot(80, self, lambda: bar.setValue(bar.maximum()))

    def show_status(self, text: str, ms: int = 0) -> None:
        self.statusBar().showMessage(text, ms)

    def say(self, text: str, kind: str = "said") -> None:
        self.side.log.say("", text, kind)

    def ask(self, question: str, answers: list, title: str) -> None:
        self.side.choice.ask(question, answers, title)
        self.reveal_choice()

    def end_mode(self) -> None:
        """The mode running over several games ends (its widgets leave the side); the
        next game is one alone unless it starts another."""
        mode, self.mode = self.mode, self._alone
        mode.close()

    def menu_now(self) -> GameMenu:
        """What the Game menu offers now: the mode on the table says."""
        return self.mode.menu(self.controller)

    def _menus(self) -> None:
        """The Game menu's tools and the side panel's buttons, as the mode offers them."""
        offer = self.menu_now()
        self.restart_action.setEnabled(offer.restart)
        self.undo_action.setEnabled(offer.undo)
        self.side.undo_button.setEnabled(offer.undo)
        self.hint_action.setEnabled(offer.hint)
        self.side.hint_button.setEnabled(offer.hint)
        self.last_trick_action.setEnabled(offer.last_trick)
        self.review_deal_action.setEnabled(offer.review)
        self.review_partie_action.setEnabled(offer.review)
        self.export_action.setEnabled(self.controller is not None)

    # ----- starting games ---------------------------------------------------------------
    def start(self, state: State, human_seat: int | None, opponent: str,
              assisted: bool = False, controller_type=None,
              game_id: str = "", mode: Mode | None = None,
              bottom: int | None = None) -> GameController:
        """``controller_type``: a GameController subclass (or factory) for a mode's game;
        ``mode``: the mode running over several games this game belongs to (a Chouette
        Bézique sitting, shell/mode.py); a game of no mode, or of another, ends the one
        before.  ``bottom``: the seat at the foot of the table (by default the human's,
        or the first when nobody plays: a record replayed)."""
        mode = self._alone if mode is None else mode
        ended, self.game_end = self.game_end, None
        if ended is not None:          # the last game's window goes with its table
            ended.close()
        if mode is not self.mode:
            self.end_mode()
            self.mode = mode
        if self.controller is not None:
            self.controller.stop()
            self.controller.deleteLater()
        if bottom is None:
            bottom = human_seat if human_seat is not None else 0
        if self.presenter is not None:
            self.presenter.undecorate(self.scene)
            self.presenter.detach(self)
        self.presenter = presenter_for(state, bottom, human_seat)
        # a presenter may lay the table out its own way (the melding games' two boards)
        geometry_type = self.presenter.geometry_type
        if self.scene.geometry_type is not geometry_type:
            self.scene.geometry_type = geometry_type
            g = self.scene.geometry
            self.scene.resize_table(g.width, g.height)
        self._held_trick = []
        self.side.log.clear()
        self.side.choice.clear()
        c = (controller_type or GameController)(
            state, human_seat, opponent, autosave=self.autosave, save_path=self.save_path,
            assisted=assisted, stage=self, parent=self, mode=self.mode)
        c.seat_computers(self.presenter.computer_player)
        if game_id:                     # a resumed game: its result is set down once
            c.game_id = game_id
        c.your_turn.connect(self._your_turn)
        c.thinking.connect(self._thinking)
        c.status.connect(lambda text: self.statusBar().showMessage(text, 6000))
        c.hinted.connect(self._hinted)
        c.finished.connect(self._finished)
        c.reset.connect(self._reset)
        c.applied.connect(lambda action, _events: self._moved(action))
        self.controller = c
        self.presenter.attach(self, c)        # e.g. the à écrire score sheet
        self.setWindowTitle(self._title(state))    # the system adds " — Parlour"
        c.start()
        self.guide_once()
        return c

    @staticmethod
    def _title(state: State) -> str:
        from ..windows.game_titles import game_title
        return game_title(state.game, state.variant)

    def resume(self, left: LeftOff) -> GameController:
        """Carry on what a mode left unfinished (the unfinished game, a Chouette
        sitting), whatever the mode."""
        c = left.resume(self)
        # a mode's sentence, marked in the context "Mode"
        self.statusBar().showMessage(QtCore.QCoreApplication.translate("Mode", left.said), 6000)
        return c

    def may_abandon(self, doing: str,
                    outcome: str | None = None) -> bool:
        """Ask before a game in progress is left (``outcome``: what becomes of it); True
        to go ahead."""
        c = self.controller
        if c is None or not c.in_progress():
            return True
        if outcome is None:
            outcome = self.tr("The game in progress will be given up.")
        box = QtWidgets.QMessageBox(
            QtWidgets.QMessageBox.Icon.Question, "Parlour",
            fill(self.tr("%1? %2"), doing, outcome),
            QtWidgets.QMessageBox.StandardButton.Yes
            | QtWidgets.QMessageBox.StandardButton.No, self)
        box.button(QtWidgets.QMessageBox.StandardButton.Yes).setText(f"{doing}")
        box.button(QtWidgets.QMessageBox.StandardButton.No).setText(self.tr("Keep playing"))
        box.setDefaultButton(QtWidgets.QMessageBox.StandardButton.No)
        return box.exec() == QtWidgets.QMessageBox.StandardButton.Yes

    # ----- presenting (the controller's stage; present() is in move_presentation) -----
    def refresh(self, state: State) -> None:
        self._stop_presentation()
        self._tricks = TrickLog()          # the log is told again from the first deal
        self._hand_shown, self._fresh = None, set()   # nothing "just drawn" after undo
        self.view.cursor_index = None       # nor a card under the cursor from before
        self.presenter.resync(state)
        self.side.log.clear()
        for log in state.deals:
            self._log(state, log.events)
        self._show_table(0)
        self._update_score(state)

    def _show_table(self, ms: int = 0) -> None:
        if self.controller is None or self.presenter is None:
            return
        state = self.controller.state
        slots, captions = self.presenter.slots(state, self.scene.geometry, self._held_trick)
        self.scene.show_slots(slots, ms, captions)
        self._mark_fresh()
        # the ring follows the keyboard cursor, never a card that has left the hand
        self.view.reach(not self.presenter.watching)
        self.presenter.decorate(self.scene, state)
        self._interactive()
        self.announcer.table_shown(state)

    def _mark_fresh(self) -> None:
        """Cards new in your hand since it was last shown (the exchange, a draw) carry a
        dot until your next move; a whole new hand (a deal) is not marked."""
        # a card dropped on a pile or board is still held: taken back, it is not drawn
        hand = set(self.scene.cards_in("hand_bottom")) | {
            s.card for s in self.scene.slots if s.key in self.presenter.dropped}
        before, self._hand_shown = self._hand_shown, hand
        if before is not None and hand != before:
            gained = hand - before
            self._fresh = gained if 0 < len(gained) <= len(hand) // 2 else set()
            if hand and not hand & before:
                self.view.cursor_index = None   # a new deal: no card under the cursor yet
        for item in self.scene.items_shown:
            slot = self.scene.slot_of.get(item)
            item.set_fresh(slot is not None and slot.zone == "hand_bottom"
                           and slot.card in self._fresh)

    def _moved(self, action: Action) -> None:
        if self.controller is not None and action.seat == self.controller.human_seat:
            self._fresh = set()          # seen: the player has moved since

    # below this window height the score marker gives half its room to the log
    COMPACT_MARKER_BELOW = 820

    def resizeEvent(self, event: QtGui.QResizeEvent) -> None:
        self.marker.set_compact(event.size().height() < self.COMPACT_MARKER_BELOW)
        super().resizeEvent(event)

    def _relayout(self) -> None:
        self._show_table(0)             # it puts the keyboard's ring back too

    def _log(self, state: State, events: list[Event]) -> None:
        presenter = self.presenter
        if not two_at_table(state):
            for who, text, kind in presenter.log_lines(state, events):
                self.side.log.say(who, text, kind)
            return
        # two at the table: each trick a line under its number, where it was won
        for e in events:
            for who, text, kind in presenter.log_lines(state, [e]):
                self.side.log.say(who, text, kind)
            trick = self._tricks.follow(e)
            if trick is not None:
                seat_name = lambda s: presenter.seat_name(state, s)     # noqa: E731
                self.side.log.say("", trick_words(trick, seat_name, "\u00a0"), "trick")

    def _update_score(self, state: State, ended: bool = False) -> None:
        """``ended``: the deal's summary is read, the next deal already dealt; the score
        is the ended deal's until the player goes on."""
        presenter = self.presenter
        presenter.ended_deal_shown = ended
        score = presenter.score_html(state)
        self.side.score.setText(score)
        self.announcer.score_shown(score)
        self.marker.show_game(state, self.presenter.bottom, self.settings.score_marker)

    def _thinking(self, busy: bool) -> None:
        if busy:
            self.statusBar().showMessage(self.tr("The computer is thinking…"))
            self._interactive()
        else:
            self.statusBar().clearMessage()

    def _hinted(self, action: Action) -> None:
        presenter = self.presenter
        describe = presenter.describe
        reason = self.controller.hint_reason if self.controller is not None else ""
        if not isinstance(reason, str):           # the computer's own weighing
            from .hint_words import weighing_words
            reason = weighing_words(reason, describe)
        replaced = type(action) is Exchange and presenter.selected and \
            presenter.selected != set(action.cards)
        instead = self.tr(" This replaces the cards you had chosen.") if replaced else ""
        text = fill(self.tr("Hint: %1"), reason or describe(action)) + instead
        self.side.log.say("", text, "hint")
        bar = self.statusBar()
        if bar.fontMetrics().horizontalAdvance(text) > bar.width() - 24:
            # the bar would cut the reason off: the advice there, the whole in the log
            # (rstrip: French sets a no-break space before its colon)
            advice = reason.split(":")[0].rstrip() if ":" in (reason or "") \
                else describe(action)
            text = fill(self.tr("Hint: %1 (why: in the announcements)."), advice) + instead
        bar.showMessage(text, 15000)
        if type(action) is Exchange:
            presenter.selected = set(action.cards)
            # off the cards: Enter now takes the hinted exchange instead of toggling one
            self.view.cursor_index = None
            self._show_table(animation.duration("slide"))
            self._show_choices()
        if type(action) is Play:
            zone = "board_bottom" if action.from_table else "hand_bottom"
            self.view.put_cursor_on(action.card, zone)
            if self.view.cursor_card() is None:
                # no source: the rules take it from where it is (a card on the board only)
                self.view.put_cursor_on(action.card)

    def _reset(self) -> None:
        self._interactive()

    def _finished(self, result) -> None:
        self.statusBar().clearMessage()
        self.side.choice.clear()
        self._interactive()
        text = self.presenter.result_text(self.controller.state, result)
        self.side.log.say("", text, "heading")
        if self.controller.sheet is not None:       # set down on the sitting sheet
            from ..sitting.window import running_line
            self.side.log.say("", running_line(self.controller.sheet), "score")
            if self._sitting is not None and self._sitting.isVisible():
                self._sitting.reload()
        self.side.choice.ask(text, [(self.tr("&New game"), self.new_game_dialog)], self.tr("Game over"))
        if self.mode is self._alone and self.controller.human_seat is not None:
            self._what_next(text)

    def _what_next(self, result: str) -> None:
        """The end-of-game window; after the last deal's summary when that is up, so
        the two do not stand over each other."""
        summary = self.deal_summary
        if summary is not None and not summary.read:
            summary.finished.connect(lambda _code: self._what_next(result))
            return
        from ..windows.game_end import GameEndDialog
        dialog = GameEndDialog(result, self.menu_now().review, self)
        dialog.new_game.connect(self.new_game_dialog)
        dialog.review.connect(lambda: self.review(True))
        dialog.same_again.connect(self.same_again)
        self.game_end = dialog
        dialog.show()

    # ----- tools ------------------------------------------------------------------------
    def undo(self) -> None:
        if self.controller is not None and not self.controller.undo():
            self.statusBar().showMessage(self.tr("Nothing of yours to take back."), 4000)

    def hint(self) -> None:
        if self.controller is not None and not self.controller.hint():
            self.statusBar().showMessage(self.tr("Hints are for your turn."), 4000)

    def restart(self) -> None:
        if self.menu_now().restart and self.may_abandon(
                self.tr("Restart this game"), self.tr("It starts again with the same cards; Undo "
                                                   "brings back the game you left.")):
            self.controller.restart()

    def setWindowTitle(self, title: str) -> None:     # noqa: N802 (Qt's name)
        """Every title this window is given says when it keeps nothing."""
        read_only = self.tr(READ_ONLY)
        if self.read_only and not title.endswith(read_only):
            title += read_only
        super().setWindowTitle(title)

    def keyPressEvent(self, event: QtGui.QKeyEvent) -> None:
        # Esc from the side panel's buttons comes up here: it puts the guide away
        if event.key() == QtCore.Qt.Key.Key_Escape and self.guide is not None:
            self.put_guide_away()
            return
        super().keyPressEvent(event)

    def closeEvent(self, event: QtGui.QCloseEvent) -> None:
        self.settings.window_geometry = bytes(self.saveGeometry().toHex()).decode()
        self._save_settings()
        if self.controller is not None:
            notice = self.mode.keep(self.controller)   # carried on at the next start
            if notice:
                self.statusBar().showMessage(notice)
            self.controller.stop()
        if self._trainer is not None:
            self._trainer.close()       # its analysis stops with it
        super().closeEvent(event)

