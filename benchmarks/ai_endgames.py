"""The endgame solvers against brute force on many random endgames.

    .venv/bin/python benchmarks/ai_endgames.py [COUNT]

Piquet: the alpha-beta solver (with card equivalence and bounds) and the plain memoised
one against minimax over every card, both play counts, up to five tricks.  Bézique and
Binocle: the last-tricks solver against minimax over every card (duplicates included),
up to five tricks.  Prints the counts and exits 1 on any disagreement.
"""
from __future__ import annotations

import random
import sys
import time

from parlour.ai.melding.endgame import EndgameSolver
from parlour.ai.piquet.tricks import Solver, end_value, lead_pts
from parlour.engine.cards import SUIT_MASK, cards_of, packs
from parlour.engine.melding.tricks import beats, strict_follows
from parlour.engine.piquet.scoring import EVERY_CARD, TEN_OR_BETTER


def piquet_brute(a, b, lead, ta, tb, every):
    if lead < 0:
        if not a:
            return end_value(ta, tb, every)
        return max(lead_pts(c, every) - piquet_brute(b, a & ~(1 << c), c, tb, ta, every)
                   for c in cards_of(a))
    best = None
    for c in cards_of(a & SUIT_MASK[lead >> 3] or a):
        a2 = a & ~(1 << c)
        if c >> 3 == lead >> 3 and c > lead:
            v = lead_pts(c, every) + piquet_brute(a2, b, -1, ta + 1, tb, every)
        else:
            v = -piquet_brute(b, a2, -1, tb + 1, ta, every)
        best = v if best is None else max(best, v)
    return best


def melding_brute(a, b, lead, trump, worth, last):
    if lead is None:
        return max(-melding_brute(b, _drop(a, i), a[i], trump, worth, last)
                   for i in range(len(a)))
    best = None
    allowed = set(strict_follows(a, lead, trump))
    for i, c in enumerate(a):
        if c not in allowed:
            continue
        a2 = _drop(a, i)
        pts = worth[lead] + worth[c] + (last if not a2 else 0)
        if beats(c, lead, trump):
            v = pts + (melding_brute(a2, b, None, trump, worth, last) if a2 else 0)
        else:
            v = -pts - (melding_brute(b, a2, None, trump, worth, last) if a2 else 0)
        best = v if best is None else max(best, v)
    return best


def _drop(t, i):
    return t[:i] + t[i + 1:]


def main(count: int) -> int:
    rng = random.Random(2026)
    bad = 0
    t0 = time.perf_counter()
    for k in range(count):
        n = rng.randint(1, 5)
        pack = list(range(32))
        rng.shuffle(pack)
        a, b = sum(1 << c for c in pack[:n]), sum(1 << c for c in pack[n:2 * n])
        ta = rng.randint(0, 12 - n)
        scoring = (TEN_OR_BETTER, EVERY_CARD)[k % 2]
        want = piquet_brute(a, b, -1, ta, 12 - n - ta, scoring == EVERY_CARD)
        if Solver(scoring).search(a, b, -1, ta, 12 - n - ta) != want or \
                Solver(scoring).value(a, b, -1, ta, 12 - n - ta) != want:
            bad += 1
    t1 = time.perf_counter()
    print(f"piquet: {count} endgames, {bad} disagreements, {t1 - t0:.1f} s")
    bad_m = 0
    for k in range(count):
        n = rng.randint(1, 5)
        two = k % 2
        pack = packs(2, 2) if two else packs(4)
        rng.shuffle(pack)
        trump = rng.randrange(4)
        worth = tuple((11, 10, 4, 3, 2)[(7, 3, 6, 5, 4).index(c & 7)] if c & 7 in (7, 3, 6, 5, 4)
                      else 0 for c in range(32)) if two else \
            tuple(10 if c & 7 in (3, 7) else 0 for c in range(32))
        last = 10 if two else 50
        a, b = tuple(sorted(pack[:n])), tuple(sorted(pack[n:2 * n]))
        got = EndgameSolver(trump, worth, last).value(a, b, None)
        if got != melding_brute(a, b, None, trump, worth, last):
            bad_m += 1
    print(f"bezique/binocle: {count} endgames, {bad_m} disagreements, "
          f"{time.perf_counter() - t1:.1f} s")
    return 1 if bad or bad_m else 0


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1]) if len(sys.argv) > 1 else 1000))
