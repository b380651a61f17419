"""Nothing is ever loaded with pickle or eval, and Parlour never touches the network.

Read from the source itself (the syntax tree, so comments and words in strings do not
count), plus one run with sockets forbidden.
"""
import ast
import json
import socket
from pathlib import Path

import pytest

import parlour

from ..source_trees import tree as source_tree

SRC = Path(parlour.__file__).parent
FILES = sorted(SRC.rglob("*.py"))

# Modules that unpickle, run code from text, or speak to a network.
FORBIDDEN = {"pickle", "cPickle", "_pickle", "dill", "cloudpickle", "marshal", "shelve",
             "copyreg", "socket", "ssl", "socketserver", "asyncio", "selectors", "urllib",
             "urllib3", "http", "requests", "httpx", "aiohttp", "ftplib", "smtplib",
             "poplib", "imaplib", "telnetlib", "xmlrpc", "webbrowser", "code", "codeop",
             "PySide6.QtNetwork", "PySide6.QtWebEngineCore", "PySide6.QtWebEngineWidgets",
             "PySide6.QtWebSockets"}
# Built-ins that run text as code.
FORBIDDEN_CALLS = {"eval", "exec", "compile", "__import__"}


def _imports(tree: ast.AST):
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield node.lineno, alias.name
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            yield node.lineno, node.module
            for alias in node.names:     # from PySide6 import QtNetwork
                yield node.lineno, f"{node.module}.{alias.name}"


def _forbidden(name: str) -> bool:
    parts = name.split(".")
    return any(".".join(parts[:i]) in FORBIDDEN for i in range(1, len(parts) + 1))


def test_the_source_is_there():
    assert len(FILES) > 50 and (SRC / "engine" / "records.py") in FILES


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(SRC)))
def test_no_unpickling_eval_or_network_module(path):
    tree = source_tree(path)
    bad = [f"line {n}: import {name}" for n, name in _imports(tree) if _forbidden(name)]
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                and node.func.id in FORBIDDEN_CALLS:
            # One allowance: cli.py reads an environment variable via __import__("os").
            if node.func.id == "__import__" and node.args and \
                    isinstance(node.args[0], ast.Constant) and node.args[0].value == "os":
                continue
            bad.append(f"line {node.lineno}: {node.func.id}()")
        if isinstance(node, ast.Attribute) and node.attr in ("loads", "load") and \
                isinstance(node.value, ast.Name) and node.value.id in ("pickle", "marshal"):
            bad.append(f"line {node.lineno}: {node.value.id}.{node.attr}")
    assert not bad, bad


def test_the_checker_catches_what_it_should():
    """The test above can fail: it finds each kind of fault in a small sample."""
    sample = ast.parse("import pickle\nfrom urllib import request\nfrom PySide6 import "
                       "QtNetwork\nimport http.client\nx = eval('1')\n")
    names = [name for _, name in _imports(sample)]
    assert [n for n in names if _forbidden(n)] == ["pickle", "urllib", "urllib.request",
                                                   "PySide6.QtNetwork", "http.client"]
    assert not _forbidden("json") and not _forbidden("PySide6.QtWidgets")
    assert any(isinstance(n, ast.Call) and getattr(n.func, "id", "") == "eval"
               for n in ast.walk(sample))


def test_stored_files_are_plain_json():
    """Every stored-file module writes through json (write_atomic) and nothing else."""
    store = SRC / "store"
    for path in store.glob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert "pickle" not in text and "yaml" not in text, path.name


def test_replay_and_store_work_with_sockets_forbidden(monkeypatch, tmp_path):
    """A game, its record, a save and the settings with every socket refused."""
    def no_network(*args, **kwargs):
        raise AssertionError("Parlour tried to open a socket")
    monkeypatch.setattr(socket, "socket", no_network)
    monkeypatch.setattr(socket, "create_connection", no_network)
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    from parlour.engine import records
    from parlour.store import saves, settings, statistics
    from .helpers import random_game
    state = random_game("rubicon-bezique", "rubicon", seed=2, steps=50)
    records.replay(json.loads(records.dumps(state)))
    saves.save_game(saves.snapshot(state, 0, "random"))
    assert saves.load_game()[1].history == state.history
    settings.save_settings(settings.Settings())
    assert settings.load_settings()[1] is None
    statistics.record_result({"game": "piquet", "won": True})
