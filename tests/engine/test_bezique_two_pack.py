"""Ordinary two-pack Bézique (bezique-ordinary.txt; pagat.com where the fragments are
silent): the fragments' examples, each scoring rule, the options both ways, and
properties over random games."""
import json
import random
from collections import Counter

import pytest
from hypothesis import given, settings, strategies as st

from parlour.engine.bezique.two_pack import TwoPackBeziqueState
from parlour.engine.cards import packs, parse_card, parse_cards
from parlour.engine.core import Action, DealSetup, IllegalAction
from parlour.engine.games import new_game
from parlour.engine.melding.cut import cut_for_deal
from parlour.engine.melding.tricks import strict_follows
from parlour.engine.records import record_of, replay
from parlour.engine.observed import to_json

from .bezique_helpers import random_walk
from parlour.engine.actions import Announce, Dix, Meld, Pass, Play

PONE, DEALER = 0, 1


def deal(pone, dealer, turnup="9H", stock_top="", options=None):
    """Seat 0 the pone, seat 1 the dealer; the stock starts with ``stock_top``."""
    hands = [parse_cards(pone), parse_cards(dealer)]
    top = parse_cards(stock_top) if stock_top else []
    up = parse_card(turnup)
    rest = Counter(packs(2)) - Counter(hands[0]) - Counter(hands[1]) - Counter(top) \
        - Counter([up])
    setup = DealSetup(DEALER, hands, top + sorted(rest.elements()), up)
    return TwoPackBeziqueState(options=options, seats=["Pone", "Dealer"], deals=[setup])


def act(s, seat, kind, cards="", **extra):
    return s.apply(Action.from_record({"seat": seat, "act": kind, "cards": cards.split(),
                                       **extra}))


def win(s, lead, follow):
    """The player on lead plays ``lead``, the other ``follow`` (which must lose)."""
    seat = s.current_player()
    act(s, seat, "play", lead)
    act(s, 1 - seat, "play", follow)
    assert s.current_player() == seat and s.phase == "declare"
    return seat


def draw(s):
    """Take the automatic steps (dix, pass) until the next card is to be played."""
    while s.phase != "play":
        a = s.auto_action() or Pass(s.current_player())
        s.apply(a)


def melds(s):
    return [a for a in s.legal_actions() if type(a) is Meld]


def can_meld(s, cards):
    want = sorted(parse_cards(cards))
    return any(sorted(a.cards) == want for a in melds(s))


def scored(s, category):
    return [e for e in s.deals[-1].events if e.category == category]


# ----- dealing -------------------------------------------------------------------------
def test_deal_is_eight_each_three_two_three_and_the_next_card_is_trumps():
    s = TwoPackBeziqueState(seed=3)
    setup = s.deals[0].setup
    assert [len(h) for h in setup.hands] == [8, 8] and len(setup.stock) == 47
    assert s.trump == setup.turnup >> 3
    # replay the shuffle: pone 3, dealer 3, pone 2, dealer 2, pone 3, dealer 3, turn-up
    rng = random.Random(3)
    cut_for_deal(rng, packs(2))                      # the cut for the first deal
    deck = packs(2)
    rng.shuffle(deck)
    pone, dealer = 1 - setup.dealer, setup.dealer
    assert setup.hands[pone] == deck[0:3] + deck[6:8] + deck[10:13]
    assert setup.hands[dealer] == deck[3:6] + deck[8:10] + deck[13:16]
    assert setup.turnup == deck[16] and setup.stock == deck[17:]
    assert s.stock_count() == 48          # the turn-up is drawn last


def test_a_seven_turned_scores_ten_for_the_dealer():
    s = deal("AS AS 10S 10S KS KS QS QS", "AD AD 10D 10D KD KD QD QD", turnup="7C")
    assert s.points == [0, 10] and scored(s, "dix")[0].seat == DEALER
    s = deal("AS AS 10S 10S KS KS QS QS", "AD AD 10D 10D KD KD QD QD", turnup="8C")
    assert s.points == [0, 0]


# ----- the Seven of trumps ---------------------------------------------------------------
def test_seven_of_trumps_exchanged_for_the_turn_up_scores_ten():
    s = deal("7H 8S 9S 10S JS QC KC AC", "7D 8D 9D 10D JD QD KD 8C", turnup="AH")
    win(s, "8S", "7D")
    legal = s.legal_actions()
    assert {a.exchange for a in legal} == {False, True} and len(legal) == 2
    with pytest.raises(IllegalAction):
        act(s, PONE, "pass")              # the Seven is never declined
    act(s, PONE, "dix", "7H", exchange=True)
    assert s.points[PONE] == 10 and s.hand[PONE][parse_card("AH")] == 1
    assert s.turnup() == parse_card("7H") and s.observation(1).turnup == parse_card("7H")
    assert parse_card("AH") in s.observation(1).known[PONE]


def test_seven_of_trumps_shown_scores_ten_once():
    s = deal("7H 8S 9S 10S JS QC KC AC", "7D 8D 9D 10D JD QD KD 8C", turnup="AH")
    win(s, "8S", "7D")
    act(s, PONE, "dix", "7H")
    assert s.points[PONE] == 10 and s.turnup() == parse_card("AH")
    assert not any(type(a) is Dix for a in s.legal_actions())
    draw(s)
    win(s, "9S", "8D")
    assert not any(type(a) is Dix for a in s.legal_actions())


@pytest.mark.parametrize("on_play", [False, True])
def test_option_dix_on_play(on_play):
    s = deal("7H 8S 9S 10S JS QC KC AC", "7D 8D 9D 10D JD QD KD 8C", turnup="AH",
             options={"dix_on_play": on_play})
    act(s, PONE, "play", "7H")
    assert s.points[PONE] == (10 if on_play else 0)
    assert len(scored(s, "dix")) == int(on_play)
    # a Seven already shown scores no more when played
    s = deal("7H 8S 9S 10S JS QC KC AC", "7D 8D 9D 10D JD QD KD 8C", turnup="AH",
             options={"dix_on_play": on_play})
    win(s, "8S", "7D")
    act(s, PONE, "dix", "7H")
    draw(s)
    act(s, PONE, "play", "7H")
    assert s.points[PONE] == 10


def test_no_exchange_when_a_seven_is_the_turn_up():
    s = deal("7H 8S 9S 10S JS QC KC AC", "7D 8D 9D 10D JD QD KD 8C", turnup="7H")
    win(s, "8S", "7D")
    assert [a.exchange for a in s.legal_actions()] == [False]


def test_exchange_and_meld_in_the_same_turn():
    s = deal("7H QH 9S 10S JS QC KC AC", "7D 8D 9D 10D JD QD KD 8C", turnup="KH")
    win(s, "9S", "7D")
    assert not can_meld(s, "KH QH")
    act(s, PONE, "dix", "7H", exchange=True)
    assert can_meld(s, "KH QH")
    act(s, PONE, "meld", "KH QH")
    assert s.points[PONE] == 10 + 40


# ----- declarations (bezique-ordinary.txt [2], [3]) ---------------------------------------
def test_marriage_values_plain_and_royal():
    s = deal("KH QH KC QC 8S 9S 10S JS", "7D 8D 9D 10D JD QD KD 8C", turnup="9H")
    win(s, "8S", "7D")
    act(s, PONE, "meld", "KC QC")
    assert s.points[PONE] == 20
    draw(s)
    win(s, "9S", "8D")
    act(s, PONE, "meld", "KH QH")
    assert s.points[PONE] == 60


def test_sequence_scores_250_in_trumps_only():
    s = deal("AC 10C KC QC JC 8S 9S 10S", "7D 8D 9D 10D JD QD KD 8C", turnup="9H")
    win(s, "8S", "7D")
    assert not can_meld(s, "AC 10C KC QC JC") and can_meld(s, "KC QC")
    with pytest.raises(IllegalAction):
        act(s, PONE, "meld", "AC 10C KC QC JC")
    s = deal("AH 10H KH QH JH 8S 9S 10S", "7D 8D 9D 10D JD QD KD 8C", turnup="9H")
    win(s, "8S", "7D")
    act(s, PONE, "meld", "AH 10H KH QH JH")
    assert s.points[PONE] == 250 and scored(s, "sequence")[0].points == 250


def test_marriage_first_then_A_10_J_added_for_the_sequence():
    s = deal("AH 10H KH QH JH 8S 9S 10S", "7D 8D 9D 10D JD QD KD 8C", turnup="9H")
    win(s, "8S", "7D")
    act(s, PONE, "meld", "KH QH")
    draw(s)
    win(s, "9S", "8D")
    act(s, PONE, "meld", "AH 10H KH QH JH")
    assert s.points[PONE] == 40 + 250


def test_no_marriage_taken_from_a_declared_sequence_nor_a_new_queen_added():
    s = deal("AH 10H KH QH JH QH 8S 9S", "7D 8D 9D 10D JD QD KD 8C", turnup="9H")
    win(s, "8S", "7D")
    act(s, PONE, "meld", "AH 10H KH QH JH")
    draw(s)
    win(s, "9S", "8D")
    assert not can_meld(s, "KH QH")
    with pytest.raises(IllegalAction):
        act(s, PONE, "meld", "KH QH")


def test_four_kings_not_re_formed_with_a_new_king():
    s = deal("KS KH KD KC KS 8S 9S 10S", "7D 8D 9D 10D JD QD AD 8C", turnup="9C")
    win(s, "8S", "7D")
    act(s, PONE, "meld", "KS KH KD KC")
    assert s.points[PONE] == 80
    draw(s)
    act(s, PONE, "play", "KS", **{"from": "table"})
    act(s, DEALER, "play", "8D")
    assert s.current_player() == PONE
    assert not any(sorted(a.cards) == sorted(parse_cards("KS KH KD KC")) for a in melds(s))
    with pytest.raises(IllegalAction):
        act(s, PONE, "meld", "KS KH KD KC")


HOLDING = "QS QS JD JD QH QC JH JC"


def _bezique_hand():
    return deal(HOLDING, "7D 8D 9D 10D AD QD KD 8C", turnup="9H",
                stock_top="8S 7C 9S 8C 10S 9C 7S 10C")


def test_only_one_combination_scored_a_trick():
    s = _bezique_hand()
    win(s, "QH", "7D")
    with pytest.raises(IllegalAction):
        act(s, PONE, "meld", "QS QS JD JD QH QC")    # "claim 600": no combination
    act(s, PONE, "meld", "QS JD")
    assert s.points[PONE] == 40 and not melds(s)     # now announce or draw


def _melded_twice(first: str, second: str):
    """``first`` declared after one trick won, ``second`` after the next."""
    s = _bezique_hand()
    win(s, "QH", "7D")
    act(s, PONE, "meld", first)
    draw(s)
    win(s, "8S", "8D")
    act(s, PONE, "meld", second)
    return s


def test_double_bezique_first_loses_the_single():
    s = _bezique_hand()
    win(s, "QH", "7D")
    act(s, PONE, "meld", "QS QS JD JD")
    assert s.points[PONE] == 500
    draw(s)
    win(s, "8S", "8D")
    assert not can_meld(s, "QS JD")


def test_single_bezique_first_then_double_scores_540():
    s = _melded_twice("QS JD", "QS QS JD JD")
    assert s.points[PONE] == 540


def test_second_single_then_double_is_not_allowed():
    s = _melded_twice("QS JD", "QS JD")
    assert s.points[PONE] == 80
    draw(s)
    win(s, "9S", "9D")
    assert not can_meld(s, "QS QS JD JD")
    with pytest.raises(IllegalAction):
        act(s, PONE, "meld", "QS QS JD JD")


def test_second_single_may_not_announce_the_double_to_score_later():
    """bezique-ordinary.txt: "A player is not allowed to score 40 for the second
    bézique, and then 500 for the two combined" - nor by announcing the double with the
    second single and scoring it later (40 + 40 + 500 = 580, over the most of 540)."""
    s = _melded_twice("QS JD", "QS JD")
    assert not any(type(a) is Announce and len(a.cards) == 4 for a in s.legal_actions())
    with pytest.raises(IllegalAction):
        act(s, PONE, "announce", "QS QS JD JD")
    draw(s)
    win(s, "9S", "9D")
    assert not can_meld(s, "QS QS JD JD")


def test_double_declaration_four_kings_then_bezique_then_spade_marriage():
    s = deal("KS KH KD KC QS JD 8S 9S", "7D 8D 9D 10D AD QD 7C 8C", turnup="9H",
             stock_top="10S 9C JS 10C")
    win(s, "8S", "7D")
    act(s, PONE, "meld", "KS KH KD KC")
    draw(s)
    win(s, "9S", "8D")
    act(s, PONE, "meld", "QS JD")
    # the marriage with the spade King may be announced now, scored on another trick
    assert any(type(a) is Announce and sorted(a.cards) == sorted(parse_cards("KS QS"))
               for a in s.legal_actions())
    act(s, PONE, "announce", "KS QS")
    draw(s)
    win(s, "10S", "9D")
    act(s, PONE, "meld", "KS QS")
    assert s.points[PONE] == 80 + 40 + 20


@pytest.mark.parametrize("other", [False, True])
def test_option_double_bezique_suits(other):
    s = deal("QC JH 8S 9S 10S JS AC AC", "7D 8D 9D 10D AD QD KD 8C", turnup="9S",
             options={"double_bezique_suits": other})
    win(s, "AC", "7D")
    assert can_meld(s, "QC JH") is other
    if not other:
        with pytest.raises(IllegalAction):
            act(s, PONE, "meld", "QC JH")
    else:
        act(s, PONE, "meld", "QC JH")
        assert s.points[PONE] == 40


# ----- the last draw, the last eight tricks, brisques, the game -------------------------
def random_game(seed, options=None, check=False):  # noqa: C901
    s = TwoPackBeziqueState(options=options, seed=seed)
    rng = random.Random(seed)
    while True:
        legal = s.legal_actions()
        assert bool(legal) == (s.current_player() is not None)
        if not legal:
            return s
        assert all(a.seat == s.current_player() for a in legal)
        if check:
            check(s)
        before = s.stock_count(), [s.hand[0][:], s.hand[1][:]], s.turnup(), len(s.deals)
        a = rng.choice(legal)
        s.apply(a)
        if check and before[0] == 2 and type(a) is Pass and len(s.deals) == before[3]:
            # the last draw: the winner the last stock card, the loser the turn-up
            loser = 1 - a.seat
            got = [c for c in range(32) if s.hand[loser][c] + s.table[loser].count[c]
                   > before[1][loser][c]]
            assert before[2] in got and s.turnup() is None


def conserved(s):
    got = Counter()
    for seat in (0, 1):
        got.update({c: n for c, n in enumerate(s.hand[seat]) if n})
        got.update(s.table[seat].cards())
    got.update(c for _, c in s.played)
    got.update(s.stock[s.stock_pos:])
    assert got == Counter(packs(2))


def strict_in_last_eight(s):
    conserved(s)
    if s.last_nine and s.lead is not None and s.phase == "play":
        seat = s.turn
        held = [c for c in range(32) if s.hand[seat][c]]
        assert sorted(a.cards[0] for a in s.legal_actions()) == \
            sorted(strict_follows(held, s.lead, s.trump))


def test_random_games_conserve_cards_and_follow_the_last_eight_rule():
    for seed in range(30):
        s = random_game(seed, check=strict_in_last_eight)
        assert s.result() is not None


@pytest.mark.slow
def test_few_hundred_random_games_score_last_trick_brisques_and_end_at_1000():
    for seed in range(300):
        s = random_game(seed)
        r = s.result()
        assert r is not None and max(r.totals) >= 1000 and r.totals == s.totals
        assert r.totals[r.winner] > r.totals[1 - r.winner]
        total = [0, 0]
        for i, log in enumerate(s.deals):
            d = s.deal_summary(i)
            assert d["dealer"] == (s.deals[0].setup.dealer + i) % 2   # deals alternate
            total = [total[k] + d["points"][k] for k in (0, 1)]
            ev = [e for e in d["events"]]
            assert sum(e.points for e in ev if e.category == "last_trick") == 10
            assert sum(e.points for e in ev if e.category == "counting") == 160
            assert sum(d["brisques"]) == 16
            assert {e.category for e in ev} <= {"dix", "marriage", "sequence", "bezique",
                                                    "four", "last_trick", "counting"}
        assert total == s.totals
        if len(s.deals) > 1:   # not over before the last deal
            last = s.deal_summary(len(s.deals) - 1)["points"]
            before = [t - p for t, p in zip(s.totals, last)]
            assert max(before) < 1000 or before[0] == before[1]


def test_random_games_with_the_other_options():
    for seed in range(40):
        s = random_game(seed, {"dix_on_play": True, "double_bezique_suits": True},
                        check=conserved if seed < 5 else False)
        assert s.result() is not None and s.totals == s.points


@pytest.mark.parametrize("target", [1000, 2000])
def test_option_game_points(target):
    s = random_game(7, options={"game_points": target})
    assert max(s.totals) >= target
    before = [t - p for t, p in zip(s.totals, s.deal_summary(len(s.deals) - 1)["points"])]
    assert max(before) < target or before[0] == before[1]


def test_records_replay_and_the_registry_knows_the_game():
    assert isinstance(new_game("bezique"), TwoPackBeziqueState)
    for seed in range(10):
        s = random_game(100 + seed)
        rec = json.loads(json.dumps(record_of(s)))
        again = replay(rec)
        assert again.result() == s.result()
        assert again.totals == s.totals


def test_record_may_leave_the_dix_and_passes_out():
    for seed in range(100):
        s = random_game(seed)
        if any(type(a) is Dix and not a.exchange for a in s.history):
            break
    rec = record_of(s)
    for d in rec["deals"]:
        d["actions"] = [a for a in d["actions"]
                        if not (a["act"] == "dix" and "exchange" not in a)]
    assert replay(rec).totals == s.totals


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 10**6), cut=st.integers(0, 400))
def test_clone_and_undo_are_exact(seed, cut):
    s = TwoPackBeziqueState(seed=seed)
    rng = random.Random(seed)
    random_walk(s, rng, cut)
    c = s.clone()
    before = [s.observation(0), s.observation(1)], s.legal_actions()
    random_walk(c, rng, 60)               # the clone plays on, maybe into a new deal
    assert ([s.observation(0), s.observation(1)], s.legal_actions()) == before
    if s.history:
        last = s.history[-1]
        u = s.undone()
        u.apply(last)
        assert [u.observation(0), u.observation(1)] == before[0]
        assert u.legal_actions() == before[1]
    # the same seed deals the same later deals after an undo
    if s.history and not s.is_over():
        a, b = s.clone(), s.undone()
        b.apply(s.history[-1])
        for _ in range(300):
            if a.is_over():
                break
            x = rng.choice(a.legal_actions())
            a.apply(x)
            b.apply(x)
        assert a.observation(0) == b.observation(0)


def test_observation_never_shows_hidden_cards():
    """Two deals differing only in the dealer's hand and the stock order look the same
    to the pone."""
    pone = "KH QH KC QC 8S 9S 10S JS"
    one = deal(pone, "7D 8D 9D 10D JD QD KD 8C", turnup="9H")
    two = deal(pone, "7D 8D 9D 10D JD QD KD AC", turnup="9H", stock_top="8C AC")
    assert one.observation(PONE) == two.observation(PONE)
    for s in (one, two):
        act(s, PONE, "play", "8S")
    assert one.observation(PONE) == two.observation(PONE)
    obs = json.dumps(to_json(one.observation(PONE)))
    assert "8C" not in obs and '"KD"' not in obs


# ----- docs/records-bezique-two-pack.md ---------------------------------------------------
def _doc_text() -> str:
    import pathlib
    return (pathlib.Path(__file__).resolve().parents[2] / "docs" /
            "records-bezique-two-pack.md").read_text(encoding="utf-8")


def _doc_record() -> dict:
    import re
    return json.loads(re.search(r"```json\n(.*?)```", _doc_text(), re.S).group(1))


def test_every_doc_action_example_parses_and_the_example_record_replays():
    import re
    kinds = {type(Action.from_record(json.loads(m)))
             for m in re.findall(r"`(\{\"seat\"[^`]*\})`", _doc_text())}
    assert kinds == {Play, Dix, Meld, Announce, Pass}
    state = replay(_doc_record())
    assert state.points == [50, 0] and state.turnup() == parse_card("7H")
    assert state.result() is None and state.current_player() == 1 - PONE


def test_the_documented_example_replays_alike_without_its_pass():
    """The pone's pass (he could have married clubs) may be left out: his lead follows."""
    from .null_choices import assert_replays_alike, without
    full = _doc_record()
    short, dropped = without(full, lambda a: a["act"] == "pass")
    assert dropped == 1
    state = assert_replays_alike(full, short)
    assert type(state.history[-2]) is Pass and state.points == [50, 0]


@pytest.mark.parametrize("game", ["rubicon-bezique", "chinese-bezique", "bezique"])
def test_turns_up_says_which_bezique_shows_a_turn_up(game):
    """Code outside the engine asks TURNS_UP, not whether the game is called "bezique"."""
    from parlour.engine.bezique.observed import TwoPackObservation
    s = new_game(game, seed=3)
    s.current_player()               # deals the first hand
    assert s.TURNS_UP == isinstance(s.observation(0), TwoPackObservation) == (game == "bezique")
