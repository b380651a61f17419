"""One rule for the two catalogues (docs/translations.md): widgets speak through Qt's
translation, every module without Qt through the message catalogue.  A module that
imports no Qt must not reach Qt's translation (ui/binding/marks.py)."""
from __future__ import annotations

import ast
from pathlib import Path

SRC = Path(__file__).resolve().parents[2] / "src" / "parlour"


def _imports(path: Path) -> set[str]:
    """The modules ``path`` imports, by their last dotted names (lazy imports too)."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            module = node.module or ""
            names.add(module)
            names.update(f"{module}.{a.name}" for a in node.names)
        elif isinstance(node, ast.Import):
            names.update(a.name for a in node.names)
    return names


def test_no_module_without_qt_uses_qts_translation():
    wrong = []
    for path in SRC.rglob("*.py"):
        imports = _imports(path)
        qt = any(n.startswith("PySide6") or n.endswith("binding.qt") or n in ("qt", ".qt")
                 or n.split(".")[-2:-1] == ["qt"] for n in imports)
        if not qt and any("marks" in n.split(".") for n in imports):
            wrong.append(str(path.relative_to(SRC)))
    assert not wrong, f"Qt-free modules using Qt's translation (say() instead): {wrong}"
