"""A tiny two-handed trick game used to test records, replay and selfplay on their own.

Two deals; each player gets three of the six cards 9-A of spades, the dealer's opponent
leads, follow suit is automatic (one suit), the higher card wins the trick and scores 1.
"""
from dataclasses import dataclass

from parlour.engine.cards import NINE, SPADES, card, card_name, names
from parlour.engine.core import DealSetup, IllegalAction, Result, State, score_event
from parlour.engine.ending import Ending
from parlour.engine.observed import Observation, PlayedCard, Trick
from parlour.engine.actions import Play

PACK = [card(r, SPADES) for r in range(NINE, 8)]


@dataclass(frozen=True, slots=True, kw_only=True)
class ToyObservation(Observation):
    hand: tuple[str, ...] = ()
    trick: Trick | None = None


class ToyState(State):
    game = "toy"
    OPTIONS = {"bonus": (0, (0, 5))}

    def __init__(self, variant=None, options=None, seats=None, seed=None, deals=None):
        super().__init__(variant or "plain", options, seats, seed, deals)
        self.scores = [0, 0]
        self._start(dealer=1)

    def _shuffle(self, dealer):
        cards = PACK[:]
        self.rng.shuffle(cards)
        return DealSetup(dealer, [sorted(cards[:3]), sorted(cards[3:])], [])

    def _start(self, dealer):
        self.setup = self._next_setup(dealer, self._shuffle)
        if self.setup is None:
            self.hands = None
            return
        self._begin_deal(self.setup)
        self.hands = [list(h) for h in self.setup.hands]
        self.turn = 1 - dealer
        self.trick = []

    def current_player(self):
        if len(self.deals) == 2 and not any(self.hands or [[]]):
            return None
        return self.turn if self.hands else None

    def legal_actions(self):
        if self.current_player() is None:
            return []
        return [Play(self.turn, c) for c in self.hands[self.turn]]

    def _apply(self, action):
        if action.seat != self.current_player() or type(action) is not Play \
                or action.cards[0] not in self.hands[action.seat]:
            raise IllegalAction("you do not hold that card" if type(action) is Play
                                else f"cannot {action.KIND} now")
        self.hands[action.seat].remove(action.cards[0])
        self.trick.append((action.seat, action.cards[0]))
        events = []
        if len(self.trick) == 2:
            (s0, c0), (s1, c1) = self.trick
            winner = s0 if c0 > c1 else s1
            self.scores[winner] += 1 + self.options["bonus"]
            events.append(score_event(winner, 1 + self.options["bonus"], "play",
                                      reason="trick_won"))
            self.turn, self.trick = winner, []
            if not any(self.hands) and len(self.deals) < 2:
                self._log_events(events)
                self._start(dealer=1 - self.setup.dealer)
                return events
        else:
            self.turn = 1 - action.seat
        self._log_events(events)
        return events

    def result(self):
        if self.current_player() is not None:
            return None
        a, b = self.scores
        winner = None if a == b else (0 if a > b else 1)
        return Result(winner, abs(a - b), Ending("game"), list(self.scores))

    def observation(self, seat):
        trick = None if not self.trick else \
            Trick(self.trick[0][0], tuple(PlayedCard(s, card_name(c)) for s, c in self.trick))
        return ToyObservation(self.game, self.variant, seat, tuple(self.seats), dict(self.options),
                              "play", self.current_player(), None,
                              hand=tuple(names(self.hands[seat])) if self.hands else (),
                              trick=trick)

    def _restart(self):
        return ToyState(self.variant, self.options, self.seats, self.seed, self.preset_deals)


def register_toy(monkeypatch) -> None:
    """The toy game in the games' table for one test (the table is never added to by
    the program itself: a test puts a whole new table in its place)."""
    from types import MappingProxyType

    from parlour.engine import games
    toy = games.Game("toy", games.Family.PLAIN, (games.Variant(
        "toy", "plain", games.Rules("tests.engine.toy_game", "ToyState")),))
    monkeypatch.setattr(games, "GAMES", MappingProxyType({**games.GAMES, "toy": toy}))
