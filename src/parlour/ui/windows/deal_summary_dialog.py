"""The end-of-deal window: what the deal was worth (deal_summary.py), a way to the
expert's review of the deal (review/window.py), and the next deal starts when the
player says so."""
from __future__ import annotations

from ..binding.placeholders import fill
from ..binding.qt import QtCore, QtWidgets
from .deal_summary import DealSummary, summary_html
from .screen_fit import fit_to_screen
from .suit_inks import page_style_sheet


class DealSummaryDialog(QtWidgets.QDialog):
    def __init__(self, summary: DealSummary, bottom: int, last: bool, parent=None,
                 review=None):
        """``review``: opens the review of this deal (None: no review for this game)."""
        super().__init__(parent)
        self.setWindowTitle(fill(self.tr("Deal %1"), summary.number))
        self.setWindowModality(QtCore.Qt.WindowModality.NonModal)
        self.read = False               # closed by the player, who has read it
        self.finished.connect(lambda _code: setattr(self, "read", True))
        self.page = QtWidgets.QTextBrowser()
        four = parent is not None and parent.settings.four_colour_suits
        self.page.document().setDefaultStyleSheet(page_style_sheet(self.page.palette(), four))
        self.page.setHtml(summary_html(
            summary, bottom,
            lambda text: QtCore.QCoreApplication.translate("DealSummary", text)))
        self.page.setMinimumSize(460, 300)
        self.next_button = QtWidgets.QPushButton(self.tr("&Close") if last else self.tr("&Next deal"))
        self.next_button.setDefault(True)
        self.next_button.clicked.connect(self.accept)
        row = QtWidgets.QHBoxLayout()
        self.review_button = None
        if review is not None:
            self.review_button = QtWidgets.QPushButton(self.tr("&Review this deal…"))
            self.review_button.clicked.connect(review)
            row.addWidget(self.review_button)
        row.addStretch(1)
        row.addWidget(self.next_button)
        layout = QtWidgets.QVBoxLayout(self)
        layout.addWidget(self.page, 1)
        layout.addLayout(row)
        fit_to_screen(self, 540, 520)
        self._fit_height()

    def _fit_height(self) -> None:
        """No taller than the summary needs: a short deal's page ends on its last line,
        not above an empty half window."""
        self.layout().activate()
        doc = self.page.document()
        doc.setTextWidth(self.page.viewport().width())
        spare = self.page.viewport().height() - int(doc.size().height() + 0.99)
        if spare > 0:
            self.resize(self.width(), max(self.minimumSizeHint().height(),
                                          self.height() - spare))
