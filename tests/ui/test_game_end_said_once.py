"""The log says the game's end once, in every game: the engine's game_end event is not
logged beside the window's own result line (it was, twice, in Rubicon and Chinese
Bézique and Binocle), and no line names its speaker twice ("You: You claim ...")."""
from __future__ import annotations

import random

import pytest

from parlour.engine.games import new_game
from parlour.engine.sentences import sentence
from parlour.engine.events import GameEnded

GAMES = [("rubicon-bezique", "rubicon", 2), ("chinese-bezique", "chinese", 2),
         ("bezique", "two-pack", 2), ("binocle", "48", 2), ("binocle", "64", 2),
         ("piquet", "au-cent", 2), ("piquet", "rubicon", 2), ("piquet", "normand", 3),
         ("piquet", "voleur", 4), ("piquet", "ecrire", 3)]
NAMES = ["You", "Computer", "Ann", "Bob"]


def one_move_from_the_end(game, variant, n, seed=5):
    """The game played at random to its end, then again to one move before it: that
    state and the last move."""
    names = NAMES[:n]
    moves, state, rng = [], new_game(game, variant, seats=names, seed=seed), random.Random(1)
    while state.current_player() is not None:
        moves.append(state.sample_action(rng))
        state.apply(moves[-1])
    before = new_game(game, variant, seats=names, seed=seed)
    for a in moves[:-1]:
        before.apply(a)
    return before, moves[-1], state


def game_end_words(state):
    return [sentence(e, state.seats) for log in state.deals for e in log.events
            if isinstance(e.payload, GameEnded)]


def assert_said_once(window, ended):
    lines = window.side.log.lines()
    result = window.presenter.result_text(window.controller.state, ended.result())
    assert lines.count(result) == 1, lines[-6:]
    for words in game_end_words(ended):
        assert not any(words in line for line in lines), (words, lines[-6:])
    for name in ended.seats:
        assert not any(line.startswith(f"{name}: {name} ") for line in lines), lines[-6:]


def end_the_game(qtbot, w, game="piquet", variant="au-cent", options=None, n=2):
    """The game one move from its end on the table (``options`` added to its rules),
    that move made for you: the controller, the game over."""
    before, last, _ = one_move_from_the_end(game, variant, n)
    if options:
        before.options.update(options)
    c = w.start(before, 0, "random")

    def over():
        if c.waiting_for_human and not c.busy:
            assert c.submit(last) is None
        return c.over
    qtbot.waitUntil(over, timeout=20000)
    return c


@pytest.mark.parametrize("game,variant,n", GAMES)
def test_the_end_is_said_once_as_it_happens(qtbot, window, game, variant, n):
    c = end_the_game(qtbot, window, game, variant, n=n)
    assert_said_once(window, c.state)     # the computer may have ended it its own way


@pytest.mark.parametrize("game,variant,n", GAMES[:5])
def test_the_end_is_said_once_when_a_finished_game_is_told_again(qtbot, window, game,
                                                                variant, n):
    _, _, ended = one_move_from_the_end(game, variant, n)
    c = window.start(ended, 0, "random")
    qtbot.waitUntil(lambda: c.over, timeout=10000)
    assert_said_once(window, ended)
