"""The review's one sentence for each decision, made from its typed reason (the one
place the words are made: the command line, its JSON and the window all read them
from here).  ``write`` writes a card: in the record's notation ("KH") by default, in the
table's suit symbols ("K♥") in the window."""
from __future__ import annotations

from typing import Callable, Sequence

from ...engine.cards import SUITS, Card, card_name, hand_place, mask_of
from ...engine.piquet.dialogue import combos_of, name_of
from ...engine.sentences import suit_word
from ...language import decimal, message, percent, say

Z95 = 1.96       # the 95% interval of a cost is its estimate ± 1.96 standard errors
NOTICE_PLAY = 0.5    # a declaration's effect on the play below this is "little"


def costs_nothing(cost: float, se: float) -> bool:
    """A cost and its 95% margin both nothing to the tenth of a point that is shown:
    another card just as good ("0.0 ± 0.0" would say nothing more)."""
    return round(abs(cost), 1) == 0 and round(Z95 * se, 1) == 0


def cost_figure(cost: float, se: float) -> str:
    """A cost with its 95% margin, "3.5 ± 5.3"; "no cost" when it costs nothing."""
    return say("no cost") if costs_nothing(cost, se) \
        else f"{decimal(cost)} ± {decimal(Z95 * se)}"


Write = Callable[[Card], str]
_name: Write = card_name


def in_hand_order(cards: Sequence[Card]) -> list[Card]:
    """Cards in the order the hand on the table shows them (by suit, high to low)."""
    return sorted(cards, key=hand_place)


def written(cards: Sequence[Card], write: Write = _name) -> str:
    """Cards as ``write`` writes each, in the hand's order, one space apart ("10D 7S")."""
    return " ".join(write(c) for c in in_hand_order(cards))


def _list(cards, write=_name) -> str:
    cards = [write(c) for c in in_hand_order(cards)]
    if len(cards) <= 1:
        return "".join(cards)
    return say("{cards} and {last}", cards=", ".join(cards[:-1]), last=cards[-1])


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def choice_words(kind: str, cards: Sequence[Card], write: Write = _name) -> str:
    """What was done: "throwing 7S 8H", "playing the KH", "declaring QH KH AH"."""
    text = written(cards, write)
    if kind == "exchange":
        return say("throwing {cards}", cards=text) if text else say("taking no card")
    if kind == "play":
        return say("playing the {card}", card=text)
    return say("declaring {cards}", cards=text) if text else say("declaring nothing")


def _combination(category: str, cards, write=_name) -> str:
    combos = combos_of(category, mask_of(cards))
    if not combos:
        return _list(cards, write)
    name = name_of(category, combos[0])
    return name[:1].lower() + name[1:]


NUMBERS = (message("no card"), message("one card"), message("two cards"),
           message("three cards"), message("four cards"), message("five cards"))


def _count(n: int) -> str:
    return say(NUMBERS[n]) if n < len(NUMBERS) else say("{n} cards", n=n)


PART_WORDS = {"point": message("the point"), "sequence": message("the sequences"),
              "set": message("the sets"), "bonus": message("the chance of a pic or repic"),
              "play": message("the play of the cards")}


def gain_words(reason, write=_name) -> str:
    """What the expert's choice gains, said of it ("keeps the quint major")."""
    cards, gain = reason.cards, reason.gain
    listed = _list(cards, write)
    if gain in ("point", "sequence", "set"):
        return say("keeps the {combination} ({cards})",
                   combination=_combination(gain, cards, write), cards=listed)
    if gain == "bonus":
        return say("keeps {cards}, and with it the chance of a pic or repic", cards=listed) \
            if len(cards) == 1 else \
            say("keeps {cards}, and with them the chance of a pic or repic", cards=listed)
    if gain == "play":
        return say("keeps {cards} for the play of the cards", cards=listed)
    if gain == "guard":
        return say("keeps the {cards} guarded", cards=listed)
    if gain == "draw":
        part = say(PART_WORDS[reason.part]) if reason.part in PART_WORDS else reason.part
        return say("draws {count} more, which gains most in {part}",
                   count=_count(len(cards)), part=part)
    if gain == "trick":
        return say("wins the trick")
    if gain == "cheaper":
        return say("wins the trick as well and keeps your {cards} for later", cards=listed)
    if gain == "sure":
        return say("is a sure trick: nothing he may hold beats it")
    if gain == "unbeaten":
        return say("does not run into a higher card")
    if gain == "safer":
        return say("meets a higher card less often: he may hold one in {risk} of the hands "
                   "that fit what you had seen, against {best}",
                   risk=percent(reason.risk), best=percent(reason.risk_best))
    if gain == "later":
        return _later_words(reason, write)
    if gain == "afterwards":
        return say("keeps your {cards} for the tricks to come", cards=listed)
    return ""


def _ordinal(n: int) -> str:
    if 10 <= n % 100 <= 20 or n % 10 not in (1, 2, 3):
        return say("{n}th", n=n)
    return say(_ORDINALS[n % 10 - 1], n=n)


_ORDINALS = (message("{n}st"), message("{n}nd"), message("{n}rd"))


def _later_words(reason, write=_name) -> str:
    """What the card kept does in the expert's play-outs."""
    words = say("keeps your {cards}, which in the expert's play-outs over the hands he may "
                "hold wins a later trick in {share} of them, most often the {nth}",
                cards=_list(reason.cards, write), share=percent(reason.share),
                nth=_ordinal(reason.trick))
    if reason.takes is not None:
        words += say(", taking his {card} in {share}", card=write(reason.takes),
                     share=percent(reason.takes_share))
    return words


# The other's model in a declaration's play-out (declaration_weighing.READER).
READERS = {"guess": message("the other playing the book on a guess at your hand from what "
                            "he heard")}


def _declared_choice(d, write=_name) -> str:
    """"Declaring JH QH KH AH (keeping back 10H)"."""
    r = d.reason
    choice = _capital(choice_words(d.kind, d.chosen, write))
    if r.undercall:
        return say("{choice} (an under-call keeping back {cards})", choice=choice,
                   cards=_list(r.cards, write))
    return say("{choice} (keeping back {cards})", choice=choice, cards=_list(r.cards, write))


def _declaration_sentence(d, write=_name) -> str:
    """A declaration weighed against declaring in full (reason "declared" or "hidden")."""
    r = d.reason
    choice = _declared_choice(d, write)
    if r.gain == "unweighed":
        return say("{choice} could not be weighed: no deal fitting what you had seen could "
                   "be drawn", choice=choice)
    margin = f"(± {decimal(Z95 * d.se)})"
    bonus = say(" and {points} in pic and repic (the {bonus} changes in {share} of the deals)",
                points=decimal(r.bonus_points),
                bonus=say(_BONUS[r.bonus]) if r.bonus in _BONUS else r.bonus,
                share=percent(r.bonus_share)) if r.bonus else ""
    model = say(READERS[r.reader]) if r.reader in READERS else r.reader
    best = choice_words(d.kind, d.best, write)
    if r.gain == "hidden":
        return say("{choice} gained {gain} points a deal {margin} over {best}: that scores "
                   "{hand} more in hand{bonus}, but what it shows costs {play} in the play "
                   "({model})", choice=choice, gain=decimal(-d.cost), margin=margin, best=best,
                   hand=decimal(r.hand), bonus=bonus, play=decimal(-r.play), model=model)
    if abs(r.play) < NOTICE_PLAY:
        play = say("and the other learned little from it in the play")
    elif r.play < 0:
        play = say("though what it shows him costs {play} in the play", play=decimal(-r.play))
    else:
        play = say("and {play} more in the play", play=decimal(r.play))
    return say("{choice} cost {cost} points a deal {margin}: {best} instead scores {hand} "
               "more in hand{bonus}, {play} ({model})", choice=choice, cost=decimal(d.cost),
               margin=margin, best=best, hand=decimal(r.hand), bonus=bonus, play=play,
               model=model)


# what a declaration changes, named in the pic and repic clause ("the pic changes")
_BONUS = {"pic": message("pic"), "repic": message("repic"), "capot": message("capot")}


def evidence_words(reason, write=_name) -> str:
    """What the other had shown that bears on it, or ""."""
    parts = []
    if reason.shown:
        parts.append(say("the other's declarations showed the {cards}",
                         cards=_list(reason.shown, write)))
    if reason.void:
        parts.append(say("the other had shown out of {suit}",
                         suit=suit_word(SUITS.index(reason.void))))
    return say(" and ").join(parts)


def sentence(d, write=_name) -> str:
    """The one sentence why, for a Decision (review.py): the expert's own choice said so;
    a choice within the noise of its estimate (Decision.costly) as good as the expert's;
    else what it cost and what the expert's choice gains."""
    choice = _capital(choice_words(d.kind, d.chosen, write))
    reason = d.reason
    if sorted(d.chosen) == sorted(d.best):
        return say("{choice} was the expert's choice", choice=choice)
    if reason.gain in ("declared", "hidden", "unweighed"):
        if reason.gain != "declared" or d.costly():
            return _declaration_sentence(d, write)
        choice = _declared_choice(d, write)
    expert = choice_words(d.kind, d.best, write)
    if reason.gain == "same" or d.cost <= 0:
        return say("{choice} was as good as the expert's choice, {expert}", choice=choice,
                   expert=expert)
    if not d.costly():
        return say("{choice} was as good as the expert's choice, {expert}: the {cost} points "
                   "between them (± {se}) are within the noise of the estimate",
                   choice=choice, expert=expert, cost=decimal(d.cost), se=decimal(Z95 * d.se))
    why = say("{expert} instead {gain}", expert=expert, gain=gain_words(reason, write))
    evidence = evidence_words(reason, write)
    return say("{choice} cost {cost} points a deal (± {se}): {why}", choice=choice,
               cost=decimal(d.cost), se=decimal(Z95 * d.se), why=why) + \
        (f"; {evidence}" if evidence else "")
