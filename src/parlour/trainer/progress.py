"""What an analysis in progress reports, as typed data (the window shows it; the
command line waits for the last).

In order: ``ExactOdds`` once (every discard's exact chances, ranked by declaration
value, before any deal is played), then ``Finished`` once with the whole analysis (the
expert's appraisal, which reports only when done).
"""
from __future__ import annotations

from dataclasses import dataclass

from ..engine.cards import Card

# every option's discard as cards, in the order of the result's options (which name them,
# for the JSON): the window reads these, never the names back
Discards = tuple[tuple[Card, ...], ...]


@dataclass(frozen=True)
class ExactOdds:
    """The exact table is done: ``result`` is the analysis without play-outs (every
    option on the declarations basis), ``seconds`` the time it took."""
    result: dict
    seconds: float
    discards: Discards


@dataclass(frozen=True)
class Finished:
    """The whole analysis (the JSON-ready dict ``analyse`` returns)."""
    result: dict
    discards: Discards


Step = ExactOdds | Finished
