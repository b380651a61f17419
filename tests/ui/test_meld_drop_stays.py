"""Issue 28 item 6: a card dropped on your meld board sprang back into the hand, raised;
now it lies on the board, chosen, until the meld is made or a click takes it back.
Driven by real drags and clicks on the window."""
from __future__ import annotations

from parlour.engine.actions import Meld
from parlour.ui.binding.qt import QtCore

from test_melding_table import board_centre, drag_item, drop_one_card_to_meld, hand_item

Qt = QtCore.Qt


def on_board(w, item) -> bool:
    area = w.scene.geometry.board_area(True)
    p = item.mapToScene(QtCore.QPointF(item.width / 2, item.height / 2))
    return area.contains(p.x(), p.y())


def test_a_card_dropped_on_the_board_lies_there_until_clicked_back(qtbot, window):
    w = window
    c, meld, n, item = drop_one_card_to_meld(qtbot, w)
    target = board_centre(w)
    first = meld.cards[0]
    assert len(c.state.history) == n                      # chosen, not yet melded
    # out of the hand (four packs: another copy of it may still be there)
    assert w.view.hand_cards().count(first) == c.state.observation(0).hand.count(first) - 1
    assert on_board(w, item)
    assert not item.selected                 # lying there says chosen: not raised above it
    assert w.scene.caption_spec["chosen_bottom"][0] == "Chosen to meld"
    # a click on it takes it back into the hand, not raised, without the drawn mark
    centre = item.mapToScene(QtCore.QPointF(item.width / 2, item.height / 2))
    qtbot.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=w.view.mapFromScene(centre))
    qtbot.waitUntil(lambda: not w.presenter.chosen, timeout=3000)
    qtbot.wait(50)
    item = hand_item(w, first)
    assert item is not None and not on_board(w, item)
    assert "chosen_bottom" not in w.scene.caption_spec
    assert not item.fresh
    # dropped again with the rest, the meld is made
    for card in meld.cards:
        drag_item(w, hand_item(w, card), target)
    qtbot.waitUntil(lambda: len(c.state.history) > n, timeout=3000)
    assert type(c.state.history[n]) is Meld
    assert sorted(c.state.history[n].cards) == sorted(meld.cards)
