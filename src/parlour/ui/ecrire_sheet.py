"""The score sheet of Piquet à écrire, read from the sitting as it stands (no Qt).

The book: "the losses of each individual are charged to him on a score sheet ruled off
for the purpose ... at the end of which the scores are balanced and settled for."  The
sheet has a column per player and a line per deal: the loser of the deal is charged the
difference of the two scores and the winner credited with it.  At the end the sheet is
balanced (each player's net, the engine's ``Result.totals``) and settled: the losers
pay the winners, largest first, in at most one payment fewer than the players (the
sitting sheet's reckoning, ``parlour.sitting``).

Everything here is derived from the State's public record (the deals' dealers and
scoring events), so a resumed or undone sitting shows the same sheet.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ..engine.piquet.ecrire import turns_pair


@dataclass
class SheetLine:
    """One deal on the sheet."""

    number: int                     # 1-based
    pair: tuple[int, int]           # the two players, lower seat first
    dealer: int
    points: dict[int, int]          # the deal's points by player (so far)
    finished: bool
    loser: int | None = None        # None: equal, or still being played
    margin: int = 0
    net: list[int] = field(default_factory=list)   # running totals after this deal

    def entry(self, seat: int) -> int | None:
        """What this deal writes in ``seat``'s column: minus the charge, plus the
        credit, 0 for an equal deal, None when he did not play or it is unfinished."""
        if not self.finished or seat not in self.pair:
            return None
        if self.loser is None:
            return 0
        return -self.margin if seat == self.loser else self.margin


@dataclass
class EcrireSheet:
    names: list[str]
    lines: list[SheetLine]
    net: list[int]                  # balanced totals of the finished deals
    charged: list[int]              # what each has been charged in all (the losses)
    deal_count: int                 # deals in the sitting
    rotation: str
    tours: int
    over: bool

    @property
    def finished_deals(self) -> int:
        return sum(1 for line in self.lines if line.finished)

    def settlement(self) -> list[tuple[int, int, int]]:
        """(payer, payee, amount) settling the balance."""
        from ..sitting import Entry, Sheet as Book, unique_names
        names = unique_names(self.names)
        book = Book("piquet", "ecrire", names, "points")
        book.add(Entry(0, names, None, dict(zip(names, self.net))))
        seat = {name: s for s, name in enumerate(names)}
        return [(seat[p.payer], seat[p.payee], p.amount) for p in book.settlement()]


def deal_pair(state, index: int) -> tuple[int, int]:
    """The two players of deal ``index``: the current pair for the deal being played,
    else the seats that acted in it (both play every finished deal)."""
    if index == len(state.deals) - 1 and not state.is_over():
        return tuple(state.pair)
    log = state.deals[index]
    seats = {a.seat for a in log.actions} | {log.setup.dealer}
    if len(seats) != 2:
        seats |= {e.seat for e in log.events if e.seat is not None}
    return tuple(sorted(seats))[:2]


def read_sheet(state) -> EcrireSheet:
    """The sheet of an EcrireState (``game`` piquet, ``variant`` ecrire)."""
    n = len(state.seats)
    net, charged = [0] * n, [0] * n
    lines = []
    for i, log in enumerate(state.deals):
        pair = deal_pair(state, i)
        finished = i < len(state.deals) - 1 or state.is_over()
        pts = state.deal_summary(i)["points"]
        line = SheetLine(i + 1, pair, log.setup.dealer, {s: pts[s] for s in pair}, finished)
        if finished:
            a, b = pair
            if pts[a] != pts[b]:
                line.loser = a if pts[a] < pts[b] else b
                winner = b if line.loser == a else a
                line.margin = abs(pts[a] - pts[b])
                net[line.loser] -= line.margin
                net[winner] += line.margin
                charged[line.loser] += line.margin
        line.net = list(net)
        lines.append(line)
    return EcrireSheet(list(state.seats), lines, net, charged, state.deal_count,
                 state.options["rotation"], state.options["tours"], state.is_over())


def coming_pair(state) -> tuple[tuple[int, int], int] | None:
    """Who plays the next deal and who deals it, when the rotation already knows
    (in turns it does; when the winner stays it waits for this deal's winner)."""
    if state.is_over() or len(state.deals) >= state.deal_count \
            or state.options["rotation"] != "turns":
        return None
    return turns_pair(len(state.seats), len(state.deals))


def sitting_out(state) -> list[int]:
    return [s for s in range(len(state.seats)) if s not in state.pair]
