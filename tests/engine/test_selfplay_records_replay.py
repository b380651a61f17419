"""Every record the engine writes replays to the same result: self-play of every game and
variant, with every value of every rule option (a few games each, random players, which
try the odd moves - claims, under-calls, sinking - and the beginner)."""
from __future__ import annotations

import pytest

from parlour.engine import records
from parlour.engine.games import GAMES, state_class
from parlour.selfplay import play_one

from ..tiers import cases

SEATS = {"normand": 3, "voleur": 4, "ecrire": 3}


def _cases():
    for game, variants in GAMES.items():
        for variant in variants.variant_names():
            yield game, variant, None, None
            for name, (default, allowed) in state_class(game, variant).OPTIONS.items():
                for value in allowed:
                    if value != default:
                        yield game, variant, name, value


CASES = list(_cases())
IDS = [f"{g}-{v}-{n}={x}" for g, v, n, x in CASES]
# a longer sitting à écrire is the same rule played more times: the fast tier plays two
# tours, the whole suite every length
LONGER_SITTINGS = [i for i in IDS if i.startswith("piquet-ecrire-tours=") and i[-1] > "2"]
# the fast tier replays every game and variant with its default rules (two games each);
# each other value of each rule option, two more whole games, is the whole suite's
WITH_OPTIONS = [i for (_, _, name, _), i in zip(CASES, IDS)
                if name is not None and i not in LONGER_SITTINGS]


@pytest.mark.parametrize("game, variant, name, value",
                         cases(CASES, IDS, LONGER_SITTINGS + WITH_OPTIONS))
def test_selfplay_records_replay_to_the_same_result(game, variant, name, value):
    options = None if name is None else {name: value}
    seats = SEATS.get(variant, 2)
    specs = [["random"] * seats, ["ai:beginner"] + ["random"] * (seats - 1)]
    for index, players in enumerate(specs):
        outcome = play_one(game, variant, options, players, index, 17 + index, True)
        rec = outcome.record
        state = records.replay(rec)          # raises on any refusal
        assert state.is_over()
        assert records.result_json(state.result(), state.seats) == rec["result"]
        assert records.record_of(state)["deals"] == rec["deals"]
