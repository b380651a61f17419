"""Keyboard play: the meld board reachable by arrows, Return answering the
declarations, Enter after a hint taking the hinted exchange."""
from __future__ import annotations

import random

from PySide6.QtTest import QTest

from parlour.engine.cards import parse_card
from PySide6.QtCore import Qt

from piquet_driver import drive_until, make_window, start_at_your_exchange, start_piquet
from test_melding_table import replayed_example
from parlour.engine.actions import Declare, Exchange, Play


def test_arrows_reach_the_cards_on_your_own_meld_board_and_enter_plays_one(qtbot, tmp_path,
                                                                         monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot, autosave=False)
    c = w.start(replayed_example(11), 0, "random")
    qtbot.waitUntil(lambda: c.waiting_for_human, timeout=5000)
    king = parse_card("KD")                      # on the board only (four Kings)

    def on_king(place):                          # the key: the card and its copy
        return place is not None and place[0] == "board_bottom" and place[1].card == king
    w.view.setFocus()
    for _ in range(len(w.view.reachable()) + 1):
        QTest.keyClick(w.view, Qt.Key.Key_Right)
        if on_king(w.view.cursor_place()):
            break
    assert on_king(w.view.cursor_place())
    marked = [i for i in w.scene.items_shown if i.focus_mark]
    assert len(marked) == 1 and w.scene.slot_of[marked[0]].zone == "board_bottom"
    n = len(c.state.history)
    QTest.keyClick(w.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(c.state.history) > n, timeout=3000)
    assert type(c.state.history[n]) is Play and c.state.history[n].card == king
    # no ring stays on the card now in the trick (nor on any card that left the hand)
    qtbot.wait(50)
    assert all(w.scene.slot_of[i].zone in ("hand_bottom", "board_bottom")
               for i in w.scene.items_shown if i.focus_mark)


def _declaring_with_a_choice(c):
    legal = c.state.legal_actions()
    return c.waiting_for_human and len(legal) > 1 and type(legal[0]) is Declare


def test_return_during_the_declarations_gives_the_default_answer(qtbot, window):
    w = window
    for seed in range(7, 40):
        c = start_piquet(w, seed=seed)
        drive_until(qtbot, c, lambda: _declaring_with_a_choice(c) or
                    (c.state.legal_actions() and type(c.state.legal_actions()[0]) is Play),
                    random.Random(seed))
        if _declaring_with_a_choice(c):
            break
    assert _declaring_with_a_choice(c)
    default = c.state.legal_actions()[0]
    w.view.setFocus()
    QTest.keyClick(w.view, Qt.Key.Key_Right)          # the cursor is on a card
    assert w.view.cursor_card() is not None
    n = len(c.state.history)
    QTest.keyClick(w.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(c.state.history) > n, timeout=3000)
    assert c.state.history[n] == default


def test_enter_after_a_hint_in_the_exchange_takes_the_hinted_cards(qtbot, window):
    w = window
    c = start_at_your_exchange(qtbot, w)
    w.view.setFocus()
    QTest.keyClick(w.view, Qt.Key.Key_Right)          # the cursor rests on a card
    with qtbot.waitSignal(c.hinted, timeout=30000) as hinted:
        w.hint()
    hint = hinted.args[0]
    assert w.presenter.selected == set(hint.cards)
    n = len(c.state.history)
    QTest.keyClick(w.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(c.state.history) > n, timeout=3000)
    assert type(c.state.history[n]) is Exchange
    assert set(c.state.history[n].cards) == set(hint.cards)


def test_the_cards_drawn_in_the_exchange_are_marked_until_your_next_move(qtbot, window):
    w = window
    c = start_at_your_exchange(qtbot, w)
    before = set(w.view.hand_cards())
    action = c.state.sample_action(random.Random(1))
    assert c.submit(action) is None
    qtbot.waitUntil(lambda: c.waiting_for_human or c.busy is False, timeout=5000)
    qtbot.wait(50)
    drawn = set(w.view.hand_cards()) - (before - set(action.cards))
    marked = {w.scene.slot_of[i].card for i in w.scene.items_shown if i.fresh}
    assert drawn and marked == drawn
    drive_until(qtbot, c, lambda: any(a.seat == 0 for a in c.state.history[-1:]) and
                type(c.state.history[-1]) is not Exchange, random.Random(2))
    qtbot.wait(50)
    assert not any(i.fresh for i in w.scene.items_shown)


def test_a_new_deal_starts_with_no_card_under_the_cursor(qtbot, tmp_path, monkeypatch):
    """Seen in the screenshot walk: the ring the play hint put on a card of one deal
    stayed on the second card of the next deal's hand, a stray focus rectangle."""
    import random as _random
    from piquet_driver import drive_until, make_window, start_piquet
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot)
    c = start_piquet(w, seed=7)
    rng = _random.Random(1)
    drive_until(qtbot, c, lambda: c.waiting_for_human and
                type(c.state.legal_actions()[0]) is Play, rng, timeout=60000)
    w.view.put_cursor_on(w.view.hand_cards()[1])
    assert w.view.cursor_card() is not None
    said = w.statusBar().currentMessage()
    assert said.startswith("Your ")                     # "Your lead…" / "Your play…"
    drive_until(qtbot, c, lambda: len(c.state.deals) == 2 and c.waiting_for_human, rng,
                timeout=60000)
    assert w.view.cursor_card() is None
    assert not any(item.focus_mark for item in w.scene.items_shown)
    # the exchange of the new deal: what was said for the play is not left standing
    assert not w.statusBar().currentMessage().startswith(("Your lead", "Your play"))


def test_a_new_game_starts_with_no_card_under_the_cursor(qtbot, window):
    from piquet_driver import start_piquet
    w = window
    start_piquet(w, seed=7)
    w.view.put_cursor_on(w.view.hand_cards()[1])
    assert w.view.cursor_card() is not None
    start_piquet(w, seed=8)
    assert w.view.cursor_card() is None


def test_a_hint_to_play_from_the_board_rings_that_card_and_return_plays_it(qtbot, tmp_path,
                                                                           monkeypatch):
    """Issue 28 item 5: a hint naming a card of your meld board left no card ringed and
    Return did nothing.  The hint is given as the computer gives it (its signal), the rest
    by keys."""
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot, autosave=False)
    c = w.start(replayed_example(11), 0, "random")
    qtbot.waitUntil(lambda: c.waiting_for_human, timeout=5000)
    king = parse_card("KD")                      # on the board only (four Kings)
    play = next(a for a in c.state.legal_actions() if type(a) is Play and a.card == king)
    c.hint_reason = ""
    c.hinted.emit(play)
    place = w.view.cursor_place()
    assert place is not None and place[0] == "board_bottom" and place[1].card == king
    marked = [i for i in w.scene.items_shown if i.focus_mark]
    assert len(marked) == 1 and w.scene.slot_of[marked[0]].zone == "board_bottom"
    w.view.setFocus()
    n = len(c.state.history)
    QTest.keyClick(w.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(c.state.history) > n, timeout=3000)
    assert c.state.history[n] == play


def test_in_the_meld_phase_return_presses_the_meld_button_and_space_picks_the_card(
        qtbot, tmp_path, monkeypatch):
    """Issue 28 item 5: after a trick won, Return with a card ringed toggled that card
    instead of pressing the highlighted meld button.  Return answers; Space picks."""
    from parlour.engine.actions import Meld
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot, autosave=False)
    c = w.start(replayed_example(2), 0, "random")
    qtbot.waitUntil(lambda: c.waiting_for_human, timeout=5000)
    assert any(type(a) is Meld for a in c.state.legal_actions())
    default = next(b for b in w.side.choice.buttons if b.isDefault())
    w.view.setFocus()
    QTest.keyClick(w.view, Qt.Key.Key_Right)
    ringed = w.view.cursor_card()
    assert ringed is not None
    QTest.keyClick(w.view, Qt.Key.Key_Space)            # Space picks the ringed card
    assert w.presenter.selected, "Space picks the card for a meld"
    QTest.keyClick(w.view, Qt.Key.Key_Space)            # and again puts it back
    n = len(c.state.history)
    chosen = []
    w.side.choice.chosen.connect(chosen.append)
    QTest.keyClick(w.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(c.state.history) > n, timeout=3000)
    assert chosen, default.text()                      # by the default button
    assert type(c.state.history[n]) is Meld


def test_the_just_drawn_mark_lies_where_the_fan_leaves_the_card_in_view(qtbot, window):
    """Issue 28 item 6: the mark sat in the top right corner, under the next card of the
    hand (1 drawn card in 5 showed it).  Every drawn card's mark is on top, seen."""
    from parlour.ui.table.card_item import CardItem
    w = window
    c = start_at_your_exchange(qtbot, w)
    hand = w.view.hand_cards()
    for card in hand[:4]:                               # four to throw, by clicks
        item = w.scene.item_of(card)
        at = w.view.mapFromScene(item.mapToScene(item.boundingRect().center().x() * 0.2,
                                                 item.boundingRect().height() * 0.5))
        qtbot.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton, pos=at)
    n = len(c.state.history)
    with qtbot.waitSignal(c.applied, timeout=5000):
        w.side.choice.buttons[0].click()
    qtbot.waitUntil(lambda: len(c.state.history) > n and not c.busy, timeout=5000)
    qtbot.wait(50)
    fresh = [i for i in w.scene.items_shown if i.fresh]
    assert fresh
    for item in fresh:
        spot = item.mapToScene(item.fresh_dot())
        top = next(i for i in w.scene.items(spot) if isinstance(i, CardItem))
        assert top is item, (w.scene.slot_of[item].card, w.scene.slot_of[top].card)
