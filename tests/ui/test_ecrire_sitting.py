"""Piquet à écrire in the window: whole sittings through the controller, the sheet
beside the table, watching and skipping the computers' deals, save and resume."""
import random

import pytest

from parlour.store import saves, statistics
from parlour.ui.table import animation
from parlour.ui.ecrire.sheet import read_sheet
from parlour.ui.ecrire.presenter import EcrirePresenter, seat_sitting
from parlour.ui.shell.mode import GameLeft
from parlour.ui.windows.new_game_dialog import NewGameChoice, NewGameDialog, available_variants

from piquet_driver import drive_until, make_window
from parlour.engine.actions import Exchange, Play


def start_sitting(window, players=3, rotation="turns", tours=1, seed=7, where="me"):
    choice = NewGameChoice("piquet", "ecrire", {"rotation": rotation, "tours": tours},
                           "random", where, players)
    return window.start_new(choice, seed=seed)


@pytest.mark.slow
@pytest.mark.parametrize("rotation", ["turns", "winner_stays"])
def test_a_whole_sitting_of_three_with_the_human_driven_to_the_end(qtbot, tmp_path,
                                                                    monkeypatch, rotation):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot)
    c = start_sitting(w, 3, rotation, 1, seed=31)
    view = w.presenter
    assert isinstance(view, EcrirePresenter) and c.human_seat == 0
    assert c.state.seats[0] == "You" and len(c.state.seats) == 3
    played, watched = set(), set()

    def stop():
        if not c.over:
            (played if c.human_seat in c.state.pair else watched).add(len(c.state.deals))
        return c.over
    drive_until(qtbot, c, stop, random.Random(2), timeout=120000)
    result = c.state.result()
    assert c.over and result is not None
    deals = 6 if rotation == "turns" else 3
    assert len(c.state.deals) == deals
    assert played and (watched or rotation == "winner_stays")
    # the sheet beside the table: its balance is the engine's, and balances to nothing
    sheet = view.panel.sheet
    assert sheet.over and sheet.net == result.totals and sum(sheet.net) == 0
    assert len(sheet.lines) == deals and all(line.finished for line in sheet.lines)
    assert view.panel.foot.sheet.net == result.totals
    # settled: who pays whom, on the sheet and in the whole-sheet window opened at the end
    assert view.panel.settlement.isVisible()
    said = view.panel.settlement.text()
    for payer, payee, amount in sheet.settlement():
        assert f"{c.state.seats[payer]} pay" in said and f"<b>{amount}</b>" in said
    assert view.large is not None and view.large.isVisible()
    assert view.large.panel.sheet.net == result.totals
    lines = w.side.log.lines()
    assert any(line.startswith(f"Deal {deals} of {deals}:") for line in lines)
    assert any(line.startswith("On the sheet:") for line in lines)
    assert any(line.startswith("The sheet is balanced") for line in lines[-2:])
    # the sitting is over: nothing to resume, the result in the statistics
    assert not saves.save_path().exists()
    games, _ = statistics.load_statistics()
    assert games[-1]["variant"] == "ecrire" and games[-1]["totals"] == result.totals
    assert games[-1]["won"] == (result.winner == 0)
    # and the sitting is set down, one game, on the sitting sheet every game writes to
    from parlour.store import sittings
    kept, _ = sittings.load_sittings()
    entry = kept.current.entries[-1]
    assert kept.current.variant == "ecrire"
    assert [entry.net_of(name) for name in c.state.seats] == result.totals


@pytest.mark.slow
def test_save_and_resume_mid_sitting(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot)
    c = start_sitting(w, 3, "turns", 1, seed=12)
    rng = random.Random(4)
    drive_until(qtbot, c, lambda: len(c.state.deals) >= 4 and c.waiting_for_human, rng,
                timeout=120000)
    assert not c.over
    before = read_sheet(c.state)
    saved, state, notice = saves.load_game()
    assert notice is None and saved.variant == "ecrire" and saved.human_seat == 0
    assert state.history == c.state.history and state.pair == c.state.pair
    assert read_sheet(state) == before
    c.stop()
    # the window opened again: the same sitting, the same sheet, the human's turn
    w2 = make_window(qtbot)
    c2 = w2.resume(GameLeft(saved, state))
    assert w2.presenter.panel.sheet == before
    assert w2.presenter.panel.sheet.finished_deals == 3
    qtbot.waitUntil(lambda: c2.waiting_for_human, timeout=5000)
    drive_until(qtbot, c2, lambda: c2.over, rng, timeout=120000)
    assert w2.presenter.panel.sheet.net == c2.state.result().totals


@pytest.mark.slow
def test_watching_the_computers_and_skipping_their_deal(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot, autosave=False)
    c = start_sitting(w, 4, "turns", 1, seed=3)
    view = w.presenter
    rng = random.Random(5)
    drive_until(qtbot, c, lambda: c.human_seat not in c.state.pair, rng, timeout=120000)
    assert view.watching and view.panel.skip_button.isVisible()
    qtbot.waitUntil(lambda: "You sit out this deal" in w.scene.caption_spec["watching"][0])
    # the computer whose turn it is is marked
    _, captions = view.slots(c.state, w.scene.geometry, [])
    marked = [captions[k][0] for k in ("name_bottom", "name_top")
              if captions[k][0].startswith("\u25b6")]
    assert marked == [f"\u25b6 {c.state.seats[c.state.current_player()]}, "
                      f"{'dealer' if c.state.current_player() == c.state.dealer else 'elder'}"]
    # the computers wait a moment after deciding while the human watches
    w.settings.animation_speed = 0.05
    animation.set_speed(0.05)
    try:
        assert view.watch_pause_ms() > 0
        deal = len(c.state.deals)
        view.panel.skip_button.click()
        assert view.skipping == "deal" and animation.current_speed() == 0
        assert view.watch_pause_ms() == 0 and not view.panel.skip_button.isEnabled()
        qtbot.waitUntil(lambda: len(c.state.deals) > deal or c.over, timeout=60000)
        # the next deal is shown at the player's own speed again
        assert view.skipping is None and animation.current_speed() == 0.05
    finally:
        animation.set_speed(0)
        w.settings.animation_speed = 0.0


@pytest.mark.slow
def test_skipping_to_the_humans_own_deal(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot, autosave=False)
    # five players in turns: seat 0 plays deals 1, 2 (his turn), 4 (his right-hand
    # neighbour's second) and 9 (his left-hand neighbour's first); 5 to 8 go on without him
    c = start_sitting(w, 5, "turns", 1, seed=8)
    view = w.presenter
    drive_until(qtbot, c, lambda: len(c.state.deals) == 5, random.Random(1), timeout=120000)
    assert c.human_seat not in c.state.pair
    w.settings.animation_speed = 0.05
    animation.set_speed(0.05)
    try:
        view.panel.mine_button.click()
        assert view.skipping == "mine"
        qtbot.waitUntil(lambda: c.waiting_for_human or c.over, timeout=120000)
        assert c.human_seat in c.state.pair and len(c.state.deals) == 9
        assert view.skipping is None and animation.current_speed() == 0.05
        assert not view.panel.skip_button.isVisible()
    finally:
        animation.set_speed(0)
        w.settings.animation_speed = 0.0


def test_the_human_plays_the_deal_with_seats_of_the_sitting(qtbot, tmp_path, monkeypatch):
    """The table's choices and cards come back as the sitting's actions (seat numbers of
    the sitting, not of the pair)."""
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot, autosave=False)
    c = start_sitting(w, 3, "turns", 1, seed=21, where="computer")
    assert c.human_seat == 1
    view = w.presenter
    qtbot.waitUntil(lambda: c.waiting_for_human, timeout=10000)
    # the first deal is dealt to seat 1 by seat 0: the human is elder, exchanging
    assert view.choices(c.state)[0] == "The exchange"
    hand = view.draggable_cards()
    for card in sorted(hand)[:3]:
        assert view.card_action(card, None) is None
    action = view.choices(c.state)[2][0][1]
    assert action.seat == 1 and type(action) is Exchange and len(action.cards) == 3
    assert c.submit(action) is None
    drive_until(qtbot, c, lambda: c.waiting_for_human and
                type(c.state.legal_actions()[0]) is Play, random.Random(3), timeout=30000)
    card = next(iter(view.playable_cards()))
    action = view.card_action(card, "trick")
    assert action.seat == 1 and action.cards == (card,)
    assert c.submit(action) is None


def test_undo_within_the_sitting(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot, autosave=False)
    c = start_sitting(w, 3, "turns", 1, seed=41)
    drive_until(qtbot, c, lambda: len(c.state.deals) >= 2 and c.waiting_for_human,
                random.Random(6), timeout=60000)
    deals = len(c.state.deals)
    assert c.undo()
    qtbot.waitUntil(lambda: c.waiting_for_human, timeout=10000)
    assert len(c.state.deals) <= deals
    assert w.presenter.panel.sheet == read_sheet(c.state)


def test_a_new_game_takes_the_sheet_away(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot, autosave=False)
    start_sitting(w, 3)
    panel = w.presenter.panel
    assert w.side.layout().indexOf(panel) >= 0
    w.start_new(NewGameChoice("piquet", "au-cent", {}, "random", "me"), seed=1)
    assert w.side.layout().indexOf(panel) < 0
    assert not isinstance(w.presenter, EcrirePresenter)


def test_the_new_game_dialog_offers_a_sitting_of_three_to_seven(qtbot):
    assert "ecrire" in available_variants("piquet")
    d = NewGameDialog(None, NewGameChoice("piquet", "ecrire", players=6))
    qtbot.addWidget(d)
    assert d.form.isRowVisible(d.players)
    assert (d.players.minimum(), d.players.maximum()) == (3, 7)
    assert {"rotation", "tours"} <= set(d.option_widgets)
    d._set_option("rotation", "winner_stays")
    d._set_option("tours", 2)
    choice = d.choice()
    assert choice.players == 6
    assert choice.options == {"rotation": "winner_stays", "tours": 2}
    d2 = NewGameDialog(None, NewGameChoice("piquet", "au-cent"))
    qtbot.addWidget(d2)
    assert not d2.form.isRowVisible(d2.players) and d2.choice().players == 0


@pytest.mark.parametrize("where,seat", [("me", 0), ("computer", 1)])
def test_seating_the_sitting(where, seat):
    names, human = seat_sitting(5, "You", where, 1)
    assert human == seat and names[seat] == "You" and len(set(names)) == 5
    drawn = {seat_sitting(4, "You", "cut", s)[1] for s in range(40)}
    assert drawn == {0, 1, 2, 3}


@pytest.mark.slow
def test_restart_deals_the_same_sitting_again(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot, autosave=False)
    c = start_sitting(w, 3, "turns", 1, seed=17)
    first = c.state.deals[0].setup
    drive_until(qtbot, c, lambda: len(c.state.deals) >= 2 and c.waiting_for_human,
                random.Random(8), timeout=60000)
    monkeypatch.setattr(w, "may_abandon", lambda doing, *outcome: True)   # asked: test_restart_asks
    w.restart()
    qtbot.waitUntil(lambda: c.waiting_for_human, timeout=10000)
    assert len(c.state.deals) == 1 and c.state.deals[0].setup == first
    assert w.presenter.panel.sheet.lines[0].finished is False
    assert w.presenter.panel.sheet.net == [0, 0, 0]


def test_the_computers_take_their_time_only_while_the_human_watches(qtbot, tmp_path,
                                                                     monkeypatch):
    from parlour.ui.ecrire.presenter import Paced
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot, autosave=False)
    c = start_sitting(w, 3, "turns", 1, seed=2)
    view = w.presenter
    assert all(isinstance(p, Paced) for p in c.players.values())
    assert set(c.players) == {1, 2}
    animation.set_speed(1.0)
    try:
        view.watching = False
        assert view.watch_pause_ms() == 0       # playing against you: no waiting
        view.watching = True
        assert view.watch_pause_ms() == 2 * animation.duration("gather")
        view.skipping = "deal"
        assert view.watch_pause_ms() == 0
    finally:
        view.skipping = None
        animation.set_speed(0)


def test_a_hint_at_the_sitting_is_one_of_the_humans_actions(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot, autosave=False)
    c = start_sitting(w, 3, "turns", 1, seed=13)
    drive_until(qtbot, c, lambda: c.waiting_for_human and
                type(c.state.legal_actions()[0]) is Play, random.Random(2), timeout=30000)
    with qtbot.waitSignal(c.hinted, timeout=30000) as hinted:
        assert c.hint()
    action = hinted.args[0]
    assert action in c.state.legal_actions() and action.seat == c.human_seat
    assert "Hint: Play " in w.statusBar().currentMessage()   # with its reason


def test_the_sheet_keeps_the_newest_deal_in_sight_unless_scrolled_back(qtbot):
    from parlour.engine.games import new_game
    from parlour.ui.ecrire.sheet_widget import SheetPanel
    state = new_game("piquet", "ecrire", {"tours": 3}, seats=list("ABCDE"), seed=1)
    rng = random.Random(1)
    panel = SheetPanel()
    qtbot.addWidget(panel)
    panel.resize(340, 320)
    panel.show()
    bar = panel.scroll.verticalScrollBar()

    def play_deals(n):
        for _ in range(n):
            k = len(state.deals)
            while len(state.deals) == k:
                state.apply(state.sample_action(rng))
        panel.show_sheet(read_sheet(state), 0, "")
        qtbot.wait(20)
    play_deals(20)
    assert bar.maximum() > 0 and bar.value() == bar.maximum()
    bar.setValue(0)                      # the player reads the first deals
    play_deals(1)
    assert bar.value() == 0
    bar.setValue(bar.maximum())
    play_deals(1)
    assert bar.value() == bar.maximum()


def test_each_line_of_the_sheet_tells_its_running_totals(qtbot):
    from parlour.engine.games import new_game
    from parlour.ui.ecrire.sheet_widget import ROW_H, SheetBody
    state = new_game("piquet", "ecrire", {}, seats=["You", "Agnes", "Basil"], seed=4)
    rng = random.Random(4)
    while len(state.deals) < 3:
        state.apply(state.sample_action(rng))
    body = SheetBody()
    qtbot.addWidget(body)
    body.show_sheet(read_sheet(state), 0)
    after_two = read_sheet(state).lines[1].net
    assert body.running_text(ROW_H * 1.5) == (
        "After deal 2: " + ", ".join(f"{n} {'+' if v > 0 else chr(0x2212) if v < 0 else ''}"
                                     f"{abs(v)}" for n, v in zip(state.seats, after_two)))
    assert body.running_text(ROW_H * 2.5) == "Deal 3 is being played."
    assert body.running_text(ROW_H * 9) == ""


def test_the_log_says_what_each_deal_wrote_on_the_sheet():
    from parlour.engine.games import new_game
    # seed 7: a deal ends equal (the random dealer also uses or waives his look)
    state = new_game("piquet", "ecrire", {}, seats=["You", "Agnes", "Basil"], seed=7)
    rng = random.Random(7)
    while not state.is_over():
        state.apply(state.sample_action(rng))
    view = EcrirePresenter(state, 0, 0)
    said = [line for log in state.deals for line in view.log_lines(state, log.events)
            if line[2] in ("score", "heading") and ("sheet" in line[1] or "Deal" in line[1])]
    sheet = read_sheet(state)
    words = [text for _, text, _ in said]
    assert words[0] == "Deal 1 of 6: " + ", ".join(
        f"{state.seats[s]} {sheet.lines[0].points[s]}" for s in sheet.lines[0].pair)
    assert "Equal points: nothing is written on the sheet." in words
    first = sheet.lines[0]
    loser = state.seats[first.loser]
    assert words[1] == (f"On the sheet: {loser} {'are' if loser == 'You' else 'is'} "
                        f"charged {first.margin}, "
                        f"{state.seats[(set(first.pair) - {first.loser}).pop()]} credited.")


def test_the_new_game_dialog_opens_on_the_sitting_just_played(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot, autosave=False)
    w.settings.game, w.settings.variant = "piquet", "ecrire"
    start_sitting(w, 6, "winner_stays", 2)
    seen = {}

    def fake_exec(dialog):
        seen["choice"] = dialog.choice()
        return 0                        # cancelled
    monkeypatch.setattr(NewGameDialog, "exec", fake_exec)
    w.new_game_dialog()
    assert seen["choice"].players == 6
    assert seen["choice"].options == {"rotation": "winner_stays", "tours": 2}
