"""Bézique and Binocle brains: club play beats random, melds the biggest, claims right."""
from dataclasses import replace

import pytest

from parlour.ai.levels import ClubPlayer
from parlour.engine.cards import parse_card, parse_cards
from parlour.engine.games import new_game
from parlour.engine.observed import PlayedCard, Trick
from parlour.selfplay import run

from ..tiers import cases
from .conftest import ALL_GAMES
from parlour.engine.actions import Brisques, Claim, Meld, Pass, Play

MELDING = [(g, v) for g, v in ALL_GAMES if g != "piquet"]


# whole matches: the fast tier plays the shortest game's, the whole suite every game's
@pytest.mark.parametrize("game,variant", cases(MELDING, slow=[
    "chinese-bezique-chinese", "bezique-two-pack", "rubicon-bezique-rubicon", "binocle-64"]))
def test_club_beats_random_over_a_mirrored_match(game, variant):
    summary = run(game, variant, ["ai:club", "random"], games=20, seed=3, workers=1)
    assert summary["wins"][0] > 0.6 * summary["games"]


@pytest.mark.skipif(not any(g == "binocle" for g, _ in MELDING), reason="no Binocle yet")
def test_binocle_claims_exactly_when_it_has_reached_the_target():
    claim = Claim(0)
    play = Play(0, parse_card("9H"))
    obs = replace(new_game("binocle", "48", seed=0).observation(0), scores=(990, 700),
                  target=1000, hand=("9H",), trump="S", trick=None)
    assert ClubPlayer(1).choose(obs, [play, claim]) == play
    obs = replace(obs, scores=(1003, 700))
    assert ClubPlayer(1).choose(obs, [play, claim]) == claim


@pytest.mark.skipif(not any(g == "binocle" for g, _ in MELDING), reason="no Binocle yet")
def test_the_biggest_meld_is_scored_first():
    obs = replace(new_game("binocle", "48", seed=0).observation(0), trump="H", trick=None,
                  hand=("KH", "QH", "AH", "10H", "JH", "QS", "JD"))
    royal = Meld(0, tuple(sorted(parse_cards("KH QH"))))
    seq = Meld(0, tuple(sorted(parse_cards("AH 10H KH QH JH"))))
    binocle = Meld(0, tuple(sorted(parse_cards("QS JD"))))
    assert ClubPlayer(1).choose(obs, [royal, binocle, seq, Pass(0)]) == seq


@pytest.mark.skipif(not any(g == "rubicon-bezique" for g, _ in MELDING), reason="no Bézique")
def test_bezique_takes_a_brisque_cheaply_and_throws_a_low_card_otherwise():
    obs = replace(new_game("rubicon-bezique", "rubicon", seed=0).observation(1), seat=1,
                  trump="C", hand=tuple(parse_cards("7H AD KS 9C JH")),
                  trick=Trick(0, (PlayedCard(0, parse_cards("10D")[0]),)), last_tricks=False, stock=99)
    legal = [Play(1, c) for c in parse_cards("7H AD KS 9C JH")]
    assert ClubPlayer(1).choose(obs, legal).card in parse_cards("9C AD")
    obs = replace(obs, trick=Trick(0, (PlayedCard(0, parse_cards("8D")[0]),)))
    assert ClubPlayer(1).choose(obs, legal).card == parse_cards("7H")[0]


def _brute(a, b, lead, trump, worth, last):
    """Minimax over every card of the last tricks, duplicates included, no memory."""
    from parlour.engine.melding.tricks import beats, strict_follows
    if lead is None:
        return max(-_brute(b, a[:i] + a[i + 1:], a[i], trump, worth, last)
                   for i in range(len(a)))
    best = None
    allowed = set(strict_follows(a, lead, trump))
    for i, c in enumerate(a):
        if c in allowed:
            a2 = a[:i] + a[i + 1:]
            pts = worth[lead] + worth[c] + (last if not a2 else 0)
            if beats(c, lead, trump):
                v = pts + (_brute(a2, b, None, trump, worth, last) if a2 else 0)
            else:
                v = -pts - (_brute(b, a2, None, trump, worth, last) if a2 else 0)
            best = v if best is None else max(best, v)
    return best


def test_the_last_tricks_solver_agrees_with_brute_force():
    import random
    from parlour.ai.melding.endgame import EndgameSolver
    from parlour.engine.cards import packs
    rng = random.Random(9)
    brisques = tuple(10 if c & 7 in (3, 7) else 0 for c in range(32))
    for _ in range(40):
        n = rng.randint(1, 4)
        pack = packs(4)
        rng.shuffle(pack)
        trump = rng.randrange(4)
        a, b = tuple(sorted(pack[:n])), tuple(sorted(pack[n:2 * n]))
        solver = EndgameSolver(trump, brisques, 50)
        assert solver.value(a, b, None) == _brute(a, b, None, trump, brisques, 50)
        assert max(solver.choices(a, b, None).values()) == solver.value(a, b, None)


def test_the_bezique_expert_knows_the_other_hand_in_the_last_nine():
    from parlour.ai.brains import brain_for
    from parlour.engine.games import new_game
    from .conftest import level_player
    checked = 0
    for seed in range(4):
        state = new_game("rubicon-bezique", seed=seed)
        players = [level_player("club", seed), level_player("club", seed + 1)]
        while not state.is_over():
            seat = state.current_player()
            obs = state.observation(seat)
            legal = state.legal_actions()
            if obs.last_tricks and obs.stock == 0:
                other = brain_for(obs, legal).other_hand(obs)
                truth = sorted(c for c in range(32) for _ in range(state.hand[1 - seat][c]))
                assert sorted(other) == truth
                checked += 1
            state.apply(players[seat].choose(obs, legal))
    assert checked


@pytest.mark.parametrize("brisques, asks", [((14, 18), True), ((14, 11), False)])
def test_the_trailing_computer_asks_for_the_brisques_only_when_the_count_helps(brisques,
                                                                              asks):
    """1740 to 850: eighteen brisques save the rubicon (1,300 instead of 3,800); a count of
    eleven that fails would cost 3,900, so it is not asked for."""
    obs = replace(new_game("rubicon-bezique", "rubicon", seed=0).observation(1), trump="C",
                  scores=(1740, 850), brisques=tuple(brisques), hand=(), trick=None)
    legal = [Brisques(1, True),
             Brisques(1, False)]
    assert ClubPlayer(1).choose(obs, legal).count is asks
