"""What a deal was worth, for the end-of-deal summary (no Qt here).

Read from the deal's own log: the scoring events grouped by class in the order they were
reckoned, who scored what and why, the deal's total, and the sheet of every deal of the
game so far.  In Piquet every card is played, so the cards each player played are his
hand as it was after the exchange, and both are shown.
"""
from __future__ import annotations

import html
from collections import Counter
from dataclasses import dataclass

from ..engine.cards import card_symbol
from ..engine.core import DealLog, State
from ..engine.sentences import sentence
from .game_view import suit_sorted

# in the order the book reckons them (Piquet's scoring order first), then the rest
CLASS_TITLES = {
    "carte_blanche": "Carte blanche", "point": "Point", "sequence": "Sequences",
    "set": "Quatorzes and trios", "repic": "Repic", "play": "Play", "pic": "Pic",
    "cards": "The cards", "capot": "Capot", "marriage": "Marriages",
    "bezique": "Béziques", "binocle": "Binocles", "four": "Fours", "eight": "Eights",
    "dix": "Dix", "last_trick": "Last trick", "counting": "Cards won",
    "brisques": "Brisques", "rubicon": "Rubicon", "game": "Game",
}


@dataclass(frozen=True)
class Scored:
    """One seat's score in one class, and why ("Point of five", "Card led ×4")."""
    seat: int
    points: int
    why: str


@dataclass(frozen=True)
class ClassResult:
    category: str
    title: str
    scored: tuple[Scored, ...]


@dataclass(frozen=True)
class DealSummary:
    number: int                                   # 1 for the first deal
    seats: tuple[str, ...]
    heading: str                                  # the deal's end as said ("Deal 1: ...")
    hands: tuple[tuple[int, ...], ...] | None     # Piquet: each hand after the exchange
    classes: tuple[ClassResult, ...]
    deal_points: tuple[int, ...]
    sheet: tuple[tuple[int, ...], ...]            # every deal's points, up to this one
    totals: tuple[int, ...]


def deal_points(log: DealLog, seats: int) -> tuple[int, ...]:
    points = [0] * seats
    for e in log.scoring_events():
        if e.seat is not None:
            points[e.seat] += e.points
    return tuple(points)


def _why(texts: list[str]) -> str:
    counted = Counter(texts)
    return ", ".join(t if n == 1 else f"{t} ×{n}" for t, n in counted.items())


def summarise(state: State, index: int, words=None) -> DealSummary:
    """The summary of deal ``index`` (0-based) of ``state``'s game; ``words(event, seats)``
    says why a score was made (the game's own words; by default the engine's sentence)."""
    words = words or (lambda e, seats: sentence(e, seats, card_symbol))
    log = state.deals[index]
    n = len(state.seats)
    order: list[str] = []
    by_class: dict[str, dict[int, list]] = {}
    for e in log.scoring_events():
        if e.seat is None or not e.points:
            continue
        if e.category not in by_class:
            order.append(e.category)
            by_class[e.category] = {}
        scored = by_class[e.category].setdefault(e.seat, [0, []])     # points, whys
        scored[0] += e.points
        scored[1].append(words(e, state.seats))
    rank = {c: i for i, c in enumerate(CLASS_TITLES)}
    order.sort(key=lambda c: rank.get(c, len(rank)))    # stable: the rest as they came
    classes = tuple(
        ClassResult(c, CLASS_TITLES.get(c, c.replace("_", " ").capitalize()),
                    tuple(Scored(seat, p, _why(t))
                          for seat, (p, t) in sorted(by_class[c].items())))
        for c in order)
    heading = next((sentence(e, state.seats) for e in log.events if e.kind == "deal_end"),
                   f"Deal {index + 1}")
    hands = None
    if state.game == "piquet" and n == 2:
        played: list[list[int]] = [[], []]
        for e in log.events:
            if e.kind == "play" and e.cards and e.seat is not None:
                played[e.seat].append(e.cards[0])
        hands = tuple(tuple(suit_sorted(h)) for h in played)
    sheet = tuple(deal_points(state.deals[i], n) for i in range(index + 1))
    totals = tuple(sum(row[s] for row in sheet) for s in range(n))
    return DealSummary(index + 1, tuple(state.seats), heading, hands, classes,
                       sheet[-1], sheet, totals)


# ----- as a page ----------------------------------------------------------------------------
def _cards_html(cards) -> str:
    out, suit = [], None
    for c in cards:
        text = card_symbol(c)
        colour = "#b00020" if (c >> 3) in (1, 2) else "#111"
        gap = " &nbsp;" if suit is not None and c >> 3 != suit else ""
        suit = c >> 3
        out.append(f"{gap}<span style='color:{colour}'>{html.escape(text)}</span>")
    return " ".join(out)


def summary_html(s: DealSummary, bottom: int) -> str:
    """The summary as a page, the player at the foot of the table first."""
    seats = [bottom] + [i for i in range(len(s.seats)) if i != bottom]
    names = [html.escape(s.seats[i]) for i in seats]
    parts = [f"<h3>{html.escape(s.heading)}</h3>"]
    if s.hands is not None:
        parts.append("<p><b>The hands after the exchange</b></p><table cellspacing='4'>")
        for i, name in zip(seats, names):
            parts.append(f"<tr><td>{name}</td><td>{_cards_html(s.hands[i])}</td></tr>")
        parts.append("</table>")
    head = "".join(f"<th align='right'>{n}</th>" for n in names)
    parts.append(f"<table width='100%' cellspacing='3'><tr><th align='left'>Scored</th>"
                 f"{head}</tr>")
    for c in s.classes:
        got = {sc.seat: sc for sc in c.scored}
        cells = "".join(
            f"<td align='right'><b>{got[i].points}</b> <span style='color:#555'>"
            f"{html.escape(got[i].why)}</span></td>" if i in got else "<td></td>"
            for i in seats)
        parts.append(f"<tr><td>{html.escape(c.title)}</td>{cells}</tr>")
    deal = "".join(f"<td align='right'><b>{s.deal_points[i]}</b></td>" for i in seats)
    parts.append(f"<tr><td><b>This deal</b></td>{deal}</tr></table>")
    parts.append("<p><b>The score sheet</b></p><table cellspacing='3'>"
                 f"<tr><th align='left'>Deal</th>{head}</tr>")
    for k, row in enumerate(s.sheet, 1):
        cells = "".join(f"<td align='right'>{row[i]}</td>" for i in seats)
        parts.append(f"<tr><td>{k}</td>{cells}</tr>")
    total = "".join(f"<td align='right'><b>{s.totals[i]}</b></td>" for i in seats)
    parts.append(f"<tr><td><b>Total</b></td>{total}</tr></table>")
    return "".join(parts)
