"""Weighing a declaration (two hands) for the review: the player's against the expert's.

The expert's declaration is its brain's own: it declares in full (PiquetBrain's
_declare_full, the same at every level).  Both declarations are weighed over the same
sampled deals, each consistent with what the player saw at that moment and nothing more
(determinize.py: the other's hand drawn by the expert's sampler, his declarations so
far read by a broad model of players).  In each deal, on the engine's own state:

- the declaration is made, then the rest of the declarations with both sides declaring
  in full: the points in hand, the repic, Rubicon's under-calls and the answers are the
  engine's;
- the cards are played out by the book policy (deal_model.play_out), the pic watched;
  your side counts his sampled hand as out, as the expert's play-outs do, the same for
  both declarations, so only his side's reading differs.

The other's model in the play-out (READER): he plays the book, counting as possibly in
your hand every card he has not seen, except those your declarations rule out when read
as full (a card that would have made a better point, sequence or set with the cards you
declared; after "Good", with what he called).  So declaring in full tells him where
cards are not, and a sinking can mislead him about a card you kept back.  (He is granted
the cards of every declaration of yours, also one that did not score and was only
heard: a little more than he sees.)  How much a real opponent reads is his own; this is
one model, and a mild one - the book uses where cards lie only for its masters, guards
and empty suits - said in the review's reason.

The value of each deal is the points from the decision to the deal's end (hand and
play) read through the score situation (stakes.py); the cost is the paired difference's
mean, with its standard error, over as many deals as the budget allows (no early stop:
the cost is what is estimated, not a choice).  The parts (hand, pic and repic, play,
the bonus whose outcome changes most often, how often the other misread a card) make
the reason.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from ...engine.cards import cards_of, mask_of
from ...engine.core import Action
from ...engine.piquet.dialogue import CLASSES, combos_of, held, said_key
from ..search import Tally
from .deal_model import PIC, REPIC, play_out
from .determinize import determinize
from .stakes import Stakes
from .view import FULL, PiquetView

READER = "book"     # the other in the play-out: the book's play, declarations read as full
BONUSES = ("repic", "pic", "capot")
TRIES = 4                # sampled deals allowed to fail for each one weighed


@dataclass
class DeclarationWeighing:
    tally: Tally         # the worlds' values for "best" (the expert's) and "chosen"
    hand: float          # mean points the expert's makes more in hand (the combinations)
    bonus_points: float  # the same in repic and pic
    play: float          # the same in the play of the cards (capot included)
    bonus: str           # the bonus (BONUSES) whose outcome differs most often, or ""
    bonus_share: float   # in what share of the worlds it differs
    misread: float       # share of worlds in which the player's declaration misled him


def full_declaration(legal: list[Action]) -> Action:
    """The expert's declaration (its brain's, at every level): the one with most cards."""
    return max(legal, key=lambda a: (len(a.cards), -legal.index(a)))


def weigh_declaration(obs, seat: int, chosen: Action, best: Action, earlier: dict,
                      brain, rng, budget) -> DeclarationWeighing | None:
    """``chosen`` against ``best`` over sampled deals (None when none could be drawn).
    ``earlier``: the seat's own declarations already made this deal, class -> mask."""
    view = PiquetView(obs, seat)
    stakes = Stakes(view)
    tally = Tally(["best", "chosen"])
    parts = dict.fromkeys(("hand", "bonus", "play"), 0.0)
    bonuses: Counter = Counter()
    misread = 0
    ruled_cache: dict = {}
    deadline = budget.deadline()
    failed = 0
    while tally.n < budget.samples and (tally.n == 0 or budget.before(deadline)):
        state = determinize(obs, rng, brain.sample_other)
        if state is None or not (state.is_legal(chosen) and state.is_legal(best)):
            failed += 1
            if failed > TRIES * (tally.n + 1):
                break
            continue
        ours = _declare_and_play(state.clone(), seat, best, earlier, ruled_cache)
        theirs = _declare_and_play(state.clone(), seat, chosen, earlier, ruled_cache)
        tally.add({"best": stakes.value(*ours.points), "chosen": stakes.value(*theirs.points)})
        for part in parts:
            parts[part] += getattr(ours, part) - getattr(theirs, part)
        for name in BONUSES:
            if ours.made.get(name) != theirs.made.get(name):
                bonuses[name] += 1
        misread += bool(theirs.misread)
    n = tally.n
    if not n:
        return None
    bonus, times = bonuses.most_common(1)[0] if bonuses else ("", 0)
    hand, extra, play = (round(parts[p] / n, 2) for p in ("hand", "bonus", "play"))
    return DeclarationWeighing(tally, hand, extra, play, bonus, round(times / n, 2),
                               round(misread / n, 2))


@dataclass
class _Outcome:
    points: tuple[float, float]   # (mine, his) from the decision to the deal's end
    hand: float                   # my points in hand less his, from the decision
    bonus: float                  # the same in repic and pic
    play: float                   # the same in the play of the cards (capot included)
    made: dict                    # bonus name -> who made it (0 me, 1 him)
    misread: int                  # my cards he believed I did not hold


def _hand_points(state) -> list[int]:
    """Each seat's points so far this deal, the dealer's unclaimed hand scores included."""
    out = list(state.deal_points)
    for e in state.pending:
        if e.category is not None:
            out[e.seat] += e.points
    return out


def _declare_and_play(state, me: int, action: Action, earlier: dict, cache: dict) -> _Outcome:
    other = 1 - me
    before = _hand_points(state)
    # class -> (my declared mask, his call when I answered it)
    said = {cls: (mask, 0) for cls, mask in earlier.items()}
    first = True
    while state.phase == "declare":
        move = action if first else full_declaration(state.legal_actions())
        first = False
        if state.current_player() == me:
            said[CLASSES[state.decl_class]] = (mask_of(move.cards),
                                               state.called if me == state.dealer else 0)
        state.apply(move)
    after = _hand_points(state)
    hand = [after[s] - before[s] for s in (0, 1)]
    seen = state.seen[other] | (mask_of(state.stock) if other == state.elder else 0)
    unseen = FULL & ~(state.hands[other] | state.discards[other] | seen)
    key = tuple(sorted(said.items()))
    if key not in cache:
        cache[key] = _ruled_out(said, state.options["point_by"])
    ruled = cache[key] & unseen
    blind, wrong = [0, 0], [0, 0]
    blind[other], wrong[other] = unseen & ~state.hands[me], ruled
    watch = state.watch.copy()
    won = [0, 0]
    pp = play_out(list(state.hands), state.elder, state.options["play_scoring"],
                  tuple(blind), tuple(wrong), watch, won)
    made = {}
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
    return _Outcome((hand[me] + pp[me], hand[other] + pp[other]), hand_net, bonus_net,
                    play_net, made, (ruled & state.hands[me]).bit_count())


def _ruled_out(said: dict, by: str) -> int:
    """The cards a player reading these declarations as full believes the declarer does
    not hold: each would make, with the cards declared, a better combination in some
    class than was declared (after "Good", one as good as the call answered)."""
    known = 0
    bounds = []
    for cls, (mask, called) in said.items():
        known |= mask
        if mask:
            bounds.append((cls, said_key(cls, combos_of(cls, mask), by), False))
        elif called:
            bounds.append((cls, said_key(cls, combos_of(cls, called), by), True))
        elif cls != "point":    # nothing called: no sequence, no set (no point: a sinking)
            bounds.append((cls, (), False))
    def better(cls: str, cards: int, bound: tuple, good: bool) -> bool:
        k = said_key(cls, held(cls, cards, by), by)
        return k > bound or good and k == bound

    # a class the declared cards already better says nothing (he sees it was a sinking)
    bounds = [b for b in bounds if not better(b[0], known, b[1], b[2])]
    out = 0
    for c in cards_of(FULL & ~known):
        if any(better(cls, known | 1 << c, bound, good) for cls, bound, good in bounds):
            out |= 1 << c
    return out
