"""The words of Normand and Voleur at the table and in the New game dialog (issue 30,
item 5): one full stop after what was already said, the Voleur lurch as the rules judge
it, the game's end said after it, opponents in the plural, and the dialog's rule
options and choice of deal as for au cent."""
from __future__ import annotations

import random

from PySide6.QtTest import QTest

from parlour.engine.actions import Declare
from parlour.engine.games import new_game
from parlour.ui.binding.qt import QtCore, QtWidgets
from parlour.ui.windows.new_game_dialog import NewGameChoice, NewGameDialog

from piquet_driver import drive_until, make_window
from test_table_input import viewport_point, visible_part

Qt = QtCore.Qt


def declaring_the_point(c) -> bool:
    if not c.waiting_for_human:
        return False
    legal = c.state.legal_actions()
    return type(legal[0]) is Declare and legal[0].category == "point"


def test_already_said_ends_on_one_full_stop(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot)
    # the human deals: the two others have declared the point before him
    c = w.start_new(NewGameChoice("piquet", "normand", {}, "random", "me"), seed=3)
    drive_until(qtbot, c, lambda: declaring_the_point(c), random.Random(3))
    question = w.side.choice.question.text()
    assert "Already said: " in question, question
    said = question.split("Already said: ")[1]
    assert said.count("West: “") == 1 and said.count("East: “") == 1, question
    # one full stop to each saying, inside its quotes; none added after the list
    assert not said.rstrip().endswith("”.") and ".”." not in said, question
    assert said.count(".”") == 2, question


def test_the_voleur_score_box_says_when_a_lurch_is_judged(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot)
    w.start_new(NewGameChoice("piquet", "voleur", {}, "random", "cut"), seed=4)
    box = w.side.score.text()
    assert "at the end is a lurch" not in box
    assert "under 50 when the other reaches 100" in box, box


def test_a_card_clicked_after_the_game_says_the_game_is_over(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot)
    state = new_game("piquet", "normand", seats=["You", "West", "East"], seed=6)
    rng = random.Random(6)
    while state.result() is None:
        state.apply(state.sample_action(rng))
    c = w.start(state, 0, "random")
    qtbot.waitUntil(lambda: c.over, timeout=5000)
    card = w.scene.cards_in("trick")[0]            # the last trick lies on the table
    qtbot.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=viewport_point(w, visible_part(w.scene.item_of(card))))
    assert w.statusBar().currentMessage() == "The game is over."


def option_labels(dialog) -> list[str]:
    form = dialog.options_form
    return [form.itemAt(i, QtWidgets.QFormLayout.ItemRole.LabelRole).widget().text()
            for i in range(form.rowCount())]


def choose_variant_by_keys(qtbot, dialog, variant: str) -> None:
    combo = dialog.variant
    combo.setFocus()
    for _ in range(combo.count()):
        if combo.currentData() == variant:
            return
        QTest.keyClick(combo, Qt.Key.Key_Down)
    assert combo.currentData() == variant


def test_the_dialog_orders_the_options_as_au_cent_and_names_the_opponents(qtbot):
    dialog = NewGameDialog(None, NewGameChoice("piquet", "au-cent", {}, "random"))
    qtbot.addWidget(dialog)
    dialog.show()
    opponent = dialog.form.labelForField(dialog.opponent)
    au_cent = option_labels(dialog)
    assert opponent.text() == "&Opponent:"
    for variant, label in (("normand", "&Opponents:"), ("voleur", "&Opponents and partner:"),
                           ("ecrire", "&Opponents:")):
        choose_variant_by_keys(qtbot, dialog, variant)
        shared = [x for x in option_labels(dialog) if x in au_cent]
        assert shared and shared == [x for x in au_cent if x in shared], (variant, shared)
        assert opponent.text() == label


def test_the_dialog_remembers_i_deal_first(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot)
    w.start_new(NewGameChoice("piquet", "normand", {}, "random", "me"), seed=2)
    seen = []

    def look():
        dialog = QtWidgets.QApplication.activeModalWidget()
        seen.append((dialog.variant.currentData(), dialog.deal.currentData()))
        QTest.keyClick(dialog, Qt.Key.Key_Escape)
    QtCore.QTimer.singleShot(200, look)
    w.new_game_dialog()
    assert seen == [("normand", "me")]
