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
from ...engine.sentences import sentence
from ..table.layout import Slot
from ..table.person import in_person
from ..table.presenter import suit_sorted
from ..table.round_layout import RoundTableGeometry, place_of
from ..windows.trick_log import Trick, trick_words
from ..table.presenter import trick_pairs
from .presenter import PiquetPresenter, fold_sinks, sink_prefix
from ..binding.marks import translate
from ..binding.placeholders import fill
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
        return translate("RoundTablePresenter", " and ").join(self.seat_name(state, s) for s in seats)

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
                text += translate("RoundTablePresenter", " (partner)")
            if seat == o.dealer:
                text += translate("RoundTablePresenter", ", dealer")
            elif seat == elder:
                text += translate("RoundTablePresenter", ", elder")
            if o.to_act == seat:
                text = "▶ " + text
            x, y = g.name_at(place, sizes[seat], len(text))
            caps[f"name_{place}"] = (text, x, y)
            if won[seat]:
                x, y = g.won_label_at(place)
                caps[f"won_{place}"] = (
                    translate("PiquetPresenter", "1 trick") if won[seat] == 1 else
                    translate("PiquetPresenter", "%n tricks", None, won[seat]), x, y)
        if self.talon_size and o.talon_size:
            x, y = g.talon(0)[:2]
            caps["talon"] = (fill(translate("PiquetPresenter", "Talon: %1"), o.talon_size), x, y + g.card_h + 2)
        laid = self._dealer_discards(o)
        if laid:
            x, y = g.dealer_discard(0)
            caps["discards"] = (translate("RoundTablePresenter", "Dealer's discards"), x, y + g.card_h + 2)
        elif any(type(a) is Exchange for a in self.legal) and not self.selected:
            x, y = g.dealer_discard(0)
            caps["discard_hint"] = (translate("PiquetPresenter", "Your discards\ngo here"), x + 4,
                                    y + g.card_h * 0.35)
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
        return ("", fill(translate("RoundTablePresenter", "Deal %1: %2."), index + 1, in_person(dealer, "deal")),
                "heading")

    def _scores_line(self, state: State, ended: DealEnded) -> str:
        """The game's scores after a deal, with the names of whose they are."""
        sides = list(dict.fromkeys(self.sides[s] for s in self.round()))
        return fill(translate("RoundTablePresenter", "Scores: %1"), ", ".join(
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
                out.append(("", f"{in_person(who, 'score')} {e.points}: {what}", "score"))
            elif isinstance(e.payload, Exchanged):
                k = e.payload.count
                cards = translate("RoundTablePresenter", "1 card") if k == 1 else translate("RoundTablePresenter", "%n cards", None, k)
                out.append(("", fill(translate("RoundTablePresenter", "%1 %2 with the talon."), in_person(who, "exchange"),
                                     cards) if k
                            else fill(translate("RoundTablePresenter", "%1 nothing from the talon."), in_person(who, "take")),
                            "said"))
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

    def score_html(self, state: State) -> str:
        o = self.obs(state)
        deal = o.deal_points or (0,) * self.n
        totals = o.totals
        order = self.round()
        deal_word, game_word = translate("PiquetPresenter", "Deal"), translate("PiquetPresenter", "Game")
        head = ("<table width='100%' cellspacing='3'><tr><th align='left'></th>"
                f"<th align='right'>{deal_word}</th><th align='right'>{game_word}</th></tr>")
        if self.n == 4:
            rows = ""
            for side in (self.sides[self.bottom], 1 - self.sides[self.bottom]):
                seats = [s for s in order if self.sides[s] == side]
                rows += (f"<tr><td>{self.side_names(state, side)}</td>"
                         f"<td align='right'>{sum(deal[s] for s in seats)}</td>"
                         f"<td align='right'><b>{totals[seats[0]]}</b></td></tr>")
            each = ", ".join(f"{self.seat_name(state, s)} {deal[s]}" for s in order)
            foot = fill(translate("RoundTablePresenter", "This deal by player: %1<br>Deal %2 · 100 up · partners count "
                                  "together; a side under 50 when the other reaches 100 is "
                                  "lurched"), each, len(state.deals))
        else:
            rows = "".join(f"<tr><td>{self.seat_name(state, s)}</td>"
                           f"<td align='right'>{deal[s]}</td>"
                           f"<td align='right'><b>{totals[s]}</b></td></tr>" for s in order)
            foot = fill(translate("RoundTablePresenter", "Deal %1 · 100 up · the first out takes the pool"),
                        len(state.deals))
        return f"{head}{rows}</table><p style='color:#555'>{foot}</p>"

    def result_text(self, state: State, result) -> str:
        if result is None:
            return translate("PiquetPresenter", "The game is over.")
        totals = result.totals
        if self.n == 4:
            w = result.winner
            who = self.side_names(state, w)
            score = fill(translate("PiquetPresenter", "%1 to %2"), totals[w], totals[1 - w])
            how = (translate("RoundTablePresenter", "the adversaries are lurched: a double game") if result.value == 2
                   else translate("RoundTablePresenter", "a single game"))
            return fill(translate("RoundTablePresenter", "%1 win the game, first out at 100 (%2); %3."), who, score, how)
        who = self.seat_name(state, result.winner)
        score = ", ".join(f"{self.seat_name(state, s)} {totals[s]}" for s in self.round())
        return fill(translate("RoundTablePresenter", "%1 are first out at 100 and take the pool (%2).") if who == "You"
                    else translate("RoundTablePresenter", "%1 is first out at 100 and takes the pool (%2)."), who, score)

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
        q = fill(translate("RoundTablePresenter", "You deal: lay out up to %1 cards (click them, or drag them beside "
                          "the talon) and take as many from the talon, in order. Nobody else "
                          "sees them; you may look at a talon card you leave."), high)
        take = fill(translate("PiquetPresenter", "E&xchange %1"), n) if n else translate("PiquetPresenter", "Take &none")
        answers = [(take, Exchange(self.bottom, tuple(sorted(self.selected)))),
                   (translate("PiquetPresenter", "&Clear selection"), self._clear_selection)]
        return (translate("PiquetPresenter", "The exchange"), q, answers, [low <= n <= high, n > 0])

    def _declare_choice(self, state: State, o):
        category = self.legal[0].category
        title = CATEGORY_TITLES.get(category, category)
        by = o.options.get("point_by", "value")
        # each said as it was, its own full stop inside the quotes: none added after
        said = [f"{self.seat_name(state, c.seat)}: “{c.text}”"
                for c in o.announcements if c.category == category]
        question = fill(translate("PiquetPresenter", "Declare %1."), title)
        if said:
            question += fill(translate("RoundTablePresenter", " Already said: %1"), "; ".join(said))
        if self.n == 4 and category == "point":
            question += translate("RoundTablePresenter", " (No point under thirty may be announced.)")
        answers = []
        for i, a in enumerate(self.legal):
            words = declaration_words(a, by, False)
            if i == 0 and a.cards:
                words = translate("PiquetPresenter", "Declare for me: ") + words
            elif a.cards:
                words = sink_prefix() + words
            answers.append((words.replace("&", "&&"), a))
        return (fill(translate("PiquetPresenter", "Declaring %1"), title), question, fold_sinks(answers))
