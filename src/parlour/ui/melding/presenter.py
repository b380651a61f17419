"""Rubicon Bézique, Chinese Bézique and Binocle on the table: hands, each player's meld
board, the trick, the talon with its counter (and Binocle's turn-up under it).

The human melds by dragging cards from the hand (or the board) onto their own board, or
by clicking them and pressing "Meld the chosen cards"; the possible melds are listed
beside the table with what they score; a refused meld is explained in words.  Cards on
the board are played like cards in hand (click or drag to the middle).  A lone "pass"
(nothing to declare) is made for the player, and so is a dix or carte blanche that
cannot be declined.

With several packs a card is known by its key, the card and its copy number from the
observation (engine/copies.py): your King of hearts and his are two cards on the table,
to light, drag, choose and move apart.
"""
from __future__ import annotations

from collections import Counter

from ...engine.bezique.observed import BeziqueObservation
from ...engine.binocle.observed import BinocleObservation
from ...engine.binocle.rules import HAND_SIZE as BINOCLE_HAND
from ...engine.binocle.state import VARIANTS as BINOCLE_DIX
from ...engine.cards import SEVEN, card_symbol
from ...engine.cards import cards_symbols as symbols
from ...engine.copies import CardCopy
from ...engine.core import Event, IllegalAction, State
from ...engine.events import Announced, Melded
from ...engine.actions import Action, Announce, Brisques, CarteBlanche, Dix, Meld, Pass, Play
from ...engine.games import Family, family_of
from ...engine.sentences import sentence
from ...language import say
from ..table.layout import Rect, Slot
from ..table.meld_board import MeldingGeometry, group_table
from ..table.presenter import TablePresenter, suit_sorted
from ..table.talon_counter import TalonCounter, pile_depth
from .shown import TableShown, carried, melds_of, short_title, shown
from .words import DIX_WORDS, RULES, play_words, result_words, trump_words
from .words import log_lines as lines_logged
from ...engine.sentences import combination_name
from ..table.spoken import board_words, trick_words

WINDOW_ACTS = (Meld, Announce, Pass, Dix, Brisques)


class MeldingPresenter(TablePresenter):
    geometry_type = MeldingGeometry

    def __init__(self, state: State, bottom_seat: int, human_seat: int | None):
        super().__init__(state, bottom_seat, human_seat)
        self.binocle = family_of(state.game) is Family.BINOCLE
        # two-pack, the Bézique with a turn-up: a game of deals to 1000
        self.two_pack = not self.binocle and state.TURNS_UP
        # the dix, the lowest trump: the Seven, or the Nine in Binocle of 48 cards
        lowest = BINOCLE_DIX[state.variant] if self.binocle else SEVEN
        self.dix = say(DIX_WORDS[lowest])
        # The last tricks are as many as the cards in hand: Binocle deals twelve (48 and
        # 64 alike), Bézique nine unless Chinese is played with twelve; two-pack eight.
        self.last = BINOCLE_HAND if self.binocle else state.hand_size
        self.touched_zone: str | None = None
        self.queued_play: Action | None = None
        self.refusal = ""
        self.counter: TalonCounter | None = None
        self._values: dict[Action, tuple[str, int]] = {}
        self._values_for = None
        self.chosen: list[tuple[str, CardCopy]] = []
        self.hand_keys: list[CardCopy] = []         # your hand and board, as last shown
        self.board_keys: list[CardCopy] = []
        self.board_now: list[int] = []              # your board's cards, as last asked
        self.shown_before: TableShown | None = None   # the table as last shown
        self._seen = None       # (state, its history, the observation, the table shown)

    # ----- the observation, the same for both families -----------------------------------
    def observed(self, state: State) -> BeziqueObservation | BinocleObservation:
        """The bottom seat's observation of ``state``, made once for each point of the
        game: one refresh asks for it in the table, the talon counter, the score, the
        status line and the choices.  A state is the same point while its history is
        (undo replaces the history in the same state object)."""
        seen = self._seen
        if seen is None or seen[0] is not state or seen[1] != state.history:
            obs = state.observation(self.bottom)
            seen = self._seen = (state, list(state.history), obs, shown(obs))
        return seen[2]

    def table_of(self, state: State) -> TableShown:
        self.observed(state)
        return self._seen[3]

    def held_trick(self, state: State, events: list[Event]) -> list[tuple[int, CardCopy]]:
        """The finished trick by its two cards' keys: the last two played; when the deal
        ended with it (the observation is of the next deal), the lead as shown before and
        the answer from your hand as shown before, or a card new to the table."""
        held = super().held_trick(state, events)
        if not held:
            return held
        played = self.table_of(state).played
        codes = [c for _, c in held]
        if [k.card for k in played[-len(held):]] == codes:
            return list(zip((s for s, _ in held), played[-len(held):]))
        before = self.shown_before
        out = []
        for i, (seat, c) in enumerate(held):
            if before is None:
                known = []
            elif i == 0:
                known = [k for k in before.played[-1:] if k.card == c]
            else:
                known = [k for k in before.hand + before.tables[seat] if k.card == c] \
                    if seat == self.bottom else []
            out.append((seat, known[0] if known else CardCopy(c, -1 - i)))
        return out

    def _stock_now(self, state: State) -> int:
        return self.observed(state).stock

    def full_stock(self, state: State) -> int:
        """The stock as this deal began (from the deal itself, so a resumed or undone
        game measures its bar against the whole stock, not what was left when the view
        was made); two-pack counts its turn-up in the stock."""
        setup = state.deals[-1].setup if state.deals else None
        if setup is None:
            return max(self._stock_now(state), 1)
        extra = 1 if self.two_pack and setup.turnup is not None else 0
        return max(len(setup.stock) + extra, self._stock_now(state), 1)

    def table_words(self, state: State) -> list[str]:
        """The trick, then each meld board: its cards and what was declared with them
        this deal, by the combinations' names in words."""
        t = self.table_of(state)
        words = [trick_words([(self.seat_name(state, s), k.card) for s, k in t.trick])]
        events = state.deals[-1].events if state.deals else []
        for seat in (self.bottom, self.top):
            said = [name for _, name, _ in melds_of(events, seat, combination_name)]
            whose = None if seat == self.bottom else self.seat_name(state, seat)
            words.append(board_words(whose, [k.card for k in t.tables[seat]], said))
        return words

    # ----- the table --------------------------------------------------------------------
    def slots(self, state: State, g, held):
        t = self.table_of(state)
        self.shown_before = t
        out: list[Slot] = []
        caps: dict = {}
        if t.obs.dealer is None:
            return out, caps
        hand = suit_sorted(t.hand, key=lambda k: k.card)
        events = state.deals[-1].events if state.deals else []
        self.hand_keys = hand
        self.board_keys = list(t.tables[self.bottom])
        fan, laid = self.apart_dropped(hand)      # laid: chosen, dropped on your board
        for i, (x, y) in enumerate(g.fan(len(fan), True)):
            out.append(Slot("hand_bottom", fan[i].card, x, y, 100 + i,
                            raised=fan[i] in self.selected_hand(), copy=fan[i].copy))
        for i, (x, y) in enumerate(g.fan(t.sizes[self.top], False)):
            out.append(Slot("hand_top", None, x, y, 100 + i, face_up=False))
        for seat, bottom in ((self.bottom, True), (self.top, False)):
            zone = "board_bottom" if bottom else "board_top"
            groups = group_table(t.tables[seat], melds_of(events, seat), lambda k: k.card)
            titles = [short_title(gr.title, gr.points) for gr in groups]
            sizes = [len(gr.cards) for gr in groups]
            if bottom and laid:         # the cards dropped to meld, last on the board
                sizes.append(len(laid))
                titles.append(say("Chosen to meld"))
            places = g.board(sizes, bottom, [len(x) * g.caption * 0.52 for x in titles])
            if bottom and laid:
                spots = places.pop()
                for i, (c, (x, y)) in enumerate(zip(laid, spots)):
                    out.append(Slot("chosen_bottom", c.card, x, y, 60 + len(groups) * 12 + i,
                                    copy=c.copy))
                x, y = spots[0]
                caps["chosen_bottom"] = (titles.pop(), x, y - g.caption - 1)
            for k, (gr, pos) in enumerate(zip(groups, places)):
                for i, (c, (x, y)) in enumerate(zip(gr.cards, pos)):
                    raised = bottom and (zone, c) in self.selected_board()
                    out.append(Slot(zone, c.card, x, y - (g.raise_by() if raised else 0),
                                    60 + k * 12 + i, copy=c.copy))
                cy = y - g.caption - 1 if bottom else y + g.card_h + 1
                caps[f"{zone}_{k}"] = (titles[k], pos[0][0], cy)
            said = carried(t.obs, events, seat) if not self.binocle else []
            if said:
                # in the free corner of the left column on the player's side
                x, y = g.label_pos("talon")
                cy = y + g.card_h * 0.62 + g.caption * 1.6 if bottom \
                    else g.margin + g.caption * 1.5
                lines = [short_title(t, 0) for t in said]
                caps[f"{zone}_carried"] = (say("Still to score:") + "\n" + "\n".join(lines), x, cy)
        # the trick
        trick = held or t.trick
        for i, (seat, card) in enumerate(trick):
            x, y = g.trick(i, seat == self.bottom)
            out.append(Slot("trick", card.card, x, y, 300 + i, copy=card.copy))
        # the talon: the turn-up crosswise under a slightly spread pile
        if t.turnup is not None:
            x, y, r = g.turnup()
            out.append(Slot("turnup", t.turnup.card, x, y, 9, r, copy=t.turnup.copy))
        stock = t.obs.stock
        for i in range(pile_depth(stock)):
            x, y = g.stock_pile(i, stock)
            out.append(Slot("talon", None, x, y, 10 + i, face_up=False))
        self._captions(state, t, g, caps)
        return out, caps

    def _captions(self, state: State, t: TableShown, g, caps: dict) -> None:
        o = t.obs
        for seat, where in ((self.bottom, "bottom"), (self.top, "top")):
            role = say("dealer") if o.dealer == seat else say("pone")
            x, y = g.label_pos(f"name_{where}")
            caps[f"name_{where}"] = (f"{self.seat_name(state, seat)}, {role}", x, y)
        trump = o.trump
        x, y = g.label_pos("talon")
        word = say("Trumps: {suit}", suit=trump_words(trump)) if trump else say("No trumps yet")
        caps["trump"] = (word, x, y + g.card_h * 0.62)

    def decorate(self, scene, state: State) -> None:
        """The talon counter, a scene item of this view's own."""
        if self.counter is None or self.counter.scene() is not scene:
            self.counter = TalonCounter()
            scene.addItem(self.counter)
        g = scene.geometry
        t = self.table_of(state)
        # two-pack's stock count holds the turn-up already (its last card); Binocle's not
        self.counter.set_state(t.obs.stock, self.full_stock(state), self.last,
                               t.turnup is not None and not self.two_pack, g.left_w)
        x, y = g.label_pos("talon")
        self.counter.setPos(x, y)

    def undecorate(self, scene) -> None:
        if self.counter is not None and self.counter.scene() is scene:
            scene.removeItem(self.counter)
        self.counter = None

    def resync(self, state: State) -> None:
        t = self.table_of(state)
        self.trick_seen = [(seat, k.card) for seat, k in t.trick]
        self.queued_play = None
        self.refusal = ""

    # ----- words ------------------------------------------------------------------------
    def log_lines(self, state: State, events: list[Event]):
        return lines_logged(events, state.seats, lambda seat: self.seat_name(state, seat),
                            self.binocle)

    def score_html(self, state: State) -> str:
        ended = self.ended_deal_shown
        o = self.observed(state)
        rows = "".join(f"<tr><td>{self.seat_name(state, s)}</td>"
                       f"<td align='right'><b>{o.scores[s]}</b></td></tr>"
                       for s in (self.bottom, self.top))
        goal = say("game 1000") if self.binocle else say("one deal, rubicon 1000")
        if self.two_pack:
            goal = say("deal {deal}, game {game}", deal=o.deal, game=o.game_points)
        if ended:           # the next deal's full stock is not news yet
            goal = say("deal {deal} is over, game {game}", deal=max(o.deal - 1, 1),
                       game=o.game_points) \
                if self.two_pack else say("the deal is over · {goal}", goal=goal)
        stock = "" if ended else say("{n} in the stock · ", n=o.stock)
        return (f"<table width='100%' cellspacing='3'>{rows}</table>"
                f"<p style='color:#555'>{stock}{goal}</p>")

    def status_text(self, state: State) -> str:
        kinds = {type(a) for a in self.legal}
        if kinds == {Dix}:
            return say("You won the trick holding {dix}: exchange it or show it.", dix=self.dix)
        if kinds == {Brisques}:
            return say("You are behind: ask for the brisques to be counted, or not.")
        if kinds & {Meld, Announce, Dix}:
            return say("You won the trick: meld (drag cards to your board) or pass.")
        if Play in kinds:
            return play_words(self.observed(state))
        return ""

    def describe(self, action: Action) -> str:
        if type(action) in (Meld, Announce, Dix):
            title, points = self.value_of(action)
            return f"{title} ({points})" if points else title
        if type(action) is Play:
            return say("play {card} from the table", card=card_symbol(action.card)) \
                if action.from_table else say("play {card}", card=card_symbol(action.card))
        return action.notation()

    # ----- what a meld scores: asked of a copy of the game -------------------------------
    def value_of(self, action: Action) -> tuple[str, int]:
        return self._values.get(action, (action.notation(), 0))

    def _evaluate(self, state: State) -> None:
        self._values = {}
        self.laid: dict[Action, tuple[int, ...]] = {}   # the cards a meld lays from the hand
        for a in self.legal:
            if type(a) not in (Meld, Announce, Dix):
                continue
            trial = state.clone()
            try:
                events = trial.apply(a)
            except IllegalAction:
                continue
            score = [e for e in events if e.category and e.seat == a.seat]
            laid = [e.payload.laid for e in events
                    if isinstance(e.payload, Melded) and e.payload.laid]
            if laid:                          # which of its cards come from the hand
                self.laid[a] = laid[0]
            if type(a) is Announce:
                said = [sentence(e, trial.seats) for e in events
                        if isinstance(e.payload, Announced)]
                self._values[a] = ((said[0] if said else say("announce")).capitalize(), 0)
            elif score:
                self._values[a] = (sentence(score[0], trial.seats), score[0].points)

    # ----- the human's turn -------------------------------------------------------------
    def your_turn(self, legal: list[Action]) -> None:
        super().your_turn(legal)
        self.chosen = []                           # (zone, key) picked to meld
        self._values_for = None

    def selected_hand(self) -> set[CardCopy]:
        return {k for z, k in self.chosen if z == "hand_bottom"}

    def selected_board(self) -> set[tuple[str, CardCopy]]:
        return {(z, k) for z, k in self.chosen if z == "board_bottom"}

    def in_window(self) -> bool:
        return any(type(a) in WINDOW_ACTS for a in self.legal)

    def forced(self) -> Action | None:
        """What needs no choosing: a lone pass, a dix or carte blanche that must be
        shown, or the play the human already made by dragging during the meld window."""
        if self.queued_play is not None:
            q, self.queued_play = self.queued_play, None
            for a in self.legal:
                if type(a) is Play and a.card == q.card and a.source == q.source:
                    return a
            for a in self.legal:
                if type(a) is Play and a.card == q.card and q.source is None:
                    return a
        if len(self.legal) == 1 and type(self.legal[0]) in (Pass, CarteBlanche, Dix):
            return self.legal[0]
        return None

    def playable_cards(self) -> set[CardCopy]:
        """Your cards that may be used now (by key): in the meld window those that would
        make a meld, else those that may be played, from the hand or from your board."""
        if self.in_window():       # the cards that would make a meld now are lit
            codes = {c for a in self.legal if type(a) in (Meld, Announce, Dix)
                     for c in a.cards}
            return {k for k in self.hand_keys + self.board_keys if k.card in codes}
        plays = [a for a in self.legal if type(a) is Play]
        from_hand = {a.card for a in plays if not a.from_table}
        from_board = {a.card for a in plays}
        return {k for k in self.hand_keys if k.card in from_hand} | \
            {k for k in self.board_keys if k.card in from_board}

    def draggable_cards(self) -> set[CardCopy]:
        """Your hand and your board: only your own cards are picked up."""
        if not self.legal:
            return set()
        return set(self.hand_keys) | set(self.board_keys)

    def drop_areas(self, g) -> dict:
        if not self.legal:
            return {}
        areas = {"trick": g.trick_area()}
        if self.in_window():
            areas = {"meld": g.board_area(True), **areas}
        if any(type(a) is Dix and a.exchange for a in self.legal):
            # the dix dropped on the talon is exchanged for the turn-up beside it
            x, y = g.stock_pile(0, 0)
            areas["turnup"] = Rect(x, y, g.card_w * 0.5 + g.card_h, g.card_h)
        return areas

    def _play_action(self, card: int, zone: str | None) -> Action:
        from_table = zone == "board_bottom"
        for a in self.legal:
            if type(a) is Play and a.card == card and a.from_table == from_table:
                return a
        source = "table" if from_table and any(k.card == card for k in self.hand_keys) \
            else None
        return Play(self.human_seat, card, source)

    def card_action(self, key: CardCopy, area: str | None):
        card = key.card
        zone = self.touched_zone or "hand_bottom"
        if zone == "chosen_bottom":     # a card of your hand lying on your board, chosen
            zone = "hand_bottom"
        self.refusal = ""
        if zone not in ("hand_bottom", "board_bottom"):
            return say("That card is not yours to use.")
        if not self.in_window():
            if area == "meld":
                return say("You may meld only after winning a trick, before drawing.")
            if area not in (None, "trick"):
                return say("Drop the card in the middle of the table to play it.")
            return self._play_action(card, zone)
        if area == "trick":
            play = self._play_action(card, zone)
            if self.binocle:
                return play                   # the engine passes, draws, then plays
            self.queued_play = play           # pass now; lead it once both have drawn
            return next(a for a in self.legal if type(a) is Pass) \
                if any(type(a) is Pass for a in self.legal) else say("Meld or pass first.")
        dix = {a.exchange: a for a in self.legal if type(a) is Dix and a.card == card}
        if area == "turnup":
            return dix.get(True) or say("Only {dix} is exchanged for the turn-up.", dix=self.dix)
        if area == "meld" and False in dix:     # laid on the board: shown
            return dix[False]
        pick = (zone, key)
        # a click takes a chosen card back, and so does a drag of a laid one off the board
        if pick in self.chosen and (area is None or area == "" and key in self.dropped):
            self.chosen.remove(pick)
        elif pick not in self.chosen:
            self.chosen.append(pick)
        self.selected = self.selected_hand()
        self.note_drop(key, area == "meld" and zone == "hand_bottom", pick in self.chosen)
        if area == "meld":
            exact = [a for a in self.matching_melds() if self._exact(a)]
            if len(exact) == 1:
                return exact[0]
        return None

    def chosen_cards(self) -> list[int]:
        return sorted(k.card for _, k in self.chosen)

    def matching_melds(self) -> list[Action]:
        """Legal melds (or announcements) holding every chosen card."""
        want = Counter(self.chosen_cards())
        return [a for a in self.legal if type(a) in (Meld, Announce)
                and not (want - Counter(a.cards))]

    def _complete(self, a: Action) -> bool:
        """Whether the chosen hand cards are all this meld needs from the hand (the rest
        of it lies on the board)."""
        board = Counter(self.board_now)
        need = Counter(a.cards) - board
        return Counter(self.selected_hand_list()) >= need and bool(self.selected_hand_list())

    def _exact(self, a: Action) -> bool:
        """The chosen hand cards are just what this meld needs beside the board's."""
        need = Counter(a.cards) - Counter(self.board_now)
        return bool(need) and Counter(self.selected_hand_list()) == need

    def selected_hand_list(self) -> list[int]:
        return [k.card for z, k in self.chosen if z == "hand_bottom"]

    def chosen_meld(self, state: State) -> Action | str:
        """The action for the cards chosen: the legal meld they make (with the board's
        cards added as needed), or the engine's reason it is refused, explained."""
        match = self.matching_melds()
        best = [a for a in match if len(a.cards) == len(self.chosen)] or \
            [a for a in match if self._complete(a)]
        if best:
            return best[0]
        cards = tuple(self.chosen_cards())
        kind = Announce if any(type(a) is Announce for a in self.legal) else Meld
        try:
            state.clone().apply(kind(self.human_seat, cards))
        except IllegalAction as exc:
            rule = RULES["binocle" if self.binocle else "two-pack" if self.two_pack
                         else "bezique"]
            self.refusal = f"{symbols(cards)}: {exc}. {say(rule)}"
            return f"{exc}."
        return kind(self.human_seat, cards)

    def choices(self, state: State):
        if not self.legal or not self.in_window():
            return None
        self.board_now = [k.card for k in self.table_of(state).tables[self.bottom]]
        if any(type(a) is Brisques for a in self.legal):
            return self._brisques_question(state)
        if self._values_for is not self.legal:
            self._evaluate(state)
            self._values_for = self.legal
        answers: list = []
        # the best first, as a player weighs them; of the dix, the exchange first (the
        # usual choice: the turn-up is worth more than a Seven)
        for a in sorted(self.legal, key=lambda a: (-self.value_of(a)[1],
                                                   not (type(a) is Dix and a.exchange))):
            if type(a) in (Meld, Announce, Dix):
                title, points = self.value_of(a)
                if type(a) is Dix:
                    title = say("Exchange the dix for the turn-up") if a.exchange else \
                        say("Show the dix")
                word = say("{meld}: {cards}", meld=title, cards=symbols(a.cards)) + \
                    (f" ({points})" if points else "")
                twins = [b for b in self.legal if b is not a and type(b) is type(a)
                         and sorted(b.cards) == sorted(a.cards)]
                if twins and a in self.laid:   # the same cards, a different one from hand
                    word += say(" laying {cards}", cards=symbols(self.laid[a]))
                answers.append((word.replace("&", "&&"), a))
        enabled = [True] * len(answers)
        if self.chosen:
            answers.append((say("&Meld the chosen cards"), lambda: self.chosen_meld(state)))
            enabled.append(True)
        passing = next((a for a in self.legal if type(a) is Pass), None)
        if passing is not None:
            answers.append((say("&Pass (draw)") if not any(type(a) is Announce for a in self.legal)
                            else say("&No more announcements"), passing))
            enabled.append(True)
        ann = any(type(a) is Announce for a in self.legal)
        question = say("You may announce a further combination to score on a later trick "
                       "(“with … to score”).") if ann else \
            say("You won the trick. Meld now, before drawing: drag cards onto your board, or "
                "choose one of these.")
        if all(type(a) is Dix for a in self.legal):
            question = say("You won the trick and hold {dix} (the dix): it scores 10, exchanged "
                           "for the turn-up (drag it onto the talon) or simply shown. You may "
                           "meld after.", dix=self.dix)
        if self.refusal:
            question += f"<p style='color:#8a1c1c'>{self.refusal}</p>"
        return (say("Declare") if not ann else say("Announce"), question, answers, enabled)

    def _brisques_question(self, state: State):
        """The trailing player, told how many brisques he took, asks for a count or not
        (rubicon-bezique.txt: counted only to decide a tie or save a rubicon)."""
        obs = self.observed(state) if self.human_seat == self.bottom \
            else state.observation(self.human_seat)
        mine = obs.brisques[self.human_seat]
        other = obs.brisques[1 - self.human_seat]
        scores = obs.scores
        question = say("The last trick is played: you have {mine_score}, {other_name} "
                       "{other_score}. You took {mine} brisques ({points} points if counted), "
                       "your adversary {other}. Brisques are counted only at your demand, and "
                       "the count stands only if it changes the winner, lowers what you pay, or "
                       "saves your rubicon.", mine_score=scores[self.human_seat],
                       other_name=self.seat_name(state, 1 - self.human_seat),
                       other_score=scores[1 - self.human_seat], mine=mine, points=10 * mine,
                       other=other)
        answers = [((say("&Count the brisques") if a.count else say("&Do not count")), a)
                   for a in self.legal if type(a) is Brisques]
        return (say("Brisques"), question, answers, [True] * len(answers))

    def result_text(self, state: State, result) -> str:
        return result_words(result, state.seats, self.human_seat,
                            lambda seat: self.seat_name(state, seat))
