"""Bézique and Binocle brains: club play beats random, melds the biggest, claims right."""
import pytest

from parlour.ai.levels import ClubPlayer
from parlour.engine.core import Action
from parlour.engine.cards import parse_cards
from parlour.selfplay import run

from .conftest import ALL_GAMES

MELDING = [gv for gv in ALL_GAMES if gv[0] != "piquet"]


@pytest.mark.parametrize("game,variant", MELDING)
def test_club_beats_random_over_a_mirrored_match(game, variant):
    summary = run(game, variant, ["ai:club", "random"], games=20, seed=3, workers=1)
    assert summary["wins"][0] > 0.6 * summary["games"]


@pytest.mark.skipif(not any(g == "binocle" for g, _ in MELDING), reason="no Binocle yet")
def test_binocle_claims_exactly_when_it_has_reached_the_target():
    claim = Action(0, "claim")
    play = Action(0, "play", tuple(parse_cards("9H")))
    obs = {"game": "binocle", "seat": 0, "scores": [990, 700], "target": 1000,
           "hand": ["9H"], "trump": "S", "trick": []}
    assert ClubPlayer(1).choose(obs, [play, claim]) == play
    obs["scores"] = [1003, 700]
    assert ClubPlayer(1).choose(obs, [play, claim]) == claim


@pytest.mark.skipif(not any(g == "binocle" for g, _ in MELDING), reason="no Binocle yet")
def test_the_biggest_meld_is_scored_first():
    obs = {"game": "binocle", "seat": 0, "scores": [0, 0], "target": 1000, "trump": "H",
           "hand": ["KH", "QH", "AH", "10H", "JH", "QS", "JD"], "trick": []}
    royal = Action(0, "meld", tuple(sorted(parse_cards("KH QH"))))
    seq = Action(0, "meld", tuple(sorted(parse_cards("AH 10H KH QH JH"))))
    binocle = Action(0, "meld", tuple(sorted(parse_cards("QS JD"))))
    assert ClubPlayer(1).choose(obs, [royal, binocle, seq, Action(0, "pass")]) == seq


@pytest.mark.skipif(not any(g == "rubicon-bezique" for g, _ in MELDING), reason="no Bézique")
def test_bezique_takes_a_brisque_cheaply_and_throws_a_low_card_otherwise():
    obs = {"game": "rubicon-bezique", "seat": 1, "trump": "C", "scores": [0, 0],
           "hand": ["7H", "AD", "KS", "9C", "JH"], "trick": {"leader": 0, "card": "10D"},
           "last_tricks": False}
    legal = [Action(1, "play", (c,)) for c in parse_cards("7H AD KS 9C JH")]
    assert ClubPlayer(1).choose(obs, legal).card in parse_cards("9C AD")
    obs["trick"] = {"leader": 0, "card": "8D"}
    assert ClubPlayer(1).choose(obs, legal).card == parse_cards("7H")[0]
