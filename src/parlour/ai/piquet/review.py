"""Game review for Piquet: the expert goes over one player's decisions in a record.

Every exchange and every card the player chose (two hands) is weighed again by the
expert's own search from the observation the player had at that moment - never more -
against the expert's choice: the discards over sampled talons and other hands
(exchange.exchange_tally, the player's discard weighed beside the expert's candidates),
each card over the hands the other could hold (brain.play_tally: exact solving in the
last eight tricks, play-outs before).  The cost of a choice is the expert's best's mean
value less the choice's, over the same sampled worlds (a paired difference), with the
standard error of that mean.  Values are points of the deal, read through the score
situation (stakes.py) when the deal can decide the game.

Declarations are listed only when the player declared less than he held (a sinking);
what a sinking earns, in what it hides, is not estimated.
"""
from __future__ import annotations

import random
from dataclasses import asdict, dataclass
from typing import Callable

from ...engine import records
from ...engine.cards import cards_of, cards_text, mask_of
from ...engine.core import Action
from ..brain import Budget
from .brain import SOLVE_FROM, PiquetBrain
from .exchange import exchange_tally
from .view import PiquetView

REVIEW_BUDGET = Budget(seconds=1.0, samples=200)
NOTICE = 0.5       # a cost below this (points a deal) is not worth a line


@dataclass
class Decision:
    deal: int              # 1, 2, ...
    index: int             # the action's index in the deal's recorded actions
    kind: str              # exchange, play, declare
    chosen: str
    best: str
    cost: float            # points a deal the choice gave up against the expert's
    se: float              # its standard error (0 when not estimated)
    worlds: int            # sampled worlds behind the estimate
    why: str


def human_seat(data: dict) -> int:
    """The seat a review looks at when none is named: the one not played by a computer."""
    seats = data.get("seats") or []
    people = [i for i, name in enumerate(seats)
              if isinstance(name, str) and not name.startswith(("ai:", "random", "line:"))]
    return people[0] if people else 0


def _cost(tally, best, chosen) -> tuple[float, float]:
    if best == chosen or tally.n < 2:
        return 0.0, 0.0
    mean, var = tally.lead_over(best, chosen)
    return mean, (var / max(tally.effective(), 1.0)) ** 0.5


def _judge_exchange(obs, legal, action, rng, budget) -> Decision | None:
    view = PiquetView(obs, action.seat)
    masks = {mask_of(a.cards) for a in legal}
    sizes = sorted({len(a.cards) for a in legal})
    chosen = mask_of(action.cards)
    tally = exchange_tally(view, masks, sizes, rng, budget, also=(chosen,))
    if tally is None or tally.n == 0:
        return None
    best = tally.best()
    cost, se = _cost(tally, best, chosen)
    kept = cards_text(cards_of(view.hand & ~best))
    why = (f"over {tally.n} deals of the talon and the other's hand that fit what you had "
           f"seen, throwing {cards_text(cards_of(best))} (keeping {kept}) scored "
           f"{cost:.1f} points a deal more") if cost > 0 else "as good as the expert's discard"
    return Decision(0, 0, "exchange", cards_text(action.cards), cards_text(cards_of(best)),
                    round(cost, 2), round(se, 2), tally.n, why)


def _judge_play(brain, obs, legal, action, rng, budget) -> Decision | None:
    view = PiquetView(obs, action.seat)
    cands = [a.card for a in legal]
    tally, _, _ = brain.play_tally(view, cands, rng, budget)
    if tally.n == 0:
        return None
    best = tally.best()
    cost, se = _cost(tally, best, action.card)
    how = "solved exactly" if view.hand.bit_count() <= SOLVE_FROM else "played out by the book"
    why = (f"over {tally.n} hands the other could hold, given the play and what he "
           f"declared, each {how}, it made {cost:.1f} points more") if cost > 0 \
        else "as good as the expert's card"
    return Decision(0, 0, "play", cards_text([action.card]), cards_text([best]),
                    round(cost, 2), round(se, 2), tally.n, why)


def _judge_declaration(legal, action) -> Decision | None:
    full = max(legal, key=lambda a: len(a.cards))
    if len(action.cards) >= len(full.cards):
        return None
    said = cards_text(action.cards) or "nothing"
    return Decision(0, 0, "declare", said, cards_text(full.cards), 0.0, 0.0, 0,
                    f"you declared less than you held in the {action.get('class')} "
                    "(a sinking): what it hid is not reckoned here")


def review(data: dict, seat: int | None = None, budget: Budget | None = None,
           seed: int = 1, progress: Callable[[int, int], None] | None = None
           ) -> tuple[int, list[Decision]]:
    """(the seat reviewed, its decisions with a choice), for a two-handed Piquet record."""
    if data.get("game") != "piquet" or (data.get("variant") or "au-cent") not in (
            "au-cent", "rubicon"):
        raise ValueError("review is for two-handed Piquet (au cent or Rubicon) records")
    seat = human_seat(data) if seat is None else seat
    budget = budget or REVIEW_BUDGET
    moments: list[tuple[int, int, dict, list[Action], Action]] = []
    counter = {"deal": -1, "index": 0}

    def watch(state, action):
        deal = len(state.deals)
        if deal != counter["deal"]:
            counter["deal"], counter["index"] = deal, 0
        index = counter["index"]
        counter["index"] += 1
        if action.seat != seat or action.act not in ("exchange", "play", "declare"):
            return
        legal = state.legal_actions()
        if len(legal) > 1:
            moments.append((deal, index, state.observation(seat), legal, action))

    records.replay(data, watch)
    brain = PiquetBrain()
    rng = random.Random(seed)
    out: list[Decision] = []
    for i, (deal, index, obs, legal, action) in enumerate(moments):
        if progress:
            progress(i, len(moments))
        if action.act == "exchange":
            d = _judge_exchange(obs, legal, action, rng, budget)
        elif action.act == "play":
            d = _judge_play(brain, obs, legal, action, rng, budget)
        else:
            d = _judge_declaration(legal, action)
        if d is not None:
            d.deal, d.index = deal, index
            out.append(d)
    if progress:
        progress(len(moments), len(moments))
    return seat, out


def as_json(seat: int, decisions: list[Decision], seats: list[str]) -> dict:
    lost = [d for d in decisions if d.cost > 0]
    return {"seat": seat, "player": seats[seat] if seat < len(seats) else str(seat),
            "decisions": [asdict(d) for d in decisions],
            "cost": round(sum(d.cost for d in lost), 2),
            "se": round(sum(d.se ** 2 for d in lost) ** 0.5, 2)}
