"""The game of 1000 and its claims: "If his claim is correct, he wins; if it is not, his
adversary takes the stakes, no matter what the score may be." """
import copy
import random

import pytest

from parlour.engine import ending, records
from parlour.engine.binocle import BinocleState
from parlour.engine.core import IllegalAction
from parlour.engine.events import Claimed, GameEnded, TargetRaised
from parlour.engine.actions import Claim

OFF = {"auto_claim": False}


def play_until(s, rng, stop):
    """Random play that never claims, until ``stop(s)`` or the game ends."""
    while not s.is_over() and not stop(s):
        acts = [a for a in s.legal_actions() if type(a) is not Claim]
        s.apply(rng.choice(acts))


def claimed(res, right: bool) -> bool:
    """The game ended on a claim, right (the claimer had the target) or wrong."""
    e = res.ending
    return e.kind == ending.CLAIMED and (e.figures[0] >= e.limit) == right


def test_auto_claim_ends_the_game_the_moment_a_player_reaches_1000():
    for seed in range(30):
        s = BinocleState(seed=seed)
        rng = random.Random(seed)
        while not s.is_over():
            s.apply(rng.choice(s.legal_actions()))
        res = s.result()
        w = res.winner
        assert res.value == 1 and claimed(res, True)
        assert s.scores[w] >= 1000 > s.scores[1 - w]
        events = s.deals[-1].events
        assert [type(e.payload) for e in events[-2:]] == [Claimed, GameEnded]
        last_score = [e for e in events if e.category is not None][-1]
        assert last_score.seat == w and s.scores[w] - last_score.points < 1000


def test_a_game_won_by_the_dix_turned_up_replays_from_its_record():
    """The dix turned up may bring the dealer to 1000 before anyone plays: the record
    ends with that deal, without an action, and replays to the same game."""
    s = BinocleState(seed=43)
    rng = random.Random(43)
    while not s.is_over():
        s.apply(rng.choice(s.legal_actions()))
    last = s.deals[-1]
    assert not last.actions and last.setup.turnup == s.dix    # the case this seed reaches
    rec = records.record_of(s)
    assert records.record_of(records.replay(rec)) == rec
    # still nothing may follow the end: an action in that deal, or another deal
    pone = 1 - last.setup.dealer
    acted = copy.deepcopy(rec)
    acted["deals"][-1]["actions"] = [{"seat": pone, "act": "play",
                                      "card": rec["deals"][-1]["hands"][pone][0]}]
    with pytest.raises(records.RecordError, match="already over"):
        records.replay(acted)
    longer = copy.deepcopy(rec)
    longer["deals"].append(rec["deals"][-1])
    with pytest.raises(records.RecordError, match="the game was over after this deal"):
        records.replay(longer)


def test_auto_claim_makes_claim_actions_unnecessary_and_refused():
    s = BinocleState(seed=1)
    assert all(type(a) is not Claim for a in s.legal_actions())
    with pytest.raises(IllegalAction, match="auto_claim"):
        s.apply(Claim(0))


def test_without_auto_claim_the_player_may_claim_at_any_moment():
    s = BinocleState(seed=1, options=OFF)
    assert s.legal_actions()[-1] == Claim(0)


def test_a_wrong_claim_loses_whatever_the_scores():
    for seed in range(20):
        s = BinocleState(seed=seed, options=OFF)
        play_until(s, random.Random(seed), lambda s: s.scores[0] > s.scores[1] + 200)
        if s.is_over() or s.scores[0] >= 1000:
            continue
        s.apply(Claim(0))
        res = s.result()
        assert res.winner == 1 and claimed(res, False)
        assert res.totals[0] > res.totals[1]        # he was ahead, and still lost
        assert s.is_over() and s.legal_actions() == []
        return
    pytest.fail("no game with a clear leader found")


def test_a_correct_claim_wins_at_once_even_out_of_turn():
    for seed in range(20):
        s = BinocleState(seed=seed, options=OFF)
        play_until(s, random.Random(seed), lambda s: max(s.scores) >= 1000)
        if s.is_over():
            continue
        w = 0 if s.scores[0] >= 1000 else 1
        s.apply(Claim(w))
        res = s.result()
        assert res.winner == w and claimed(res, True) and res.totals == s.scores
        return
    pytest.fail("no game reached 1000 mid-deal")


def test_a_player_over_1000_unclaimed_at_the_end_of_the_deal_wins_then():
    found = False
    for seed in range(40):
        s = BinocleState(seed=seed, options=OFF)
        play_until(s, random.Random(seed), lambda s: False)
        res = s.result()
        if res.ending.kind == ending.UNCLAIMED:
            assert s.scores[res.winner] >= s.target > s.scores[1 - res.winner]
            assert isinstance(s.deals[-1].events[-1].payload, GameEnded)
            found = True
    assert found


def test_both_past_1000_unclaimed_the_game_goes_on_to_1250():
    for seed in range(200):
        s = BinocleState(seed=seed, options=OFF)
        rng = random.Random(seed)
        play_until(s, rng, lambda s: s.target > 1000)
        if s.is_over():
            continue
        assert s.target == 1250 and min(s.scores) >= 1000
        raised = [e for e in s.deals[-2].events if isinstance(e.payload, TargetRaised)]
        assert raised and raised[0].payload.target == 1250
        # a claim is now judged against 1250
        low = 0 if s.scores[0] < s.scores[1] else 1
        if s.scores[low] < 1250:
            s.apply(Claim(low))
            assert s.result().winner == 1 - low
        return
    pytest.fail("no game where both passed 1000 in the same deal")


def test_auto_claim_option_both_ways_on_the_same_deals():
    on = BinocleState(seed=7)
    off = BinocleState(seed=7, options=OFF)
    rng = random.Random(0)
    while not on.is_over():
        a = rng.choice(on.legal_actions())
        on.apply(a)
        off.apply(a)
    assert on.scores == off.scores and on.scores[on.result().winner] >= 1000
    assert not off.is_over()        # nobody claimed: the game is still on


def test_a_claim_made_before_the_dix_is_scored_replays():
    """"A player may claim 1000 at any moment": issue 17's games (auto_claim off, seed
    71, games 18 and 19) claim in the meld window before the dix; the record written
    must replay to the same result, the claim where it was made."""
    from parlour.engine import records
    from parlour.selfplay import play_one
    for index in (18, 19):
        game = play_one("binocle", "48", OFF, ["random", "random"], index, 71, True)
        actions = game.record["deals"][-1]["actions"]
        assert actions[-1]["act"] == "claim" and actions[-2]["act"] == "play"
        state = records.replay(game.record)
        assert records.result_json(state.result(), state.seats) == game.record["result"]
        assert state.result().totals == [6, 0]           # since the cut for deal
