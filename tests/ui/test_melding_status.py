"""What the melding table's status line tells the player to do: the lead or the reply
(to which card), and in the last tricks the rule that binds it; and the dix by its true
rank (Binocle of 48 cards has no Seven: its dix is the Nine)."""
from __future__ import annotations

import random

import pytest

from parlour.engine.cards import card_symbol
from parlour.engine.games import new_game
from parlour.ui.melding.presenter import MeldingPresenter
from parlour.engine.actions import Dix, Play


def positions(game, variant, seed=3):
    """(state, seat to act, legal) at every turn of one deal, played at random."""
    s = new_game(game, variant, seats=["You", "Computer"], seed=seed)
    rng = random.Random(seed)
    while s.current_player() is not None and len(s.deals) < 2:
        seat = s.current_player()
        legal = s.legal_actions()
        yield s, seat, legal
        s.apply(rng.choice(legal))


def told(state, seat, legal) -> tuple[MeldingPresenter, str]:
    p = MeldingPresenter(state, seat, seat)
    p.your_turn(legal)
    return p, p.status_text(state)


@pytest.mark.parametrize("game,variant", [("rubicon-bezique", "rubicon"),
                                          ("bezique", "two-pack"), ("binocle", "64")])
def test_the_status_says_lead_or_reply_and_the_last_tricks_rule(game, variant):
    seen = set()
    for s, seat, legal in positions(game, variant):
        if {type(a) for a in legal} != {Play}:
            continue
        o = s.observation(seat)
        _, text = told(s, seat, legal)
        led = o.trick.cards[0].card if o.trick is not None and o.trick.cards else None
        last = o.stock == 0
        seen.add((last, led is None))
        if led is None:
            assert "lead" in text and "reply" not in text, text
        else:
            assert f"reply to {card_symbol(led)}" in text, text
        assert ("last tricks" in text) == last, text
        assert ("Follow suit and win" in text) == (last and led is not None), text
        assert ("board" in text) == (not last), text     # the board is in hand at the end
    assert seen == {(False, False), (False, True), (True, False), (True, True)}


def test_binocle_48s_dix_is_the_nine_of_trumps():
    for s, seat, legal in positions("binocle", "48"):
        if {type(a) for a in legal} == {Dix}:
            p, text = told(s, seat, legal)
            assert "Nine of trumps" in text and "Seven" not in text, text
            _, question, _, _ = p.choices(s)
            assert "Nine of trumps" in question and "Seven" not in question
            break
    else:
        pytest.fail("no dix in the deal")
    assert MeldingPresenter(new_game("binocle", "64", seed=1), 0, 0).dix == \
        "the Seven of trumps"
    assert MeldingPresenter(new_game("rubicon-bezique", "rubicon", seed=1), 0, 0).dix == \
        "the Seven of trumps"


@pytest.mark.parametrize("game,variant", [("rubicon-bezique", "rubicon"),
                                          ("bezique", "two-pack"), ("binocle", "48")])
def test_each_deal_is_logged_under_its_dealer_and_ends_on_a_heading(game, variant):
    for s, _, _ in positions(game, variant):
        pass                                    # to the first deal's end
    p = MeldingPresenter(s, 0, 0)
    lines = p.log_lines(s, s.deals[0].events)
    dealer = s.deals[0].setup.dealer
    assert lines[0][1].startswith("Cut: ")              # the cut for the first deal
    assert lines[1] == ("", "You deal." if dealer == 0 else "Computer deals.", "heading")
    ended = [line for line in lines if line[1].startswith("Deal 1:")]
    assert ended and ended[0][2] == "heading"
