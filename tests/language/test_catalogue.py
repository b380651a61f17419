"""The French catalogue covers every message the source says, with the same fields."""
from __future__ import annotations

from parlour.language import fr

from .catalogue_calls import fields, plural_args, said_messages


def test_the_walk_finds_the_messages_it_should():
    said = said_messages()
    assert "{who} wins the trick" in said and "You win the trick" in said
    assert "Quatorze Aces" in said            # marked in a table with message()
    assert "{n} cards left in the stock" in said     # say_n's many


def test_every_message_said_has_a_french_entry():
    said = said_messages()
    manys = plural_args(1) - plural_args(0)
    missing = {m: said[m][0] for m in said if m not in fr.MESSAGES and m not in manys}
    assert not missing, missing


def test_the_french_says_what_the_english_says():
    """Same fields both sides (a field lost or misspelt would raise or vanish)."""
    wrong = {}
    for english, french in fr.MESSAGES.items():
        forms = french if isinstance(french, tuple) else (french,)
        for form in forms:
            extra = fields(form) - fields(english) - {"n"}
            lost = fields(english) - fields(form) - ({"n"} if isinstance(french, tuple) else set())
            if extra or (lost and not isinstance(french, tuple)):
                wrong[english] = form
    assert not wrong, wrong


def test_a_message_said_of_a_number_is_a_pair_and_only_it():
    plural = plural_args(0)
    assert all(isinstance(fr.MESSAGES[k], tuple) for k in plural if k in fr.MESSAGES)
    assert all(k in plural for k, v in fr.MESSAGES.items() if isinstance(v, tuple))


def test_no_french_entry_is_left_over():
    said = said_messages()
    assert not [m for m in fr.MESSAGES if m not in said]


def _french_rooms() -> list:
    """The modules of the French catalogue, one for each room its messages serve."""
    import importlib
    import pkgutil
    return [importlib.import_module(f"{fr.__name__}.{m.name}")
            for m in pkgutil.iter_modules(fr.__path__)]


def test_the_french_catalogue_names_each_message_once():
    """A dict written out twice keeps the last silently: each English source once, in
    all the rooms together."""
    import ast
    import inspect
    keys = [k.value for room in _french_rooms()
            for node in ast.walk(ast.parse(inspect.getsource(room))) if isinstance(node, ast.Dict)
            for k in node.keys if isinstance(k, ast.Constant)]
    assert len(keys) == len(set(keys)), sorted({k for k in keys if keys.count(k) > 1})


def test_every_rooms_messages_are_in_the_french_catalogue():
    """The catalogue is its rooms gathered, each message as its room writes it: a room
    left out of the gathering, or a message overwritten by another room's, is found."""
    rooms = _french_rooms()
    assert rooms and all(isinstance(room.MESSAGES, dict) for room in rooms)
    assert sum(len(room.MESSAGES) for room in rooms) == len(fr.MESSAGES)
    for room in rooms:
        wrong = {k for k, v in room.MESSAGES.items() if fr.MESSAGES.get(k) != v}
        assert not wrong, (room.__name__, sorted(wrong))
