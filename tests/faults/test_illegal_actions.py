"""Every engine, random positions, random actions (wrong seat, wrong kind, cards not
held, junk fields), offered as records are: an illegal action is refused with a one-line
message - by the record reader (ValueError) when it is no action at all, else by the
engine (IllegalAction) - and leaves the state exactly as it was; nothing else is ever
raised."""
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from parlour.engine.actions import Action, Claim, Declare, Dix, Exchange, Play
from parlour.engine.cards import names
from parlour.engine.core import IllegalAction

from ..tiers import cases
from .helpers import VARIANT_IDS, VARIANTS, random_game, snapshot

KINDS = ["play", "exchange", "meld", "announce", "declare", "claim", "dix", "undercall",
         "pass", "carte_blanche", "brisques", "bid", ""]
# Printable text: a newline inside an action is the record reader's concern
# (test_replay_command.py); here every refusal must be one line.
TEXT = st.text(st.characters(blacklist_categories=("Cc", "Cs", "Zl", "Zp")), max_size=4)
KEYS = ["from", "class", "undercall", "exchange", "junk", "count"]
VALUES = st.one_of(st.sampled_from(["table", "hand", "point", "sequence", "set", ""]),
                   st.integers(-2, 3), st.booleans(), TEXT)
EXTRA = st.dictionaries(st.one_of(st.sampled_from(KEYS), TEXT), VALUES, max_size=2)
CARDS = st.lists(st.integers(0, 31), max_size=6).map(tuple)

# What may be done to a legal action to make a (probably) illegal one.
MUTATIONS = ("seat", "kind", "cards", "extra", "more", "fewer")


def mutate(action: Action, how: str, data, seats: int) -> dict:
    """A legal action's record form, changed one way."""
    d = action.to_record()
    cards = action.cards
    if how == "seat":
        d["seat"] = data.draw(st.integers(-1, seats).filter(lambda s: s != action.seat))
    elif how == "kind":
        d["act"] = data.draw(st.sampled_from(KINDS).filter(lambda k: k != action.KIND))
    elif how == "cards":
        cards = data.draw(CARDS)
    elif how == "extra":
        d.update(data.draw(st.dictionaries(st.one_of(st.sampled_from(KEYS), TEXT), VALUES,
                                           min_size=1, max_size=2)))
    elif how == "more":
        cards = cards + (data.draw(st.integers(0, 31)),)
    else:
        cards = cards[:-1]
    if cards != action.cards:
        d.pop("card", None)
        d["cards"] = names(cards)
    return d


def lenient(state, action: Action) -> bool:
    """Unlisted actions the engines accept on purpose: ``"from": "hand"`` is the default
    (INTERFACES.md), the cards of an exchange or a meld may come in any order, and
    Piquet takes any sound declaration of held cards, though legal_actions() lists only
    the natural sinkings (docs/records-piquet.md); and a melded card that is not also in
    the hand is listed as a plain play, which is the play ``"from": "table"`` names."""
    if type(action) is Play and action.source == "table" \
            and action.seat in range(len(state.seats)) \
            and action.card not in state.observation(action.seat).hand:
        action = replace(action, source=None)
    def plain(a: Action):
        if type(a) is Play:
            return a.seat, Play, a.card, None if a.source == "hand" else a.source
        return a.seat, replace(a, cards=tuple(sorted(a.cards))) if "cards" in a.__slots__ else a
    if plain(action) in {plain(a) for a in state.legal_actions()}:
        return True
    return state.game == "piquet" and type(action) is Declare


def _typed(a: Action):
    # 1 == True and 0 == False: a legal action's field must match in type too
    return a, tuple(type(getattr(a, f)) for f in a.__slots__)


def check_refused(state, action: Action) -> None:
    """``action`` is refused cleanly, or it is legal (then it is carried out)."""
    if _typed(action) in {_typed(a) for a in state.legal_actions()}:
        state.apply(action)
        return
    allowed = lenient(state, action)
    before = snapshot(state)
    try:
        state.apply(action)
    except IllegalAction as refused:
        message = str(refused)
        assert message.strip() and "\n" not in message, repr(message)
        assert snapshot(state) == before, f"{action} changed the state before being refused"
        return
    assert allowed, f"{action} is not among the legal actions, yet it was accepted"


def offer(state, record: dict) -> None:
    """A record's action: refused by the reader in one line, or checked by the engine."""
    try:
        action = Action.from_record(record)
    except ValueError as refused:
        message = str(refused)
        assert message.strip() and "\n" not in message, repr(message)
        return
    check_refused(state, action)


@pytest.mark.parametrize("game,variant", cases(VARIANTS, VARIANT_IDS, VARIANT_IDS[1:]))
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 300), data=st.data())
def test_illegal_actions_are_refused_and_change_nothing(game, variant, seed, steps, data):
    state = random_game(game, variant, seed, steps)
    seats = len(state.seats)
    for _ in range(6):
        legal = state.legal_actions()
        if legal and data.draw(st.booleans()):
            record = mutate(data.draw(st.sampled_from(legal)), data.draw(
                st.sampled_from(MUTATIONS)), data, seats)
        else:
            record = {"seat": data.draw(st.integers(-1, seats)),
                      "act": data.draw(st.one_of(st.sampled_from(KINDS), TEXT)),
                      "cards": names(data.draw(CARDS)), **data.draw(EXTRA)}
        offer(state, record)


@pytest.mark.parametrize("game,variant", VARIANTS, ids=VARIANT_IDS)
def test_a_finished_game_refuses_everything(game, variant):
    state = random_game(game, variant, seed=5)
    assert state.is_over() and state.legal_actions() == []
    for action in (Play(0, 0), Exchange(1),
                   Declare(0, "point"), Claim(0)):
        check_refused(state, action)


@pytest.mark.parametrize("game,variant", cases(VARIANTS, VARIANT_IDS, (
    "piquet-rubicon", "piquet-ecrire")))
def test_junk_fields_on_a_legal_action_are_refused(game, variant):
    """An unknown field is not silently dropped: the record would carry it for ever.
    The reader refuses it, naming it."""
    rng_seed = 3
    state = random_game(game, variant, rng_seed, steps=0)
    for _ in range(60):
        if state.is_over():
            break
        for action in state.legal_actions()[:5]:
            with pytest.raises(ValueError, match="has no 'junk'"):
                Action.from_record({**action.to_record(), "junk": 1})
        state.apply(state.legal_actions()[0])


@pytest.mark.parametrize("value", [0, 1, "true", None])
def test_binocle_dix_exchange_must_be_a_boolean(value):
    """0 and 1 equal False and True in Python; the record must still say true or false."""
    for seed in range(200):
        state = random_game("binocle", "64", seed, steps=0)
        for _ in range(200):
            dix = [a for a in state.legal_actions() if type(a) is Dix]
            if dix or state.is_over():
                break
            state.apply(state.legal_actions()[-1])
        if dix:
            break
    shown = dix[0]
    before = snapshot(state)
    with pytest.raises(IllegalAction, match="true or false"):
        state.apply(Dix(shown.seat, shown.card, value))
    assert snapshot(state) == before
    check_refused(state, Dix(shown.seat, shown.card, value))
    with pytest.raises(ValueError, match="true or false"):
        Action.from_record({**shown.to_record(), "exchange": value})


def test_cards_in_another_order_are_the_same_exchange():
    """The leniency above is real: an exchange written in another order is accepted,
    and the same cards with one named twice are still refused."""
    state = random_game("piquet", "au-cent", seed=1, steps=0)
    seat = state.current_player()
    five = next(a for a in state.legal_actions() if len(a.cards) == 5)
    shuffled = Exchange(seat, tuple(reversed(five.cards)))
    assert lenient(state, shuffled) and shuffled not in state.legal_actions()
    check_refused(state, Exchange(seat, five.cards + five.cards[:1]))
    state.apply(shuffled)
    assert len(state.history) == 1


@pytest.mark.parametrize("game,variant", VARIANTS, ids=VARIANT_IDS)
def test_a_card_number_outside_the_pack_is_refused(game, variant):
    state = random_game(game, variant, seed=1, steps=0)
    action = next(a for a in state.legal_actions() if {"card", "cards"} & {*a.__slots__})
    for bad in (-1, 40):
        if "card" in action.__slots__:
            check_refused(state, replace(action, card=bad))
        else:
            check_refused(state, replace(action, cards=(bad,) + action.cards[1:]))


def test_a_card_only_on_the_table_may_be_named_from_the_table():
    """The case ``lenient`` allows: the listed plain play and ``"from": "table"`` are one
    play when the melded card is not also in the hand (found by the test above)."""
    for seed in range(40):
        state = random_game("bezique", "two-pack", seed, 0)
        while not state.is_over():
            for a in state.legal_actions():
                if type(a) is Play and a.source is None \
                        and a.card not in state.observation(a.seat).hand:
                    named = replace(a, source="table")
                    plain, table = state.clone(), state.clone()
                    assert plain.apply(a) == table.apply(named)
                    assert all(plain.observation(seat) == table.observation(seat)
                               for seat in range(len(state.seats)))
                    return
            state.apply(state.legal_actions()[0])
    pytest.fail("no game put a melded card alone on the table")
