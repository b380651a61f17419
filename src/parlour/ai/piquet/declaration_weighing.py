"""Weighing a declaration (two hands) for the review: the player's against the expert's.

The expert's declaration is its brain's own: it declares in full (PiquetBrain's
full_declaration, the same at every level).  Both declarations are weighed over the same
sampled deals, each consistent with what the player saw at that moment and nothing more
(determinize.py: the other's hand drawn by the expert's sampler, his declarations so
far read by a broad model of players).  In each deal, on the engine's own state:

- the declaration is made, then the rest of the declarations with both sides declaring
  in full: the points in hand, the repic, Rubicon's under-calls and the answers are the
  engine's;
- the cards are played out by the book policy (deal_model.play_out), the pic watched;
  your side counts his sampled hand as out, as the expert's play-outs do, the same for
  both declarations, so only his guess differs (drawn with the same random numbers).

The other's model in the play-out (READER): he plays the book on a guess at your hand,
counting as out only the cards he guesses you hold.  The guess is drawn once the
declarations are made, from the cards he has not seen, as the expert draws the hands it
cannot see (PiquetBrain.sample_other on his observation: a hand kept as likely as it
made what he heard, most players declaring in full).  So declaring in full shows him
where cards are, and a sinking leaves him guessing about what it kept back.  How much a
real opponent reads is his own; this is one model, said in the review's reason.

The value of each deal is the points from the decision to the deal's end (hand and
play) read through the score situation (stakes.py); the cost is the paired difference's
mean, with its standard error, over as many deals as the budget allows (no early stop:
the cost is what is estimated, not a choice).  The parts (hand, pic and repic, play,
the bonus whose outcome changes most often) make the reason.
"""
from __future__ import annotations

import random
from collections import Counter
from typing import Iterator, Sequence
from dataclasses import dataclass

from ...engine.actions import Action
from ...engine.piquet.observation import PiquetObservation
from ...engine.piquet.state import PiquetState
from ..brain import Budget
from ...engine.piquet.phase import DECLARE
from ..search import Tally
from .brain import PiquetBrain, full_declaration
from .deal_model import PIC, REPIC, play_out
from .determinize import determinize
from .stakes import Stakes
from .seat_masks import SeatMasks

READER = "guess"    # the other in the play-out: the book's play on a guess at your hand
BONUSES = ("repic", "pic", "capot")
TRIES = 4                # sampled deals allowed to fail for each one weighed
GUESS_TRIES = 100        # hands tried for his guess (then the last one drawn stands)


@dataclass
class DeclarationWeighing:
    tally: Tally         # the worlds' values for "best" (the expert's) and "chosen"
    hand: float          # mean points the expert's makes more in hand (the combinations)
    bonus_points: float  # the same in repic and pic
    play: float          # the same in the play of the cards (capot included)
    bonus: str           # the bonus (BONUSES) whose outcome differs most often, or ""
    bonus_share: float   # in what share of the worlds it differs


def weigh_declaration(obs: PiquetObservation, seat: int, chosen: Action, best: Action,
                      brain: PiquetBrain, rng: random.Random,
                      budget: Budget) -> DeclarationWeighing | None:
    """``chosen`` against ``best`` over sampled deals (None when none could be drawn)."""
    stakes = Stakes(SeatMasks(obs, seat))
    tally = Tally(["best", "chosen"])
    parts = dict.fromkeys(("hand", "bonus", "play"), 0.0)
    bonuses: Counter = Counter()
    for ours, theirs in sampled_outcomes(obs, seat, (best, chosen), brain, rng, budget):
        tally.add({"best": stakes.value(*ours.points), "chosen": stakes.value(*theirs.points)})
        for part in parts:
            parts[part] += getattr(ours, part) - getattr(theirs, part)
        for name in BONUSES:
            if ours.made.get(name) != theirs.made.get(name):
                bonuses[name] += 1
    n = tally.n
    if not n:
        return None
    bonus, times = bonuses.most_common(1)[0] if bonuses else ("", 0)
    hand, extra, play = (round(parts[p] / n, 2) for p in ("hand", "bonus", "play"))
    return DeclarationWeighing(tally, hand, extra, play, bonus, round(times / n, 2))


def sampled_outcomes(obs: PiquetObservation, seat: int, actions: Sequence[Action],
                     brain: PiquetBrain, rng: random.Random,
                     budget: Budget) -> Iterator[list[Outcome]]:
    """For each sampled deal, as many as the budget allows (the caller may stop
    sooner), the outcome of each of ``actions`` (declarations of the class under way)
    on that deal, his guess drawn alike after each."""
    deadline = budget.deadline()
    n = failed = 0
    while n < budget.samples and (n == 0 or budget.before(deadline)):
        state = determinize(obs, rng, brain.sample_other)
        if state is None or not all(state.is_legal(a) for a in actions):
            failed += 1
            if failed > TRIES * (n + 1):
                return
            continue
        guessing = rng.random()       # his guess drawn alike after every declaration
        yield [_declare_and_play(state.clone(), seat, a, brain, guessing) for a in actions]
        n += 1


@dataclass
class Outcome:
    points: tuple[float, float]   # (mine, his) from the decision to the deal's end
    hand: float                   # my points in hand less his, from the decision
    bonus: float                  # the same in repic and pic
    play: float                   # the same in the play of the cards (capot included)
    made: dict[str, int]          # bonus name -> who made it (0 me, 1 him)


def _hand_points(state: PiquetState) -> list[int]:
    """Each seat's points so far this deal, the dealer's unclaimed hand scores included."""
    out = list(state.deal_points)
    for e in state.pending:
        if e.category is not None and e.seat is not None:     # a score: someone's
            out[e.seat] += e.points
    return out


def _declare_and_play(state: PiquetState, me: int, action: Action, brain: PiquetBrain,
                      guessing: float) -> Outcome:
    other = 1 - me
    before = _hand_points(state)
    state.apply(action)
    while state.phase is DECLARE:
        state.apply(full_declaration(state.legal_actions()))
    after = _hand_points(state)
    hand = [after[s] - before[s] for s in (0, 1)]
    mine = state.hands[me]
    guess = _guess(state, other, brain, guessing)
    blind, wrong = [0, 0], [0, 0]     # he counts as out what he guesses, and only that
    blind[other], wrong[other] = guess & ~mine, mine & ~guess
    watch = state.watch.copy()
    won = [0, 0]
    pp = play_out(list(state.hands), state.elder, state.options["play_scoring"],
                  (blind[0], blind[1]), (wrong[0], wrong[1]), watch, won)
    made: dict[str, int] = {}
    hand_net, play_net, bonus_net = hand[me] - hand[other], pp[me] - pp[other], 0
    if watch.made is not None:       # the repic counts in the hand, the pic in the play
        made[watch.made] = int(watch.made_by != me)
        bonus_net = (REPIC if watch.made == "repic" else PIC) * (1 if watch.made_by == me
                                                                 else -1)
        if watch.made == "repic":
            hand_net -= bonus_net
        else:
            play_net -= bonus_net
    for s in (0, 1):
        if won[s] == 12:
            made["capot"] = int(s != me)
    return Outcome((hand[me] + pp[me], hand[other] + pp[other]), hand_net, bonus_net,
                    play_net, made)


def _guess(state: PiquetState, reader: int, brain: PiquetBrain, guessing: float) -> int:
    """``reader``'s guess at the other hand once the declarations are made: a hand drawn
    from the cards he has not seen as the expert draws the other's (PiquetBrain's
    sample_other: what was heard weighed by a broad model of players, most declaring in
    full)."""
    known = SeatMasks(state.observation(reader), reader)
    return brain.sample_other(known, random.Random(guessing), tries=GUESS_TRIES)
