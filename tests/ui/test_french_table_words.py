"""The table's words in French, through the real window: a Piquet deal and a stretch of
Rubicon Bézique and Binocle played by the controller, and every line of the log, the
status line, the question beside the table and the table in words for a screen reader
checked for English words of the catalogue (the presenters' words, which have no Qt)."""
from __future__ import annotations

import random

import pytest

from parlour.engine.games import new_game

from piquet_driver import choose_for_human, make_window
from tests.language.test_french_games import WORD, english_only_words, french  # noqa: F401

NAMES = {"computer"}           # the seat's name, not a word of the catalogue


def _english(texts: list[str]) -> dict[str, list[str]]:
    english = english_only_words() - NAMES
    out = {}
    for t in texts:
        found = sorted({w.lower() for w in WORD.findall(t)} & english)
        if found:
            out[t] = found
    return out


def _seen(w, c) -> list[str]:
    """What the player reads now: the log (but the window's own lines, "Hint: ..." and
    the sitting sheet's, which Qt's translation says), the status words, the question and its answers, the table for
    a screen reader."""
    from parlour.ui.shell.side_panel import KIND_ROLE
    from parlour.ui.sitting.window import running_line
    log = w.side.log
    sheet = getattr(c, "sheet", None)
    own = {running_line(sheet)} if sheet is not None else set()    # the window's, Qt's part
    texts = [log.item(i).text() for i in range(log.count())
             if log.item(i).data(KIND_ROLE) != "hint" and log.item(i).text() not in own]
    p = w.presenter
    texts.append(p.status_text(c.state))
    texts += p.table_words(c.state)
    asked = p.choices(c.state) if c.waiting_for_human else None
    if asked:
        texts += [asked[0], asked[1]] + [a[0] for a in asked[2] if isinstance(a[0], str)]
    return texts


@pytest.mark.slow
@pytest.mark.parametrize("game,variant,steps", [("piquet", "au-cent", 400),
                                                ("rubicon-bezique", "rubicon", 150),
                                                ("binocle", "64", 150)])
def test_the_table_speaks_french(qtbot, tmp_path, monkeypatch, french, game, variant, steps):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot)
    c = w.start(new_game(game, variant, seats=["You", "Computer"], seed=5), 0, "random")
    rng = random.Random(5)
    seen: list[str] = []
    done = [0]

    def step():
        if c.over or done[0] >= steps:
            return True
        if c.waiting_for_human and not c.busy:
            seen.extend(_seen(w, c))
            assert c.submit(choose_for_human(c, rng)) is None
            done[0] += 1
        return False
    qtbot.waitUntil(step, timeout=120000)
    seen.extend(_seen(w, c))
    assert any("Vous" in t for t in seen)
    assert not _english(seen)
