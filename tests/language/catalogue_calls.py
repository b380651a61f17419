"""The messages Parlour's source says: every call to the catalogue with a literal
message, found in the syntax tree (shared by the catalogue's tests)."""
from __future__ import annotations

import ast
import pathlib
import string

SRC = pathlib.Path(__file__).resolve().parents[2] / "src" / "parlour"

# the catalogue's functions (and sentences.py's local ``says``) and where their messages are
MESSAGE_ARGS = {"say": (0,), "say_n": (0, 1), "message": (0,), "spoken": (1, 2),
                "says": (1, 2)}


def _called(node: ast.Call) -> str | None:
    """The catalogue function called by name (``say(...)``, ``language.say(...)``), not a
    method of the same name (the window's ``host.say``, its status line)."""
    f = node.func
    if isinstance(f, ast.Name):
        return f.id
    if isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name) \
            and f.value.id == "language":
        return f.attr
    return None


def said_messages() -> dict[str, list[str]]:
    """English message -> the places (file:line) that say it."""
    out: dict[str, list[str]] = {}
    for path in sorted(SRC.rglob("*.py")):
        if "language" in path.relative_to(SRC).parts[:1]:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or _called(node) not in MESSAGE_ARGS:
                continue
            for i in MESSAGE_ARGS[_called(node)]:
                if i < len(node.args) and isinstance(node.args[i], ast.Constant) \
                        and isinstance(node.args[i].value, str):
                    where = f"{path.relative_to(SRC)}:{node.lineno}"
                    out.setdefault(node.args[i].value, []).append(where)
    return out


def plural_args(i: int) -> set[str]:
    """say_n's ``i``th argument in every call: 0, the key of a pair in a catalogue; 1,
    the English "many", which has no entry of its own."""
    keys = set()
    for path in sorted(SRC.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and _called(node) == "say_n" \
                    and len(node.args) > i and isinstance(node.args[i], ast.Constant):
                keys.add(node.args[i].value)
    return keys


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}
