"""The sitting sheet: a series of games, who won what, the running net, the settling up.

No Qt, no files here (the store keeps sheets: parlour.store.sittings; the window draws
them: parlour.ui.sitting.window).

API
---
``Entry(number, players, winner, net, detail="", finished="")``: one game.
    players: list of names who played it; winner: a name, a side's names joined with
    " and ", or None (drawn/void); net: {name: int} in the sheet's unit, summing to zero
    (ValueError otherwise; players absent from ``net`` count 0); detail: one short line.
    ``to_json()`` / ``Entry.from_json(d)``; ``net_of(name)``.
``Sheet(game, variant, players, unit="points", entries=[], started=now, id=auto,
title="")``: one sitting.  unit is one of UNITS ("points", "hundreds", "games").
    ``add(entry)`` numbers and stamps it (players new to the sitting are appended);
    ``totals()`` -> {name: net}; ``running()`` -> [{name: net after game 1}, ...];
    ``wins()`` -> {name: games won}; ``settlement()`` -> [Payment(payer, payee,
    amount)] balancing every total to zero; ``plays(game, variant, players, unit)``:
    does this game belong on this sheet; ``unit_word(n)`` -> "11 hundred", "2 games";
    ``to_json()`` / ``Sheet.from_json(d)`` (ValueError when malformed).
``unit_for(game, variant)`` -> the unit the book keeps that game in;
``set_down(game, variant, value)`` -> a Result.value as written (Rubicon Bézique:
    hundreds only, 1100 -> 11);
``entry_for(game, variant, names, result, sides=None)`` -> Entry for a finished game
    (two players: winner +value, loser -value; Normand: each loser pays the winner;
    Voleur: sides=(0, 1, 0, 1), partners share; à écrire: its balanced sheet);
``entry_from_state(state, names=None)`` -> the same from a finished State (None if not
    over); ``unique_names(names)`` makes seat names distinct for the sheet.

Example::

    sheet = Sheet("rubicon-bezique", "rubicon", ["You", "Computer (club)"], "hundreds")
    sheet.add(entry_from_state(state))          # e.g. You +11, Computer -11
    sheet.totals(); sheet.settlement()          # [Payment("Computer (club)", "You", 11)]
"""
from __future__ import annotations

from .reckoning import entry_for, entry_from_state, set_down, unique_names, unit_for
from .sheet import UNITS, Entry, Payment, Sheet, now_text

__all__ = ["UNITS", "Entry", "Payment", "Sheet", "entry_for", "entry_from_state",
           "now_text", "set_down", "unique_names", "unit_for"]
