"""Every engine, random positions, random actions (wrong seat, wrong kind, cards not
held, junk fields): an illegal action raises IllegalAction with a one-line message and
leaves the state exactly as it was; nothing else is ever raised."""
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from parlour.engine.core import Action, IllegalAction

from ..tiers import cases
from .helpers import VARIANT_IDS, VARIANTS, random_game, snapshot

KINDS = ["play", "exchange", "meld", "announce", "declare", "claim", "dix", "undercall",
         "pass", "carte_blanche", "bid", ""]
# Printable text: a newline inside an action is the record reader's concern
# (test_replay_command.py); here every refusal must be one line.
TEXT = st.text(st.characters(blacklist_categories=("Cc", "Cs", "Zl", "Zp")), max_size=4)
KEYS = ["from", "class", "undercall", "exchange", "junk", "count"]
VALUES = st.one_of(st.sampled_from(["table", "hand", "point", "sequence", "set", ""]),
                   st.integers(-2, 3), st.booleans(), TEXT)
EXTRA = st.dictionaries(st.one_of(st.sampled_from(KEYS), TEXT), VALUES,
                        max_size=2).map(lambda d: tuple(sorted(d.items())))
CARDS = st.lists(st.integers(0, 31), max_size=6).map(tuple)

# What may be done to a legal action to make a (probably) illegal one.
MUTATIONS = ("seat", "kind", "cards", "extra", "more", "fewer")


def mutate(action: Action, how: str, data, seats: int) -> Action:
    seat, act, cards, extra = action.seat, action.act, action.cards, action.extra
    if how == "seat":
        seat = data.draw(st.integers(-1, seats).filter(lambda s: s != action.seat))
    elif how == "kind":
        act = data.draw(st.sampled_from(KINDS).filter(lambda k: k != action.act))
    elif how == "cards":
        cards = data.draw(CARDS)
    elif how == "extra":
        extra = tuple(sorted({**dict(extra), **dict(data.draw(EXTRA.filter(bool)))}.items()))
    elif how == "more":
        cards = cards + (data.draw(st.integers(0, 31)),)
    else:
        cards = cards[:-1]
    return Action(seat, act, cards, extra)


def lenient(state, action: Action) -> bool:
    """Unlisted actions the engines accept on purpose: ``"from": "hand"`` is the default
    (INTERFACES.md), the cards of an exchange or a meld may come in any order, and
    Piquet takes any sound declaration of held cards, though legal_actions() lists only
    the natural sinkings (docs/records-piquet.md); Binocle's dix with ``"exchange":
    false`` is the show (docs/records-binocle.md)."""
    def default(a: Action, key, value) -> bool:
        # "is False": 0 == False, and 0 is refused
        return (key, value) == ("from", "hand") or \
            a.act == "dix" and key == "exchange" and value is False   # Binocle's dix shown

    def plain(a: Action):
        return (a.seat, a.act, tuple(sorted(a.cards)),
                tuple((k, v) for k, v in a.extra if not default(a, k, v)))
    if plain(action) in {plain(a) for a in state.legal_actions()}:
        return True
    return (state.game == "piquet" and action.act == "declare"
            and all(k in ("class", "undercall") for k, _ in action.extra))


def _typed(a: Action):
    # 1 == True and 0 == False: a legal action's field must match in type too
    return a, tuple((k, type(v)) for k, v in a.extra)


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


@pytest.mark.parametrize("game,variant", cases(VARIANTS, VARIANT_IDS, VARIANT_IDS[1:]))
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 300), data=st.data())
def test_illegal_actions_are_refused_and_change_nothing(game, variant, seed, steps, data):
    state = random_game(game, variant, seed, steps)
    seats = len(state.seats)
    for _ in range(6):
        legal = state.legal_actions()
        if legal and data.draw(st.booleans()):
            action = mutate(data.draw(st.sampled_from(legal)), data.draw(
                st.sampled_from(MUTATIONS)), data, seats)
        else:
            action = Action(data.draw(st.integers(-1, seats)), data.draw(
                st.one_of(st.sampled_from(KINDS), TEXT)), data.draw(CARDS),
                data.draw(EXTRA))
        check_refused(state, action)


@pytest.mark.parametrize("game,variant", VARIANTS, ids=VARIANT_IDS)
def test_a_finished_game_refuses_everything(game, variant):
    state = random_game(game, variant, seed=5)
    assert state.is_over() and state.legal_actions() == []
    for action in (Action(0, "play", (0,)), Action(1, "exchange", ()),
                   Action(0, "declare", (), (("class", "point"),)), Action(0, "claim")):
        check_refused(state, action)


@pytest.mark.parametrize("game,variant", cases(VARIANTS, VARIANT_IDS, (
    "piquet-rubicon", "piquet-ecrire")))
def test_junk_fields_on_a_legal_action_are_refused(game, variant):
    """An unknown field is not silently dropped: the record would carry it for ever."""
    rng_seed = 3
    state = random_game(game, variant, rng_seed, steps=0)
    for _ in range(60):
        if state.is_over():
            break
        for action in state.legal_actions()[:5]:
            check_refused(state, Action(action.seat, action.act, action.cards,
                                        tuple(sorted(action.extra + (("junk", 1),)))))
        state.apply(state.legal_actions()[0])


@pytest.mark.parametrize("value", [0, 1, "true", None])
def test_binocle_dix_exchange_must_be_a_boolean(value):
    """0 and 1 equal False and True in Python; the record must still say true or false."""
    for seed in range(200):
        state = random_game("binocle", "64", seed, steps=0)
        for _ in range(200):
            dix = [a for a in state.legal_actions() if a.act == "dix"]
            if dix or state.is_over():
                break
            state.apply(state.legal_actions()[-1])
        if dix:
            break
    shown = dix[0]
    before = snapshot(state)
    with pytest.raises(IllegalAction, match="true or false"):
        state.apply(Action(shown.seat, "dix", shown.cards, (("exchange", value),)))
    assert snapshot(state) == before
    check_refused(state, Action(shown.seat, "dix", shown.cards, (("exchange", value),)))


def test_cards_in_another_order_are_the_same_exchange():
    """The leniency above is real: an exchange written in another order is accepted,
    and the same cards with one named twice are still refused."""
    state = random_game("piquet", "au-cent", seed=1, steps=0)
    seat = state.current_player()
    five = next(a for a in state.legal_actions() if len(a.cards) == 5)
    shuffled = Action(seat, "exchange", tuple(reversed(five.cards)))
    assert lenient(state, shuffled) and shuffled not in state.legal_actions()
    check_refused(state, Action(seat, "exchange", five.cards + five.cards[:1]))
    state.apply(shuffled)
    assert len(state.history) == 1


@pytest.mark.parametrize("game,variant", VARIANTS, ids=VARIANT_IDS)
def test_a_card_number_outside_the_pack_is_refused(game, variant):
    state = random_game(game, variant, seed=1, steps=0)
    action = state.legal_actions()[0]
    for bad in (-1, 40):
        check_refused(state, Action(action.seat, action.act, (bad,) + action.cards[1:],
                                    action.extra))
