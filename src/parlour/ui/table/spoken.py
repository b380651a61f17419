"""The table in words for assistive technology (a screen reader): the card under the
keyboard cursor, the trick, a meld board, the score.  No Qt imported here: the window
hands these words to Qt's accessibility interface (shell/accessible_table.py), and they
are said through the message catalogue (parlour.language).  Cards are named in full
("King of hearts"), as the engine names them, never by their signs."""
from __future__ import annotations

from ...engine.sentences import card_words as card_long_name
from ...language import message, say

# where a card the keyboard reaches lies, from the player's chair
ZONE_WORDS = {"hand_bottom": message("in your hand"),
              "board_bottom": message("on your meld board")}


def card_words(card: int, zone: str, place: int, count: int, playable: bool,
               selected: bool) -> str:
    """"King of hearts, in your hand, card 3 of 12, may be played"."""
    where = say(ZONE_WORDS[zone]) if zone in ZONE_WORDS else say("on the table")
    state = say(", chosen") if selected else ""
    use = say(", may be played") if playable else ""
    return say("{card}, {where}, card {place} of {count}", card=card_long_name(card),
               where=where, place=place, count=count) + state + use


def trick_words(pairs: list[tuple[str, int]]) -> str:
    """The trick on the table: who played what, in the order played."""
    if not pairs:
        return say("No trick on the table.")
    played = [say("{who} led the {card}", who=who or say("someone"), card=card_long_name(c))
              if i == 0 else
              say("{who} played the {card}", who=who or say("someone"), card=card_long_name(c))
              for i, (who, c) in enumerate(pairs)]
    return say("The trick: {played}.", played=", ".join(played))


def board_words(owner: str | None, cards: list[int], melds: list[str]) -> str:
    """One meld board, the player's own (``owner`` None) or another's: its cards, and
    the combinations declared with them."""
    if not cards:
        return say("Your meld board is empty.") if owner is None \
            else say("{owner}'s meld board is empty.", owner=owner)
    laid = ", ".join(card_long_name(c) for c in cards)
    said = say(" Declared: {melds}.", melds=", ".join(melds)) if melds else ""
    return (say("Your meld board: {cards}.", cards=laid) if owner is None
            else say("{owner}'s meld board: {cards}.", owner=owner, cards=laid)) + said
