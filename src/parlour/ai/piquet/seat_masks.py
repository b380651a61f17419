"""What one seat knows of a Piquet deal, as card masks, read from its observation (the typed
``PiquetObservation`` of two hands, ``MultiHandObservation`` round the table): what it
holds, what it has seen, and what the others may hold.  Nothing here comes from anywhere
else; the masks are what the players' search works on.
"""
from __future__ import annotations

from ...engine.cards import PIQUET_PACK_MASK, SUIT_MASK, mask_of
from ...engine.piquet.scoring import TEN_OR_BETTER
from ...engine.piquet.observation import PiquetObservation
from ...engine.piquet.variants import VARIANTS


def pairs_from(tricks) -> list[tuple[int, int]]:
    """The (seat, card) of tricks' cards, in the order played."""
    return [(p.seat, p.card) for t in tricks for p in t.cards]


class SeatMasks:
    """What ``seat``'s observation tells it, as masks (named ``known`` where it is used)."""

    def __init__(self, obs, seat: int):
        self.obs = obs
        self.seat = seat
        self.n = len(obs.seats)
        self.variant = obs.variant
        self.rules = VARIANTS[obs.variant]     # what the variant plays by
        opts = obs.options
        self.scoring = opts.get("play_scoring", TEN_OR_BETTER)
        self.point_by = opts.get("point_by", "value")
        self.english = bool(opts.get("english_point", False))
        self.dealer = obs.dealer
        self.hand = mask_of(obs.hand)
        self.discards = mask_of(obs.discards)
        if isinstance(obs, PiquetObservation):
            self.talon_seen = mask_of(obs.seen)
            # two hands: what each seat showed, by seat
            self.shown_by = [mask_of(x) for x in obs.shown] if obs.shown else None
            self.shown = 0
            for m in self.shown_by or ():
                self.shown |= m
        else:
            self.talon_seen = mask_of(obs.talon_left)
            self.shown_by = None
            self.shown = mask_of(obs.shown)
        self.trick = pairs_from(() if obs.trick is None else (obs.trick,))
        self.played = pairs_from(obs.tricks)
        self.tricks = list(obs.tricks_won) or [0] * self.n
        self.hand_sizes = list(obs.hand_sizes) or None
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
        return PIQUET_PACK_MASK & ~(self.hand | self.discards | self.talon_seen | self.gone())

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
        return shown & ~self.hand & ~self.discards & ~self.gone()
