"""The Chouette Bézique dialog: how many at the sitting, the human's place, the level."""
from __future__ import annotations

from dataclasses import dataclass

from ..binding.qt import QtCore, QtWidgets
from ..windows.dialog_buttons import ok_cancel
from ..windows.new_game_dialog import opponent_combo, opponent_style

ROLES = (("chouette", QtCore.QT_TRANSLATE_NOOP("ChouetteDialog", "I take all bets (the chouette)")),
         ("line", QtCore.QT_TRANSLATE_NOOP("ChouetteDialog", "I sit in the line against the chouette")))
DEALS = (("me", QtCore.QT_TRANSLATE_NOOP("ChouetteDialog", "I deal first")), ("adversary", QtCore.QT_TRANSLATE_NOOP("ChouetteDialog", "My adversary deals first")))


@dataclass
class ChouetteChoice:
    players: int = 3                 # everyone at the sitting, the human included
    role: str = "chouette"           # chouette | line
    pairs: bool = False              # two against two (four players)
    opponent: str = "ai:club"
    deal: str = "me"                 # the chouette's choice of deal (when the human is)
    games: int = 6                   # games in the sitting before it is settled


class ChouetteDialog(QtWidgets.QDialog):
    def __init__(self, parent=None, start: ChouetteChoice | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Chouette Bézique"))
        start = start or ChouetteChoice()
        self.players = QtWidgets.QSpinBox()
        self.players.setRange(3, 5)
        self.players.setValue(start.players)
        self.role = QtWidgets.QComboBox()
        for key, title in ROLES:
            self.role.addItem(self.tr(title), key)
        self.pairs = QtWidgets.QCheckBox(self.tr("Two against two, partners consulting"))
        self.pairs.setChecked(start.pairs)
        self.opponent = opponent_combo()
        self.deal = QtWidgets.QComboBox()
        for key, title in DEALS:
            self.deal.addItem(self.tr(title), key)
        self.games = QtWidgets.QSpinBox()
        self.games.setRange(1, 40)
        self.games.setValue(start.games)
        for combo, value in ((self.role, start.role), (self.opponent, start.opponent),
                             (self.deal, start.deal)):
            i = combo.findData(value)
            if i >= 0:
                combo.setCurrentIndex(i)
        note = QtWidgets.QLabel(self.tr(
            "Rubicon Bézique games, one after another. The chouette player takes every "
            "adversary's bet and chooses the deal; the adversaries cut for who plays "
            "first and consult together. When the chouette wins, the next adversary takes "
            "the loser's place; when he loses, the same adversary plays him again. The net "
            "is set down in hundreds and settled at the end of the sitting."))
        note.setWordWrap(True)
        form = QtWidgets.QFormLayout()
        form.addRow(self.tr("&Players:"), self.players)
        form.addRow(self.tr("&You:"), self.role)
        form.addRow("", self.pairs)
        form.addRow(self.tr("&Computers play like:"), self.opponent)
        form.addRow("", opponent_style(self.opponent))
        form.addRow(self.tr("&Deal (as chouette):"), self.deal)
        form.addRow(self.tr("&Games in the sitting:"), self.games)
        buttons = ok_cancel(self, self.tr("&Sit down"))
        layout = QtWidgets.QVBoxLayout(self)
        layout.addWidget(note)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self.players.valueChanged.connect(self._update)
        self.role.currentIndexChanged.connect(self._update)
        self._update()

    def _update(self) -> None:
        four = self.players.value() == 4
        self.pairs.setEnabled(four)
        if not four:
            self.pairs.setChecked(False)
        self.deal.setEnabled(self.role.currentData() == "chouette")

    def choice(self) -> ChouetteChoice:
        return ChouetteChoice(self.players.value(), self.role.currentData(),
                              self.pairs.isChecked(), self.opponent.currentData(),
                              self.deal.currentData(), self.games.value())
