"""The main window's menus open the practice window and the statistics."""
import pytest

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


@pytest.mark.slow
def test_the_practice_window_is_the_main_windows_and_closes_with_it(qtbot, tmp_path,
                                                                   monkeypatch):
    """A window of its own, owned by the main window (Qt deletes it with it, not
    Python's exit), closed with it and its analysis stopped."""
    from parlour.engine.cards import parse_cards
    from tests.ui.trainer_budgets import QUICK
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = MainWindow(Settings(animation_speed=0.0), autosave=False)
    qtbot.addWidget(w)
    w.show()
    w.show_trainer()
    t = w._trainer
    assert t.parent() is w and t.isWindow()
    t.budget = QUICK
    t.deal(parse_cards("AH KH QH JH 9H AC KC 8C AD 7D 8S 9S"))
    t.choose(parse_cards("8S 9S 7D 8C"))
    t.submit()
    assert t.running
    w.close()
    assert not t.isVisible() and not t.running
    assert not t.errands.busy()        # closing waited for its thread to end


def test_every_game_menu_item_has_its_own_mnemonic(qtbot, tmp_path, monkeypatch):
    from parlour.ui.binding.qt import QtWidgets
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = MainWindow(Settings(animation_speed=0.0), autosave=False)
    qtbot.addWidget(w)
    menu = next(m for m in w.menuBar().findChildren(QtWidgets.QMenu) if m.title() == "&Game")
    keys = [a.text()[a.text().index("&") + 1].lower() for a in menu.actions() if "&" in a.text()]
    assert len(keys) == len(set(keys)), keys
