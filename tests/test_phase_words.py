"""A phase is told by its enum member, never by a word: no module of the program compares
a ``phase`` (a name or an attribute so called) with a string literal (``==``, ``!=``,
``in``, ``is``) or matches it against a literal ``case``.  The games' phases are
``StrEnum`` members (engine/*/phase.py), equal to their words, so such a comparison would
still work and would hide a misspelt phase that no longer exists."""
from __future__ import annotations

import ast
import pathlib

from .source_trees import nodes

SRC = pathlib.Path(__file__).resolve().parents[1] / "src" / "parlour"


def _is_phase(node: ast.AST) -> bool:
    return (isinstance(node, ast.Name) and node.id == "phase"
            or isinstance(node, ast.Attribute) and node.attr == "phase")


def _has_word(node: ast.AST) -> bool:
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str)
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        return any(_has_word(e) for e in node.elts)
    return False


def _literal_case(pattern: ast.pattern) -> bool:
    if isinstance(pattern, ast.MatchValue):
        return _has_word(pattern.value)
    if isinstance(pattern, ast.MatchOr):
        return any(_literal_case(p) for p in pattern.patterns)
    return False


def phase_told_by_a_word(found: tuple[ast.AST, ...]) -> list[int]:
    """Lines where a phase is compared with, or matched against, a string literal."""
    lines = []
    for node in found:
        if isinstance(node, ast.Compare):
            sides = [node.left, *node.comparators]
            if any(_is_phase(s) for s in sides) and any(_has_word(s) for s in sides):
                lines.append(node.lineno)
        elif isinstance(node, ast.Match) and _is_phase(node.subject):
            lines += [c.pattern.lineno for c in node.cases if _literal_case(c.pattern)]
    return lines


def test_the_reader_sees_a_phase_told_by_a_word():
    source = ('if state.phase == "play" or x == "play":\n    pass\n'
              'ok = phase in ("waiting", OVER) or obs.phase is DECLARE\n'
              'match w.phase:\n    case "meld" | "play":\n        pass\n'
              '    case Phase.OVER:\n        pass\n')
    assert sorted(phase_told_by_a_word(tuple(ast.walk(ast.parse(source))))) == [1, 3, 5]


def test_no_phase_is_told_by_a_word():
    offenders = []
    for path in sorted(SRC.rglob("*.py")):
        offenders += [f"{path.relative_to(SRC).as_posix()}:{n}"
                      for n in phase_told_by_a_word(nodes(path))]
    assert offenders == []
