"""The end of a game, as one step a crash at any moment can finish.

The save still holds the finished game (it is written after every action), so it is the
journal: the result goes into the statistics first, then onto the sitting sheet, and the
save is cleared last.  Killed anywhere in between, the next start finds a finished game
in the save and sets it down again; each record carries the game's id, so whatever was
already written counts once.  A store that cannot be written (a full disk, a read-only
folder) keeps the save, so the result is set down at a later start instead of lost.
"""
from __future__ import annotations

from pathlib import Path

from ..language import message, say
from ..engine.core import State
from . import saves, sittings, statistics


def result_entry(saved: saves.SavedGame, state: State) -> dict:
    """The statistics line of a finished game."""
    result = state.result()
    won = None
    if saved.human_seat is not None and result is not None and result.winner is not None:
        # Voleur's result names the winning side (0 or 1), not a seat
        sides = getattr(state, "SIDES", None)
        mine = sides[saved.human_seat] if sides else saved.human_seat
        won = result.winner == mine
    return {"game": state.game, "variant": state.variant, "opponent": saved.opponent,
            "won": won, "value": result.value if result else 0,
            "totals": list(result.totals) if result else [],
            "assisted": saved.assisted, "human_seat": saved.human_seat,
            "progress": statistics.progress_of(state), "game_id": saved.game_id}


def set_down(saved: saves.SavedGame, state: State, save_path: Path | None = None,
             sheet_path: Path | None = None) -> tuple[object | None, list[str]]:
    """Record the finished game ``state`` (whose save is ``saved``) and clear its save.
    Returns the sitting sheet it went on (or None) and the sentences for the player."""
    from ..sitting import entry_from_state, unit_for
    notices: list[str] = []

    def sheet_entry():
        entry = entry_from_state(state)
        if entry is None:
            return None, None
        return sittings.record_entry(entry, state.game, state.variant,
                                     unit_for(state.game, state.variant),
                                     path=sheet_path, game_id=saved.game_id)

    result_done, _ = _step(lambda: (None, statistics.record_result(
        result_entry(saved, state))), message("record the result"), message("recorded"),
        notices)
    sheet_done, sheet = _step(sheet_entry, message("write the sitting sheet"),
                              message("written"), notices)
    if result_done and sheet_done:      # else the save is the journal for the next start
        try:
            saves.clear_game(save_path)
        except OSError as exc:
            notices.append(say("Could not clear the finished game ({why}); its result "
                               "is recorded and will not be counted twice.", why=_why(exc)))
    return sheet, notices


def _step(write, what: str, later: str, notices: list[str]) -> tuple[bool, object]:
    """One write of the game end: ``write()`` gives (what it made, a notice or None).
    Returns whether it is done (False: retry it at the next start) and what it made."""
    try:
        made, notice = write()
    except OSError as exc:
        notices.append(say("Could not {what} ({why}); it will be {later} at the next start.",
                           what=say(what), why=_why(exc), later=say(later)))
        return False, None
    except ValueError as exc:       # something the store cannot hold: nothing to retry
        notices.append(say("Could not {what} ({why}).", what=say(what), why=exc))
        return True, None
    if notice:
        notices.append(notice)
    return True, made


def _why(exc: OSError) -> str:
    return exc.strerror or type(exc).__name__
