"""Why a Piquet discard is suggested, in a sentence, from the trainer's exact odds for
that discard (the same tables the discard practice uses): which suit it keeps for the
point, and how often the draw brings a good point, a sequence or a quatorze.  The
dealer's exchange at Piquet Normand too (two from a talon of two, ten cards held), with
the draws counted, so the player can count them as well."""
from __future__ import annotations

from ..engine.cards import RANK_PLURALS, card_symbol
from ..engine.sentences import rank_plural, suit_word
from ..language import percent, say
from ..engine.actions import Exchange
from ..engine.piquet.ecrire import EcrireObservation
from ..engine.piquet.multi_observation import MultiHandObservation
from ..engine.piquet.observation import PiquetObservation
from .chances import chances
from ..odds.exact import NORMAND_DEALER, exact_table

def _pct(p: float) -> str:
    if p >= 0.995:
        return say("for certain")
    return say("under 1%") if 0 < p < 0.005 else percent(p)


def exchange_reason(hand, discard, seat: str, left_by_elder: int = 0,
                    must_draw: bool = False, english: bool = False,
                    counted: bool = False) -> str:
    """A sentence on the discard ``discard`` from the cards ``hand`` (twelve; the
    Normand dealer's ten); ``counted``: it says over how many draws, from how many
    cards, the chances were counted."""
    hand, discard = tuple(sorted(hand)), tuple(sorted(discard))
    if not discard:
        if len(hand) == 10:
            return say("Keep all ten: every card is worth more than a draw.")
        return say("Keep all twelve: every card is worth more than a draw.")
    table = exact_table(hand, seat, left_by_elder=left_by_elder, must_draw=must_draw,
                        english=english)
    row = table.discards.index(discard)
    odds = chances(table, row)
    kept = [c for c in hand if c not in discard]
    suit = max(range(4), key=lambda s: (sum(1 for c in kept if c >> 3 == s), -s))
    long_point = sum(p for n, p in odds["point_cards"].items() if int(n) >= 5)
    parts = [say("keeps the {suit} for the point (a point of five or more {chance})",
                 suit=suit_word(suit), chance=_pct(long_point))]
    sequence = 1 - odds["sequence"].get("none", 0.0)
    if sequence > 0:
        parts.append(say("a sequence {chance}", chance=_pct(sequence)))
    quatorze = sum(odds["quatorze"].values())
    if quatorze > 0:
        best = max(odds["quatorze"], key=odds["quatorze"].get)     # a rank's key, English
        parts.append(say("a quatorze {chance} (of {ranks} {of_these})", chance=_pct(quatorze),
                         ranks=rank_plural(RANK_PLURALS.index(best)),
                         of_these=_pct(odds['quatorze'][best])))
    thrown = " ".join(card_symbol(c) for c in discard)
    said = say("Throw {cards}: it {why}.", cards=thrown, why=say("; ").join(parts))
    if counted:
        said += say(" Counted over all {draws} draws of {n} from the {unseen} cards you have "
                    "not seen.", draws=odds['draws'], n=len(discard), unseen=len(table.unseen))
    return said


def exchange_reason_from(observation: PiquetObservation, action) -> str:
    """The reason for a Piquet exchange action, from the exchanging seat's observation."""
    seat = "elder" if observation.elder == observation.seat else "younger"
    left = 0
    if seat == "younger" and observation.elder is not None:
        taken = observation.exchanged[observation.elder] or 0
        left = 5 - taken
    options = observation.options
    return exchange_reason(list(observation.hand), action.cards, seat,
                           left, bool(options.get("dealer_must_draw")),
                           bool(options.get("english_point")))


def reason_for(observation, action) -> str:
    """Why the hint chose ``action``, or "" when there is nothing to say beyond it
    (in à écrire, of the deal at the table, in its own seats)."""
    if isinstance(observation, EcrireObservation) and observation.table is not None \
            and action.seat in observation.players:
        return reason_for(observation.table,
                          action.reseated(observation.players.index(action.seat)))
    if isinstance(observation, PiquetObservation) and type(action) is Exchange \
            and observation.elder is not None:
        return exchange_reason_from(observation, action)
    if isinstance(observation, MultiHandObservation) and type(action) is Exchange \
            and action.seat == observation.dealer:
        # Normand: the dealer alone exchanges; the talon's cards are, from his seat,
        # any of the cards he has not seen
        return exchange_reason(list(observation.hand), action.cards, NORMAND_DEALER,
                               english=bool(observation.options.get("english_point")),
                               counted=True)
    return ""
