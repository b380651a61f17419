"""Piquet à écrire at the table: the current pair's deal on the Piquet table, the score
sheet beside it, and the computers' deals played out while the human sits out.

The sitting's State numbers the seats of the whole sitting; each deal is an ordinary
two-handed deal (``state.table``) between ``state.pair``.  This view hands that deal to a
``PiquetPresenter`` of its own, translating seats in and out, and makes a fresh one for every
deal.  When the human is one of the pair he sits at the foot of the table; when he sits
out he watches over the shoulder of the pair's first player, at a pace he can follow,
and may skip the rest of the deal or every deal until his own.
"""
from __future__ import annotations

import random
import time
from dataclasses import replace

from ...engine.core import Event, State
from ...engine.events import DealEnded, Dealt, SheetWritten
from ...engine.actions import Action
from ...engine.observed import Observation
from ...engine.sentences import sentence
from ..binding.qt import QtWidgets
from ..piquet.presenter import PiquetPresenter
from ..piquet.words import log_lines, score_words
from ..windows.screen_fit import fit_to_screen
from ..table import animation
from ...engine.sentences import player
from ...language import YOU, Said, message, say, spoken
from ..table.person import in_person
from ..table.presenter import SittingDeal, TablePresenter
from .sheet import EcrireSheet, coming_pair, read_sheet, sitting_out
from .sheet_widget import SheetPanel

# short, so that seven columns of the sheet still show whole names
COMPUTER_NAMES = ("Agnes", "Basil", "Clara", "Digby", "Edith", "Felix")
ROTATION_WORDS = Said({"turns": message("in turns"), "winner_stays": message("the winner stays")})


def seat_sitting(players: int, human_name: str, where: str, seed: int) -> tuple[list[str], int]:
    """The sitting's names and the human's seat: ``me`` the first seat (he deals the
    first deal), ``computer`` the second (the first deal is dealt to him), ``cut`` a
    seat drawn by lot."""
    players = max(3, min(7, players))
    human = {"me": 0, "computer": 1}.get(where)
    if human is None:
        human = random.Random(seed).randrange(players)
    names = list(COMPUTER_NAMES[:players - 1])
    names.insert(human, human_name)
    return names, human


def _split(events: list[Event]) -> tuple[list[Event], list[Event]]:
    """The events of the deal that went on, and those of a deal begun by the action."""
    for i, e in enumerate(events):
        if isinstance(e.payload, Dealt):
            return events[:i], events[i:]
    return events, []


def _inward(events: list[Event], pair) -> list[Event]:
    return [e.reseated(lambda s: pair.index(s) if s in pair else None) for e in events]


class Paced:
    """A computer player that, while the human only watches, waits a moment after
    deciding so the deal can be followed (it waits on the worker thread)."""

    def __init__(self, player, view: "EcrirePresenter"):
        self.player, self.view = player, view
        self.name = getattr(player, "name", "computer")

    def choose(self, observation: Observation, legal):
        started = time.monotonic()
        action = self.player.choose(observation, legal)
        pause = self.view.watch_pause_ms() / 1000 - (time.monotonic() - started)
        if pause > 0:
            time.sleep(pause)
        return action


class EcrirePresenter(TablePresenter):
    def __init__(self, state: State, bottom_seat: int, human_seat: int | None):
        self._inner: PiquetPresenter | None = None
        self._ended_shown = False
        super().__init__(state, bottom_seat, human_seat)
        self.state = state
        self.host = None                     # the window, while the sitting is on the table
        self.panel: SheetPanel | None = None
        self.large = None                    # the whole sheet in a window of its own
        self.skipping: str | None = None     # "deal" or "mine" while deals are skipped
        self.watching = False
        self._current(state, force=True)

    # ----- the deal's own view --------------------------------------------------------
    @property
    def selected(self) -> set[int]:
        return self._inner.selected if self._inner is not None else set()

    @selected.setter
    def selected(self, cards) -> None:
        if self._inner is not None:
            self._inner.selected = set(cards)

    @property
    def dropped(self) -> frozenset:
        return self._inner.dropped if self._inner is not None else frozenset()

    @dropped.setter
    def dropped(self, cards) -> None:
        if self._inner is not None:
            self._inner.dropped = frozenset(cards)

    def _current(self, state: State, force: bool = False) -> PiquetPresenter:
        """The deal's view, made afresh when a new deal has begun."""
        self.state = state
        if force or self._deal != len(state.deals):
            pair = state.pair
            me = pair.index(self.human_seat) if self.human_seat in pair else None
            self._inner = PiquetPresenter(state.table, me if me is not None else 0, me)
            self._deal = len(state.deals)
            self._pair = tuple(pair)
        return self._inner

    def _in(self, a: Action) -> Action:
        return a.reseated(self._pair.index(a.seat))

    def _out(self, a):
        if isinstance(a, Action):
            return a.reseated(self._pair[a.seat])
        return a

    # ----- hearing the game -------------------------------------------------------------
    def note(self, state, action, events):
        before, after = _split(events)
        if not after and action.seat in self._pair:
            self._inner.note(state.table, self._in(action), _inward(events, self._pair))
        if after and self.skipping and (self.skipping == "deal" or self.human_seat in state.pair):
            self.stop_skipping()
        self.state = state
        self.show_sheet()

    def held_trick(self, state, events):
        before, _ = _split(events)     # a finished last trick belongs to the old pair
        return self._inner.held_trick(state.table, _inward(before, self._pair))

    def resync(self, state):
        self._current(state, force=True).resync(state.table)
        self.show_sheet()

    # ----- the table --------------------------------------------------------------------
    def slots(self, state, g, held):
        if self._deal != len(state.deals):
            held = []               # a trick of the last deal: the new one is dealt
        inner = self._current(state)
        slots, captions = inner.slots(state.table, g, held)
        if self.watching:
            to_act = state.current_player()
            if to_act in state.pair:        # whose turn it is in the computers' deal
                where = "bottom" if state.pair.index(to_act) == inner.bottom else "top"
                if f"name_{where}" in captions:
                    text, x, y = captions[f"name_{where}"]
                    captions[f"name_{where}"] = (f"\u25b6 {text}", x, y)
            # just above the watched hand, clear of the trick and of the name
            shoulder = player(state.seats[state.pair[0]])
            captions["watching"] = (say("You sit out this deal, watching {who}'s hand.",
                                        who=shoulder),
                                    g.mid_x0, g.height - g.card_h - g.margin
                                    - g.caption * 1.6 - 6)
        return slots, captions

    def last_trick_slots(self, before, held, g):
        return self._inner.last_trick_slots(before, held, g)

    def review_slots(self, cards, winner, g):
        """A trick of the pair at the table (the sitting's seats are theirs here)."""
        pair = self._pair
        if winner not in pair or any(seat not in pair for seat, _ in cards):
            return []                   # a trick of an earlier pair's deal
        return self._inner.review_slots([(pair.index(s), c) for s, c in cards],
                                        pair.index(winner), g)

    def starts_deal(self, state, events):
        return any(isinstance(e.payload, Dealt) for e in events)

    def pack_slots(self, g):
        return self._inner.pack_slots(g)

    def drop_areas(self, g):
        return self._inner.drop_areas(g)

    # ----- the human's turn -------------------------------------------------------------
    def your_turn(self, legal):
        self.legal = legal
        self._current(self.state).your_turn([self._in(a) for a in legal])

    def forced(self):
        return self._out(self._inner.forced())

    def playable_cards(self):
        return self._inner.playable_cards()

    def draggable_cards(self):
        return self._inner.draggable_cards()

    def card_action(self, card, area):
        self._inner.touched_zone = self.touched_zone
        return self._out(self._inner.card_action(card, area))

    def choices(self, state):
        ask = self._current(state).choices(state.table)
        if ask is None:
            return None
        answers = [(text, self._answer(value)) for text, value in ask[2]]
        return (ask[0], ask[1], answers, *ask[3:])

    def _answer(self, value):
        if callable(value):         # a view-side step may come back with an action
            return lambda: self._out(value())
        return self._out(value)

    def describe(self, action):
        return self._inner.describe(self._in(action))

    def status_text(self, state):
        return self._current(state).status_text(state.table)

    # ----- words ------------------------------------------------------------------------
    def log_lines(self, state, events):
        name = lambda s: self.seat_name(state, s)   # noqa: E731
        out = []
        for e in events:
            if isinstance(e.payload, DealEnded):
                out.append(("", self._deal_words(state, e), "heading"))
            elif isinstance(e.payload, SheetWritten):
                out.append(("", self._sheet_words(state, e), "score"))
            else:
                out += log_lines([e], name, state.seats)
        return out

    @staticmethod
    def _line_of(state, event: Event):
        """The sheet's line for the deal this event belongs to (None if not found)."""
        index = next((i for i, log in enumerate(state.deals)
                      if any(x is event for x in log.events)), None)
        return None if index is None else read_sheet(state).lines[index]

    def _deal_words(self, state, event: Event) -> str:
        """'Deal 3 of 12: Agnes 29, Basil 6' for the deal this event ended."""
        line = self._line_of(state, event)
        if line is None:
            return sentence(event, state.seats)
        said = ", ".join(f"{player(state.seats[s])} {line.points[s]}" for s in line.pair)
        return say("Deal {number} of {count}: {said}", number=line.number,
                   count=state.deal_count, said=said)

    def _sheet_words(self, state, event: Event) -> str:
        """What the deal wrote on the sheet: the loser charged, the winner credited."""
        line = self._line_of(state, event)
        if line is None or not line.finished:
            return say("On the sheet: {what}.", what=sentence(event, state.seats))
        if line.loser is None:
            return say("Equal points: nothing is written on the sheet.")
        winner = line.pair[0] if line.loser == line.pair[1] else line.pair[1]
        loser, won = state.seats[line.loser], player(state.seats[winner])
        return spoken(loser, "On the sheet: {who} is charged {margin}, {won} credited.",
                      "On the sheet: You are charged {margin}, {won} credited.",
                      margin=line.margin, won=won)

    def score_words(self, e: Event, seats) -> str:
        return score_words(e, seats)

    def sitting_deal(self, state, index: int) -> SittingDeal:
        """The deal on the sitting's sheet: who played it, each line's entries so far
        and the balance after it (not the two-handed table's own totals)."""
        lines = read_sheet(state).lines[:index + 1]
        line = lines[-1]
        said = ", ".join(f"{player(state.seats[s])} {line.points[s]}" for s in line.pair)
        heading = say("Deal {number} of {count}: {said}", number=line.number,
                      count=state.deal_count, said=said)
        return SittingDeal(heading, tuple(line.pair),
                           tuple(tuple(ln.entry(s) for s in range(len(state.seats)))
                                 for ln in lines), tuple(line.net))

    def pauses_after_deal(self) -> bool:
        return self.skipping is None

    # While the deal's summary is read the next deal is dealt: the score box and the
    # sheet beside the table stay as the ended deal left them until Next deal
    # (the window says which when it shows the score, as for every game).
    @property
    def ended_deal_shown(self) -> bool:
        return self._ended_shown

    @ended_deal_shown.setter
    def ended_deal_shown(self, ended: bool) -> None:
        if ended != self._ended_shown:
            self._ended_shown = ended
            self.show_sheet()

    def _sheet(self, state) -> EcrireSheet:
        """The sheet as the table shows it: without the next deal's line while the
        ended one's summary is read."""
        sheet = read_sheet(state)
        if self._ended_shown and not sheet.over and len(sheet.lines) > 1 \
                and not sheet.lines[-1].finished:
            sheet = replace(sheet, lines=sheet.lines[:-1])
        return sheet

    def score_html(self, state) -> str:
        sheet = self._sheet(state)
        if state.is_over() or not sheet.lines:
            return "<p>" + say("The sitting is over: {n} deals.", n=len(sheet.lines)) + "</p>"
        line = sheet.lines[-1]
        rows = "".join(
            f"<tr><td>{player(state.seats[s])}"
            f"{say(' (dealer)') if s == line.dealer else ''}</td>"
            f"<td align='right'><b>{line.points[s]}</b></td></tr>" for s in line.pair)
        return (f"<table width='100%' cellspacing='3'><tr><th align='left'>"
                f"{say('Deal {number} of {count}', number=line.number, count=sheet.deal_count)}"
                f"</th><th align='right'>{say('Points')}</th></tr>{rows}</table>")

    def result_text(self, state, result) -> str:
        if result is None:
            return say("The sitting is over.")
        best = max(result.totals)
        tops = [state.seats[s] for s, v in enumerate(result.totals) if v == best]
        if len(tops) == 1:
            return spoken(tops[0], "The sheet is balanced: {who} wins the sitting, {best}.",
                          "The sheet is balanced: You win the sitting, {best}.", best=best)
        return say("The sheet is balanced: {who} share the best balance, {best}.",
                   who=say(" and ").join(player(t) for t in tops), best=best)

    # ----- the sheet beside the table ---------------------------------------------------
    def where_html(self, state, sheet: EcrireSheet) -> str:
        if sheet.over:
            return say("<b>The sitting is over</b>: {n} deals, {rotation}.",
                       n=len(sheet.lines),
                       rotation=ROTATION_WORDS.get(sheet.rotation, sheet.rotation))
        n = len(state.seats)
        per_tour = 2 * n if sheet.rotation == "turns" else n
        name = lambda s: state.seats[s]     # noqa: E731
        said = lambda s: player(state.seats[s])     # noqa: E731

        def next_pair(dealer: int, other: int) -> str:
            if name(other) == YOU:              # dealt to the player: "Clara vous donne"
                return say("Next: {who} deals to you.", who=said(dealer))
            return spoken(name(dealer), "Next: {who} deals to {other}.",
                          "Next: You deal to {other}.", other=said(other))
        ended = self._ended_shown and len(sheet.lines) < len(state.deals)
        if ended:                   # the ended deal's, its summary read: the next is dealt
            line = sheet.lines[-1]
            k, dealer, pair = line.number, line.dealer, line.pair
        else:
            k, dealer, pair = len(state.deals), state.dealer, state.pair
        elder = pair[1 - pair.index(dealer)]
        rotation = ROTATION_WORDS.get(sheet.rotation, sheet.rotation)
        if ended:
            lines = [say("<b>Deal {number} of {count} is over</b> · tour {tour} of {tours} · "
                         "{rotation}", number=k, count=sheet.deal_count,
                         tour=(k - 1) // per_tour + 1, tours=sheet.tours, rotation=rotation),
                     spoken(name(dealer), "{who} dealt", "You dealt") + ", " +
                     spoken(name(elder), "{who} was elder", "You were elder")]
        else:
            lines = [say("<b>Deal {number} of {count}</b> · tour {tour} of {tours} · {rotation}",
                         number=k, count=sheet.deal_count, tour=(k - 1) // per_tour + 1,
                         tours=sheet.tours, rotation=rotation),
                     in_person(name(dealer), "deal") + ", " +
                     spoken(name(elder), "{who} is elder", "You are elder")]
        out = [] if ended else sitting_out(state)
        if out:          # on the same line: a small window keeps the answers in view
            lines[-1] += say("; sitting out: {who}", who=", ".join(said(s) for s in out))
        lines[-1] += "."
        if ended:
            other = state.pair[1 - state.pair.index(state.dealer)]
            lines.append(next_pair(state.dealer, other))
        elif k < sheet.deal_count:
            coming = coming_pair(state)
            if coming is not None:
                (a, b), d = coming
                other = b if d == a else a
                lines.append(next_pair(d, other))
            elif state.queue:
                lines.append(say("Next: this deal's winner against {who}.",
                                 who=said(state.queue[0])))
        else:
            lines.append(say("This is the last deal."))
        return "<br>".join(lines)

    def settlement_html(self, state, sheet: EcrireSheet) -> str:
        if not sheet.over:
            return ""
        pays = sheet.settlement()
        if not pays:
            return say("<b>Settlement</b>: all square, nobody pays.")
        said = "<br>".join(spoken(state.seats[a], "{who} pays {other} <b>{points}</b>",
                                  "You pay {other} <b>{points}</b>",
                                  other=player(state.seats[b]), points=v)
                           for a, b, v in pays)
        return say("<b>Settlement</b> (points):<br>{said}", said=said)

    def show_sheet(self) -> None:
        state = self.state
        # the deal the human sits out is watched (and may be skipped) once the last
        # one's summary is read, not while it is
        self.watching = (not state.is_over() and self.human_seat is not None
                         and self.human_seat not in state.pair and not self._ended_shown)
        sheet = self._sheet(state)
        for panel in (self.panel, self.large.panel if self.large else None):
            if panel is not None:
                panel.show_sheet(sheet, self.human_seat, self.where_html(state, sheet),
                                 self.settlement_html(state, sheet))
                panel.set_watching(self.watching, self.skipping is not None)

    # ----- watching and skipping the computers' deals -----------------------------------
    def watch_pause_ms(self) -> int:
        """How long a computer waits after deciding while the human watches."""
        if not self.watching or self.skipping:
            return 0
        return animation.duration("gather") * 2

    def skip(self, how: str) -> None:
        """Play the computers' deal ("deal") or every deal until the human's ("mine")
        at once: no animation and no pause until then."""
        if not self.watching:
            return
        self.skipping = how
        animation.set_speed(0)
        if self.host is not None:
            self.host.show_status(say("The computers play on without pause…"), 4000)
        self.show_sheet()

    def stop_skipping(self) -> None:
        if self.skipping is None:
            return
        self.skipping = None
        speed = self.host.settings.animation_speed if self.host is not None else 1.0
        animation.set_speed(speed)

    def open_large(self) -> None:
        if self.large is None:
            self.large = QtWidgets.QDialog(self.host)
            self.large.setWindowTitle(say("The score sheet"))
            self.large.panel = SheetPanel(self.large, large=True)
            close = QtWidgets.QDialogButtonBox(QtWidgets.QDialogButtonBox.StandardButton.Close)
            close.rejected.connect(self.large.close)
            layout = QtWidgets.QVBoxLayout(self.large)
            layout.addWidget(self.large.panel)
            layout.addWidget(close)
        self.show_sheet()
        lines = len(self.large.panel.sheet.lines) if self.large.panel.sheet else 0
        fit_to_screen(self.large, 560, min(640, 300 + 19 * max(lines, 12)))
        self.large.show()
        self.large.raise_()

    # ----- in the window ----------------------------------------------------------------
    def attach(self, host, controller) -> None:
        """Set the sheet beside the table (before the controller starts)."""
        self.host = host
        self.panel = SheetPanel()
        host.add_side_widget(self.panel, 2)
        host.widen_side()           # a column per player: all the width the side may have
        self.panel.skip_deal.connect(lambda: self.skip("deal"))
        self.panel.skip_to_mine.connect(lambda: self.skip("mine"))
        self.panel.open_large.connect(self.open_large)
        controller.finished.connect(self._finished)
        self.show_sheet()

    def computer_player(self, player):
        return Paced(player, self)

    def detach(self, host) -> None:
        """Another game takes the table: take the sheet away."""
        self.stop_skipping()
        if self.panel is not None:
            host.remove_side_widget(self.panel)
            self.panel = None
        if self.large is not None:
            self.large.close()
            self.large.deleteLater()
            self.large = None

    def _finished(self, result) -> None:
        self.stop_skipping()
        self.show_sheet()
        if self.host is not None and self.host.isVisible():
            self.open_large()
