"""Help > About: the copyright holder, the third-party notices and Qt's own about box,
reached with the mouse."""
from parlour.ui.binding.qt import QtCore, QtWidgets
from parlour.ui.windows.about import AboutDialog


def _about(window, qtbot) -> AboutDialog:
    help_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Help")
    next(a for a in help_menu.actions() if a.text() == "&About Parlour").trigger()
    about = window.findChild(AboutDialog)
    qtbot.waitUntil(about.isVisible)
    return about


def _click_and_close_the_box(qtbot, button) -> list:
    """Click `button`, which opens a modal box; close that box and return what it showed
    (its title and its text)."""
    seen = []

    def close_it():
        box = QtWidgets.QApplication.activeModalWidget()
        seen.append((box.windowTitle(), getattr(box, "text", str)()))
        box.close()
    QtCore.QTimer.singleShot(50, close_it)
    qtbot.mouseClick(button, QtCore.Qt.MouseButton.LeftButton)
    return seen


def test_about_names_the_copyright_holder_and_the_licences(window, qtbot):
    about = _about(window, qtbot)
    text = " ".join(label.text() for label in about.findChildren(QtWidgets.QLabel))
    assert "The Parlour developers" in text and "MIT" in text and "LGPL" in text


def test_third_party_notices_show_each_licence(window, qtbot):
    about = _about(window, qtbot)
    qtbot.mouseClick(about.notices_button, QtCore.Qt.MouseButton.LeftButton)
    page = about.notices_dialog.findChild(QtWidgets.QPlainTextEdit)
    assert about.notices_dialog.isVisible() and page.isReadOnly()
    body = page.toPlainText()
    for name in ("Python", "PySide6_Essentials", "shiboken6", "numpy", "pyqtgraph", "platformdirs"):
        assert f"\n{name} " in body, name
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in body        # Qt's licence, in full
    assert "download.qt.io" in body                            # and where its source is
    assert "PYTHON SOFTWARE FOUNDATION LICENSE" in body


def test_about_qt_opens_qts_own_box(window, qtbot):
    about = _about(window, qtbot)
    (seen,) = _click_and_close_the_box(qtbot, about.about_qt_button)
    assert seen[0] == "About Qt"

def test_unreadable_notices_are_logged_and_told_in_one_sentence(window, qtbot, monkeypatch, caplog):
    from parlour import notices

    def unreadable():
        raise OSError("disk gone")
    monkeypatch.setattr(notices, "notices_text", unreadable)
    about = _about(window, qtbot)
    told = _click_and_close_the_box(qtbot, about.notices_button)
    assert [text for _, text in told] == ["The third-party notices could not be read."]
    assert "disk gone" in caplog.text and about.notices_dialog is None
