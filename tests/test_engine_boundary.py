"""Outside the engine nothing reaches into another object's private parts (``state._x``):
the window, the store, the sitting sheets, the trainer and the command line use the
engine's public methods (``State.restarted`` instead of ``_restart``, engine.replay for
playing a game again).  The computer players' sampled Bézique and Binocle worlds are
the one exception still to be removed: they build engine states from an observation
on the engine's internals, for speed."""
import ast
import pathlib

SRC = pathlib.Path(__file__).resolve().parents[1] / "src" / "parlour"
STILL_REACHING_IN = {"ai/melding/worlds.py", "ai/melding/search.py", "ai/melding/playout.py"}
OWN_PRIVATE_FLAGS = {("ui/binding/refcount_guard.py", "sys")}     # its own mark on the sys module


def _reaching_in(path: pathlib.Path) -> list[str]:
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
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
        rel = str(path.relative_to(SRC))
        if isinstance(owner, ast.Name) and (rel, owner.id) in OWN_PRIVATE_FLAGS:
            continue
        out.append(f"{rel}:{node.lineno} {ast.unparse(node)}")
    return out


def test_no_private_reach_into_engine_objects_from_outside_the_engine():
    found = []
    for path in sorted(SRC.rglob("*.py")):
        rel = str(path.relative_to(SRC))
        if rel.startswith("engine/") or rel in STILL_REACHING_IN:
            continue
        found += _reaching_in(path)
    assert found == []


def test_the_controller_restarts_through_the_public_method():
    text = (SRC / "ui" / "shell" / "controller.py").read_text(encoding="utf-8")
    assert "restarted()" in text and "._restart(" not in text
