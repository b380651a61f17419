"""The about box: what Parlour is, whose it is, and the licences of what it runs on."""
from __future__ import annotations

import logging

from ... import __version__
from ... import notices
from ..binding.qt import QtCore, QtGui, QtWidgets
from .dialog_buttons import close_only

log = logging.getLogger(__name__)

ABOUT = QtCore.QT_TRANSLATE_NOOP("AboutDialog", """<h2>Parlour {version}</h2>
<p>Piquet (au cent, Rubicon, Normand for three, Voleur for four, and à écrire for a
sitting of three to seven), Rubicon Bézique, Chinese Bézique, Bézique with two packs,
Chouette Bézique, and Binocle: the card games of the Victorian parlour, played against
the computer.</p>
<p>The rules follow R. F. Foster's <i>Complete Hoyle</i> (1897, public domain), with the
gaps filled as most players fill them today; see Help › Rules of the games.</p>
<p>Card faces are drawn by Parlour itself. Qt {qt} (PySide6), used under the LGPL 3.</p>
<p>Parlour's log, to attach to a bug report, is in {log}.</p>
<p>Copyright © The Parlour developers. Parlour is free software under the MIT licence;
the software it includes keeps its own licences (Third-party notices).</p>""")


class AboutDialog(QtWidgets.QDialog):
    """The about text, with the third-party notices and Qt's own about box a click away."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("About Parlour"))
        from html import escape

        from ...store import paths
        text = QtWidgets.QLabel(self.tr(ABOUT).format(version=__version__, qt=QtCore.qVersion(),
                                             log=escape(str(paths.log_dir(make=False)))))
        text.setWordWrap(True)
        text.setTextFormat(QtCore.Qt.TextFormat.RichText)
        role = QtWidgets.QDialogButtonBox.ButtonRole
        buttons = close_only(self)
        self.notices_button = buttons.addButton(self.tr("Third-party &notices…"), role.ActionRole)
        self.about_qt_button = buttons.addButton(self.tr("About &Qt"), role.ActionRole)
        self.notices_button.clicked.connect(self.show_notices)
        self.about_qt_button.clicked.connect(lambda: QtWidgets.QMessageBox.aboutQt(self))
        layout = QtWidgets.QVBoxLayout(self)
        layout.addWidget(text)
        layout.addWidget(buttons)
        self.notices_dialog: QtWidgets.QDialog | None = None

    def show_notices(self) -> None:
        """The notices in a read-only page (the bundled file, or the installed ones')."""
        try:
            body = notices.notices_text()
        except OSError:                     # the bundled file unreadable
            log.exception("the third-party notices could not be read")
            QtWidgets.QMessageBox.warning(self, self.tr("Third-party notices"),
                                          self.tr("The third-party notices could not be read."))
            return
        dialog = QtWidgets.QDialog(self)
        dialog.setWindowTitle(self.tr("Third-party notices"))
        page = QtWidgets.QPlainTextEdit(body)
        page.setReadOnly(True)
        page.setFont(QtGui.QFontDatabase.systemFont(QtGui.QFontDatabase.SystemFont.FixedFont))
        page.setMinimumSize(620, 420)
        layout = QtWidgets.QVBoxLayout(dialog)
        layout.addWidget(page)
        layout.addWidget(close_only(dialog))
        self.notices_dialog = dialog
        dialog.open()


def show_about(parent) -> AboutDialog:
    dialog = AboutDialog(parent)
    dialog.setAttribute(QtCore.Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog
