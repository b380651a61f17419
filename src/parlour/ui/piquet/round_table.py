"""Piquet for three or four round the table: Normand (each for himself) and Voleur
(you and the partner opposite against the two at your sides).

It is the two-handed view's vocabulary (the exchange chosen by clicking or dragging,
declarations answered beside the table, cards dragged to the middle) with the seats
laid round the table by ``multi_layout``.  Each player declares at his first turn, class
by class, then plays; every announcement goes into the log under the speaker's name.
"""
from __future__ import annotations

from ...engine.cards import card_symbol
from ...engine.core import Event, State
from ...engine.events import DealEnded, Declared, Exchanged, Scored, TrickWon
from ...engine.actions import Action, Exchange
from ...engine.piquet.multi_observation import MultiHandObservation
from ...engine.piquet.phase import EXCHANGE, OVER, WAITING
from ...engine.sentences import said_words, sentence
from ...language import say, say_n, spoken
from ..table.layout import Slot
from ..table.presenter import suit_sorted
from ..table.round_layout import RoundTableGeometry, place_of
from ..windows.trick_log import Trick, trick_words
from ..table.presenter import trick_pairs
from .presenter import SINK_TO, PiquetPresenter, fold_sinks
from .words import CATEGORY_TITLES, declaration_words

QUIET = {"play"}          # a point a card: counted in the score panel, not the log


class RoundTablePresenter(PiquetPresenter):
    geometry_type = RoundTableGeometry

    def __init__(self, state: State, bottom_seat: int, human_seat: int | None):
        super().__init__(state, bottom_seat, human_seat)
        self.n = len(state.seats)
        self.sides = tuple(getattr(state, "SIDES", range(self.n)))
        self.talon_size = getattr(state, "TALON", 0)
        self.top = (bottom_seat + 2) % self.n       # the partner, in Voleur
        self.fresh_discards = 0

    def place(self, seat: int) -> str:
        return place_of(seat, self.bottom, self.n)

    def side_names(self, state: State, side: int) -> str:
        seats = [s for s in self.round() if self.sides[s] == side]
        return say(" and ").join(self.seat_name(state, s) for s in seats)

    def round(self) -> list[int]:
        """The seats from yours round to the left."""
        return [(self.bottom + i) % self.n for i in range(self.n)]

    # ----- the table --------------------------------------------------------------------
    def slots(self, state: State, g, held):
        o = self.obs(state)
        if o.phase is WAITING:
            return [], {}
        hand = suit_sorted(o.hand)
        self.hand_slots = list(hand)
        sizes = o.hand_sizes
        out: list[Slot] = []
        for i, (x, y, _) in enumerate(g.hand("bottom", len(hand))):
            out.append(Slot("hand_bottom", hand[i], x, y, 100 + i,
                            raised=hand[i] in self.selected))
        for seat in range(self.n):
            if seat != self.bottom:
                place = self.place(seat)
                for i, (x, y, r) in enumerate(g.hand(place, sizes[seat])):
                    out.append(Slot(f"hand_{place}", None, x, y, 100 + i, r, face_up=False))
        out += self._talon_slots(o, g)
        trick = list(held) or trick_pairs(o.trick)
        winner = self.held_winner
        if not trick and o.phase is OVER and o.tricks:
            held = trick = trick_pairs(o.tricks[-1])
            winner = o.tricks[-1].winner
        for i, (seat, card) in enumerate(trick):
            x, y = g.trick_at(self.place(seat), i)
            out.append(Slot("trick", card, x, y, 300 + i))
        won = list(o.tricks_won)
        if held and len(held) == self.n and winner is not None and won[winner]:
            won[winner] -= 1                      # the held trick is not in a pile yet
        for seat in range(self.n):
            place = self.place(seat)
            for i in range(won[seat]):
                x, y = g.won_at(place, 2 * i)
                out.append(Slot(f"won_{place}", None, x, y, 20 + i, face_up=False))
        return out, self._round_captions(state, o, g, won)

    def _dealer_discards(self, o: MultiHandObservation) -> int:
        """How many the Normand dealer laid out: public, as the talon left shows."""
        if not self.talon_size or o.phase is EXCHANGE:
            return 0
        return self.talon_size - o.talon_size

    def _talon_slots(self, o: MultiHandObservation, g) -> list[Slot]:
        out: list[Slot] = []
        if not self.talon_size:
            return out
        seen = suit_sorted(o.talon_left)   # the dealer's eyes only
        for i in range(o.talon_size):
            card = seen[i] if i < len(seen) else None
            x, y, r = g.talon(i, spread=card is not None)
            out.append(Slot("talon", card, x, y, 10 + i, r, face_up=card is not None))
        mine = suit_sorted(o.discards)
        dealer_place = self.place(o.dealer)
        fresh, self.fresh_discards = self.fresh_discards, 0
        for i in range(self._dealer_discards(o)):
            card = mine[i] if i < len(mine) else None
            x, y = g.dealer_discard(i)
            out.append(Slot("discard", card, x, y, 50 + i, face_up=card is not None,
                            source=f"hand_{dealer_place}" if i < fresh else None))
        return out

    def _round_captions(self, state: State, o: MultiHandObservation, g,
                        won: list[int]) -> dict:
        caps = {}
        sizes = o.hand_sizes
        elder = (o.dealer + 1) % self.n
        for seat in range(self.n):
            place = self.place(seat)
            text = self.seat_name(state, seat)
            if self.n == 4 and seat == self.top:
                text += say(" (partner)")
            if seat == o.dealer:
                text += ", " + say("dealer")
            elif seat == elder:
                text += ", " + say("elder")
            if o.to_act == seat:
                text = "▶ " + text
            x, y = g.name_at(place, sizes[seat], len(text))
            caps[f"name_{place}"] = (text, x, y)
            if won[seat]:
                x, y = g.won_label_at(place)
                caps[f"won_{place}"] = (say_n("{n} trick", "{n} tricks", won[seat]), x, y)
        if self.talon_size and o.talon_size:
            x, y = g.talon(0)[:2]
            caps["talon"] = (say("Talon: {n}", n=o.talon_size), x, y + g.card_h + 2)
        laid = self._dealer_discards(o)
        if laid:
            x, y = g.dealer_discard(0)
            caps["discards"] = (say("Dealer's discards"), x, y + g.card_h + 2)
        elif any(type(a) is Exchange for a in self.legal) and not self.selected:
            x, y = g.dealer_discard(0)
            caps["discard_hint"] = (say("Your discards\ngo here"), x + 4, y + g.card_h * 0.35)
        return caps

    def drop_areas(self, g) -> dict:
        if any(type(a) is Exchange for a in self.legal):
            return {"discard": g.dealer_discard_area(), "trick": g.trick_area()}
        return {"trick": g.trick_area()} if self.playable_cards() else {}

    def trick_spot(self, g, index: int, seat: int) -> tuple[float, float]:
        return g.trick_at(self.place(seat), index)

    def pile_zone(self, seat: int) -> str | None:
        return f"won_{self.place(seat)}"

    def review_caption_at(self, g, laid) -> tuple[float, float]:
        """Below the trick looked back at: the players' cards lie on every side."""
        area = g.trick_area()
        return area.x + area.w * 0.62, area.y + area.h + 2

    def last_trick_slots(self, before: list[Slot], held, g) -> list[Slot]:
        """The table as the deal ended: the last trick complete in the middle (the
        observation already shows the next deal)."""
        out = [s for s in before if s.zone != "trick"]
        seat, card = held[-1]                     # the one card not yet on the table
        zone = "hand_bottom" if seat == self.bottom else f"hand_{self.place(seat)}"
        mine = [s for s in out if s.zone == zone and (s.card == card or s.card is None)]
        if mine:
            out.remove(mine[-1])
        for i, (s, c) in enumerate(held):
            x, y = g.trick_at(self.place(s), i)
            out.append(Slot("trick", c, x, y, 300 + i))
        return out

    def starts_deal(self, state: State, events: list[Event]) -> bool:
        """The deal ended and the next was dealt in the same step (there is no deal
        event at this table: the new deal follows the old one's end)."""
        return any(isinstance(e.payload, DealEnded) for e in events) and state.result() is None

    # ----- words ------------------------------------------------------------------------
    def _deal_heading(self, state: State, index: int) -> tuple[str, str, str]:
        dealer = self.seat_name(state, state.deals[index].setup.dealer)
        return ("", spoken(dealer, "Deal {number}: {who} deals.", "Deal {number}: You deal.",
                           number=index + 1), "heading")

    def _scores_line(self, state: State, ended: DealEnded) -> str:
        """The game's scores after a deal, with the names of whose they are."""
        sides = list(dict.fromkeys(self.sides[s] for s in self.round()))
        return say("Scores: {scores}", scores=", ".join(
            f"{self.side_names(state, s)} {ended.totals[s]}" for s in sides))

    @staticmethod
    def _trick_number(state: State, won: Event) -> int:
        """Which trick of its deal ``won`` ended (the deal's log holds the event itself)."""
        for log in reversed(state.deals):
            tricks = [e for e in log.events if isinstance(e.payload, TrickWon)]
            for number, e in enumerate(tricks, 1):
                if e is won:
                    return number
        return 0

    def log_lines(self, state: State, events: list[Event]):
        out = []
        replay = [i for i, log in enumerate(state.deals) if events is log.events]
        if replay:                                 # a whole deal read back (resume, undo)
            out.append(self._deal_heading(state, replay[0]))
        for e in events:
            who = self.seat_name(state, e.seat)
            if isinstance(e.payload, Declared):
                out.append((who, sentence(e, state.seats), "said"))
            elif isinstance(e.payload, Scored) and e.points and e.category not in QUIET:
                what = sentence(e, state.seats, card_symbol)
                if e.category == "carte_blanche":          # shown to the table
                    what += " (" + " ".join(card_symbol(c) for c in e.cards) + ")"
                out.append(("", spoken(who, "{who} scores {points}: {what}",
                                       "You score {points}: {what}", points=e.points, what=what),
                            "score"))
            elif isinstance(e.payload, Exchanged):
                out.append(("", talon_words(who, e.payload.count), "said"))
            elif isinstance(e.payload, TrickWon) and e.seat is not None:
                trick = Trick(self._trick_number(state, e), e.payload.plays, e.seat)
                out.append(("", trick_words(trick, lambda s: self.seat_name(state, s),
                                            "\u00a0"), "trick"))
            elif isinstance(e.payload, DealEnded):
                out.append(("", self._scores_line(state, e.payload), "heading"))
        return out

    def deal_opened(self, state: State, events: list[Event]):
        if not self.starts_deal(state, events) or not state.deals:
            return []
        return [self._deal_heading(state, len(state.deals) - 1)]

    def _ended_deal(self, state: State) -> DealEnded | None:
        """The deal just ended, while its summary is read (the next one already dealt)."""
        if not self.ended_deal_shown:
            return None
        for deal in reversed(state.deals):
            for e in deal.events:
                if isinstance(e.payload, DealEnded):
                    return e.payload
        return None

    def score_html(self, state: State) -> str:
        o = self.obs(state)
        deal = o.deal_points or (0,) * self.n
        totals = o.totals
        number = f"{len(state.deals)}"
        ended = self._ended_deal(state)
        if ended is not None:        # its figures, not the next deal's 0s, until Next deal
            deal, number = ended.points, say("{deal} is over", deal=ended.number)
            totals = tuple(ended.totals[side] for side in self.sides)
        order = self.round()
        head = ("<table width='100%' cellspacing='3'><tr><th align='left'></th>"
                f"<th align='right'>{say('Deal')}</th><th align='right'>{say('Game')}</th></tr>")
        if self.n == 4:
            rows = ""
            for side in (self.sides[self.bottom], 1 - self.sides[self.bottom]):
                seats = [s for s in order if self.sides[s] == side]
                rows += (f"<tr><td>{self.side_names(state, side)}</td>"
                         f"<td align='right'>{sum(deal[s] for s in seats)}</td>"
                         f"<td align='right'><b>{totals[seats[0]]}</b></td></tr>")
            each = ", ".join(f"{self.seat_name(state, s)} {deal[s]}" for s in order)
            foot = say("This deal by player: {each}<br>Deal {deal} · 100 up · partners count "
                       "together; a side under 50 when the other reaches 100 is lurched",
                       each=each, deal=number)
        else:
            rows = "".join(f"<tr><td>{self.seat_name(state, s)}</td>"
                           f"<td align='right'>{deal[s]}</td>"
                           f"<td align='right'><b>{totals[s]}</b></td></tr>" for s in order)
            foot = say("Deal {deal} · 100 up · the first out takes the pool", deal=number)
        return f"{head}{rows}</table><p style='color:#555'>{foot}</p>"

    def result_text(self, state: State, result) -> str:
        if result is None:
            return say("The game is over.")
        totals = result.totals
        if self.n == 4:
            w = result.winner
            who = self.side_names(state, w)
            score = say("{won} to {lost}", won=totals[w], lost=totals[1 - w])
            how = say("the adversaries are lurched: a double game") if result.value == 2 \
                else say("a single game")
            return say("{who} win the game, first out at 100 ({score}); {how}.", who=who,
                       score=score, how=how)
        who = self.seat_name(state, result.winner)
        score = ", ".join(f"{self.seat_name(state, s)} {totals[s]}" for s in self.round())
        return spoken(who, "{who} is first out at 100 and takes the pool ({score}).",
                      "You are first out at 100 and take the pool ({score}).", score=score)

    # ----- the human's turn -------------------------------------------------------------
    def note(self, state: State, action: Action, events: list[Event]) -> None:
        if type(action) is Exchange and action.seat != self.bottom:
            self.fresh_discards = len(action.cards)

    def resync(self, state: State) -> None:
        self.trick_seen = trick_pairs(self.obs(state).trick)
        self.fresh_discards = 0

    def _exchange_choice(self, o):
        low, high = self._exchange_range()
        n = len(self.selected)
        q = say("You deal: lay out up to {high} cards (click them, or drag them beside the "
                "talon) and take as many from the talon, in order. Nobody else sees them; "
                "you may look at a talon card you leave.", high=high)
        take = say("E&xchange {n}", n=n) if n else say("Take &none")
        answers = [(take, Exchange(self.bottom, tuple(sorted(self.selected)))),
                   (say("&Clear selection"), self._clear_selection)]
        return (say("The exchange"), q, answers, [low <= n <= high, n > 0])

    def _declare_choice(self, state: State, o):
        category = self.legal[0].category
        title = say(CATEGORY_TITLES[category])
        by = o.options.get("point_by", "value")
        # each said as it was, its own full stop inside the quotes: none added after
        said = [say("{who}: “{said}”", who=self.seat_name(state, c.seat),
                    said=said_words(category, c.heard, bool(c.called), by))
                for c in o.announcements if c.category == category]
        question = say("Declare {what}.", what=title)
        if said:
            question += say(" Already said: {said}", said=say("; ").join(said))
        if self.n == 4 and category == "point":
            question += say(" (No point under thirty may be announced.)")
        answers = []
        for i, a in enumerate(self.legal):
            words = declaration_words(a, by, False)
            if i == 0 and a.cards:
                words = say("Declare for me: {words}", words=words)
            elif a.cards:
                words = say(SINK_TO) + words
            answers.append((words.replace("&", "&&"), a))
        return (say("Declaring {what}", what=title), question, fold_sinks(answers))


def talon_words(who: str, n: int) -> str:
    """``North exchanges 3 cards with the talon.``, ``You take nothing from the talon.``"""
    if not n:
        return spoken(who, "{who} takes nothing from the talon.", "You take nothing from the talon.")
    if n == 1:
        return spoken(who, "{who} exchanges 1 card with the talon.",
                      "You exchange 1 card with the talon.")
    return spoken(who, "{who} exchanges {n} cards with the talon.",
                  "You exchange {n} cards with the talon.", n=n)
