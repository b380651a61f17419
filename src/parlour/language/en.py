"""English: the messages are their own source; what is not a message is here."""
from __future__ import annotations

MESSAGES: dict[str, str | tuple[str, str]] = {}
DECIMAL_POINT = "."
PERCENT = "{}%"
RANK_LETTERS = ("7", "8", "9", "10", "J", "Q", "K", "A")

_ONES = ("Nought", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine",
         "Ten", "Eleven", "Twelve", "Thirteen", "Fourteen", "Fifteen", "Sixteen",
         "Seventeen", "Eighteen", "Nineteen")
_TENS = ("", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty",
         "Ninety")


def is_one(n: int) -> bool:
    return n == 1


def number_words(n: int) -> str:
    """``41`` -> ``Forty-one``; counts as the players say them aloud."""
    if n < 0:
        return "Minus " + number_words(-n).lower()
    if n < 20:
        return _ONES[n]
    if n < 100:
        tens, ones = divmod(n, 10)
        return _TENS[tens] + ("-" + _ONES[ones].lower() if ones else "")
    hundreds, rest = divmod(n, 100)
    head = _ONES[hundreds] + " hundred"
    return head + (" and " + number_words(rest).lower() if rest else "")
