"""Two schools of Piquet the club does not follow: sparring partners for the ladder.

- The hider (``ai:hider``) gives up points to tell the other less.  It calls its point in
  full (the point decides too much to sink), but of its sequences and sets it declares
  only the best, sinking the lesser ones; a lone tierce it sinks altogether; and at
  Rubicon it under-calls whenever the under-call is sound (the rules then score the
  whole).  Exchange and play are the book's.
- The card-player (``ai:guards``) plays for the cards: its exchange values tricks and
  guards above the point and sequences (discard.py's ``cards_first``), and it takes fewer
  cards rather than throw an Ace or a King.  Declarations and play are the book's.

Both decide from the observation alone, like every level.
"""
from __future__ import annotations

from ...engine.actions import Declare
from ...engine.cards import PIQUET_PACK_MASK, mask_of
from ...engine.piquet import dialogue
from .discard import ranked_discards
from .exchange_reading import HONOURS
from .seat_masks import SeatMasks

TIERCE = 3


def hider_declaration(known: SeatMasks, legal: list[Declare], full: Declare) -> Declare:
    """The hider's declaration among the legal ones (all of one class), ``full`` being
    the declaration in full (the club's) that it gives up when it pays to."""
    category = legal[0].category
    by = known.point_by
    if category == "point" or not full.cards:
        return full
    sound = sound_undercalls(known, legal)
    if sound:                       # scores the whole, shows the least
        return min(sound, key=lambda a: (len(a.cards), legal.index(a)))
    combos = dialogue.held(category, known.hand, by)
    nothing = next((a for a in legal if not a.cards), None)
    if category == "sequence" and len(combos) == 1 and combos[0].length == TIERCE \
            and nothing is not None and known.elder:
        return nothing              # a lone tierce: three points are not worth the suit
    best_alone = next((a for a in legal if not a.undercall
                       and mask_of(a.cards) == combos[0].mask), None) if combos else None
    return best_alone or full


def sound_undercalls(known: SeatMasks, legal: list[Declare]) -> list[Declare]:
    """The Rubicon under-calls among ``legal`` that are good against every hand the
    other could hold (the rules then score the whole)."""
    unseen = PIQUET_PACK_MASK & ~known.hand & ~known.discards
    # combos_of's None (a mask making no sense) is no combination, as undercall_sound reads it
    return [a for a in legal if a.undercall
            and dialogue.undercall_sound(a.category,
                                         dialogue.combos_of(a.category, mask_of(a.cards)) or [],
                                         unseen)]


def guards_exchange(known: SeatMasks, legal):
    """The card-player's exchange: the largest allowed size whose best discard (tricks
    and guards first) throws no Ace or King, else the largest."""
    by_mask = {mask_of(a.cards): a for a in legal}
    sizes = sorted({len(a.cards) for a in legal}, reverse=True)
    unseen = known.unseen().bit_count() or 20
    fallback = None
    for size in sizes:
        ranked = [m for _, m in ranked_discards(known.hand, size, unseen, defending=True,
                                                limit=8, cards_first=True) if m in by_mask]
        if not ranked:
            continue
        if fallback is None:
            fallback = ranked[0]
        if not ranked[0] & HONOURS:
            return by_mask[ranked[0]]
    return by_mask[fallback] if fallback is not None else legal[0]
