"""``parlour-record`` version 1 (shared/INTERFACES.md): write, read, and replay a game.

Replaying checks every action against the rules.  Anything wrong with a record - bad
JSON, a card that is not a card, a deal that does not match the pack, an illegal move -
becomes one RecordError whose message names the deal, the action's index, the action and
why, so the command line can print one line and exit with status 2.
"""
from __future__ import annotations

import functools
import json
from collections import Counter
from typing import Any

from .cards import NotationError
from .actions import Action
from .core import DealSetup, Event, IllegalAction, Result, State
from .games import UnknownGame, game_names, game_of, new_game
from .replay import finish_deal, follow, take_auto_steps
from ..language import english, say
from .sentences import ending_words, sentence

FORMAT = "parlour-record"
VERSION = 1


class RecordError(ValueError):
    """A record that cannot be read or replayed; str() is the one-line explanation."""

    def __init__(self, why: str, deal: int | None = None, index: int | None = None,
                 action: Any = None):
        self.why, self.deal, self.index, self.action = why, deal, index, action
        where = []
        if deal is not None:
            where.append(say("deal {n}", n=deal + 1))
        if index is not None:
            where.append(say("action {n}", n=index))
        if action is not None:
            where.append(_describe(action))
        text = (", ".join(where) + ": " if where else "") + why
        # One line always, even when the record's own text holds a line break.
        super().__init__(" ".join(text.splitlines()))


def _describe(action: Any) -> str:
    if isinstance(action, Action):
        return f"'{action.notation()}' by seat {action.seat}"
    return json.dumps(action, ensure_ascii=False)[:80]


# ----- writing ------------------------------------------------------------------------

@functools.lru_cache(maxsize=None)
def _variant_defaults(game_type: type, variant: str) -> dict:
    """A variant's default options (Rubicon Piquet counts the point by cards): asked of a
    fresh game once per variant, not once per record."""
    return dict(game_type(variant=variant, seed=0).options)


def record_of(state: State) -> dict:
    """The record of a game so far, ready for json.dump."""
    defaults = _variant_defaults(type(state), state.variant)
    options = {k: v for k, v in state.options.items() if defaults.get(k) != v}
    result = state.result()
    return {
        "format": FORMAT, "version": VERSION,
        "game": state.game, "variant": state.variant,
        "options": options,
        "seats": list(state.seats),
        "deals": [dict(log.setup.to_record(), actions=[a.to_record() for a in log.actions])
                  for log in state.deals],
        "result": result_json(result, state.seats) if result else {},
    }


def result_json(result: Result, seats) -> dict:
    """A Result's record form: the ``reason`` in words, from its ending."""
    with english():          # a record is language-neutral: its words are English
        reason = ending_words(result.ending, seats)
    return {"winner": result.winner, "value": result.value,
            "reason": reason, "totals": list(result.totals)}


def event_json(event: Event, seats) -> dict:
    """A scoring event as ``replay --json`` lists it, with its words as ``text``."""
    with english():
        said = sentence(event, seats)
    return {"seat": event.seat, "points": event.points, "category": event.category,
            "text": said}


def dumps(state: State) -> str:
    return json.dumps(record_of(state), ensure_ascii=False, indent=1)


# ----- reading ------------------------------------------------------------------------

def _require(cond: bool, why: str, deal: int | None = None) -> None:
    if not cond:
        raise RecordError(why, deal)


def _setup_of(d: Any, i: int) -> DealSetup:
    try:
        setup = DealSetup.from_record(d)
    except ValueError as exc:
        raise RecordError(str(exc), i) from None
    _require(isinstance(d.get("actions", []), list), "'actions' must be a list", i)
    return setup


def loads(text: str) -> dict:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise RecordError(say("not JSON ({why} at line {line})", why=exc.msg,
                              line=exc.lineno)) from None
    except RecursionError:
        raise RecordError(say("not a record: its JSON is nested far too deeply")) from None
    return data


def read(path: str) -> dict:
    try:
        with open(path, encoding="utf-8") as f:
            return loads(f.read())
    except OSError as exc:
        raise RecordError(say("cannot read {path}: {why}", path=path, why=exc.strerror)) from None
    except UnicodeDecodeError:
        raise RecordError(say("{path} is not UTF-8 text", path=path)) from None


def _check_pack(state: State, setups: list[DealSetup], game: str, variant: str,
                options: dict, seats: list) -> None:
    """Every deal must hold exactly the game's pack, in hands of the right sizes."""
    fresh = new_game(game, variant, options, seats, seed=0)
    if not fresh.deals:
        return
    model = fresh.deals[0].setup
    want = Counter(c for h in model.hands for c in h) + Counter(model.stock)
    if model.turnup is not None:
        want[model.turnup] += 1
    for i, s in enumerate(setups):
        _require(len(s.hands) == len(model.hands),
                 f"{len(s.hands)} hands, but {game} deals {len(model.hands)}", i)
        _require(0 <= s.dealer < len(seats), f"dealer {s.dealer} is not a seat", i)
        sizes = [len(h) for h in s.hands]
        _require(sizes == [len(h) for h in model.hands],
                 f"hands of {sizes} cards, but {game} deals {len(model.hands[0])} each", i)
        _require((s.turnup is None) == (model.turnup is None),
                 "a turn-up card is needed" if model.turnup is not None
                 else f"{game} turns up no card", i)
        have = Counter(c for h in s.hands for c in h) + Counter(s.stock)
        if s.turnup is not None:
            have[s.turnup] += 1
        if have != want:
            extra = sorted((have - want).elements())
            missing = sorted((want - have).elements())
            from .cards import cards_text
            parts = []
            if extra:
                parts.append(say("too many {cards}", cards=cards_text(extra)))
            if missing:
                parts.append(say("missing {cards}", cards=cards_text(missing)))
            raise RecordError(say("the cards are not one proper pack: {parts}",
                                  parts="; ".join(parts)), i)


def replay(data: Any, watch=None) -> State:
    """Rebuild the game a record describes, checking every action; RecordError if bad.
    ``watch(state, action)``, if given, sees each recorded action just before it is
    applied (a review goes over the decisions this way)."""
    _require(isinstance(data, dict), "a record must be a JSON object")
    _require(data.get("format") == FORMAT, f"not a {FORMAT} (format is {data.get('format')!r})")
    _require(data.get("version") == VERSION,
             f"version {data.get('version')!r} is not supported (this Parlour reads {VERSION})")
    game = data.get("game")
    _require(isinstance(game, str) and game in game_names(),
             f"unknown game {game!r} (one of {', '.join(game_names())})")
    names = game_of(game).variant_names()
    variant = data.get("variant") or names[0]
    _require(isinstance(variant, str) and variant in names,
             f"unknown variant {variant!r} of {game} (one of {', '.join(names)})")
    options = data.get("options") or {}
    _require(isinstance(options, dict), "'options' must be a JSON object")
    seats = data.get("seats")
    _require(seats is None or (isinstance(seats, list) and all(isinstance(s, str) for s in seats)),
             "'seats' must be a list of names")
    deals = data.get("deals", [])
    _require(isinstance(deals, list), "'deals' must be a list")
    setups = [_setup_of(d, i) for i, d in enumerate(deals)]
    try:
        state = new_game(game, variant, options, seats, deals=setups)
    except UnknownGame as exc:
        raise RecordError(str(exc)) from None
    except (IllegalAction, ValueError) as exc:
        raise RecordError(str(exc), 0 if setups else None) from None
    if seats is not None and len(seats) != len(state.seats):
        raise RecordError(say("{n} seats, but this game has {has}", n=len(seats),
                               has=len(state.seats)))
    _check_pack(state, setups, game, variant, options, state.seats)
    for di, deal in enumerate(deals):
        for ai, raw in enumerate(deal.get("actions", [])):
            try:
                action = Action.from_record(raw)
            except ValueError as exc:
                raise RecordError(str(exc), di, ai, raw) from None
            _apply_checked(state, action, di, ai, watch)
        if di + 1 < len(deals):
            _finish_deal(state, di)
    if deals and data.get("result"):
        _finish_game(state)
    _check_result(state, data.get("result"))
    return state


def _apply_checked(state: State, action: Action, di: int, ai: int, watch=None) -> None:
    try:
        follow(state, action, di, watch)
    except (IllegalAction, NotationError) as exc:
        raise RecordError(str(exc), di, ai, action) from None


def _finish_deal(state: State, di: int) -> None:
    try:
        finish_deal(state, di)
    except IllegalAction as exc:
        raise RecordError(str(exc), di) from None
    # A game may end as the next deal is dealt (Binocle: the dix turned up brings the
    # dealer to 1000), and that deal is then written, with no action to follow it.
    if state.is_over() and len(state.deals) - 1 == di:
        raise RecordError(say("the game was over after this deal, but the record goes on"),
                          di + 1)


def _finish_game(state: State) -> None:
    """A record of a finished game may leave out the automatic steps after its last
    action (a Rubicon Bézique count of brisques asked for, added after such records
    were first written)."""
    di = len(state.deals) - 1
    try:
        take_auto_steps(state, di)
    except IllegalAction as exc:
        raise RecordError(str(exc), di) from None


def _check_result(state: State, written: Any) -> None:
    if not written:
        return
    _require(isinstance(written, dict), "'result' must be a JSON object")
    res = state.result()
    mine = result_json(res, state.seats) if res else {}
    for key in ("winner", "value", "totals"):
        if key in written and written[key] != mine.get(key):
            raise RecordError(say("the record says {key} {written}, but the cards and "
                                  "actions give {mine}", key=key, written=repr(written[key]),
                                  mine=repr(mine.get(key))))


# ----- the replay summary (``parlour replay --json``) --------------------------------

def summary(state: State) -> dict:
    deals = []
    for i in range(len(state.deals)):
        deal = state.deal_summary(i)
        deal["events"] = [event_json(e, state.seats) for e in deal["events"]]
        deals.append(deal)
    res = state.result()
    if res is not None and res.totals:
        totals = list(res.totals)
    else:
        totals = [sum(d["points"][s] for d in deals) for s in range(len(state.seats))]
    with english():
        reason = ending_words(res.ending, state.seats) if res else "the game is not finished"
    return {"game": state.game, "variant": state.variant, "deals": deals, "totals": totals,
            "winner": res.winner if res else None, "value": res.value if res else 0,
            "reason": reason}
