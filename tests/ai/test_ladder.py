"""The ladder's sparring styles (sampler, hider, card-player) and the expert's broad
reading of the other player: legal, honest, and each doing what its style says."""
import random
from dataclasses import replace

import pytest

from parlour.ai.brain import Budget
from parlour.ai.levels import STYLES, ClubPlayer, GuardsPlayer, HiderPlayer, SamplerPlayer
from parlour.ai.piquet.inference import declaration_likelihood
from parlour.ai.piquet.play_reading import PlayReading
from parlour.ai.piquet.seat_masks import SeatMasks
from parlour.ai.players import make_player, player_specs
from parlour.ai.search import Tally
from parlour.engine.cards import ACE, KING, mask_of, parse_card, parse_cards
from parlour.engine.games import new_game
from parlour.engine.observed import PlayedCard, Trick
from parlour.engine.piquet.observation import PiquetObservation

from ..tiers import cases
from .conftest import TEST_BUDGET, known_worlds_at_ten_tricks, plays_legally
from .test_honesty import _swap_two_hand_piquet, swapped_positions
from parlour.engine.actions import Declare

PIQUET = ["au-cent", "rubicon"]


def style_player(spec: str, seed: int):
    return STYLES[spec](seed, TEST_BUDGET)


def test_the_styles_are_registered_players():
    specs = player_specs()
    for spec in ("ai:sampler", "ai:hider", "ai:guards"):
        assert spec in specs
        assert make_player(spec, seed=1).name == spec


@pytest.mark.slow
@pytest.mark.parametrize("variant", PIQUET)
@pytest.mark.parametrize("spec", sorted(STYLES))
def test_a_style_always_plays_legally(variant, spec):
    players = [style_player(spec, s) for s in (0, 1)]
    plays_legally(new_game("piquet", variant, seed=11), players,
                  60 if spec == "ai:sampler" else 200, random.Random(3))


# the fast tier sees the exchange and the end of the play; the middle of the play, where
# each choice samples many worlds, is the whole suite's
@pytest.mark.parametrize("steps,variant", cases(
    [(steps, v) for steps in (2, 14, 25) for v in PIQUET], slow=["14-au-cent", "14-rubicon"]))
def test_the_styles_ignore_the_cards_they_cannot_see(variant, steps):
    tested = 0
    for s1, s2, seat in swapped_positions("piquet", variant, 6, lambda seed: steps,
                                          _swap_two_hand_piquet, random.Random(steps),
                                          lambda s: s.phase != "waiting"):
        obs1, obs2 = s1.observation(seat), s2.observation(seat)
        assert obs1 == obs2
        legal = s1.legal_actions()
        for spec in STYLES:
            assert style_player(spec, 5).choose(obs1, legal) == \
                style_player(spec, 5).choose(obs2, legal), spec
        tested += 1
    assert tested >= 3


def _declarations(variant, seeds, elder_player):
    """For seeded deals: (state after the declarations, elder's final hand, [(club's
    declaration, the player's declaration)] for elder's classes)."""
    for seed in range(seeds):
        state = new_game("piquet", variant, seed=seed)
        club = ClubPlayer(seed)
        other = ClubPlayer(seed + 1)
        pairs = []
        while state.phase != "play" and not state.is_over():
            seat = state.current_player()
            obs, legal = state.observation(seat), state.legal_actions()
            if seat == state.elder:
                chosen = elder_player.choose(obs, legal)
                if type(legal[0]) is Declare:
                    pairs.append((club.choose(obs, legal), chosen))
            else:
                chosen = other.choose(obs, legal)
            state.apply(chosen)
        yield state, pairs


@pytest.mark.parametrize("variant", PIQUET)
def test_the_hider_declares_its_best_and_never_more_than_the_club(variant):
    hid = 0
    for state, pairs in _declarations(variant, 40, HiderPlayer(1)):
        for club, hider in pairs:
            assert mask_of(hider.cards) | mask_of(club.cards) == mask_of(club.cards)
            hid += mask_of(hider.cards) != mask_of(club.cards)
    assert hid >= 3          # it does sink, now and then


def test_the_hider_under_calls_when_the_under_call_is_sound():
    undercalls = 0
    for state, pairs in _declarations("rubicon", 80, HiderPlayer(1)):
        undercalls += sum(h.undercall for _, h in pairs)
    assert undercalls >= 1


def test_the_card_player_keeps_aces_and_kings_when_a_smaller_exchange_allows():
    differs = 0
    for seed in range(30):
        state = new_game("piquet", "au-cent", seed=seed)
        seat = state.current_player()
        obs, legal = state.observation(seat), state.legal_actions()
        mine = GuardsPlayer(seed).choose(obs, legal)
        honours = [c for c in mine.cards if c & 7 in (ACE, KING)]
        if honours:      # then no smaller exchange could keep them all
            assert len(mine.cards) == min(len(a.cards) for a in legal) or all(
                any(c & 7 in (ACE, KING) for c in a.cards) for a in legal
                if len(a.cards) == len(mine.cards))
        differs += mine != ClubPlayer(seed).choose(obs, legal)
    assert differs >= 5      # a different school, not the club under another name


@pytest.mark.parametrize("variant", PIQUET)
def test_the_broad_model_never_rules_out_the_hiders_true_hand(variant):
    ruled_out_by_the_club_model = 0
    for state, _ in _declarations(variant, 40, HiderPlayer(1)):
        dealer = state.dealer
        obs = state.observation(dealer)
        known = SeatMasks(obs, dealer)
        truth = state.hands[state.elder]
        assert declaration_likelihood(obs, known, sink=0.15)(truth) > 0
        assert declaration_likelihood(obs, known, sink=1.0)(truth) == 1.0
        ruled_out_by_the_club_model += declaration_likelihood(obs, known, sink=0.0)(truth) == 0
    assert ruled_out_by_the_club_model >= 1


def test_a_full_declaration_is_more_likely_than_a_sunk_one():
    for state, pairs in _declarations("au-cent", 20, ClubPlayer(1)):
        obs = state.observation(state.dealer)
        known = SeatMasks(obs, state.dealer)
        assert declaration_likelihood(obs, known, sink=0.15)(state.hands[state.elder]) == 1.0


def test_a_low_follow_makes_a_hand_with_a_cheap_winner_less_likely():
    # I (seat 0, elder) led the 7 of spades; he followed with the 8 and won
    def trick(leader, lead, follow, winner):
        return Trick(leader, (PlayedCard(leader, parse_card(lead)),
                              PlayedCard(1 - leader, parse_card(follow))), winner)
    obs = PiquetObservation("piquet", "au-cent", 0, ("a", "b"), {}, "play", 0, 1, (0, 0), (),
                            1, elder=0, hand=tuple(parse_cards("AH KH QH JH 10H AD KD QD JD 10D AC")),
                            tricks=(trick(0, "7S", "8S", 1),), tricks_won=(0, 1))
    reading = PlayReading(SeatMasks(obs, 0))
    cheap = mask_of(parse_cards("9S 10S 7H 8H 9H 7D 8D 9D 7C 8C 9C"))
    # with the 8 he won cheaply as the book does; with only a King above it too
    weight, book = reading.weigh(cheap)
    assert book and weight > 0
    # a hand in which the 8 was his only spade: also the book's card (he had to)
    alone = mask_of(parse_cards("7H 8H 9H 7D 8D 9D 7C 8C 9C 10C JC"))
    assert reading.weigh(alone)[1]
    # he led: with a master to cash the book leads it; a low card says he had none
    obs2 = replace(obs, tricks=(trick(0, "7S", "8S", 1), trick(1, "7C", "AC", 0)),
                   tricks_won=(1, 1), hand=tuple(parse_cards("AH KH QH JH 10H AD KD QD JD 10D")))
    reading2 = PlayReading(SeatMasks(obs2, 0))
    with_master = mask_of(parse_cards("AS 9S 7H 8H 9H 7D 8D 8C 9C 10C"))
    without = mask_of(parse_cards("9S 10S 7H 8H 9H 7D 8D 8C 9C 10C"))   # led his longest
    assert reading2.weigh(with_master)[0] < reading2.weigh(without)[0]


def test_a_weighted_tally_weighs_and_an_unweighted_one_is_plain():
    plain = Tally(["a", "b"])
    for va, vb in ((3, 1), (0, 2), (5, 5)):
        plain.add({"a": va, "b": vb})
    assert not plain.weighted and plain.mean("a") == 8 / 3 and plain.effective() == 3
    weighted = Tally(["a", "b"])
    weighted.add({"a": 0, "b": 10}, 0.01)
    weighted.add({"a": 4, "b": 1}, 1.0)
    assert weighted.best() == "a"
    assert weighted.effective() < 1.1


def test_the_sampler_plays_the_exact_solvers_card_for_the_worlds_it_samples(monkeypatch):
    # given the other's true hand as its only world, its card is the solver's best
    checked = 0
    for seed, state, seat, known, values in known_worlds_at_ten_tricks(monkeypatch, 10):
        obs, legal = state.observation(seat), state.legal_actions()
        if len(legal) < 2:
            continue
        chosen = SamplerPlayer(seed, Budget(seconds=60.0, samples=1)).choose(obs, legal)
        assert values[chosen.card] == max(values.values())
        checked += 1
    assert checked >= 5
