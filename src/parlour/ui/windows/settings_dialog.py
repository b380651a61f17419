"""The settings dialog: animation speed, card theme, card back, name, highlighting."""
from __future__ import annotations

from ...store.settings import Settings
from ...language import say
from ..binding.qt import QtCore, QtWidgets
from ..table import animation
from .dialog_buttons import ok_cancel

SPEEDS = tuple((animation.SPEEDS[name], title) for name, title in (
    ("off", QtCore.QT_TRANSLATE_NOOP("SettingsDialog", "Off (cards jump)")),
    ("brisk", QtCore.QT_TRANSLATE_NOOP("SettingsDialog", "Brisk")),
    ("normal", QtCore.QT_TRANSLATE_NOOP("SettingsDialog", "Normal")),
    ("leisurely", QtCore.QT_TRANSLATE_NOOP("SettingsDialog", "Leisurely"))))


def card_themes() -> list[tuple[str, str]]:
    """(key, title) of the card faces the renderer offers: Parlour's own and any decks
    installed on the system (KDE, AisleRiot)."""
    try:
        from ..table.cardart.themes import available_themes
        found = [(t.key, t.name) for t in available_themes()]
    except Exception:  # a broken system deck must not stop the dialog opening
        found = []
    return found or [("parlour", "Parlour")]


def back_styles() -> list[tuple[str, str]]:
    from ..table.cardart.faces import BACK_STYLES
    return [(s, BACK_TITLES.get(s, s.replace("_", " ").capitalize())) for s in BACK_STYLES]


BACK_TITLES = {"classic": QtCore.QT_TRANSLATE_NOOP("SettingsDialog", "Classic"),
               "blue": QtCore.QT_TRANSLATE_NOOP("SettingsDialog", "Blue"),
               "green": QtCore.QT_TRANSLATE_NOOP("SettingsDialog", "Green")}


class SettingsDialog(QtWidgets.QDialog):
    def __init__(self, settings: Settings, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Settings"))
        self._base = settings
        self.speed = QtWidgets.QComboBox()
        for value, title in SPEEDS:
            self.speed.addItem(self.tr(title), value)
        nearest = min(range(len(SPEEDS)), key=lambda i: abs(SPEEDS[i][0] - settings.animation_speed))
        self.speed.setCurrentIndex(nearest)
        self.theme = QtWidgets.QComboBox()
        for key, title in card_themes():
            self.theme.addItem(title, key)
        self._pick(self.theme, settings.card_theme)
        self.back = QtWidgets.QComboBox()
        for key, title in back_styles():
            self.back.addItem(self.tr(title), key)
        self._pick(self.back, settings.back_style)
        self.name = QtWidgets.QLineEdit(settings.player_name)
        self.name.setMaxLength(24)
        self.highlight = QtWidgets.QCheckBox(self.tr("Highlight the cards I may play"))
        self.highlight.setChecked(settings.highlight_legal)
        self.pause = QtWidgets.QCheckBox(self.tr("After each deal, show what it was worth and wait"))
        self.pause.setChecked(settings.pause_after_deal)
        self.keep_trick = QtWidgets.QCheckBox(
            self.tr("Leave each finished trick on the table until I click or press a key"))
        self.keep_trick.setChecked(settings.keep_each_trick)
        self.keep_trick.setToolTip(self.tr("Otherwise a trick is gathered after a moment (the "
                                           "deal's last stays under its summary)"))
        self.four_colour = QtWidgets.QCheckBox(
            self.tr("Four-colour suits: diamonds blue, clubs green"))
        self.four_colour.setChecked(settings.four_colour_suits)
        self.four_colour.setToolTip(self.tr("As four-colour packs print them: every suit its own "
                                            "colour, on the cards and in the text"))

        from ..table.score_markers.model import MARKER_CHOICES
        self.marker = QtWidgets.QComboBox()
        for choice, title in MARKER_CHOICES:        # each title a message of the catalogue
            self.marker.addItem(say(title), choice.value)   # the word settings.json keeps
        self._pick(self.marker, settings.score_marker)
        self.marker.setToolTip(self.tr("How the score is kept beside the table: the book's usual "
                                       "marker for each game, a cribbage board (the pull-up "
                                       "board for Bézique), or counters."))

        form = QtWidgets.QFormLayout()
        form.addRow(self.tr("&Animation:"), self.speed)
        form.addRow(self.tr("Card &faces:"), self.theme)
        form.addRow(self.tr("Card &backs:"), self.back)
        form.addRow(self.tr("Your &name:"), self.name)
        form.addRow(self.tr("Score &marker:"), self.marker)
        form.addRow("", self.highlight)
        form.addRow("", self.pause)
        form.addRow("", self.keep_trick)
        form.addRow("", self.four_colour)
        self._add_language(form, settings.language)
        buttons = ok_cancel(self)
        layout = QtWidgets.QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)

    def _add_language(self, form, chosen: str) -> None:
        """The language: the system's, or one of Parlour's, each named in itself; it
        takes effect at the next start (what is on the table was said already)."""
        from ... import language
        from ..binding.translation import SYSTEM
        self.language = QtWidgets.QComboBox()
        self.language.addItem(self.tr("System"), SYSTEM)
        for code, name in language.LANGUAGES.items():
            self.language.addItem(name, code)
        self._pick(self.language, chosen)
        self.language_note = QtWidgets.QLabel(self.tr("Takes effect when Parlour next starts."))
        self.language_note.setEnabled(False)          # a hint, in the palette's quiet text
        form.addRow(self.tr("&Language:"), self.language)
        form.addRow("", self.language_note)

    @staticmethod
    def _pick(combo, key) -> None:
        i = combo.findData(key)
        combo.setCurrentIndex(max(i, 0))

    def settings(self) -> Settings:
        from dataclasses import replace
        return replace(self._base, animation_speed=float(self.speed.currentData()),
                       card_theme=self.theme.currentData(), back_style=self.back.currentData(),
                       player_name=self.name.text().strip() or "You",
                       highlight_legal=self.highlight.isChecked(),
                       score_marker=self.marker.currentData(),
                       pause_after_deal=self.pause.isChecked(),
                       keep_each_trick=self.keep_trick.isChecked(),
                       four_colour_suits=self.four_colour.isChecked(),
                       language=self.language.currentData())
