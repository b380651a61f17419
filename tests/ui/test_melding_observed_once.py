"""A refresh of the melding table reads the player's observation once, not once for
the table, again for the talon counter, the score, the status line and the choices."""
from __future__ import annotations

import random

from piquet_driver import make_window
from test_melding_table import drive, start


def test_one_refresh_makes_one_observation(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot, autosave=False)
    c = start(w, "rubicon-bezique", "rubicon", seed=3)
    drive(qtbot, w, c, random.Random(2), stop=lambda: len(c.state.history) > 12
          and c.waiting_for_human)
    state = c.state
    made = []
    real = state.observation
    monkeypatch.setattr(state, "observation", lambda seat: made.append(seat) or real(seat))
    w.refresh(state)
    w._your_turn(state.legal_actions())             # the status line and the choices
    mine = [s for s in made if s == w.presenter.bottom]
    assert len(mine) <= 1, made         # none when the last refresh saw this point
    # a new point of the game is read afresh: a move is made
    before = w.presenter.observed(state)
    assert w.presenter.observed(state) is before
    state.apply(state.legal_actions()[0])
    assert w.presenter.observed(state) is not before
    assert w.presenter.observed(state) == real(w.presenter.bottom)
