"""Which package may import which: the exact odds are a library (parlour.odds) that the
computer players and the discard trainer both use, so neither imports the other in a
cycle.  Imports inside functions count: a lazy import is still a dependency."""
import ast
import pathlib

from .source_trees import nodes

SRC = pathlib.Path(__file__).resolve().parents[1] / "src" / "parlour"


def _package_of(path: pathlib.Path) -> str:
    parts = path.relative_to(SRC).parts
    return parts[0] if len(parts) > 1 else parts[0].removesuffix(".py")


def _imported_packages(path: pathlib.Path) -> set[str]:
    """The parlour packages (first level) a module imports, anywhere in it."""
    here = path.relative_to(SRC).with_suffix("").parts   # e.g. ("ai", "piquet", "exchange")
    out = set()
    for node in nodes(path):
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = list(here[:len(here) - node.level])
                target = base + (node.module.split(".") if node.module else [])
                if not node.module:      # "from .. import x": x may be a package
                    target = [*base, node.names[0].name]
                names = ["parlour." + ".".join(target)] if target else []
            else:
                names = [node.module or ""]
        else:
            continue
        for name in names:
            parts = name.split(".")
            if parts[0] == "parlour" and len(parts) > 1:
                out.add(parts[1])
    return out


def package_graph() -> dict[str, set[str]]:
    graph: dict[str, set[str]] = {}
    for path in SRC.rglob("*.py"):
        pkg = _package_of(path)
        graph.setdefault(pkg, set()).update(_imported_packages(path) - {pkg})
    return graph


def _reaches(graph: dict[str, set[str]], start: str, goal: str) -> bool:
    seen, todo = set(), [start]
    while todo:
        p = todo.pop()
        if p == goal:
            return True
        if p not in seen:
            seen.add(p)
            todo += graph.get(p, ())
    return False


def test_the_graph_sees_the_imports_it_should():
    graph = package_graph()
    assert "engine" in graph["ai"] and "odds" in graph["ai"] and "ai" in graph["trainer"]


def test_no_import_cycle_between_the_players_and_the_trainer():
    graph = package_graph()
    assert not (_reaches(graph, "ai", "trainer") and _reaches(graph, "trainer", "ai"))
    assert not _reaches(graph, "ai", "trainer")


def test_the_odds_and_the_engine_depend_on_no_feature():
    graph = package_graph()
    for library in ("odds", "engine"):
        for feature in ("ai", "trainer", "ui", "store", "sitting"):
            assert not _reaches(graph, library, feature), (library, feature)
