"""The Piquet expert's exchange and its reading of the score situation (stakes)."""
import random
from dataclasses import replace
from itertools import combinations

import pytest

from parlour.ai.brain import Budget
from parlour.ai.piquet.exchange import candidates, expert_exchange
from parlour.ai.piquet.stakes import WIN, Stakes
from parlour.ai.piquet.seat_masks import SeatMasks
from parlour.engine.cards import mask_of, parse_cards
from parlour.engine.games import new_game
from parlour.engine.piquet.observation import PiquetObservation, PiquetScore
from parlour.engine.piquet.variants import VARIANTS

from .conftest import known_worlds_at_ten_tricks, level_player, play_to
from .test_honesty import _same_choices, _swap_two_hand_piquet, swapped_positions


class _View:
    """Just what Stakes reads from what a seat knows."""
    def __init__(self, obs, seat=0, variant="au-cent", scoring="ten_or_better"):
        self.obs, self.seat, self.variant, self.scoring = obs, seat, variant, scoring
        self.rules = VARIANTS[variant]


def stakes(totals, deal=1, got=(0, 0), variant="au-cent", dealer=1, claim=0):
    obs = PiquetObservation("piquet", variant, 0, ("a", "b"), {}, "play", 0, dealer,
                            tuple(totals), (), deal, elder=1 - dealer, deal_points=tuple(got),
                            to_claim=(PiquetScore(dealer, claim, "point"),) if claim else ())
    return Stakes(_View(obs, 0, variant, "every_card" if variant == "rubicon" else
                        "ten_or_better"))


# ----- stakes ---------------------------------------------------------------------------

def test_early_in_a_game_points_are_points():
    s = stakes([10, 20])
    assert s.value(15, 5) == 10
    assert s.value(0, 30) == -30


def test_au_cent_reaching_a_hundred_outweighs_the_margin():
    s = stakes([90, 60])
    # ten safely beats a bigger margin won by the other's reaching 100 first... and
    # twelve to nothing is worth a game, not twelve points
    assert s.value(10, 0) == 10 + WIN
    assert s.value(9, 0) == 9
    assert stakes([40, 95]).value(20, 5) == 15 - WIN


def test_au_cent_once_someone_is_past_a_hundred_the_game_is_settled():
    s = stakes([90, 40], got=(15, 0))           # I have 105 already this deal
    assert not s.matters
    assert s.value(3, 8) == -5


def test_the_dealers_unclaimed_hand_scores_count_as_his():
    s = stakes([85, 60], dealer=0, claim=14)    # 99 with what I hold in hand
    assert s.value(1, 0) == 1 + WIN


def test_rubicon_only_the_sixth_deal_turns_on_who_is_ahead():
    assert stakes([150, 140], deal=3, variant="rubicon").value(0, 20) == -20
    last = stakes([150, 140], deal=6, variant="rubicon")
    assert last.value(0, 20) == -20 - WIN
    assert last.value(0, 5) == -5 + WIN
    assert last.value(0, 10) == -10            # a tie: two more deals


def test_from_a_difference_alone_the_points_to_share_are_estimated():
    s = stakes([95, 50])
    # seven tricks left au cent: about 18 points to share; +2 leaves me about 10
    assert s.of_difference(2, 7) == 2 + WIN
    assert stakes([10, 30]).of_difference(2, 7) == 2


def test_au_cent_a_loser_short_of_fifty_is_lurched_and_loses_double():
    s = stakes([90, 30])
    assert s.value(10, 0) == 10 + 2 * WIN         # he is left at 30: lurched
    assert s.value(10, 20) == -10 + WIN           # he reaches 50: a single game
    assert stakes([30, 95]).value(0, 5) == -5 - 2 * WIN
    assert stakes([60, 95]).value(0, 5) == -5 - WIN


def test_rubicon_the_rubiconed_loser_gives_the_winner_both_totals():
    last = stakes([150, 80], deal=6, variant="rubicon")
    # 150 to 80 wins 100 + 150 + 80; to 100 it wins only 100 + the difference
    assert last.value(0, 10) == -10 + WIN + 2 * 90
    assert last.value(0, 20) == -20 + WIN
    # the book's 113 to 80 wins 293; reaching 100 myself saves twice my total
    behind = stakes([80, 113], deal=6, variant="rubicon")
    assert behind.value(0, 0) == -WIN - 2 * 80
    assert behind.value(20, 0) == 20 - WIN       # over 100: no longer rubiconed
    # the difference alone is split by the points still to share
    assert last.of_difference(0, 0) == WIN + 2 * (80 + 5.5)


# ----- the exchange ---------------------------------------------------------------------

def _at_exchange(seed, dealer_turn=False):
    s = new_game("piquet", "au-cent", seed=seed)
    if dealer_turn:
        s = play_to(s, 1, seed)
    assert s.phase == "exchange"
    return s


@pytest.mark.parametrize("dealer_turn", [False, True])
def test_the_candidates_are_legal_discards_from_both_judges(dealer_turn):
    s = _at_exchange(3, dealer_turn)
    seat = s.current_player()
    known = SeatMasks(s.observation(seat), seat)
    legal = {mask_of(a.cards) for a in s.legal_actions()}
    sizes = sorted({len(a.cards) for a in s.legal_actions()})
    book = candidates(known, sizes, legal, use_table=False)
    both = candidates(known, sizes, legal, use_table=True)
    assert book and set(book) <= set(both) <= legal
    assert len(both) == len(set(both))
    assert len(both) > len(book)               # the exact table adds its own best


def test_elder_keeps_an_obvious_point_and_quatorze():
    hand = parse_cards("AS KS QS JS 10S AH AD AC 7H 8D 7C 9C")
    s = new_game("piquet", "au-cent", seed=1)
    elder = s.elder
    obs = s.observation(elder)
    obs = replace(obs, hand=tuple(hand))
    known = SeatMasks(obs, elder)
    legal = set()
    for k in range(1, 6):
        legal |= {mask_of(c) for c in combinations(hand, k)}
    sizes = [1, 2, 3, 4, 5]
    # the unseen cards must be the other twenty for this made-up hand
    known.unseen = lambda: ((1 << 32) - 1) & ~mask_of(hand)
    m = expert_exchange(known, legal, sizes, random.Random(1), Budget(60.0, 40))
    kept = mask_of(hand) & ~m
    assert kept & mask_of(parse_cards("AS KS QS JS 10S AH AD AC")) == \
        mask_of(parse_cards("AS KS QS JS 10S AH AD AC"))


@pytest.mark.parametrize("variant", ["au-cent", pytest.param("rubicon", marks=pytest.mark.slow)])
@pytest.mark.parametrize("steps", [pytest.param(0, marks=pytest.mark.slow), 1])
def test_the_expert_exchange_ignores_the_cards_it_cannot_see(variant, steps):
    tested = 0
    for s1, s2, seat in swapped_positions("piquet", variant, 6, lambda seed: steps,
                                          _swap_two_hand_piquet, random.Random(steps),
                                          lambda s: s.phase == "exchange"):
        _same_choices(s1, s2, seat)
        tested += 1
    assert tested >= 3


def test_the_expert_exchange_repeats_itself_with_the_same_seed():
    s = _at_exchange(5)
    seat = s.current_player()
    obs, legal = s.observation(seat), s.legal_actions()
    a = level_player("expert", 4).choose(obs, legal)
    assert a == level_player("expert", 4).choose(obs, legal)
    assert a in legal


# ----- the play: exact from ten tricks, worlds drawn by how likely they are ----------------

@pytest.mark.slow
def test_the_expert_solves_every_world_exactly_from_ten_tricks(monkeypatch):
    from parlour.ai.piquet.brain import PiquetBrain
    checked = 0
    for seed, state, seat, known, exact in known_worlds_at_ten_tricks(monkeypatch, 12):
        cands = sorted(exact)
        tally, against_book, _ = PiquetBrain().play_tally(
            known, cands, random.Random(seed), Budget(seconds=60.0, samples=2))
        assert {c: tally.mean(c) for c in cands} == {c: float(v) for c, v in exact.items()}
        assert against_book is not None
        checked += 1
    assert checked >= 6


def test_resampling_draws_in_proportion_to_the_weights():
    from parlour.ai.piquet.brain import resample
    rng = random.Random(4)
    counts = [0, 0, 0]
    for _ in range(4000):
        counts[resample([0.0, 1.0, 3.0], rng)] += 1
    assert counts[0] == 0 and 0.70 < counts[2] / 4000 < 0.80
    assert {resample([0.0, 0.0], rng) for _ in range(50)} == {0, 1}


def test_the_solved_worlds_are_the_likely_hands(monkeypatch):
    """Each world the expert solves is drawn among several by how likely it made his
    play, and counts alike: the likely hand dominates, the unlikely one still appears."""
    from parlour.ai.piquet.brain import DRAWS, PiquetBrain
    likely, unlikely = 0b1, 0b10

    class Reading:
        def weigh(self, hand):
            return (0.9, True) if hand == likely else (0.1, False)

    monkeypatch.setattr(PiquetBrain, "sample_other", lambda self, known, rng, tries=300,
                        **model: rng.choice((likely, unlikely)))
    brain, rng = PiquetBrain(), random.Random(2)
    got = [brain._weighed_hand(None, rng, 0.15, Reading(), DRAWS) for _ in range(400)]
    assert all(w == 1.0 for _, w, _ in got)
    share = sum(h == likely for h, _, _ in got) / len(got)
    assert 0.8 < share < 0.97
    assert all(book == (h == likely) for h, _, book in got)
    # one draw: the hand as sampled, with its weight
    hand, w, book = brain._weighed_hand(None, rng, 0.15, Reading(), 1)
    assert w == (0.9 if hand == likely else 0.1)
