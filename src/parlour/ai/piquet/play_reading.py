"""What the other's cards played say about the rest of his hand (two hands).

A broad model of players, not one player: each card he played was the book's card (the
club's lead or follow, tricks.choose_lead / choose_follow, as he saw the cards) with
probability ``book``, or any card he could legally play.  A sampled hand is weighed by
how likely it made the cards he played: a hand with which the book would have won the
trick cheaply, when he played low, is less likely than one with nothing higher - but
never ruled out, since players who do not follow the book are as common as those who do.

It also says whether his play so far is the book's for that hand: the expert answers the
book's replies (book_reply.py) only when his play, read over the samples, looks like it.
"""
from __future__ import annotations

from .tricks import choose_follow, choose_lead
from ...engine.cards import PIQUET_PACK_MASK
from .seat_masks import SeatMasks

BOOK_SHARE = 0.5


class PlayReading:
    def __init__(self, known: SeatMasks, book: float = BOOK_SHARE):
        self.book = book
        other = 1 - known.seat
        # his plays in order: (card led to him or -1, his card, cards gone before it)
        self.plays: list[tuple[int, int, int]] = []
        self.later = []            # his cards played after each of his plays
        gone = 0
        seq = known.played + known.trick
        for i, (s, c) in enumerate(seq):
            if s == other:
                leading = (i % 2 == 0)
                lead = -1 if leading else seq[i - 1][1]
                self.plays.append((lead, c, gone))
            gone |= 1 << c
        mine = 0
        for lead, c, _ in reversed(self.plays):
            self.later.append(mine)
            mine |= 1 << c
        self.later.reverse()

    def weigh(self, hand: int) -> tuple[float, bool]:
        """(likelihood of his plays with ``hand`` - what he holds now - relative to the
        book's play, every one of them the book's card?)."""
        w, all_book = 1.0, True
        for (lead, c, gone), later in zip(self.plays, self.later):
            h = hand | later | (1 << c)
            out = PIQUET_PACK_MASK & ~h & ~gone
            if lead < 0:
                book, n = choose_lead(h, out), h.bit_count()
            else:
                book = choose_follow(h, lead, out)
                suit = (h >> (8 * (lead >> 3))) & 0xFF
                n = suit.bit_count() or h.bit_count()
            if book == c:
                w *= self.book + (1 - self.book) / n
            else:
                all_book = False
                w *= (1 - self.book) / n
        return w, all_book
