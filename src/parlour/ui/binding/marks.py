"""Qt's mark for a sentence to translate, for the modules that keep Qt out (the rule
texts, the deal summary's page): ``pyside6-lupdate`` finds the sentences by this name and
the window translates them when it shows them, in the context given."""
from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (the name lupdate reads)
    return text
