"""The exact table: every legal discard against every possible draw.

The trainee holds 12 cards; the 20 he has not seen are the other hand and the talon.
Whatever the order of the talon, the cards he takes in are, from where he sits, a
uniformly random set of that many of the 20 unseen cards (the deal is uniform and he
sees none of them).  So for a discard of k cards (drawing k) each of the C(20, k) draws
is equally likely, and enumerating them all gives EXACT chances:

- the point after the draw (its pips, hence its number of cards),
- the best sequence (length and top card) and the total the sequences score,
- each quatorze and trio (by rank), and the best set.

Seats (shared/rules/piquet.txt, DISCARDING):
- elder: discards 1 to 5 and takes as many from the top five: 1,585 discards.
- younger: the trainer's assumption is that elder took all five, so younger may take
  0 to 3 (0 only in England, rule option ``dealer_must_draw`` off): 299 discards.  With
  ``left_by_elder`` = L he may take up to 3 + L, the L cards coming first; they are
  unseen to him too, so his draw is still a uniform choice from his 20 unseen cards.
- the dealer at Piquet Normand (``NORMAND_DEALER``): ten cards, the only one to
  exchange, 0 to 2 from a talon of two; his draw is a uniform choice from the 22 cards
  he has not seen (the two other hands and the talon): 56 discards.  The other two
  hands are not modelled: ``declaration_ev``, ``repic`` and ``parts`` are NaN for him,
  and only the draw's exact counts are given.

The expected declaration score (own minus the other's, point + sequences + sets, plus
60 times the trainee's chance of a repic) is exact over the trainee's draw but
ESTIMATED for the other hand: see opponent.py (a sampled, modelled holding, independent
of the trainee's draw, with the three classes of the other hand treated as independent
for the repic).  The other hand's own repic, carte blanche (scored before the discard,
the same for every discard) and pic (which needs play) are left to the full-deal
play-outs.

Counts are kept as integers so that every chance is an exact fraction of C(20, k).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from itertools import combinations
from fractions import Fraction
from math import comb

import numpy as np

from ..engine.cards import mask_of
from ..engine.piquet.normand import NormandState
from ..engine.piquet.scoring import REPIC_BONUS
from . import tables as T
from .opponent import OpponentOdds, opponent_odds

ELDER, YOUNGER = "elder", "younger"
NORMAND_DEALER = "normand dealer"
HAND_SIZE = {ELDER: 12, YOUNGER: 12, NORMAND_DEALER: NormandState.HAND}
REPIC_AT = 30
_CHUNK = 1 << 17            # draws x discards per block: keeps the arrays in cache
_SEQ_TOTALS = 40            # a 12-card hand's sequences score at most 32
_SET_TOTALS = 48            # ... and its sets at most 45


@lru_cache(maxsize=None)
def _combos(n: int, k: int) -> np.ndarray:
    if k == 0:
        return np.zeros((1, 0), dtype=np.intp)
    return np.array(list(combinations(range(n), k)), dtype=np.intp)


def _card_arrays(cards: np.ndarray):
    """Per-suit bytes (4 x rows, uint8) and set rank codes (rows,) of card index rows."""
    if cards.shape[1] == 0:
        rows = cards.shape[0]
        return np.zeros((4, rows), dtype=np.uint8), np.zeros(rows, dtype=np.uint16)
    bits = (np.int64(1) << cards.astype(np.int64)).sum(axis=1)
    by_suit = np.stack([((bits >> (8 * s)) & 0xFF) for s in range(4)]).astype(np.uint8)
    weight = np.array(T.RANK_CODE_WEIGHT, dtype=np.uint16)
    code = weight[cards & 7].sum(axis=1).astype(np.uint16)
    return by_suit, code


def _pairs(by_suit: np.ndarray) -> np.ndarray:
    """Suit bytes (4 x rows) as two 16-bit pairs (spades|hearts, diamonds|clubs)."""
    b = by_suit.astype(np.uint16)
    return np.stack([b[0] | b[1] << 8, b[2] | b[3] << 8])


def _weighted_rows(codes: np.ndarray, weights: np.ndarray, bins: int) -> np.ndarray:
    """Per row of ``codes``, the total weight falling in each bin (integer weights)."""
    rows = codes.shape[0]
    idx = (np.arange(rows, dtype=np.intp)[:, None] * bins + codes).ravel()
    w = np.broadcast_to(weights, codes.shape).ravel()
    return np.rint(np.bincount(idx, weights=w, minlength=rows * bins)).astype(
        np.int64).reshape(rows, bins)


def discard_sizes(seat: str, left_by_elder: int = 0, must_draw: bool = False) -> range:
    if seat == ELDER:
        return range(1, 6)
    if seat == YOUNGER:
        return range(1 if must_draw else 0, 3 + left_by_elder + 1)
    if seat == NORMAND_DEALER:
        return range(0, NormandState.TALON + 1)
    raise ValueError(f"seat must be 'elder', 'younger' or {NORMAND_DEALER!r}, not {seat!r}")


@dataclass
class ExactTable:
    """Everything exact about every legal discard of one hand (rows follow ``discards``).

    ``*_counts`` arrays count draws (integers); divide by ``draws[row]`` for chances.
    ``point_counts`` is indexed by pips (0-75), ``seq_counts`` by sequence key
    (length * 8 + top rank, 0 none), ``set_counts`` by set key (tables.set_key_meaning),
    ``quatorze_counts`` / ``trio_counts`` by set rank (Ten, Jack, Queen, King, Ace).
    ``declaration_ev`` and ``repic`` are estimates (see the module docstring).
    """
    hand: tuple[int, ...]
    seat: str
    unseen: tuple[int, ...]
    discards: list[tuple[int, ...]]
    draws: np.ndarray
    point_counts: np.ndarray
    seq_counts: np.ndarray
    set_counts: np.ndarray
    quatorze_counts: np.ndarray
    trio_counts: np.ndarray
    declaration_ev: np.ndarray
    repic: np.ndarray
    parts: dict = field(default_factory=dict)   # point / sequence / set shares of the EV
    odds: dict = field(default_factory=dict)    # draw size -> OpponentOdds used
    english: bool = False

    def __len__(self) -> int:
        return len(self.discards)

    def row_of(self, discard) -> int:
        key = tuple(sorted(discard))
        for i, d in enumerate(self.discards):
            if d == key:
                return i
        raise ValueError("that is not a legal discard for this hand")


def _repic_chance(pk, ps, sk, st, tk, tt, odds: OpponentOdds) -> np.ndarray:
    """Chance of the trainee reaching 30 in hand before the other scores (repic: the
    classes reckon in the same order whoever is elder), for draws whose
    combinations could reach it.  Each class: won (his total scores), lost (the other
    scores: no repic from then on), or neither (tie, or nobody holds one)."""
    classes = [(odds.point, pk, ps), (odds.seq, sk, st), (odds.sets, tk, tt)]
    win = [c.below[k] * (t > 0) for c, k, t in classes]
    lose = [c.above[k] for c, k, _ in classes]
    points = [t.astype(np.float64) for _, _, t in classes]
    chance = np.zeros(len(pk))
    # walk the 27 outcomes as a tree: (probability so far, count so far)
    frontier = [(np.ones(len(pk)), np.zeros(len(pk)))]
    for i in range(3):
        nxt = []
        for prob, count in frontier:
            won = count + points[i]
            reached = won >= REPIC_AT
            chance += prob * win[i] * reached
            nxt.append((prob * win[i] * ~reached, won))
            nxt.append((prob * (1.0 - win[i] - lose[i]), count))
        frontier = nxt
    return chance


def exact_table(hand, seat: str = ELDER, *, left_by_elder: int = 0,
                must_draw: bool = False, english: bool = False,
                odds_by_size: dict[int, OpponentOdds] | None = None,
                opponent_samples: int = 3000, seed: int = 1) -> ExactTable:
    """Enumerate every legal discard of ``hand`` (12 cards; the Normand dealer's 10)
    and every draw."""
    hand = tuple(sorted(hand))
    size = HAND_SIZE.get(seat, 12)
    if len(hand) != size or len(set(hand)) != size:
        raise ValueError(f"this Piquet hand is {size} different cards")
    modelled = seat != NORMAND_DEALER          # one other hand, of twelve, to weigh against
    unseen = tuple(c for c in range(32) if c not in hand)
    hand_arr, unseen_arr = np.array(hand, dtype=np.intp), np.array(unseen, dtype=np.intp)
    hand_mask = mask_of(hand)
    sizes = discard_sizes(seat, left_by_elder, must_draw)
    point_score = T.point_score_of_key2(english)

    rows_d, draws_l, pc_l, sc_l, tc_l, q_l, t_l, ev_l, rp_l = ([] for _ in range(9))
    parts_l: dict[str, list] = {"point": [], "sequence": [], "set": []}
    odds_used: dict[int, OpponentOdds] = {}
    for k in sizes:
        odds = (odds_by_size or {}).get(k)
        if odds is None and modelled:
            odds = opponent_odds(list(unseen), other_takes(seat, k, left_by_elder),
                                 n=opponent_samples, seed=seed, english=english)
        if odds is not None:
            odds_used[k] = odds
        disc_idx = _combos(size, k)
        discards = [tuple(int(c) for c in hand_arr[row]) for row in disc_idx]
        n_d = len(discards)
        kept_masks = np.array([hand_mask & ~mask_of(d) for d in discards], dtype=np.int64)
        kept_b = np.stack([((kept_masks >> (8 * s)) & 0xFF) for s in range(4)]).astype(np.uint8)
        kept_code = np.array([T.rank_code([c for c in hand if c not in d])
                              for d in discards], dtype=np.uint16)
        drawn_b, drawn_code = _card_arrays(unseen_arr[_combos(len(unseen), k)])
        n_s = drawn_b.shape[1]
        kept_pairs, drawn_pairs = _pairs(kept_b), _pairs(drawn_b)

        # sets depend only on how many of each rank are drawn: count draws by rank code
        codes, ways = np.unique(drawn_code, return_counts=True)
        set_final = kept_code[:, None] + codes[None, :]
        t_joint = _weighted_rows(
            T.SET_KEY[set_final].astype(np.intp) * _SET_TOTALS + T.SET_TOTAL[set_final],
            ways, T.N_SET_KEYS * _SET_TOTALS)
        set_most = T.SET_TOTAL[set_final].max(axis=1)

        p_counts = np.zeros((n_d, T.N_POINT_KEYS), dtype=np.int64)
        s_joint = np.zeros((n_d, T.N_SEQ_KEYS * _SEQ_TOTALS), dtype=np.int64)
        repic = np.zeros(n_d)
        step = max(1, _CHUNK // n_s)
        for lo in range(0, n_d, step):
            hi = min(n_d, lo + step)
            m = hi - lo
            f = [kept_pairs[p, lo:hi, None] | drawn_pairs[p, None, :] for p in (0, 1)]
            pk = np.maximum(np.take(T.PAIR_POINT_KEY2, f[0]), np.take(T.PAIR_POINT_KEY2, f[1]))
            sk = np.maximum(np.take(T.PAIR_SEQ_KEY, f[0]), np.take(T.PAIR_SEQ_KEY, f[1]))
            st = np.take(T.PAIR_SEQ_TOTAL, f[0]) + np.take(T.PAIR_SEQ_TOTAL, f[1])
            joint = sk.astype(np.uint16) * _SEQ_TOTALS + st
            for i in range(m):
                p_counts[lo + i] = np.bincount(pk[i], minlength=T.N_POINT_KEYS)
                s_joint[lo + i] = np.bincount(joint[i], minlength=T.N_SEQ_KEYS * _SEQ_TOTALS)
            if odds is None:
                continue
            # only draws whose three classes together reach 30 can make a repic
            bound = (point_score[pk.max(axis=1)] + st.max(axis=1) + set_most[lo:hi])
            sub = np.flatnonzero(bound >= REPIC_AT)
            if sub.size:
                tcode = kept_code[lo + sub, None] + drawn_code[None, :]
                ps = point_score[pk[sub]]
                tt = T.SET_TOTAL[tcode]
                ri, di = np.nonzero(ps + st[sub] + tt >= REPIC_AT)
                if ri.size:
                    rows_at = sub[ri]
                    r = _repic_chance(pk[rows_at, di], ps[ri, di], sk[rows_at, di],
                                      st[rows_at, di], T.SET_KEY[tcode[ri, di]],
                                      tt[ri, di], odds)
                    repic[lo:hi] += np.bincount(rows_at, weights=r, minlength=m)

        s_counts = s_joint.reshape(n_d, T.N_SEQ_KEYS, _SEQ_TOTALS)
        t_counts = t_joint.reshape(n_d, T.N_SET_KEYS, _SET_TOTALS)
        # expected declaration score by class: mine when my key is higher, minus theirs
        seq_tot = np.arange(_SEQ_TOTALS)
        set_tot = np.arange(_SET_TOTALS)
        if odds is None:
            ev_point = ev_seq = ev_set = repic = np.full(n_d, np.nan)
        else:
            ev_point = p_counts @ (point_score * odds.point.below - odds.point.loss) / n_s
            ev_seq = (np.einsum("dkt,t,k->d", s_counts, seq_tot, odds.seq.below)
                      - s_counts.sum(axis=2) @ odds.seq.loss) / n_s
            ev_set = (np.einsum("dkt,t,k->d", t_counts, set_tot, odds.sets.below)
                      - t_counts.sum(axis=2) @ odds.sets.loss) / n_s
            repic /= n_s
        rows_d += discards
        draws_l.append(np.full(n_d, n_s, dtype=np.int64))
        pc_l.append(p_counts.reshape(n_d, -1, 2).sum(axis=2))      # by pips
        sc_l.append(s_counts.sum(axis=2))
        tc_l.append(t_counts.sum(axis=2))
        q, t = _set_rank_counts(kept_code, unseen, k)
        q_l.append(q)
        t_l.append(t)
        ev_l.append(ev_point + ev_seq + ev_set + REPIC_BONUS * repic)
        rp_l.append(repic)
        parts_l["point"].append(ev_point)
        parts_l["sequence"].append(ev_seq)
        parts_l["set"].append(ev_set)

    return ExactTable(
        hand=hand, seat=seat, unseen=unseen, discards=rows_d,
        draws=np.concatenate(draws_l), point_counts=np.concatenate(pc_l),
        seq_counts=np.concatenate(sc_l), set_counts=np.concatenate(tc_l),
        quatorze_counts=np.concatenate(q_l), trio_counts=np.concatenate(t_l),
        declaration_ev=np.concatenate(ev_l), repic=np.concatenate(rp_l),
        parts={k: np.concatenate(v) for k, v in parts_l.items()},
        odds=odds_used, english=english)


def declaration_parts(masks, odds: OpponentOdds, english: bool = False) -> dict[str, np.ndarray]:
    """Of whole hands (masks, after the draw), what each class of declaration is worth
    on average against the other hand of ``odds`` (mine when higher, less his when
    higher), and the repic (its bonus times its chance): the terms of
    ``declaration_ev`` for one draw."""
    from .opponent import declaration_keys
    pk, ps, sk, st, tk, tt = declaration_keys(np.asarray(masks, dtype=np.int64), english)
    pk, sk, tk = pk.astype(np.intp), sk.astype(np.intp), tk.astype(np.intp)
    return {"point": ps * odds.point.below[pk] - odds.point.loss[pk],
            "sequence": st * odds.seq.below[sk] - odds.seq.loss[sk],
            "set": tt * odds.sets.below[tk] - odds.sets.loss[tk],
            "repic": REPIC_BONUS * _repic_chance(pk, ps, sk, st, tk, tt, odds)}


def draws_with(unseen, k: int, wanted, at_least: int = 1) -> Fraction:
    """Exact chance that a uniform draw of ``k`` of the ``unseen`` cards holds at least
    ``at_least`` of the ``wanted`` cards, counted over the same enumeration of draws."""
    unseen_arr = np.asarray(sorted(unseen), dtype=np.intp)
    draws = unseen_arr[_combos(len(unseen_arr), k)]
    hits = np.isin(draws, np.asarray(sorted(wanted), dtype=np.intp)).sum(axis=1)
    return Fraction(int((hits >= at_least).sum()), len(draws))


def other_takes(seat: str, k: int, left_by_elder: int) -> int:
    """How many cards the other player exchanges in the model: against elder taking k,
    younger takes his 3 and whatever elder left (5 - k); against younger, elder took
    5 - L."""
    return 3 + (5 - k) if seat == ELDER else 5 - left_by_elder


def _set_rank_counts(kept_code: np.ndarray, unseen, k: int):
    """Draw counts giving four (quatorze) and exactly three (trio) of each set rank.

    For one rank only the number drawn of it matters: C(u, j) * C(20 - u, k - j) draws
    take exactly j of the u unseen cards of that rank."""
    n = len(unseen)
    quatorze = np.zeros((len(kept_code), len(T.SET_RANKS)), dtype=np.int64)
    trio = np.zeros_like(quatorze)
    code = kept_code.astype(np.int64)
    for i, r in enumerate(T.SET_RANKS):
        held = (code // 5 ** i) % 5
        u = sum(1 for c in unseen if c & 7 == r)
        ways = np.array([comb(u, j) * comb(n - u, k - j) if j <= k else 0 for j in range(5)], dtype=np.int64)
        for target, out in ((4, quatorze), (3, trio)):
            need = target - held
            ok = (need >= 0) & (need <= 4)
            out[:, i] = np.where(ok, ways[np.clip(need, 0, 4)], 0)
    return quatorze, trio
