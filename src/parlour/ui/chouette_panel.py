"""Beside the table during a Chouette Bézique sitting: who is chouette, who is seated
for the line and who consults, the advice of the human's side, and the sheet in
hundreds (the settlement at the end)."""
from __future__ import annotations

import html

from ..sitting.chouette import ChouetteSitting
from .qt import QtCore, QtWidgets, Signal
from .sitting_window import settlement_text, signed


class ChouettePanel(QtWidgets.QGroupBox):
    sheet_wanted = Signal()

    def __init__(self, parent=None):
        super().__init__("Chouette Bézique", parent)
        self.who = QtWidgets.QLabel()
        self.who.setTextFormat(QtCore.Qt.TextFormat.RichText)
        self.who.setWordWrap(True)
        self.advice = QtWidgets.QLabel()
        self.advice.setTextFormat(QtCore.Qt.TextFormat.RichText)
        self.advice.setWordWrap(True)
        self.advice.setStyleSheet("color: #2f4f7a")
        self.table = QtWidgets.QTableWidget(0, 2)
        self.table.setHorizontalHeaderLabels(["Player", "Net (hundreds)"])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QtWidgets.QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QtWidgets.QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(QtCore.Qt.FocusPolicy.NoFocus)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QtWidgets.QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QtWidgets.QHeaderView.ResizeMode.ResizeToContents)
        self.settle = QtWidgets.QLabel()
        self.settle.setWordWrap(True)
        font = self.settle.font()
        font.setBold(True)
        self.settle.setFont(font)
        self.settle.hide()
        self.sheet_button = QtWidgets.QPushButton("The &sheet…")
        self.sheet_button.clicked.connect(self.sheet_wanted)
        layout = QtWidgets.QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.who)
        layout.addWidget(self.advice)
        layout.addWidget(self.table)
        layout.addWidget(self.settle)
        layout.addWidget(self.sheet_button)

    def show_sitting(self, sitting: ChouetteSitting, games: int, you: str = "You") -> None:
        played = len(sitting.games)
        self.setTitle(f"Chouette Bézique: game {min(played + 1, games)} of {games}"
                      if played < games else f"Chouette Bézique: {games} games played")
        side = sitting.side()
        chouette = html.escape(side[0])
        if len(side) > 1:
            chouette += f" with {html.escape(side[1])} consulting"
        others = [html.escape(n) for n in sitting.line[1:]]
        seated = f"<b>{html.escape(sitting.seated)}</b> is seated"
        if others:
            seated += "; " + ", ".join(others) + " consult" + ("s" if len(others) == 1 else "")
        self.who.setText(
            f"Chouette (takes all bets): <b>{chouette}</b><br>"
            f"For the line: {seated}<br>"
            f"<small>Next in the line: {', '.join(html.escape(n) for n in sitting.line)}"
            f"</small>")
        net = sitting.net()
        self.table.setRowCount(len(sitting.players))
        for r, name in enumerate(sitting.players):
            role = " (chouette)" if name == sitting.chouette_name else ""
            who = QtWidgets.QTableWidgetItem(name + role)
            value = QtWidgets.QTableWidgetItem(signed(net[name]))
            value.setTextAlignment(QtCore.Qt.AlignmentFlag.AlignRight
                                   | QtCore.Qt.AlignmentFlag.AlignVCenter)
            if name == you:
                f = who.font()
                f.setBold(True)
                who.setFont(f)
                value.setFont(f)
            self.table.setItem(r, 0, who)
            self.table.setItem(r, 1, value)
        self.table.resizeRowsToContents()
        rows = sum(self.table.rowHeight(r) for r in range(self.table.rowCount()))
        self.table.setFixedHeight(rows + self.table.horizontalHeader().height() + 4)

    def show_advice(self, lines: list[tuple[str, str]], note: str = "") -> None:
        if not lines and not note:
            self.advice.clear()
            self.advice.hide()
            return
        text = "<br>".join(f"{html.escape(who)} advises: <b>{html.escape(what)}</b>"
                           for who, what in lines)
        if note:
            text += ("<br>" if text else "") + html.escape(note)
        self.advice.setText(text)
        self.advice.show()

    def show_settlement(self, sitting: ChouetteSitting) -> None:
        self.settle.setText(settlement_text(sitting.sheet))
        self.settle.show()
