"""Fast play-outs of a sampled world: the club's advice read straight off the engine state.

The expert tries each choice in many sampled worlds and plays every world out to the end
of the deal.  Building an observation for each of those moves would cost more than the
engine itself, so the play-out policy reads the state's counts directly - it plays both
sides of a world whose cards are all dealt, so it may.  It is deterministic: every
candidate meets the same world and the same replies, and only the choice differs.

- lead the least useful card (no brisque, no trump, nothing kept for a meld; a card
  already melded on the table before one from the hand);
- take a trick holding a counting card, or when a meld waits, or near the end of the
  stock, as cheaply as possible; otherwise throw the least useful card;
- meld the biggest combination, announce what may be announced, show the dix;
- the last tricks: Aces first, else the least card; follow as cheaply as allowed.
"""
from __future__ import annotations

from typing import Sequence

from ...engine.actions import Announce, CarteBlanche, Dix, Meld, Pass
from ...engine.bezique.declarations import kind_of, value
from ...engine.bezique.phase import PLAY as _BEZIQUE_PLAY
from ...engine.bezique.state import IS_BRISQUE as _BRISQUE
from ...engine.binocle.phase import MELD as _BINOCLE_MELD
from ...engine.binocle.combinations import JD, KS, QS
from ...engine.binocle.rules import COUNT as _BINOCLE_COUNT
from ...engine.cards import ACE, JACK, KING, QUEEN, TEN
from ...engine.core import IllegalAction
from ...engine.melding.played import PLAY, PLAY_TABLE
from ...engine.melding.tricks import STRENGTH, strict_follows

SHUT_OUT = 8            # stock left when every trick won is a meld the other cannot make
_KEEP: dict[tuple[int | None, tuple[int, int], tuple[int, ...]], frozenset[int]] = {}


def keep_cards(trump: int | None, pair: tuple[int, int],
               extra: tuple[int, ...] = ()) -> frozenset[int]:
    """Cards worth keeping for melds: the trump sequence and the bézique/binocle pair."""
    key = (trump, pair, extra)
    k = _KEEP.get(key)
    if k is None:
        cards = set(pair) | set(extra)
        if trump is not None:
            cards |= {trump * 8 + r for r in (ACE, TEN, KING, QUEEN, JACK)}
        k = _KEEP[key] = frozenset(cards)
    return k


def _meld_waiting(h: list[int], pair: tuple[int, int]) -> bool:
    for s in range(0, 32, 8):
        if h[s + KING] and h[s + QUEEN]:
            return True
    return bool(h[pair[0]] and h[pair[1]])


def choose_card(h: list[int], t: list[int], lead: int | None, trump: int | None,
                keep: frozenset[int], worth: Sequence[int], stock: int,
                pair: tuple[int, int]) -> tuple[int, bool]:
    """(card, from the table?) by the club's advice, in the stock play."""
    best: tuple[int, bool] | None = None
    best_key: tuple[bool, int, bool, int, bool] | None = None
    for c in range(32):
        if not (h[c] or t[c]):
            continue
        for from_table in ((False, True) if h[c] and t[c] else (not h[c],)):
            key = (c in keep and not from_table, worth[c], c >> 3 == trump, STRENGTH[c],
                   not from_table)
            if best_key is None or key < best_key:
                best, best_key = (c, from_table), key
    # a player to move in the stock play holds cards (in hand or on the table)
    assert best is not None
    if lead is None:
        return best
    if worth[lead] or stock <= SHUT_OUT or _meld_waiting(h, pair):
        win: tuple[int, bool] | None = None
        win_key: tuple[bool, int, bool, int] | None = None
        ls = lead >> 3
        for c in range(32):
            if not (h[c] or t[c]):
                continue
            cs = c >> 3
            if cs == ls:
                if STRENGTH[c] <= STRENGTH[lead]:
                    continue
            elif cs != trump:
                continue
            taking = (cs == trump, worth[c], c in keep, STRENGTH[c])
            if win_key is None or taking < win_key:
                win, win_key = (c, not h[c]), taking
        if win is not None:
            return win
    return best


def last_trick_card(hand_counts: list[int], lead: int | None, trump: int | None) -> int:
    held = [c for c in range(32) if hand_counts[c]]
    if lead is None:
        aces = [c for c in held if c & 7 == ACE and c >> 3 != trump]
        if aces:
            return aces[0]
        return min(held, key=lambda c: (_BRISQUE[c], c >> 3 == trump, STRENGTH[c]))
    allowed = strict_follows(held, lead, trump)
    return min(allowed, key=lambda c: (STRENGTH[c], c >> 3 == trump))


# ----- Bézique ---------------------------------------------------------------------------
_VALUES: dict = {}


def bezique_meld_value(cards, trump, pair) -> int:
    key = (cards, trump, pair)
    v = _VALUES.get(key)
    if v is None:
        kind = kind_of(cards, pair)
        v = _VALUES[key] = value(kind, trump) if kind else 0
    return v


def bezique_policy(w):
    if w.forced or w.phase is not _BEZIQUE_PLAY:
        acts = w.legal_actions()
        first = acts[0]
        if type(first) in (CarteBlanche, Dix):
            return first
        if type(first) is Announce:
            return first
        pair = w.bezique_pair()
        return max(acts, key=lambda a: bezique_meld_value(a.cards, w.trump, pair)
                   if type(a) is Meld else -1)
    seat = w.turn
    h = w.hand[seat]
    if w.last_nine:
        return PLAY[seat][last_trick_card(h, w.lead, w.trump)]
    pair = w.bezique_pair()
    keep = keep_cards(w.trump, pair)
    c, from_table = choose_card(h, w.table[seat].count, w.lead, w.trump, keep, _BRISQUE,
                                len(w.stock) - w.stock_pos, pair)
    return (PLAY_TABLE if from_table and h[c] else PLAY)[seat][c]


def bezique_value(w, me: int) -> float:
    """Points (brisques at 10) mine minus the other's; winning the game counts 500."""
    p, b = w.points, w.brisques
    v = p[me] - p[1 - me] + 10 * (b[me] - b[1 - me])
    r = w.outcome
    if r is not None and r.winner is not None:
        v += 500 if r.winner == me else -500
    return v


# ----- Binocle ---------------------------------------------------------------------------
def binocle_policy(w):
    if w.phase is _BINOCLE_MELD:                      # the meld window
        acts = w.legal_actions()
        first = acts[0]
        if type(first) is Dix:
            return first
        best = acts[-1]                               # pass
        best_v = 0
        for a in acts:
            if type(a) is Meld:
                v = w.combo_of[a.cards].value
                if v > best_v:
                    best, best_v = a, v
        return best
    if w.lead is None:
        s = w.leader
    else:
        s = 1 - w.leader
    h = w.hand[s]
    if w.final:
        return PLAY[s][last_trick_card(h, w.lead, w.trump)]
    pair = (QS, JD)
    keep = keep_cards(w.trump, pair, (KS,))
    c, from_table = choose_card(h, w.board[s].count, w.lead, w.trump, keep, _BINOCLE_COUNT,
                                len(w.stock), pair)
    return (PLAY_TABLE if from_table and h[c] else PLAY)[s][c]


def binocle_value(w, me: int, start: list[int]) -> float:
    """Points made since ``start`` (the scores then), mine minus the other's; the game
    won or lost counts 1000."""
    v = (w.scores[me] - start[me]) - (w.scores[1 - me] - start[1 - me])
    r = w.outcome
    if r is not None and r.winner is not None:
        v += 1000 if r.winner == me else -1000
    return v


def play_out(w, policy, horizon: int = 0) -> None:
    """Play the world to the end of its deal (or of the game), or for ``horizon``
    actions when it is not 0."""
    deals = len(w.deals)
    steps = 0
    limit = horizon or 1000
    while w.outcome is None and len(w.deals) == deals and steps < limit:
        try:
            w.apply_unrecorded(policy(w))
        except IllegalAction:
            # an approximated table may refuse what the policy thought possible
            acts = w.legal_actions()
            if not acts:
                break
            w.apply_unrecorded(acts[-1] if type(acts[-1]) is Pass else acts[0])
        steps += 1
