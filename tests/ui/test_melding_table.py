"""The melding table: Rubicon Bézique, Chinese Bézique and Binocle played through the
window's controller; melding by a real mouse drag; refusals explained; the lone pass
made for the player."""
from __future__ import annotations

import random

import pytest

from parlour.engine.core import Action
from parlour.engine.games import new_game
from parlour.ui.melding_view import MeldingView

from piquet_driver import make_window


def start(window, game, variant, seed, human=0, options=None):
    state = new_game(game, variant, options or {}, seats=["You", "Computer"], seed=seed)
    return window.start(state, human, "random")


def human_choice(controller, rng):
    legal = controller.state.legal_actions()
    melds = [a for a in legal if a.act in ("meld", "dix", "carte_blanche")]
    return rng.choice(melds) if melds and rng.random() < 0.8 else rng.choice(legal)


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
def test_a_whole_game_through_the_controller(qtbot, tmp_path, monkeypatch, game, variant):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot)
    c = start(w, game, variant, seed=11)
    assert isinstance(w.game_view, MeldingView)
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
    lone = [legal for legal in asked if len(legal) == 1 and legal[0].act == "pass"]
    human_passes = [a for a in c.state.history if a.act == "pass" and a.seat == 0]
    assert lone and human_passes                     # asked, and answered by itself

