"""The in-app rules reference: the book's chapters, rendered with headings."""
from __future__ import annotations

from ..binding.qt import QtCore, QtWidgets
from .rules_text import RULE_FILES, rule_text, rules_html
from .screen_fit import fit_to_screen


class RulesBrowser(QtWidgets.QDialog):
    def __init__(self, parent=None, start: str = "Piquet"):
        super().__init__(parent)
        self.setWindowTitle("Rules of the games")
        fit_to_screen(self, 820, 640)
        self.chapters = QtWidgets.QListWidget()
        self.chapters.addItems(list(RULE_FILES))
        self.chapters.setMaximumWidth(220)
        self.text = QtWidgets.QTextBrowser()
        self.text.setOpenExternalLinks(False)
        self.text.document().setDocumentMargin(18)
        split = QtWidgets.QSplitter()
        split.addWidget(self.chapters)
        split.addWidget(self.text)
        split.setStretchFactor(1, 1)
        buttons = QtWidgets.QDialogButtonBox(QtWidgets.QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QtWidgets.QVBoxLayout(self)
        layout.addWidget(split)
        layout.addWidget(buttons)
        self.chapters.currentTextChanged.connect(self.show_chapter)
        names = list(RULE_FILES)
        self.chapters.setCurrentRow(names.index(start) if start in names else 0)

    @QtCore.Slot(str)
    def show_chapter(self, title: str) -> None:
        name = RULE_FILES.get(title)
        if name is None:
            return
        text = rule_text(name)
        if name.endswith(".md"):
            self.text.setMarkdown(text)
        else:
            self.text.setHtml(rules_html(text))
        self.text.moveCursor(self.text.textCursor().MoveOperation.Start)
