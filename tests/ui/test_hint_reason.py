"""Hints with a reason: the exchange hint says what the discard keeps and what the draw
brings, from the trainer's exact odds; it says so when it replaces the player's choice."""
from __future__ import annotations

from piquet_driver import start_at_your_exchange


def test_the_hint_in_the_exchange_gives_its_reason_and_owns_up(qtbot, window):
    w = window
    c = start_at_your_exchange(qtbot, w)
    mine = w.view.hand_cards()[:1]
    w.presenter.selected = set(mine)                  # the player had chosen a card
    with qtbot.waitSignal(c.hinted, timeout=60000) as hinted:
        w.hint()
    # whole in the log (the status bar may hold only the advice, issue 28 item 9)
    said = [line for line in w.side.log.lines() if line.startswith("Hint: ")][-1]
    assert said.startswith("Hint: Throw ") and "for the point" in said
    if set(hinted.args[0].cards) != set(mine):
        assert "replaces the cards you had chosen" in said
    assert any(line.startswith("Hint: Throw") for line in w.side.log.lines())
