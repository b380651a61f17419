"""Outside the engine nothing reaches into another object's private parts (``state._x``):
the window, the store, the sitting sheets, the trainer and the command line use the
engine's public methods (``State.restarted`` instead of ``_restart``, engine.replay for
playing a game again, ``engine/bezique/imagined.py`` and ``engine/binocle/imagined.py``
for the computer players' sampled worlds, ``apply_unrecorded``, ``outcome`` and
``bezique_pair`` for their play-outs), and imports none of the engine's private names."""
import ast
import pathlib

SRC = pathlib.Path(__file__).resolve().parents[1] / "src" / "parlour"
OWN_PRIVATE_FLAGS = {("ui/binding/refcount_guard.py", "sys")}     # its own mark on the sys module


def _reaching_in(rel: str, text: str) -> list[str]:
    """Private names of other objects that the module ``rel`` (its ``text``) uses."""
    out = []
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.ImportFrom) and _from_the_engine(node):
            out += [f"{rel}:{node.lineno} import {a.name}" for a in node.names
                    if a.name.startswith("_") and not a.name.startswith("__")]
        if not isinstance(node, ast.Attribute):
            continue
        name = node.attr
        if not name.startswith("_") or name.startswith("__"):
            continue
        owner = node.value
        if isinstance(owner, ast.Name) and owner.id in ("self", "cls"):
            continue
        if isinstance(owner, ast.Call) and getattr(owner.func, "id", "") == "super":
            continue
        if isinstance(owner, ast.Name) and (rel, owner.id) in OWN_PRIVATE_FLAGS:
            continue
        out.append(f"{rel}:{node.lineno} {ast.unparse(node)}")
    return out


def _from_the_engine(node: ast.ImportFrom) -> bool:
    parts = (node.module or "").split(".")
    return parts[:2] == ["parlour", "engine"] or (node.level > 0 and parts[0] == "engine")


def test_no_private_reach_into_engine_objects_from_outside_the_engine():
    found = []
    for path in sorted(SRC.rglob("*.py")):
        rel = str(path.relative_to(SRC))
        if not rel.startswith("engine/"):
            found += _reaching_in(rel, path.read_text(encoding="utf-8"))
    assert found == []


def test_the_check_sees_a_private_call_and_a_private_import():
    text = ("from ...engine.melding.tricks import _X, beats\n"
            "from parlour.engine.core import _Y\n"
            "from ..search import _Z\n"
            "def f(w):\n    return w._apply(1)\n")
    assert _reaching_in("ai/x.py", text) == ["ai/x.py:1 import _X", "ai/x.py:2 import _Y",
                                             "ai/x.py:5 w._apply"]


def test_the_controller_restarts_through_the_public_method():
    text = (SRC / "ui" / "shell" / "controller.py").read_text(encoding="utf-8")
    assert "restarted()" in text and "._restart(" not in text
