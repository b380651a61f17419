"""The end-of-deal window: what the deal was worth (deal_summary.py), a way to the
expert's review of the deal (review/window.py), and the next deal starts when the
player says so."""
from __future__ import annotations

from ..binding.placeholders import fill
from ..binding.qt import QtCore, QtWidgets
from .deal_summary import DealSummary, summary_html
from .screen_fit import fit_to_screen
from .suit_inks import page_style_sheet


# the width a fourth player's column of reasons needs; no more, so that at 1024x700
# the summary still stands clear of the tricks won
PER_COLUMN = 80


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
        self.page.setHtml(summary_html(summary, bottom))
        # short enough to stand clear of the last trick on a short screen (it scrolls)
        self.page.setMinimumSize(460, 140)
        self.next_button = QtWidgets.QPushButton(self.tr("&Close") if last else
                                                 self.tr("&Next deal"))
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
        # a column of reasons a player: with four ("Tierce to the Nine", "Winning with
        # Q♥") 540 broke words in two (seen in the walk, Voleur at 1600x1000)
        columns = len(summary.players or summary.seats)
        fit_to_screen(self, 540 + PER_COLUMN * max(0, columns - 3), 520)
        self._fit_height()
        # Qt's table layout can come out a pixel or two wider than the page when a
        # column is full: a scroll bar that moves nothing is not shown for that
        bar = self.page.horizontalScrollBar()
        bar.rangeChanged.connect(self._rounding_only)
        self._rounding_only(0, bar.maximum())

    def _rounding_only(self, _low: int, high: int) -> None:
        off = QtCore.Qt.ScrollBarPolicy.ScrollBarAlwaysOff
        policy = off if high <= 2 else QtCore.Qt.ScrollBarPolicy.ScrollBarAsNeeded
        if self.page.horizontalScrollBarPolicy() != policy:
            self.page.setHorizontalScrollBarPolicy(policy)

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
