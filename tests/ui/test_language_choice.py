"""The language: chosen in Settings by the keyboard and the mouse, kept in the settings
file, and installed for the window: Qt's own buttons, Parlour's catalogue."""
from __future__ import annotations

import pytest

from parlour import language
from parlour.store.settings import Settings, load_settings
from parlour.ui.binding import translation
from parlour.ui.binding.qt import QtCore, QtWidgets
from parlour.ui.windows.settings_dialog import SettingsDialog

from piquet_driver import make_window

Key = QtCore.Qt.Key


@pytest.fixture
def back_to_english():
    yield
    translation.install(QtWidgets.QApplication.instance(), "en")


def _button(dialog, which):
    box = dialog.findChild(QtWidgets.QDialogButtonBox)
    return box.button(which)


def test_the_language_is_chosen_in_settings_and_kept(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot)
    d = SettingsDialog(w.settings, w)
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    assert d.language.currentData() == "system"          # the system's, unless chosen
    assert [d.language.itemText(i) for i in range(1, d.language.count())] == \
        ["English", "Français"]
    assert "next start" in d.language_note.text()
    d.language.setFocus()
    qtbot.keyClick(d.language, Key.Key_Down)
    qtbot.keyClick(d.language, Key.Key_Down)
    assert d.language.currentData() == "fr"
    ok = _button(d, QtWidgets.QDialogButtonBox.StandardButton.Ok)
    with qtbot.waitSignal(d.accepted):
        qtbot.mouseClick(ok, QtCore.Qt.MouseButton.LeftButton)
    w.apply_settings(d.settings())
    assert load_settings()[0].language == "fr"
    again = SettingsDialog(load_settings()[0])
    qtbot.addWidget(again)
    assert again.language.currentData() == "fr"


def test_french_installs_qts_buttons_and_the_catalogue(qtbot, back_to_english):
    app = QtWidgets.QApplication.instance()
    assert translation.install(app, "fr") == "fr"
    assert language.language() == "fr"
    d = SettingsDialog(Settings())
    qtbot.addWidget(d)
    cancel = _button(d, QtWidgets.QDialogButtonBox.StandardButton.Cancel)
    assert cancel.text().replace("&", "") == "Annuler"     # Qt's own translation
    from parlour.engine.sentences import point_name
    assert point_name(5) == "Point de cinq"
    assert translation.install(app, "en") == "en"
    d = SettingsDialog(Settings())
    qtbot.addWidget(d)
    assert _button(d, QtWidgets.QDialogButtonBox.StandardButton.Cancel).text() \
        .replace("&", "") == "Cancel"
    assert point_name(5) == "Point of five"


def test_a_language_parlour_lacks_falls_back_to_english(back_to_english, monkeypatch):
    assert language.supported("fr_CA") == "fr" and language.supported("fr-BE") == "fr"
    assert language.supported("de_DE") == "en" and language.supported("") == "en"
    assert translation.install(QtWidgets.QApplication.instance(), "de") == "en"
    # "system" follows the system's language (the suite pins it to English: conftest.py)
    assert translation.chosen_language("system") == "en"
    monkeypatch.setattr(translation, "system_language", lambda: "fr_CA")
    assert translation.chosen_language("system") == "fr"
    monkeypatch.setattr(translation, "system_language", lambda: "de_DE")
    assert translation.chosen_language("system") == "en"
