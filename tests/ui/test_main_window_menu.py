"""The main window's menus open the practice window and the statistics."""
from parlour.store.settings import Settings
from parlour.ui.main_window import MainWindow


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
