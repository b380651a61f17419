"""A tiny two-handed trick game for testing the window without any real game's rules:
four cards each from the top of the spades and hearts, follow suit, higher wins, one
point a trick, one deal.  Registered in the game registry by the fixtures that use it."""
from __future__ import annotations

from parlour.engine.core import Action, DealSetup, Event, IllegalAction, Result, State, score_event


class ToyState(State):
    game = "toy"
    OPTIONS = {}

    def __init__(self, variant=None, options=None, seats=None, seed=None, deals=None):
        super().__init__(variant or "plain", options, seats, seed, deals, default_seats=2)
        setup = self._next_setup(1, self._shuffle)
        self.hands = [list(h) for h in setup.hands]
        self._begin_deal(setup)
        self.turn = 0
        self.trick: list[tuple[int, int]] = []
        self.points = [0, 0]

    def _shuffle(self, dealer):
        pack = [4, 5, 6, 7, 12, 13, 14, 15]
        self.rng.shuffle(pack)
        return DealSetup(dealer, [sorted(pack[:4]), sorted(pack[4:])], [])

    def current_player(self):
        return None if not any(self.hands) else self.turn

    def legal_actions(self):
        if self.current_player() is None:
            return []
        hand = self.hands[self.turn]
        if self.trick:
            led = self.trick[0][1] >> 3
            follow = [c for c in hand if c >> 3 == led]
            hand = follow or hand
        return [Action(self.turn, "play", (c,)) for c in hand]

    def _apply(self, action):
        if action not in self.legal_actions():
            if action.seat != self.turn:
                raise IllegalAction("it is not your turn")
            raise IllegalAction("you must follow suit")
        self.hands[self.turn].remove(action.card)
        self.trick.append((self.turn, action.card))
        events = [Event("play", self.turn, (action.card,))]
        if len(self.trick) == 2:
            (s0, c0), (s1, c1) = self.trick
            win = s1 if (c1 >> 3 == c0 >> 3 and c1 > c0) else s0
            events += [Event("trick", win, (c0, c1)), score_event(win, 1, "play", "trick")]
            self.points[win] += 1
            self.trick = []
            self.turn = win
        else:
            self.turn = 1 - self.turn
        self._log_events(events)
        return events

    def result(self):
        if any(self.hands):
            return None
        w = 0 if self.points[0] > self.points[1] else 1 if self.points[1] > self.points[0] else None
        return Result(w, 1, "most tricks", list(self.points))

    def observation(self, seat):
        return {"seat": seat, "hand": list(self.hands[seat]),
                "hand_sizes": [len(h) for h in self.hands],
                "trick": [list(t) for t in self.trick], "points": list(self.points)}

    def _restart(self):
        return ToyState(self.variant, self.options, self.seats, self.seed, self.preset_deals)
