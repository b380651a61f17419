"""The table in words for assistive technology (a screen reader): the card under the
keyboard cursor, the trick, a meld board, the score.  No Qt imported here: the window
hands these words to Qt's accessibility interface (shell/accessible_table.py), and they
are translated through binding/marks.py.  Cards are named in full ("King of hearts"), as
the engine names them, never by their signs."""
from __future__ import annotations

from ...engine.cards import card_long_name
from ..binding.marks import QT_TRANSLATE_NOOP, translate
from ..binding.placeholders import fill

# where a card the keyboard reaches lies, from the player's chair
ZONE_WORDS = {"hand_bottom": QT_TRANSLATE_NOOP("Spoken", "in your hand"),
              "board_bottom": QT_TRANSLATE_NOOP("Spoken", "on your meld board")}


def card_words(card: int, zone: str, place: int, count: int, playable: bool,
               selected: bool) -> str:
    """"King of hearts, in your hand, card 3 of 12, may be played"."""
    where = translate("Spoken", ZONE_WORDS.get(zone, QT_TRANSLATE_NOOP("Spoken", "on the table")))
    state = translate("Spoken", ", chosen") if selected else ""
    use = translate("Spoken", ", may be played") if playable else ""
    return fill(translate("Spoken", "%1, %2, card %3 of %4"), card_long_name(card), where,
                place, count) + state + use


def trick_words(pairs: list[tuple[str, int]]) -> str:
    """The trick on the table: who played what, in the order played."""
    if not pairs:
        return translate("Spoken", "No trick on the table.")
    played = [fill(translate("Spoken", "%1 led the %2") if i == 0 else
                   translate("Spoken", "%1 played the %2"),
                   who or translate("Spoken", "someone"), card_long_name(c))
              for i, (who, c) in enumerate(pairs)]
    return fill(translate("Spoken", "The trick: %1."), ", ".join(played))


def board_words(owner: str | None, cards: list[int], melds: list[str]) -> str:
    """One meld board (``owner`` None: the player's own): its cards, and the
    combinations declared with them."""
    if not cards:
        return translate("Spoken", "Your meld board is empty.") if owner is None else \
            fill(translate("Spoken", "%1's meld board is empty."), owner)
    laid = ", ".join(card_long_name(c) for c in cards)
    said = fill(translate("Spoken", " Declared: %1."), ", ".join(melds)) if melds else ""
    return (fill(translate("Spoken", "Your meld board: %1."), laid) if owner is None else
            fill(translate("Spoken", "%1's meld board: %2."), owner, laid)) + said
