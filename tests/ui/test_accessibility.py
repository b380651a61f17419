"""The table told to assistive technology, read back through Qt's own accessibility
interface (QAccessible.queryAccessibleInterface) after real key presses: the card under
the keyboard cursor, the trick, the meld boards and the score, each change announced
with QAccessible.updateAccessibility."""
from __future__ import annotations

import random

import pytest

from parlour.engine.cards import card_long_name
from parlour.engine.events import Melded
from parlour.engine.games import new_game
from parlour.ui.binding.qt import QtCore, QtGui

from piquet_driver import drive_until, start_piquet
from parlour.engine.actions import Play

KEY = QtCore.Qt.Key
Text = QtGui.QAccessible.Text
Ev = QtGui.QAccessible.Event


def told(widget, what=Text.Name) -> str:
    face = QtGui.QAccessible.queryAccessibleInterface(widget)
    assert face is not None and face.isValid()
    return face.text(what)


@pytest.fixture
def announced(monkeypatch):
    """Every accessibility event the window sends: (widget, event type)."""
    seen = []
    real = QtGui.QAccessible.updateAccessibility

    def record(event):
        seen.append((event.object(), event.type()))
        real(event)
    monkeypatch.setattr(QtGui.QAccessible, "updateAccessibility", staticmethod(record))
    return seen


def test_the_card_under_the_cursor_is_told_as_the_arrows_move(qtbot, window, announced):
    w = window
    c = start_piquet(w, seed=7)
    drive_until(qtbot, c, lambda: c.waiting_for_human and
                type(c.state.legal_actions()[0]) is Play, random.Random(3))
    w.view.setFocus()
    assert told(w.view) == "The card table"
    qtbot.keyClick(w.view, KEY.Key_Right)
    hand = w.view.hand_cards()
    first = w.view.cursor_card()
    assert told(w.view) == (f"{card_long_name(first)}, in your hand, card 1 of {len(hand)}"
                            + (", may be played" if first in w.presenter.playable_cards()
                               else ""))
    assert (w.view, Ev.NameChanged) in announced
    announced.clear()
    qtbot.keyClick(w.view, KEY.Key_Right)
    second = w.view.cursor_card()
    assert told(w.view).startswith(f"{card_long_name(second)}, in your hand, card 2 of ")
    assert announced.count((w.view, Ev.NameChanged)) == 1      # once a move
    qtbot.keyClick(w.view, KEY.Key_Escape)
    assert told(w.view) == "The card table"


def test_the_trick_and_the_score_are_told_when_they_change(qtbot, window, announced):
    w = window
    c = start_piquet(w, seed=7)
    drive_until(qtbot, c, lambda: c.waiting_for_human and
                type(c.state.legal_actions()[0]) is Play, random.Random(3))
    before = told(w.view, Text.Description)
    announced.clear()
    w.view.setFocus()
    trick = c.state.observation(0).trick
    # play the card under the cursor with the keyboard, a legal one
    legal = w.presenter.playable_cards()
    qtbot.keyClick(w.view, KEY.Key_Right)
    while w.view.cursor_card() not in legal:
        qtbot.keyClick(w.view, KEY.Key_Right)
    card = w.view.cursor_card()
    qtbot.keyClick(w.view, KEY.Key_Return)
    qtbot.waitUntil(lambda: card_long_name(card) in told(w.view, Text.Description)
                    or c.state.observation(0).trick is None, timeout=10000)
    words = told(w.view, Text.Description)
    assert words != before and words.startswith(("The trick: ", "No trick on the table."))
    if trick is None or not trick.cards:
        assert f"You led the {card_long_name(card)}" in words or \
            words.startswith("No trick")
    assert (w.view, Ev.DescriptionChanged) in announced
    score = told(w.side.score, Text.Description)
    assert told(w.side.score) == "Score" and "You" in score and "Computer" in score
    assert "<" not in score                        # words, not markup
    assert told(w.marker, Text.Description) == score


def test_the_meld_boards_are_told_by_their_combinations(qtbot, window):
    w = window
    # a game may end with nothing melded: then the next seed's game is dealt
    for seed in range(3, 8):
        c = w.start(new_game("rubicon-bezique", "rubicon", seats=["You", "Computer"],
                             seed=seed), 0, "random")
        drive_until(qtbot, c, lambda: c.waiting_for_human and any(
            isinstance(e.payload, Melded) for e in c.state.deals[-1].events),
            random.Random(2), timeout=60000)
        if not c.over:
            break
    qtbot.keyClick(w.view, KEY.Key_Left)          # a key: the words are the table's now
    words = told(w.view, Text.Description)
    assert "Your meld board" in words and "Computer's meld board" in words
    melded = [e for e in c.state.deals[-1].events if isinstance(e.payload, Melded)][0]
    laid = card_long_name(melded.cards[0])
    assert laid in words and "Declared: " in words
