"""Qt's translation for the modules that keep Qt out of their imports (the rule texts,
the deal summary's page, the presenters, the table's plates): ``pyside6-lupdate`` finds
the sentences by these two names, ``translate(context, text)`` and
``QT_TRANSLATE_NOOP(context, text)`` (a mark only: the sentence is translated where it
is shown, in the context given).  Qt is imported only when a sentence is translated, by
then in the window."""
from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (the name lupdate reads)
    return text


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` in the window's language (``n``: the count a ``%n`` stands for)."""
    from .qt import QtCore
    return QtCore.QCoreApplication.translate(context, text, disambiguation, n)
