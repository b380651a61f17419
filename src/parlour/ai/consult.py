"""Players who consult together: several members propose, the side plays the majority.

Chouette Bézique lets the adversaries "consult together in playing against" the chouette
player (and, two against two, each player consults with his partner).  Every member sees
the same observation the seated player sees - nothing more - and proposes a move; the
side plays the move most members proposed, and when the vote is tied, the seated
player's own choice among the tied moves (his own proposal when it is one of them).

A human member is one more vote: ``vote`` takes any list of proposals, so the window
adds the human's move to the computer members' and, when the human is the seated
player, plays the human's move outright with the others' shown as advice.
"""
from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Callable, Sequence

from ..engine.actions import Action
from ..engine.observed import Observation
from .brain import Budget
from .levels import LevelPlayer

if TYPE_CHECKING:
    from .players import Player


def vote(proposals: Sequence[Action], seated: int = 0) -> Action:
    """The majority among ``proposals``; a tie goes to ``proposals[seated]`` when it is
    among the most proposed, otherwise to the tied move proposed first."""
    if not proposals:
        raise ValueError("nobody proposed a move")
    counts = Counter(proposals)
    most = max(counts.values())
    tied = [a for a in proposals if counts[a] == most]
    own = proposals[seated]
    return own if counts[own] == most else tied[0]


class ConsultingPlayer:
    """A side of several computer players deciding together; a Player itself.

    ``members[seated]`` is the one at the table.  Each member keeps its own memory and
    random generator, so every member must be asked at every decision of the side
    (``propose`` does that)."""

    def __init__(self, members: Sequence[Player], seated: int = 0, name: str = ""):
        if not members:
            raise ValueError("a consulting side needs at least one member")
        self.members = list(members)
        self.seated = seated
        self.name = name or "consult:" + "+".join(m.name for m in self.members)
        self.last: list[Action] = []       # the proposals behind the latest decision

    def propose(self, observation: Observation, legal: Sequence[Action]) -> list[Action]:
        legal = list(legal)
        self.last = [m.choose(observation, legal) for m in self.members]
        return list(self.last)

    def choose(self, observation: Observation, legal: Sequence[Action]) -> Action:
        return vote(self.propose(observation, legal), self.seated)


def consulting(member: Callable[[int | None], Player], count: int, seed: int | None = None,
               seated: int = 0, name: str = "") -> ConsultingPlayer:
    """``count`` members made by ``member(seed)`` (a level), each with a seed of its own.

    Members that think against the clock (the expert) share one player's thinking time,
    so that the side is not ``count`` times slower at the table."""
    base = 0 if seed is None else seed
    members = [member(base + 104_729 * i) for i in range(count)]
    for m in members:
        if isinstance(m, LevelPlayer):     # the computer levels are the ones with a clock
            m.budget = Budget(m.budget.seconds / count, m.budget.samples, m.budget.clock)
    return ConsultingPlayer(members, seated, name)


# "line:ai:club" and so on (ai/players.py): three members of one level consulting
LINE_SIZE = 3
