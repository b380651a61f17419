"""The source of ``src/parlour``, parsed once per test run: the architecture tests walk the
same few hundred modules many times over, and parsing them is most of their cost."""
import ast
import functools
import pathlib


@functools.cache
def _parsed(path: str) -> ast.Module:
    return ast.parse(pathlib.Path(path).read_text(encoding="utf-8"), path)


@functools.cache
def _walked(path: str) -> tuple[ast.AST, ...]:
    return tuple(ast.walk(_parsed(path)))


def tree(path: pathlib.Path) -> ast.Module:
    """The module at ``path``, parsed (shared between tests: read it, never change it)."""
    return _parsed(str(pathlib.Path(path).resolve()))


def nodes(path: pathlib.Path) -> tuple[ast.AST, ...]:
    """Every node of the module at ``path``, in ``ast.walk`` order."""
    return _walked(str(pathlib.Path(path).resolve()))
