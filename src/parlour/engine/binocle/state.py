"""Binocle for two (binocle.txt, completed by SUPPLEMENT.md): a game of 1000 over deals.

A deal: twelve cards each, four at a time, the 25th card turned for trumps (the turn-up),
the stock play (any card may be played; the winner of a trick may score the dix and one
meld, then both draw), the last draw (winner the last stock card, loser the turn-up), and
the last twelve tricks (melds back in hand, follow and win if possible, trump if void).

A turn after a won trick, in the stock play, is the *meld window*: the winner first
scores any dix he holds (show or exchange; the dix is never declined, so that a record
without it can claim it), then melds one combination or passes; then both draw.  The
window opens even when he has nothing to meld, so that the other player learns nothing
from it.  See docs/records-binocle.md.
"""
from __future__ import annotations

from ..cards import NINE, SEVEN, card, card_name, names, packs
from ..copies import (DRAW, EXCHANGE, LAY, PLAY_HAND, PLAY_LAST_LAID, TABLES_TO_HANDS,
                      CardLog)
from .. import ending
from ..ending import Ending
from ..actions import Action, Claim, Dix, Meld, Pass, Play
from ..core import DealSetup, Event, IllegalAction, Result, State, score_event
from ..events import (Claimed, DealEnded, Dealt, DixExchanged, Drew, GameEnded, Melded,
                      StockExhausted, TargetRaised, TurnedUp)
from ..melding.cut import cut_for_deal
from ..melding.played import PLAY, PLAY_TABLE
from ..melding.tricks import beats, strict_follows
from .board import MeldBoard
from .combinations import table_for, why_not
from .rules import (CLAIM, DIX_EXCHANGE, DIX_POINTS, DIX_SHOW, DRAW_EVENT, HAND_SIZE,
                    LAST_TRICK, PASS, PLAY_EVENT, TARGET, TARGET_STEP,
                    meld_action, trick_events)
from .phase import MELD, OVER, WAITING, Phase, PLAY as PLAYING
from .observed import BinocleObservation
from .observing import Observing, observe
from ...language import say
from ..sentences import combination_name

VARIANTS = {"48": NINE, "64": SEVEN}    # variant -> lowest rank, which is also the dix
ACTION_KINDS: frozenset[type[Action]] = frozenset({Play, Dix, Meld, Pass, Claim})


class BinocleState(Observing, State):
    game = "binocle"
    # the packs and the melds' table are the variant's, fixed at the start
    SHARED_IN_CLONES = State.SHARED_IN_CLONES | {"pack", "valid", "combo_of"}
    MEMOS = frozenset({"options_now"})
    OUT_OF_TURN = frozenset({Claim})   # 1000 may be claimed at any moment
    OPTIONS = {
        "modern_meld_values": (False, (False, True)),
        "auto_claim": (True, (False, True)),
    }

    def __init__(self, variant=None, options=None, seats=None, seed=None, deals=None):
        super().__init__(variant or "48", options, seats, seed, deals, default_seats=2)
        if self.variant not in VARIANTS:
            raise ValueError(f"unknown variant '{self.variant}' of binocle (48 or 64)")
        if len(self.seats) != 2:
            raise ValueError("Binocle is for two players")
        self.low = VARIANTS[self.variant]
        self.pack = packs(2, self.low)
        self.valid = sorted(set(self.pack))
        self.auto_claim = self.options["auto_claim"]
        self.modern = self.options["modern_meld_values"]
        self.scores = [0, 0]
        self.target = TARGET
        self.outcome: Result | None = None     # once over (result(); search reads it as is)
        self.phase: Phase = PLAYING
        # a record or a save names the first dealer; a new game cuts for him
        self._opening = () if self.preset_deals else (cut_for_deal(self.rng, self.pack),)
        first = self.preset_deals[0].dealer if self.preset_deals else self._opening[0].seat
        self._start_deal(first)

    # ----- dealing -------------------------------------------------------------------
    def _shuffle_deal(self, dealer: int) -> DealSetup:
        cards = self.pack[:]
        self.rng.shuffle(cards)
        hands: list[list[int]] = [[], []]
        pone = 1 - dealer
        for r in range(3):                      # four at a time, the pone first
            hands[pone] += cards[8 * r:8 * r + 4]
            hands[dealer] += cards[8 * r + 4:8 * r + 8]
        return DealSetup(dealer, hands, cards[25:], cards[24])

    def _check_setup(self, setup: DealSetup) -> None:
        """Dealt cards from a record or a save must be a deal the shuffle could give."""
        if setup.dealer not in (0, 1):
            raise IllegalAction(say("the dealer must be seat 0 or 1, not {dealer}",
                                    dealer=setup.dealer))
        if len(setup.hands) != 2 or any(len(h) != HAND_SIZE for h in setup.hands):
            raise IllegalAction(say("each player must hold {n} cards", n=HAND_SIZE))
        if setup.turnup is None:
            raise IllegalAction(say("Binocle needs a turn-up card"))
        if sorted([*setup.hands[0], *setup.hands[1], *setup.stock, setup.turnup]) \
                != sorted(self.pack):
            raise IllegalAction(say("the cards are not two {n}-card packs", n=len(self.valid)))

    def _start_deal(self, dealer: int) -> list[Event]:
        self.dealer = dealer
        self.leader = 1 - dealer
        self.lead: int | None = None
        setup = self._next_setup(dealer, self._shuffle_deal)
        if setup is None:
            self.phase = WAITING
            return []
        self._check_setup(setup)
        self._begin_deal(setup)
        self.card_moves: CardLog | None = CardLog(setup.hands, setup.stock, setup.turnup)
        self.hand = [[0] * 32, [0] * 32]
        for s in (0, 1):
            for c in setup.hands[s]:
                self.hand[s][c] += 1
        self.stock = setup.stock[::-1]          # pop() takes the top card
        turnup = setup.turnup
        if turnup is None:                      # _check_setup refused it already
            raise IllegalAction(say("Binocle needs a turn-up card"))
        self.turnup: int | None = turnup
        self._set_trump(turnup >> 3)
        self.board = [MeldBoard(), MeldBoard()]
        self.known = [[0] * 32, [0] * 32]       # cards publicly known to be in a hand
        self.dix_scored_held = [0, 0]           # dixes in hand that have scored already
        self.turnup_scored = False
        self.final = False
        self.tricks_left = 0
        self.last_trick: tuple[int, int, int, int] | None = None
        self.deal_points = [0, 0]
        self.options_now: list | None = None    # melds open to the trick's winner, when asked
        self.phase = PLAYING
        ev, self._opening = list(self._opening), ()
        ev += [Event(Dealt(dealer), dealer),
               Event(TurnedUp(turnup), dealer, (turnup,))]
        if turnup == self.dix:
            self.turnup_scored = True
            self._score(dealer, DIX_POINTS, "dix", "dix_turned_up", (turnup,), ev)
        self._log_events(ev)
        return ev

    def _set_trump(self, suit: int) -> None:
        """The trump suit, and what it makes: the dix, the combinations by their cards."""
        self.trump = suit
        self.dix = card(self.low, suit)
        self.combos, self.combo_of = table_for(suit, self.modern)

    # ----- scoring and claims --------------------------------------------------------
    def _score(self, seat, points, category, reason, cards, ev, combination=None) -> bool:
        """Score points; True when the game ended (the engine's claim, auto_claim)."""
        return self._add_score(score_event(seat, points, category, cards, reason,
                                           combination=combination), ev)

    def _add_score(self, e: Event, ev: list[Event]) -> bool:
        seat = e.seat
        if seat is None:
            raise ValueError("a score is a seat's")
        self.scores[seat] += e.points
        self.deal_points[seat] += e.points
        ev.append(e)
        if self.auto_claim and self.scores[seat] >= self.target and self.phase is not OVER:
            self._claimed(seat, ev)
            return True
        return False

    def _claimed(self, seat: int, ev: list[Event]) -> None:
        """A claim, right (the claimant wins) or wrong (he loses)."""
        claim = Event(Claimed(self.target, self.scores[seat]), seat)
        ev.append(claim)
        right = self.scores[seat] >= self.target
        self._end(seat if right else 1 - seat,
                  Ending(ending.CLAIMED, (self.scores[seat],), self.target, seat), ev)

    def _end(self, winner, why: Ending, ev) -> None:
        self.phase = OVER
        self.outcome = r = Result(winner, 1, why, list(self.scores))
        ev.append(Event(GameEnded.of(r), winner))

    def _claim(self, seat: int) -> list[Event]:
        if self.auto_claim:
            raise IllegalAction(say("claims are made for you (auto_claim is on)"))
        ev: list[Event] = []
        self._claimed(seat, ev)
        return ev

    # ----- the protocol --------------------------------------------------------------
    def current_player(self):
        if self.phase is OVER:
            return None
        if self.phase is PLAYING and self.lead is not None:
            return 1 - self.leader
        return self.leader

    def legal_actions(self) -> list[Action]:
        phase = self.phase
        if phase is OVER:
            return []
        s = self.leader
        if phase is WAITING:
            acts = []
        elif phase is MELD:
            acts = self._window_actions(s)
        elif self.lead is None:
            acts = self._plays(s)
        else:
            s = 1 - s
            if self.final:
                hand = self.hand[s]
                P = PLAY[s]
                acts = [P[c] for c in strict_follows([c for c in self.valid if hand[c]],
                                                     self.lead, self.trump)]
            else:
                acts = self._plays(s)
        if not self.auto_claim:
            acts.append(CLAIM[s])
        return acts

    def _plays(self, s: int) -> list[Action]:
        hand = self.hand[s]
        P = PLAY[s]
        acts = [P[c] for c in self.valid if hand[c]]
        board = self.board[s]
        if board.table_mask:
            T = PLAY_TABLE[s]
            cnt = board.count
            acts += [T[c] if hand[c] else P[c] for c in self.valid if cnt[c]]
        return acts

    def _window_actions(self, s: int) -> list[Action]:
        if self.hand[s][self.dix] > self.dix_scored_held[s]:
            acts: list[Action] = [DIX_SHOW[s][self.dix]]
            if self.turnup is not None and self.turnup != self.dix:
                acts.append(DIX_EXCHANGE[s][self.dix])
            return acts
        options = self.options_now
        if options is None:
            options = self.options_now = self._meld_options(s)
        return [meld_action(s, combo.cards) for combo in options] + [PASS[s]]

    def auto_action(self):
        """In the meld window the dix is claimed when a record leaves it out."""
        if self.phase is MELD:
            s = self.leader
            if self.hand[s][self.dix] > self.dix_scored_held[s]:
                return DIX_SHOW[s][self.dix]
        return None

    def implied_action(self, following: Action):
        """The winner's ``pass`` when the record goes on with his lead (he draws first,
        so he may lead the card just drawn); a dix not yet shown comes first."""
        if self.phase is not MELD or type(following) is not Play:
            return None
        s = self.leader
        if following.seat != s or self.hand[s][self.dix] > self.dix_scored_held[s]:
            return None
        return PASS[s]

    def result(self):
        return self.outcome

    def observation(self, seat: int) -> BinocleObservation:
        return observe(self, seat)

    def _apply(self, a: Action) -> list[Event]:
        if self.phase is OVER:
            raise IllegalAction(say("the game is over"))
        kind = type(a)
        if kind not in ACTION_KINDS:
            raise IllegalAction(say("'{kind}' is not a Binocle action ({kinds})", kind=a.KIND,
                                    kinds=", ".join(sorted(k.KIND for k in ACTION_KINDS))))
        if type(a) is Claim:
            if a.seat not in (0, 1):
                raise IllegalAction(say("no seat {seat}", seat=a.seat))
            return self._claim(a.seat)
        if a.seat != self.current_player():
            raise IllegalAction(say("it is seat {turn}'s turn, not seat {seat}'s",
                                    turn=self.current_player(), seat=a.seat))
        if self.phase is WAITING:
            raise IllegalAction(say("the record holds no further deal"))
        if type(a) is Play:
            if self.phase is MELD:
                raise IllegalAction(say("the trick's winner melds or passes before the next lead"))
            return self._play(a)
        if self.phase is not MELD:
            raise IllegalAction(say("cannot {kind} now: only after winning a trick, "
                                    "before drawing, while the stock lasts", kind=a.KIND))
        if type(a) is Dix:
            return self._score_dix(a)
        if self.hand[a.seat][self.dix] > self.dix_scored_held[a.seat]:
            raise IllegalAction(say("score the dix first"))
        if type(a) is Meld:
            return self._meld(a)
        ev: list[Event] = []
        self._draw(ev)
        self._log_events(ev)
        return ev

    # ----- play ----------------------------------------------------------------------
    def _play(self, a: Play) -> list[Event]:
        s = a.seat
        c = a.card
        hand = self.hand[s]
        board = self.board[s]
        src = a.source
        if src is None:
            src = "hand" if hand[c] else "table"
        elif src not in ("hand", "table"):
            raise IllegalAction(say("'from' must be \"hand\" or \"table\""))
        if src == "hand" and not hand[c]:
            raise IllegalAction(say("{card} is not in your hand", card=card_name(c)))
        if src == "table" and not board.count[c]:
            raise IllegalAction(say("{card} is not among your melded cards", card=card_name(c)))
        lead = self.lead
        if lead is not None and self.final:
            allowed = strict_follows([x for x in self.valid if hand[x]], lead, self.trump)
            if c not in allowed:
                raise IllegalAction(say("{card} is not allowed: in the last tricks you must "
                                        "follow suit and win if you can, else trump",
                                        card=card_name(c)))
        # carry it out
        moves = self.card_moves
        if src == "hand":
            hand[c] -= 1
            if self.known[s][c]:
                self.known[s][c] -= 1
            if c == self.dix and self.dix_scored_held[s]:
                self.dix_scored_held[s] -= 1       # a scored dix is the one to let go
            if moves is not None:
                moves.append(PLAY_HAND[s][c])
        else:
            board.take(c)
            if moves is not None:
                moves.append(PLAY_LAST_LAID[s][c])
        ev = [PLAY_EVENT[s][c]]
        if lead is None:
            self.lead = c
            self._log_events(ev)
            return ev
        winner = s if beats(c, lead, self.trump) else self.leader
        self.last_trick = (self.leader, lead, c, winner)
        self.lead = None
        self.leader = winner
        taken, counting = trick_events(winner, lead, c, s)
        ev.append(taken)
        if counting is not None and self._add_score(counting, ev):
            self._log_events(ev)
            return ev
        if self.final:
            self.tricks_left -= 1
            if self.tricks_left == 0:
                if not self._score(winner, LAST_TRICK, "last_trick", "last_trick", (), ev):
                    return self._end_deal(ev)
            self._log_events(ev)
            return ev
        self._open_window(winner, ev)
        self._log_events(ev)
        return ev

    # ----- the meld window -----------------------------------------------------------
    def _open_window(self, s: int, ev: list[Event]) -> None:
        # Always opened, even with nothing to meld: an automatic draw would tell the
        # other player that this hand holds no meld.
        self.phase = MELD
        self.options_now = None

    def _meld_options(self, s: int) -> list:
        hand = self.hand[s]
        board = self.board[s]
        cnt = board.count
        present = 0
        for c in self.valid:
            if hand[c] or cnt[c]:
                present |= 1 << c
        return [combo for combo in self.combos
                if not combo.mask & ~present and board.make_up(combo, hand, True) is not None]

    def _score_dix(self, a: Dix) -> list[Event]:
        s = a.seat
        if a.card != self.dix:
            raise IllegalAction(say("the dix is {card}", card=card_name(self.dix)))
        if self.hand[s][self.dix] <= self.dix_scored_held[s]:
            raise IllegalAction(say("you hold no {card} that has not scored",
                                    card=card_name(self.dix)))
        exchange = a.exchange
        # a JSON boolean only: 0 and 1 equal False and True, but a record carrying them
        # would not say what the rules mean
        if type(exchange) is not bool:
            raise IllegalAction(say("'exchange' must be true or false"))
        ev: list[Event] = []
        hand = self.hand[s]
        if exchange:
            if self.turnup is None or self.turnup == self.dix:
                raise IllegalAction(say("there is no turn-up to exchange the dix for"))
            old = self.turnup
            hand[self.dix] -= 1
            hand[old] += 1
            self.known[s][old] += 1
            if self.card_moves is not None:
                self.card_moves.append(EXCHANGE[s][self.dix])
            if self.known[s][self.dix]:
                self.known[s][self.dix] -= 1
            self.turnup = self.dix
            self.turnup_scored = True
            ev.append(Event(DixExchanged(self.dix, old), s, (self.dix, old)))
            reason = "dix_exchanged"
        else:
            self.dix_scored_held[s] += 1
            self.known[s][self.dix] = min(hand[self.dix], self.known[s][self.dix] + 1)
            reason = "dix_shown"
        if self._score(s, DIX_POINTS, "dix", reason, (self.dix,), ev):
            self._log_events(ev)
            return ev
        self.options_now = None          # the turn-up taken may complete a meld
        self._log_events(ev)
        return ev

    def _meld(self, a: Meld) -> list[Event]:
        s = a.seat
        combo = self.combo_of.get(tuple(sorted(a.cards)))
        if combo is None:
            why = why_not(a.cards)
            cards = " ".join(names(a.cards)) or say("nothing")
            raise IllegalAction(say("{cards} is not a combination ({why})", cards=cards, why=why)
                                if why else say("{cards} is not a combination", cards=cards))
        hand = self.hand[s]
        board = self.board[s]
        way = board.make_up(combo, hand)
        if way is None:
            if any(hand[c] + board.count[c] < n for c, n in combo.need):
                raise IllegalAction(say("you do not hold the {meld}", meld=_named(combo)))
            if not any(hand[c] for c, _ in combo.need):
                raise IllegalAction(say("a meld needs at least one fresh card from the hand"))
            raise IllegalAction(say("the {meld} would take cards from a meld of the same class "
                                    "worth as much or more", meld=_named(combo)))
        used, fresh = way
        known = self.known[s]
        if self.card_moves is not None:
            self.card_moves.extend([LAY[s][c] for c in fresh])
        for c in fresh:
            hand[c] -= 1
            if known[c]:
                known[c] -= 1
        board.add(combo, used, fresh)
        ev = [Event(Melded(combo.named), s, combo.cards)]
        if not self._score(s, combo.value, combo.category, "", combo.cards, ev,
                           combination=combo.named):
            self._draw(ev)
        self._log_events(ev)
        return ev

    def _draw(self, ev: list[Event]) -> None:
        w = self.leader
        lo = 1 - w
        self.options_now = None
        self.phase = PLAYING
        moves = self.card_moves
        if moves is not None:
            moves.append(DRAW[w])
            moves.append(DRAW[lo])
        self.hand[w][self.stock.pop()] += 1
        ev.append(DRAW_EVENT[w])
        if self.stock:
            self.hand[lo][self.stock.pop()] += 1
            ev.append(DRAW_EVENT[lo])
            return
        t = self.turnup                 # the last draw: the loser takes the turn-up
        assert t is not None, "the turn-up lies under the stock until the last draw"
        self.hand[lo][t] += 1
        self.known[lo][t] += 1
        if self.turnup_scored:
            self.dix_scored_held[lo] += 1
        self.turnup = None
        ev.append(Event(Drew(t), lo, (t,)))
        if moves is not None:
            moves.append(TABLES_TO_HANDS)
        for s in (0, 1):                # melds go back into the hands
            board = self.board[s]
            for c in self.valid:
                n = board.count[c]
                if n:
                    self.hand[s][c] += n
                    self.known[s][c] += n
            self.board[s] = MeldBoard()
        self.final = True
        self.tricks_left = HAND_SIZE
        ev.append(Event(StockExhausted()))

    def _end_deal(self, ev: list[Event]) -> list[Event]:
        ev.append(Event(DealEnded(len(self.deals), tuple(self.deal_points), tuple(self.scores))))
        over = [s for s in (0, 1) if self.scores[s] >= self.target]
        if len(over) == 1:          # only without auto_claim: nobody claimed in time
            s = over[0]
            self._end(s, Ending(ending.UNCLAIMED, (self.scores[s],), seat=s), ev)
        elif len(over) == 2:
            self.target += TARGET_STEP
            ev.append(Event(TargetRaised(self.target - TARGET_STEP, self.target)))
        self._log_events(ev)
        if self.phase is OVER:
            return ev
        return ev + self._start_deal(1 - self.dealer)


def _named(combo) -> str:
    """A combination named inside a sentence: "the double bézique"."""
    return combination_name(combo.named).lower()
