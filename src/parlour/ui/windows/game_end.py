"""The end of a game: how it ended, and what next (a new game chosen afresh, the
expert's review of the partie, or the same game again against the same opponent).
Escape closes it and leaves the finished table to look at."""
from __future__ import annotations

from ..binding.qt import QtCore, QtWidgets


class GameEndDialog(QtWidgets.QDialog):
    """Not modal: the finished table and its log stay there to read beside it."""

    new_game = QtCore.Signal()
    review = QtCore.Signal()
    same_again = QtCore.Signal()

    def __init__(self, result: str, can_review: bool, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Game over"))
        self.setWindowModality(QtCore.Qt.WindowModality.NonModal)
        said = QtWidgets.QLabel(result)
        said.setWordWrap(True)
        said.setMinimumWidth(320)
        self.same_button = QtWidgets.QPushButton(self.tr("&Same again"))
        self.review_button = QtWidgets.QPushButton(self.tr("&Review…"))
        self.new_button = QtWidgets.QPushButton(self.tr("&New game…"))
        self.same_button.setToolTip(self.tr("The same game, rules and opponent, newly dealt."))
        self.review_button.setEnabled(can_review)
        self.same_button.setDefault(True)
        # each closes this window first: what it opens takes its place
        for button, signal in ((self.same_button, self.same_again),
                               (self.review_button, self.review),
                               (self.new_button, self.new_game)):
            button.clicked.connect(self.accept)
            button.clicked.connect(signal)
        row = QtWidgets.QHBoxLayout()
        row.addWidget(self.new_button)
        row.addWidget(self.review_button)
        row.addStretch(1)
        row.addWidget(self.same_button)
        layout = QtWidgets.QVBoxLayout(self)
        layout.addWidget(said)
        layout.addLayout(row)
