"""What an analysis in progress reports, as typed data (the window shows it; the
command line waits for the last).

In order: ``ExactOdds`` once (every discard's exact chances, ranked by declaration
value, before any deal is played), then ``PlayoutProgress`` after each batch of deals
(the play-out estimates so far), then ``Finished`` once with the whole analysis.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Estimate:
    """One discard's full-deal estimate so far: mean score a deal and its standard error
    over ``deals`` played deals.  ``racing``: still being played (not yet dropped as
    clearly worse than the leader)."""
    discard: tuple[str, ...]
    ev: float
    se: float
    deals: int
    racing: bool


@dataclass(frozen=True)
class ExactOdds:
    """The exact table is done: ``result`` is the analysis without play-outs (every
    option on the declarations basis), ``seconds`` the time it took."""
    result: dict
    seconds: float


@dataclass(frozen=True)
class PlayoutProgress:
    """The play-outs so far: ``estimates`` best first; ``target_se`` the standard error
    at which the best counts as settled."""
    estimates: tuple[Estimate, ...]
    seconds: float
    target_se: float

    @property
    def best(self) -> Estimate:
        return self.estimates[0]


@dataclass(frozen=True)
class Finished:
    """The whole analysis (the JSON-ready dict ``analyse`` returns)."""
    result: dict


Step = ExactOdds | PlayoutProgress | Finished
