"""Two-pack Bézique at the table: offered in the new-game dialog, played through the
melding view with the turn-up, the Seven of trumps choice (exchange or show), the meld
boards, the talon counter (the last eight tricks), the score marker, and a whole game
to 1000 through the controller with the human driven by a test player."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from parlour.engine.bezique.two_pack import TwoPackBeziqueState
from parlour.engine.cards import packs, parse_card, parse_cards
from parlour.engine.core import DealSetup
from parlour.engine.games import new_game
from parlour.ui.melding.presenter import MeldingPresenter

from piquet_driver import make_window, resume_in_new_window
from test_melding_table import drag_item, drive, hand_item, start
from parlour.engine.events import Drew
from parlour.engine.actions import Dix


def dix_deal(options=None):
    """You (seat 0) are the pone, leading the Ace of trumps with the Seven of trumps in
    hand and the King of trumps turned up: you win the trick and the dix is yours."""
    hands = [parse_cards("AH 7H QH 9S 10S JS QC 8C"), parse_cards("7D 8D 9D 10D JD QD KD 8S")]
    up = parse_card("KH")
    rest = Counter(packs(2)) - Counter(hands[0]) - Counter(hands[1]) - Counter([up])
    setup = DealSetup(1, hands, sorted(rest.elements()), up)
    return TwoPackBeziqueState(options=options, seats=["You", "Computer"], deals=[setup])


def test_the_new_game_dialog_offers_two_pack_bezique(qtbot):
    from parlour.ui.windows.new_game_dialog import NewGameChoice, NewGameDialog
    d = NewGameDialog(choice=NewGameChoice("bezique", "two-pack"))
    qtbot.addWidget(d)
    assert d.game.currentText() == "Bézique (two packs)"
    assert d.variant.currentText() == "two packs, eight cards each"
    assert {"game_points", "game_end", "double_game", "dix_on_play"} <= set(d.option_widgets)
    ends = d.option_widgets["game_end"]
    assert [ends.itemText(i) for i in range(ends.count())] == \
        ["at the end of the deal", "the moment it is reached"]
    ends.setCurrentIndex(1)
    c = d.choice()
    assert (c.game, c.variant, c.options) == ("bezique", "two-pack", {"game_end": "at_once"})


def test_the_dix_is_exchanged_for_the_turn_up_from_the_side_panel(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot, autosave=False)
    c = w.start(dix_deal(), 0, "random")
    qtbot.waitUntil(lambda: c.waiting_for_human and not c.busy, timeout=5000)
    presenter = w.presenter
    assert isinstance(presenter, MeldingPresenter) and presenter.last == 8
    assert [s.card for s in w.scene.slot_of.values() if s.zone == "turnup"] == [parse_card("KH")]
    assert w.scene.caption_spec["trump"][0] == "Trumps: hearts ♥"
    # 47 face down and the turn-up: 24 tricks with a draw, then the last eight
    assert presenter.counter.text() == "48 in the stock · 24 draws to the last 8"
    ace = parse_card("AH")
    assert c.submit(next(a for a in c.state.legal_actions() if a.cards == (ace,))) is None
    qtbot.waitUntil(lambda: c.waiting_for_human and not c.busy, timeout=5000)
    # the trick won: the Seven of trumps is to be scored, exchanged or shown
    words = [b.text() for b in w.side.choice.buttons]
    assert any(t.startswith("Exchange the dix for the turn-up") for t in words), words
    assert any(t.startswith("Show the dix") for t in words), words
    assert "Seven of trumps" in w.statusBar().currentMessage() or \
        "Seven of trumps" in presenter.status_text(c.state)
    button = next(b for b in w.side.choice.buttons if b.text().startswith("Exchange"))
    button.click()
    qtbot.waitUntil(lambda: any(type(a) is Dix for a in c.state.history), timeout=5000)
    assert c.state.points[0] == 10
    assert "You: 7♥ exchanged for K♥" in w.side.log.lines()      # cards as signs
    qtbot.waitUntil(lambda: [s.card for s in w.scene.slot_of.values()
                             if s.zone == "turnup"] == [parse_card("7H")], timeout=5000)
    # the King taken up makes the royal marriage with the Queen: offered at once
    qtbot.waitUntil(lambda: c.waiting_for_human and not c.busy, timeout=5000)
    words = [b.text() for b in w.side.choice.buttons]
    assert any("Royal marriage" in t for t in words), words


def test_the_marker_shows_the_running_total_of_the_game(qtbot, tmp_path, monkeypatch):
    from parlour.ui.table.score_markers import model
    assert model.marker_for("bezique", "book") == "counters"
    assert model.marker_for("bezique", "board") == "pullup"
    assert model.capacity(model.COUNTERS["bezique"]) >= 2000 + 1000   # past the game


@pytest.mark.slow
def test_a_whole_game_to_1000_through_the_controller(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot)
    c = start(w, "bezique", "two-pack", seed=21)
    presenter = w.presenter
    assert isinstance(presenter, MeldingPresenter) and presenter.two_pack
    rng = random.Random(3)
    seen = {"board": 0, "turnup": 0, "deals": 1, "dix": 0}

    def look():
        seen["board"] = max(seen["board"], len(w.scene.cards_in("board_bottom"))
                            + len(w.scene.cards_in("board_top")))
        seen["turnup"] += bool(w.scene.cards_in("turnup"))
        seen["deals"] = max(seen["deals"], len(c.state.deals))
        if c.waiting_for_human and any(type(a) is Dix for a in c.state.legal_actions()):
            seen["dix"] += 1
        return False
    drive(qtbot, w, c, rng, stop=look, timeout=180000)
    r = c.state.result()
    assert c.over and r is not None and max(r.totals) >= 1000
    assert seen["board"] > 0 and seen["turnup"] > 0 and seen["deals"] > 1
    # the marker ends on the game's totals
    item = w.marker.item
    assert item is not None
    bottom = presenter.bottom
    assert item.score(0) == r.totals[bottom] and item.score(1) == r.totals[1 - bottom]
    assert str(r.totals[r.winner]) in presenter.result_text(c.state, r)
    said = w.side.log.lines()
    assert any("brisques (" in line for line in said)             # counted at each deal's end
    assert any("turned up:" in line for line in said)


@pytest.mark.slow
def test_the_game_ended_at_once_on_the_table(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot)
    state = new_game("bezique", "two-pack", {"game_end": "at_once"},
                     seats=["You", "Computer"], seed=5)
    c = w.start(state, 0, "random")
    drive(qtbot, w, c, random.Random(4), timeout=180000)
    r = c.state.result()
    assert c.over and r.totals[r.winner] >= 1000 > r.totals[1 - r.winner]


@pytest.mark.slow
def test_a_game_saved_in_its_second_deal_resumes_and_plays_on(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot)
    c = start(w, "bezique", "two-pack", seed=8)
    drive(qtbot, w, c, random.Random(2),
          stop=lambda: len(c.state.deals) >= 2 and c.waiting_for_human)
    w2, c2, _ = resume_in_new_window(qtbot, c)
    drive(qtbot, w2, c2, random.Random(3), timeout=180000)   # later deals dealt afresh
    assert c2.over and max(c2.state.result().totals) >= 1000


def test_the_seven_dragged_onto_the_talon_is_exchanged(qtbot, tmp_path, monkeypatch):
    from parlour.ui.binding.qt import QtCore
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot, autosave=False)
    c = w.start(dix_deal(), 0, "random")
    qtbot.waitUntil(lambda: c.waiting_for_human and not c.busy, timeout=5000)
    ace = parse_card("AH")
    c.submit(next(a for a in c.state.legal_actions() if a.cards == (ace,)))
    qtbot.waitUntil(lambda: c.waiting_for_human and not c.busy, timeout=5000)
    area = w.presenter.drop_areas(w.scene.geometry)["turnup"]
    seven = hand_item(w, parse_card("7H"))
    drag_item(w, seven, QtCore.QPointF(area.x + area.w * 0.8, area.y + area.h / 2))
    qtbot.waitUntil(lambda: any(type(a) is Dix for a in c.state.history), timeout=3000)
    dix = next(a for a in c.state.history if type(a) is Dix)
    assert dix.exchange is True and c.state.points[0] == 10


def test_the_turn_up_taken_is_logged_without_naming_the_taker_twice():
    """Seen in the screenshot walk: 'You: You take the turn-up 7♦'."""
    from parlour.ui.shell.main_window import presenter_for
    state = new_game("bezique", "two-pack", seats=["You", "Computer"], seed=3)
    rng = random.Random(1)
    taken = []
    while not taken:
        taken = [e for e in state.apply(state.sample_action(rng))
                 if isinstance(e.payload, Drew) and e.payload.card is not None]
    (who, line, _), = presenter_for(state, 0, 0).log_lines(state, taken)
    taker = "You take" if taken[0].seat == 0 else "Computer takes"
    assert who == "" and line.startswith(f"{taker} the turn-up")
