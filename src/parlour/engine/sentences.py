"""The one place where engine events become words.

``sentence(event, seats)`` says what an event means, from its typed payload
(``events.py``); the window's log, the records' ``text`` and the announcements in an
observation all come from here.  Nothing else makes or reads these words.  Each is a
message of the catalogue (``parlour.language``): English source text, said in the
language in force; what is kept (records, observations) is made inside
``language.english()``.  The names of combinations (Piquet's "Quinte to the King",
Bézique's "Royal marriage in hearts") are here too, for the same reason.
"""
from __future__ import annotations

from typing import Callable, Sequence

from ..language import YOU, inside, message, say, say_n, spoken
from ..language import number_words as _number_words
from . import ending
from .ending import Ending
from .cards import card_name, rank_of
from .events import (Announced, Answered, BrisquesAsked, Claimed, Combination, Counted,
                     Cut, DealEnded, Dealt, Declared, DiscardNamed, DixExchanged, Drew,
                     Exchanged, Exclaimed, GameEnded, Left, Lost, Making, Melded, Played,
                     Scored, SheetWritten, StockExhausted, SuitNamed, SuitsNamed,
                     TargetRaised, TrickWon, Trumps, TurnedUp)

CardWords = Callable[[int], str]
__all__ = ["YOU", "sentence"]

# ----- names: suits, ranks, numbers -----------------------------------------------------

SUIT_WORDS = (message("spades"), message("hearts"), message("diamonds"), message("clubs"))
RANK_PLURAL_WORDS = (message("Sevens"), message("Eights"), message("Nines"), message("Tens"),
                     message("Jacks"), message("Queens"), message("Kings"), message("Aces"))


def suit_word(suit: int) -> str:
    """``hearts``, ``cœur``."""
    return say(SUIT_WORDS[suit])


def rank_plural(rank: int) -> str:
    return say(RANK_PLURAL_WORDS[rank])


def card_words(c: int) -> str:
    """``Queen of spades``, ``Dame de pique``: a card named in full."""
    return say(_CARD_OF[c & 7], suit=suit_word(c >> 3))


_CARD_OF = (message("Seven of {suit}"), message("Eight of {suit}"), message("Nine of {suit}"),
            message("Ten of {suit}"), message("Jack of {suit}"), message("Queen of {suit}"),
            message("King of {suit}"), message("Ace of {suit}"))


def player(name: str) -> str:
    """A seat's name as said: the player at the table is "You" in his own language."""
    return say("You") if name == YOU else name


def number_words(n: int) -> str:
    """``41`` -> ``Forty-one``; counts as the players say them aloud."""
    return _number_words(n)


# ----- Piquet's combinations -------------------------------------------------------------

SEQUENCE_NAMES = {3: "Tierce", 4: "Quatrième", 5: "Quinte", 6: "Sixième", 7: "Septième",
                  8: "Huitième"}
_SEQUENCES = {3: message("Tierce {to_the}"), 4: message("Quatrième {to_the}"),
              5: message("Quinte {to_the}"), 6: message("Sixième {to_the}"),
              7: message("Septième {to_the}"), 8: message("Huitième {to_the}")}
# "to the King": "au roi", "à la dame", "à l'as", each its own message in French
_TO_THE = (message("to the Seven"), message("to the Eight"), message("to the Nine"),
           message("to the Ten"), message("to the Jack"), message("to the Queen"),
           message("to the King"), message("to the Ace"))
_QUATORZES = (message("Quatorze Sevens"), message("Quatorze Eights"),
              message("Quatorze Nines"), message("Quatorze Tens"),
              message("Quatorze Jacks"), message("Quatorze Queens"),
              message("Quatorze Kings"), message("Quatorze Aces"))
_TRIOS = (message("Three Sevens"), message("Three Eights"), message("Three Nines"),
          message("Three Tens"), message("Three Jacks"), message("Three Queens"),
          message("Three Kings"), message("Three Aces"))


def point_name(count: int) -> str:
    """``Point of five``: how the score for a point of ``count`` cards is named."""
    return say("Point of {count}", count=number_words(count).lower())


def sequence_name(length: int, top: int) -> str:
    """``Quinte to the King``."""
    return say(_SEQUENCES[length], to_the=say(_TO_THE[top]))


def set_name(count: int, rank: int) -> str:
    """``Quatorze Aces``, ``Three Kings``."""
    return say((_QUATORZES if count == 4 else _TRIOS)[rank])


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


_NOTHING = {"point": message("No point"), "sequence": message("No sequence"),
            "set": message("No sets")}
_ANSWERS = {"good": message("Good."), "not_good": message("Not good."),
            "equal": message("Equal."), "making": message("Making?")}
_EXCLAIMED = {"carte_blanche": message("Carte blanche."), "pic": message("Pic."),
              "repic": message("Repic.")}


def declared_words(d: Declared) -> str:
    """A declaration as said: ``Forty-one.``, ``Quinte to the King, Tierce to the Ten.``"""
    return said_words(d.category, d.said, d.called, d.point_by)


def said_words(category: str, said: Sequence[Sequence[int]], called: bool,
               point_by: str) -> str:
    """A declaration from what is said of each combination (``Declared.said``, an
    announcement's ``heard``)."""
    words = ", ".join(piquet_words(category, s, called, point_by) for s in said)
    return (words or say(_NOTHING[category])) + "."


# ----- Bézique's and Binocle's combinations ---------------------------------------------

BEZIQUE_NAMES = {1: message("Bézique"), 2: message("Double bézique"),
                 3: message("Triple bézique"), 4: message("Quadruple bézique")}
BINOCLE_NAMES = {1: message("Binocle"), 2: message("Double binocle"),
                 3: message("Grand binocle")}
_FOURS = (message("Four Sevens"), message("Four Eights"), message("Four Nines"),
          message("Four Tens"), message("Four Jacks"), message("Four Queens"),
          message("Four Kings"), message("Four Aces"))
_EIGHTS = (message("Eight Sevens"), message("Eight Eights"), message("Eight Nines"),
           message("Eight Tens"), message("Eight Jacks"), message("Eight Queens"),
           message("Eight Kings"), message("Eight Aces"))
_MELDS = {("marriage", False): message("Marriage"), ("marriage", True): message("Royal marriage"),
          ("sequence", False): message("Sequence"), ("sequence", True): message("Royal sequence")}


def in_suit(suit: int) -> str:
    return say("in {suit}", suit=suit_word(suit))


def in_suits(suits: tuple[int, ...]) -> str:
    """``in spades, hearts and clubs`` (a trio's suits); ``in all four suits``."""
    if len(suits) == 4:
        return say("in all four suits")
    names = [suit_word(s) for s in suits]
    return say("in {suits} and {last}", suits=", ".join(names[:-1]), last=names[-1])


def combination_name(c: Combination, suit: Callable[[int], str] = in_suit) -> str:
    """``Royal marriage in hearts``, ``Double bézique``, ``Four Aces``; Binocle's trump
    marriage and sequence are named without their suit.  ``suit`` writes the suit (the
    window's captions give its sign: ``Royal marriage ♥``)."""
    if c.category in ("marriage", "sequence"):
        word = say(_MELDS[c.category, bool(c.royal)])
        return word if c.suit is None else f"{word} {suit(c.suit)}"
    if c.category == "bezique":
        return say(BEZIQUE_NAMES[c.level])
    if c.category == "binocle":
        return say(BINOCLE_NAMES[c.level])
    assert c.rank is not None, f"a {c.category} names its rank"
    return say((_EIGHTS if c.category == "eight" else _FOURS)[c.rank])


# ----- scores ----------------------------------------------------------------------------

_REASONS = {"card_led": message("Card led"), "trick_won": message("Trick won"),
            "last_trick": message("Last trick"),
            "cards": message("Ten for cards"), "the_cards": message("The cards"),
            "the_cards_divided": message("The cards divided"), "capot": message("Capot"),
            "capot_shared": message("Capot between two"),
            "pic": message("Pic"), "repic": message("Repic"),
            "carte_blanche": message("Carte blanche"),
            "seven_turned_up": message("Seven turned up"),
            "seven_played": message("Seven of trumps played"),
            "seven_shown": message("Seven of trumps shown"),
            "seven_exchanged": message("Seven of trumps exchanged for the turn-up"),
            "dix_turned_up": message("Dix turned up"), "dix_shown": message("Dix shown"),
            "dix_exchanged": message("Dix exchanged for the turn-up")}


def score_words(s: Scored, card: CardWords = card_name) -> str:
    """What a score is for, as the records' ``text`` gives it: ``Point of five``."""
    if s.combination is not None:
        return combination_name(s.combination)
    r = s.reason
    if not r:
        return piquet_name(s.category, s.cards)
    if r in _REASONS:
        return say(_REASONS[r])
    if r in ("lead", "win", "carte_blanche_again"):
        c = s.card
        assert c is not None, f"a score for '{r}' names its card"
        if r == "lead":
            return say("Leading {card}", card=card(c))
        if r == "win":
            return say("Winning with {card}", card=card(c))
        return say("Carte blanche again: drew {card}", card=card(c))
    if r == "cards_won":
        return say("Cards won: {cards}", cards=" ".join(card(c) for c in s.cards))
    if r == "brisques":
        return say_n("a brisque", "{n} brisques", s.count)
    raise ValueError(f"no words for a score by {r!r}")


# ----- every event ------------------------------------------------------------------------

def _seat_name(seats: Sequence[str], seat: int | None) -> str:
    return seats[seat] if seat is not None and 0 <= seat < len(seats) else say("Someone")


def sentence(event, seats: Sequence[str], card: CardWords = card_name) -> str:
    """The event in words.  ``seats`` are the players' names (one named "You" is spoken
    to); ``card`` writes a card (``card_name`` for the records, the window passes its
    suit symbols)."""
    p = event.payload

    def says(seat: int | None, of: str, to: str, **fields) -> str:
        return spoken(_seat_name(seats, seat), of, to, **fields)

    if isinstance(p, Scored):
        return score_words(p, card)
    if isinstance(p, Played):
        if p.from_table:
            return says(event.seat, "{who} plays {card} from the table",
                        "You play {card} from the table", card=card(p.card))
        return says(event.seat, "{who} plays {card}", "You play {card}", card=card(p.card))
    if isinstance(p, TrickWon):
        if p.brisques:
            return says(p.winner, "{who} wins the trick and gathers the brisques",
                        "You win the trick and gather the brisques")
        return says(p.winner, "{who} wins the trick", "You win the trick")
    if isinstance(p, Drew):
        if p.card is not None:
            return says(event.seat, "{who} takes the turn-up {card}",
                        "You take the turn-up {card}", card=card(p.card))
        return say_n("{n} card left in the stock", "{n} cards left in the stock", p.left) \
            if p.left >= 0 else says(event.seat, "{who} draws", "You draw")
    if isinstance(p, Declared):
        return declared_words(p)
    if isinstance(p, Answered):
        return say(_ANSWERS[p.answer])
    if isinstance(p, Making):
        return number_words(p.figure) + "."
    if isinstance(p, SuitNamed):
        return _capital(in_suit(p.suit)) + "."
    if isinstance(p, SuitsNamed):
        return _capital(in_suits(p.suits)) + "."
    if isinstance(p, DiscardNamed):
        return (say(_LAID_THE[p.rank], suit=suit_word(p.suit))
                if p.suit is not None else say(_LAID_NONE[p.rank]))
    if isinstance(p, Counted):
        return number_words(p.points) + "."
    if isinstance(p, Left):
        return say("I leave {count}.", count=number_words(p.count).lower())
    if isinstance(p, Exclaimed):
        return say(_EXCLAIMED[p.word])
    if isinstance(p, Exchanged):
        return says(event.seat, "{who} exchanges {count}", "You exchange {count}",
                    count=number_words(p.count).lower()) if p.count \
            else says(event.seat, "{who} takes no cards", "You take no cards")
    if isinstance(p, Melded):
        if p.laid is None:
            return combination_name(p.combination)
        return says(event.seat, "{who} lays down {cards}", "You lay down {cards}",
                    cards=" ".join(card(c) for c in p.laid)) if p.laid \
            else says(event.seat, "{who} scores what was announced",
                      "You score what was announced")
    if isinstance(p, Announced):
        return say("with {combination} to score", combination=combination_name(p.combination))
    if isinstance(p, Lost):
        return say("{combination} to score is lost",
                   combination=combination_name(p.combination))
    if isinstance(p, Trumps):
        return say(_TRUMPS[p.suit])
    if isinstance(p, DixExchanged):
        return say("{dix} exchanged for {turnup}", dix=card(p.dix), turnup=card(p.turnup))
    if isinstance(p, TurnedUp):
        if p.trump is not None:
            return say("{card} turned up: {suit} are trumps", card=card(p.card),
                       suit=suit_word(p.trump))
        return say("{card} turned up", card=card(p.card))
    if isinstance(p, StockExhausted):
        return say("The stock is exhausted: the last tricks")
    if isinstance(p, Dealt):
        if p.each:
            return says(p.dealer, "{who} deals {each} cards each", "You deal {each} cards each",
                        each=p.each)
        return says(p.dealer, "{who} deals", "You deal")
    if isinstance(p, Cut):
        (a, b), (x, y) = p.cards, p.cutters
        return say("{first}, {second}: {deals}",
                   first=says(x, "{who} cuts {card}", "You cut {card}", card=card(a)),
                   second=inside(says(y, "{who} cuts {card}", "You cut {card}", card=card(b))),
                   deals=inside(says(p.dealer, "{who} deals", "You deal")))
    if isinstance(p, DealEnded):
        return deal_end_words(p, seats)
    if isinstance(p, GameEnded):
        why = ending_words(p.ending, seats)
        if p.winner is None:
            return say("No winner: {why}", why=why)
        if p.value > 2:
            return says(p.winner, "{who} wins {value} ({why})", "You win {value} ({why})",
                        value=p.value, why=why)
        return says(p.winner, "{who} wins ({why})", "You win ({why})", why=why)
    if isinstance(p, BrisquesAsked):
        if p.count:
            return says(event.seat, "{who} asks for the brisques to be counted",
                        "You ask for the brisques to be counted")
        return says(event.seat, "{who} asks for no count of the brisques",
                    "You ask for no count of the brisques")
    if isinstance(p, Claimed):
        return claim_words(_seat_name(seats, event.seat), p.target, p.score)
    if isinstance(p, TargetRaised):
        return say("Both passed {passed} unclaimed: the game is now {target}",
                   passed=p.passed, target=p.target)
    if isinstance(p, SheetWritten):
        return say("Equal: nothing written") if p.loser is None \
            else says(p.loser, "{who} is charged {margin}", "You are charged {margin}",
                      margin=p.margin)
    raise ValueError(f"no words for {type(p).__name__}")


_TRUMPS = (message("Spades are trumps"), message("Hearts are trumps"),
           message("Diamonds are trumps"), message("Clubs are trumps"))
_LAID_THE = (message("I laid out the Seven of {suit}."),
             message("I laid out the Eight of {suit}."),
             message("I laid out the Nine of {suit}."), message("I laid out the Ten of {suit}."),
             message("I laid out the Jack of {suit}."),
             message("I laid out the Queen of {suit}."),
             message("I laid out the King of {suit}."), message("I laid out the Ace of {suit}."))
_LAID_NONE = (message("I laid out no Seven."), message("I laid out no Eight."),
              message("I laid out no Nine."), message("I laid out no Ten."),
              message("I laid out no Jack."), message("I laid out no Queen."),
              message("I laid out no King."), message("I laid out no Ace."))


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def claim_words(who: str, target: int, score: int) -> str:
    """``Ann claims 1000 with 1020: right``; ``who`` is the name of who claims."""
    if score >= target:
        return spoken(who, "{who} claims {target} with {score}: right",
                      "You claim {target} with {score}: right", target=target, score=score)
    return spoken(who, "{who} claims {target} with only {score}: a wrong claim loses",
                  "You claim {target} with only {score}: a wrong claim loses",
                  target=target, score=score)


_ENDED = {ending.GAME: message("game"), ending.LURCH: message("lurch"),
          ending.RUBICON: message("rubicon")}


def ending_words(e: Ending, seats: Sequence[str]) -> str:
    """Why a game ended (the records' ``reason``), from its ``Result.ending``."""
    k, f = e.kind, e.figures

    def name(seat):
        return _seat_name(seats, seat)

    if k in _ENDED:
        return say(_ENDED[k])
    if k == ending.TIE_PLAY_ON:
        return say("a tie after six deals: two more deals are played "
                   "(a tie after eight is void)")
    if k == ending.TIE_VOID:
        return say("a tie after eight deals: the game is void")
    if k == ending.RUBICON_SCORED:
        bonus = say(" + 100 bonus (loser under 100)") if e.bonus else ""
        if e.counted:
            return say("rubicon with brisques counted: {won} + {lost} + 1300 for rubicon and "
                       "brisques", won=f[0], lost=f[1]) + bonus
        return say("rubicon: {won} + {lost} + 1300 for rubicon and brisques",
                   won=f[0], lost=f[1]) + bonus
    if k == ending.GAME_SCORED:
        bonus = say(" + 100 bonus") if e.bonus else ""
        if e.counted:
            return say("game with brisques counted: {won} - {lost} + 500",
                       won=f[0], lost=f[1]) + bonus
        return say("game: {won} - {lost} + 500", won=f[0], lost=f[1]) + bonus
    if k == ending.DRAWN:
        return say("a drawn game at {score} each", score=f[0])
    if k == ending.DOUBLE_GAME:
        return say("a double game, {won} to {lost}: the loser is under {limit}",
                   won=f[0], lost=f[1], limit=e.limit)
    if k == ending.FIRST_TO:
        return say("first to {limit}: {won} to {lost}", limit=e.limit, won=f[0], lost=f[1])
    if k == ending.NOT_REACHED:
        return say("nobody has reached {limit}: deal again", limit=e.limit)
    if k == ending.TIE_AGAIN:
        return say("a tie at {score}: deal again", score=f[0])
    if k == ending.FIRST_OUT:
        return spoken(name(e.seat), "{who} is first out at {limit}",
                      "You are first out at {limit}", limit=e.limit)
    if k == ending.PAIR_FIRST_OUT:
        assert e.seat is not None, "a pair first out names a seat of it"
        if e.lurched:
            return say("{one} and {other} are first out at {limit}; the adversaries are "
                       "lurched", one=player(name(e.seat)), other=player(name(e.seat + 2)),
                       limit=e.limit)
        return say("{one} and {other} are first out at {limit}",
                   one=player(name(e.seat)), other=player(name(e.seat + 2)), limit=e.limit)
    if k == ending.SHEET_BALANCED:
        return say("the sheet balanced after {limit} deals", limit=e.limit)
    if k == ending.CLAIMED:
        return claim_words(name(e.seat), e.limit, f[0])
    if k == ending.UNCLAIMED:
        return spoken(name(e.seat), "{who} has {score} at the end of the deal (not claimed)",
                      "You have {score} at the end of the deal (not claimed)", score=f[0])
    raise ValueError(f"no words for the ending {k}")


def deal_end_words(p: DealEnded, seats: Sequence[str]) -> str:
    """``Deal 3: Ann 41, Bob 12; totals 130, 88``."""
    made = ", ".join(f"{player(seats[s]) if s < len(seats) else s} {pts}"
                     for s, pts in enumerate(p.points))
    out = say("Deal {number}: {made}", number=p.number, made=made)
    if p.totals:
        out += say("; totals {totals}", totals=", ".join(str(t) for t in p.totals))
    if p.brisques:
        out += say("; brisques {brisques}", brisques=", ".join(str(b) for b in p.brisques))
    return out
