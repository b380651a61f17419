"""The record reader and replay, the card notation and Action.from_record under random
input: bad input always gives the one clear error the interface promises, never
anything else."""
import copy
import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from parlour.engine import records
from parlour.engine.cards import NotationError, card_name, parse_card, parse_cards
from parlour.engine.core import Action

from .helpers import VARIANTS, real_record

FAST = settings(max_examples=150, deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

# Any text, line breaks included: a message must stay on one line whatever the record says.
TEXT = st.text(st.characters(blacklist_categories=("Cs",)), max_size=6)
JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-10**20, 10**20) | st.floats(allow_nan=False)
    | TEXT,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(TEXT, inner,
                                                               max_size=4),
    max_leaves=12)
# Values that look like record parts: cards, seats, kinds, a little junk.
NEAR = st.one_of(JSON, st.sampled_from(["AH", "10S", "TS", "q♠", "1H", "11C", "", "play",
                                        "meld", "declare", "point", "table", "hand"]),
                 st.integers(-2, 5), st.lists(st.sampled_from(["AH", "KH", "7C", "ZZ"]),
                                              max_size=14))


def replay_fails_cleanly(data) -> None:
    """replay() either succeeds or raises RecordError with a one-line message."""
    try:
        records.replay(data)
    except records.RecordError as exc:
        assert str(exc).strip() and "\n" not in str(exc), repr(str(exc))


def _paths(node, here=()):
    """Every place in a JSON tree, as a path of keys and indexes."""
    yield here
    if isinstance(node, dict):
        for k, v in node.items():
            yield from _paths(v, here + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _paths(v, here + (i,))


def _parent(tree, path):
    for step in path[:-1]:
        tree = tree[step]
    return tree


def mutate(record: dict, data) -> dict:
    """One to three damages: a value replaced, a key or list item removed, an item
    duplicated, two items swapped, a list cut short."""
    rec = copy.deepcopy(record)
    for _ in range(data.draw(st.integers(1, 3))):
        paths = [p for p in _paths(rec) if p]
        if not paths:
            break
        path = data.draw(st.sampled_from(paths))
        parent, last = _parent(rec, path), path[-1]
        how = data.draw(st.sampled_from(["replace", "remove", "duplicate", "swap", "cut"]))
        if how == "replace":
            parent[last] = data.draw(NEAR)
        elif how == "remove":
            del parent[last]
        elif isinstance(parent, list) and how == "duplicate":
            parent.insert(last, copy.deepcopy(parent[last]))
        elif isinstance(parent, list) and how == "swap" and len(parent) > 1:
            j = data.draw(st.integers(0, len(parent) - 1))
            parent[last], parent[j] = parent[j], parent[last]
        elif isinstance(parent[last], list):
            del parent[last][data.draw(st.integers(0, len(parent[last]))):]
    return rec


@FAST
@given(st.one_of(JSON, st.dictionaries(st.sampled_from(
    ["format", "version", "game", "variant", "options", "seats", "deals", "result"]), NEAR)))
def test_any_json_value_is_read_or_refused_in_one_line(value):
    replay_fails_cleanly(value)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(which=st.sampled_from(VARIANTS), seed=st.integers(0, 3), whole=st.booleans(),
       data=st.data())
def test_damaged_real_records_are_refused_in_one_line(which, seed, whole, data):
    game, variant = which
    rec = real_record(game, variant, seed, None if whole else 60)
    replay_fails_cleanly(mutate(rec, data))


def test_the_real_records_themselves_replay():
    for game, variant in VARIANTS:
        for seed in range(4):
            for steps in (None, 60):
                records.replay(real_record(game, variant, seed, steps))


@FAST
@given(st.text(max_size=40))
def test_any_text_is_read_or_refused_in_one_line(text):
    try:
        data = records.loads(text)
    except records.RecordError as exc:
        assert "\n" not in str(exc)
        return
    replay_fails_cleanly(data)


@settings(max_examples=40, deadline=None)
@given(which=st.sampled_from(VARIANTS), cut=st.floats(0, 1))
def test_a_truncated_record_file_is_refused(which, cut):
    text = json.dumps(real_record(*which, seed=1, steps=60))
    try:
        data = records.loads(text[:int(len(text) * cut)])
    except records.RecordError:
        return
    replay_fails_cleanly(data)


# ----- the card notation -------------------------------------------------------------

CARD_TEXT = st.one_of(
    st.text(max_size=5),
    st.builds(lambda r, s, low, pad: (r + s).lower() * low + (r + s) * (not low) + pad,
              st.sampled_from(["A", "K", "Q", "J", "10", "T", "9", "8", "7", "6", "2", "1",
                               "11", "0", ""]),
              st.sampled_from(list("SHDCX♠♥♦♣♤♡♢♧") + ["", "SS", "\ufe0f"]),
              st.booleans(), st.sampled_from(["", " ", "\t", "x"])))


@FAST
@given(CARD_TEXT)
def test_card_notation_parses_or_says_why(text):
    try:
        c = parse_card(text)
    except NotationError as exc:
        assert str(exc)
        return
    assert 0 <= c < 32
    assert parse_card(card_name(c)) == c


@FAST
@given(st.one_of(st.text(max_size=30), st.lists(st.one_of(CARD_TEXT, JSON), max_size=5)))
def test_hand_notation_parses_or_says_why(value):
    try:
        cards = parse_cards(value)
    except NotationError:
        return
    assert all(0 <= c < 32 for c in cards)


@FAST
@given(st.lists(st.sampled_from(range(32)), max_size=12), st.sampled_from([" ", ",", ", "]))
def test_a_written_hand_reads_back(cards, sep):
    assert parse_cards(sep.join(card_name(c) for c in cards)) == cards


# ----- Action.from_record ------------------------------------------------------------

ACTION_LIKE = st.one_of(JSON, st.fixed_dictionaries(
    {"seat": NEAR, "act": NEAR},
    optional={"card": NEAR, "cards": NEAR, "from": NEAR, "class": NEAR, "junk": JSON}))


@FAST
@given(ACTION_LIKE)
def test_action_from_record_parses_or_raises_value_error(value):
    try:
        action = Action.from_record(value)
    except ValueError as exc:
        assert str(exc)
        return
    assert Action.from_record(action.to_record()) == action


@FAST
@given(which=st.sampled_from(VARIANTS), seed=st.integers(0, 3))
def test_every_real_action_round_trips(which, seed):
    for deal in real_record(*which, seed=seed)["deals"]:
        for raw in deal["actions"]:
            assert Action.from_record(raw).to_record() == raw
