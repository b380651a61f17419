"""A record with some of its actions left out, and the check that it replays to the very
game of the full record (the null choices a record may leave out)."""
import json

from parlour.engine import records


def without(record: dict, unwanted) -> tuple[dict, int]:
    """A copy of ``record`` without the actions ``unwanted(action)`` picks, and how many
    went."""
    short = json.loads(json.dumps(record))
    dropped = 0
    for deal in short["deals"]:
        keep = [a for a in deal["actions"] if not unwanted(a)]
        dropped += len(deal["actions"]) - len(keep)
        deal["actions"] = keep
    return short, dropped


def assert_replays_alike(full: dict, short: dict):
    """``short`` replays to the game ``full`` does: every action supplied in its place,
    the same scores, and the same record written again.  Returns that game."""
    want, got = records.replay(full), records.replay(short)
    assert got.history == want.history
    assert records.summary(got) == records.summary(want)
    assert records.record_of(got) == records.record_of(want)
    return got
