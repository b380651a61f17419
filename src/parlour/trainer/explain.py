"""A few sentences on the best discard, built from the analysis itself.

The classic advice (piquet.txt, "Suggestions for good play") gives the themes - keep the
point, throw whole suits as elder, keep guards as younger, do not chase a low quatorze,
mind the score - but every sentence here is chosen and filled in from the numbers: which
suit the best discard keeps, what the draw then gives, what the alternative would cost.
"""
from __future__ import annotations

from ..engine.cards import ACE, JACK, KING, QUEEN, RANK_PLURALS, TEN, card_name
from ..engine.sentences import rank_plural, suit_word
from ..language import decimal, percent, say, say_n
from ..engine.piquet.declarations import PIPS
from ..odds.exact import ELDER, ExactTable


def _pct(p: float) -> str:
    return percent(p) if p >= 0.01 or p == 0 else say("under 1%")


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
    ev = decimal(best['ev'], sign=True)
    if best["se"] is None:
        basis = say("{ev} points a deal (declarations only)", ev=ev)
    elif best["every_draw"]:
        basis = say("{ev} points a deal (over every draw)", ev=ev)
    else:
        basis = say("{ev} points a deal (± {se} over {n} draws)", ev=ev,
                    se=decimal(best['se']), n=best["draws"])
    lines.append(say("Best: throw {cards}, worth {basis}.",
                     cards=discard(best) or say("nothing"), basis=basis))

    # the point
    ps = _point_suit(hand)
    in_suit = _suit_cards(hand, ps)
    cards = best["chances"]["point_cards"]
    longer = sum(p for n, p in cards.items() if int(n) > len(in_suit))
    if all(c in kept for c in in_suit):
        lines.append(say("It keeps the point suit, {suit} ({n} cards); the draw makes the "
                         "point longer {chance} of the time.", suit=suit_word(ps),
                         n=len(in_suit), chance=_pct(longer)))
    else:
        gone = [c for c in in_suit if c in thrown]
        lines.append(say("It breaks the {suit} ({cards} go), because what it keeps is worth "
                         "more than that point here.", suit=suit_word(ps), cards=written(gone)))

    # whole suits (elder) and guards (younger)
    whole = [s for s in range(4) if _suit_cards(hand, s)
             and all(c in thrown for c in _suit_cards(hand, s))]
    if seat == ELDER and whole:
        cleared = sum(len(_suit_cards(hand, s)) for s in whole)
        lines.append(say_n("It clears the {suits} entirely ({n} card) rather than keep a short "
                           "suit that neither scores nor stops a trick.",
                           "It clears the {suits} entirely ({n} cards) rather than keep a "
                           "short suit that neither scores nor stops a trick.", cleared,
                           suits=say(" and the ").join(suit_word(s) for s in whole)))
    if seat != ELDER:
        guards = []
        for s in range(4):
            mine = _suit_cards(kept, s)
            ranks = {c & 7 for c in mine}
            if KING in ranks and len(mine) >= 2 and 7 not in ranks:
                guards.append(say("the guarded King of {suit}", suit=suit_word(s)))
            elif QUEEN in ranks and len(mine) >= 3 and not ranks & {KING, 7}:
                guards.append(say("the twice-guarded Queen of {suit}", suit=suit_word(s)))
        if guards:
            lines.append(say("It keeps {guards} to stop elder's long suits.",
                             guards=say(" and ").join(guards)))

    # trios in hand: keep a high one, do not chase a low quatorze
    for rank in range(ACE, TEN - 1, -1):
        held = [c for c in hand if c & 7 == rank]
        if len(held) != 3:
            continue
        plural = RANK_PLURALS[rank]           # the chances' key (English, as in the JSON)
        named = rank_plural(rank)
        q = best["chances"]["quatorze"].get(plural, 0.0)
        if not any(c in thrown for c in held):
            if rank <= JACK:
                lines.append(say("It keeps the three {ranks}: quatorze {chance} of the time, "
                                 "a bonus here rather than the aim.", ranks=named,
                                 chance=_pct(q)))
            else:
                lines.append(say("It keeps the three {ranks}: quatorze {chance} of the time, "
                                 "and three of them are often good on their own.",
                                 ranks=named, chance=_pct(q)))
            continue
        chase = [o for o in opts if o["se"] is not None
                 and not any(c in thrown_by[id(o)] for c in held)]
        if chase:
            p = chase[0]["chances"]["quatorze"].get(plural, 0.0)
            lines.append(say("Keeping the three {ranks} for a quatorze (drawn {chance} of the "
                             "time) would cost {cost} points.", ranks=named, chance=_pct(p),
                             cost=decimal(chase[0]['cost'])))

    rp = best["chances"].get("repic_estimate", 0.0)
    if rp >= 0.03:
        lines.append(say("It gives a repic about {chance} of the time.", chance=_pct(rp)))
    same = [o for o in opts[1:] if o["equivalent"]]
    if same:
        shown = say("; ").join(discard(o) for o in same[:3])
        more = say(" and {n} more", n=len(same) - 3) if len(same) > 3 else ""
        lines.append(say("Within the noise of the estimate, equally good: {cards}{more}.",
                         cards=shown, more=more))
    if need is not None:
        reached = [o for o in opts if "reach_need" in o]
        if reached:
            surest = max(reached, key=lambda o: (o["reach_need"], o["ev"]))
            mine = best.get("reach_need", 0.0)
            if surest is best or surest["reach_need"] <= mine + 0.02:
                lines.append(say("Needing {need}, it is also the surest: you make {need} or more "
                                 "in {chance} of the deals played.", need=need,
                                 chance=_pct(mine)))
            else:
                lines.append(say("Needing {need}, mind the score: {cards} makes it in {chance} "
                                 "of the deals against {mine}, for {cost} points less on "
                                 "average.", need=need, cards=discard(surest),
                                 chance=_pct(surest['reach_need']), mine=_pct(mine),
                                 cost=decimal(surest['cost'])))
    return " ".join(lines)
