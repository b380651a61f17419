"""The table in words for assistive technology (a screen reader): the card under the
keyboard cursor, the trick, a meld board, the score.  No Qt here: the window hands
these words to Qt's accessibility interface (shell/accessible_table.py).  Cards are
named in full ("King of hearts"), as the engine names them, never by their signs."""
from __future__ import annotations

from ...engine.cards import card_long_name

# where a card the keyboard reaches lies, from the player's chair
ZONE_WORDS = {"hand_bottom": "in your hand", "board_bottom": "on your meld board"}


def card_words(card: int, zone: str, place: int, count: int, playable: bool,
               selected: bool) -> str:
    """"King of hearts, in your hand, card 3 of 12, may be played"."""
    where = ZONE_WORDS.get(zone, "on the table")
    state = ", chosen" if selected else ""
    use = ", may be played" if playable else ""
    return f"{card_long_name(card)}, {where}, card {place} of {count}{state}{use}"


def trick_words(pairs: list[tuple[str, int]]) -> str:
    """The trick on the table: who played what, in the order played."""
    if not pairs:
        return "No trick on the table."
    played = [f"{who or 'someone'} {'led' if i == 0 else 'played'} the {card_long_name(c)}"
              for i, (who, c) in enumerate(pairs)]
    return "The trick: " + ", ".join(played) + "."


def board_words(owner: str, cards: list[int], melds: list[str]) -> str:
    """One meld board: its cards, and the combinations declared with them."""
    if not cards:
        return f"{owner} meld board is empty."
    laid = ", ".join(card_long_name(c) for c in cards)
    said = f" Declared: {', '.join(melds)}." if melds else ""
    return f"{owner} meld board: {laid}.{said}"
