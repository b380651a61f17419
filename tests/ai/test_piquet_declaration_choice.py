"""The declaration that hides where hiding pays (ai/piquet/declaration_choice.py, the
trial player ai:sinker): its candidates, its rule (in full unless a hiding leads by
HIDE_MARGIN standard errors), and that it decides from the seat's observation alone."""
import random

import pytest

from parlour.ai.brain import Budget
from parlour.ai.levels import ClubPlayer, SinkerPlayer
from parlour.ai.piquet import declaration_choice as dc
from parlour.ai.piquet.brain import PiquetBrain, full_declaration
from parlour.ai.piquet.declaration_weighing import Outcome
from parlour.ai.piquet.seat_masks import SeatMasks
from parlour.engine.actions import Declare
from parlour.engine.games import new_game

from .test_honesty import alike_in_swapped_worlds

WEIGHED = Budget(seconds=60.0, samples=40)    # enough deals to weigh, the same every run


def _at_declaration(seed: int, variant: str = "au-cent"):
    """A seeded deal played by the club up to the first declaration with a hiding to
    weigh: (state, the seat to declare), or (None, None)."""
    state = new_game("piquet", variant, seed=seed)
    club = ClubPlayer(seed=seed)
    while len(state.deals) == 1:
        seat = state.current_player()
        legal = state.legal_actions()
        if {type(a) for a in legal} == {Declare} and \
                len(dc.candidates(SeatMasks(state.observation(seat), seat), legal)) > 1:
            return state, seat
        state.apply(club.choose(state.observation(seat), legal))
    return None, None


def test_the_candidates_are_in_full_then_the_sinkings_never_nothing():
    found = 0
    for seed in range(6):
        state, seat = _at_declaration(seed)
        if state is None:
            continue
        legal = state.legal_actions()
        cands = dc.candidates(SeatMasks(state.observation(seat), seat), legal)
        assert cands[0] == full_declaration(legal)
        assert all(a.cards for a in cands) and len(set(cands)) == len(cands)
        assert set(cands) <= set(legal)
        found += 1
    assert found >= 3


def _declarations(seed: int, variant: str):
    """Every declaration of a seeded deal played by the club: (state, seat) before it."""
    state = new_game("piquet", variant, seed=seed)
    club = ClubPlayer(seed=seed)
    while len(state.deals) == 1:
        seat = state.current_player()
        legal = state.legal_actions()
        if {type(a) for a in legal} == {Declare}:
            yield state, seat
        state.apply(club.choose(state.observation(seat), legal))


def test_rubicon_under_calls_are_candidates_only_when_sound():
    offered = kept = 0
    for seed in range(30):
        for state, seat in _declarations(seed, "rubicon"):
            known = SeatMasks(state.observation(seat), seat)
            legal = state.legal_actions()
            under = [a for a in legal if a.undercall]
            sound = dc.sound_undercalls(known, legal)
            assert [a for a in dc.candidates(known, legal) if a.undercall] == sound
            offered += bool(under)
            kept += bool(sound)
    assert offered > kept >= 1


def _fake_outcomes(values):
    """sampled_outcomes giving each candidate's points from ``values(i, k)`` in deal i."""
    def outcomes(obs, seat, actions, brain, rng, budget):
        for i in range(budget.samples):
            yield [Outcome((values(i, k), 0.0), 0, 0, 0, {}) for k in range(len(actions))]
    return outcomes


@pytest.mark.parametrize("lead,expected", [(3.0, "hides"), (0.0, "full"), (-3.0, "full")])
def test_it_hides_only_when_the_hiding_leads_beyond_its_standard_error(monkeypatch, lead,
                                                                       expected):
    state, seat = _at_declaration(0)
    legal = state.legal_actions()
    obs = state.observation(seat)
    known = SeatMasks(obs, seat)
    cands = dc.candidates(known, legal)
    # in full scores 10 give or take 5; the last candidate ``lead`` more on the same deals
    noise = [5.0 * (-1) ** i for i in range(64)]
    monkeypatch.setattr(dc, "sampled_outcomes", _fake_outcomes(
        lambda i, k: 10 + noise[i] + (lead + 0.5 * (-1) ** (i // 2) if k == len(cands) - 1
                                      else -1.0 if k else 0.0)))
    chosen = dc.hiding_declaration(obs, known, legal, PiquetBrain(), random.Random(1),
                                   Budget(60.0, 64))
    assert chosen == (cands[-1] if expected == "hides" else cands[0])


def test_a_noisy_small_lead_is_not_enough(monkeypatch):
    state, seat = _at_declaration(0)
    legal = state.legal_actions()
    obs = state.observation(seat)
    known = SeatMasks(obs, seat)
    # a lead of 1 with a paired spread of 10 over 64 deals: about 0.8 standard errors
    monkeypatch.setattr(dc, "sampled_outcomes", _fake_outcomes(
        lambda i, k: 1.0 + 10.0 * (-1) ** i if k == 1 else 0.0))
    chosen = dc.hiding_declaration(obs, known, legal, PiquetBrain(), random.Random(1),
                                   Budget(60.0, 64))
    assert chosen == full_declaration(legal)


@pytest.mark.parametrize("variant", ["au-cent", "rubicon"])
def test_the_sinker_ignores_the_cards_it_cannot_see(variant):
    seeds = [s for s in range(10) if _at_declaration(s, variant)[0] is not None][:6]
    assert alike_in_swapped_worlds(lambda seed: _at_declaration(seed, variant), seeds,
                                   random.Random(3), lambda: SinkerPlayer(5, WEIGHED)) >= 3


def test_the_sinker_is_a_player_on_trial_not_offered_in_the_window():
    from parlour.ai.players import make_player, player_specs
    assert make_player("ai:sinker", seed=1).name == "ai:sinker"
    assert "ai:sinker" not in player_specs()
