"""The expert's reading of the other's hand (two hands): declarations shortened as the
engine allows them, the exchange count, and its honesty."""
import random

import pytest

from parlour.ai.levels import ClubPlayer
from parlour.ai.piquet.inference import declaration_likelihood
from parlour.ai.piquet.view import PiquetView
from parlour.engine.cards import mask_of
from parlour.engine.games import new_game
from parlour.engine.piquet import dialogue

SINK = 0.15


def _shortened(cls: str, legal, hand: int, by: str):
    """The engine's legal declaration of ``cls`` that shortens the best combination
    (a quint called as a quart, a quatorze as a trio), or None."""
    full = dialogue.held(cls, hand, by)
    if not full:
        return None
    for a in legal:
        combos = dialogue.combos_of(cls, mask_of(a.cards))
        if combos and not a.get("undercall") and len(combos) == len(full) \
                and dialogue.best_key(cls, combos, by) < dialogue.best_key(cls, full, by):
            return a
    return None


def _deals_with_a_shortening(variant: str, cls: str, seeds: int):
    """Seeded deals played by clubs, one of them shortening his best ``cls`` when the
    engine allows it: (state at the first lead, his seat)."""
    for seed in range(seeds):
        state = new_game("piquet", variant, seed=seed)
        players = [ClubPlayer(seed), ClubPlayer(seed + 1)]
        shortener = None
        while state.phase != "play" and not state.is_over():
            seat, legal = state.current_player(), state.legal_actions()
            action = players[seat].choose(state.observation(seat), legal)
            if legal[0].act == "declare" and legal[0].get("class") == cls and shortener is None:
                short = _shortened(cls, legal, state.hands[seat], state.options["point_by"])
                if short is not None:
                    action, shortener = short, seat
            state.apply(action)
        if shortener is None or state.phase != "play":
            continue
        seat = state.current_player()       # elder leads: the dealer claims his scores
        state.apply(players[seat].choose(state.observation(seat), state.legal_actions()))
        yield state, shortener


@pytest.mark.parametrize("variant", ["au-cent", "rubicon"])
@pytest.mark.parametrize("cls", ["sequence", "set"])
def test_a_shortened_declaration_is_admitted_and_weighed_as_a_sinking(variant, cls):
    checked = 0
    for state, shortener in _deals_with_a_shortening(variant, cls, 60):
        reader = 1 - shortener
        obs = state.observation(reader)
        if not any(e.seat == shortener and e.category == cls for e in obs.scores):
            continue                      # it did not score: nothing heard of his cards
        view = PiquetView(obs, reader)
        truth = state.hands[shortener] | _played_by(state, shortener)
        assert declaration_likelihood(obs, view, SINK)(truth) == pytest.approx(SINK)
        assert declaration_likelihood(obs, view, 1.0)(truth) == 1.0
        checked += 1
    assert checked >= 2


def _played_by(state, seat: int) -> int:
    """The cards ``seat`` has played in this deal (on the table included)."""
    view, m = PiquetView(state.observation(seat), seat), 0
    for s, c in view.played + view.trick:
        if s == seat:
            m |= 1 << c
    return m
