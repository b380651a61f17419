"""The main window's menus open the practice window and the statistics."""
from parlour.store.settings import Settings
from parlour.ui.shell.main_window import MainWindow


def test_discard_practice_opens_from_the_game_menu(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = MainWindow(Settings(animation_speed=0.0), autosave=False)
    qtbot.addWidget(w)
    titles = [a.text() for m in w.menuBar().findChildren(type(w.menuBar().actions()[0].menu()))
              for a in m.actions()]
    assert any("Discard practice" in t for t in titles)
    w.show_trainer()
    first = w._trainer
    assert first.isVisible()
    w.show_trainer()
    assert w._trainer is first   # one practice window, brought to the front
    first.close()


def test_every_game_menu_item_has_its_own_mnemonic(qtbot, tmp_path, monkeypatch):
    from parlour.ui.binding.qt import QtWidgets
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = MainWindow(Settings(animation_speed=0.0), autosave=False)
    qtbot.addWidget(w)
    menu = next(m for m in w.menuBar().findChildren(QtWidgets.QMenu) if m.title() == "&Game")
    keys = [a.text()[a.text().index("&") + 1].lower() for a in menu.actions() if "&" in a.text()]
    assert len(keys) == len(set(keys)), keys
