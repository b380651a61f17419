"""Look-up tables that turn a hand into its three declarations with a few array indexings.

Built once from engine.piquet.declarations (the rules live there; this file only lays the
same answers out as NumPy arrays):

- per suit byte (one suit's cards as 8 bits): the point key, the best sequence in the
  suit and the total the suit's sequences score;
- per "rank code" (how many Tens, Jacks, Queens, Kings and Aces a hand holds, written in
  base 5, so that the codes of two disjoint card sets simply add): the best set and the
  total the sets score.

Point keys compare by pip value alone.  That is also the Rubicon order (cards first, then
pips), because a suit of n cards always has more pips than any suit of n - 1 cards
(41 at most for four cards, 44 at least for five), so one key serves both counts.
"""
from __future__ import annotations

import numpy as np

from ..engine.cards import ACE, TEN
from ..engine.piquet.declarations import COUNT, LOW_TRIO, PIPS, sequences_of, seq_score

SET_RANKS = tuple(range(TEN, ACE + 1))          # Ten, Jack, Queen, King, Ace
RANK_CODE_WEIGHT = tuple(5 ** (r - TEN) if r >= TEN else 0 for r in range(8))
N_RANK_CODES = 5 ** len(SET_RANKS)               # 3125

# --- point -------------------------------------------------------------------------------
# key2 = pips * 2 + (1 if the suit does NOT hold the 7 8 9): the max over the four suits
# picks the best point and, between two suits of equal pips, the one the English count
# scores higher.  Compare two players' points with key2 >> 1 (the pips).
POINT_KEY2 = np.array([PIPS[b] * 2 + (0 if b & LOW_TRIO == LOW_TRIO else 1)
                       for b in range(256)], dtype=np.uint8)
N_POINT_KEYS = 2 * 75 + 2                        # 75 pips for all eight cards
POINT_COUNT_OF_PIPS = np.zeros(76, dtype=np.int16)
for _b in range(256):
    POINT_COUNT_OF_PIPS[PIPS[_b]] = COUNT[_b]   # pips decide the number of cards


def point_score_of_key2(english: bool = False) -> np.ndarray:
    """What the point scores, by key2 (its holder's count of cards, one less under the
    English rule when the suit holds the 7, 8 and 9)."""
    k = np.arange(N_POINT_KEYS)
    score = POINT_COUNT_OF_PIPS[k >> 1].astype(np.int16)
    if english:
        score = score - ((k & 1) == 0) * (score > 0)
    return score


# --- sequences ---------------------------------------------------------------------------
# key = length * 8 + top rank, 0 for none: longer beats shorter, then the higher top.
N_SEQ_KEYS = 8 * 8 + 8
SEQ_KEY = np.zeros(256, dtype=np.uint8)
SEQ_TOTAL = np.zeros(256, dtype=np.uint8)
for _b in range(256):
    _runs = sequences_of(_b)          # suit 0 (spades) holds the byte itself
    if _runs:
        SEQ_KEY[_b] = _runs[0].length * 8 + _runs[0].top
        SEQ_TOTAL[_b] = sum(seq_score(r.length) for r in _runs)


# --- sets ----------------------------------------------------------------------------------
# key: 0 none; trio of the i-th set rank (Ten=0 .. Ace=4): 1 + i; quatorze: 6 + i.
N_SET_KEYS = 11
SET_KEY = np.zeros(N_RANK_CODES, dtype=np.uint8)
SET_TOTAL = np.zeros(N_RANK_CODES, dtype=np.uint8)
for _code in range(N_RANK_CODES):
    _c, _best, _total = _code, 0, 0
    for _i in range(len(SET_RANKS)):
        _c, _n = divmod(_c, 5)
        if _n == 4:
            _best, _total = max(_best, 6 + _i), _total + 14
        elif _n == 3:
            _best, _total = max(_best, 1 + _i), _total + 3
    SET_KEY[_code], SET_TOTAL[_code] = _best, _total   # _c (quotient) is 0 by construction


def set_key_meaning(key: int) -> tuple[int, int] | None:
    """(count, rank) of a set key: (4, ACE) for quatorze Aces; None for no set."""
    if key == 0:
        return None
    return (4, TEN + key - 6) if key >= 6 else (3, TEN + key - 1)


def rank_code(cards) -> int:
    return sum(RANK_CODE_WEIGHT[c & 7] for c in cards)


# --- two suits at once ---------------------------------------------------------------
# Index: the lower suit's byte | the higher suit's byte << 8.  Halves the look-ups of the
# exact table's inner loop: a hand is two such pairs.
def _pair(table: np.ndarray, combine) -> np.ndarray:
    lo = np.arange(65536) & 0xFF
    hi = np.arange(65536) >> 8
    return combine(table[lo], table[hi]).astype(table.dtype)


PAIR_POINT_KEY2 = _pair(POINT_KEY2, np.maximum)
PAIR_SEQ_KEY = _pair(SEQ_KEY, np.maximum)
PAIR_SEQ_TOTAL = _pair(SEQ_TOTAL, np.add)
