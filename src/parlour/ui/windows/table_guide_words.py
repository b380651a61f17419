"""What the short guide to the table says, for each family of games: what to drag, where
the answers are, what the score marker shows.  No Qt: the guide's window draws it."""
from __future__ import annotations

from dataclasses import dataclass

from ...engine.games import Family
from ...language import message, say
from ..table.score_markers.model import MarkerKind

MARKER = {
    MarkerKind.CRIBBAGE: message(
        "The board beside the score is the marker: each player's front peg is his score, the "
        "back peg the score before, and the ringed hole is the game."),
    MarkerKind.PULLUP: message(
        "The board beside the score is the marker: the outer row counts tens, the inner row "
        "hundreds, the centre thousands."),
    MarkerKind.COUNTERS: message(
        "The counters beside the score are the marker: each player's counters move from his "
        "left to his right as he scores."),
}
LAST = message("L lays the last trick out again, H gives a hint, Ctrl+Z takes a move back and F1 "
               "opens the rules.")


@dataclass(frozen=True)
class Guide:
    title: str
    points: tuple[str, ...]


def guide_for(family: Family, marker: MarkerKind | None) -> Guide:
    """The guide to the table of ``family``; ``marker`` is the kind of score marker shown,
    or None when there is none."""
    marked = (say(MARKER[marker]) + say(" Hover over it to read what each piece is worth."),) \
        if marker is not None else ()
    last = say(LAST)
    if family is Family.PIQUET:
        return Guide(say("How this table works: Piquet"), (
            say("Your hand lies at the foot of the table. In the exchange click the cards to "
                "throw (they rise), then press the Exchange button; in the play drag a card to "
                "the middle, or click it. The arrow keys and Return do the same."),
            say("The answers (the exchange, each declaration) are the buttons on the right, "
                "under the announcements, where every call and score is written; Undo and "
                "Hint are below them."),
            *marked, last))
    if family is Family.BINOCLE:
        title = say("How this table works: Binocle")
    else:
        title = say("How this table works: the Bézique games")
    return Guide(title, (
        say("Your hand lies at the foot of the table and your board of declared cards just "
            "above it. To play, drag a card from either to the middle, or click it; the arrow "
            "keys and Return do the same."),
        say("After you win a trick you may declare: drag the cards onto your board, or press "
            "one of the buttons on the right, where the dix (the lowest trump) is exchanged or "
            "shown too; or pass. "
            "Every declaration and score is written in the announcements there."),
        say("The plate by the stock counts the cards left and the draws before the last "
            "tricks, when you must follow suit."),
        *marked, last))
