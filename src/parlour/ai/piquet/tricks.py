"""Piquet's play of the cards on hand masks: an exact solver and a quick book policy.

No trumps, follow suit if you can, the higher card of the suit led wins.  Points
(engine.piquet.scoring): the leader counts for the card led, the second player for a
trick he wins, one more for the last trick, ten for cards (the odd trick) or forty for
capot.  Values are always "my points minus the other's" from here to the end of play;
pic is left out (it turns on declarations the search treats separately).
"""
from __future__ import annotations

from ...engine.cards import SUIT_MASK, TEN
from ...engine.piquet.scoring import CAPOT_BONUS, CARDS_BONUS, EVERY_CARD, TEN_OR_BETTER


def _top(m: int) -> int:
    return m.bit_length() - 1


def lead_pts(c: int, every: bool) -> int:
    return 1 if every or (c & 7) >= TEN else 0


# the capot's score by every-card scoring: Rubicon's counts the last trick beside it,
# au cent's forty include it
_CAPOT = (CAPOT_BONUS, CAPOT_BONUS + 1)


def end_value(won: int, lost: int, every: bool) -> int:
    """Bonuses reckoned after the last trick, for the player who took it: the last
    trick's point and the cards' ten (for him or against him), or the capot."""
    if lost == 0:
        return _CAPOT[every]
    bonus = 1
    if won > lost:
        bonus += CARDS_BONUS
    elif lost > won:
        bonus -= CARDS_BONUS
    return bonus


def representatives(cards: int, live: int, every: bool) -> list[int]:
    """One card for each run of cards equivalent in play: neighbours among the live cards
    of a suit, on the same side of the Ten when the Ten matters for points."""
    out = []
    for s in range(4):
        m = (cards >> (8 * s)) & 0xFF
        if not m:
            continue
        lv = (live >> (8 * s)) & 0xFF
        run = False
        prev = -1
        for r in range(8):
            if lv >> r & 1:
                if m >> r & 1:
                    # a new run, or the run crosses from under the Ten to the Ten or above
                    if not run or (not every and prev < TEN <= r):
                        out.append(8 * s + r)
                    run = True
                    prev = r
                else:
                    run = False
    return out


class Solver:
    """Exact value of a play position when both hands are known (memoised minimax).

    ``value(a, b, lead, ta, tb)``: the player to move holds ``a``, the other ``b``;
    ``lead`` is the card the other has led (-1 when the mover leads); ``ta``/``tb`` the
    tricks each has won so far this deal.
    """

    def __init__(self, scoring: str = TEN_OR_BETTER):
        self.every = scoring == EVERY_CARD
        self.memo: dict[tuple, int] = {}        # exact values
        self.bounds: dict[tuple, tuple[int, int]] = {}   # (lower, upper) from cut-offs

    def value(self, a: int, b: int, lead: int, ta: int, tb: int) -> int:
        key = (a, b, lead, ta, tb)
        v = self.memo.get(key)
        if v is not None:
            return v
        every = self.every
        if lead < 0:
            if not a:
                # the mover won the last trick (he leads to the next)
                v = end_value(ta, tb, every)
            else:
                v = -1000
                live = a | b
                for c in representatives(a, live, every):
                    w = lead_pts(c, every) - self.value(b, a & ~(1 << c), c, tb, ta)
                    if w > v:
                        v = w
        else:
            suit = SUIT_MASK[lead >> 3]
            choices = a & suit or a
            v = -1000
            live = a | b | (1 << lead)
            for c in representatives(choices, live, every):
                a2 = a & ~(1 << c)
                if c > lead and (c >> 3) == (lead >> 3):
                    w = lead_pts(c, every) + self.value(a2, b, -1, ta + 1, tb)
                else:
                    w = -self.value(b, a2, -1, tb + 1, ta)
                if w > v:
                    v = w
        self.memo[key] = v
        return v

    # --- alpha-beta with a table of bounds: the same values, much sooner ---
    def search(self, a: int, b: int, lead: int, ta: int, tb: int,
               alpha: int = -1000, beta: int = 1000) -> int:
        key = (a, b, lead, ta, tb)
        exact = self.memo.get(key)
        if exact is not None:
            return exact
        bounds = self.bounds.get(key)
        lo, hi = bounds if bounds else (-1000, 1000)
        if lo >= beta:
            return lo
        if hi <= alpha:
            return hi
        a0, b0 = max(alpha, lo), min(beta, hi)
        alpha, beta = a0, b0
        every = self.every
        v = -1000
        if lead < 0:
            if not a:
                v = end_value(ta, tb, every)
                self.memo[key] = v
                return v
            live = a | b
            for c in _ordered_leads(representatives(a, live, every)):
                lp = lead_pts(c, every)
                w = lp - self.search(b, a & ~(1 << c), c, tb, ta, lp - beta, lp - alpha)
                if w > v:
                    v = w
                    if v > alpha:
                        alpha = v
                        if alpha >= beta:
                            break
        else:
            suit = SUIT_MASK[lead >> 3]
            choices = a & suit or a
            live = a | b | (1 << lead)
            reps = representatives(choices, live, every)
            # try the cheapest winner first, then the lowest loser
            reps.sort(key=lambda c: (not (c > lead and (c >> 3) == (lead >> 3)), c & 7))
            for c in reps:
                a2 = a & ~(1 << c)
                if c > lead and (c >> 3) == (lead >> 3):
                    p = lead_pts(c, every)
                    w = p + self.search(a2, b, -1, ta + 1, tb, alpha - p, beta - p)
                else:
                    w = -self.search(b, a2, -1, tb + 1, ta, -beta, -alpha)
                if w > v:
                    v = w
                    if v > alpha:
                        alpha = v
                        if alpha >= beta:
                            break
        if v <= a0:
            self.bounds[key] = (lo, min(hi, v))
        elif v >= b0:
            self.bounds[key] = (max(lo, v), hi)
        else:
            self.memo[key] = v
        return v

    def best(self, a: int, b: int, lead: int, ta: int, tb: int) -> dict[int, int]:
        """Value of each card the mover may play (every card, not only representatives)."""
        out = {}
        if lead < 0:
            c_list = [c for c in range(32) if a >> c & 1]
            for c in c_list:
                out[c] = lead_pts(c, self.every) - self.search(b, a & ~(1 << c), c, tb, ta)
        else:
            choices = a & SUIT_MASK[lead >> 3] or a
            for c in range(32):
                if choices >> c & 1:
                    a2 = a & ~(1 << c)
                    if c > lead and (c >> 3) == (lead >> 3):
                        out[c] = lead_pts(c, self.every) + self.search(a2, b, -1, ta + 1, tb)
                    else:
                        out[c] = -self.search(b, a2, -1, tb + 1, ta)
        return out


def _ordered_leads(cards: list[int]) -> list[int]:
    """Leads most likely to be best first, for the cut-offs: the highest cards first
    (by rank, then by suit), whatever the other holds."""
    return sorted(cards, key=lambda c: (-(c & 7), c))


# ----- the quick policy (club play, and rollouts) -------------------------------------

def masters(hand: int, out: int) -> int:
    """Cards of ``hand`` that no card still ``out`` (unplayed, not ours) can beat."""
    m = 0
    for s in range(4):
        h = (hand >> (8 * s)) & 0xFF
        if not h:
            continue
        o = (out >> (8 * s)) & 0xFF
        top_out = _top(o) if o else -1
        # every card of ours above the opponent's best card in the suit is a master
        m |= ((h >> (top_out + 1)) << (top_out + 1)) << (8 * s)
    return m


def suit_len(hand: int, s: int) -> int:
    return ((hand >> (8 * s)) & 0xFF).bit_count()


def choose_lead(hand: int, out: int) -> int:
    """The book's lead: cash masters from the longest suit (the point) first; otherwise
    lead from the longest suit, never away from a tenace or a guarded King."""
    win = masters(hand, out)
    if win:
        # the master in the longest suit, highest first so the suit runs
        return max((c for c in range(32) if win >> c & 1),
                   key=lambda c: (suit_len(hand, c >> 3), c & 7))
    best, best_key = -1, None
    for s in range(4):
        h = (hand >> (8 * s)) & 0xFF
        if not h:
            continue
        n = h.bit_count()
        top = _top(h)
        o = (out >> (8 * s)) & 0xFF
        # a tenace or fourchette (two high cards near each other) wants to be led to
        tenace = n >= 2 and top >= 5 and (h >> (top - 2) & 1 or h >> (top - 1) & 1)
        guarded_king = top == 6 and n == 2
        exhausted = o == 0     # the opponent may hold none: he will throw a card
        key = (not tenace and not guarded_king, not exhausted, n, -top)
        if best_key is None or key > best_key:
            best_key = key
            low = (h & -h).bit_length() - 1
            best = 8 * s + low
    return best


def choose_follow(hand: int, lead: int, out: int) -> int:
    """Win cheaply if you can; otherwise play low, keeping guards and long-suit masters."""
    s = lead >> 3
    h = (hand >> (8 * s)) & 0xFF
    r = lead & 7
    if h:
        above = h >> (r + 1)
        if above:
            return 8 * s + r + 1 + ((above & -above).bit_length() - 1)
        return 8 * s + ((h & -h).bit_length() - 1)
    return choose_discard_in_play(hand, out)


def choose_discard_in_play(hand: int, out: int) -> int:
    """Void in the suit led: throw the card worth least - a low card of a short suit
    that guards nothing, never a master if another will do."""
    win = masters(hand, out)
    best, best_key = -1, None
    for s in range(4):
        h = (hand >> (8 * s)) & 0xFF
        if not h:
            continue
        n = h.bit_count()
        low = (h & -h).bit_length() - 1
        c = 8 * s + low
        top = _top(h)
        o = (out >> (8 * s)) & 0xFF
        guard_needed = o and top >= 5 and n <= (8 - top)   # K needs one guard, Q two
        key = (bool(win >> c & 1), guard_needed, n >= 4 and bool(win & (0xFF << (8 * s))),
               low, -n)
        if best_key is None or key < best_key:
            best_key, best = key, c
    return best
