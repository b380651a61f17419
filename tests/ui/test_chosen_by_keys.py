"""Issue 28: the arrow keys never reached a card lying on the table chosen (dropped on
the meld board, under "Chosen to meld", or on the discard pile).  They reach it after
the hand, and Return or Space takes it back, as a click does.  Real drags and keys."""
from __future__ import annotations


from PySide6.QtTest import QTest

from parlour.ui.binding.qt import QtCore

from test_melding_table import drop_one_card_to_meld
from test_table_input import drop_a_discard_on_the_pile

Qt = QtCore.Qt


def walk_to(w, zone: str, card) -> None:
    """Right arrow until the ring is on ``card`` in ``zone`` (each place once at most)."""
    for _ in range(len(w.view.reachable()) + 1):
        QTest.keyClick(w.view, Qt.Key.Key_Right)
        if w.view.cursor_place() == (zone, card):
            return
    raise AssertionError(f"the arrows never reached {card} in {zone}: {w.view.reachable()}")


def test_the_arrows_reach_a_card_chosen_to_meld_and_return_takes_it_back(qtbot, window):
    w = window
    c, meld, n, _ = drop_one_card_to_meld(qtbot, w)
    first = meld.cards[0]
    key = next(s.key for s in w.scene.slots if s.zone == "chosen_bottom")
    assert key.card == first
    w.view.setFocus()
    walk_to(w, "chosen_bottom", key)
    ringed = [item for item in w.scene.items_shown if item.focus_mark]
    assert len(ringed) == 1 and ringed[0] is w.scene.item_with(key)    # the ring shows it
    QTest.keyClick(w.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not w.presenter.chosen, timeout=3000)
    qtbot.wait(50)
    assert first in w.view.hand_cards()                   # back in the hand
    assert "chosen_bottom" not in w.scene.caption_spec
    assert len(c.state.history) == n                      # taken back: nothing melded


def test_the_arrows_reach_a_discard_dropped_on_the_pile_and_space_takes_it_back(
        qtbot, window):
    w = window
    c, card = drop_a_discard_on_the_pile(qtbot, w)
    assert "discard_hint" not in w.scene.caption_spec    # not written across the card
    n = len(c.state.history)
    w.view.setFocus()
    walk_to(w, "chosen_discard", card)
    assert w.scene.item_of(card).focus_mark
    QTest.keyClick(w.view, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: card not in w.presenter.selected, timeout=3000)
    qtbot.wait(50)
    assert card in w.view.hand_cards() and card not in w.scene.cards_in("chosen_discard")
    assert len(c.state.history) == n                      # nothing exchanged yet
    assert "discard_hint" in w.scene.caption_spec        # the bare pile says so again
