"""The review of a declaration: the player's against the expert's (in full), weighed over
sampled deals - the points in hand, the repic, and the rest of the deal played out with
the other reading the declarations."""
import json
from dataclasses import asdict

from parlour.ai.brain import Budget
from parlour.ai.piquet import declaration_weighing, review as review_module
from parlour.ai.piquet.brain import PiquetBrain, full_declaration
from parlour.ai.piquet.deal_model import play_out
from parlour.ai.piquet.declaration_weighing import _guess
from parlour.ai.piquet.review import Decision, judge, moments
from parlour.ai.piquet.review_reason import Reason
from parlour.ai.piquet.review_words import sentence
from parlour.cli import main
from parlour.engine import records
from parlour.engine.cards import mask_of, parse_card, parse_cards
from parlour.engine.core import DealSetup
from parlour.engine.games import new_game
from parlour.engine.actions import Declare, Exchange


def cs(text: str) -> tuple[int, ...]:
    """Cards written in the notation, as the review holds them."""
    return tuple(parse_cards(text))


SMALL = Budget(seconds=60.0, samples=24)

# Elder (seat 0) holds the quint major in Hearts, the quatorze of Aces and a trio of
# Kings: 5 + 15 + 17 = 37 in hand before the dealer scores, a repique.  Sinking the quint
# (calling the quart to the Ace) leaves 26: no repique.
ELDER = "AH KH QH JH 10H AS AC AD KS KC 7D 8D"
DEALER = "QS JS 9S 7S QC 10C 8C KD JD 9D 9H 7H"
STOCK = "10S 8S JC 9C 7C QD 10D 8H"


def _cards(text: str) -> list[int]:
    return [parse_card(c) for c in text.split()]


def _declared(sink: str | None, dealer: str = DEALER, stock: str = STOCK,
              elder: str = ELDER, variant: str = "au-cent", under: bool = False,
              dealer_throws: str = "7H") -> dict:
    """The deal's record up to the end of the declarations, elder declaring in full but
    in the class ``sink``, where he makes the first lesser declaration offered (with
    ``under``, the first under-call)."""
    state = new_game("piquet", variant, None, seats=["You", "ai:club"], seed=None,
                     deals=[DealSetup(1, [sorted(_cards(elder)), sorted(_cards(dealer))],
                                      _cards(stock))])
    state.apply(Exchange(0, tuple(_cards("7D"))))
    state.apply(Exchange(1, tuple(_cards(dealer_throws))))
    while state.phase == "declare":
        legal = state.legal_actions()
        move = full_declaration(legal)
        if state.current_player() == 0 and legal[0].category == sink:
            move = next(a for a in legal if a != move and a.cards
                        and a.undercall == under)
        state.apply(move)
    return records.record_of(state)


def _declarations(data: dict):
    """The review's verdicts on elder's declarations (only those: quick)."""
    brain = PiquetBrain()
    return [judge(m, brain, SMALL) for m in moments(data, 0)
            if type(m.action) is Declare]


def test_sinking_the_quint_that_makes_the_repique_is_plainly_costly():
    point, sequence, sets = _declarations(_declared("sequence"))
    assert (sequence.chosen, sequence.best) == (cs("JH QH KH AH"), cs("10H JH QH KH AH"))
    assert sequence.worlds == SMALL.samples
    assert sequence.cost > 30 and sequence.cost > 3 * sequence.se > 0
    r = sequence.reason
    assert r.gain == "declared" and r.cards == cs("10H")
    assert r.hand >= 11 and r.bonus == "repic" and r.bonus_share == 1.0
    assert r.bonus_points > 20          # the repique's 60, less the pic he makes instead
    assert r.reader == "guess"
    words = sentence(sequence)
    assert words.startswith("Declaring AH KH QH JH (keeping back 10H) cost ")
    assert "declaring AH KH QH JH 10H instead scores" in words
    assert "the repic changes in 100% of the deals" in words
    assert "on a guess at your hand from what he heard" in words
    # the point and the sets were declared in full: the expert's own choice
    for d in (point, sets):
        assert d.chosen == d.best and d.cost == 0 and d.se == 0
        assert sentence(d).endswith("was the expert's choice")


def test_a_declaration_in_full_is_as_good_as_the_experts():
    decisions = _declarations(_declared(None))
    assert len(decisions) == 3
    assert all(d.cost == 0 and d.reason.gain == "same" for d in decisions)


def test_a_sound_rubicon_under_call_scores_the_whole_and_costs_nothing_in_hand():
    # the trio of Kings called under the trio of Aces: with a Queen, a Jack and a Ten in
    # hand nothing he may hold is as good, so the rules score both trios, and name them
    elder = "AS AH AD KS KH KD QS JS 10S 7D 8C 7C"
    dealer = "QH QD QC JH JD JC 10H 10D 9S 8S 7S 9H"
    stock = "8H 7H 10C 9D 8D KC AC 9C"
    point, sequence, sets = _declarations(_declared("set", dealer, stock, elder,
                                                    "rubicon", True, "9H"))
    assert sets.chosen == cs("KS KH KD") and sets.best == cs("KS AS KH AH KD AD")
    assert sets.worlds == SMALL.samples
    r = sets.reason
    assert r.undercall and r.hand == 0 and r.bonus_points == 0
    # only his guess after a call he heard differently can change the play: no cost
    # told apart from nothing
    assert abs(sets.cost) <= 2 * sets.se + 0.1
    assert "an under-call keeping back AS, AH and AD" in sentence(sets)


def test_a_sinking_that_paid_is_said_to_have_gained():
    r = Reason("hidden", cs("10H"), -1.2, hand=1.0, play=-2.2, reader="guess")
    d = Decision(1, 4, "declare", cs("JH QH KH"), cs("10H JH QH KH"), -1.2, 0.5, 200, r)
    assert sentence(d) == (
        "Declaring KH QH JH (keeping back 10H) gained 1.2 points a deal (± 1.0) over "
        "declaring KH QH JH 10H: that scores 1.0 more in hand, but what it shows costs "
        "2.2 in the play (the other playing the book on a guess at your hand from what "
        "he heard)")


def test_a_declaration_no_deal_can_be_drawn_for_is_listed_unweighed(monkeypatch):
    monkeypatch.setattr(declaration_weighing, "determinize", lambda *args: None)
    sequence = _declarations(_declared("sequence"))[1]
    assert sequence.worlds == 0 and sequence.cost == 0
    assert sequence.reason.gain == "unweighed" and sequence.reason.cards == cs("10H")
    assert sentence(sequence) == ("Declaring AH KH QH JH (keeping back 10H) could not be "
                                  "weighed: no deal fitting what you had seen could be drawn")


def _elder_sees(data: dict):
    out = []
    records.replay(data, lambda state, action: out.append(
        (state.observation(0), state.hands[1])) if action.seat == 0 else None)
    return out


def test_the_verdict_on_a_declaration_does_not_see_the_others_cards():
    # the dealer's Jack of Diamonds changes places with the Ten in the talon's cards
    # elder has not seen: elder sees exactly the same up to his last declaration, the
    # dealer's hand differs
    data = _declared("sequence")
    changed = _declared("sequence", DEALER.replace("JD", "10D"), STOCK.replace("10D", "JD"))
    before, after = _elder_sees(data), _elder_sees(changed)
    assert [o for o, _ in before] == [o for o, _ in after]
    assert all(a != b for (_, a), (_, b) in zip(before, after))
    mine, theirs = _declarations(data), _declarations(changed)
    assert mine[1].cost > 0
    assert [asdict(d) for d in mine] == [asdict(d) for d in theirs]


def test_the_command_gives_the_declarations_cost_and_its_standard_error(
        tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(review_module, "ADVICE_BUDGET", SMALL)
    # the exchange's and the cards' weighing (the exact table takes a second) is tested
    # elsewhere
    monkeypatch.setattr(review_module, "_judge_move", lambda *args: None)
    path = tmp_path / "deal.json"
    path.write_text(json.dumps(_declared("sequence")))
    assert main(["review", str(path), "--seat", "0", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    sunk = [d for d in out["decisions"] if d["kind"] == "declare"
            and d["chosen"] != d["best"]]
    assert len(sunk) == 1
    d = sunk[0]
    assert d["cost"] > 30 and d["se"] > 0 and d["worlds"] == SMALL.samples
    assert d["reason"]["gain"] == "declared" and d["reason"]["bonus"] == "repic"
    assert "cost" in d["why"] and out["cost"] >= d["cost"]


# ----- the other's reading in the play-out -------------------------------------------

def _m(text: str) -> int:
    return mask_of(_cards(text))


def _guesses(data: dict, draws: int = 12) -> list[int]:
    """The dealer's guesses at elder's hand once the declarations are made."""
    state = records.replay(data)
    brain = PiquetBrain()
    return [_guess(state, 1, brain, k / draws) for k in range(draws)]


def test_his_guess_holds_what_a_full_declaration_told_him_and_strays_after_a_sinking():
    # told "fifty-one", "quint to the Ace", "quatorze of Aces", "three Kings", the
    # dealer places every card declared (only Hearts are open to the quint); told only
    # the quatorze of Aces (the trio of Kings sunk), his guesses stray
    declared = _m("AH KH QH JH 10H AS AC AD KS KC")
    full = _guesses(_declared(None))
    assert all(g & declared == declared for g in full)
    sunk = _guesses(_declared("set"))
    assert sum(g & declared == declared for g in sunk) <= len(sunk) // 2


def test_a_sinking_the_point_gives_away_hides_nothing_from_his_guess():
    # told "fifty-one" in five Hearts (the dealer holds the Nine and saw the Eight left
    # in the talon: Ace, King, Queen, Knave and Ten), "quatrième to the Ace" can only be
    # the quint called short: he places the Ten
    declared = _m("AH KH QH JH 10H")
    sunk = _guesses(_declared("sequence"))
    assert all(g & declared == declared for g in sunk)


def test_a_card_he_wrongly_places_changes_his_play():
    # he leads (side 1) with the Queen and Seven; I hold the King of Clubs and a Spade
    hands = [_m("KC 8S"), _m("QC 7S")]
    reads = play_out(hands, 1, "ten_or_better")
    fooled = play_out(hands, 1, "ten_or_better", misread=(0, _m("KC")))
    assert reads != fooled              # believing the King gone, he leads the Queen
