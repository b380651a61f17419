"""Beside the table during a Chouette Bézique sitting: who is chouette, who is seated
for the line and who consults, the advice of the human's side, and the sheet in
hundreds (the settlement at the end)."""
from __future__ import annotations

import html

from ...engine.sentences import player
from ...sitting.chouette import ChouetteSitting
from ..binding.placeholders import fill
from ..binding.qt import QtCore, QtWidgets, Signal
from ..windows.palette_tones import text_tone
from ..sitting.window import settlement_text, signed


ORDINALS = ("", QtCore.QT_TRANSLATE_NOOP("ChouettePanel", "2nd in line"), QtCore.QT_TRANSLATE_NOOP("ChouettePanel", "3rd in line"), QtCore.QT_TRANSLATE_NOOP("ChouettePanel", "4th in line"),
            QtCore.QT_TRANSLATE_NOOP("ChouettePanel", "5th in line"))


class ChouettePanel(QtWidgets.QGroupBox):
    sheet_wanted = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setTitle(self.tr("Chouette Bézique"))
        self.playing = True              # a game of the sitting is on the table
        self.advice = QtWidgets.QLabel()
        self.advice.setTextFormat(QtCore.Qt.TextFormat.RichText)
        self.advice.setWordWrap(True)
        # the side's words in a blue of the palette (readable light or dark)
        self.advice.setStyleSheet(f"color: {text_tone(215, self.palette()).name()}")
        self.table = QtWidgets.QTableWidget(0, 3)
        self.table.setHorizontalHeaderLabels([self.tr("Player"), self.tr("Plays"),
                                              self.tr("Hundreds")])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QtWidgets.QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QtWidgets.QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(QtCore.Qt.FocusPolicy.NoFocus)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QtWidgets.QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QtWidgets.QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QtWidgets.QHeaderView.ResizeMode.ResizeToContents)
        self.settle = QtWidgets.QLabel()
        self.settle.setWordWrap(True)
        font = self.settle.font()
        font.setBold(True)
        self.settle.setFont(font)
        self.settle.hide()
        self.abstain_button = QtWidgets.QPushButton(self.tr("&Leave it to the line"))
        self.abstain_button.setToolTip(self.tr("Make no proposal: the computer members decide"))
        self.abstain_button.hide()
        self.sheet_button = QtWidgets.QPushButton(self.tr("The &sheet…"))
        self.sheet_button.clicked.connect(self.sheet_wanted)
        layout = QtWidgets.QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.table)
        layout.addWidget(self.advice)
        layout.addWidget(self.abstain_button)
        layout.addWidget(self.settle)
        layout.addWidget(self.sheet_button)

    def show_sitting(self, sitting: ChouetteSitting, games: int, over: bool = False,
                     you: str = "You") -> None:
        """The players in the order they play: the chouette (and his partner), then the
        line, its seated player first; each with his net in hundreds."""
        played = sitting.played
        if over:
            self.setTitle(fill(self.tr("Chouette Bézique: settled after %1 games"), played))
        elif played and not self.playing:
            self.setTitle(fill(self.tr("Chouette Bézique: %1 of %2 games played"), played, games))
        else:
            self.setTitle(fill(self.tr("Chouette Bézique: game %1 of %2"),
                               min(played + 1, games), games))
        side = sitting.side()
        rows = [(side[0], self.tr("chouette"))] + [(n, self.tr("partner")) for n in side[1:]]
        for i, name in enumerate(sitting.line):
            rows.append((name, self.tr("line") if over else self.tr("seated") if i == 0
                         else self.tr(ORDINALS[i])))
        net = sitting.net()
        self.table.setRowCount(len(rows))
        for r, (name, role) in enumerate(rows):
            items = [QtWidgets.QTableWidgetItem(player(name)), QtWidgets.QTableWidgetItem(role),
                     QtWidgets.QTableWidgetItem(signed(net[name]))]
            items[2].setTextAlignment(QtCore.Qt.AlignmentFlag.AlignRight
                                      | QtCore.Qt.AlignmentFlag.AlignVCenter)
            for c, item in enumerate(items):
                if name == you:
                    f = item.font()
                    f.setBold(True)
                    item.setFont(f)
                self.table.setItem(r, c, item)
        self.table.resizeRowsToContents()
        height = sum(self.table.rowHeight(r) for r in range(self.table.rowCount()))
        self.table.setFixedHeight(height + self.table.horizontalHeader().height() + 4)
        self.sheet_button.setVisible(not self.playing)     # room for the game's choices

    def show_advice(self, lines: list[tuple[str, str]], heading: str = "") -> None:
        """The side's proposals under a heading ("Clara is seated; your move is one
        vote:"); nothing at all hides the label."""
        if not lines and not heading:
            self.advice.clear()
            self.advice.hide()
            return
        head = [f"<i>{html.escape(heading)}</i>"] if heading else []
        self.advice.setText("<br>".join(head + [
            fill(self.tr("%1: %2"), html.escape(who), f"<b>{html.escape(what)}</b>")
            for who, what in lines]))
        self.advice.show()

    def show_settlement(self, sitting: ChouetteSitting) -> None:
        self.settle.setText(settlement_text(sitting.sheet))
        self.settle.show()
