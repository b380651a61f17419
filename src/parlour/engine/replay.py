"""A game as deals plus actions, played again through the rules: the one path that
records (engine/records.py), saved games (store/saves.py) and a Chouette game cut short
(ui/chouette/table.py) all take.

A recorded action may leave out what the rules supply: the steps a game takes by itself
when nobody writes them (``State.auto_action``: full declarations, carte blanche, the
dix) and the null choices the next action implies (``State.implied_action``: a dealer who
took no cards, a trick's winner who declared nothing).  A game's own history holds all of
them, so it replays through the same path unchanged.
"""
from __future__ import annotations

from typing import Iterable

from .actions import Action
from .core import Event, IllegalAction, State
from ..language import say


class ReplayError(IllegalAction):
    """A recorded action that cannot follow where it is written (out of turn, after the
    end of its deal or of the game)."""


def follow(state: State, action: Action, deal: int | None = None,
           watch=None) -> list[Event]:
    """Apply a recorded ``action``, first taking the steps the record left out.

    ``deal``: the index of the deal the action is written in; an action written in a
    deal that is over (or in a game that is over) is refused.  ``watch(state, action)``,
    if given, sees the state just before the action is applied (a review's moments).  Raises IllegalAction
    (ReplayError when the action is out of place); the state then holds the steps taken
    before the refusal."""
    events: list[Event] = []
    # an out-of-turn action (a Binocle claim) is made where it is written: the steps a
    # record may leave out (the dix) wait for the next action in turn
    in_turn = type(action) not in state.OUT_OF_TURN
    while True:
        if state.is_over():
            raise ReplayError(say("the game is already over"))
        if deal is not None and len(state.deals) - 1 != deal:
            raise ReplayError(say("this deal is already over"))
        step = state.auto_action() if in_turn else None
        if in_turn and (step is None or type(step) is type(action)):
            step = state.implied_action(action)
        if step is None:
            break
        events += state.apply(step)
    turn = state.current_player()
    if action.seat != turn and in_turn:
        raise ReplayError(say("it is seat {turn}'s turn, not seat {seat}'s", turn=turn,
                              seat=action.seat))
    if watch is not None:
        watch(state, action)
    return events + state.apply(action)


def take_auto_steps(state: State, deal: int) -> None:
    """The steps the rules take by themselves, while deal ``deal`` and the game last."""
    while len(state.deals) - 1 == deal and not state.is_over():
        step = state.auto_action()
        if step is None:
            break
        state.apply(step)


def finish_deal(state: State, deal: int) -> None:
    """Between two recorded deals: the steps the rules take by themselves; the next deal
    must then have begun (or the game be over)."""
    take_auto_steps(state, deal)
    if len(state.deals) - 1 == deal and not state.is_over():
        raise ReplayError(say("the record goes on to another deal before this one is "
                              "finished"))


def play_through(state: State, actions: Iterable[Action]) -> State:
    """Every action in turn (a game's history, or a save's); returns ``state``."""
    for action in actions:
        follow(state, action)
    return state
