"""The main window's new games: the welcome at a first start, the New game dialog, a
game chosen seated as its choice of deal asks (two, three or four at the table, or a
sitting), and the same again.  A mixin of MainWindow, which starts what is chosen."""
from __future__ import annotations

import random

from ...engine.core import State
from ...engine.games import Seating, new_game, variant_of
from ..binding.qt import QtWidgets
from ..windows.new_game_dialog import NewGameChoice, NewGameDialog
from .controller import GameController, best_available


class NewGames:
    """Needs of the window: settings, controller, start(), may_abandon(),
    show_rules_of(), _save_settings()."""

    def start_new(self, choice: NewGameChoice, seed: int | None = None) -> GameController:
        """A new game: the human takes the seat the choice of deal asks for."""
        seed = random.randrange(2**31) if seed is None else seed
        opponent = best_available(choice.opponent)
        if variant_of(choice.game, choice.variant).seating is Seating.SITTING:   # 3 to 7
            from ..ecrire.presenter import seat_sitting
            seats, human = seat_sitting(choice.players or 3,
                                        self.settings.player_name, choice.deal, seed)
            state = new_game(choice.game, choice.variant, choice.options, seats=seats,
                             seed=seed)
            return self._start_chosen(choice, state, human, opponent)
        probe = new_game(choice.game, choice.variant, choice.options, seed=seed)
        first_dealer = probe.deals[0].setup.dealer if probe.deals else 1
        if len(probe.seats) > 2:
            return self._start_round_table(choice, probe, first_dealer, opponent, seed)
        if choice.deal == "me":
            human = first_dealer
        elif choice.deal == "computer":
            human = 1 - first_dealer
        else:
            human = 0                       # the cut decides
        names = [self.settings.player_name, _opponent_name(opponent)]
        seats = names if human == 0 else names[::-1]
        state = new_game(choice.game, choice.variant, choice.options, seats=seats, seed=seed)
        return self._start_chosen(choice, state, human, opponent)

    def _start_round_table(self, choice: NewGameChoice, probe: State, first_dealer: int,
                           opponent: str, seed: int) -> GameController:
        """Three or four at the table: the computers are named by where they sit from
        the human's chair (play passes to the left; in Voleur the partner is opposite)."""
        n = len(probe.seats)
        human = {"me": first_dealer, "computer": (first_dealer + 1) % n}.get(
            choice.deal, random.Random(seed).randrange(n))
        places = (self.tr("West"), self.tr("North"), self.tr("East")) if n == 4 else \
            (self.tr("West"), self.tr("East"))
        seats = [""] * n
        seats[human] = self.settings.player_name
        for i, place in enumerate(places, 1):
            seats[(human + i) % n] = place
        state = new_game(choice.game, choice.variant, choice.options, seats=seats, seed=seed)
        return self._start_chosen(choice, state, human, opponent)

    def _start_chosen(self, choice: NewGameChoice, state: State, human: int | None,
                      opponent: str) -> GameController:
        """Start the game chosen, remembered as the one to offer next time."""
        self.settings.game, self.settings.variant = choice.game, choice.variant
        self.settings.opponent = choice.opponent
        self.settings.first_deal = choice.deal
        return self.start(state, human, opponent)

    def welcome(self) -> None:
        """The first start: choose a game (or read its rules first); closing the window
        deals the first game offered."""
        from ..windows.new_game_dialog import available_games, available_variants
        from ..windows.welcome import WelcomeDialog
        dialog = WelcomeDialog(available_games(), self)
        dialog.rules_wanted.connect(lambda game: self.show_rules_of(game, over=dialog))
        self.welcome_dialog = dialog

        def play(_code: int) -> None:
            game = dialog.chosen()
            self.start_new(NewGameChoice(game, available_variants(game)[0], {},
                                         self.settings.opponent))
            self._save_settings()
        dialog.finished.connect(play)
        dialog.open()

    def new_game_dialog(self) -> None:
        start = NewGameChoice(self.settings.game, self.settings.variant, {},
                              self.settings.opponent, self.settings.first_deal)
        c = self.controller
        if c is not None and (c.state.game, c.state.variant) == (start.game, start.variant):
            # the same again by default: its rule options and how many sat down
            start.options = dict(c.state.options)
            start.players = len(c.state.seats)
        dialog = NewGameDialog(self, start)
        if dialog.exec() == QtWidgets.QDialog.DialogCode.Accepted and \
                self.may_abandon(self.tr("Start a new game")):
            self.start_new(dialog.choice())
            self._save_settings()

    def same_again(self) -> GameController:
        """The game just played, with its rules and opponent, newly dealt."""
        state, c = self.controller.state, self.controller
        return self.start_new(NewGameChoice(state.game, state.variant, dict(state.options),
                                            c.opponent, players=len(state.seats)))


def _opponent_name(spec: str) -> str:
    """The computer's name at the table: its level's player ("Colonel Hardcastle"), so
    that "Colonel Hardcastle: Hearts are trumps" cannot be read as naming a suit."""
    from ...ai.personas import persona
    return persona(spec).name
