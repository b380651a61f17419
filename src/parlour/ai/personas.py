"""The computer players as the window introduces them: for each level a player's name
and one line on its style and strength.  Only words: the level ids that records, saves,
settings and the command line give (``ai:expert``, ``random``; INTERFACES.md) stay as
they are, and nothing reads a persona back."""
from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Mapping

from ..language import message, say


@dataclass(frozen=True)
class Persona:
    name: str        # what the table calls the player ("Lady Cavendish: Good."): a name
    graded: str      # its level in a word or two, strongest last in PERSONAS (a message)
    styled: str      # one line: how it plays and how well (a message)

    @property
    def grade(self) -> str:
        return say(self.graded)

    @property
    def style(self) -> str:
        return say(self.styled) if self.styled else ""

    def title(self) -> str:
        """"Lady Cavendish (expert)": a level in a list."""
        return f"{self.name} ({self.grade})"


PERSONAS: Mapping[str, Persona] = MappingProxyType({
    "random": Persona("Kit", message("novice"),
                      message("plays any card the rules allow: someone to practise on")),
    "ai:beginner": Persona("Miss Primrose", message("beginner"),
                           message("knows the rules and takes what scores now; seldom thinks "
                                   "ahead")),
    "ai:club": Persona("Colonel Hardcastle", message("club player"),
                       message("plays by the book: sound, steady, never subtle")),
    "ai:expert": Persona("Lady Cavendish", message("expert"),
                         message("thinks hard; reads your declarations and your discards; "
                                 "the strongest here")),
    "ai:sampler": Persona("Professor Lott", message("calculator"),
                          message("plays by the book, then reckons the last tricks exactly; "
                                  "pays no heed to what you declare")),
    "ai:hider": Persona("Captain Coverley", message("close player"),
                        message("plays by the book but sinks lesser sequences and sets to "
                                "tell you less (Piquet)")),
    "ai:guards": Persona("Mrs Stoutly", message("card player"),
                         message("plays by the book but discards to keep her Aces and Kings "
                                 "and her guards (Piquet)")),
})


def persona(spec: str) -> Persona:
    """The persona of a player by its id; an id not listed is introduced by it."""
    return PERSONAS.get(spec) or Persona(spec.removeprefix("ai:").capitalize(),
                                         message("computer"), "")
