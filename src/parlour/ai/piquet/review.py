"""Game review for Piquet: the expert goes over one player's decisions in a record.

Every exchange the player made (two hands) is valued as the hint and the discard
trainer value it (exchange_valuation.py: the learned evaluator of the position after the
draw, averaged over the draws he could meet, from the seed his position gives); its cost
is the best discard's value less his, with the standard error of that difference (over
the draws, and the evaluator's own error on a cost, combined).  Every card he chose is weighed again by the expert's own appraisal from the
observation he had at that moment - never more - the one the hint reads
(PiquetBrain.appraise: the same seed, from the position, and the same budget,
weighing.ADVICE_BUDGET), his card weighed beside the expert's candidates over the hands
the other could hold (brain.play_tally: exact solving in the last tricks, play-outs
before); the cost is the expert's card's mean value less his, over the same sampled
worlds (a paired difference), with the standard error of that mean.  So a player who
took the hint is never told it cost him.  A cost within its own margin
(weighing.as_good_as) is no mistake (Decision.costly).  Card values are points of the
deal, read through the score situation (stakes.py) when the deal can decide the game.

Each declaration is weighed against the expert's (declaring in full) over sampled
deals in the same way: the points in hand, the repic, and the rest of the deal played
out with the other reading the declarations (declaration_weighing.py, which says the
other's model), so a sinking that hides a card can come out cheap or worth it.

Each verdict carries a typed reason (review_reason.py: what the expert's choice gains,
and what the other had shown that bears on it); its one sentence is made in
review_words.py.  A whole partie is reviewed deal by deal from its record, one decision
at a time (review_steps), so a window can show progress and stop between decisions.
"""
from __future__ import annotations

import copy
import random
from dataclasses import asdict, dataclass
from typing import Callable, Iterable, Iterator

from ...engine import records
from ...engine.cards import Card, cards_of, cards_text, mask_of, names
from ...engine.actions import Action, Declare, Exchange, Play
from ...engine.games import GAMES, Family, Seating
from ...engine.observed import Observation
from ...engine.piquet.observation import PiquetObservation
from ..brain import Budget
from ..weighing import ADVICE_BUDGET, as_good_as, position_seed
from .brain import PiquetBrain, full_declaration
from .declaration_weighing import weigh_declaration
from .exchange_valuation import valuation_of
from .review_reason import (SAME, Reason, declaration_reason, exchange_reason,
                            play_reason)
from .review_words import sentence
from .seat_masks import SeatMasks

@dataclass
class Decision:
    deal: int              # 1, 2, ...
    index: int             # the action's index in the deal's recorded actions
    kind: str              # exchange, play, declare
    chosen: tuple[Card, ...]
    best: tuple[Card, ...]
    cost: float            # points a deal the choice gave up against the expert's
    se: float              # its standard error (0 when not estimated)
    worlds: int            # sampled worlds behind the estimate
    reason: Reason         # what the expert's choice gains (the words: review_words.py)
    hand: tuple[Card, ...] = ()    # the player's hand when he chose

    def costly(self) -> bool:
        """A choice shown as a mistake: it cost clearly more than the noise of its
        estimate (weighing.as_good_as), or, a declaration, kept back what the expert
        would declare and could not be weighed."""
        if self.reason.gain == "unweighed":
            return True
        return not as_good_as(self.cost, self.se)


@dataclass
class Moment:
    """A decision of the reviewed seat, as he met it: his observation and choices."""
    deal: int
    index: int
    observation: Observation   # the seat's observation then (the engine's own, copied)
    legal: list[Action]
    action: Action


def human_seat(data: dict) -> int:
    """The seat a review looks at when none is named: the one not played by a computer."""
    seats = data.get("seats") or []
    people = [i for i, name in enumerate(seats)
              if isinstance(name, str) and not name.startswith(("ai:", "random", "line:"))]
    return people[0] if people else 0


def _as_cards(cards: Iterable[int]) -> tuple[Card, ...]:
    """An action's cards (plain ints) as the decision names them."""
    return tuple(Card(c) for c in cards)


def _judge_move(brain: PiquetBrain, obs: Observation, legal: list[Action], action: Action,
                rng: random.Random, budget: Budget) -> Decision | None:
    """A card played or an exchange, against the expert's appraisal of it: the one the
    hint reads (the same seed and budget), the player's choice weighed beside.  A
    two-handed exchange against the learned valuation the hint and the discard trainer
    read (exchange_valuation.py)."""
    if type(action) is Exchange:
        judged = _judge_exchange(obs, legal, action, rng)
        if judged is not None:
            return judged
    appraisal = brain.appraise(obs, legal, rng, budget, also=(action,))
    if appraisal is None:
        return None
    cost, se = appraisal.cost(action)
    # the expert may prefer a card a little below the best against perfect replies, for
    # what it gains against the book's (brain._safe_exploit): the best is then no worse
    cost = max(cost, 0.0)
    best = appraisal.best
    known = SeatMasks(obs, action.seat)
    if type(action) is Exchange:
        reason = exchange_reason(known, mask_of(action.cards), mask_of(best.cards), cost, rng)
        return Decision(0, 0, "exchange", _as_cards(action.cards), _as_cards(best.cards),
                        round(cost, 2), round(se, 2), appraisal.tally.n, reason)
    assert isinstance(action, Play) and isinstance(best, Play)   # appraised: play or exchange
    return Decision(0, 0, "play", (Card(action.card),), (Card(best.card),),
                    round(cost, 2), round(se, 2), appraisal.tally.n,
                    play_reason(known, action.card, best.card, cost, brain, rng))


def _judge_exchange(obs: Observation, legal: list[Action], action: Exchange,
                    rng: random.Random) -> Decision | None:
    """The exchange's cost: the valuation's best less the player's discard, with the
    standard error of that difference (ExchangeValuation.cost; None: it cannot value
    his)."""
    found = valuation_of(obs, legal, rng)
    chosen = mask_of(action.cards)
    if found is None or chosen not in found[0]:
        return None
    values, by_mask = found
    best = values.best.mask
    cost, se = values.cost(chosen)
    known = SeatMasks(obs, action.seat)
    reason = exchange_reason(known, chosen, best, cost, rng)
    return Decision(0, 0, "exchange", _as_cards(action.cards),
                    _as_cards(by_mask[best].cards), round(cost, 2), round(se, 2),
                    values[best].draws, reason)


def _judge_declaration(brain: PiquetBrain, moment: Moment, rng: random.Random,
                       budget: Budget) -> Decision | None:
    obs, legal, action = moment.observation, moment.legal, moment.action
    best = full_declaration(legal)
    chosen, best_cards = _as_cards(action.cards), _as_cards(best.cards)
    if action == best:
        return Decision(0, 0, "declare", chosen, best_cards, 0.0, 0.0, 0, SAME)
    assert isinstance(obs, PiquetObservation)      # a review is of two hands (is_reviewable)
    weighing = weigh_declaration(obs, action.seat, action, best, brain, rng, budget)
    if weighing is None:             # no deal fitting what he saw could be drawn
        return Decision(0, 0, "declare", chosen, best_cards, 0.0, 0.0, 0,
                        declaration_reason(action, best, 0.0))
    tally = weighing.tally
    cost, se = tally.paired("best", "chosen")
    # the same value in every deal (a sound under-call scores the whole): as good
    reason = SAME if cost == se == 0 else declaration_reason(action, best, cost, weighing)
    return Decision(0, 0, "declare", chosen, best_cards, round(cost, 2), round(se, 2),
                    tally.n, reason)


def check_reviewable(data: dict) -> None:
    """ValueError unless the record is one a review can go over."""
    game = data.get("game")
    if not isinstance(game, str) or not is_reviewable(
            game, data.get("variant") or "au-cent", len(data.get("seats") or [0, 0])):
        raise ValueError("review is for two-handed Piquet (au cent or Rubicon) records")


def is_reviewable(game: str, variant: str, seats: int) -> bool:
    """Two-handed Piquet (au cent or Rubicon): a game of a record, which may name any."""
    entry = GAMES.get(game)
    return (entry is not None and entry.family is Family.PIQUET and seats == 2
            and variant in entry.variant_names()
            and entry.variant(variant).seating is Seating.FACE_TO_FACE)


def last_deal_of(data: dict, seat: int) -> int | None:
    """The last deal (1, 2, ...) in which ``seat`` has acted, or None."""
    for number in range(len(data.get("deals") or []), 0, -1):
        if any(a.get("seat") == seat for a in data["deals"][number - 1].get("actions", [])):
            return number
    return None


def moments(data: dict, seat: int, deals: set[int] | None = None) -> list[Moment]:
    """Every decision of ``seat`` with a choice (in the deals numbered in ``deals``, or
    all), each with the observation he had then: a copy, so nothing seen later leaks in."""
    check_reviewable(data)
    out: list[Moment] = []
    counter = {"deal": -1, "index": 0}

    def watch(state, action):
        deal = len(state.deals)
        if deal != counter["deal"]:
            counter["deal"], counter["index"] = deal, 0
        index = counter["index"]
        counter["index"] += 1
        if action.seat != seat or type(action) not in (Exchange, Play, Declare) or \
                (deals is not None and deal not in deals):
            return
        legal = state.legal_actions()
        if len(legal) > 1:
            out.append(Moment(deal, index, copy.deepcopy(state.observation(seat)), legal,
                              action))

    records.replay(data, watch)
    return out


def judge(moment: Moment, brain: PiquetBrain, budget: Budget = ADVICE_BUDGET
          ) -> Decision | None:
    """The expert's verdict on one decision (None: nothing to weigh), weighed from the
    seed its position gives (weighing.position_seed), as the hint weighs it."""
    obs, legal, action = moment.observation, moment.legal, moment.action
    rng = random.Random(position_seed(obs))
    if type(action) is Declare:
        d = _judge_declaration(brain, moment, rng, budget)
    else:
        d = _judge_move(brain, obs, legal, action, rng, budget)
    if d is not None:
        d.deal, d.index = moment.deal, moment.index
        d.hand = tuple(cards_of(SeatMasks(obs, action.seat).hand))
    return d


def review_steps(data: dict, seat: int, budget: Budget | None = None,
                 deals: set[int] | None = None
                 ) -> Iterator[tuple[int, int, Decision | None]]:
    """The review one decision at a time: (decisions done, decisions in all, the verdict
    or None).  The first step, (0, total, None), comes before any thinking; stopping
    the iteration stops the review."""
    found = moments(data, seat, deals)
    brain = PiquetBrain()
    budget = budget or ADVICE_BUDGET
    yield 0, len(found), None
    for i, moment in enumerate(found, 1):
        yield i, len(found), judge(moment, brain, budget)


def review(data: dict, seat: int | None = None, budget: Budget | None = None,
           progress: Callable[[int, int], None] | None = None,
           deals: set[int] | None = None) -> tuple[int, list[Decision]]:
    """(the seat reviewed, its decisions with a choice), for a two-handed Piquet record;
    ``progress(done, total)`` is told before the first decision and after each."""
    check_reviewable(data)
    seat = human_seat(data) if seat is None else seat
    out: list[Decision] = []
    for done, total, decision in review_steps(data, seat, budget, deals):
        if decision is not None:
            out.append(decision)
        if progress:
            progress(done, total)
    return seat, out


def total_cost(decisions: list[Decision]) -> tuple[float, float]:
    """What the choices shown as mistakes (Decision.costly) cost together, and its
    standard error: a cost within its own margin is no loss of the player's."""
    lost = [d for d in decisions if d.cost > 0 and d.costly()]
    return (round(sum(d.cost for d in lost), 2),
            round(sum(d.se ** 2 for d in lost) ** 0.5, 2))


def _decision_json(d: Decision) -> dict:
    """A decision as the review's JSON writes it: cards named in the notation, the
    choices and the hand as one string each ("7S 10D"), a card taken "" when none."""
    out = dict(asdict(d), why=sentence(d), costly=d.costly())
    out["chosen"], out["best"], out["hand"] = (cards_text(d.chosen), cards_text(d.best),
                                               cards_text(d.hand))
    r = out["reason"]
    r["cards"], r["shown"] = names(d.reason.cards), names(d.reason.shown)
    r["takes"] = "" if d.reason.takes is None else names([d.reason.takes])[0]
    return out


def as_json(seat: int, decisions: list[Decision], seats: list[str]) -> dict:
    cost, se = total_cost(decisions)
    return {"seat": seat, "player": seats[seat] if seat < len(seats) else str(seat),
            "decisions": [_decision_json(d) for d in decisions],
            "cost": cost, "se": se}
