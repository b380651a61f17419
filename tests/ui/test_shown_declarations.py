"""What the other declared, seen: the cards of his scoring declarations lie face up on
the table until the next trick is complete, and the log names them."""
from __future__ import annotations

import random

from parlour.engine.cards import card_symbol

from piquet_driver import choose_for_human, make_window, start_piquet
from parlour.engine.events import Scored


def test_the_computers_scoring_declaration_is_shown_then_taken_up(qtbot, tmp_path,
                                                                 monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot)
    for seed in range(3, 40):
        c = start_piquet(w, seed=seed)
        rng = random.Random(seed)
        seen = []

        def step():
            shown = w.scene.cards_in("shown_top")
            if shown:
                seen.append((list(shown), len(c.state.observation(0).tricks)))
                return True
            if c.over or len(c.state.deals) > 1:
                return True
            if c.waiting_for_human and not c.busy:
                c.submit(choose_for_human(c, rng))
            return False
        qtbot.waitUntil(step, timeout=60000)
        if seen:
            break
    assert seen, "the computer never scored a declaration"
    shown, tricks = seen[0]
    scored = [e for e in c.state.deals[-1].events
              if isinstance(e.payload, Scored) and e.seat == 1 and e.cards
              and e.category in ("point", "sequence", "set")]
    assert set(shown) == {x for e in scored for x in e.cards}
    assert any(" ".join(card_symbol(x) for x in scored[0].cards) in ln
               for ln in w.side.log.lines())
    assert "shown_top" in w.scene.caption_spec
    # taken up once the next trick is complete
    def step2():
        if len(c.state.observation(0).tricks) > tricks or len(c.state.deals) > 1:
            return True
        if c.waiting_for_human and not c.busy:
            c.submit(choose_for_human(c, rng))
        return False
    qtbot.waitUntil(step2, timeout=60000)
    qtbot.waitUntil(lambda: not w.scene.cards_in("shown_top"), timeout=3000)
