"""Issue 28 item 12: a Piquet game saved while the other's scoring declarations lie shown
on the table comes back with them shown, as the live table had them."""
from __future__ import annotations

import random

from piquet_driver import choose_for_human, make_window, resume_in_new_window, start_piquet


def test_the_shown_cards_come_back_on_resume(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot)
    shown: list = []
    for seed in range(3, 40):
        c = start_piquet(w, seed=seed)
        rng = random.Random(seed)

        def step():
            if c.over or len(c.state.deals) > 1:
                return True
            if not c.waiting_for_human or c.busy:
                return False
            if w.scene.cards_in("shown_top"):     # the computer's cards lie shown
                shown[:] = sorted(w.scene.cards_in("shown_top"))
                return True
            c.submit(choose_for_human(c, rng))
            return False
        qtbot.waitUntil(step, timeout=60000)
        if shown:
            break
    assert shown, "the computer never scored a declaration"
    w2, c2, _ = resume_in_new_window(qtbot, c)
    qtbot.waitUntil(lambda: c2.waiting_for_human)
    assert sorted(w2.scene.cards_in("shown_top")) == shown
