"""One seat's view of a Piquet deal, read from its observation: what it holds, what it
has seen, and what the others may hold.  Nothing here comes from anywhere else.

The observation keys are the engine's (``hand``, ``trick``, ``played``, ``discards``,
``talon_left``, ``shown`` ...); a missing key is read as "nothing known".
"""
from __future__ import annotations

from ...engine.cards import SUIT_MASK
from ..generic import as_card

TEN_OR_BETTER, EVERY_CARD = "ten_or_better", "every_card"
FULL = (1 << 32) - 1


def mask_from(x) -> int:
    m = 0
    if isinstance(x, (list, tuple)):
        for item in x:
            c = as_card(item)
            if c is not None:
                m |= 1 << c
    return m


def pairs_from(x) -> list[tuple[int, int]]:
    """[[seat, card], ...] -> [(seat, card)]."""
    out = []
    if isinstance(x, (list, tuple)):
        for item in x:
            if isinstance(item, (list, tuple)) and len(item) == 2:
                c = as_card(item[1])
                if c is not None and isinstance(item[0], int):
                    out.append((item[0], c))
            elif isinstance(item, dict):
                c = as_card(item.get("card"))
                if c is not None and isinstance(item.get("seat"), int):
                    out.append((item["seat"], c))
    return out


class PiquetView:
    def __init__(self, obs: dict, seat: int):
        self.obs = obs
        self.seat = seat
        seats = obs.get("seats")
        self.n = len(seats) if isinstance(seats, list) and seats else 2
        self.variant = obs.get("variant") or "au-cent"
        opts = obs.get("options") if isinstance(obs.get("options"), dict) else {}
        default = EVERY_CARD if self.variant == "rubicon" else TEN_OR_BETTER
        self.scoring = opts.get("play_scoring", default)
        self.point_by = opts.get("point_by", "cards" if self.variant == "rubicon" else "value")
        self.english = bool(opts.get("english_point", False))
        self.dealer = obs.get("dealer") if isinstance(obs.get("dealer"), int) else None
        self.hand = mask_from(obs.get("hand"))
        self.discards = mask_from(obs.get("discards"))
        self.talon_seen = mask_from(obs.get("talon_left")) | mask_from(obs.get("talon_seen"))
        self.talon_seen |= mask_from(obs.get("seen"))
        shown = obs.get("shown")
        if isinstance(shown, list) and len(shown) == self.n and all(
                isinstance(x, list) for x in shown):
            # two hands: what each seat showed, by seat
            self.shown_by = [mask_from(x) for x in shown]
        else:
            self.shown_by = None
        self.shown = mask_from(shown) if self.shown_by is None else 0
        for m in self.shown_by or ():
            self.shown |= m
        trick = obs.get("trick")
        if isinstance(trick, list) and len(trick) == 2 and isinstance(trick[0], int) \
                and not isinstance(trick[1], (list, tuple)):
            trick = [trick]            # two hands: [leader, card led]
        self.trick = pairs_from(trick)
        tricks = obs.get("tricks")
        if isinstance(tricks, list) and tricks and isinstance(tricks[0], list) \
                and len(tricks[0]) == 4:
            # two hands: gathered tricks as [leader, lead, follow, winner]
            self.played = []
            for leader, lead, follow, _ in tricks:
                self.played += [(leader, as_card(lead)), (1 - leader, as_card(follow))]
            won = obs.get("tricks_won")
            self.tricks = list(won) if isinstance(won, list) else [0] * self.n
        else:
            self.played = pairs_from(obs.get("played"))
            self.tricks = list(tricks) if isinstance(tricks, list) and len(tricks) == self.n \
                else [0] * self.n
        sizes = obs.get("hand_sizes")
        self.hand_sizes = list(sizes) if isinstance(sizes, list) and len(sizes) == self.n else None
        self.partner = (seat + 2) % 4 if self.n == 4 else None

    @property
    def elder(self) -> bool:
        return self.dealer is not None and self.dealer != self.seat

    def gone(self) -> int:
        """Cards out of play: gathered tricks and the cards on the table."""
        m = 0
        for _, c in self.played:
            m |= 1 << c
        for _, c in self.trick:
            m |= 1 << c
        return m

    def unseen(self) -> int:
        """Cards this seat has never seen: somewhere in other hands, discards or talon."""
        return FULL & ~(self.hand | self.discards | self.talon_seen | self.gone())

    def voids(self, seat: int) -> int:
        """Suits ``seat`` has shown out of (failed to follow), as a card mask."""
        m = 0
        tricks = [self.played[i:i + self.n] for i in range(0, len(self.played), self.n)]
        tricks.append(self.trick)
        for t in tricks:
            if not t:
                continue
            led = t[0][1] >> 3
            for s, c in t[1:]:
                if s == seat and c >> 3 != led:
                    m |= SUIT_MASK[led]
        return m

    def held_by_other(self, seat: int) -> int:
        """Cards an opponent has shown in declarations and not played yet (two hands)."""
        if self.n != 2:
            return 0
        shown = self.shown_by[seat] if self.shown_by else self.shown
        return shown & ~self.hand & ~self.gone() & ~self.discards
