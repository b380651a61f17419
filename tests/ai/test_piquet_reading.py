"""The expert's reading of the other's hand (two hands): declarations shortened as the
engine allows them, the exchange count, and its honesty."""
import random

import pytest

from parlour.ai.levels import ClubPlayer
from parlour.ai.piquet.brain import KEEP, SINK, PiquetBrain
from parlour.ai.piquet.exchange_reading import exchange_likelihood, worth_keeping
from parlour.ai.piquet.inference import declaration_likelihood
from parlour.ai.piquet.play_reading import PlayReading
from parlour.ai.piquet.seat_masks import SeatMasks
from parlour.engine.cards import mask_of, parse_cards
from parlour.engine.games import new_game
from parlour.engine.piquet import dialogue

from .test_honesty import _swap_two_hand_piquet, swapped_positions
from parlour.engine.actions import Declare

WEAK = "7S 8S 10S 7H 9H 10H 7C 8C JC 7D 9D JD"


def _shortened(category: str, legal, hand: int, by: str):
    """The engine's legal declaration of ``category`` that shortens the best combination
    (a quint called as a quart, a quatorze as a trio), or None."""
    full = dialogue.held(category, hand, by)
    if not full:
        return None
    for a in legal:
        combos = dialogue.combos_of(category, mask_of(a.cards))
        if combos and not a.undercall and len(combos) == len(full) \
                and dialogue.best_key(category, combos, by) < dialogue.best_key(category, full, by):
            return a
    return None


def _deals_with_a_shortening(variant: str, category: str, seeds: int):
    """Seeded deals played by clubs, one of them shortening his best ``category`` when the
    engine allows it: (state at the first lead, his seat)."""
    for seed in range(seeds):
        state = new_game("piquet", variant, seed=seed)
        players = [ClubPlayer(seed), ClubPlayer(seed + 1)]
        shortener = None
        while state.phase != "play" and not state.is_over():
            seat, legal = state.current_player(), state.legal_actions()
            action = players[seat].choose(state.observation(seat), legal)
            if type(legal[0]) is Declare and legal[0].category == category and shortener is None:
                short = _shortened(category, legal, state.hands[seat], state.options["point_by"])
                if short is not None:
                    action, shortener = short, seat
            state.apply(action)
        if shortener is None or state.phase != "play":
            continue
        seat = state.current_player()       # elder leads: the dealer claims his scores
        state.apply(players[seat].choose(state.observation(seat), state.legal_actions()))
        yield state, shortener


@pytest.mark.parametrize("variant", ["au-cent", "rubicon"])
@pytest.mark.parametrize("category", ["sequence", "set"])
def test_a_shortened_declaration_is_admitted_and_weighed_as_a_sinking(variant, category):
    checked = 0
    for state, shortener in _deals_with_a_shortening(variant, category, 60):
        reader = 1 - shortener
        obs = state.observation(reader)
        if not any(e.seat == shortener and e.category == category for e in obs.scores):
            continue                      # it did not score: nothing heard of his cards
        known = SeatMasks(obs, reader)
        truth = state.hands[shortener] | _played_by(state, shortener)
        assert declaration_likelihood(obs, known, SINK)(truth) == pytest.approx(SINK)
        assert declaration_likelihood(obs, known, 1.0)(truth) == 1.0
        checked += 1
    assert checked >= 2


def _played_by(state, seat: int) -> int:
    """The cards ``seat`` has played in this deal (on the table included)."""
    known, m = SeatMasks(state.observation(seat), seat), 0
    for s, c in known.played + known.trick:
        if s == seat:
            m |= 1 << c
    return m


def _after_a_short_exchange(seed: int, dealer_takes: int):
    """A seeded au cent deal in which elder took five (the club's choice) and the dealer
    took only ``dealer_takes`` of his three: (state, the elder's seat)."""
    state = new_game("piquet", "au-cent", seed=seed)
    elder = state.current_player()
    state.apply(ClubPlayer(seed).choose(state.observation(elder), state.legal_actions()))
    legal = state.legal_actions()
    state.apply(next(a for a in legal if len(a.cards) == dealer_takes))
    return state, elder


def test_worth_keeping_is_what_some_school_keeps():
    hand = mask_of(parse_cards("AS 7S KH QH 7C 8C JD 10D 9D 8D 7D 10S"))
    # the Ace and King; the guarded Queen; the five diamonds (a point, and a quint)
    assert worth_keeping(hand) == mask_of(parse_cards("AS KH QH JD 10D 9D 8D 7D"))
    # Jacks with two cards more; the rest low, no run of three, two Tens
    low = mask_of(parse_cards(WEAK))
    assert worth_keeping(low) == mask_of(parse_cards("JC JD"))


def test_a_dealer_who_took_fewer_is_read_to_hold_cards_worth_keeping():
    state, elder = _after_a_short_exchange(3, 1)
    obs = state.observation(elder)
    known = SeatMasks(obs, elder)
    likely = exchange_likelihood(obs, known, KEEP)
    assert likely is not None and exchange_likelihood(obs, known, 1.0) is None
    strong = mask_of(parse_cards("AS KS QS JS 10S AH KH QH JH AC KC QC"))
    assert likely(strong) == 1.0                       # eleven kept, twelve worth keeping
    # two worth keeping: nine short of the eleven he kept, unlikely yet possible
    assert likely(mask_of(parse_cards(WEAK))) == pytest.approx(KEEP ** 9)
    assert 0 < likely(state.hands[state.dealer]) <= 1.0


def test_taking_every_card_says_nothing():
    state, elder = _after_a_short_exchange(3, 3)
    obs = state.observation(elder)
    assert exchange_likelihood(obs, SeatMasks(obs, elder), KEEP) is None


def test_the_expert_samples_hands_that_kept_what_is_worth_keeping():
    """After the dealer took one card of three, the expert's sampled hands for him hold
    more cards worth keeping than the sampler's (every consistent hand alike)."""
    for seed in range(4):
        state, elder = _after_a_short_exchange(seed, 1)
        known = SeatMasks(state.observation(elder), elder)
        brain = PiquetBrain()

        def kept(**model):
            rng = random.Random(seed)
            return sum(worth_keeping(brain.sample_other(known, rng, **model)).bit_count()
                       for _ in range(60)) / 60
        assert kept(sink=SINK, keep=KEEP) > kept(sink=1.0, keep=1.0) + 0.5


@pytest.mark.parametrize("variant", ["au-cent", "rubicon"])
@pytest.mark.parametrize("steps", [3, 9, 14, 25])
def test_the_reading_weighs_hands_the_same_whatever_his_hidden_cards(variant, steps):
    """Two positions differing only in the other's hidden cards (some swapped with his
    discards and the unseen talon) give every hand the same weight: declarations,
    exchange count and cards played are read from the observation alone."""
    tested = 0
    rng = random.Random(steps)
    for s1, s2, seat in swapped_positions("piquet", variant, 8, lambda seed: steps,
                                          _swap_two_hand_piquet, rng,
                                          lambda s: s.phase not in ("waiting", "exchange")):
        knowns = [SeatMasks(s.observation(seat), seat) for s in (s1, s2)]
        hands = [s1.hands[1 - seat], s2.hands[1 - seat]] + \
            [PiquetBrain().sample_other(knowns[0], random.Random(k)) for k in range(6)]
        weights = []
        for known in knowns:
            likely = PiquetBrain()._likelihood_for(known, SINK, KEEP)
            reading = PlayReading(known)
            weights.append([(likely(h), reading.weigh(h)) for h in hands])
        assert weights[0] == weights[1]
        drawn = [PiquetBrain().sample_other(v, random.Random(7)) for v in knowns]
        assert drawn[0] == drawn[1]
        tested += 1
    assert tested >= 3


def test_when_no_hand_is_kept_the_likeliest_drawn_is_returned(monkeypatch):
    """Soft weights can be small enough that no draw is kept: then the hand returned is
    the likeliest drawn, not whichever came last (perhaps one ruled out)."""
    state, elder = _after_a_short_exchange(3, 1)
    known = SeatMasks(state.observation(elder), elder)
    card = next(c for c in range(32) if known.unseen() >> c & 1)
    monkeypatch.setattr(PiquetBrain, "_likelihood_for", lambda self, known, sink, keep=1.0:
                        lambda hand: 1e-12 if hand >> card & 1 else 0.0)
    for k in range(5):
        assert PiquetBrain().sample_other(known, random.Random(k), tries=40) >> card & 1
