"""Outside the engine no code decides by a game's or a variant's name (issue 25): it asks
the game's family, its variant's seating or rules (``engine/games.py``,
``engine/piquet/variants.py``, the Bézique states' constants, Binocle's ``VARIANTS``),
so a renamed or added variant cannot fall silently into another's branch.  Comparing
``game``/``variant`` (a name or an attribute) with a string literal is what this finds;
the engine, where the names are looked up, is exempt."""
import ast
import pathlib

from .source_trees import nodes

SRC = pathlib.Path(__file__).resolve().parents[1] / "src" / "parlour"
NAMES = {"game", "variant"}
# (module, line text) allowed, each with its reason; none are needed today
EXCUSED: dict[tuple[str, str], str] = {}


def _named(node: ast.AST) -> bool:
    return (isinstance(node, ast.Name) and node.id in NAMES) or \
        (isinstance(node, ast.Attribute) and node.attr in NAMES)


def _words(node: ast.AST) -> bool:
    """A string literal, or a tuple, list or set of them (for ``in``)."""
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str)
    return isinstance(node, (ast.Tuple, ast.List, ast.Set)) and bool(node.elts) and \
        all(isinstance(e, ast.Constant) and isinstance(e.value, str) for e in node.elts)


def _name_tests(rel: str, found: tuple[ast.AST, ...]) -> list[str]:
    out = []
    for node in found:
        if not isinstance(node, ast.Compare):
            continue
        sides = [node.left, *node.comparators]
        for (a, b), op in zip(zip(sides, sides[1:]), node.ops):
            if not isinstance(op, (ast.Eq, ast.NotEq, ast.In, ast.NotIn)):
                continue
            if (_named(a) and _words(b)) or (_named(b) and _words(a)):
                out.append(f"{rel}:{node.lineno} {ast.unparse(node)}")
    return out


def test_no_game_or_variant_is_told_by_its_name_outside_the_engine():
    found = []
    for path in sorted(SRC.rglob("*.py")):
        rel = str(path.relative_to(SRC))
        if rel.startswith("engine/"):
            continue
        found += [f for f in _name_tests(rel, nodes(path))
                  if (rel, f.split(" ", 1)[1]) not in EXCUSED]
    assert found == []


def test_the_check_sees_each_spelling():
    text = ('a = obs.game == "bezique"\n'
            'b = "rubicon" != state.variant\n'
            'c = variant in ("48", "64")\n'
            'd = game == other.game\n'            # two names: not a test of a name
            'e = state.phase == "play"\n')
    found = _name_tests("x.py", tuple(ast.walk(ast.parse(text))))
    assert [f.split(" ", 1)[0] for f in found] == ["x.py:1", "x.py:2", "x.py:3"]
