"""Actions are typed values (engine/actions.py): code tells their kinds apart by class,
never by a kind's word, and reads their fields as attributes, never as key/value pairs.

The scan holds it for src/: no ``.act`` or ``.extra`` (the old generic action's kind
string and pairs), no comparison with an action's ``KIND`` word, and no ``.get("from")``
- like reading of an action's record fields outside the record reader.  And no action
class has a ``get`` to call."""
import ast
import pathlib

import pytest

from parlour.engine import actions

SRC = pathlib.Path(__file__).resolve().parents[1] / "src" / "parlour"
READER = "engine/actions.py"            # where the record form is read and written
OLD_FIELDS = {"act", "extra"}
RECORD_FIELDS = {"class", "undercall", "from", "exchange", "count", "act"}


def _misuses(rel: str, text: str) -> list[str]:
    out = []
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.Attribute) and node.attr in OLD_FIELDS:
            out.append(f"{rel}:{node.lineno} {ast.unparse(node)}")
        elif isinstance(node, ast.Compare) and rel != READER:
            sides = [node.left, *node.comparators]
            if any(isinstance(s, ast.Attribute) and s.attr == "KIND" for s in sides):
                out.append(f"{rel}:{node.lineno} {ast.unparse(node)}")
        elif isinstance(node, ast.Call) and rel != READER \
                and isinstance(node.func, ast.Attribute) and node.func.attr == "get" \
                and node.args and isinstance(node.args[0], ast.Constant) \
                and node.args[0].value in RECORD_FIELDS:
            out.append(f"{rel}:{node.lineno} {ast.unparse(node)}")
    return out


def test_no_action_is_read_by_its_kind_word_or_as_pairs():
    found = []
    for path in sorted(SRC.rglob("*.py")):
        rel = path.relative_to(SRC).as_posix()
        found += _misuses(rel, path.read_text(encoding="utf-8"))
    assert found == []


def test_the_scan_sees_each_misuse():
    text = ("def f(a, legal):\n"
            "    if a.act == 'play':\n"
            "        return a.extra\n"
            "    if a.KIND in ('meld', 'pass'):\n"
            "        return a.get('undercall')\n"
            "    return [b for b in legal if b.KIND != 'dix']\n")
    assert sorted(_misuses("ai/x.py", text)) == [
        "ai/x.py:2 a.act", "ai/x.py:3 a.extra", "ai/x.py:4 a.KIND in ('meld', 'pass')",
        "ai/x.py:5 a.get('undercall')", "ai/x.py:6 b.KIND != 'dix'"]


def test_class_tests_and_words_in_messages_pass_the_scan():
    text = ("def f(a):\n"
            "    if type(a) is Play and a.from_table:\n"
            "        raise IllegalAction(f'cannot {a.KIND} now')\n"
            "    return options.get('point_by')\n")
    assert _misuses("engine/x.py", text) == []


@pytest.mark.parametrize("cls", list(actions.KINDS.values()), ids=list(actions.KINDS))
def test_no_action_class_has_a_get(cls):
    assert not hasattr(cls, "get") and not hasattr(cls, "act") and not hasattr(cls, "extra")
