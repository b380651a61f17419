"""What a deal was worth, for the end-of-deal summary (no Qt here).

Read from the deal's own log: the scoring events grouped by class in the order they were
reckoned, who scored what and why, the deal's total, and the sheet of every deal of the
game so far.  In Piquet every card is played, so the cards each player played are his
hand as it was after the exchange, and both are shown.  In the Bézique family and
Binocle each side's melds are listed with their cards and points, and the brisques
(aces and tens) each took in tricks, scored or not.
"""
from __future__ import annotations

import html
from collections import Counter
from dataclasses import dataclass, replace

from ...engine.cards import ACE, JACK, KING, QUEEN, SUIT_SYMBOLS, TEN, card_symbol
from ...engine.core import DealLog, Event, State
from ...engine.events import BrisquesAsked, DealEnded, GameEnded, Played
from ...engine.events import Scored as ScoredEvent   # our Scored: a line of the summary
from ...engine.games import MELDING_FAMILIES, Family, family_of
from ...engine.piquet.multi_hand import MultiHandState
from ...engine.sentences import combination_name, player, sentence
from ...language import Said, message, rank_letters, say
from ..table.presenter import SittingDeal, suit_sorted
from .trick_log import tricks_in

# in the order the book reckons them (Piquet's scoring order first), then the rest
CATEGORY_HEADINGS = Said({
    "carte_blanche": message("Carte blanche"), "point": message("Point"),
    "sequence": message("Sequences"), "set": message("Quatorzes and trios"),
    "repic": message("Repic"), "play": message("Play"), "pic": message("Pic"),
    "cards": message("The cards"), "capot": message("Capot"), "marriage": message("Marriages"),
    "bezique": message("Béziques"), "binocle": message("Binocles"), "four": message("Fours"),
    "eight": message("Eights"), "dix": message("Dix"), "last_trick": message("Last trick"),
    "counting": message("Cards won"), "brisques": message("Brisques"),
    "rubicon": message("Rubicon"), "game": message("Game"),
})


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
class Meld:
    """A combination declared and scored: "Four Jacks", its cards, its points."""
    title: str
    cards: tuple[int, ...]
    points: int


@dataclass(frozen=True)
class DealSummary:
    number: int                                   # 1 for the first deal
    seats: tuple[str, ...]
    heading: str                                  # the deal's end as said ("Deal 1: ...")
    hands: tuple[tuple[int, ...], ...] | None     # Piquet: each hand after the exchange
    classes: tuple[ClassResult, ...]
    deal_points: tuple[int, ...]
    # every deal's points up to this one; a sitting's entries (None: not at the table)
    sheet: tuple[tuple[int | None, ...], ...]
    totals: tuple[int, ...]                       # a sitting's: its balance
    melds: tuple[tuple[Meld, ...], ...] | None = None   # the melding games: each seat's
    brisques: tuple[int, ...] | None = None       # aces and tens each seat took in tricks
    # how they counted: "scored" (ten each, as a class), "cards" (in Binocle's cards
    # won), "counted" or "not_counted" (Rubicon and Chinese: only at the trailer's demand)
    brisques_count: str = ""
    outcome: str = ""                             # the game's end, when this deal ended it
    # the totals as the game's end reckoned them, when not the sheet's (Rubicon's and
    # Chinese's brisques counted at the trailer's demand can change the winner)
    reckoned: tuple[int, ...] = ()
    # partners who count together (Voleur): each side's seats and its game score after
    # this deal, as the engine reckoned it
    sides: tuple[tuple[tuple[int, ...], int], ...] = ()
    exchanged: bool = True                        # the hands were exchanged (not Voleur)
    players: tuple[int, ...] = ()                 # who played the deal (a sitting's two)
    sitting: bool = False                         # the sheet is a sitting's (à écrire)


def deal_points(log: DealLog, seats: int) -> tuple[int, ...]:
    points = [0] * seats
    for e in log.scoring_events():
        if e.seat is not None:
            points[e.seat] += e.points
    return tuple(points)


def melds_in(events: list[Event], seat: int) -> tuple[Meld, ...]:
    """The combinations ``seat`` scored in a deal, in order (the dix is not one)."""
    return tuple(Meld(combination_name(e.payload.combination, SUIT_SYMBOLS.__getitem__),
                      tuple(e.cards), e.points)
                 for e in events
                 if isinstance(e.payload, ScoredEvent) and e.seat == seat and e.points
                 and getattr(e.payload, "combination", None) is not None)


def brisques_taken(events: list[Event], seats: int) -> tuple[int, ...]:
    """How many aces and tens each seat took in its tricks."""
    taken = [0] * seats
    for trick in tricks_in(events):
        taken[trick.winner] += sum(1 for _, c in trick.cards if c & 7 in (ACE, TEN))
    return tuple(taken)


def counters_won(cards: list[int]) -> str:
    """Binocle's cards counted, by rank: "A×7, 10×5, K×4" (the ranks that count)."""
    ranks = Counter(c & 7 for c in cards)
    letters = rank_letters()                # "R×4" in French: the cards' own letters
    return ", ".join(f"{letters[r]}×{ranks[r]}" for r in (ACE, TEN, KING, QUEEN, JACK)
                     if ranks[r])


def brisques_count(state: State, events: list[Event]) -> str:
    """How the brisques counted in this deal (see DealSummary.brisques_count)."""
    if family_of(state.game) is Family.BINOCLE:
        return "cards"
    if any(e.category == "counting" for e in events):
        return "scored"
    asked = [e.payload.count for e in events if isinstance(e.payload, BrisquesAsked)]
    return "counted" if any(asked) else "not_counted"




def _why(texts: list[str]) -> str:
    counted = Counter(texts)
    return ", ".join(t if n == 1 else f"{t} ×{n}" for t, n in counted.items())


def summarise(state: State, index: int, words=None, result_words=None,
              sitting: SittingDeal | None = None) -> DealSummary:
    """The summary of deal ``index`` (0-based) of ``state``'s game; ``words(event, seats)``
    says why a score was made (the game's own words; by default the engine's sentence),
    ``result_words(result)`` the game's end when this deal ended it (the words the log
    ends on; by default the engine's sentence); ``sitting``, the deal as a sitting's
    sheet has it (à écrire), its heading, players and sheet in place of the game's."""
    words = words or (lambda e, seats: sentence(e, seats, card_symbol))
    log = state.deals[index]
    n = len(state.seats)
    order: list[str] = []
    by_class: dict[str, dict[int, list]] = {}
    won: dict[int, list[int]] = {}                      # Binocle's cards counted, by seat
    for e in log.scoring_events():
        if e.seat is None or not e.points:
            continue
        if e.category not in by_class:
            order.append(e.category)
            by_class[e.category] = {}
        scored = by_class[e.category].setdefault(e.seat, [0, []])     # points, whys
        scored[0] += e.points
        if e.category == "counting" and e.cards:
            won.setdefault(e.seat, []).extend(e.cards)
            continue
        scored[1].append(words(e, state.seats))
    for seat, cards in won.items():      # one line, not a line a trick
        by_class["counting"][seat][1].append(
            say("{cards} in {n} tricks", cards=counters_won(cards), n=len(cards) // n))
    rank = {c: i for i, c in enumerate(CATEGORY_HEADINGS)}
    order.sort(key=lambda c: rank.get(c, len(rank)))    # stable: the rest as they came
    titles = dict(CATEGORY_HEADINGS, counting=say("Cards won") if won else say("Brisques"))
    classes = tuple(
        ClassResult(c, titles.get(c, c.replace("_", " ").capitalize()),
                    tuple(Scored(seat, p, _why(t))
                          for seat, (p, t) in sorted(by_class[c].items())))
        for c in order)
    heading = next((sentence(e, state.seats) for e in log.events
                    if isinstance(e.payload, DealEnded)),
                   say("Deal {number}", number=index + 1))
    hands = None
    family = family_of(state.game)
    if family is Family.PIQUET:
        played: list[list[int]] = [[] for _ in range(n)]
        for e in log.events:
            if isinstance(e.payload, Played) and e.cards and e.seat is not None:
                played[e.seat].append(e.cards[0])
        hands = tuple(tuple(suit_sorted(h)) for h in played)
    sheet = tuple(deal_points(state.deals[i], n) for i in range(index + 1))
    totals = tuple(sum(row[s] for row in sheet) for s in range(n))
    melds = brisques = None
    if family in MELDING_FAMILIES:
        melds = tuple(melds_in(log.events, seat) for seat in range(n))
        brisques = brisques_taken(log.events, n)
    summary = DealSummary(index + 1, tuple(state.seats), heading, hands, classes,
                          sheet[-1], sheet, totals, melds, brisques,
                          brisques_count(state, log.events) if brisques else "",
                          _outcome(state, log, result_words),
                          _reckoned(state, log, totals), _sides(state, log),
                          not isinstance(state, MultiHandState) or state.TALON > 0)
    if sitting is None:
        return summary
    # the sitting ends on no event of its own: its end is said under its last deal
    over = index == len(state.deals) - 1 and state.result() is not None
    outcome = summary.outcome or (
        (result_words or (lambda r: ""))(state.result()) if over else "")
    return replace(summary, heading=sitting.heading, players=sitting.players,
                   sheet=sitting.sheet, totals=sitting.balance, sitting=True,
                   outcome=outcome)


def _sides(state: State, log: DealLog) -> tuple[tuple[tuple[int, ...], int], ...]:
    """Partners' totals after the deal (DealEnded's totals are by side in Voleur)."""
    if not isinstance(state, MultiHandState) or state.n_sides == len(state.seats):
        return ()
    ended = next((e.payload for e in log.events if isinstance(e.payload, DealEnded)), None)
    if ended is None:
        return ()
    return tuple((tuple(s for s, side in enumerate(state.SIDES) if side == k), total)
                 for k, total in enumerate(ended.totals))


def _reckoned(state: State, log: DealLog, totals: tuple[int, ...]) -> tuple[int, ...]:
    ended = any(isinstance(e.payload, GameEnded) for e in log.events)
    result = state.result() if ended else None
    if result is None or len(result.totals) != len(totals) or tuple(result.totals) == totals:
        return ()
    return tuple(result.totals)


def _outcome(state: State, log: DealLog, result_words) -> str:
    ended = next((e for e in log.events if isinstance(e.payload, GameEnded)), None)
    if ended is None:
        return ""
    return result_words(state.result()) if result_words is not None \
        else sentence(ended, state.seats)


# ----- as a page ----------------------------------------------------------------------------
def _cards_html(cards, by_suit: bool = True) -> str:
    """Cards marked by suit (the page colours them from its palette: suit_inks.py);
    ``by_suit``: a wider gap where the suit changes."""
    out, suit = [], None
    for c in cards:
        text = card_symbol(c)
        gap = " &nbsp;" if by_suit and suit is not None and c >> 3 != suit else ""
        suit = c >> 3
        out.append(f"{gap}<span class='suit-{'shdc'[suit]}'>{html.escape(text)}</span>")
    return " ".join(out)


def _entry(value: int | None, signed: bool) -> str:
    """A cell of the sheet: blank when the player was not at the table; a sitting's
    credits signed, as its sheet writes them."""
    if value is None:
        return ""
    if not signed or not value:
        return str(value)
    return f"\u2212{-value}" if value < 0 else f"+{value}"      # a true minus sign


BRISQUES_NOTES = Said({
    "cards": message(", counted in the cards won"),
    "counted": message(", counted at the trailing player's demand"),
    "not_counted": message("; not counted (only at the trailing player's demand, to decide "
                           "the winner or save a rubicon)"),
})


def _same(text: str) -> str:
    return text


# a gap before each player's column, so "You" and "Computer (club)" never meet
GAP = "style='padding-left:14px'"


def _unbroken(why: str) -> str:
    """Why a score was made, wrapping only between its reasons ("Card led ×6, Trick won,
    Last trick"), never inside one ("Last / trick")."""
    return ", ".join(html.escape(part).replace(" ", "&nbsp;") for part in why.split(", "))


def summary_html(s: DealSummary, bottom: int, tr=_same) -> str:
    """The summary as a page, the player at the foot of the table first; in a sitting
    the deal's two players, then every column of its sheet.  ``tr`` translates the
    page's words (the window passes Qt's translation in the context "DealSummary")."""
    everyone = [bottom] + [i for i in range(len(s.seats)) if i != bottom]
    seats = [i for i in everyone if i in s.players] if s.players else everyone
    names = [html.escape(player(s.seats[i])) for i in seats]
    parts = [f"<h3>{html.escape(s.heading)}</h3>"]
    if s.hands is not None:
        hands = say("The hands after the exchange") if s.exchanged else say("The hands as dealt")
        parts.append(f"<p><b>{hands}</b></p><table cellspacing='4'>")
        for i, name in zip(seats, names):
            parts.append(f"<tr><td>{name}</td><td>{_cards_html(s.hands[i])}</td></tr>")
        parts.append("</table>")
    if s.melds is not None:
        parts.append(f"<p><b>{say('Declared')}</b></p><table cellspacing='4'>")
        for i, name in zip(seats, names):
            said = "<br>".join(
                say("{meld}: {cards}", meld=html.escape(m.title),
                    cards=_cards_html(m.cards, False)) + f" <b>{m.points}</b>"
                for m in s.melds[i]) or f"<span class='faint'>{say('nothing')}</span>"
            parts.append(f"<tr><td valign='top'>{name}</td><td>{said}</td></tr>")
        parts.append("</table>")
    if s.brisques is not None and s.brisques_count != "scored":   # else a class below
        taken = ", ".join(f"{name} {s.brisques[i]}" for i, name in zip(seats, names))
        parts.append("<p>" + say("<b>Brisques</b> (aces and tens) taken in tricks: {taken}",
                                 taken=taken)
                     + f"{BRISQUES_NOTES.get(s.brisques_count, '')}.</p>")
    head = "".join(f"<th align='right' {GAP}>{n}</th>" for n in names)
    parts.append(f"<table width='100%' cellspacing='3'><tr><th align='left'>{say('Scored')}"
                 f"</th>{head}</tr>")
    for c in s.classes:
        got = {sc.seat: sc for sc in c.scored}
        cells = "".join(
            f"<td align='right'><b>{got[i].points}</b> <span class='faint'>"
            f"{_unbroken(got[i].why)}</span></td>" if i in got else "<td></td>"
            for i in seats)
        parts.append(f"<tr><td>{html.escape(tr(c.title))}</td>{cells}</tr>")
    deal = "".join(f"<td align='right'><b>{s.deal_points[i]}</b></td>" for i in seats)
    parts.append(f"<tr><td><b>{say('This deal')}</b></td>{deal}</tr></table>")
    if s.sitting:       # every player's column: the loser charged, the winner credited
        seats = everyone
        head = "".join(f"<th align='right' {GAP}>{html.escape(player(s.seats[i]))}</th>"
                       for i in seats)
        parts.append("<p>" + say("<b>The score sheet</b> (each deal's loser charged the "
                                 "difference, its winner credited)") + "</p>")
    else:
        parts.append(f"<p><b>{say('The score sheet')}</b></p>")
    parts.append(f"<table cellspacing='3'><tr><th align='left'>{say('Deal')}</th>{head}</tr>")
    for k, row in enumerate(s.sheet, 1):
        cells = "".join(f"<td align='right' {GAP}>{_entry(row[i], s.sitting)}</td>"
                        for i in seats)
        parts.append(f"<tr><td>{k}</td>{cells}</tr>")
    total = "".join(f"<td align='right' {GAP}><b>{_entry(s.totals[i], s.sitting)}</b></td>"
                    for i in seats)
    parts.append(f"<tr><td><b>{say('Balance') if s.sitting else say('Total')}</b></td>{total}"
                 "</tr></table>")
    if s.sides:                        # the player's side first
        ours = sorted(s.sides, key=lambda side: bottom not in side[0])
        said = say("; ").join(
            say(" and ").join(html.escape(player(s.seats[i])) for i in seats_of) +
            f" <b>{total}</b>" for seats_of, total in ours)
        parts.append(f"<p><b>{say('Partners count together:')}</b> {said}.</p>")
    if s.reckoned:
        how = say("With the brisques counted") if s.brisques_count == "counted" \
            else say("At the end")
        said = ", ".join(f"{name} {s.reckoned[i]}" for i, name in zip(seats, names))
        parts.append(f"<p><b>{how}:</b> {said}.</p>")
    if s.outcome:
        parts.append(f"<p><b>{html.escape(s.outcome)}</b></p>")
    return "".join(parts)
