"""The Piquet brain: the exchange, the declarations and the play, at three levels (and
the ladder's sparring styles, ``style``: sampler here, hider and guards in styles.py).

- club: the book's advice (discard.py for the exchange, tricks.py for the play);
  declares in full.
- beginner: the same with slips: now and then a discard among the first few, any card
  it may play (of the suit led when following: never a revoke), and it forgets some of
  the cards played (counts them still out).
- expert: samples the cards it cannot see, consistent with what it saw (voids shown in
  play, combinations shown in declaring, the leftovers the dealer took), weighted by
  how likely each made the other's declarations (inference.py), the number of cards
  he took (exchange_reading.py) and his cards played (play_reading.py) under a broad
  model of players, and weighs its choices over the samples: elder's discards by the
  learned evaluator, its best few then played out (learned_exchange.py), the dealer's
  chosen among the book's and the trainer's exact table's best by playing whole deals
  on masks (exchange.py); cards by the exact solver when ten tricks or fewer remain
  (each solved hand drawn by how likely it made his play; choosing, among the cards
  within a point of its best, the one worth most against the book's replies -
  book_reply.py - when the other's play reads as the book's), by book-policy
  play-outs before that; outcomes are valued through the
  score situation (stakes.py: winning the game, not only points).  Round the table
  (three and four) it plays each card out over sampled hands (multi_search.py); the
  exchange and the declarations there are the club's.
"""
from __future__ import annotations

import random
from dataclasses import replace
from typing import Callable, Mapping, Sequence, TypeVar

from ...engine.actions import Action, Declare, Exchange, Play
from ...engine.cards import cards_of, mask_of
from ...engine.observed import Observation
from ...engine.piquet.ecrire import EcrireObservation
from ...engine.piquet.observation import PiquetObservation
from ...engine.piquet.scoring import EVERY_CARD
from ...engine.piquet.state import PiquetState
from .. import generic
from ..brain import Brain, Budget
from ..search import Tally
from ..weighing import PLAYED_OUT, SOLVED, Weighing
from .appraisal import Appraisal
from .exchange import DealSeen, exchange_tally, expert_exchange
from .discard import ranked_discards
from .multi import multi_choice
from .multi_search import appraise_multi_play
from .tricks import Solver, choose_follow, choose_lead, end_value, lead_pts
from .book_reply import BookReply
from .play_reading import PlayReading
from . import styles
from .stakes import Stakes
from .seat_masks import SeatMasks
from .talon_look import with_the_look

SOLVE_FROM = 10       # tricks left when the expert switches to the exact solver
SAMPLER_SOLVES_FROM = 10   # the ladder's sampler: from here every world is solved exactly
DRAWS = 12            # hands drawn for each world the expert solves (resampled by weight)
EXCHANGE_TIME = 3.0   # an exchange's advice may think this many times a card's
EXPLOIT_MARGIN = 1.0  # points a card may cost against perfect replies to gain against the book
SINK = 0.15           # how likely a player declares less than he holds (a broad model)
KEEP = 0.25           # each card short of all he kept being worth keeping (exchange_reading)
BOOK_LIKE = 0.5       # answer the book's replies when his play looks this much like the book


def _at_the_table(level):
    """Piquet à écrire: the sitting's observation holds the deal's own view under
    "table", with seats numbered within the pair; translate in and out.  The dealer's
    look at the talon's rest is decided first (talon_look.py): the levels choose the
    cards."""
    def wrapper(self, obs, legal, *args, **kw):
        if isinstance(obs, EcrireObservation) and obs.table is not None and legal \
                and legal[0].seat in obs.players:
            table = obs.table
            inner = obs.players.index(legal[0].seat)
            mapped = [a.reseated(inner) for a in legal]
            chosen = level(self, table, with_the_look(table, mapped), *args, **kw)
            return legal[mapped.index(chosen)]
        return level(self, obs, with_the_look(obs, legal), *args, **kw)
    return wrapper


class PiquetBrain(Brain):
    game = "piquet"

    def __init__(self) -> None:
        # the reading of the other's declarations and exchange for the decision under
        # way, (observation, model, likelihood): a brain serves one decision (brain_for)
        self._likely: tuple | None = None

    # ----- club -------------------------------------------------------------------------
    @_at_the_table
    def club(self, obs, legal, rng, forget: float = 0.0):
        seat = legal[0].seat
        known = SeatMasks(obs, seat)
        kinds = {type(a) for a in legal}
        if kinds == {Exchange}:
            return self._club_exchange(known, legal, top=1, rng=rng)
        if kinds == {Declare}:
            return full_declaration(legal)
        if kinds == {Play}:
            return self._club_play(known, legal, rng, forget)
        return generic.club_choice(obs, legal, rng)

    def _exchange_sizes(self, legal) -> list[int]:
        return sorted({len(a.cards) for a in legal})

    def _club_exchange(self, known, legal, top, rng):
        by_mask = {mask_of(a.cards): a for a in legal}
        size = max(self._exchange_sizes(legal))
        unseen = (known.unseen()).bit_count() or 20
        ranked = ranked_discards(known.hand, size, unseen, defending=not known.elder,
                                 limit=max(top, 1) * 4)
        picks = [m for _, m in ranked if m in by_mask][:top]
        if not picks:
            return legal[0]
        return by_mask[rng.choice(picks)] if top > 1 else by_mask[picks[0]]

    def _out_cards(self, known, forget: float, rng) -> int:
        """Cards the player believes are still in other hands (or unseen)."""
        out = known.unseen()
        if forget:
            for _, c in known.played:
                if rng.random() < forget:
                    out |= 1 << c   # forgotten: thought still out
        return out

    def _club_play(self, known, legal, rng, forget=0.0):
        allowed = mask_of(a.card for a in legal)
        out = self._out_cards(known, forget, rng)
        if known.n == 2:
            if known.trick:
                c = choose_follow(known.hand, known.trick[0][1], out)
            else:
                c = choose_lead(known.hand, out)
        else:
            c = self._multi_play(known, out)
        if c < 0 or not allowed >> c & 1:
            c = min(cards_of(allowed), key=lambda x: (x & 7, x))
        return next(a for a in legal if a.card == c)

    def _multi_play(self, known, out) -> int:
        return multi_choice(known.hand, known.trick, known.n, known.partner, out)

    # ----- beginner ---------------------------------------------------------------------
    @_at_the_table
    def beginner(self, obs, legal, rng):
        seat = legal[0].seat
        kinds = {type(a) for a in legal}
        if kinds == {Exchange}:
            known = SeatMasks(obs, seat)
            return self._club_exchange(known, legal, top=4 if rng.random() < 0.4 else 1, rng=rng)
        if kinds == {Play} and rng.random() < 0.2:
            # a slip: any legal card - of the suit led when following (the rules allow
            # no revoke, so none is offered), any card at all when leading
            return rng.choice(legal)
        if kinds == {Declare}:
            return full_declaration(legal)
        return self.club(obs, legal, rng, forget=0.35)

    # ----- sampling ---------------------------------------------------------------------
    def determinize(self, obs: Observation, rng: random.Random) -> PiquetState | None:
        """Two hands only (Normand and Voleur sample their own hands for the card play's
        search, multi.sample_hands)."""
        if not isinstance(obs, PiquetObservation):
            return None
        from .determinize import determinize
        return determinize(obs, rng, self.sample_other)

    # ----- expert -----------------------------------------------------------------------
    @_at_the_table
    def expert(self, obs, legal, rng, budget: Budget):
        return self._expert(obs, legal, rng, budget)

    def _expert(self, obs, legal, rng, budget: Budget, learned: bool = True,
                hiding: bool = False):
        """The expert; ``learned``: elder's two-handed exchange by the learned evaluator
        (learned_exchange.py; +1.2 points a deal over the play-outs' candidates in 400
        mirrored pairs on two seeds, benchmarks/README.md), else by the play-outs'
        candidates alone (the player ai:playouts, kept to measure against); ``hiding``:
        its two-handed declarations sink or under-call where the weighing says hiding
        pays (declaration_choice.py) rather than always in full."""
        seat = legal[0].seat
        known = SeatMasks(obs, seat)
        kinds = {type(a) for a in legal}
        if hiding and kinds == {Declare} and known.n == 2 \
                and isinstance(obs, PiquetObservation):
            from .declaration_choice import hiding_declaration
            return hiding_declaration(obs, known, legal, self, rng, budget)
        if kinds == {Play} and known.n == 2:
            return self._expert_play(known, legal, rng, budget)
        if kinds == {Exchange} and known.n == 2:
            if learned:
                return self._learned_exchange(known, legal, rng, budget)
            return self._expert_exchange(known, legal, rng, budget)
        if kinds == {Play} and known.n in (3, 4):
            return self._expert_multi_play(known, legal, rng, budget)
        return self.club(obs, legal, rng)

    # ----- the ladder's styles (sparring partners; levels.StylePlayer) --------------------
    @_at_the_table
    def style(self, obs, legal, rng, budget: Budget, name: str = ""):
        """``sampler``: every sampled world alike, solved exactly, no model of the other
        (its exchange weighs the same candidates as the expert's against any twelve cards
        for him); ``hider`` and ``guards``: styles.py.  Two hands only; else the club.
        The players kept beside the expert, ``playouts`` and ``sinker``: the expert with
        one part changed (``_expert``); ``points``: the expert blind to the game's score
        (``at_love``)."""
        if name == "playouts":
            return self._expert(obs, legal, rng, budget, learned=False)
        if name == "sinker":
            return self._expert(obs, legal, rng, budget, hiding=True)
        if name == "points":
            return self._expert(at_love(obs), legal, rng, budget)
        seat = legal[0].seat
        known = SeatMasks(obs, seat)
        kinds = {type(a) for a in legal}
        if known.n != 2:
            return self.club(obs, legal, rng)
        if name == "sampler" and kinds == {Play}:
            return self._expert_play(known, legal, rng, budget, broad=False)
        if name == "sampler" and kinds == {Exchange}:
            return self._expert_exchange(known, legal, rng, budget, broad=False)
        if name == "hider" and kinds == {Declare}:
            return styles.hider_declaration(known, legal, full_declaration(legal))
        if name == "guards" and kinds == {Exchange}:
            return styles.guards_exchange(known, legal)
        return self.club(obs, legal, rng)

    def sample_other(self, known: SeatMasks, rng: random.Random, tries: int = 300,
                     sink: float = SINK, keep: float = KEEP) -> int:
        """A hand for the opponent (two hands) consistent with what this seat has seen:
        voids shown in play, the cards he showed, and what his declarations and his
        exchange said - a hand is kept with the probability that it made them
        (declaration_likelihood: ``sink`` is how likely a player declares less than he
        holds; exchange_likelihood: ``keep`` weighs a hand for each card it is short of
        all he kept being worth keeping, when he took fewer cards than he might; 1 and
        1: no model of the player, every consistent hand alike).  When ``tries`` draws
        keep none, the likeliest of them."""
        other = 1 - known.seat
        pool = known.unseen()
        sure = known.held_by_other(other) & pool
        if known.hand_sizes:
            size = known.hand_sizes[other]
        else:
            led_by_other = bool(known.trick) and known.trick[-1][0] == other
            size = known.hand.bit_count() - (1 if led_by_other else 0)
        played = 0
        for s, c in known.played + known.trick:
            if s == other:
                played |= 1 << c
        # as elder I saw the cards I left, and which of them the dealer took
        exchanged = known.obs.exchanged
        if known.elder and exchanged[other] is not None and exchanged[known.seat] is not None:
            sure |= mask_of(known.obs.left_taken) & ~played
        free = pool & ~sure & ~known.voids(other)
        need = size - sure.bit_count()
        cards = cards_of(free)
        if need > len(cards):   # should not happen; fall back to the plain pool
            cards = cards_of(pool & ~sure)
        need = max(0, min(need, len(cards)))
        likely = self._likelihood_for(known, sink, keep)
        best, best_w = 0, -1.0
        for _ in range(tries):
            hand = sure | mask_of(rng.sample(cards, need))
            w = likely(hand | played)
            if w >= 1.0 or w > 0.0 and rng.random() < w:
                return hand
            if w > best_w:
                best, best_w = hand, w
        return best     # none kept: the likeliest drawn, never ruled out if one was not

    def _likelihood_for(self, known: SeatMasks, sink: float, keep: float = 1.0):
        """How likely a hand made his declarations and his exchange, for this
        observation (cached: one per decision)."""
        cached = self._likely
        if cached is None or cached[0] is not known.obs or cached[1] != (sink, keep):
            from .exchange_reading import exchange_likelihood
            from .inference import declaration_likelihood
            said = declaration_likelihood(known.obs, known, sink)
            took = exchange_likelihood(known.obs, known, keep)
            likely = said if took is None else (lambda hand: said(hand) * took(hand))
            cached = self._likely = (known.obs, (sink, keep), likely)
        return cached[2]

    def _expert_play(self, known, legal, rng, budget, broad: bool = True):
        """Each card weighed over sampled hands for the other.  ``broad``: the expert,
        reading his declarations and his play by a broad model of players (weighted
        samples) and answering the book's replies when his play looks like the book;
        otherwise the sampler of the ladder: every consistent hand alike, every legal
        declaration alike, and only the exact solver's values."""
        if len(legal) == 1:
            return legal[0]
        solving = known.hand.bit_count() <= (SOLVE_FROM if broad else SAMPLER_SOLVES_FROM)
        if not broad and not solving:
            return self._club_play(known, legal, rng)
        appraisal = self._appraise_play(known, legal, rng, budget, broad, solving)
        return appraisal.best if appraisal is not None else self._club_play(known, legal, rng)

    def _appraise_play(self, known, legal, rng, budget, broad: bool,
                       solving: bool) -> Appraisal | None:
        """Every card's value and the card the search chooses (None: nothing to sample)."""
        cands = [a.card for a in legal]
        tally, against_book, book_like = self.play_tally(known, cands, rng, budget, broad,
                                                         solving)
        if not tally.n:
            return None
        plays_the_book = book_like >= BOOK_LIKE * sum(tally.weights)
        best = _safe_exploit(tally, against_book) if against_book is not None \
            and plays_the_book else tally.best()
        lead = known.trick[0][1] if known.trick else None
        takes = None if lead is None else best >> 3 == lead >> 3 and best & 7 > lead & 7
        return Appraisal(tally, {a: a.card for a in legal}, legal[cands.index(best)],
                         SOLVED if solving else PLAYED_OUT, takes)

    def _appraise_exchange(self, known, legal, rng, budget, also: Sequence[Action] = (),
                           seen: DealSeen | None = None) -> Appraisal | None:
        """Every candidate discard's value (and ``also``'s) over the sampled deals, and
        the one the search chooses (None: the deal cannot be sampled, or no choice)."""
        by_mask = {mask_of(a.cards): a for a in legal}
        tally = exchange_tally(known, set(by_mask), self._exchange_sizes(legal), rng,
                               budget, also=tuple(mask_of(a.cards) for a in also),
                               seen=seen)
        if tally is None or not tally.n:
            return None
        keys = {by_mask[m]: m for m in tally.cands}
        # the player's own exchange under its own look (the dealer's choice to see the
        # cards he leaves: one discard, two actions), so that its cost can be asked
        keys.update({a: mask_of(a.cards) for a in also if a not in keys})
        return Appraisal(tally, keys, by_mask[tally.best()], PLAYED_OUT)

    def appraise(self, obs: Observation, legal: Sequence[Action], rng: random.Random,
                 budget: Budget, also: Sequence[Action] = (),
                 seen: DealSeen | None = None) -> Appraisal | None:
        """The expert's appraisal of a card to play or an exchange with two hands, the
        advice's for a card (the hint's and the review's: weighing.ADVICE_BUDGET; their
        exchange is the learned valuation's, exchange_valuation.py); ``also``: choices
        to weigh beside the candidates (the player's own); ``seen``: hears each sampled
        deal's points of an exchange (exchange.exchange_tally).  An exchange may think
        EXCHANGE_TIME times as long: one decision a deal, its exact table alone most of
        a second for elder.  Round the table, the card play's play-outs
        (multi_search.py).  None elsewhere (à écrire, whose seats ``weigh`` translates;
        the exchange and declarations of three or four)."""
        if isinstance(obs, EcrireObservation) or len(legal) < 2:
            return None
        known = SeatMasks(obs, legal[0].seat)
        kinds = {type(a) for a in legal}
        if known.n in (3, 4) and kinds == {Play}:
            return appraise_multi_play(known, legal, rng, budget)
        if known.n != 2:
            return None
        if kinds == {Play}:
            return self._appraise_play(known, legal, rng, budget, True,
                                       known.hand.bit_count() <= SOLVE_FROM)
        if kinds == {Exchange}:
            budget = Budget(budget.seconds * EXCHANGE_TIME, budget.samples, budget.clock)
            return self._appraise_exchange(known, legal, rng, budget, also, seen)
        return None

    def weigh(self, obs: Observation, legal: Sequence[Action], rng: random.Random,
              budget: Budget) -> Weighing | None:
        """The appraisal as the hint shows it (a Weighing), or None: a two-handed
        exchange by the learned valuation (exchange_valuation.py, the discard
        trainer's and the review's), else the expert's appraisal; in à écrire the
        deal's own two-handed view weighed, its actions given back in the sitting's
        seats."""
        if isinstance(obs, EcrireObservation):
            if obs.table is None or not legal or legal[0].seat not in obs.players:
                return None
            mapped = [a.reseated(obs.players.index(legal[0].seat)) for a in legal]
            w = self.weigh(obs.table, mapped, rng, budget)
            if w is None:
                return None
            runner = None if w.runner_up is None else legal[mapped.index(w.runner_up)]
            return replace(w, action=legal[mapped.index(w.action)], runner_up=runner)
        if legal and all(type(a) is Exchange for a in legal):
            # the exchange's advice is the valuation the trainer and the review read
            from .exchange_valuation import valuation_of, weighing
            found = valuation_of(obs, legal, rng)
            if found is not None:
                return weighing(*found)
        appraisal = self.appraise(obs, legal, rng, budget)
        return appraisal.weighing() if appraisal is not None else None

    def play_tally(self, known, cands, rng, budget, broad: bool = True,
                   solving: bool | None = None):
        """Each card's value (points from here, through the score situation) over the
        sampled hands: (the tally, the same against the book's replies or None, the
        weight of the samples in which his play so far was all the book's)."""
        every = known.scoring == EVERY_CARD
        me, other = known.seat, 1 - known.seat
        lead = known.trick[0][1] if known.trick else -1
        tm, to = known.tricks[me], known.tricks[other]
        left = known.hand.bit_count()
        if solving is None:
            solving = left <= SOLVE_FROM
        tally = Tally(cands)
        against_book = Tally(cands) if solving and broad else None
        reading = PlayReading(known) if broad else None
        book_like = 0.0
        if solving:       # one of each a decision: samples that share positions share work
            solver = Solver(known.scoring)
            book = BookReply(known.scoring, known.discards)
        deadline = budget.deadline()
        size = known.hand_sizes[other] if known.hand_sizes else None
        stakes = Stakes(known)
        worth = stakes.of_difference if stakes.matters else None
        sink, keep = (SINK, KEEP) if broad else (1.0, 1.0)
        # a solved world is dear: the expert solves hands drawn in proportion to how
        # likely they made his play (each then counts alike) rather than weighting them
        draws = DRAWS if solving and reading is not None else 1
        while tally.n < budget.samples and (tally.n == 0 or budget.before(deadline)):
            opp, weight, like_book = self._weighed_hand(known, rng, sink, reading, draws, keep)
            if size is not None and opp.bit_count() != size:
                break                  # nothing consistent to sample: play as the book says
            book_like += weight * like_book
            values: Mapping[int, float]         # by card: the solver's ints, play-outs' floats
            if solving:
                values = solver.best(known.hand, opp, lead, tm, to)
                if against_book is not None:
                    replies = book.best(known.hand, opp, lead, tm, to)
                    against_book.add(_valued(replies, worth, left), weight)
            else:
                values = {c: rollout_after(known.hand, opp, lead, c, tm, to, every,
                                            known.discards) for c in cands}
            tally.add(_valued(values, worth, left), weight)
            if tally.settled() and (against_book is None or against_book.settled()):
                break
        return tally, against_book, book_like

    def _weighed_hand(self, known, rng, sink: float, reading, draws: int = 1,
                      keep: float = 1.0):
        """(a hand for the other, its weight, whether his play was all the book's with
        it).  With ``draws`` > 1 the hand is one of that many drawn, chosen in proportion
        to how likely each made his play (sampling-importance-resampling), and weighs 1."""
        if reading is None:
            return self.sample_other(known, rng, sink=sink, keep=keep), 1.0, False
        if draws <= 1:
            opp = self.sample_other(known, rng, sink=sink, keep=keep)
            return (opp,) + reading.weigh(opp)
        drawn = [self.sample_other(known, rng, sink=sink, keep=keep) for _ in range(draws)]
        weighed = [reading.weigh(h) for h in drawn]
        k = resample([w for w, _ in weighed], rng)
        return drawn[k], 1.0, weighed[k][1]

    def _expert_multi_play(self, known, legal, rng, budget):
        """Three or four: the best card of the play-outs (multi_search.py)."""
        appraisal = appraise_multi_play(known, legal, rng, budget)
        return appraisal.best if appraisal is not None else self.club(known.obs, legal, rng)

    def _expert_exchange(self, known, legal, rng, budget, broad: bool = True):
        by_mask = {mask_of(a.cards): a for a in legal}
        best = expert_exchange(known, set(by_mask), self._exchange_sizes(legal), rng, budget,
                               broad=broad)
        if best is None:
            return self._club_exchange(known, legal, 1, rng)
        return by_mask[best]

    def _learned_exchange(self, known, legal, rng, budget):
        """Elder's: every legal discard valued by the learned evaluator over common
        draws, its best few weighed by the play-outs (exchange_tally).  The dealer's is
        the expert's own: the evaluator chose worse than the expert there (ex1's mirrored
        deals and offline regret, benchmarks/README.md)."""
        from .learned_exchange import REFINE, ranked_by_evaluator
        if not known.elder:
            return self._expert_exchange(known, legal, rng, budget)
        start = budget.clock()
        by_mask = {mask_of(a.cards): a for a in legal}
        ranked = ranked_by_evaluator(known, set(by_mask), rng)
        if not ranked:
            return self._club_exchange(known, legal, 1, rng)
        top = [m for _, m in ranked[:REFINE]]
        left = Budget(max(0.05, budget.seconds - (budget.clock() - start)), budget.samples,
                      budget.clock)
        tally = exchange_tally(known, set(by_mask), self._exchange_sizes(legal), rng, left,
                               only=top)
        best = tally.best() if tally is not None and tally.cands else top[0]
        return by_mask[best]


AnAction = TypeVar("AnAction", bound=Action)


def at_love(obs: Observation) -> Observation:
    """A two-handed observation as if this were the first deal at love: the deal as it
    lies, the game's score and the deals before it unseen, so every deal is played for
    its own points (stakes.py then never weighs the game's outcome)."""
    if not isinstance(obs, PiquetObservation) or len(obs.seats) != 2:
        return obs
    return replace(obs, totals=(0, 0), deal_points_history=(), deal=1)


def full_declaration(legal: Sequence[AnAction]) -> AnAction:
    """Declare everything (no sinking): the declaration with the most cards."""
    return max(legal, key=lambda a: (len(a.cards), -legal.index(a)))


def resample(weights: Sequence[float], rng: random.Random) -> int:
    """An index drawn in proportion to ``weights`` (alike when all are zero)."""
    total = sum(weights)
    if total <= 0:
        return rng.randrange(len(weights))
    x = rng.random() * total
    for i, w in enumerate(weights):
        x -= w
        if x < 0:
            return i
    return len(weights) - 1


def _valued(points: Mapping[int, float], worth: Callable[[float, int], float] | None,
            left: int) -> Mapping[int, float]:
    """Points from here by card -> their worth in the score situation (or the points)."""
    return points if worth is None else {c: worth(v, left) for c, v in points.items()}


def _safe_exploit(minimax: Tally, against_book: Tally):
    """Of the cards within EXPLOIT_MARGIN of the best against any reply (on average over
    the sampled hands), the one worth most against the book's reply: it costs at most
    that margin against a perfect opponent and gains where he plays by the book."""
    mean = {c: minimax.mean(c) for c in minimax.cands}
    top = max(mean.values())
    near = [c for c in minimax.cands if mean[c] >= top - EXPLOIT_MARGIN]
    return max(near, key=lambda c: (against_book.total(c), mean[c],
                                    -minimax.cands.index(c)))


def rollout_after(mine: int, opp: int, lead: int, c: int, tm: int, to: int,
                   every: bool, hidden: int = 0, trace: list | None = None) -> float:
    """Play card ``c`` now, then both sides play the book policy to the end; my points
    minus the other's from here.  He reads the book as he sees the cards: every card
    he has not seen (my hand and ``hidden``, my discards) counts as out.  ``trace``,
    when given, gets each trick from here as (my card, his card, whether I won it)."""
    h = [mine & ~(1 << c), opp]
    tricks = [tm, to]
    pts = [0, 0]
    if not h[1] and lead < 0:
        return lead_pts(c, every)      # a bad sample (the other has no card): no play-out
    if lead < 0:
        pts[0] += lead_pts(c, every)
        d = choose_follow(h[1], c, h[0] | hidden)
        h[1] &= ~(1 << d)
        leader = 1 if (d >> 3 == c >> 3 and d > c) else 0
        if leader == 1:
            pts[1] += lead_pts(d, every)
    else:
        d = lead
        leader = 0 if (c >> 3 == lead >> 3 and c > lead) else 1
        if leader == 0:
            pts[0] += lead_pts(c, every)
    tricks[leader] += 1
    if trace is not None:
        trace.append((c, d, leader == 0))
    unseen_by = (0, hidden)            # what each side counts as out beyond the other's hand
    while h[leader] and h[1 - leader]:
        f = 1 - leader
        x = choose_lead(h[leader], h[f] | unseen_by[leader])
        h[leader] &= ~(1 << x)
        pts[leader] += lead_pts(x, every)
        y = choose_follow(h[f], x, h[leader] | unseen_by[f])
        h[f] &= ~(1 << y)
        if y >> 3 == x >> 3 and y > x:
            pts[f] += lead_pts(y, every)
            leader = f
        tricks[leader] += 1
        if trace is not None:
            trace.append((x, y, leader == 0) if f else (y, x, leader == 0))
    pts[leader] += end_value(tricks[leader], tricks[1 - leader], every)
    return pts[0] - pts[1]
