"""Why the expert's choice is better: a typed reason for each reviewed decision.

A reason says what the expert's choice gains (``gain``, one of GAINS), the cards that
gain is about, the part of the cost it makes, and what the other had shown that bears
on it (his declared cards still in his hand, a suit he has shown out of).  Everything
comes from what the reviewing seat knows (SeatMasks) and its own sampled deals: never
more than the player could see.  The words are made in review_words.py.

- An exchange: the same sampled deals are reckoned part by part for the player's
  discard and the expert's (the point, the sequences, the sets, pic and repic, and the
  play of the cards): the part where the expert's discard gains most is the reason;
  within the play, a King or a Queen kept guarded is named as such.  When the expert
  keeps all the player kept and throws more, the reason is the draw ("draw"), with the
  part the cards drawn gain most in.
- A card: the trick itself (the expert's card wins it, or wins it more cheaply), a sure
  trick led, a card of his beaten by one the other declared, a lead less often beaten
  over the hands the other may hold, a guard kept when discarding, or else what the card
  kept does later: over hands sampled for the other, the rest of the deal is played
  out by the book after the expert's card (the expert's play-outs), and the trick the
  kept card most often wins, and the card of his it most often takes, are named with
  how often; only when it wins in few of them is it "the tricks to come".
- A declaration: what declaring in full makes more in hand, in pic and repic and in the
  play, the bonus (repic, pic, capot) it changes most often, and the other's model in
  the play-out (declaration_weighing.READER).
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from ...engine.cards import (KING, PIQUET_PACK_MASK, QUEEN, SUIT_MASK, SUITS, Card, cards_of,
                             mask_of)
from ...engine.piquet.dialogue import held
from .deal_model import CATEGORIES, deal_parts
from .brain import rollout_after
from .declaration_weighing import READER
from .exchange import deal_sampler
from ...engine.piquet.scoring import EVERY_CARD

REASON_WORLDS = 64       # sampled deals (hands) behind an exchange's parts (a lead's risk)
RISKIER = 0.25           # a lead this much likelier to meet a higher card is named so
PARTS = CATEGORIES + ("bonus", "play")

LATER_SHARE = 0.25       # a kept card named for a later trick it wins in this share of deals

# What an expert's choice may gain.  An exchange: a part of the deal (PARTS), a guard
# kept, or more cards drawn ("draw": it throws all you threw and more).  A card: the trick, the same trick more cheaply, a sure trick, not being beaten
# by a card the other declared, less often beaten, a guard kept, a later trick the card
# kept wins ("later"; "afterwards" when no trick is specific).  A declaration: declaring
# in full ("declared") or, when the player's lesser one came out better, what it hid
# ("hidden"); "unweighed" when no deal fitting what he saw could be drawn.  "same" when the choice was as good as the expert's.
GAINS = PARTS + ("guard", "draw", "trick", "cheaper", "sure", "unbeaten", "safer",
                 "later", "afterwards", "declared", "hidden", "unweighed", "same")


@dataclass(frozen=True)
class Reason:
    gain: str                        # one of GAINS
    cards: tuple[Card, ...] = ()     # the cards the gain is about
    points: float = 0.0              # the part of the deal's points it makes (exchange)
    shown: tuple[Card, ...] = ()     # the other's declared cards, unplayed, bearing on it
    void: str = ""                   # a suit (S, H, D, C) the other has shown out of
    # a card led: in what share of the hands the other may hold (sampled as the review's
    # search samples them) he has a higher card of its suit, for yours and the expert's
    risk: float = 0.0
    risk_best: float = 0.0
    part: str = ""                   # an exchange drawing more ("draw"): the part it gains in
    # a card kept ("later"): the trick of the deal (1-12) it most often wins in the
    # play-outs, and in what share of them it wins one; the card of his it most often
    # takes there, and in what share
    trick: int = 0
    share: float = 0.0
    takes: Card | None = None
    takes_share: float = 0.0
    # a declaration: points declaring in full makes more in hand, in repic and pic, and
    # in the play of the cards; the bonus (repic, pic, capot) whose outcome it changes
    # most often, and how often; the other's model in the play-out
    hand: float = 0.0
    bonus_points: float = 0.0
    play: float = 0.0
    bonus: str = ""
    bonus_share: float = 0.0
    reader: str = ""
    undercall: bool = False


SAME = Reason("same")


def _cards(mask: int) -> tuple[Card, ...]:
    return tuple(cards_of(mask))


def _unguarded(hand: int, threats: int) -> int:
    """Kings and Queens that would fall to a higher card led: fewer small cards beside
    them than higher cards of their suit among ``threats`` (where the other may hold)."""
    out = 0
    for suit in range(4):
        mine = hand & SUIT_MASK[suit]
        for rank in (KING, QUEEN):
            card = suit * 8 + rank
            if not mine >> card & 1:
                continue
            higher = (threats & _above(card)).bit_count()
            if (mine & ((1 << card) - 1)).bit_count() < higher:
                out |= 1 << card
    return out


def _guard_lost(hand: int, card: int, threats: int) -> int:
    """The Kings and Queens left unguarded when ``card`` leaves ``hand`` for good."""
    return _unguarded(hand & ~(1 << card), threats) & ~_unguarded(hand, threats)


def exchange_reason(known, chosen: int, best: int, cost: float, rng,
                    worlds: int = REASON_WORLDS) -> Reason:
    """What the expert's discard ``best`` gains over ``chosen`` (masks), from deals
    sampled as the exchange's own search samples them."""
    if chosen == best or cost <= 0:
        return SAME
    sample = deal_sampler(known, rng)
    gains = dict.fromkeys(PARTS, 0.0)
    args = (known.elder, known.scoring, known.point_by, known.english)
    if sample is not None:
        for _ in range(worlds):
            hands = sample()
            ahead, behind = deal_parts(*hands(best), *args), deal_parts(*hands(chosen), *args)
            for part in PARTS:
                gains[part] += (ahead[part] - behind[part]) / worlds
    part = max(PARTS, key=lambda p: (gains[p], p == "play"))
    points = round(gains[part], 2)
    kept, yours = known.hand & ~best, known.hand & ~chosen
    threats = PIQUET_PACK_MASK & ~known.hand        # my discards are out of play
    guards = _unguarded(yours, threats) & ~_unguarded(kept, threats) & kept
    if part in CATEGORIES:
        combos = held(part, kept, known.point_by)
        cards = combos[0].mask if combos else chosen & ~best
    elif part == "play" and guards:
        part, cards = "guard", guards
    else:
        cards = chosen & ~best       # what the expert keeps that you threw
    if not cards:                    # it keeps all you kept: it throws more, to draw more
        return Reason("draw", _cards(best & ~chosen), points, part=part)
    return Reason(part, _cards(cards), points)


def _above(card: int) -> int:
    """The cards of its suit that beat ``card``."""
    return SUIT_MASK[card >> 3] & ~((2 << card) - 1)


def _risks(known, cards: tuple[int, int], brain, rng, worlds: int) -> tuple[float, ...]:
    """For each card led, the share of sampled hands of the other's holding a higher
    card of its suit."""
    above = [_above(c) for c in cards]
    hits = [0] * len(cards)
    for _ in range(worlds):
        his = brain.sample_other(known, rng)
        for i, m in enumerate(above):
            hits[i] += bool(his & m)
    return tuple(round(h / worlds, 2) for h in hits)


def play_reason(known, chosen: int, best: int, cost: float, brain=None, rng=None,
                worlds: int = REASON_WORLDS) -> Reason:
    """What the expert's card ``best`` gains over ``chosen``, from the table and what
    the other has shown; with ``brain`` (its sample_other) and ``rng``, a card led is
    also weighed by how often it would meet a higher one."""
    if chosen == best or cost <= 0:
        return SAME
    risk = risk_best = 0.0
    if not known.trick and brain is not None:
        risk, risk_best = _risks(known, (chosen, best), brain, rng, worlds)
    other = 1 - known.seat
    suits = SUIT_MASK[chosen >> 3] | SUIT_MASK[best >> 3]
    shown = known.held_by_other(other) & suits
    voids = known.voids(other) & suits
    void = SUITS[cards_of(voids)[0] >> 3] if voids else ""
    out = PIQUET_PACK_MASK & ~(known.hand | known.gone() | known.discards)   # where he may hold
    guard = _guard_lost(known.hand, chosen, out)
    beaten_by = _above(chosen) & known.held_by_other(other)   # cards he declared

    if known.trick:
        lead = known.trick[0][1]

        def wins(card: int) -> bool:
            return card >> 3 == lead >> 3 and card > lead

        if wins(best) and not wins(chosen):
            gain, cards = "trick", 1 << best
        elif wins(best) and best < chosen:
            gain, cards = "cheaper", 1 << chosen
        elif chosen >> 3 != lead >> 3 and guard:
            gain, cards = "guard", guard
        else:
            return _later(known, chosen, best, cost, brain, rng, worlds, _cards(shown), void)
    elif beaten_by:
        gain, cards = "unbeaten", beaten_by
    elif not _above(best) & out and _above(chosen) & out:
        gain, cards = "sure", 1 << best
    elif risk - risk_best >= RISKIER:
        gain, cards = "safer", 1 << best
    elif guard:
        gain, cards = "guard", guard
    else:
        return _later(known, chosen, best, cost, brain, rng, worlds, _cards(shown), void,
                      risk, risk_best)
    return Reason(gain, _cards(cards), round(cost, 2), _cards(shown), void, risk, risk_best)


def _later(known, kept: int, best: int, cost: float, brain, rng, worlds: int,
           shown: tuple[Card, ...], void: str, risk: float = 0.0,
           risk_best: float = 0.0) -> Reason:
    """What ``kept`` does after the expert's ``best``: over hands sampled for the other,
    the rest of the deal played out by the book (the expert's play-outs), the trick it
    most often wins and the card of his it most often takes there ("later"), or, when
    it wins in few of them or nothing can be sampled, only that it is kept
    ("afterwards")."""
    plain = Reason("afterwards", _cards(1 << kept), round(cost, 2), shown, void, risk,
                   risk_best)
    if brain is None or rng is None:
        return plain
    me, other = known.seat, 1 - known.seat
    lead = known.trick[0][1] if known.trick else -1
    done = len(known.played) // 2 + 1            # the number of the trick now played
    wins: Counter[int] = Counter()            # by trick
    takes: Counter[int] = Counter()           # by his card
    for _ in range(worlds):
        trace: list[tuple[int, int, bool]] = []
        rollout_after(known.hand, brain.sample_other(known, rng), lead, best,
                      known.tricks[me], known.tricks[other], known.scoring == EVERY_CARD,
                      known.discards, trace)
        for i, (mine, his, won) in enumerate(trace):
            if mine == kept:
                if won:
                    wins[done + i] += 1
                    if his >> 3 == kept >> 3:
                        takes[his] += 1
                break
    share = sum(wins.values()) / worlds
    if share < LATER_SHARE:
        return plain
    trick = wins.most_common(1)[0][0]
    taken, times = takes.most_common(1)[0] if takes else (-1, 0)
    return Reason("later", _cards(1 << kept), round(cost, 2), shown, void, risk, risk_best,
                  trick=trick, share=round(share, 2),
                  takes=Card(taken) if taken >= 0 else None,
                  takes_share=round(times / worlds, 2))


def declaration_reason(chosen, best, cost: float, weighing=None) -> Reason:
    """Declaring in full (``best``, an Action) against the player's ``chosen``: its parts
    over the weighed deals (declaration_weighing.DeclarationWeighing), or, with none
    (no deal fitting what he saw could be drawn), only the cards kept back."""
    if chosen == best:
        return SAME
    kept = _cards(mask_of(best.cards) & ~mask_of(chosen.cards) or mask_of(best.cards))
    under = chosen.undercall
    if weighing is None:
        return Reason("unweighed", kept, undercall=under)
    return Reason("declared" if cost >= 0 else "hidden", kept, round(cost, 2),
                  hand=weighing.hand, bonus_points=weighing.bonus_points,
                  play=weighing.play, bonus=weighing.bonus,
                  bonus_share=weighing.bonus_share, reader=READER, undercall=under)
