"""Playing with the mouse and the keyboard: a real drag onto the table plays a card; an
illegal drop slides back with a reason; arrows and Enter play; undo takes back."""
import random

from PySide6.QtTest import QTest

from parlour.ui.binding.qt import QtCore

from piquet_driver import drive_until, start_at_your_exchange, start_piquet
from parlour.engine.actions import Exchange, Play

Qt = QtCore.Qt


def human_to_play(c) -> bool:
    return c.waiting_for_human and type(c.state.legal_actions()[0]) is Play


def must_follow_with_a_choice_refused(c) -> bool:
    if not human_to_play(c):
        return False
    legal = {a.card for a in c.state.legal_actions()}
    return len(legal) < c.state.hands[0].bit_count()


def viewport_point(w, scene_point):
    return w.view.mapFromScene(scene_point)


def visible_part(item):
    """A point of a card in a fan that the next card does not cover: near its index."""
    return item.mapToScene(QtCore.QPointF(item.width * 0.2, item.height * 0.5))


def drag(w, card, to_scene):
    item = w.scene.item_of(card)
    start = viewport_point(w, visible_part(item))
    end = viewport_point(w, to_scene)
    vp = w.view.viewport()
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    steps = 8
    for i in range(1, steps + 1):
        p = start + (end - start) * (i / steps)
        QTest.mouseMove(vp, p, 5)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    return item


def drop_a_discard_on_the_pile(qtbot, w):
    """A Piquet exchange reached (seeded), and the third card of the hand dragged onto the
    discard pile by the mouse: (controller, card)."""
    c = start_at_your_exchange(qtbot, w)
    card = w.view.hand_cards()[2]
    r = w.scene.geometry.discard_area(True)
    drag(w, card, QtCore.QPointF(r.x + r.w / 2, r.y + r.h / 2))
    qtbot.waitUntil(lambda: card in w.presenter.selected, timeout=3000)
    qtbot.wait(50)
    return c, card


def trick_centre(w):
    r = w.scene.geometry.trick_area()
    return QtCore.QPointF(r.x + r.w / 2, r.y + r.h / 2)


def test_a_real_mouse_drag_onto_the_table_plays_the_card(qtbot, window):
    w = window
    c = start_piquet(w, seed=31)
    drive_until(qtbot, c, lambda: human_to_play(c), random.Random(2))
    card = c.state.legal_actions()[0].card
    assert w.scene.item_of(card).draggable and w.scene.item_of(card).highlighted
    n = len(c.state.history)
    drag(w, card, trick_centre(w))
    qtbot.waitUntil(lambda: len(c.state.history) > n, timeout=3000)
    played = c.state.history[n]
    assert played == Play(0, card)


def a_card_you_may_not_play(qtbot, w):
    """A Piquet game played to where you must follow suit and may not play every card
    (the first of seeds 40 to 79 to get there): its controller and a card of your hand
    the rules refuse."""
    for seed in range(40, 80):
        c = start_piquet(w, seed=seed)
        drive_until(qtbot, c, lambda: must_follow_with_a_choice_refused(c), random.Random(seed))
        if not c.over:
            break
    legal = {a.card for a in c.state.legal_actions()}
    hand = [x for x in range(32) if c.state.hands[0] >> x & 1]
    return c, next(x for x in hand if x not in legal)


def test_an_illegal_drop_slides_back_with_a_reason(qtbot, window):
    w = window
    c, wrong = a_card_you_may_not_play(qtbot, w)
    item = w.scene.item_of(wrong)
    assert item.draggable and not item.highlighted    # may be tried, is not suggested
    home = QtCore.QPointF(item.pos())
    n = len(c.state.history)
    drag(w, wrong, trick_centre(w))
    qtbot.waitUntil(lambda: not item.is_moving(), timeout=2000)
    assert len(c.state.history) == n
    assert item.pos() == home
    assert "follow suit" in w.statusBar().currentMessage()


def test_a_click_on_a_card_that_may_not_be_played_says_why(qtbot, window):
    w = window
    c, wrong = a_card_you_may_not_play(qtbot, w)
    n = len(c.state.history)
    qtbot.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=viewport_point(w, visible_part(w.scene.item_of(wrong))))
    assert len(c.state.history) == n
    assert w.statusBar().currentMessage()


def play_by_arrows_and_return(qtbot, w, seed=12):
    """A Piquet deal on the table up to your play, a legal card reached by Right and
    played by Return; the controller, the card and the history's length before it."""
    c = start_piquet(w, seed=seed)
    drive_until(qtbot, c, lambda: human_to_play(c), random.Random(3))
    legal = {a.card for a in c.state.legal_actions()}
    w.view.setFocus()
    n = len(c.state.history)
    for _ in range(13):
        QTest.keyClick(w.view, Qt.Key.Key_Right)
        if w.view.cursor_card() in legal:
            break
    card = w.view.cursor_card()
    QTest.keyClick(w.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(c.state.history) > n, timeout=3000)
    return c, card, n


def test_arrows_and_enter_play_a_card(qtbot, window):
    c, card, n = play_by_arrows_and_return(qtbot, window)
    assert c.state.history[n].card == card


def test_the_exchange_by_clicks_and_the_button(qtbot, window):
    w = window
    c = start_at_your_exchange(qtbot, w)
    hand = w.view.hand_cards()
    for card in hand[:3]:
        qtbot.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton,
                         pos=viewport_point(w, visible_part(w.scene.item_of(card))))
    assert w.presenter.selected == set(hand[:3])
    assert all(w.scene.item_of(x).selected for x in hand[:3])
    button = w.side.choice.buttons[0]
    assert button.isEnabled() and "3" in button.text()
    n = len(c.state.history)
    button.click()
    qtbot.waitUntil(lambda: len(c.state.history) > n, timeout=3000)
    done = c.state.history[n]
    assert type(done) is Exchange and set(done.cards) == set(hand[:3])


def test_undo_takes_back_to_the_humans_turn_and_marks_the_game_assisted(qtbot, window):
    w = window
    c = start_piquet(w, seed=17)
    rng = random.Random(5)
    drive_until(qtbot, c, lambda: human_to_play(c), rng)
    before = c.state.observation(0)
    n = len(c.state.history)
    assert c.submit(c.state.legal_actions()[0]) is None
    qtbot.waitUntil(lambda: c.waiting_for_human or c.over, timeout=5000)
    assert not c.assisted
    assert c.undo()
    assert len(c.state.history) == n and c.assisted
    assert c.state.observation(0) == before
    qtbot.waitUntil(lambda: c.waiting_for_human, timeout=3000)


def test_a_legal_card_dropped_off_the_table_area_comes_back(qtbot, window):
    w = window
    c = start_piquet(w, seed=31)
    drive_until(qtbot, c, lambda: human_to_play(c), random.Random(2))
    card = c.state.legal_actions()[0].card
    item = w.scene.item_of(card)
    home = QtCore.QPointF(item.pos())
    n = len(c.state.history)
    drag(w, card, QtCore.QPointF(home.x() + 5, home.y() - 40))
    assert len(c.state.history) == n and item.pos() == home
    assert "middle of the table" in w.statusBar().currentMessage()


def test_the_ring_does_not_slide_onto_another_card_when_the_ringed_one_is_played(qtbot,
                                                                                  window):
    """Issue 28 item 5: the keyboard's ring stayed at its place as the hand shrank, so
    after a card was played by Return it lay on another card, like a hint."""
    w = window
    c, _card, _n = play_by_arrows_and_return(qtbot, w)
    drive_until(qtbot, c, lambda: human_to_play(c), random.Random(3))
    qtbot.wait(50)
    assert w.view.cursor_card() is None
    assert not any(item.focus_mark for item in w.scene.items_shown)
    QTest.keyClick(w.view, Qt.Key.Key_Right)            # the arrows take it up again
    assert w.view.cursor_card() == w.view.hand_cards()[0]


def test_a_card_dropped_on_the_discard_pile_stays_there_and_a_click_takes_it_back(qtbot,
                                                                                   window):
    """Issue 28 item 6: a card dragged to the discard pile sprang back into the hand,
    raised, instead of lying where it was dropped."""
    w = window
    c, card = drop_a_discard_on_the_pile(qtbot, w)
    assert card in w.scene.cards_in("chosen_discard")       # on the pile, chosen still
    assert card not in w.view.hand_cards()
    item = w.scene.item_of(card)
    assert not item.selected                 # lying on the pile: not raised above it
    qtbot.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=viewport_point(w, visible_part(item)))
    qtbot.waitUntil(lambda: card not in w.presenter.selected, timeout=3000)
    qtbot.wait(50)
    assert card in w.view.hand_cards() and card not in w.scene.cards_in("chosen_discard")
    n = len(c.state.history)
    r = w.scene.geometry.discard_area(True)
    drag(w, card, QtCore.QPointF(r.x + r.w / 2, r.y + r.h / 2))   # laid again, then taken
    qtbot.waitUntil(lambda: card in w.presenter.selected, timeout=3000)
    w.side.choice.buttons[0].click()
    qtbot.waitUntil(lambda: len(c.state.history) > n, timeout=3000)
    assert c.state.history[n] == Exchange(0, (card,)) or card in c.state.history[n].cards
