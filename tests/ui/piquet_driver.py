"""Helpers for the window tests: a MainWindow on a temporary PARLOUR_HOME with
animations off, and a test 'player' choosing legal actions for the human seat."""
from __future__ import annotations

import random

from parlour.engine.games import new_game
from parlour.store import saves
from parlour.store.settings import Settings
from parlour.ui.table import animation
from parlour.ui.shell.main_window import MainWindow
from parlour.ui.shell.mode import GameLeft
from parlour.engine.actions import Declare, Exchange


def make_window(qtbot, autosave=True):
    animation.set_speed(0)
    # deals follow each other without the summary's pause (test_deal_summary sets it)
    w = MainWindow(Settings(animation_speed=0.0, opponent="random", pause_after_deal=False),
                   autosave=autosave)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    return w


def resume_in_new_window(qtbot, controller):
    """Stop the game, read its autosave back and resume it in a fresh window; the game
    must come back the same (every seat's observation and the history).  Returns the
    new window, its controller and the saved game."""
    controller.stop()
    seats = range(len(controller.state.seats))
    before = [controller.state.observation(p) for p in seats], list(controller.state.history)
    saved, state, notice = saves.load_game()
    assert notice is None
    assert ([state.observation(p) for p in seats], list(state.history)) == before
    w2 = make_window(qtbot)
    c2 = w2.resume(GameLeft(saved, state))
    assert ([c2.state.observation(p) for p in seats], list(c2.state.history)) == before
    return w2, c2, saved


def start_piquet(window, seed=7, human=0, variant="au-cent"):
    state = new_game("piquet", variant, seats=["You", "Computer"], seed=seed)
    return window.start(state, human, "random")


def at_random(rng: random.Random, actions, melds=(), meld_share: float = 0.0):
    """One of ``actions`` at random (one of ``melds``, when there are any, with the
    chance ``meld_share``).  A lone action is taken without a draw: the window plays a
    forced move by itself after a pause, and whether the test or the window got there
    first must not change the draws that follow (it made window tests flaky)."""
    if len(actions) == 1:
        return actions[0]
    if melds and rng.random() < meld_share:
        return rng.choice(melds)
    return rng.choice(actions)


def choose_for_human(controller, rng: random.Random):
    """A legal action for the human: declarations as 'declare for me', otherwise any."""
    legal = controller.state.legal_actions()
    if type(legal[0]) is Declare:
        return legal[0]
    if type(legal[0]) is Exchange:
        return controller.state.sample_action(rng)
    return at_random(rng, legal)


def start_at_your_exchange(qtbot, w):
    """Piquet au cent (seed 8) on the table, answered for you until your exchange is
    due: the controller."""
    c = start_piquet(w, seed=8)
    drive_until(qtbot, c, lambda: c.waiting_for_human and
                type(c.state.legal_actions()[0]) is Exchange, random.Random(4))
    return c


def answer_to_the_summary(qtbot, w, c, rng, choose=None, timeout=60000):
    """Answer for the human (``choose(controller, rng)``, by default
    ``choose_for_human``) until the deal's summary is up, or the game is over."""
    choose = choose or choose_for_human

    def step():
        if w.deal_summary_shown() or c.over:
            return True
        if c.waiting_for_human and not c.busy:
            c.submit(choose(c, rng))
        return False
    qtbot.waitUntil(step, timeout=timeout)


def drive_until(qtbot, controller, stop, rng, timeout=30000):
    """Answer for the human until ``stop()`` holds at a human turn (or the game ends)."""
    def step():
        if stop() or controller.over:
            return True
        if controller.waiting_for_human and not controller.busy:
            assert controller.submit(choose_for_human(controller, rng)) is None
        return False
    qtbot.waitUntil(step, timeout=timeout)
