"""A hint on card play in Normand, Voleur and à écrire gives its reason, from the
expert's own weighing as in the two-handed game (the play-outs round the table; the
deal at à écrire's table weighed as the two-handed game's, in the sitting's seats):
"Hint: Play 10♠: as good as Q♦ (played out over 200 sampled deals).", not
"Hint: play Q♣"; à écrire's exchange hint gives the draw's odds, and so does the
Normand dealer's (his ten cards, the talon's two among the 22 he has not seen)."""
from __future__ import annotations

import random

import pytest
from PySide6.QtTest import QTest

from parlour.engine.actions import Exchange, Play
from parlour.ui.binding.qt import QtCore
from parlour.ui.windows.new_game_dialog import NewGameChoice

from piquet_driver import choose_for_human, make_window

Qt = QtCore.Qt
CHOICES = {
    "normand": NewGameChoice("piquet", "normand", {}, "random", "cut"),
    "voleur": NewGameChoice("piquet", "voleur", {}, "random", "cut"),
    "ecrire": NewGameChoice("piquet", "ecrire", {"rotation": "turns", "tours": 1},
                            "random", "computer", 3),
}


def hint_said(qtbot, w, key: bool = True) -> str:
    qtbot.waitUntil(w.hint_action.isEnabled, timeout=5000)   # the turn shown as yours
    before = len(w.side.log.lines())
    if key:
        w.view.setFocus()
        QTest.keyClick(w.view, Qt.Key.Key_H)              # Game > Hint's key
    else:
        QTest.mouseClick(w.side.hint_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(w.side.log.lines()) > before
                    and w.side.log.lines()[-1].startswith("Hint:"), timeout=60000)
    return w.side.log.lines()[-1]


def wait_for(qtbot, c, kind, rng):
    def step():
        if c.waiting_for_human and not c.busy:
            legal = c.state.legal_actions()
            if type(legal[0]) is kind and len(legal) > 1:
                return True
            c.submit(choose_for_human(c, rng))
        return False
    qtbot.waitUntil(step, timeout=30000)


@pytest.mark.parametrize("variant", sorted(CHOICES))
def test_a_play_hint_says_why(qtbot, tmp_path, monkeypatch, variant):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot)
    c = w.start_new(CHOICES[variant], seed=3)
    wait_for(qtbot, c, Play, random.Random(2))
    said = hint_said(qtbot, w)
    assert said.startswith("Hint: Play "), said
    assert "sampled" in said and ("better than" in said or "as good as" in said), said


def test_an_ecrire_exchange_hint_gives_the_odds(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot)
    c = w.start_new(CHOICES["ecrire"], seed=3)       # the human is elder: he exchanges
    wait_for(qtbot, c, Exchange, random.Random(2))
    said = hint_said(qtbot, w, key=False)
    assert "for the point" in said and "sampled" in said, said


def test_a_normand_exchange_hint_gives_the_draws_odds(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot)
    c = w.start_new(NewGameChoice("piquet", "normand", {}, "random", "me"), seed=3)
    wait_for(qtbot, c, Exchange, random.Random(2))       # the dealer alone exchanges
    assert c.state.dealer == c.human_seat
    said = hint_said(qtbot, w, key=False)                  # the side panel's Hint
    assert said.startswith("Hint: Throw ") and "for the point" in said, said
    assert "of 2 from the 22 cards you have not seen" in said, said
    # the hinted cards are the ones chosen for the exchange, as in the two-handed game
    thrown = said.split(":")[1].split()[1:]
    assert len(w.presenter.selected) == len(thrown) == 2
    # H, the hint's key, says it again (in place of the line said before)
    w.view.setFocus()
    with qtbot.waitSignal(c.hinted, timeout=60000):
        QTest.keyClick(w.view, Qt.Key.Key_H)
    assert w.side.log.lines()[-1] == said
