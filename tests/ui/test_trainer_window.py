"""The discard practice window, headless: deal, pick by clicking, analyse, history."""
import pytest

pytest.importorskip("pyqtgraph")

from parlour.engine.cards import parse_cards  # noqa: E402
from parlour.trainer.history import load_history  # noqa: E402
from parlour.ui.qt import QtCore  # noqa: E402
from parlour.ui.trainer import TrainerWindow  # noqa: E402

HAND = parse_cards("AH KH QH JH 9H AC KC 8C AD 7D 8S 9S")


@pytest.fixture
def window(qtbot, tmp_path):
    w = TrainerWindow(seed=3, budget=0.3, history_path=tmp_path / "history.json")
    qtbot.addWidget(w)
    w.show()
    return w


def test_deal_gives_twelve_cards_and_nothing_chosen(window):
    assert len(window.hand) == 12 and len(set(window.hand)) == 12
    assert not window.hand_view.chosen
    assert not window.analyse_button.isEnabled()      # elder must discard at least one


def test_clicking_a_card_chooses_it_and_again_puts_it_back(window, qtbot):
    window.deal(HAND)
    view = window.hand_view
    item = view.items[parse_cards("8S")[0]]
    centre = view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(view.viewport(), QtCore.Qt.MouseButton.LeftButton, pos=centre)
    assert view.chosen == {parse_cards("8S")[0]}
    assert window.analyse_button.isEnabled()
    qtbot.mouseClick(view.viewport(), QtCore.Qt.MouseButton.LeftButton, pos=centre)
    assert not view.chosen


def test_too_many_cards_cannot_be_submitted(window):
    window.deal(HAND)
    window.choose(HAND[:6])
    assert not window.analyse_button.isEnabled()


def test_analysis_ranks_the_choice_and_records_the_history(window, qtbot, tmp_path):
    window.deal(HAND)
    window.seat_box.setCurrentIndex(1)                 # younger: 0 to 3 cards
    choice = parse_cards("8S 9S 7D")
    window.choose(choice)
    with qtbot.waitSignal(window.analysed, timeout=60000):
        window.submit()
    result = window.result
    assert len(result["options"]) == 299
    mine = window.chosen_index()
    assert result["options"][mine]["ev_basis"] == "playout"
    assert "ranks" in window.status.text()
    assert window.table.rowCount() == 299
    assert window.table.item(mine, 6).text() == "yours"
    assert window.explanation.text().startswith("Best: throw")
    hands, notice = load_history(tmp_path / "history.json")
    assert notice is None and len(hands) == 1
    assert hands[0]["chosen"] == ["8S", "9S", "7D"] and hands[0]["cost"] >= 0


def test_a_new_deal_makes_a_running_analysis_stale(window, qtbot):
    window.deal(HAND)
    window.seat_box.setCurrentIndex(1)
    window.choose(parse_cards("8S"))
    window.submit()
    stale = window.ticket
    window.deal()
    assert window.ticket != stale
    window._on_result(stale, {"options": []})            # must be ignored
    assert window.result is None
    window.pool.waitForDone(60000)


def test_dragging_a_card_up_discards_it_and_down_keeps_it(window, qtbot):
    window.deal(HAND)
    view = window.hand_view
    card = parse_cards("9S")[0]
    item = view.items[card]
    start = view.mapFromScene(item.sceneBoundingRect().center())
    up = start - QtCore.QPoint(0, int(item.height))
    vp = view.viewport()
    qtbot.mousePress(vp, QtCore.Qt.MouseButton.LeftButton, pos=start)
    for k in range(1, 6):
        qtbot.mouseMove(vp, start + (up - start) * k / 5)
    qtbot.mouseRelease(vp, QtCore.Qt.MouseButton.LeftButton, pos=up)
    assert view.chosen == {card}
    assert item.pos() == view.slots[card]
    start = view.mapFromScene(item.sceneBoundingRect().center())
    down = start + QtCore.QPoint(0, int(item.height * 0.6))
    qtbot.mousePress(vp, QtCore.Qt.MouseButton.LeftButton, pos=start)
    for k in range(1, 6):
        qtbot.mouseMove(vp, start + (down - start) * k / 5)
    qtbot.mouseRelease(vp, QtCore.Qt.MouseButton.LeftButton, pos=down)
    assert not view.chosen


def test_closing_the_window_during_an_analysis_is_harmless(qtbot, tmp_path):
    w = TrainerWindow(seed=5, budget=0.3, history_path=tmp_path / "h.json")
    w.deal(HAND)
    w.seat_box.setCurrentIndex(1)
    w.choose(parse_cards("8S 9S"))
    w.submit()
    w.close()
    w.deleteLater()                # the pool, its child, waits for the job as it goes
    qtbot.wait(100)
    qtbot.wait(100)                # the late answer finds no window and is dropped


def test_the_deal_button_deals_again_and_again_in_either_seat(window, qtbot):
    """The button's clicked(bool) once reached deal() as its cards: only one hand ever."""
    hands = [list(window.hand)]
    for seat in (0, 1, 1):
        window.seat_box.setCurrentIndex(seat)
        qtbot.mouseClick(window.deal_button, QtCore.Qt.MouseButton.LeftButton)
        assert len(window.hand) == 12 and len(set(window.hand)) == 12
        hands.append(list(window.hand))
    assert len({tuple(h) for h in hands}) == len(hands)
