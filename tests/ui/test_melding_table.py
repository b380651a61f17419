"""The melding table: Rubicon Bézique, Chinese Bézique and Binocle played through the
window's controller; melding by a real mouse drag; refusals explained; the lone pass
made for the player."""
from __future__ import annotations

import random

import pytest

from parlour.engine.games import new_game
from parlour.ui.melding.presenter import MeldingPresenter

from piquet_driver import at_random, make_window
from parlour.engine.actions import CarteBlanche, Dix, Meld, Pass, Play


def start(window, game, variant, seed, human=0, options=None):
    state = new_game(game, variant, options or {}, seats=["You", "Computer"], seed=seed)
    return window.start(state, human, "random")


def human_choice(controller, rng):
    legal = controller.state.legal_actions()
    melds = [a for a in legal if type(a) in (Meld, Dix, CarteBlanche)]
    return at_random(rng, legal, melds, 0.8)


def drive(qtbot, window, c, rng, stop=lambda: False, timeout=60000):
    def step():
        if c.over or stop():
            return True
        if c.waiting_for_human and not c.busy:
            assert c.submit(human_choice(c, rng)) is None
        return False
    qtbot.waitUntil(step, timeout=timeout)


@pytest.mark.parametrize("game,variant", [("rubicon-bezique", "rubicon"),
                                          ("binocle", "48"),
                                          ("chinese-bezique", "chinese")])
@pytest.mark.slow
def test_a_whole_game_through_the_controller(qtbot, tmp_path, monkeypatch, game, variant):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot)
    c = start(w, game, variant, seed=11)
    assert isinstance(w.presenter, MeldingPresenter)
    rng = random.Random(2)
    seen_board = []

    def look():
        seen_board.append(len(w.scene.cards_in("board_bottom")) + len(w.scene.cards_in("board_top")))
        return False
    drive(qtbot, w, c, rng, stop=look, timeout=120000)
    assert c.over and c.state.result() is not None
    assert max(seen_board) > 0                      # melds lay on the boards


def test_the_lone_pass_is_made_for_the_player(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot)
    c = start(w, "rubicon-bezique", "rubicon", seed=4)
    rng = random.Random(5)
    asked = []
    w.controller.your_turn.connect(lambda legal: asked.append(legal))
    drive(qtbot, w, c, rng, stop=lambda: len(c.state.history) > 80)
    lone = [legal for legal in asked if len(legal) == 1 and type(legal[0]) is Pass]
    human_passes = [a for a in c.state.history if type(a) is Pass and a.seat == 0]
    assert lone and human_passes                     # asked, and answered by itself



def hand_item(w, card):
    for item, slot in w.scene.slot_of.items():
        if slot.zone == "hand_bottom" and slot.card == card:
            return item
    return None


def drag_item(w, item, to_scene):
    from PySide6.QtTest import QTest
    from parlour.ui.binding.qt import QtCore
    Qt = QtCore.Qt
    start = w.view.mapFromScene(item.mapToScene(QtCore.QPointF(item.width * 0.2,
                                                               item.height * 0.5)))
    end = w.view.mapFromScene(to_scene)
    vp = w.view.viewport()
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for i in range(1, 9):
        QTest.mouseMove(vp, start + (end - start) * (i / 8), 5)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


def meld_from_hand(c):
    """A legal meld all of whose cards are in the hand and none on the board."""
    if not c.waiting_for_human:
        return None
    o = c.state.observation(0)
    hand, board = o.hand, o.tables[0]
    for a in c.state.legal_actions():
        if type(a) is Meld and len(set(a.cards)) == len(a.cards) and \
                all(x in hand and x not in board for x in a.cards):
            return a
    return None


def until_you_may_meld(qtbot, window, ready, seed=8):
    """A Rubicon game on the table played at random until ``ready(controller)`` while
    you are to act.  A game may end without it: then the next seed's game is dealt."""
    rng = random.Random(1)
    for seed in range(seed, seed + 5):
        c = start(window, "rubicon-bezique", "rubicon", seed=seed)

        def step():
            if c.over:
                return True
            if not c.waiting_for_human or c.busy:
                return False
            if ready(c):
                return True
            c.submit(at_random(rng, [a for a in c.state.legal_actions() if type(a) is not Meld]))
            return False
        qtbot.waitUntil(step, timeout=60000)
        if not c.over:
            return c
    raise AssertionError("five games without the meld wanted")


def board_centre(w):
    """The middle of your meld board, where a card is dropped to meld (scene point)."""
    from parlour.ui.binding.qt import QtCore
    area = w.scene.geometry.board_area(True)
    return QtCore.QPointF(area.x + area.w / 2, area.y + area.h / 2)


def drop_one_card_to_meld(qtbot, w):
    """A Rubicon game played until a meld may be made from the hand, and the meld's first
    card dragged from the hand onto your board, lying there chosen.  Returns the
    controller, the meld, the history's length before the drop and the card's item."""
    c = until_you_may_meld(qtbot, w, lambda c: meld_from_hand(c) is not None)
    meld = meld_from_hand(c)
    n = len(c.state.history)
    item = hand_item(w, meld.cards[0])
    drag_item(w, item, board_centre(w))
    qtbot.waitUntil(lambda: bool(w.presenter.chosen), timeout=3000)
    qtbot.wait(50)
    return c, meld, n, item


def test_a_meld_made_by_dragging_cards_onto_the_board(qtbot, tmp_path, monkeypatch):
    from parlour.ui.binding.qt import QtCore
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot)
    c = until_you_may_meld(qtbot, w, lambda c: meld_from_hand(c) is not None)
    meld = meld_from_hand(c)
    assert meld is not None
    n = len(c.state.history)
    area = w.scene.geometry.board_area(True)
    target = QtCore.QPointF(area.x + area.w / 2, area.y + area.h / 2)
    for card in meld.cards:
        assert len(c.state.history) == n              # nothing melded before the last card
        drag_item(w, hand_item(w, card), target)
    qtbot.waitUntil(lambda: len(c.state.history) > n, timeout=3000)
    done = c.state.history[n]
    assert type(done) is Meld and sorted(done.cards) == sorted(meld.cards)
    qtbot.waitUntil(lambda: len(w.scene.cards_in("board_bottom")) >= len(meld.cards)
                    or c.state.observation(0).tables[0] == (), timeout=3000)


def test_a_refused_meld_is_explained(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot)
    c = until_you_may_meld(
        qtbot, w, lambda c: any(type(a) is Meld for a in c.state.legal_actions()))
    presenter = w.presenter
    hand = presenter.hand_keys
    two = [k for k in hand if k.card & 7 in (0, 1)][:2] or hand[:2]   # sevens/eights: no meld
    presenter.chosen = [("hand_bottom", k) for k in two]
    out = presenter.chosen_meld(c.state)
    assert isinstance(out, str)
    assert "fresh card" in presenter.refusal and "no combination" in presenter.refusal


def replayed_example(actions: int):
    """The Rubicon example of docs/records-bezique.md, up to ``actions`` actions."""
    import json
    import re
    from pathlib import Path
    from parlour.engine import records
    doc = Path(__file__).resolve().parents[2] / "docs" / "records-bezique.md"
    rec = json.loads(re.search(r"```json\n(.*?)```", doc.read_text(), re.S).group(1))
    rec["deals"][0]["actions"] = rec["deals"][0]["actions"][:actions]
    rec["result"] = {}
    return records.replay(rec)


def test_the_board_groups_declarations_and_shows_what_is_carried(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot, autosave=False)
    c = w.start(replayed_example(11), 0, "random")
    qtbot.waitUntil(lambda: c.waiting_for_human, timeout=5000)
    caps = {k: v[0] for k, v in w.scene.caption_spec.items()}
    # the King of hearts played from the four Kings broke them: the three Kings left
    # are cards on the table, no longer "Four Kings 80"
    assert caps["board_bottom_0"] == "Double bézique 500"
    assert caps["board_bottom_1"] == "on the table"
    assert "Four Kings 80" not in caps.values()
    assert caps["board_bottom_carried"] == "Still to score:\nMarriage ♠\nMarriage ♠"
    assert len(w.scene.cards_in("board_bottom")) == len(c.state.observation(0).tables[0])
    # the talon counter reads the stock
    counter = w.presenter.counter
    assert counter is not None and counter.scene() is w.scene
    assert counter.text().startswith(f"{c.state.observation(0).stock} in the stock")


def test_a_melded_card_is_played_from_the_board_by_dragging(qtbot, tmp_path, monkeypatch):
    from parlour.engine.cards import parse_card
    from parlour.ui.binding.qt import QtCore
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot, autosave=False)
    c = w.start(replayed_example(11), 0, "random")
    qtbot.waitUntil(lambda: c.waiting_for_human, timeout=5000)
    king = parse_card("KD")                      # on the board only (four Kings)
    item = next(i for i, s in w.scene.slot_of.items()
                if s.zone == "board_bottom" and s.card == king)
    r = w.scene.geometry.trick_area()
    n = len(c.state.history)
    drag_item(w, item, QtCore.QPointF(r.x + r.w / 2, r.y + r.h / 2))
    qtbot.waitUntil(lambda: len(c.state.history) > n, timeout=3000)
    assert type(c.state.history[n]) is Play and c.state.history[n].card == king
    assert king not in c.state.observation(0).tables[0]


def test_talon_arithmetic():
    from parlour.ui.table.talon_counter import draws_left, pile_depth
    assert pile_depth(0) == 0 and pile_depth(1) == 1 and pile_depth(110) == 14
    assert pile_depth(40) == 5
    assert draws_left(110) == 55 and draws_left(23, turnup=True) == 12


def test_the_talon_counter_marks_the_last_twelve_in_binocle():
    from parlour.engine.games import new_game
    from parlour.ui.melding.presenter import MeldingPresenter
    for game, variant, options, last in [("binocle", "48", None, 12), ("binocle", "64", None, 12),
                                         ("rubicon-bezique", "rubicon", None, 9),
                                         ("chinese-bezique", "chinese", None, 9),
                                         ("chinese-bezique", "chinese", {"chinese_hand_size": 12}, 12)]:
        view = MeldingPresenter(new_game(game, variant, options, seed=1), 0, 0)
        assert view.last == last, (game, variant, options)


def test_the_trailing_human_is_asked_about_brisques_knowing_how_many_he_took(
        qtbot, tmp_path, monkeypatch):
    """rules/SUPPLEMENT.md, brisque_count on_demand: "In the window a trailing human is
    asked whether to count, and told how many brisques he took." """
    from parlour.engine.bezique import RubiconBeziqueState
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    # seed 3: the human trails at the end (since the cut for the first deal)
    s, rng = RubiconBeziqueState(seats=["You", "Computer"], seed=3), random.Random(3)
    while not s.is_over() and s.phase != "count":
        acts = s.legal_actions()
        melds = [a for a in acts if type(a) is Meld]
        s.apply(max(melds, key=lambda a: len(a.cards)) if melds else rng.choice(acts))
    assert s.current_player() == 0 and s.points == [70, 180]
    w = make_window(qtbot)
    c = w.start(s, 0, "random")
    qtbot.waitUntil(lambda: c.waiting_for_human, timeout=10000)
    title, question, answers, enabled = w.presenter.choices(c.state)
    assert title == "Brisques" and f"You took {s.brisques[0]} brisques" in question
    words = [a[0] for a in answers]
    assert words == ["&Count the brisques", "&Do not count"]
    declined = answers[1][1]
    assert c.submit(declined) is None
    qtbot.waitUntil(lambda: c.over, timeout=10000)
    assert not c.state.result().ending.counted
