"""The first start: a choice of game, a line about each, and the way to its rules."""
from __future__ import annotations

from ..binding.qt import QtCore, QtWidgets
from .game_titles import GAME_TITLES

QT_TRANSLATE_NOOP = QtCore.QT_TRANSLATE_NOOP     # the name lupdate reads

DESCRIPTIONS = {
    "piquet": QT_TRANSLATE_NOOP(
        "WelcomeDialog", "The classic game for two: exchange, declare your point, sequences and "
        "quatorzes, then play the tricks; a hundred up."),
    "rubicon-bezique": QT_TRANSLATE_NOOP(
        "WelcomeDialog", "Four packs and one deal: lay down marriages, béziques and fours as "
        "you win tricks; reach 1000 or be rubiconed."),
    "chinese-bezique": QT_TRANSLATE_NOOP(
        "WelcomeDialog", "Rubicon Bézique with six packs: double and triple béziques come "
        "often, and so do enormous scores."),
    "bezique": QT_TRANSLATE_NOOP(
        "WelcomeDialog", "The original Bézique: two packs, eight cards each, a turned-up trump, "
        "deals to 1000."),
    "binocle": QT_TRANSLATE_NOOP(
        "WelcomeDialog", "Two-handed Pinochle: melds and counting cards, first to 1000."),
}


class WelcomeDialog(QtWidgets.QDialog):
    """``chosen()`` is the game picked; ``rules_wanted`` asks for a game's rules."""

    rules_wanted = QtCore.Signal(str)

    def __init__(self, games: list[str], parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Welcome to Parlour"))
        intro = QtWidgets.QLabel(self.tr(
        "<h2>Welcome to Parlour</h2><p>Which game would you like to play? You can "
        "change it at any time from Game › New game.</p>"))
        intro.setWordWrap(True)
        self.group = QtWidgets.QButtonGroup(self)
        layout = QtWidgets.QVBoxLayout(self)
        layout.setSpacing(2)                 # each line close under its game
        layout.addWidget(intro)
        described = set(DESCRIPTIONS)           # the games with a line, then any others
        self.games = [g for g in games if g in described] + \
            [g for g in games if g not in described]
        for i, game in enumerate(self.games):
            button = QtWidgets.QRadioButton(GAME_TITLES.get(game, game))
            f = button.font()
            f.setBold(True)
            button.setFont(f)
            self.group.addButton(button, i)
            description = DESCRIPTIONS.get(game)
            line = QtWidgets.QLabel(self.tr(description) if description else "")
            line.setWordWrap(True)
            line.setContentsMargins(24, 0, 0, 10)
            layout.addWidget(button)
            layout.addWidget(line)
        self.group.button(0).setChecked(True)
        self.rules_button = QtWidgets.QPushButton(self.tr("&Learn the rules"))
        self.play_button = QtWidgets.QPushButton(self.tr("&Play"))
        self.play_button.setDefault(True)
        self.rules_button.clicked.connect(lambda: self.rules_wanted.emit(self.chosen()))
        self.play_button.clicked.connect(self.accept)
        layout.addStretch(1)                 # spare height below the list, not inside it
        layout.addSpacing(8)
        row = QtWidgets.QHBoxLayout()
        row.addWidget(self.rules_button)
        row.addStretch(1)
        row.addWidget(self.play_button)
        layout.addLayout(row)
        self.setMinimumWidth(520)

    def chosen(self) -> str:
        return self.games[max(self.group.checkedId(), 0)]

    def choose(self, game: str) -> None:
        self.group.button(self.games.index(game)).setChecked(True)
