"""Records in the window (ui/records): Game > Open record… replays a `parlour selfplay`
record on the table step by step, forward and back, and offers the review; Game >
Export record… writes the game on the table in the selfplay format, read back equal; a
file that is no record is said in one sentence and the game on the table stays;
`parlour FILE` (and the system's file-open event) starts on the record."""
from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from parlour import cli
from parlour.engine import records
from parlour.engine.games import new_game
from parlour.store.settings import Settings, save_settings
from parlour.ui.binding.qt import QtCore, QtGui, QtWidgets
from parlour.ui.records.mode import RecordMode
from parlour.ui.shell.mode import GameMenu

from piquet_driver import drive_until, start_piquet

KEY = QtCore.Qt.Key
LEFT = QtCore.Qt.MouseButton.LeftButton
FAMILIES = {"piquet": ["--game", "piquet", "--variant", "au-cent"],
            "bezique": ["--game", "rubicon-bezique"],
            "binocle": ["--game", "binocle"]}


@pytest.fixture(scope="module")
def selfplay_records(tmp_path_factory) -> dict[str, Path]:
    """One record of each family, written by `parlour selfplay --out`."""
    out = tmp_path_factory.mktemp("selfplay")
    made = {}
    for family, args in FAMILIES.items():
        folder = out / family
        assert cli.main(["selfplay", *args, "--seats", "random,random", "--games", "1",
                         "--seed", "5", "--out", str(folder)]) == 0
        (made[family],) = folder.iterdir()
    return made


# ----- real events: the menu bar, a file dialog, keys and buttons ----------------------
def choose(qtbot, w, item: str) -> None:
    """Game > ``item``, clicked with the mouse on the menu bar and then on the menu."""
    bar = w.menuBar()
    menu = next(m for m in bar.findChildren(QtWidgets.QMenu) if m.title() == "&Game")
    qtbot.mouseClick(bar, LEFT, pos=bar.actionGeometry(menu.menuAction()).center())
    qtbot.waitUntil(menu.isVisible, timeout=3000)
    action = next(a for a in menu.actions() if a.text().replace("&", "").startswith(item))
    assert action.isEnabled(), item
    qtbot.mouseClick(menu, LEFT, pos=menu.actionGeometry(action).center())


def answer_file_dialog(qtbot, w, path: Path) -> None:
    """In the file dialog the menu opened, ``path`` chosen and Open (or Save) clicked."""
    dialog = w.file_dialog
    qtbot.waitUntil(dialog.isVisible, timeout=3000)
    dialog.selectFile(str(path))
    buttons = dialog.findChild(QtWidgets.QDialogButtonBox)
    which = QtWidgets.QDialogButtonBox.StandardButton
    button = buttons.button(which.Open) or buttons.button(which.Save)
    qtbot.mouseClick(button, LEFT)
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=3000)
    w.activateWindow()                  # the window manager's part, offscreen
    qtbot.waitUntil(w.isActiveWindow, timeout=3000)


def open_by_menu(qtbot, w, path: Path) -> None:
    choose(qtbot, w, "Open record")
    answer_file_dialog(qtbot, w, path)


def key(qtbot, w, k) -> None:
    qtbot.keyClick(w.view, k)
    qtbot.waitUntil(lambda: not w.controller.busy, timeout=3000)


def shown(w) -> GameMenu:
    return GameMenu(w.restart_action.isEnabled(), w.undo_action.isEnabled(),
                    w.hint_action.isEnabled(), w.last_trick_action.isEnabled(),
                    w.review_deal_action.isEnabled())


def same_table(a, b) -> bool:
    return all(a.observation(s) == b.observation(s) for s in range(len(a.seats)))


# ----- replaying ---------------------------------------------------------------------
# the fast tier steps through a Piquet record; the melding families' longer ones: the
# whole suite
@pytest.mark.parametrize("family", [f if f == "piquet" else pytest.param(f, marks=pytest.mark.slow)
                                    for f in sorted(FAMILIES)])
def test_a_selfplay_record_steps_forward_to_its_end_and_back(qtbot, window,
                                                            selfplay_records, family):
    w, path = window, selfplay_records[family]
    text = path.read_text(encoding="utf-8")
    whole = records.replay(json.loads(text))
    open_by_menu(qtbot, w, path)
    c, stepper = w.controller, w.mode.stepper
    assert c.human_seat is None and c.state.history == [] and c.steps == whole.history
    assert stepper.where.text() == f"Deal 1 of {len(whole.deals)} · as dealt"
    assert not stepper.back_button.isEnabled() and stepper.forward_button.isEnabled()
    assert same_table(c.state, whole.restarted())
    # forward: a step a key (Page Down), the table as the record's game at each, into
    # the second deal (or 60 steps: a Rubicon Bézique game is one deal); then End, the
    # rest at once
    seen = 0
    while (len(c.state.deals) < 2 or not c.state.deals[-1].actions) and seen < 60:
        key(qtbot, w, KEY.Key_PageDown)
        seen += 1
        assert c.state.history == whole.history[:seen]
        assert stepper.where.text().startswith(f"Deal {len(c.state.deals)} of ")
    shorter = whole.restarted()
    for action in whole.history[:seen]:
        shorter.apply(action)
    assert same_table(c.state, shorter)
    key(qtbot, w, KEY.Key_End)
    assert c.state.history == whole.history and c.state.is_over()
    assert same_table(c.state, whole) and stepper.where.text().endswith("· the end")
    assert not stepper.forward_button.isEnabled()
    assert records.dumps(c.state) == text        # the very record, byte for byte
    # back: a step a click on Back, then Page Up, each the game one action shorter
    for n in range(1, 9):
        if n % 2:
            qtbot.mouseClick(stepper.back_button, LEFT)
        else:
            key(qtbot, w, KEY.Key_PageUp)
        assert c.state.history == whole.history[:-n]
    shorter = whole.restarted()
    for action in whole.history[:-8]:
        shorter.apply(action)
    assert same_table(c.state, shorter)
    key(qtbot, w, KEY.Key_Home)                  # and to the start
    assert c.state.history == [] and same_table(c.state, whole.restarted())
    assert not stepper.back_button.isEnabled()
    key(qtbot, w, KEY.Key_End)
    assert same_table(c.state, whole) and not stepper.forward_button.isEnabled()


@pytest.mark.slow
def test_a_whole_partie_steps_forward_and_back_a_key_at_a_time(qtbot, window,
                                                             selfplay_records):
    w, path = window, selfplay_records["piquet"]
    whole = records.replay(records.read(str(path)))
    open_by_menu(qtbot, w, path)
    c = w.controller
    for n in range(1, len(whole.history) + 1):
        key(qtbot, w, KEY.Key_PageDown)
        assert c.state.history == whole.history[:n]
    assert not w.mode.stepper.forward_button.isEnabled() and same_table(c.state, whole)
    for n in range(1, len(whole.history) + 1):
        key(qtbot, w, KEY.Key_PageUp)
        assert len(c.state.history) == len(whole.history) - n
    assert same_table(c.state, whole.restarted())


def test_a_record_is_looked_at_not_played(qtbot, window, selfplay_records):
    """No undo, restart or hint; nothing saved, nothing set down in the statistics."""
    from parlour.store import saves
    from parlour.store.statistics import load_statistics, recent_path
    w = window
    open_by_menu(qtbot, w, selfplay_records["piquet"])
    assert shown(w) == GameMenu(review=True)
    key(qtbot, w, KEY.Key_End)
    assert shown(w) == GameMenu(last_trick=True, review=True)
    assert not saves.save_path().exists()
    assert load_statistics()[0] == [] and not recent_path().exists()
    assert not w.controller.in_progress()


def test_the_record_offers_the_experts_review(qtbot, window, selfplay_records):
    w = window
    open_by_menu(qtbot, w, selfplay_records["piquet"])
    qtbot.mouseClick(w.mode.stepper.review_button, LEFT)
    review = w.review_window
    qtbot.addWidget(review)
    assert review.isVisible() and review.deal is None and review.seat == 0
    # the whole record is reviewed, whatever step the table shows
    assert review.data == records.record_of(w.mode.whole)
    review.close()
    assert review.runner.wait(30.0)


def test_the_review_is_offered_for_piquet_only(qtbot, window, selfplay_records):
    open_by_menu(qtbot, window, selfplay_records["bezique"])
    assert not window.mode.stepper.review_button.isVisibleTo(window.mode.stepper)
    assert shown(window) == GameMenu()


def test_the_game_left_comes_back_when_the_record_is_closed(qtbot, window,
                                                           selfplay_records):
    w = window
    c = start_piquet(w, seed=11)
    drive_until(qtbot, c, lambda: len(c.state.history) >= 6, random.Random(4))
    before = list(c.state.history)
    open_by_menu(qtbot, w, selfplay_records["binocle"])
    assert w.mode.stepper.close_button.text() == "Back to &your game"
    key(qtbot, w, KEY.Key_PageDown)
    open_by_menu(qtbot, w, selfplay_records["piquet"])    # a second record over the first
    qtbot.mouseClick(w.mode.stepper.close_button, LEFT)
    assert w.controller.state.history[:len(before)] == before
    assert w.controller.human_seat == 0 and w.controller.game_id == c.game_id
    assert w.mode is w._alone


# ----- exporting ----------------------------------------------------------------------
def test_a_game_in_progress_exports_as_a_selfplay_record(qtbot, window, tmp_path):
    w = window
    c = w.start(new_game("rubicon-bezique", "rubicon", seats=["You", "Computer"], seed=3),
                0, "random")
    drive_until(qtbot, c, lambda: len(c.state.history) >= 30, random.Random(2))
    target = tmp_path / "mine.parlour.json"
    choose(qtbot, w, "Export record")
    assert w.file_dialog.acceptMode() == QtWidgets.QFileDialog.AcceptMode.AcceptSave
    answer_file_dialog(qtbot, w, target)
    text = target.read_text(encoding="utf-8")
    assert text == records.dumps(c.state)        # the selfplay writer's very bytes
    back = records.replay(json.loads(text))
    assert back.history == c.state.history and same_table(back, c.state)
    assert str(target) in w.statusBar().currentMessage()
    assert not list(tmp_path.glob(".mine*"))     # written whole: no temporary left


def test_a_finished_record_exports_to_the_same_bytes(qtbot, window, selfplay_records,
                                                    tmp_path):
    w, path = window, selfplay_records["binocle"]
    open_by_menu(qtbot, w, path)
    key(qtbot, w, KEY.Key_End)
    target = tmp_path / "again.json"
    choose(qtbot, w, "Export record")
    answer_file_dialog(qtbot, w, target)
    assert target.read_bytes() == path.read_bytes()


def test_an_export_that_cannot_be_written_says_so_and_writes_nothing(qtbot, window,
                                                                    tmp_path):
    w = window
    start_piquet(w, seed=3)
    folder = tmp_path / "not-a-folder"
    folder.write_text("a file")
    choose(qtbot, w, "Export record")
    answer_file_dialog(qtbot, w, folder / "x.json")
    box = w.record_problem
    assert box.isVisible() and box.text().startswith("Could not write x.json:")
    assert box.text().endswith("nothing was written.")


# ----- what is not a record -----------------------------------------------------------
def _broken(tmp_path: Path, selfplay: Path) -> dict[str, tuple[Path, str]]:
    data = json.loads(selfplay.read_text(encoding="utf-8"))
    data["deals"][0]["actions"][3]["seat"] = 1 - data["deals"][0]["actions"][3]["seat"]
    out = {"not json": ("{ not a record", "not JSON"),
           "another format": (json.dumps({"format": "chess-pgn"}), "not a parlour-record"),
           "illegal": (json.dumps(data), "deal 1, action 3")}
    made = {}
    for name, (text, why) in out.items():
        p = tmp_path / f"{name.replace(' ', '-')}.json"
        p.write_text(text, encoding="utf-8")
        made[name] = (p, why)
    return made


@pytest.mark.parametrize("kind", ["not json", "another format", "illegal"])
def test_a_malformed_record_is_one_sentence_and_the_game_stays(qtbot, window, tmp_path,
                                                              selfplay_records, kind):
    w = window
    c = start_piquet(w, seed=5)
    drive_until(qtbot, c, lambda: len(c.state.history) >= 4, random.Random(1))
    before = list(c.state.history)
    path, why = _broken(tmp_path, selfplay_records["piquet"])[kind]
    open_by_menu(qtbot, w, path)
    box = w.record_problem
    qtbot.waitUntil(box.isVisible, timeout=3000)
    text = box.text()
    assert text.startswith(f"Could not open {path.name} as a game record: ")
    assert why in text and text.endswith("the game on the table goes on.")
    assert "\n" not in text and text.count(". ") == 0        # one sentence
    assert w.controller is c and c.state.history[:len(before)] == before
    assert w.mode is w._alone
    qtbot.keyClick(box, KEY.Key_Return)
    qtbot.waitUntil(lambda: not box.isVisible(), timeout=3000)


# ----- from the command line and the system -------------------------------------------
def test_parlour_file_starts_the_window_on_the_record(monkeypatch, selfplay_records):
    asked = []
    monkeypatch.setattr(cli, "_window", lambda smoke, record=None: asked.append(record) or 0)
    path = str(selfplay_records["piquet"])
    assert cli.main([path]) == 0 and asked == [path]
    assert cli.main(["replay", path]) == 0 and asked == [path]    # a command stays one
    assert cli.main(["no-such-file.json"]) == 2                    # nor a mistyped one


def test_the_window_opens_on_the_record_named(qtbot, tmp_path, monkeypatch,
                                              selfplay_records):
    from parlour.ui.shell.app import open_window
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w, notices = open_window([], record=str(selfplay_records["bezique"]))
    qtbot.addWidget(w)
    assert notices == [] and w.welcome_dialog is None   # not the first start's welcome
    assert isinstance(w.mode, RecordMode) and w.controller.state.game == "rubicon-bezique"
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow, timeout=3000)
    key(qtbot, w, KEY.Key_PageDown)
    assert len(w.controller.state.history) == 1
    w.close()


def test_a_malformed_record_named_at_start_up_leaves_the_game_dealt(qtbot, tmp_path,
                                                                    monkeypatch):
    from parlour.ui.shell.app import open_window
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    save_settings(Settings(animation_speed=0.0, opponent="random"))
    bad = tmp_path / "bad.json"
    bad.write_text("[]", encoding="utf-8")
    w, _ = open_window([], record=str(bad))
    qtbot.addWidget(w)
    assert w.mode is w._alone and w.controller.human_seat is not None
    assert w.record_problem.text() == ("Could not open bad.json as a game record: a record "
                                       "must be a JSON object; the game on the table goes on.")
    w.close()


def test_a_file_open_event_puts_the_record_on_the_table(qtbot, window, selfplay_records):
    """macOS hands Parlour a record opened in the Finder as a file-open event."""
    from parlour.ui.records.files import watch_file_opens
    watch_file_opens(window)
    event = QtGui.QFileOpenEvent(str(selfplay_records["binocle"]))
    QtWidgets.QApplication.sendEvent(QtWidgets.QApplication.instance(), event)
    assert isinstance(window.mode, RecordMode) and window.controller.state.game == "binocle"


def test_a_record_opened_while_parlour_is_open_goes_to_the_open_window(
        qtbot, tmp_path, monkeypatch, selfplay_records):
    """`parlour FILE` (a double click on a record) with a window already open on the
    folder: the second copy's knock carries the record, and the first window opens it."""
    import signal
    from parlour.store import lock
    from parlour.ui.shell.app import _answer_second_copies, open_window
    from parlour.ui.shell.single_copy import knock
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w, _ = open_window([])
    qtbot.addWidget(w)
    door = _answer_second_copies(w)
    try:
        assert knock(lock.server_name(), record=str(selfplay_records["binocle"]))
        qtbot.waitUntil(lambda: isinstance(w.mode, RecordMode), timeout=5000)
    finally:
        door.close()
        signal.signal(signal.SIGUSR1, signal.SIG_DFL)
    assert w.controller.state.game == "binocle"
    w.close()
