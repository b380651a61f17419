"""The computer dealer's look at the cards he leaves in the talon (ai/piquet/talon_look.py):
decided from its observation, and a waived look kept in the worlds it imagines."""
import random

from parlour.ai.piquet.brain import PiquetBrain
from parlour.engine.actions import Exchange, Play
from parlour.engine.games import new_game


def at_the_dealers_exchange(seed):
    s = new_game("piquet", "au-cent", seed=seed)
    s.apply(s.sample_action(random.Random(seed)))          # elder's exchange
    assert s.current_player() == s.dealer
    return s


def test_the_computer_dealer_looks_at_the_cards_he_leaves():
    brain = PiquetBrain()
    for seed in range(6):
        s = at_the_dealers_exchange(seed)
        legal = s.legal_actions()
        assert any(not a.look for a in legal)               # both are offered
        obs = s.observation(s.dealer)
        chosen = brain.club(obs, legal, random.Random(seed))
        assert type(chosen) is Exchange and chosen in legal
        assert chosen.look or len(chosen.cards) == len(s.stock)
        s.apply(chosen)
        assert s.observation(s.dealer).remnant_looked is bool(s.stock)


def test_a_world_imagined_after_a_waived_look_keeps_it_waived():
    for seed in range(4):
        s = at_the_dealers_exchange(seed)
        s.apply(Exchange(s.dealer, (), False))               # takes nothing, looks at none
        while s.phase == "declare":
            s.apply(s.auto_action())
        s.apply(Play(s.elder, s.legal_actions()[0].card))   # elder leads
        assert s.observation(s.elder).remnant_looked is False
        world = PiquetBrain().determinize(s.observation(s.dealer), random.Random(seed))
        assert world is not None and world.remnant_looked is False
        assert not set(world.stock) & set(world.observation(world.dealer).seen)
