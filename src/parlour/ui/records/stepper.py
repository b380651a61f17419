"""Beside the table while a record is replayed: where the record is (step, deal), the
buttons that move it on or back, to its start or end, the expert's review, and the way
back to the game the player left.  Page Down / Page Up step, Home / End jump, so the
keyboard steps without leaving the table."""
from __future__ import annotations

from ..binding.placeholders import fill
from ..binding.qt import QtCore, QtGui, QtWidgets, Signal


class RecordStepper(QtWidgets.QGroupBox):
    start_wanted = Signal()
    back_wanted = Signal()
    forward_wanted = Signal()
    end_wanted = Signal()
    review_wanted = Signal()
    close_wanted = Signal()

    def __init__(self, title: str, closing: str, reviewable: bool, parent=None):
        super().__init__(title, parent)
        self.where = QtWidgets.QLabel()
        buttons = (("|◀", self.tr("To the start of the record (Home)"), "Home",
                    self.start_wanted),
                   (self.tr("◀ &Back"), self.tr("One step back (Page Up)"), "PgUp",
                    self.back_wanted),
                   (self.tr("&Forward ▶"), self.tr("One step forward (Page Down)"), "PgDown",
                    self.forward_wanted),
                   ("▶|", self.tr("To the end of the record (End)"), "End", self.end_wanted))
        row = QtWidgets.QHBoxLayout()
        self.buttons: list[QtWidgets.QPushButton] = []
        for text, tip, key, signal in buttons:
            b = QtWidgets.QPushButton(text)
            b.setToolTip(tip)
            b.setAccessibleName(tip.split(" (")[0])
            b.setFocusPolicy(QtCore.Qt.FocusPolicy.TabFocus)   # the table keeps the keys
            b.clicked.connect(signal)
            row.addWidget(b)
            self.buttons.append(b)
            # the window's own shortcut: the keys work wherever the focus is
            shortcut = QtGui.QShortcut(QtGui.QKeySequence(key), self)
            shortcut.setContext(QtCore.Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(b.click)
        self.start_button, self.back_button, self.forward_button, self.end_button = \
            self.buttons
        self.review_button = QtWidgets.QPushButton(self.tr("&Review the partie…"))
        self.review_button.setToolTip(self.tr("The expert goes over the decisions of the player "
                                              "at the foot of the table"))
        self.review_button.setVisible(reviewable)
        self.review_button.clicked.connect(self.review_wanted)
        self.close_button = QtWidgets.QPushButton(closing)
        self.close_button.clicked.connect(self.close_wanted)
        layout = QtWidgets.QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.where)
        layout.addLayout(row)
        layout.addWidget(self.review_button)
        layout.addWidget(self.close_button)

    def show_place(self, done: int, total: int, deal: int, deals: int) -> None:
        """Step ``done`` of ``total`` (0: as dealt), in deal ``deal`` of ``deals``."""
        at = self.tr("as dealt") if done == 0 else self.tr("the end") if done == total \
            else fill(self.tr("step %1 of %2"), done, total)
        self.where.setText(fill(self.tr("Deal %1 of %2 · %3"), deal, deals, at))
        self.where.setToolTip(fill(self.tr("%1 steps in all"), total))
        self.start_button.setEnabled(done > 0)
        self.back_button.setEnabled(done > 0)
        self.forward_button.setEnabled(done < total)
        self.end_button.setEnabled(done < total)
