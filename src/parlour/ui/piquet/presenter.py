"""Piquet on the table: hands, the talon as five across three, discards, the trick,
tricks won; the exchange (pick discards, confirm) and the declarations dialogue."""
from __future__ import annotations

from ...engine import ending
from ...engine.core import Event, State
from ...engine.events import Dealt, Exchanged, Scored, Spoken, TrickWon
from ...engine.actions import Action, Ask, Declare, Exchange, Play
from ...engine.cards import RANKS
from ...engine.piquet.observation import PiquetObservation
from ...engine.piquet.rubicon import EXTRA_DEALS, RUBICON_DEALS
from ...engine.piquet.variants import VARIANTS
from ...engine.sentences import sentence, set_name
from ...language import YOU, message, say, say_n, spoken
from ..table.presenter import TablePresenter, suit_sorted, trick_pairs
from .words import (CATEGORY_TITLES, SHOWN, answer_words, declaration_words, describe,
                    elders_said, log_lines, score_words)
from ..table.layout import Slot, TableGeometry


def deal_caption(variant: str, deal: int) -> str:
    """Which deal this is and how the game ends: Rubicon's six deals, and the two more
    the book plays after a tie at six."""
    if not VARIANTS[variant].six_deals:
        return say("Deal {deal} · 100 up", deal=deal)
    if deal > RUBICON_DEALS:
        return say("Deal {deal} of {deals} · two more deals after a tie", deal=deal,
                   deals=RUBICON_DEALS + EXTRA_DEALS)
    return say("Deal {deal} of {deals} · six deals", deal=deal, deals=RUBICON_DEALS)


def fold_sinks(answers: list[tuple[str, object]]) -> list[tuple[str, object]]:
    """Sinking part of a declaration is rare: two or more such answers ("Sink to: …")
    become one button with a menu, so the panel stays short and the log keeps its
    room."""
    sink_to = say(SINK_TO)
    sinks = [(words.removeprefix(sink_to), a) for words, a in answers
             if words.startswith(sink_to)]
    if len(sinks) < 2:
        return answers
    rest = [x for x in answers if not x[0].startswith(sink_to)]
    return rest[:1] + [(say("Sink &part of it…"), sinks)] + rest[1:]


SINK_TO = message("Sink to: ")       # said: say(SINK_TO)


class PiquetPresenter(TablePresenter):
    hand_slots: list[int] = []      # the bottom hand as last laid out
    def obs(self, state: State):
        return state.observation(self.bottom)

    # ----- the table --------------------------------------------------------------------
    def slots(self, state: State, g: TableGeometry, held):
        o = self.obs(state)
        out: list[Slot] = []
        if o.elder is None:                      # between deals
            return out, {}
        hand = suit_sorted(o.hand)
        self.hand_slots = list(hand)
        sizes = o.hand_sizes
        fan, pile = self.apart_dropped(hand)      # the pile holds the discards dropped
        for i, (x, y) in enumerate(g.fan(len(fan), True)):
            out.append(Slot("hand_bottom", fan[i], x, y, 100 + i,
                            raised=fan[i] in self.selected))
        for i, (x, y) in enumerate(g.fan(sizes[self.top], False)):
            out.append(Slot("hand_top", None, x, y, 100 + i, face_up=False))
        out += self._talon(o, g)
        made = suit_sorted(o.discards)
        for i, c in enumerate(made + pile):
            x, y = g.discard(i, True)
            # the cards dropped there are chosen still: the arrow keys reach them
            out.append(Slot("discard_bottom" if i < len(made) else "chosen_discard",
                            c, x, y, 50 + i))
        theirs = o.exchanged[self.top] or 0
        fresh, self.fresh_discards = self.fresh_discards, 0
        for i in range(theirs):
            x, y = g.discard(i, False)
            # just discarded: out of their hand (their draw then comes from the talon)
            out.append(Slot("discard_top", None, x, y, 50 + i, face_up=False,
                            source="hand_top" if i < fresh else None))
        for i, c in enumerate(self.showing):     # what the other scores, shown a while
            x, y = g.shown(i, len(self.showing))
            out.append(Slot("shown_top", c, x, y, 200 + i))
        trick = list(held) or trick_pairs(o.trick)
        for i, (seat, card) in enumerate(trick):
            x, y = g.trick(i, seat == self.bottom)
            out.append(Slot("trick", card, x, y, 300 + i))
        won = list(o.tricks_won)
        if held:                                 # the held trick is not in a pile yet
            won[self._last_winner(o)] -= 1
        for seat, zone in ((self.bottom, "won_bottom"), (self.top, "won_top")):
            for i in range(2 * won[seat]):
                x, y = g.won(i, seat == self.bottom)
                out.append(Slot(zone, None, x, y, 20 + i, face_up=False))
        return out, self._captions(state, o, g, won)

    def _last_winner(self, o: PiquetObservation) -> int:
        return o.tricks[-1].winner if o.tricks else self.bottom

    def _talon(self, o: PiquetObservation, g: TableGeometry) -> list[Slot]:
        """Five across three until elder has drawn; then what is left, face up to a
        player who may look at it."""
        out: list[Slot] = []
        stock = o.stock
        if not stock:
            return out
        visible = self._visible_talon(o)
        if o.exchanged[o.elder] is None:
            square, across = 3, 5
        elif o.exchanged[o.dealer] is None:
            square, across = min(3, stock), max(0, stock - 3)
        else:
            square, across = stock, 0
        # Before the dealer draws, the crosswise cards are elder's leftovers (seen by
        # elder) and the square ones the dealer's three (seen by nobody yet).
        left = visible[:across] if o.exchanged[o.dealer] is None else []
        open_talon = o.exchanged[o.dealer] is not None and len(visible) == stock
        for i in range(square):
            x, y, r = g.talon(i, False, spread=open_talon)
            card = visible[i] if open_talon else None
            out.append(Slot("talon", card, x, y, 10 + i, r, face_up=card is not None))
        for i in range(across):
            x, y, r = g.talon(i, True, spread=i < len(left))
            card = left[i] if i < len(left) else None
            out.append(Slot("talon", card, x, y, 20 + i, r, face_up=card is not None))
        return out

    def _visible_talon(self, o: PiquetObservation) -> list[int]:
        """Cards of the talon this seat may look at: seen, and not anywhere else."""
        gone = set(o.hand) | set(o.discards)
        for trick in (*o.tricks, *((o.trick,) if o.trick else ())):
            gone |= {c for _, c in trick_pairs(trick)}
        for shown in o.shown:
            gone |= set(shown)
        return suit_sorted(c for c in o.seen if c not in gone)

    def _captions(self, state: State, o: PiquetObservation, g: TableGeometry,
                  won: list[int]) -> dict:
        caps = {}
        for seat, where in ((self.bottom, "bottom"), (self.top, "top")):
            role = say("dealer") if o.dealer == seat else say("elder")
            x, y = g.label_pos(f"name_{where}")
            caps[f"name_{where}"] = (f"{self.seat_name(state, seat)}, {role}", x, y)
            if won[seat]:
                x, y = g.label_pos(f"won_{where}")
                caps[f"won_{where}"] = (say_n("{n} trick", "{n} tricks", won[seat]), x, y)
        if self.showing:
            x, y = g.shown(0, len(self.showing))
            caps["shown_top"] = (say("{who} shows", who=self.seat_name(state, self.top)), x,
                                 y + g.card_h + 2)
        if o.stock:
            x, y = g.label_pos("talon")
            caps["talon"] = (say("Talon: {n}", n=o.stock), x, y)
        # on the bare pile only: over a card dropped there it was written across it
        if any(type(a) is Exchange for a in self.legal) and not o.discards \
                and not self.dropped & self.selected:
            x, y = g.discard(0, True)
            caps["discard_hint"] = (say("Your discards\ngo here"), x + 4, y + g.card_h * 0.35)
        return caps

    def drop_areas(self, g: TableGeometry) -> dict:
        if any(type(a) is Exchange for a in self.legal):
            return {"discard": g.discard_area(True), "trick": g.trick_area()}
        return {"trick": g.trick_area()} if self.playable_cards() else {}

    # ----- words ------------------------------------------------------------------------
    def log_lines(self, state: State, events: list[Event]):
        return log_lines(events, lambda s: self.seat_name(state, s), state.seats)

    def score_html(self, state: State) -> str:
        ended = self.ended_deal_shown
        o = self.obs(state)
        names = [self.seat_name(state, s) for s in range(2)]
        n = len(o.deal_points_history)
        # the deal just ended, not the next one's 0-0, while its summary is read
        deal = o.deal_points_history[-1] if ended and n else o.deal_points
        totals = o.totals
        rows = "".join(
            f"<tr><td>{names[s]}</td><td align='right'>{deal[s]}</td>"
            f"<td align='right'><b>{totals[s]}</b></td></tr>" for s in (self.bottom, self.top))
        scored = say_n(" · {n} deal scored", " · {n} deals scored", n) if n else ""
        number = n if ended and n else max(o.deal, 1)
        return (f"<table width='100%' cellspacing='3'><tr><th align='left'></th>"
                f"<th align='right'>{say('Deal')}</th><th align='right'>{say('Game')}</th>"
                f"</tr>{rows}"
                f"</table><p style='color:#555'>"
                f"{deal_caption(state.variant, number)}"
                f"{scored}</p>")

    def status_text(self, state: State) -> str:
        kinds = {type(a) for a in self.legal}
        if Play in kinds:
            return say("Your lead: drag a card to the middle, or click it.") \
                if self.obs(state).trick is None else say("Your play: follow suit if you can.")
        return ""

    def describe(self, action: Action) -> str:
        return describe(action)

    def score_words(self, e: Event, seats) -> str:
        return score_words(e, seats)

    def result_text(self, state: State, result) -> str:
        if result is None:
            return say("The game is over.")
        t = result.totals
        if result.winner is None:
            return say("A drawn game ({one} to {other}).", one=t[0], other=t[1]) \
                if len(t) == 2 else say("A drawn game.")
        w = result.winner
        score = say("{won} to {lost}", won=t[w], lost=t[1 - w]) if len(t) == 2 else ""
        who = YOU if w == self.human_seat else self.seat_name(state, w)
        if VARIANTS[state.variant].six_deals:
            if result.ending.kind == ending.RUBICON:
                return spoken(who, "{who} wins {points} points, {score}, and the loser is "
                                   "rubiconed.",
                              "You win {points} points, {score}, and the loser is rubiconed.",
                              points=result.value, score=score)
            return spoken(who, "{who} wins {points} points, {score}.",
                          "You win {points} points, {score}.", points=result.value, score=score)
        if result.ending.kind == ending.LURCH:
            return spoken(who, "{who} wins with a lurch, a double game, {score}.",
                          "You win with a lurch, a double game, {score}.", score=score)
        return spoken(who, "{who} wins the game, {score}.", "You win the game, {score}.",
                      score=score)

    # ----- the declarations as they are said ------------------------------------------
    elder_call: str | None = None     # what elder said for the class being declared
    elder_said: tuple[int, ...] | None = None    # ... and what it told (dialogue.heard)

    fresh_discards = 0                # the opponent has just discarded this many

    def last_trick_slots(self, before: list[Slot], held, g: TableGeometry) -> list[Slot]:
        """The table as the deal ended: what lay there before the last card, with the
        last trick complete in the middle (the observation already shows the next deal)."""
        cards = {c for _, c in held}
        out = [s for s in before if s.card not in cards or s.zone != "hand_bottom"]
        out = [s for s in out if s.zone != "trick"]
        if any(seat == self.top for seat, _ in held[1:]):
            backs = [s for s in out if s.zone == "hand_top"]
            if backs:
                out.remove(backs[-1])
        for i, (seat, card) in enumerate(held):
            x, y = g.trick(i, seat == self.bottom)
            out.append(Slot("trick", card, x, y, 300 + i))
        return out

    def pile_zone(self, seat: int) -> str | None:
        return "won_bottom" if seat == self.bottom else "won_top"

    def starts_deal(self, state: State, events: list[Event]) -> bool:
        return any(isinstance(e.payload, Dealt) for e in events)

    def pack_slots(self, g: TableGeometry) -> list[Slot]:
        """Every card gathered into the pack before a new deal."""
        return [Slot("talon", None, *g.pack(i), 10 + i, face_up=False) for i in range(32)]

    # the cards of the other's declarations that scored: the book has a player show
    # what he scores; they stay on the table until the next trick is complete
    showing: list[int] = []

    def _follow_shown(self, events: list[Event]) -> None:
        if any(isinstance(e.payload, (TrickWon, Dealt)) for e in events):
            self.showing = []               # what was shown before is taken up again
        for e in events:                    # (the dealer claims as the first trick is played)
            if isinstance(e.payload, Scored) and e.seat == self.top and e.cards \
                    and e.category in SHOWN:
                self.showing = self.showing + [c for c in e.cards if c not in self.showing]

    def note(self, state: State, action: Action, events: list[Event]) -> None:
        self._follow_shown(events)
        if type(action) is Exchange and action.seat == self.top:
            self.fresh_discards = sum(e.payload.count for e in events
                                      if isinstance(e.payload, Exchanged))
        if type(action) is not Declare:
            return
        if action.seat == self.obs(state).elder:
            said = [sentence(e, state.seats) for e in events
                    if isinstance(e.payload, Spoken) and e.seat == action.seat]
            self.elder_call = said[0] if said else None
            self.elder_said = elders_said(events, action.seat)
        else:
            self.elder_call = self.elder_said = None

    def resync(self, state: State) -> None:
        self.trick_seen = trick_pairs(self.obs(state).trick)
        # what the other showed lies there still, as it did when the game was live (a
        # resumed or undone game is told again from the deal's events, one by one)
        self.showing = []
        for e in state.deals[-1].events if state.deals else ():
            self._follow_shown([e])
        self.elder_call = self.elder_said = None
        if state.history and state.deals and type(state.history[-1]) is Declare:
            last = state.history[-1]
            if last.seat == self.obs(state).elder and last.cards:
                said = [sentence(e, state.seats) for e in state.deals[-1].events
                        if isinstance(e.payload, Spoken) and e.seat == last.seat]
                self.elder_call = said[-1] if said else None
                self.elder_said = elders_said(state.deals[-1].events, last.seat)

    # ----- the human's turn -------------------------------------------------------------
    def forced(self) -> Action | None:
        """A declaration with nothing to choose is said at once."""
        if len(self.legal) == 1 and type(self.legal[0]) is Declare:
            return self.legal[0]
        return None

    def _exchange_range(self) -> tuple[int, int]:
        sizes = [len(a.cards) for a in self.legal if type(a) is Exchange]
        return (min(sizes), max(sizes)) if sizes else (0, 0)

    def playable_cards(self) -> set[int]:
        if any(type(a) is Exchange for a in self.legal):
            return set()
        return super().playable_cards()

    def draggable_cards(self) -> set[int]:
        if any(type(a) in (Exchange, Play) for a in self.legal):
            # every card in hand may be picked up: a wrong one is refused with a reason
            return {c for s in self.hand_slots for c in (s,)}
        return set()

    def card_action(self, card: int, area: str):
        if any(type(a) is Exchange for a in self.legal):
            if area == "discard":
                self.selected.add(card)
            elif area is not None or card in self.selected:
                self.selected.discard(card)
            else:
                self.selected.add(card)
            low, high = self._exchange_range()
            too_many = len(self.selected) > high
            if too_many:
                self.selected.discard(card)
            self.note_drop(card, area == "discard", card in self.selected)
            if too_many:
                return say("You may exchange at most {n} cards.", n=high)
            return None
        if any(type(a) is Declare for a in self.legal):
            return say("Answer the declaration first (beside the table).")
        if area is not None and area != "trick":
            return say("Drop the card in the middle of the table to play it.")
        return super().card_action(card, area)

    def choices(self, state: State):
        if not self.legal:
            return None
        o = self.obs(state)
        kind = type(self.legal[0])
        if kind is Exchange:
            return self._exchange_choice(o)
        if kind is Declare:
            return self._declare_choice(state, o)
        if kind is Play and isinstance(o, PiquetObservation) and o.may_ask:   # two hands
            return self._ask_choice(state, o)
        return None

    def _ask_choice(self, state: State, o):
        """piquet.txt's right to ask the suit of a discarded card of a possible quatorze,
        offered beside the play (a right: playing a card waives nothing)."""
        other = self.seat_name(state, self.top)
        answers = [(say(_ASK[r], who=other), Ask(self.bottom, RANKS[r])) for r in o.may_ask]
        names = say(" or ").join(set_name(3, r)[:1].lower() + set_name(3, r)[1:]
                                 for r in o.may_ask)
        question = say("{who} scored {sets}, and you hold none: four were possible. You may "
                       "ask the suit of the one laid out, or just play a card.",
                       who=other, sets=names)
        return (say("Your right to ask"), question, answers)

    def _exchange_choice(self, o):
        low, high = self._exchange_range()
        n = len(self.selected)
        elder = o.elder == self.bottom
        if elder:
            q = say("You are elder: choose {low} to {high} cards to discard (click them or "
                    "drag them to your discard pile). You take as many from the top five of "
                    "the talon; any you leave you may look at.", low=low, high=high)
        else:
            q = say("You are the dealer: discard up to {high} cards and take as many from "
                    "the talon, elder's leftovers first. You may look at any you leave (elder "
                    "then sees them after his first lead), or leave them unseen by both.",
                    high=high)
        take = say("E&xchange {n}", n=n) if n else say("Take &none")
        ok = low <= n <= high
        chosen = tuple(sorted(self.selected))
        answers = [(take, Exchange(self.bottom, chosen)),
                   (say("&Clear selection"), self._clear_selection)]
        enabled = [ok, n > 0]
        if not elder:                   # the dealer's right to look, waived
            answers.insert(1, (say("{take}, &leave the rest unseen", take=take.replace('&', '')),
                               Exchange(self.bottom, chosen, False)))
            enabled.insert(1, ok and n < high)
        return (say("The exchange"), q, answers, enabled)

    def _clear_selection(self) -> None:
        self.selected.clear()
        self.dropped = frozenset()

    def _declare_choice(self, state: State, o):
        category = self.legal[0].category
        title = say(CATEGORY_TITLES[category])
        by = o.options.get("point_by", "value")
        answering = o.elder == self.top
        elder_called = answering and self.elder_call is not None
        question = say("Declare {what}.", what=title)
        if answering:
            question = say("{who} says “{call}” Your answer:",
                           who=self.seat_name(state, self.top), call=self.elder_call) \
                if elder_called else \
                say("{who} has nothing to declare for {what}.",
                    who=self.seat_name(state, self.top), what=title)
        answers = []
        for i, a in enumerate(self.legal):
            words = declaration_words(a, by, elder_called)
            if i == 0 and a.cards:
                # the button says the answer it gives ("Equal: ..."), not only the cards
                words = answer_words(a, by, self.elder_said) \
                    if elder_called and self.elder_said is not None \
                    else (say("For me: {words}", words=words) if elder_called
                          else say("Declare for me: {words}", words=words))
            elif a.cards:
                words = say(SINK_TO) + words
            elif i:
                words = say("Good. (sink what I hold)") if elder_called \
                    else say("Sink: say nothing")
            answers.append((words.replace("&", "&&"), a))
        return (say("Declaring {what}", what=title), question, fold_sinks(answers))


# the right to ask, rank by rank: "Ask which Queen North laid out"
_ASK = (message("Ask which Seven {who} laid out"), message("Ask which Eight {who} laid out"),
        message("Ask which Nine {who} laid out"), message("Ask which Ten {who} laid out"),
        message("Ask which Jack {who} laid out"), message("Ask which Queen {who} laid out"),
        message("Ask which King {who} laid out"), message("Ask which Ace {who} laid out"))
