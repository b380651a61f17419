"""The in-app rules reference: the book's chapters, rendered with headings."""
from __future__ import annotations

from ..binding.qt import QtCore, QtWidgets
from ...language import say
from .rules_text import RULE_FILES, rule_text, rules_html
from .screen_fit import fit_to_screen
from .suit_inks import page_style_sheet


class RulesBrowser(QtWidgets.QDialog):
    def __init__(self, parent=None, start: str = "Piquet", four_colour: bool = False):
        super().__init__(parent)
        self.four_colour = four_colour
        self.setWindowTitle(self.tr("Rules of the games"))
        fit_to_screen(self, 820, 640)
        self.chapters = QtWidgets.QListWidget()
        for title in RULE_FILES:            # shown in the language, known by the key
            item = QtWidgets.QListWidgetItem(say(title))
            item.setData(QtCore.Qt.ItemDataRole.UserRole, title)
            self.chapters.addItem(item)
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
        self.chapters.currentItemChanged.connect(
            lambda item, _old: item is not None and self.show_chapter(
                item.data(QtCore.Qt.ItemDataRole.UserRole)))
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
            # the suits' signs in colours of this palette (no colour is written in the
            # text), set before the page so it is laid out in them
            self.text.document().setDefaultStyleSheet(
                page_style_sheet(self.text.palette(), self.four_colour))
            self.text.setHtml(rules_html(text))
        self.text.moveCursor(self.text.textCursor().MoveOperation.Start)

    def changeEvent(self, event: QtCore.QEvent) -> None:     # noqa: N802 (Qt's naming)
        super().changeEvent(event)
        chapters = self.__dict__.get("chapters")      # none yet while Qt builds us
        if event.type() == QtCore.QEvent.Type.PaletteChange and chapters is not None \
                and chapters.currentItem() is not None:
            # its suits recoloured, once the page itself has the new palette
            QtCore.QTimer.singleShot(0, self, lambda: self.show_chapter(
                chapters.currentItem().data(QtCore.Qt.ItemDataRole.UserRole)))
