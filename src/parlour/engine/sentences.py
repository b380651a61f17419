"""The one place where engine events become English.

``sentence(event, seats)`` says what an event means, from its typed payload
(``events.py``); the window's log, the records' ``text`` and the announcements in an
observation all come from here.  Nothing else makes or reads these words: a
translation would replace this module.  The names of combinations (Piquet's "Quinte to
the King", Bézique's "Royal marriage in hearts") are here too, for the same reason.
"""
from __future__ import annotations

from typing import Callable, Sequence

from . import ending
from .ending import Ending
from .cards import RANK_NAMES, RANK_PLURALS, SUIT_NAMES, card_name, rank_of
from .events import (Announced, Answered, BrisquesAsked, Claimed, Combination, Counted,
                     Cut, DealEnded, Dealt, Declared, DiscardNamed, DixExchanged, Drew,
                     Exchanged, Exclaimed, GameEnded, Left, Lost, Making, Melded, Played,
                     Scored, SheetWritten, StockExhausted, SuitNamed, SuitsNamed,
                     TargetRaised, TrickWon, Trumps, TurnedUp)

CardWords = Callable[[int], str]
YOU = "You"          # the window's name for the person at the table: spoken to, not of
_IRREGULAR = {"is": "are", "has": "have"}


def does(who: str, verb: str) -> str:
    """``Ann wins`` but ``You win``: the verb, given in the third person, agrees."""
    if who == YOU:
        verb = _IRREGULAR.get(verb, verb[:-2] if verb.endswith("ches") else verb[:-1])
    return f"{who} {verb}"

# ----- numbers and Piquet's combinations ------------------------------------------------

_ONES = ("Nought", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine",
         "Ten", "Eleven", "Twelve", "Thirteen", "Fourteen", "Fifteen", "Sixteen",
         "Seventeen", "Eighteen", "Nineteen")
_TENS = ("", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty",
         "Ninety")
SEQUENCE_NAMES = {3: "Tierce", 4: "Quatrième", 5: "Quinte", 6: "Sixième", 7: "Septième",
                  8: "Huitième"}


def number_words(n: int) -> str:
    """``41`` -> ``Forty-one``; counts as the players say them aloud."""
    if n < 0:
        return "Minus " + number_words(-n).lower()
    if n < 20:
        return _ONES[n]
    if n < 100:
        tens, ones = divmod(n, 10)
        return _TENS[tens] + ("-" + _ONES[ones].lower() if ones else "")
    hundreds, rest = divmod(n, 100)
    head = _ONES[hundreds] + " hundred"
    return head + (" and " + number_words(rest).lower() if rest else "")


def point_name(count: int) -> str:
    """``Point of five``: how the score for a point of ``count`` cards is named."""
    return f"Point of {number_words(count).lower()}"


def sequence_name(length: int, top: int) -> str:
    """``Quinte to the King``."""
    return f"{SEQUENCE_NAMES[length]} to the {RANK_NAMES[top]}"


def set_name(count: int, rank: int) -> str:
    """``Quatorze Aces``, ``Three Kings``."""
    return f"{'Quatorze' if count == 4 else 'Three'} {RANK_PLURALS[rank]}"


def piquet_words(category: str, said: Sequence[int], called: bool = False,
                 point_by: str = "value") -> str:
    """One Piquet combination from what is said of it (``dialogue.heard``): called au
    cent a point is its value ("Forty-one"); otherwise its name ("Point of five",
    "Quinte to the King", "Quatorze Aces")."""
    if category == "point":
        return number_words(said[0]) if called and point_by == "value" \
            else point_name(said[0])
    if category == "sequence":
        return sequence_name(*said)
    return set_name(*said)


def piquet_name(category: str, cards: Sequence[int]) -> str:
    """The name of one Piquet combination from its cards: a point by its number of cards,
    a sequence by its length and top rank, a set by its count and rank."""
    if category == "point":
        return point_name(len(cards))
    if category == "sequence":
        return sequence_name(len(cards), max(rank_of(c) for c in cards))
    return set_name(len(cards), rank_of(cards[0]))


_NOTHING = {"point": "No point", "sequence": "No sequence", "set": "No sets"}
_ANSWERS = {"good": "Good.", "not_good": "Not good.", "equal": "Equal.",
            "making": "Making?"}
_EXCLAIMED = {"carte_blanche": "Carte blanche.", "pic": "Pic.", "repic": "Repic."}


def declared_words(d: Declared) -> str:
    """A declaration as said: ``Forty-one.``, ``Quinte to the King, Tierce to the Ten.``"""
    words = ", ".join(piquet_words(d.category, said, d.called, d.point_by)
                      for said in d.said)
    return (words or _NOTHING[d.category]) + "."


# ----- Bézique's and Binocle's combinations ---------------------------------------------

BEZIQUE_NAMES = {1: "Bézique", 2: "Double bézique", 3: "Triple bézique",
                 4: "Quadruple bézique"}
BINOCLE_NAMES = {1: "Binocle", 2: "Double binocle", 3: "Grand binocle"}


def in_suit(suit: int) -> str:
    return f"in {SUIT_NAMES[suit]}"


def in_suits(suits: tuple[int, ...]) -> str:
    """``in spades, hearts and clubs`` (a trio's suits); ``in all four suits``."""
    if len(suits) == 4:
        return "in all four suits"
    names = [SUIT_NAMES[s] for s in suits]
    return "in " + ", ".join(names[:-1]) + " and " + names[-1]


def combination_name(c: Combination, suit: Callable[[int], str] = in_suit) -> str:
    """``Royal marriage in hearts``, ``Double bézique``, ``Four Aces``; Binocle's trump
    marriage and sequence are named without their suit.  ``suit`` writes the suit (the
    window's captions give its sign: ``Royal marriage ♥``)."""
    if c.category in ("marriage", "sequence"):
        word = "Marriage" if c.category == "marriage" else "Sequence"
        word = "Royal " + word.lower() if c.royal else word
        return word if c.suit is None else f"{word} {suit(c.suit)}"
    if c.category == "bezique":
        return BEZIQUE_NAMES[c.level]
    if c.category == "binocle":
        return BINOCLE_NAMES[c.level]
    assert c.rank is not None, f"a {c.category} names its rank"
    return f"{'Eight' if c.category == 'eight' else 'Four'} {RANK_PLURALS[c.rank]}"


# ----- scores ----------------------------------------------------------------------------

_REASONS = {"card_led": "Card led", "trick_won": "Trick won", "last_trick": "Last trick",
            "cards": "Ten for cards", "the_cards": "The cards",
            "the_cards_divided": "The cards divided", "capot": "Capot",
            "capot_shared": "Capot between two",
            "pic": "Pic", "repic": "Repic", "carte_blanche": "Carte blanche",
            "seven_turned_up": "Seven turned up", "seven_played": "Seven of trumps played",
            "seven_shown": "Seven of trumps shown",
            "seven_exchanged": "Seven of trumps exchanged for the turn-up",
            "dix_turned_up": "Dix turned up", "dix_shown": "Dix shown",
            "dix_exchanged": "Dix exchanged for the turn-up"}


def score_words(s: Scored, card: CardWords = card_name) -> str:
    """What a score is for, as the records' ``text`` gives it: ``Point of five``."""
    if s.combination is not None:
        return combination_name(s.combination)
    r = s.reason
    if not r:
        return piquet_name(s.category, s.cards)
    if r in _REASONS:
        return _REASONS[r]
    if r in ("lead", "win", "carte_blanche_again"):
        c = s.card
        assert c is not None, f"a score for '{r}' names its card"
        if r == "lead":
            return f"Leading {card(c)}"
        if r == "win":
            return f"Winning with {card(c)}"
        return f"Carte blanche again: drew {card(c)}"
    if r == "cards_won":
        return "Cards won: " + " ".join(card(c) for c in s.cards)
    if r == "brisques":
        return "a brisque" if s.count == 1 else f"{s.count} brisques"
    raise ValueError(f"no words for a score by {r!r}")


# ----- every event ------------------------------------------------------------------------

def sentence(event, seats: Sequence[str], card: CardWords = card_name) -> str:
    """The event in English.  ``seats`` are the players' names (one named "You" is
    spoken to); ``card`` writes a card (``card_name`` for the records, the window passes
    its suit symbols)."""
    p = event.payload

    def name(seat: int | None) -> str:
        return seats[seat] if seat is not None and 0 <= seat < len(seats) else "Someone"

    def says(seat: int | None, verb: str) -> str:
        return does(name(seat), verb)

    if isinstance(p, Scored):
        return score_words(p, card)
    if isinstance(p, Played):
        return says(event.seat, "plays") + f" {card(p.card)}" + \
            (" from the table" if p.from_table else "")
    if isinstance(p, TrickWon):
        return says(p.winner, "wins") + " the trick" + \
            (" and gathers the brisques" if p.brisques else "")
    if isinstance(p, Drew):
        if p.card is not None:
            return says(event.seat, "takes") + f" the turn-up {card(p.card)}"
        return f"{p.left} cards left in the stock" if p.left >= 0 else says(event.seat, "draws")
    if isinstance(p, Declared):
        return declared_words(p)
    if isinstance(p, Answered):
        return _ANSWERS[p.answer]
    if isinstance(p, Making):
        return number_words(p.figure) + "."
    if isinstance(p, SuitNamed):
        return in_suit(p.suit).capitalize() + "."
    if isinstance(p, SuitsNamed):
        return in_suits(p.suits).capitalize() + "."
    if isinstance(p, DiscardNamed):
        return (f"I laid out the {RANK_NAMES[p.rank]} of {SUIT_NAMES[p.suit]}."
                if p.suit is not None else f"I laid out no {RANK_NAMES[p.rank]}.")
    if isinstance(p, Counted):
        return number_words(p.points) + "."
    if isinstance(p, Left):
        return f"I leave {number_words(p.count).lower()}."
    if isinstance(p, Exclaimed):
        return _EXCLAIMED[p.word]
    if isinstance(p, Exchanged):
        return says(event.seat, "exchanges") + f" {number_words(p.count).lower()}" if p.count \
            else says(event.seat, "takes") + " no cards"
    if isinstance(p, Melded):
        if p.laid is None:
            return combination_name(p.combination)
        return says(event.seat, "lays") + f" down {' '.join(card(c) for c in p.laid)}" \
            if p.laid else says(event.seat, "scores") + " what was announced"
    if isinstance(p, Announced):
        return f"with {combination_name(p.combination)} to score"
    if isinstance(p, Lost):
        return f"{combination_name(p.combination)} to score is lost"
    if isinstance(p, Trumps):
        return f"{SUIT_NAMES[p.suit].capitalize()} are trumps"
    if isinstance(p, DixExchanged):
        return f"{card(p.dix)} exchanged for {card(p.turnup)}"
    if isinstance(p, TurnedUp):
        return f"{card(p.card)} turned up" + \
            (f": {SUIT_NAMES[p.trump]} are trumps" if p.trump is not None else "")
    if isinstance(p, StockExhausted):
        return "The stock is exhausted: the last tricks"
    if isinstance(p, Dealt):
        return says(p.dealer, "deals") + (f" {p.each} cards each" if p.each else "")
    if isinstance(p, Cut):
        (a, b), (x, y) = p.cards, p.cutters
        return (f"{says(x, 'cuts')} {card(a)}, {says(y, 'cuts')} {card(b)}: "
                f"{says(p.dealer, 'deals')}")
    if isinstance(p, DealEnded):
        return deal_end_words(p, seats)
    if isinstance(p, GameEnded):
        why = ending_words(p.ending, seats)
        if p.winner is None:
            return f"No winner: {why}"
        won = f" {p.value}" if p.value > 2 else ""
        return says(p.winner, "wins") + f"{won} ({why})"
    if isinstance(p, BrisquesAsked):
        return says(event.seat, "asks") + (" for the brisques to be counted" if p.count
                                           else " for no count of the brisques")
    if isinstance(p, Claimed):
        return claim_words(says(event.seat, "claims"), p.target, p.score)
    if isinstance(p, TargetRaised):
        return f"Both passed {p.passed} unclaimed: the game is now {p.target}"
    if isinstance(p, SheetWritten):
        return "Equal: nothing written" if p.loser is None \
            else says(p.loser, "is") + f" charged {p.margin}"
    raise ValueError(f"no words for {type(p).__name__}")


def claim_words(claims: str, target: int, score: int) -> str:
    """``Ann claims 1000 with 1020: right``; ``claims`` is who claims, verb agreed."""
    if score >= target:
        return f"{claims} {target} with {score}: right"
    return f"{claims} {target} with only {score}: a wrong claim loses"


def ending_words(e: Ending, seats: Sequence[str]) -> str:
    """Why a game ended (the records' ``reason``), from its ``Result.ending``."""
    k, f = e.kind, e.figures

    def name(seat):
        return seats[seat] if seat is not None and 0 <= seat < len(seats) else "Someone"

    if k in (ending.GAME, ending.LURCH, ending.RUBICON):
        return k
    if k == ending.TIE_PLAY_ON:
        return "a tie after six deals: two more deals are played (a tie after eight is void)"
    if k == ending.TIE_VOID:
        return "a tie after eight deals: the game is void"
    if k in (ending.RUBICON_SCORED, ending.GAME_SCORED):
        how = " with brisques counted" if e.counted else ""
        if k == ending.RUBICON_SCORED:
            return (f"rubicon{how}: {f[0]} + {f[1]} + 1300 for rubicon and brisques"
                    + (" + 100 bonus (loser under 100)" if e.bonus else ""))
        return f"game{how}: {f[0]} - {f[1]} + 500" + (" + 100 bonus" if e.bonus else "")
    if k == ending.DRAWN:
        return f"a drawn game at {f[0]} each"
    if k == ending.DOUBLE_GAME:
        return f"a double game, {f[0]} to {f[1]}: the loser is under {e.limit}"
    if k == ending.FIRST_TO:
        return f"first to {e.limit}: {f[0]} to {f[1]}"
    if k == ending.NOT_REACHED:
        return f"nobody has reached {e.limit}: deal again"
    if k == ending.TIE_AGAIN:
        return f"a tie at {f[0]}: deal again"
    if k == ending.FIRST_OUT:
        return does(name(e.seat), "is") + f" first out at {e.limit}"
    if k == ending.PAIR_FIRST_OUT:
        assert e.seat is not None, "a pair first out names a seat of it"
        return (f"{name(e.seat)} and {name(e.seat + 2)} are first out at {e.limit}"
                + ("; the adversaries are lurched" if e.lurched else ""))
    if k == ending.SHEET_BALANCED:
        return f"the sheet balanced after {e.limit} deals"
    if k == ending.CLAIMED:
        return claim_words(does(name(e.seat), "claims"), e.limit, f[0])
    if k == ending.UNCLAIMED:
        return does(name(e.seat), "has") + f" {f[0]} at the end of the deal (not claimed)"
    raise ValueError(f"no words for the ending {k}")


def deal_end_words(p: DealEnded, seats: Sequence[str]) -> str:
    """``Deal 3: Ann 41, Bob 12; totals 130, 88``."""
    made = ", ".join(f"{seats[s] if s < len(seats) else s} {pts}"
                     for s, pts in enumerate(p.points))
    out = f"Deal {p.number}: {made}"
    if p.totals:
        out += "; totals " + ", ".join(str(t) for t in p.totals)
    if p.brisques:
        out += "; brisques " + ", ".join(str(b) for b in p.brisques)
    return out
