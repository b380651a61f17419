"""Piquet Normand and Voleur played through the window's controller: the human's seat
driven by a test player, the computers at random (fast), to the end of the game."""
import random
import re

import pytest

from parlour.engine.cards import card_symbol, parse_cards
from parlour.engine.sentences import sentence
from parlour.store import saves, statistics
from parlour.ui.table.round_layout import place_of
from parlour.ui.shell.mode import GameLeft
from parlour.ui.windows.new_game_dialog import NewGameChoice, available_variants

from piquet_driver import drive_until, make_window
from test_table_input import drag, trick_centre
from parlour.engine.events import Declared, Scored
from parlour.engine.actions import Exchange, Play

ROW = re.compile(r"<tr><td>([^<]+)</td><td align='right'>(-?\d+)</td>"
                 r"<td align='right'><b>(-?\d+)</b></td></tr>")


def panel_rows(w) -> dict[str, tuple[int, int]]:
    return {name: (int(deal), int(game)) for name, deal, game in ROW.findall(w.side.score.text())}


def engine_rows(c) -> dict[str, tuple[int, int]]:
    """What the score panel must say, straight from the engine: by player (Normand) or
    by side, you and your partner first (Voleur)."""
    s, h = c.state, c.human_seat
    n = len(s.seats)
    if n == 3:
        return {s.seats[p]: (s.deal_points[p], s.totals[p]) for p in range(3)}
    out = {}
    for first in (h, (h + 1) % 4):
        pair = (first, (first + 2) % 4)
        out[f"{s.seats[pair[0]]} and {s.seats[pair[1]]}"] = (
            sum(s.deal_points[p] for p in pair), s.totals[s.SIDES[first]])
    return out


def is_subsequence(wanted, lines) -> bool:
    it = iter(lines)
    return all(any(line == w for line in it) for w in wanted)


def play_whole_game(qtbot, w, variant, seed):
    c = w.start_new(NewGameChoice("piquet", variant, {}, "random", "cut"), seed=seed)
    checked = []

    def stop():
        if c.waiting_for_human and not c.busy:
            assert panel_rows(w) == engine_rows(c)       # at every turn of the human
            checked.append(1)
        return c.over
    drive_until(qtbot, c, stop, random.Random(seed), timeout=90000)
    assert c.over and checked
    return c


@pytest.mark.slow
@pytest.mark.parametrize("variant,seats", [("normand", 3), ("voleur", 4)])
def test_a_whole_game_to_the_end_with_every_announcement_logged(qtbot, tmp_path,
                                                                 monkeypatch, variant, seats):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot)
    c = play_whole_game(qtbot, w, variant, seed=11)
    s, result = c.state, c.state.result()
    assert len(s.seats) == seats and result is not None
    # the seats round the table from the human's chair; Voleur's partner opposite
    places = {s.seats[p]: place_of(p, c.human_seat, seats) for p in range(seats)}
    assert places["You"] == "bottom" and places["West"] == "left" and places["East"] == "right"
    if seats == 4:
        assert places["North"] == "top" and s.SIDES[s.seats.index("North")] == s.SIDES[c.human_seat]
    # every announcement of every deal under its speaker's name, in order, and every
    # score for declarations, cards and capot
    lines = w.side.log.lines()
    said = [f"{s.seats[e.seat]}: {sentence(e, s.seats)}" for log in s.deals for e in log.events
            if isinstance(e.payload, Declared)]
    assert len(said) == 3 * seats * len(s.deals) and is_subsequence(said, lines)
    for log in s.deals:
        for e in log.events:
            if isinstance(e.payload, Scored) and e.category != "play":
                words = sentence(e, s.seats, card_symbol)
                assert any(line.endswith(f" {e.points}: {words}") and
                           line.startswith(s.seats[e.seat]) for line in lines)
    assert sum(line.startswith("Deal ") for line in lines) == len(s.deals)
    # the result shown, the scores the engine's, and the statistics right about who won
    text = w.presenter.result_text(s, result)
    assert text in lines[-3:] and w.side.choice.title() == "Game over"
    assert w.side.choice.question.text() == text
    assert "first out at 100" in text
    assert panel_rows(w) == engine_rows(c)
    assert max(s.totals) >= 100
    last = [p.card for p in s.observation(c.human_seat).tricks[-1].cards]
    assert w.scene.cards_in("trick") == last          # the last trick left on the table
    games, _ = statistics.load_statistics()
    mine = s.SIDES[c.human_seat]
    assert games[-1]["variant"] == variant and games[-1]["won"] == (result.winner == mine)
    assert not saves.save_path().exists()


def must_follow_with_a_card_refused(c) -> bool:
    if not (c.waiting_for_human and type(c.state.legal_actions()[0]) is Play):
        return False
    legal = {a.card for a in c.state.legal_actions()}
    return len(legal) < c.state.hands[c.human_seat].bit_count()


@pytest.mark.parametrize("variant", ["normand", "voleur"])
def test_an_illegal_card_dragged_is_refused_with_a_reason_and_nothing_lost(
        qtbot, tmp_path, monkeypatch, variant):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot, autosave=False)
    c = w.start_new(NewGameChoice("piquet", variant, {}, "random", "computer"), seed=4)
    drive_until(qtbot, c, lambda: must_follow_with_a_card_refused(c), random.Random(3),
                timeout=60000)
    assert must_follow_with_a_card_refused(c)
    h = c.human_seat
    legal = {a.card for a in c.state.legal_actions()}
    wrong = next(card for card in w.presenter.hand_slots if card not in legal)
    hand, history = c.state.hands[h], list(c.state.history)
    item = drag(w, wrong, trick_centre(w))
    qtbot.waitUntil(lambda: "follow suit" in w.statusBar().currentMessage(), timeout=3000)
    assert c.state.hands[h] == hand and c.state.history == history and c.waiting_for_human
    assert wrong in w.scene.cards_in("hand_bottom")
    slot = next(sl for sl in w.scene.slots if sl.card == wrong)
    qtbot.waitUntil(lambda: (item.pos().x(), item.pos().y()) == (slot.x, slot.y), timeout=3000)
    # a card that follows suit, dragged the same way, is played in front of you
    right = next(iter(legal))
    drag(w, right, trick_centre(w))
    qtbot.waitUntil(lambda: len(c.state.history) > len(history), timeout=3000)
    assert c.state.history[len(history)].card == right


@pytest.mark.slow
@pytest.mark.parametrize("variant", ["normand", "voleur"])
def test_save_and_resume_mid_deal_then_play_the_deal_out(qtbot, tmp_path, monkeypatch, variant):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot)
    c = w.start_new(NewGameChoice("piquet", variant, {}, "random", "cut"), seed=21)
    rng = random.Random(5)
    drive_until(qtbot, c, lambda: c.waiting_for_human and len(c.state.deals) >= 2
                and sum(c.state.tricks) >= 2 and c.state.trick, rng, timeout=60000)
    c.stop()
    seats = len(c.state.seats)
    before = [c.state.observation(p) for p in range(seats)], list(c.state.history)
    log_before = w.side.log.lines()
    saved, resumed, notice = saves.load_game()
    assert notice is None and saved.human_seat == c.human_seat
    assert ([resumed.observation(p) for p in range(seats)], list(resumed.history)) == before
    w2 = make_window(qtbot)
    c2 = w2.resume(GameLeft(saved, resumed))
    qtbot.waitUntil(lambda: c2.waiting_for_human, timeout=10000)
    o = resumed.observation(c2.human_seat)
    assert sorted(w2.scene.cards_in("hand_bottom")) == sorted(o.hand)
    assert len(w2.scene.cards_in("trick")) == (len(o.trick.cards) if o.trick else 0)
    said = [line for line in log_before if ": " in line and not line.startswith("Deal")]
    assert is_subsequence(said, w2.side.log.lines())
    headings = [line for line in w2.side.log.lines() if line.startswith("Deal ")]
    assert headings == [line for line in log_before if line.startswith("Deal ")]
    assert len(headings) == len(resumed.deals)
    assert panel_rows(w2) == engine_rows(c2)
    deals = len(c2.state.deals)
    drive_until(qtbot, c2, lambda: len(c2.state.deals) > deals, rng, timeout=60000)
    assert len(c2.state.deals) > deals or c2.over         # the resumed deal played out


def test_undo_takes_back_your_card_and_the_computers_replies(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot, autosave=False)
    c = w.start_new(NewGameChoice("piquet", "voleur", {}, "random", "computer"), seed=9)
    rng = random.Random(1)
    drive_until(qtbot, c, lambda: c.waiting_for_human
                and type(c.state.legal_actions()[0]) is Play, rng)
    hand = c.state.hands[c.human_seat]
    card = c.state.legal_actions()[0].card
    assert c.submit(c.state.legal_actions()[0]) is None
    qtbot.waitUntil(lambda: c.waiting_for_human, timeout=10000)
    assert c.can_undo() and c.undo()
    qtbot.waitUntil(lambda: c.waiting_for_human, timeout=10000)
    assert c.state.hands[c.human_seat] == hand and card in w.scene.cards_in("hand_bottom")
    assert c.assisted


def test_a_hint_is_a_legal_action_for_your_seat(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot, autosave=False)
    c = w.start_new(NewGameChoice("piquet", "normand", {}, "random", "me"), seed=3)
    drive_until(qtbot, c, lambda: c.waiting_for_human
                and type(c.state.legal_actions()[0]) is Play, random.Random(2))
    with qtbot.waitSignal(c.hinted, timeout=60000) as blocker:
        assert c.hint()
    assert blocker.args[0] in c.state.legal_actions()
    assert w.statusBar().currentMessage().startswith("Hint: Play ")   # with its reason


def test_the_new_game_dialog_offers_both_and_the_seats_follow_the_deal(qtbot, tmp_path,
                                                                        monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    assert {"normand", "voleur"} <= set(available_variants("piquet"))
    w = make_window(qtbot, autosave=False)
    c = w.start_new(NewGameChoice("piquet", "normand", {}, "random", "me"), seed=1)
    assert c.human_seat == c.state.dealer and c.state.seats[c.human_seat] == "You"
    c = w.start_new(NewGameChoice("piquet", "voleur", {}, "random", "computer"), seed=1)
    assert c.human_seat == (c.state.dealer + 1) % 4          # you are elder
    assert c.state.seats[(c.human_seat + 2) % 4] == "North"  # your partner, opposite
    assert "Voleur" in w.windowTitle()


def test_the_normand_exchange_by_dragging_to_the_dealers_discards(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot, autosave=False)
    c = w.start_new(NewGameChoice("piquet", "normand", {}, "random", "me"), seed=8)
    qtbot.waitUntil(lambda: c.waiting_for_human, timeout=10000)
    assert type(c.state.legal_actions()[0]) is Exchange
    assert w.side.choice.title() == "The exchange"
    card = w.presenter.hand_slots[0]
    r = w.scene.geometry.dealer_discard_area()
    from parlour.ui.binding.qt import QtCore
    drag(w, card, QtCore.QPointF(r.x + r.w / 2, r.y + r.h / 2))
    assert w.presenter.selected == {card}
    w.side.choice.press_default()                     # "Exchange 1"
    qtbot.waitUntil(lambda: c.state.phase == "play", timeout=5000)
    assert w.scene.cards_in("discard") == [card]       # the dealer sees his own discard
    assert any(line == "You exchange 1 card with the talon." for line in w.side.log.lines())


@pytest.mark.slow
@pytest.mark.parametrize("variant", ["normand", "voleur"])
def test_with_animations_on_the_last_trick_is_held_then_the_next_deal_dealt(
        qtbot, tmp_path, monkeypatch, variant):
    """Animated (briskly): the deal's last trick complete in the middle, the pack
    gathered, then the new deal's table exactly as the rules give it."""
    from parlour.ui.table import animation
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot, autosave=False)
    animation.set_speed(0.05)
    pictures = []
    try:
        c = w.start_new(NewGameChoice("piquet", variant, {}, "random", "cut"), seed=12)
        real = w.scene.show_slots
        monkeypatch.setattr(w.scene, "show_slots", lambda slots, ms=0, captions=None: (
            pictures.append(list(slots)), real(slots, ms, captions))[1])
        drive_until(qtbot, c, lambda: len(c.state.deals) >= 2 and c.waiting_for_human,
                    random.Random(4), timeout=60000)
        qtbot.waitUntil(lambda: not any(i.is_moving() for i in w.scene.items_shown),
                        timeout=5000)
        n = len(c.state.seats)
        held = [p for p in pictures if sum(s.zone == "trick" for s in p) == n]
        assert held and all(s.card is not None for s in held[-1] if s.zone == "trick")
        assert any(len(p) == 32 and all(s.zone == "talon" for s in p) for p in pictures)
        hand = sorted(x for x in range(32) if c.state.hands[c.human_seat] >> x & 1)
        assert sorted(w.view.hand_cards()) == hand
        for seat in range(n):
            if seat != c.human_seat:
                zone = f"hand_{place_of(seat, c.human_seat, n)}"
                assert sum(s.zone == zone for s in w.scene.slots) == \
                    c.state.hands[seat].bit_count()
    finally:
        animation.set_speed(0)


def test_carte_blanche_is_scored_and_shown_in_the_log(qtbot, tmp_path, monkeypatch):
    from parlour.engine.cards import card_symbol
    from parlour.engine.core import DealSetup
    from parlour.engine.games import new_game
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    blanche = parse_cards("7S 8S 9S 10S 7H 8H 9H 10H".split())
    rest = [c for c in range(32) if c not in blanche]
    hands = [rest[0:8], blanche, rest[8:16], rest[16:24]]
    state = new_game("piquet", "voleur", seats=["You", "West", "North", "East"],
                     deals=[DealSetup(3, hands, [])])
    w = make_window(qtbot, autosave=False)
    c = w.start(state, 0, "random")
    shown = " ".join(card_symbol(x) for x in blanche)
    assert f"West scores 10: Carte blanche ({shown})" in w.side.log.lines()
    assert panel_rows(w)["West and East"] == (10, 0)
    c.stop()
