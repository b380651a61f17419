"""Why the expert's choice is better: a typed reason for each reviewed decision.

A reason says what the expert's choice gains (``gain``, one of GAINS), the cards that
gain is about, the part of the cost it makes, and what the other had shown that bears
on it (his declared cards still in his hand, a suit he has shown out of).  Everything
comes from the reviewing seat's view (PiquetView) and its own sampled deals: never
more than the player could see.  The words are made in review_words.py.

- An exchange: the same sampled deals are reckoned part by part for the player's
  discard and the expert's (the point, the sequences, the sets, pic and repic, and the
  play of the cards): the part where the expert's discard gains most is the reason;
  within the play, a King or a Queen kept guarded is named as such.
- A card: the trick itself (the expert's card wins it, or wins it more cheaply), a sure
  trick led, a card of his beaten by one the other declared, a lead less often beaten
  over the hands the other may hold, a guard kept when discarding, or else the tricks
  to come.
"""
from __future__ import annotations

from dataclasses import dataclass

from ...engine.cards import SUIT_MASK, SUITS, cards_of, names
from ...engine.piquet.dialogue import held
from .deal_model import CLASSES, deal_parts
from .exchange import deal_sampler
from .view import FULL

REASON_WORLDS = 64       # sampled deals (hands) behind an exchange's parts (a lead's risk)
RISKIER = 0.25           # a lead this much likelier to meet a higher card is named so
PARTS = CLASSES + ("bonus", "play")

# What an expert's choice may gain.  An exchange: a part of the deal (PARTS) or a guard
# kept.  A card: the trick, the same trick more cheaply, a sure trick, not being beaten
# by a card the other declared, less often beaten, a guard kept, the tricks to come.  A sinking is listed
# with nothing reckoned; "same" when the choice was as good as the expert's.
GAINS = PARTS + ("guard", "trick", "cheaper", "sure", "unbeaten", "safer", "later",
                 "sinking", "same")
QUEEN, KING = 5, 6


@dataclass(frozen=True)
class Reason:
    gain: str                        # one of GAINS
    cards: tuple[str, ...] = ()      # the cards the gain is about
    points: float = 0.0              # the part of the deal's points it makes (exchange)
    shown: tuple[str, ...] = ()      # the other's declared cards, unplayed, bearing on it
    void: str = ""                   # a suit (S, H, D, C) the other has shown out of
    # a card led: in what share of the hands the other may hold (sampled as the review's
    # search samples them) he has a higher card of its suit, for yours and the expert's
    risk: float = 0.0
    risk_best: float = 0.0


SAME = Reason("same")


def _names(mask: int) -> tuple[str, ...]:
    return tuple(names(cards_of(mask)))


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


def exchange_reason(view, chosen: int, best: int, cost: float, rng,
                    worlds: int = REASON_WORLDS) -> Reason:
    """What the expert's discard ``best`` gains over ``chosen`` (masks), from deals
    sampled as the exchange's own search samples them."""
    if chosen == best or cost <= 0:
        return SAME
    sample = deal_sampler(view, rng)
    gains = dict.fromkeys(PARTS, 0.0)
    args = (view.elder, view.scoring, view.point_by, view.english)
    if sample is not None:
        for _ in range(worlds):
            hands = sample()
            ahead, behind = deal_parts(*hands(best), *args), deal_parts(*hands(chosen), *args)
            for part in PARTS:
                gains[part] += (ahead[part] - behind[part]) / worlds
    part = max(PARTS, key=lambda p: (gains[p], p == "play"))
    points = round(gains[part], 2)
    kept, yours = view.hand & ~best, view.hand & ~chosen
    threats = FULL & ~view.hand        # my discards are out of play
    guards = _unguarded(yours, threats) & ~_unguarded(kept, threats) & kept
    if part in CLASSES:
        combos = held(part, kept, view.point_by)
        cards = combos[0].mask if combos else chosen & ~best
    elif part == "play" and guards:
        part, cards = "guard", guards
    else:
        cards = chosen & ~best       # what the expert keeps that you threw
    return Reason(part, _names(cards), points)


def _above(card: int) -> int:
    """The cards of its suit that beat ``card``."""
    return SUIT_MASK[card >> 3] & ~((2 << card) - 1)


def _risks(view, cards: tuple[int, int], brain, rng, worlds: int) -> tuple[float, ...]:
    """For each card led, the share of sampled hands of the other's holding a higher
    card of its suit."""
    above = [_above(c) for c in cards]
    hits = [0] * len(cards)
    for _ in range(worlds):
        his = brain.sample_other(view, rng)
        for i, m in enumerate(above):
            hits[i] += bool(his & m)
    return tuple(round(h / worlds, 2) for h in hits)


def play_reason(view, chosen: int, best: int, cost: float, brain=None, rng=None,
                worlds: int = REASON_WORLDS) -> Reason:
    """What the expert's card ``best`` gains over ``chosen``, from the table and what
    the other has shown; with ``brain`` (its sample_other) and ``rng``, a card led is
    also weighed by how often it would meet a higher one."""
    if chosen == best or cost <= 0:
        return SAME
    risk = risk_best = 0.0
    if not view.trick and brain is not None:
        risk, risk_best = _risks(view, (chosen, best), brain, rng, worlds)
    other = 1 - view.seat
    suits = SUIT_MASK[chosen >> 3] | SUIT_MASK[best >> 3]
    shown = view.held_by_other(other) & suits
    voids = view.voids(other) & suits
    void = SUITS[cards_of(voids)[0] >> 3] if voids else ""
    out = FULL & ~(view.hand | view.gone() | view.discards)   # where he may hold

    if view.trick:
        lead = view.trick[0][1]

        def wins(card: int) -> bool:
            return card >> 3 == lead >> 3 and card > lead

        if wins(best) and not wins(chosen):
            gain, cards = "trick", 1 << best
        elif wins(best) and best < chosen:
            gain, cards = "cheaper", 1 << chosen
        elif chosen >> 3 != lead >> 3 and _guard_lost(view.hand, chosen, out):
            gain, cards = "guard", _guard_lost(view.hand, chosen, out)
        else:
            gain, cards = "later", 1 << chosen
    elif _above(chosen) & view.held_by_other(other):
        gain, cards = "unbeaten", _above(chosen) & view.held_by_other(other)
    elif not _above(best) & out and _above(chosen) & out:
        gain, cards = "sure", 1 << best
    elif risk - risk_best >= RISKIER:
        gain, cards = "safer", 1 << best
    elif _guard_lost(view.hand, chosen, out):
        gain, cards = "guard", _guard_lost(view.hand, chosen, out)
    else:
        gain, cards = "later", 1 << chosen
    return Reason(gain, _names(cards), round(cost, 2), _names(shown), void, risk, risk_best)


def sinking_reason(full: int, said: int) -> Reason:
    """A declaration of less than was held: the cards kept back (nothing reckoned)."""
    return Reason("sinking", _names(full & ~said))
