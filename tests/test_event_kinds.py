"""An event's kind is its payload's class: nothing tells events apart by a string.

``Event`` has no ``kind`` field (the payload says what happened, and ``isinstance`` or
``match`` on its class says which kind of event it is), and no module of the program,
its benchmarks or its tests compares a ``.kind`` with a string literal, which is how
the events' kinds were once told ("play", "trick", "announcement").  Other things that
have a kind of their own (a card theme, a score marker, a review's decision) compare it
with named constants or through their own vocabulary, not with a bare literal here.
"""
from __future__ import annotations

import ast
import dataclasses
import pathlib

from parlour.engine.core import Event

ROOT = pathlib.Path(__file__).resolve().parents[1]
# a review's decision is an exchange, a play or a declaration: its kind is that word
# (ai/piquet/review.py), not an event's; a score marker's kind is a MarkerKind, whose
# members equal their words, as the marker test reads them
OWN_KINDS = {"src/parlour/cli.py", "tests/ai/test_review.py", "tests/ui/test_advice_window.py",
             "tests/ui/test_marker_choice.py"}


def kind_compared_with_a_string(tree: ast.AST) -> list[int]:
    """Lines where ``x.kind`` is compared (==, !=, in, not in) with a string or a
    collection of strings."""
    def literal(node) -> bool:
        if isinstance(node, ast.Constant):
            return isinstance(node.value, str)
        if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
            return any(literal(e) for e in node.elts)
        return False

    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare):
            sides = [node.left, *node.comparators]
            kinds = [s for s in sides if isinstance(s, ast.Attribute) and s.attr == "kind"]
            if kinds and any(literal(s) for s in sides):
                found.append(node.lineno)
    return found


def test_an_event_has_no_kind_field():
    assert "kind" not in {f.name for f in dataclasses.fields(Event)}


def test_the_reader_sees_a_kind_compared_with_a_string():
    tree = ast.parse('if e.kind == "play" or x in y or e.kind in ("trick", "deal"):\n'
                     '    pass\nok = isinstance(e.payload, Played) and e.ending.kind is GAME\n')
    assert kind_compared_with_a_string(tree) == [1, 1]


def test_nothing_tells_a_kind_by_a_string():
    offenders = []
    for folder in ("src", "benchmarks", "tests"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            name = path.relative_to(ROOT).as_posix()
            if name in OWN_KINDS:
                continue
            lines = kind_compared_with_a_string(ast.parse(path.read_text(encoding="utf-8")))
            offenders += [f"{name}:{n}" for n in lines]
    assert offenders == []
