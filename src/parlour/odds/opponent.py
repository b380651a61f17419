"""What the other player may hold after his own exchange: an ESTIMATE, by sampling.

The trainee's chances after his draw are exact (exact.py enumerates every draw).  His
declarations only score against the other hand, and that hand is not a uniformly random
set of cards: the other player chose his discard.  We model it and say so:

- The other player's cards before his exchange are a uniformly random choice from the
  cards the trainee has not seen (this part is exact: the deal is uniform).
- He throws as many cards as he will take by a simple keep-value rule (length of suit,
  rank, sets and runs in the making), before he sees what comes, and takes that many
  cards at random from the rest.  That rule stands for a competent player; it is the
  estimated part.
- The sample is independent of the trainee's own draw: a card the trainee draws could
  not be in the other hand, which the sample ignores (a small effect: the trainee draws
  at most 5 of the 20 unseen cards).

From the sample we build, for each class of declaration, how often the other hand is
below / above each possible key of the trainee and what it scores when above.  Those
tables let exact.py turn every enumerated draw into an expected declaration score.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from . import tables as T

CARD_BITS = (np.int64(1) << np.arange(32, dtype=np.int64))
_RANK = np.arange(32) & 7
_SUIT = np.arange(32) >> 3
# Rough worth of a card for keeping: high cards win tricks and make the point.
_RANK_WORTH = np.array([0.0, 0.3, 0.6, 1.2, 1.6, 2.2, 3.0, 4.5])


def keep_best(held: np.ndarray, n_discard: int) -> np.ndarray:
    """Drop ``n_discard`` cards from each row of ``held`` (bool, hands x 32) by the
    keep-value rule; returns the kept cards as a bool array of the same shape."""
    if n_discard <= 0:
        return held
    h = held.astype(np.float32)
    suit_len = h.reshape(-1, 4, 8).sum(axis=2)                       # hands x 4
    rank_n = h.reshape(-1, 4, 8).sum(axis=1)                         # hands x 8
    worth = _RANK_WORTH[_RANK][None, :] + 1.1 * suit_len[:, _SUIT]
    # three or four of a rank from the Ten up: keep them (quatorze, trio)
    worth += np.where((_RANK[None, :] >= T.TEN) & (rank_n[:, _RANK] >= 3), 3.0, 0.0)
    # a neighbour on each side in the same suit: part of a run
    lower = np.zeros_like(h)
    upper = np.zeros_like(h)
    lower[:, 1:] = h[:, :-1]
    upper[:, :-1] = h[:, 1:]
    lower[:, 0::8] = 0
    upper[:, 7::8] = 0
    worth += 0.8 * (lower + upper)
    worth = np.where(held, worth, np.inf)
    drop = np.argsort(worth, axis=1, kind="stable")[:, :n_discard]
    kept = held.copy()
    np.put_along_axis(kept, drop, False, axis=1)
    return kept


def sample_holdings(pool: list[int], n_take: int, n: int,
                    rng: np.random.Generator) -> np.ndarray:
    """``n`` masks (int64) of the other player's final 12 cards: 12 dealt uniformly from
    ``pool``; ``n_take`` of them thrown by the keep-value rule and replaced by as many
    others from the pool (his draw: random, from where the trainee sits)."""
    pool_arr = np.asarray(pool, dtype=np.int64)
    order = np.argsort(rng.random((n, len(pool_arr))), axis=1)
    held = np.zeros((n, 32), dtype=bool)
    np.put_along_axis(held, pool_arr[order[:, :12]], True, axis=1)
    kept = keep_best(held, n_take)
    np.put_along_axis(kept, pool_arr[order[:, 12:12 + n_take]], True, axis=1)
    return kept.astype(np.int64) @ CARD_BITS


@dataclass
class ClassOdds:
    """For one class, indexed by the trainee's key: the chance the other hand's key is
    lower (``below``), higher (``above``), and the mean of what the other hand scores
    when higher (``loss``, over all samples)."""
    below: np.ndarray
    above: np.ndarray
    loss: np.ndarray


@dataclass
class OpponentOdds:
    point: ClassOdds      # indexed by point key2 (compares by key2 >> 1)
    seq: ClassOdds        # by sequence key
    sets: ClassOdds       # by set key
    samples: int


def _class_odds(their_keys: np.ndarray, their_scores: np.ndarray, n_keys: int,
                shift: int = 0) -> ClassOdds:
    cmp = their_keys >> shift
    n_cmp = (n_keys >> shift) + 1
    count = np.bincount(cmp, minlength=n_cmp).astype(np.float64)
    score = np.bincount(cmp, weights=their_scores, minlength=n_cmp)
    n = len(their_keys)
    below = np.concatenate(([0.0], np.cumsum(count)[:-1])) / n       # strictly lower
    above = np.clip(1.0 - below - count / n, 0.0, 1.0)    # no rounding below zero
    loss = np.clip(score.sum() - np.cumsum(score), 0.0, None) / n   # strictly higher
    mine = np.arange(n_keys) >> shift
    return ClassOdds(below[mine], above[mine], loss[mine])


def declaration_keys(masks: np.ndarray, english: bool = False):
    """(point key2, point score, seq key, seq total, set key, set total) per hand mask."""
    masks = np.asarray(masks, dtype=np.int64)
    b = [((masks >> (8 * s)) & 0xFF).astype(np.intp) for s in range(4)]
    pk = np.max([T.POINT_KEY2[x] for x in b], axis=0)
    ps = T.point_score_of_key2(english)[pk]
    sk = np.max([T.SEQ_KEY[x] for x in b], axis=0)
    st = np.sum([T.SEQ_TOTAL[x].astype(np.int32) for x in b], axis=0)
    code = np.zeros(len(masks), dtype=np.intp)
    for i, r in enumerate(T.SET_RANKS):
        n = np.zeros(len(masks), dtype=np.intp)
        for s in range(4):
            n += (masks >> (8 * s + r)) & 1
        code += n * 5 ** i
    return pk, ps, sk, st, T.SET_KEY[code], T.SET_TOTAL[code]


def opponent_odds(pool: list[int], n_take: int, n: int = 3000,
                  seed: int = 1, english: bool = False) -> OpponentOdds:
    """Class odds of the other hand when he exchanges ``n_take`` cards (see above)."""
    rng = np.random.default_rng(seed)
    masks = sample_holdings(pool, n_take, n, rng)
    pk, ps, sk, st, tk, tt = declaration_keys(masks, english)
    return OpponentOdds(
        point=_class_odds(pk.astype(np.intp), ps, T.N_POINT_KEYS, shift=1),
        seq=_class_odds(sk.astype(np.intp), st, T.N_SEQ_KEYS),
        sets=_class_odds(tk.astype(np.intp), tt, T.N_SET_KEYS),
        samples=n)
