"""The about box."""
from __future__ import annotations

from ... import __version__
from ..binding.qt import QtCore, QtWidgets

ABOUT = """<h2>Parlour {version}</h2>
<p>Piquet, Rubicon Bézique and Binocle: the two-handed card games of the Victorian
parlour, against the computer.</p>
<p>The rules follow R. F. Foster's <i>Complete Hoyle</i> (1897, public domain), with the
gaps filled as most players fill them today; see Help › Rules.</p>
<p>Card faces are drawn by Parlour itself. Qt {qt} (PySide6).</p>
<p>MIT licence.</p>"""


def show_about(parent) -> None:
    QtWidgets.QMessageBox.about(parent, "About Parlour",
                                ABOUT.format(version=__version__, qt=QtCore.qVersion()))
