"""A few sentences on the best discard, built from the analysis itself.

The classic advice (piquet.txt, "Suggestions for good play") gives the themes - keep the
point, throw whole suits as elder, keep guards as younger, do not chase a low quatorze,
mind the score - but every sentence here is chosen and filled in from the numbers: which
suit the best discard keeps, what the draw then gives, what the alternative would cost.
"""
from __future__ import annotations

from ..engine.cards import ACE, JACK, KING, QUEEN, RANK_PLURALS, SUIT_NAMES, TEN, card_name
from ..engine.piquet.declarations import PIPS
from ..odds.exact import ELDER, ExactTable


def _pct(p: float) -> str:
    return f"{100 * p:.0f}%" if p >= 0.01 or p == 0 else "under 1%"


def _suit_cards(cards, s: int) -> list[int]:
    return [c for c in cards if c >> 3 == s]


def _point_suit(hand) -> int:
    return max(range(4), key=lambda s: (PIPS[sum(1 << (c & 7) for c in _suit_cards(hand, s))], -s))


def explain(table: ExactTable, result: dict, order: list[int], need: int | None = None,
            card=card_name) -> str:
    """``card`` writes one card: ``card_name`` (10H) for files and the command line,
    ``card_symbol`` (10♥) for the window."""
    def written(cards) -> str:
        return " ".join(card(c) for c in cards)

    opts = result["options"]
    # each option's discard as cards: the options are listed in ``order``'s rows
    thrown_by = {id(o): table.discards[r] for o, r in zip(opts, order)}

    def discard(o: dict) -> str:
        return written(thrown_by[id(o)])

    best = opts[0]
    hand = table.hand
    thrown = table.discards[order[0]]
    kept = [c for c in hand if c not in thrown]
    seat = table.seat
    lines = []
    basis = (f"{best['ev']:+.1f} points a deal (± {best['se']:.1f})" if best["se"] is not None
             else f"{best['ev']:+.1f} points a deal (declarations only)")
    lines.append(f"Best: throw {discard(best) or 'nothing'}, worth {basis}.")

    # the point
    ps = _point_suit(hand)
    in_suit = _suit_cards(hand, ps)
    cards = best["chances"]["point_cards"]
    longer = sum(p for n, p in cards.items() if int(n) > len(in_suit))
    if all(c in kept for c in in_suit):
        lines.append(f"It keeps the point suit, {SUIT_NAMES[ps]} ({len(in_suit)} cards); the "
                     f"draw makes the point longer {_pct(longer)} of the time.")
    else:
        gone = [c for c in in_suit if c in thrown]
        lines.append(f"It breaks the {SUIT_NAMES[ps]} ({written(gone)} go), because "
                     f"what it keeps is worth more than that point here.")

    # whole suits (elder) and guards (younger)
    whole = [s for s in range(4) if _suit_cards(hand, s)
             and all(c in thrown for c in _suit_cards(hand, s))]
    if seat == ELDER and whole:
        cleared = sum(len(_suit_cards(hand, s)) for s in whole)
        plural = "s" if cleared > 1 else ""
        lines.append("It clears the " + " and the ".join(SUIT_NAMES[s] for s in whole)
                     + f" entirely ({cleared} card{plural}) rather than keep a "
                     "short suit that neither scores nor stops a trick.")
    if seat != ELDER:
        guards = []
        for s in range(4):
            mine = _suit_cards(kept, s)
            ranks = {c & 7 for c in mine}
            if KING in ranks and len(mine) >= 2 and 7 not in ranks:
                guards.append(f"the guarded King of {SUIT_NAMES[s]}")
            elif QUEEN in ranks and len(mine) >= 3 and not ranks & {KING, 7}:
                guards.append(f"the twice-guarded Queen of {SUIT_NAMES[s]}")
        if guards:
            lines.append("It keeps " + " and ".join(guards) + " to stop elder's long suits.")

    # trios in hand: keep a high one, do not chase a low quatorze
    for rank in range(ACE, TEN - 1, -1):
        held = [c for c in hand if c & 7 == rank]
        if len(held) != 3:
            continue
        plural = RANK_PLURALS[rank]
        q = best["chances"]["quatorze"].get(plural, 0.0)
        if not any(c in thrown for c in held):
            tail = (", a bonus here rather than the aim" if rank <= JACK
                    else ", and three of them are often good on their own")
            lines.append(f"It keeps the three {plural}: quatorze {_pct(q)} of the time{tail}.")
            continue
        chase = [o for o in opts if o["se"] is not None
                 and not any(c in thrown_by[id(o)] for c in held)]
        if chase:
            p = chase[0]["chances"]["quatorze"].get(plural, 0.0)
            lines.append(f"Keeping the three {plural} for a quatorze (drawn {_pct(p)} of "
                         f"the time) would cost {chase[0]['cost']:.1f} points.")

    rp = best["chances"].get("repic_estimate", 0.0)
    if rp >= 0.03:
        lines.append(f"It gives a repic about {_pct(rp)} of the time.")
    same = [o for o in opts[1:] if o["equivalent"]]
    if same:
        shown = "; ".join(discard(o) for o in same[:3])
        more = f" and {len(same) - 3} more" if len(same) > 3 else ""
        lines.append(f"Within the noise of the estimate, equally good: {shown}{more}.")
    if need is not None:
        reached = [o for o in opts if "reach_need" in o]
        if reached:
            surest = max(reached, key=lambda o: (o["reach_need"], o["ev"]))
            mine = best.get("reach_need", 0.0)
            if surest is best or surest["reach_need"] <= mine + 0.02:
                lines.append(f"Needing {need}, it is also the surest: you make {need} or "
                             f"more in {_pct(mine)} of the deals played.")
            else:
                lines.append(f"Needing {need}, mind the score: "
                             f"{discard(surest)} makes it in "
                             f"{_pct(surest['reach_need'])} of the deals against "
                             f"{_pct(mine)}, for {surest['cost']:.1f} points less on average.")
    return " ".join(lines)
