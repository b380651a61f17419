"""Settings > Score marker is honoured in every game: Counters chosen in the dialog (by
the keyboard, then OK) puts counters beside a Piquet table in place of the board."""
from __future__ import annotations

from parlour.ui.binding.qt import QtCore, QtGui, QtWidgets
from parlour.ui.windows.settings_dialog import SettingsDialog
from PySide6.QtTest import QTest


def choose_in_settings(qtbot, w, marker_title: str) -> None:
    """Open Game > Settings, pick the marker by typing in its box, press OK."""
    done = []

    def drive():
        dialog = QtWidgets.QApplication.activeModalWidget()
        assert isinstance(dialog, SettingsDialog)
        dialog.marker.setFocus()
        box = dialog.marker
        while box.currentText() != marker_title:      # Down through the choices
            before = box.currentIndex()
            QTest.keyClick(dialog.windowHandle(), QtCore.Qt.Key.Key_Down)
            assert box.currentIndex() != before
        QTest.keyClick(dialog.windowHandle(), QtCore.Qt.Key.Key_Return)
        done.append(True)
    QtCore.QTimer.singleShot(200, drive)
    action = next(a for a in w.findChildren(QtGui.QAction)
                  if a.text().replace("&", "").startswith("Settings"))
    action.trigger()
    assert done


def test_counters_chosen_are_shown_in_piquet(qtbot, tmp_path, monkeypatch):
    from piquet_driver import make_window, start_piquet
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot, autosave=False)
    c = start_piquet(w, seed=7)
    qtbot.waitUntil(lambda: w.marker.item is not None, timeout=5000)
    assert w.marker.item.kind == "cribbage"
    choose_in_settings(qtbot, w, "Counters")
    assert w.settings.score_marker == "counters"
    assert w.marker.isVisible() and w.marker.item.kind == "counters"
    assert "Counters (copper 50" in w.marker.toolTip()
    c.stop()
