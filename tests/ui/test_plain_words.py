"""Words a player reads, each on the real widget: the opponents by a player's name and
style, the titles once "Parlour", the About box's games, the trainer's seats, the rule
options' accents, the status line while the deal's summary waits."""
from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from parlour.ai.personas import PERSONAS
from parlour.ai.weighing import PLAYED_OUT, Weighing
from parlour.engine.actions import Meld
from parlour.engine.cards import parse_cards
from parlour.ui.binding.qt import QtWidgets
from parlour.ui.shell.hint_words import weighing_words
from parlour.ui.windows.new_game_dialog import NewGameChoice, NewGameDialog
from tests.ui.trainer_budgets import QUICK

from piquet_driver import answer_to_the_summary, choose_for_human, make_window, start_piquet

JARGON = ("Sampler", "Hider", "Guards", "Random", "Computer (")


def _shown_title(title: str) -> str:
    """The title as the system shows it: Qt adds " — " and the application's display
    name (app.py sets "Parlour") unless the title already ends with it."""
    name = QtWidgets.QApplication.applicationDisplayName()
    return title if title.endswith(name) else f"{title} — {name}"


@pytest.fixture
def display_name():
    app = QtWidgets.QApplication.instance()
    before = app.applicationDisplayName()
    app.setApplicationDisplayName("Parlour")          # as app.py does
    yield
    app.setApplicationDisplayName(before)


def test_the_new_game_dialog_introduces_each_opponent(qtbot):
    dialog = NewGameDialog(None, NewGameChoice(opponent="ai:beginner"))
    qtbot.addWidget(dialog)
    dialog.show()
    combo = dialog.opponent
    texts = [combo.itemText(i) for i in range(combo.count())]
    assert not any(word in text for text in texts for word in JARGON), texts
    assert "Lady Cavendish (expert)" in texts and "Colonel Hardcastle (club player)" in texts
    combo.setFocus()
    while combo.currentData() != "ai:expert":           # down the list by the keyboard
        QTest.keyClick(combo, Qt.Key.Key_Down)
    assert dialog.opponent_style.text() == ("Lady Cavendish thinks hard; reads your "
                                            "declarations and your discards; the "
                                            "strongest here.")
    QTest.keyClick(combo, Qt.Key.Key_Down)
    assert "Professor Lott" in dialog.opponent_style.text()
    QTest.keyClick(combo, Qt.Key.Key_Up)
    assert dialog.choice().opponent == "ai:expert"       # the id records keep, unchanged
    every = {combo.itemData(i) for i in range(combo.count())}
    assert every <= set(PERSONAS) and all(PERSONAS[s].style for s in every)


def test_the_table_calls_the_computer_by_its_players_name(qtbot, window):
    w = window
    c = w.start_new(NewGameChoice("piquet", "au-cent", {}, "ai:club", "me"))
    qtbot.waitUntil(lambda: c.waiting_for_human or c.over, timeout=30000)
    assert "Colonel Hardcastle" in c.state.seats and c.opponent == "ai:club"
    assert not any("Computer (" in line for line in w.side.log.lines())


def test_reform_double_bezique_keeps_its_accent(qtbot):
    dialog = NewGameDialog(None, NewGameChoice("rubicon-bezique", "rubicon"))
    qtbot.addWidget(dialog)
    field = dialog.option_widgets["reform_double_bezique"]
    label = dialog.options_form.labelForField(field).text()
    assert label == "Double bézique and above may be re-formed:"
    labels = [dialog.options_form.labelForField(w).text()
              for w in dialog.option_widgets.values()]
    assert not any("bezique" in text.lower() for text in labels), labels


def test_titles_say_parlour_once(qtbot, window, display_name):
    w = window
    c = start_piquet(w, seed=7)
    qtbot.waitUntil(lambda: c.waiting_for_human, timeout=30000)
    assert _shown_title(w.windowTitle()) == "Piquet au cent (100 up) — Parlour"
    from parlour.ui.review.window import open_review
    rng = random.Random(1)
    qtbot.waitUntil(lambda: (c.waiting_for_human and not c.busy and
                             c.submit(choose_for_human(c, rng)) is None and
                             len(c.state.history) > 4) or len(c.state.history) > 4,
                    timeout=30000)
    review = open_review(w, False)
    titles = [w.windowTitle(), review.windowTitle()]
    review.close()
    for title in titles:
        assert _shown_title(title).count("Parlour") == 1, title


def test_the_about_box_lists_every_game_and_names_the_menu_as_it_is(qtbot, window):
    w = window
    help_menu = next(a.menu() for a in w.menuBar().actions() if a.text() == "&Help")
    items = [a.text().replace("&", "") for a in help_menu.actions()]
    next(a for a in help_menu.actions() if a.text() == "&About Parlour").trigger()
    from parlour.ui.windows.about import AboutDialog
    about = w.findChild(AboutDialog)
    qtbot.waitUntil(about.isVisible)
    text = " ".join(label.text() for label in about.findChildren(QtWidgets.QLabel))
    for game in ("Piquet", "au cent", "Rubicon,", "Normand", "Voleur", "à écrire",
                 "Rubicon Bézique", "Chinese Bézique", "two packs", "Chouette Bézique",
                 "Binocle"):
        assert game in text, game
    named = text.split("Help › ")[1].split(".")[0]
    assert named in items, (named, items)
    about.close()


def test_the_trainer_says_dealer_as_the_table_does(qtbot, tmp_path):
    pytest.importorskip("pyqtgraph")
    from parlour.ui.trainer import TrainerWindow
    w = TrainerWindow(seed=3, budget=QUICK, history_path=tmp_path / "history.json")
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    box = w.seat_box
    assert [box.itemText(i) for i in range(box.count())] == ["Elder", "Dealer"]
    box.setFocus()
    QTest.keyClick(box, Qt.Key.Key_Down)
    assert w.seat == "younger"                      # the analysis's own name, unchanged
    assert w.status.text().startswith("Dealer: click the cards to discard")
    assert "ounger" not in w.status.text()
    w.close()


def test_the_status_line_points_to_next_deal_while_the_summary_waits(qtbot, tmp_path,
                                                                     monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot)
    w.settings.pause_after_deal = True
    c = start_piquet(w, seed=7)
    answer_to_the_summary(qtbot, w, c, random.Random(1))
    card = w.scene.cards_in("trick")[0]
    item = w.scene.item_of(card)
    point = w.view.mapFromScene(item.mapToScene(QPointF(item.width * 0.2, item.height * 0.5)))
    qtbot.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    said = w.statusBar().currentMessage()
    assert "Wait for your turn" not in said and "Next deal" in said, said


def test_the_same_meld_of_other_cards_is_told_apart_by_its_cards():
    kings = Meld(0, tuple(parse_cards("KS KH KD KC")))
    others = Meld(0, tuple(parse_cards("KH KH KD KC")))
    w = Weighing(kings, PLAYED_OUT, 80.0, others, 0.2, 16, None)
    said = weighing_words(w, lambda a: "Four Kings (80)")
    # the cards in the hand's order: spades, hearts, clubs, diamonds
    assert said == ("Four Kings (80) with K♠ K♥ K♣ K♦: as good as the same with "
                    "K♥ K♥ K♣ K♦ (played out over 16 sampled deals).")
