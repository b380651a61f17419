"""A computer player whose brain fails is never silent: in the window the traceback goes
to the "parlour.ai" log, one sentence to the status bar, and only then is a plain move
played, so the game goes on.  Outside the window the failure reaches the caller."""
import logging
import random

import pytest

from parlour.ai.levels import ClubPlayer
from parlour.ai.piquet.brain import PiquetBrain
from parlour.engine.games import new_game
from piquet_driver import make_window
from parlour.engine.actions import Declare


class BrainBug(RuntimeError):
    pass


def _broken(self, obs, legal, rng, forget=0.0):
    raise BrainBug("the brain tripped over its own cards")


def test_a_level_player_raises_its_brains_failure(monkeypatch):
    monkeypatch.setattr(PiquetBrain, "club", _broken)
    state = new_game("piquet", "au-cent", seats=["A", "B"], seed=3)
    seat = state.current_player()
    with pytest.raises(BrainBug):
        ClubPlayer(1).choose(state.observation(seat), state.legal_actions())


def test_a_level_player_refuses_a_choice_that_is_not_legal(monkeypatch):
    from parlour.ai.levels import IllegalChoice
    state = new_game("piquet", "au-cent", seats=["A", "B"], seed=3)
    other = new_game("piquet", "au-cent", seats=["A", "B"], seed=4)
    seat = state.current_player()
    stranger = next(a for a in other.legal_actions() if a not in state.legal_actions())
    monkeypatch.setattr(PiquetBrain, "club", lambda self, obs, legal, rng, forget=0.0:
                        stranger)
    with pytest.raises(IllegalChoice):
        ClubPlayer(1).choose(state.observation(seat), state.legal_actions())


def test_the_window_logs_says_and_plays_on_when_a_brain_fails(qtbot, tmp_path, monkeypatch,
                                                              caplog):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    monkeypatch.setattr(PiquetBrain, "club", _broken)
    said = []
    w = make_window(qtbot, autosave=False)
    bar = w.statusBar()
    bar.messageChanged.connect(said.append)
    state = new_game("piquet", "au-cent", seats=["You", "Computer"], seed=11)
    human = 1 - state.current_player()          # the computer decides first
    with caplog.at_level(logging.ERROR, logger="parlour.ai"):
        c = w.start(state, human, "ai:club")
        qtbot.waitUntil(lambda: c.waiting_for_human, timeout=30000)
    records = [r for r in caplog.records if r.name == "parlour.ai"]
    assert len(records) == 1 and records[0].levelno == logging.ERROR
    kind, error, trace = records[0].exc_info                # the traceback is logged
    assert kind is BrainBug and "tripped over its own cards" in str(error)
    assert "_broken" in caplog.text and "BrainBug" in caplog.text
    sentence = [m for m in said if "computer player failed" in m]
    assert sentence == ["The computer player failed (the log says why); it plays a plain "
                        "move this turn."]
    assert sentence[0].count(".") == 1                      # one sentence
    mine = [a for a in c.state.history if a.seat != human]
    assert len(mine) == 1                                   # the fallback was played
    rng = random.Random(2)
    c.submit(c.state.legal_actions()[0] if type(c.state.legal_actions()[0]) is Declare
             else rng.choice(c.state.legal_actions()))
    qtbot.waitUntil(lambda: c.waiting_for_human or c.over, timeout=30000)
    assert len(c.state.history) >= 3 and not c.over         # the game goes on


def test_a_failing_hint_is_logged_and_said(qtbot, tmp_path, monkeypatch, caplog):
    import parlour.ai.weighing as weighing
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    monkeypatch.setattr(weighing, "advise",
                        lambda obs, legal: (_ for _ in ()).throw(BrainBug("no hint")))
    said = []
    w = make_window(qtbot, autosave=False)
    w.statusBar().messageChanged.connect(said.append)
    state = new_game("piquet", "au-cent", seats=["You", "Computer"], seed=11)
    c = w.start(state, state.current_player(), "random")
    qtbot.waitUntil(lambda: c.waiting_for_human, timeout=30000)
    with caplog.at_level(logging.ERROR, logger="parlour.ai"):
        assert c.hint()
        qtbot.waitUntil(lambda: "The hint failed (the log says why)." in said, timeout=30000)
    assert any(r.exc_info and "no hint" in str(r.exc_info[1])
               for r in caplog.records if r.name == "parlour.ai")
    assert c.waiting_for_human and not c.over               # the game waits for you still


def test_a_player_name_nobody_answers_to_is_logged_and_the_best_player_stands_in(caplog):
    from parlour.ai.levels import LevelPlayer
    from parlour.ui.shell.controller import make_player
    with caplog.at_level(logging.WARNING, logger="parlour.ai"):
        player = make_player("ai:nobody", 1)
    assert isinstance(player, LevelPlayer) and player.name == "ai:club"
    assert "'ai:nobody'" in caplog.text and "ai:club" in caplog.text
