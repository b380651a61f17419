"""French: Parlour's messages in the book's own French terms.

Piquet: le point, les séquences (tierce, quatrième, quinte ... huitième; « majeure » à
l'as), le quatorze et le brelan, pic, repic, capot, carte blanche, l'écart, le talon,
le premier (elder) et le second (younger, the dealer), « Bon », « Pas bon », « Égal »,
les levées, la dernière, les cartes.  Bésigue: le bésigue, le double bésigue, le
mariage et le mariage d'atout, la séquence d'atout, les quatre as, dix de der, les
brisques, le sept d'atout, la retourne.  Binocle: binocle, double binocle, grand
binocle.  The terms come from the French rule books (pagat.com and the French
descriptions of Piquet and Bésigue); the sentences are Parlour's own.

``MESSAGES`` maps each English source to its French; a message said of a number is a
pair (one, many), French's "one" taking 0 and 1.  The messages are kept by the room
they serve, one module each (the cards' names, the engines' events and refusals, the
records and the store, the tables, the advice, the trainer, the windows), and gathered
here into the one catalogue; what is not a message (the numbers, the ranks' letters)
is here, as in ``en.py``.

French typography: a no-break space (U+00A0) before : ; ? ! % and inside « », so a
sign never starts a line.
"""
from __future__ import annotations

from . import advice, cards, events, melding, piquet, records, refusals, trainer, window

DECIMAL_POINT = ","
PERCENT = "{}\u00a0%"      # French sets the sign apart, never at a line's start
RANK_LETTERS = ("7", "8", "9", "10", "V", "D", "R", "A")

_ONES = ("Zéro", "Un", "Deux", "Trois", "Quatre", "Cinq", "Six", "Sept", "Huit", "Neuf",
         "Dix", "Onze", "Douze", "Treize", "Quatorze", "Quinze", "Seize", "Dix-sept",
         "Dix-huit", "Dix-neuf")
_TENS = ("", "", "Vingt", "Trente", "Quarante", "Cinquante", "Soixante", "Soixante",
         "Quatre-vingt", "Quatre-vingt")


def is_one(n: int) -> bool:
    return -2 < n < 2


def number_words(n: int) -> str:
    """``41`` -> ``Quarante et un``, ``80`` -> ``Quatre-vingts``, ``200`` -> ``Deux cents``."""
    if n < 0:
        return "Moins " + number_words(-n).lower()
    if n < 20:
        return _ONES[n]
    if n < 100:
        tens, ones = divmod(n, 10)
        if tens in (7, 9):               # soixante-dix, quatre-vingt-dix: on the teens
            ones += 10
        head = _TENS[tens]
        if ones == 0:
            return head + ("s" if tens == 8 else "")
        if ones in (1, 11) and tens < 8:
            return f"{head} et {_ONES[ones].lower()}"
        return f"{head}-{_ONES[ones].lower()}"
    hundreds, rest = divmod(n, 100)
    head = "Cent" if hundreds == 1 else f"{_ONES[hundreds]} cent"
    if rest == 0:
        return head + ("s" if hundreds > 1 else "")
    return f"{head} {number_words(rest).lower()}"


MESSAGES: dict[str, str | tuple[str, str]] = {
    **cards.MESSAGES, **events.MESSAGES, **refusals.MESSAGES, **records.MESSAGES,
    **piquet.MESSAGES, **melding.MESSAGES, **advice.MESSAGES, **trainer.MESSAGES,
    **window.MESSAGES,
}
