"""A push button whose text wraps onto as many lines as the panel's width needs, so a
long answer ("For me: Tierce to the Queen, Tierce to the Queen") is read whole instead
of clipped.  The mnemonic ("E&xchange") still works and is underlined."""
from __future__ import annotations

import html

from ..binding.qt import QtCore, QtGui, QtWidgets

_PAD_X, _PAD_Y = 10, 6


def _rich(text: str) -> str:
    """Button text with '&' mnemonics as rich text: '&&' is a plain '&', '&x' an
    underlined x."""
    out, i = [], 0
    while i < len(text):
        ch = text[i]
        if ch == "&" and i + 1 < len(text):
            nxt = text[i + 1]
            out.append("&amp;" if nxt == "&" else f"<u>{html.escape(nxt)}</u>")
            i += 2
            continue
        out.append(html.escape(ch))
        i += 1
    return "".join(out)


class WrappingButton(QtWidgets.QPushButton):
    def __init__(self, text: str, parent=None):
        super().__init__(parent)
        self.full_text = text
        self.label = QtWidgets.QLabel(_rich(text), self)
        self.label.setTextFormat(QtCore.Qt.TextFormat.RichText)
        self.label.setWordWrap(True)
        self.label.setAlignment(QtCore.Qt.AlignmentFlag.AlignCenter)
        self.label.setAttribute(QtCore.Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        layout = QtWidgets.QVBoxLayout(self)
        layout.setContentsMargins(_PAD_X, _PAD_Y, _PAD_X, _PAD_Y)
        layout.addWidget(self.label)
        key = QtGui.QKeySequence.mnemonic(text)
        if not key.isEmpty():
            self.setShortcut(key)
        self.setAccessibleName(text.replace("&&", "\0").replace("&", "").replace("\0", "&"))
        # Preferred both ways: a push button's Fixed height would make its preferred
        # height (wrapped at a guessed width) its minimum, and the panel too tall
        policy = QtWidgets.QSizePolicy(QtWidgets.QSizePolicy.Policy.Preferred,
                                       QtWidgets.QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def text(self) -> str:           # the words with their mnemonic, as given
        return self.full_text

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self.label.heightForWidth(max(1, width - 2 * _PAD_X)) + 2 * _PAD_Y

    def sizeHint(self) -> QtCore.QSize:
        plain = self.accessibleName()
        width = min(self.label.fontMetrics().horizontalAdvance(plain) + 4, 320) + 2 * _PAD_X
        return QtCore.QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QtCore.QSize:
        return QtCore.QSize(60, self.label.fontMetrics().height() + 2 * _PAD_Y)
