"""The player's language in the window: Qt's own translations (the standard buttons,
the file dialogs), Parlour's (``resources/i18n/parlour_{lang}.qm``) and the message
catalogue of the engine's words (``parlour.language``), all three for one language.

The language follows the system's unless the player chose one in Settings
(``Settings.language``: "system", "en", "fr"); one Parlour does not speak falls back
to English.  It is set once at start-up (a change in Settings takes effect at the next
start: the words already on the table and in the log stay as they were said)."""
from __future__ import annotations

import logging
from importlib import resources
from pathlib import Path

from ... import language
from .qt import QtCore

SYSTEM = "system"
# the Settings dialog's choices: the system's language, then each language in itself
CHOICES = (SYSTEM, *language.LANGUAGES)
_installed: list = []        # the translators in force (removed before new ones go in)


def system_language() -> str:
    """The system's language as Qt reads it ("fr_FR"): the language the user chose in the
    system's settings (on Linux, LC_ALL / LC_MESSAGES / LANG)."""
    return QtCore.QLocale.system().name()


def chosen_language(choice: str) -> str:
    """The language code a setting means: the system's for "system", else the one
    chosen; English for a language Parlour does not have."""
    if choice == SYSTEM:
        return language.supported(system_language())
    return language.supported(choice)


def qt_translations_dirs() -> list[Path]:
    """Where Qt's own .qm files are: Qt's translations path, and PySide6's own folder
    (a PyInstaller bundle keeps them there)."""
    return [Path(QtCore.QLibraryInfo.path(QtCore.QLibraryInfo.LibraryPath.TranslationsPath)),
            Path(QtCore.__file__).parent / "Qt" / "translations"]


def parlour_translation(code: str) -> Path:
    return Path(str(resources.files("parlour") / "resources" / "i18n" / f"parlour_{code}.qm"))


def install(app: QtCore.QCoreApplication, choice: str) -> str:
    """Install the translations for ``choice`` on ``app`` and set the catalogue's
    language; returns the language code in force."""
    code = chosen_language(choice)
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    if code != language.ENGLISH:
        qt = QtCore.QTranslator(app)
        if any(qt.load(f"qtbase_{code}", str(d)) for d in qt_translations_dirs()):
            _installed.append(qt)
        else:
            logging.getLogger(__name__).warning("Qt's translations for %s are missing", code)
        own = QtCore.QTranslator(app)
        path = parlour_translation(code)
        if path.is_file() and own.load(str(path)):
            _installed.append(own)
        for translator in _installed:
            app.installTranslator(translator)
    return language.set_language(code)
