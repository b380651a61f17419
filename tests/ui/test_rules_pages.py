"""The rules reference: pages written for players, one per game, Chinese Bézique
included, and F1 opening on the game on the table."""
import pytest

from parlour.engine.games import new_game
from parlour.ui.windows.rules_browser import RulesBrowser
from parlour.ui.windows.rules_text import GAME_PAGES, RULE_FILES, rule_text

from piquet_driver import make_window

RESEARCH_NOTES = ("MISSING", "http", "Implement", "SOURCE/STATUS", "[GAP]", "pagat",
                  "SUPPLEMENT", "option `", "the app ", "the engine")


@pytest.mark.parametrize("title", list(RULE_FILES))
def test_every_page_is_written_for_players(title):
    text = rule_text(RULE_FILES[title])
    for note in RESEARCH_NOTES:
        assert note not in text, (title, note)
    assert len(text) > 800


def test_every_game_has_its_page_chinese_bezique_too():
    from parlour.engine.games import GAMES
    assert set(GAMES) <= set(GAME_PAGES)
    assert GAME_PAGES["chinese-bezique"] == "Chinese Bézique"
    assert "six" in rule_text(RULE_FILES["Chinese Bézique"])


@pytest.mark.parametrize("game,variant,page", [("piquet", "au-cent", "Piquet"),
                                               ("rubicon-bezique", "rubicon", "Rubicon Bézique"),
                                               ("chinese-bezique", "chinese", "Chinese Bézique"),
                                               ("binocle", "48", "Binocle")])
def test_f1_opens_on_the_game_on_the_table(qtbot, tmp_path, monkeypatch, game, variant, page):
    from PySide6.QtCore import Qt
    from parlour.ui.binding.qt import QtWidgets
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot, autosave=False)
    w.start(new_game(game, variant, {}, seats=["You", "Computer"], seed=3), 0, "random")
    from parlour.ui.binding.qt import QtGui
    f1 = [a for a in w.findChildren(QtGui.QAction)
          if a.shortcut() == QtGui.QKeySequence(Qt.Key.Key_F1)]
    assert len(f1) == 1
    f1[0].trigger()                     # what F1 does (offscreen has no active window)
    browsers = [b for b in w.findChildren(RulesBrowser) if b.isVisible()]
    assert browsers, "F1 opened no rules"
    assert browsers[-1].chapters.currentItem().text() == page
    assert page.split()[0] in browsers[-1].text.toPlainText()[:200]
    for b in browsers:
        b.close()
    QtWidgets.QApplication.processEvents()
