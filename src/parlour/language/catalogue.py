"""The message catalogue: the language in force and the lookup of a message in it."""
from __future__ import annotations

import contextlib
import importlib
from collections.abc import Mapping
from contextvars import ContextVar
from typing import Iterator

ENGLISH = "en"
# the languages Parlour speaks, by code, each named in itself (the Settings dialog)
LANGUAGES = {"en": "English", "fr": "Français"}
YOU = "You"      # the window's name for the person at the table: spoken to, not of

_current = ENGLISH
# a thread (or a record being written) may ask for English whatever the window speaks
_forced: ContextVar[str | None] = ContextVar("parlour_language_forced", default=None)
_loaded: dict[str, object] = {}


def supported(code: str | None) -> str:
    """The language Parlour speaks for a system's language or locale name ("fr_CA",
    "fr-BE", "de"): its own code, English for a language it does not have."""
    base = (code or "").replace("-", "_").split("_")[0].lower()
    return base if base in LANGUAGES else ENGLISH


def set_language(code: str) -> str:
    """Speak ``code`` from now on, in every thread; returns the language set (English
    for one Parlour does not have)."""
    global _current
    _current = supported(code)
    return _current


def language() -> str:
    forced = _forced.get()
    return forced if forced is not None else _current


@contextlib.contextmanager
def english() -> Iterator[None]:
    """English within the block, in this thread alone: what is kept (records'
    ``text``, an observation's words) never depends on the window's language."""
    token = _forced.set(ENGLISH)
    try:
        yield
    finally:
        _forced.reset(token)


def _module(code: str):
    mod = _loaded.get(code)
    if mod is None:
        mod = _loaded[code] = importlib.import_module(f"{__package__}.{code}")
    return mod


def messages(code: str) -> dict:
    """A language's catalogue: English source -> its text (a (one, many) pair for a
    message said of a number)."""
    return _module(code).MESSAGES


def message(source: str) -> str:
    """Marks ``source`` as a message kept for later (a table of names): said with
    ``say(source)`` where it is used, and found there by the catalogue's test."""
    return source


def say(message: str, /, **fields) -> str:
    """``message`` (its English source) in the language in force, its ``{fields}``
    filled.  A message the catalogue lacks is said in English (a test finds them)."""
    code = _forced.get() or _current          # language(), inline: said very often
    if code == ENGLISH:
        return message.format(**fields) if fields else message
    text = _module(code).MESSAGES.get(message, message)
    if isinstance(text, tuple):          # a message said of a number, said without one
        text = text[1]
    return text.format(**fields) if fields else text


def say_n(one: str, many: str, n: int, /, **fields) -> str:
    """A message said of a number ``n`` (the field ``{n}``): ``one`` or ``many`` by the
    language's rule (English: one for 1; French: one for 0 and 1).  The catalogue keys
    it by ``one`` and gives the pair."""
    mod = _module(language())
    pair = mod.MESSAGES.get(one)
    if not isinstance(pair, tuple):
        pair = (one, many)
    return (pair[0] if mod.is_one(n) else pair[1]).format(n=n, **fields)


def spoken(who: str, of: str, to: str, /, **fields) -> str:
    """A sentence whose subject is ``who``: ``of`` said of someone ("{who} wins the
    trick"), ``to`` when ``who`` is the player at the table ("You win the trick"), named
    "You" or as his language says it ("Vous": the window's names are said)."""
    if who == YOU or who == say(YOU):
        return say(to, **fields)
    return say(of, who=who, **fields)


def inside(text: str) -> str:
    """A clause said inside a sentence: French writes "vous" there ("…, vous donnez"),
    where English keeps "You" as the player's name."""
    you = say(YOU)
    if you != YOU and text.startswith(you):
        return you[:1].lower() + text[1:]
    return text


def decimal(x: float, places: int = 1, sign: bool = False) -> str:
    """A figure as the language writes it: ``22.6`` in English, ``22,6`` in French
    (``sign``: always signed, ``+1.5``)."""
    text = f"{x:+.{places}f}" if sign else f"{x:.{places}f}"
    return text.replace(".", _module(language()).DECIMAL_POINT)


def percent(share: float, places: int = 0) -> str:
    """A share (0.81) as a percentage the language writes: ``81%``, ``81 %`` (French: a
    no-break space, so the sign never starts a line)."""
    return _module(language()).PERCENT.format(decimal(100 * share, places))


def rank_letters() -> tuple[str, ...]:
    """The ranks as a card's corner shows them, Seven to Ace."""
    return _module(language()).RANK_LETTERS


def number_words(n: int) -> str:
    """A number as it is said aloud, capitalised: ``Forty-one``, ``Quarante et un``."""
    return _module(language()).number_words(n)


class Said(Mapping):
    """A table of messages read as words: ``table[key]`` (and ``get``) says the message
    in the language in force, so its readers need not know it is translated."""

    def __init__(self, messages: dict):
        self._messages = dict(messages)

    def __getitem__(self, key) -> str:
        return say(self._messages[key])

    def __iter__(self):
        return iter(self._messages)

    def __len__(self) -> int:
        return len(self._messages)
