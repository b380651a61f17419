"""The melding games' window shows the cut for the first deal (issue 28, item 13): a
Binocle or Bézique game started with "Cut for deal" says who cut what, and the player
is dealer as often as the cut says (Binocle once always made him the pone)."""
from __future__ import annotations

import pytest

from parlour.engine.cards import card_symbol
from parlour.engine.events import Cut
from parlour.ui.windows.new_game_dialog import NewGameChoice


@pytest.mark.parametrize("game,variant", [("binocle", "48"), ("rubicon-bezique", "rubicon")])
def test_the_log_shows_the_cut_and_the_cut_decides_who_deals(window, game, variant):
    dealt_by_you = set()
    for seed in (1, 2, 3, 4, 5, 6):
        c = window.start_new(NewGameChoice(game, variant, {}, "random", "cut"), seed=seed)
        state = c.state
        cut = state.deals[0].events[0].payload
        assert isinstance(cut, Cut)
        lines = window.side.log.lines()
        said = [line for line in lines if line.startswith("Cut: ")]
        assert len(said) == 1, lines[:4]
        a, b = cut.cards
        assert card_symbol(a) in said[0] and card_symbol(b) in said[0]
        assert said[0].endswith("the higher card's usual choice."), said[0]
        dealt_by_you.add(state.deals[0].setup.dealer == c.human_seat)
        c.stop()
    assert dealt_by_you == {True, False}
