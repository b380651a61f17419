"""The play hint says why, from the computer's own weighing (ai/weighing.py: typed
figures, put into words in ui/shell/hint_words.py): Piquet card play, the Bézique family's
and Binocle's play and melds."""
from __future__ import annotations

import random

import pytest

from parlour.ai.weighing import PLAYED_OUT, SOLVED, Weighing, advise
from parlour.engine.games import new_game
from parlour.ui.shell.hint_words import weighing_words

from piquet_driver import drive_until, start_piquet
from test_melding_table import drive, start
from parlour.engine.actions import Meld, Pass, Play


def test_the_words_come_from_the_figures():
    play = Play(0, 7)
    other = Play(0, 6)
    w = Weighing(play, PLAYED_OUT, 12.0, other, 3.6, 32, True)
    said = weighing_words(w, lambda a: f"play {a.notation()}")
    assert said.startswith("Play ") and "it takes the trick" in said
    assert "about 4 points better than K♠" in said and "32 sampled deals" in said
    close = Weighing(play, SOLVED, 12.0, Pass(0), 0.2, 1, None)
    said = weighing_words(close, lambda a: "Four Aces (100)")
    assert "as good as passing" in said and "every card known" in said
    assert "trick" not in said


def weighing_at(state):
    seat = state.current_player()
    return advise(state.observation(seat), state.legal_actions())


def test_the_weighing_is_the_experts_own_choice_with_its_margin():
    s = new_game("piquet", "au-cent", seats=["A", "B"], seed=11)
    rng = random.Random(2)
    while not (type(s.legal_actions()[0]) is Play and len(s.legal_actions()) > 2
               and s.observation(s.current_player()).trick):
        s.apply(s.sample_action(rng))
    w = weighing_at(s)
    assert w.action in s.legal_actions() and w.runner_up in s.legal_actions()
    assert w.margin >= -1.0 and w.worlds >= 1 and w.takes_trick is not None
    lead = s.observation(s.current_player()).trick.cards[0].card
    card = w.action.card
    assert w.takes_trick == (card >> 3 == lead >> 3 and card & 7 > lead & 7)


@pytest.mark.parametrize("game,variant", [("rubicon-bezique", "rubicon"), ("binocle", "64")])
def test_melding_play_and_melds_are_weighed(game, variant):
    s = new_game(game, variant, {}, seats=["A", "B"], seed=6)
    rng = random.Random(4)
    kinds = set()
    while s.current_player() is not None and kinds != {Play, Meld}:
        legal = s.legal_actions()
        acts = {type(a) for a in legal}
        if len(legal) > 1 and (Meld in acts and Meld not in kinds or
                               acts == {Play} and Play not in kinds):
            w = weighing_at(s)
            assert w is not None and w.action in legal and w.runner_up in legal
            kinds.add(Meld if Meld in acts else Play)
        s.apply(s.sample_action(rng))
    assert kinds == {Play, Meld}


def test_the_piquet_play_hint_says_why_in_the_window(qtbot, window):
    w = window
    c = start_piquet(w, seed=7)
    drive_until(qtbot, c, lambda: c.waiting_for_human and type(c.state.legal_actions()[0])
                is Play and len(c.state.legal_actions()) > 1, random.Random(1),
                timeout=60000)
    with qtbot.waitSignal(c.hinted, timeout=60000) as hinted:
        w.hint()
    said = [line for line in w.side.log.lines() if line.startswith("Hint: ")][-1]
    assert said.startswith("Hint: Play ") and ("better than" in said or "as good as" in said)
    assert "sampled" in said or "every card known" in said
    assert isinstance(c.hint_reason, Weighing) and c.hint_reason.action == hinted.args[0]
    assert w.view.cursor_card() == hinted.args[0].card      # the card, put under the cursor


def test_the_melding_hint_says_why_and_leaves_the_chosen_cards(qtbot, window):
    w = window
    c = start(w, "rubicon-bezique", "rubicon", seed=5)
    drive(qtbot, w, c, random.Random(2), stop=lambda: c.waiting_for_human and any(
        type(a) is Meld for a in c.state.legal_actions()))
    presenter = w.presenter
    hand = [k for k in presenter.hand_keys][:1]
    presenter.chosen = [("hand_bottom", hand[0])]             # the player had picked a card
    with qtbot.waitSignal(c.hinted, timeout=60000):
        w.hint()
    said = [line for line in w.side.log.lines() if line.startswith("Hint: ")][-1]
    assert said.startswith("Hint: ") and "sampled deal" in said
    assert presenter.chosen == [("hand_bottom", hand[0])]     # not replaced
