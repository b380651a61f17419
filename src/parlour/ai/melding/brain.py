"""Club play for Bézique and Binocle, from the books' advice.

- Melds: score the biggest combination the window allows (one per trick, so the
  biggest first); Bézique: announce what else may be scored later; Binocle: the dix is
  exchanged for the turn-up when the turn-up is the better card.
- Stock play: lead a low card that scores nothing and serves no meld; take a trick that
  holds a brisque or a counting card, or when a meld waits to be scored, as cheaply as
  possible; otherwise throw the least useful card.  Keep Aces and Tens (brisques).
- Last tricks (follow, head, trump): lead masters, then the rest; follow as cheaply as
  the rules allow.
- Binocle claims 1000 exactly when its score has reached it.
The beginner plays the same with slips: a random decent card now and then, a smaller
meld than it could.
"""
from __future__ import annotations

from typing import Sequence

from ...engine.bezique.settlement import BRISQUE, count_helps
from ...engine.bezique.state import IS_BRISQUE
from ...engine.binocle.rules import COUNT
from ...engine.binocle.state import VARIANTS
from ...engine.cards import ACE, DIAMONDS, JACK, KING, QUEEN, SPADES, TEN, card, suit_in
from ...engine.actions import (Action, Announce, Brisques, CarteBlanche, Claim, Dix, Meld,
                               Pass, Play)
from ...engine.melding.tricks import beats, strength
from ..brain import Brain
from . import playout, styles, worlds
from ..weighing import PLAYED_OUT, SOLVED, weighed
from .search import flat_tally

# the cards of the bézique and of the binocles
QUEEN_OF_SPADES, JACK_OF_DIAMONDS = card(QUEEN, SPADES), card(JACK, DIAMONDS)
KING_OF_SPADES = card(KING, SPADES)


class MeldingBrain(Brain):
    """Shared by Bézique and Binocle; subclasses know their meld values and card worth."""

    def meld_value(self, obs, cards: Sequence[int]) -> int:
        return 10 * len(cards)

    def card_worth(self, c: int) -> int:
        """Points a card brings to whoever wins it in a trick."""
        return BRISQUE * IS_BRISQUE[c]

    def meld_cards(self, obs) -> set[int]:
        """Cards worth keeping for melds: trump courts and the bézique/binocle pair."""
        trump = suit_in(obs.trump)
        keep: set[int] = {QUEEN_OF_SPADES, JACK_OF_DIAMONDS}
        if trump is not None:
            keep |= {trump * 8 + r for r in (ACE, TEN, KING, QUEEN, JACK)}
        return keep

    def lead_card(self, obs) -> int | None:
        t = obs.trick
        return None if t is None else t.cards[0].card

    def last_tricks(self, obs) -> bool:
        return obs.last_tricks

    # ----- what the game is made of ------------------------------------------------------
    PACKS, LOWEST, LAST_TRICK = 4, 0, 50
    SOLVE_FROM = 7          # cards in hand when the expert starts solving the last tricks
    SHUT_OUT = 8            # stock left when taking tricks to stop the other's melds pays

    def pack_counts(self, obs) -> list[int]:
        counts = [0] * 32
        for c in range(32):
            if c & 7 >= self.LOWEST:
                counts[c] = self.PACKS
        return counts

    def worth_table(self) -> tuple[int, ...]:
        return tuple(self.card_worth(c) for c in range(32))

    def other_hand(self, obs) -> tuple[int, ...] | None:
        """Once the stock is gone, the other's hand is every card not seen elsewhere
        (the observation lists the cards played this deal, the card led now included)."""
        if obs.stock != 0:
            return None
        counts = self.pack_counts(obs)
        for c in worlds.seen_cards(obs):
            counts[c] -= 1
        if min(counts) < 0:
            return None
        out = tuple(c for c in range(32) for _ in range(counts[c]))
        return out

    def expert(self, obs, legal, rng, budget, policy=None):
        """The books' play in the stock, each choice weighed over sampled worlds played
        on by ``policy`` (the club's advice for both players unless told); the last
        tricks solved exactly once every card is known and few enough remain."""
        weighing = self.weigh(obs, legal, rng, budget, policy)
        return weighing.action if weighing is not None else self.club(obs, legal, rng)

    def weigh(self, obs, legal, rng, budget, policy=None):
        """The expert's search with its figures; None where the expert plays the club's
        choice (announcing is free; claims and brisques go by the score)."""
        legal = list(legal)
        plays = [a for a in legal if type(a) is Play]
        hand = tuple(sorted(obs.hand))
        lead = self.lead_card(obs)
        trump = suit_in(obs.trump)

        def takes(a: Action) -> bool | None:
            return None if lead is None or type(a) is not Play else beats(a.card, lead, trump)
        if plays and len(plays) == len(legal) and self.last_tricks(obs) \
                and 0 < len(hand) <= self.SOLVE_FROM:
            other = self.other_hand(obs)
            expect = len(hand) - (0 if lead is None else 1)
            if other is not None and len(other) == expect:
                from .endgame import EndgameSolver
                solver = EndgameSolver(trump, self.worth_table(), self.LAST_TRICK)
                vals = solver.choices(hand, tuple(sorted(other)), lead)
                best = max(plays, key=lambda a: (vals.get(a.card, -10 ** 6), -a.card))
                means = [vals.get(a.card, -10 ** 6) for a in plays]
                return weighed(plays, means, plays.index(best), SOLVED, 1, takes(best))
        if {type(a) for a in legal} & {Announce, CarteBlanche, Claim, Brisques}:
            return None
        tally = flat_tally(obs, legal, rng, budget, self.world, policy or self.policy,
                           self.value, self.CLOSE, self.HORIZON, self.MAX_WORLDS)
        if tally is None:
            return None
        best = tally.best()
        return weighed(legal, [tally.mean(i) for i in range(len(legal))], best, PLAYED_OUT,
                       tally.n, takes(legal[best]))

    def style(self, obs, legal, rng, budget, name=""):
        """The ladder's sparring styles here (styles.py): the sampler (no model of the
        other: random replies in its worlds) and the hider (melds held back); the
        card-player's school is Piquet's, so ``guards`` plays as the club."""
        if name == "sampler":
            return self.expert(obs, legal, rng, budget, policy=styles.RandomReplies())
        if name == "hider":
            return self.club(obs, styles.held_back(obs, legal, self.meld_value), rng)
        return self.club(obs, legal, rng)

    # ----- the search's pieces (see search.py) --------------------------------------------
    CLOSE = 5.0         # points: choices closer than this need not be told apart
    HORIZON = 24        # actions played out per world (0: to the end of the deal)
    MAX_WORLDS = 16     # worlds sampled at most for one decision

    def world(self, obs, rng):
        raise NotImplementedError

    def policy(self, w):
        raise NotImplementedError

    def value(self, w, me, start):
        raise NotImplementedError

    # ----- the levels -------------------------------------------------------------------
    def club(self, obs, legal, rng):
        return self._choose(obs, list(legal), rng, slips=0.0)

    def beginner(self, obs, legal, rng):
        return self._choose(obs, list(legal), rng, slips=0.25)

    def _choose(self, obs, legal, rng, slips):
        kinds = {type(a) for a in legal}
        me = legal[0].seat
        if Claim in kinds:
            scores, target = obs.scores, obs.target
            claim = next(a for a in legal if type(a) is Claim)
            if scores[me] >= target:
                return claim
            legal = [a for a in legal if type(a) is not Claim]
            kinds.discard(Claim)
        if Brisques in kinds:     # both counts are in sight now: ask only when it helps
            ask = count_helps(obs.scores, obs.brisques)
            return next(a for a in legal if a.count == ask)
        if Dix in kinds:
            dix = [a for a in legal if type(a) is Dix]
            turnup = obs.turnup
            ex = [a for a in dix if a.exchange]
            if ex and turnup is not None and strength(turnup) > strength(dix[0].card):
                return ex[0]
            return dix[0] if not ex else next(a for a in dix if not a.exchange)
        scoring = [a for a in legal if type(a) in (Meld, Announce)]
        if scoring:
            ranked = sorted(scoring, key=lambda a: -self.meld_value(obs, a.cards))
            if slips and rng.random() < slips:
                return rng.choice(ranked + [a for a in legal if type(a) is Pass])
            return ranked[0]
        plays = [a for a in legal if type(a) is Play]
        if not plays:
            return legal[0]
        if slips and rng.random() < slips:
            return rng.choice(plays)
        return self._club_play(obs, plays)

    def _club_play(self, obs, plays: list[Play]) -> Play:
        trump = suit_in(obs.trump)
        lead = self.lead_card(obs)
        keep = self.meld_cards(obs)
        hand = obs.hand

        def junk_key(a: Play):
            c = a.card
            from_table = a.from_table or c not in hand
            return (c in keep and not from_table, self.card_worth(c),
                    c >> 3 == trump, strength(c), not from_table)

        if lead is None:
            if self.last_tricks(obs):
                # lead what must win: Aces first, otherwise the least card
                aces = [a for a in plays if a.card & 7 == ACE and a.card >> 3 != trump]
                if aces:
                    return aces[0]
            return min(plays, key=junk_key)
        winners = [a for a in plays if beats(a.card, lead, trump)]
        if self.last_tricks(obs):
            return min(winners or plays, key=lambda a: (strength(a.card), a.card >> 3 == trump))
        worth = self.card_worth(lead)
        stock = obs.stock
        # near the end of the stock every trick won is a declaration the other cannot make
        if winners and (worth or self._meld_waiting(obs) or stock <= self.SHUT_OUT):
            return min(winners, key=lambda a: (a.card >> 3 == trump, self.card_worth(a.card),
                                               a.card in keep, strength(a.card)))
        return min(plays, key=junk_key)

    def _meld_waiting(self, obs) -> bool:
        """Does the hand hold a combination it could score after winning a trick?"""
        hand = obs.hand
        trump = suit_in(obs.trump)
        have = set(hand)
        for s in range(4):
            if s * 8 + KING in have and s * 8 + QUEEN in have:
                return True
        if QUEEN_OF_SPADES in have and JACK_OF_DIAMONDS in have:
            return True
        for r in (ACE, KING, QUEEN, JACK):
            if len({c for c in hand if c & 7 == r}) == 4:
                return True
        return trump is None and False


class BeziqueBrain(MeldingBrain):
    game = "rubicon-bezique"

    def pack_counts(self, obs):
        self.PACKS = worlds.bezique_packs(obs.game, obs.variant)
        return super().pack_counts(obs)

    def meld_value(self, obs, cards):
        from ...engine.bezique.declarations import bezique_cards, kind_of, value
        trump = suit_in(obs.trump)
        pair = bezique_cards(trump, bool(obs.options.get("double_bezique_suits", False)))
        kind = kind_of(cards, pair)
        return value(kind, trump) if kind else 0


    world = staticmethod(worlds.bezique_world)
    policy = staticmethod(playout.bezique_policy)

    def value(self, w, me, start):
        return playout.bezique_value(w, me)


class BinocleBrain(MeldingBrain):
    game = "binocle"
    PACKS, LAST_TRICK = 2, 10
    CLOSE = 3.0

    world = staticmethod(worlds.binocle_world)
    policy = staticmethod(playout.binocle_policy)
    value = staticmethod(playout.binocle_value)

    def pack_counts(self, obs):
        self.LOWEST = VARIANTS[obs.variant]
        return super().pack_counts(obs)

    def meld_value(self, obs, cards):
        from ...engine.binocle.combinations import table_for
        trump = suit_in(obs.trump)
        if trump is None:
            return 0
        _, by_cards = table_for(trump, bool(obs.options.get("modern_meld_values", False)))
        combo = by_cards.get(tuple(sorted(cards)))
        return combo.value if combo else 0

    def card_worth(self, c):
        return COUNT[c]

    def meld_cards(self, obs):
        keep = super().meld_cards(obs)
        keep.add(KING_OF_SPADES)        # the grand binocle
        return keep
