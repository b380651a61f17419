"""Event words are made in one place and read nowhere (issue 15: the typed contract).

The engine's events carry typed payloads (``engine/events.py``); ``engine/sentences.py``
alone turns them into English.  Everything else reads the payload: this test reads the
source of every other module and fails on any matching of words - a regular
expression, ``in``, ``split``, ``startswith`` and the like - applied to an event's
sentence, an observation's ``text`` or an event's ``text``.
"""
from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from parlour.engine.core import Event

SRC = Path(__file__).resolve().parents[1] / "src" / "parlour"
PRESENTATION = SRC / "engine" / "sentences.py"
# Modules that read text which is not an event's: the card notation, the rule books.
REGEX_ALLOWED = {SRC / "engine" / "cards.py", SRC / "ui" / "windows" / "rules_text.py",
                 SRC / "notices.py"}   # licence files, read at build time: no event words
# Functions of sentences.py whose results are words.
WORDS = {"sentence", "score_words", "declared_words", "combination_name", "deal_end_words",
         "piquet_words", "piquet_name", "number_words", "caption", "ending_words",
         "claim_words"}
# Attributes that hold words: an event's text, a result's reason (read ``Result.ending``)
WORD_ATTRIBUTES = {"text", "reason"}
STRING_READS = {"split", "rsplit", "startswith", "endswith", "removeprefix", "removesuffix",
                "replace", "find", "rfind", "index", "rindex", "partition", "rpartition",
                "count", "strip", "lstrip", "rstrip", "splitlines"}


def _is_words(node: ast.AST, tainted: set[str]) -> bool:
    """Does this expression hold event words?  (A widget's ``.text()`` is not one.)"""
    if isinstance(node, ast.Attribute) and node.attr not in WORD_ATTRIBUTES:
        return False            # a field of a typed value (``reason.gain``), not words
    methods = {id(n.func) for n in ast.walk(node) if isinstance(n, ast.Call)}
    for n in ast.walk(node):
        if isinstance(n, ast.Call):
            f = n.func
            name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) \
                else None
            if name in WORDS:
                return True
            if name == "get" and n.args and isinstance(n.args[0], ast.Constant) \
                    and n.args[0].value == "text":
                return True
        elif isinstance(n, ast.Attribute) and n.attr in WORD_ATTRIBUTES and id(n) not in methods:
            return True
        elif isinstance(n, ast.Subscript) and isinstance(n.slice, ast.Constant) \
                and n.slice.value == "text":
            return True
        elif isinstance(n, ast.Name) and n.id in tainted:
            return True
    return False


def word_matching(source: str) -> list[str]:
    """Each place in ``source`` that matches on event words, as 'line: what'."""
    tree = ast.parse(source)
    tainted: set[str] = set()
    for node in ast.walk(tree):          # names bound to words (one level is enough here)
        if isinstance(node, ast.Assign) and _is_words(node.value, set()):
            tainted |= {t.id for t in node.targets if isinstance(t, ast.Name)}
        elif isinstance(node, (ast.For, ast.comprehension)) and _is_words(node.iter, set()):
            tainted |= {n.id for n in ast.walk(node.target) if isinstance(n, ast.Name)}
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            f = node.func
            if f.attr in STRING_READS and _is_words(f.value, tainted):
                found.append(f"{node.lineno}: .{f.attr}() on event words")
            if isinstance(f.value, ast.Name) and f.value.id == "re" \
                    and any(_is_words(a, tainted) for a in node.args):
                found.append(f"{node.lineno}: re.{f.attr}() on event words")
        elif isinstance(node, ast.Compare) and any(isinstance(op, (ast.In, ast.NotIn))
                                                   for op in node.ops):
            if any(_is_words(c, tainted) for c in node.comparators):
                found.append(f"{node.lineno}: 'in' on event words")
        elif isinstance(node, ast.Compare) and any(isinstance(op, (ast.Eq, ast.NotEq))
                                                   for op in node.ops):
            sides = [node.left, *node.comparators]
            if any(_is_words(c, tainted) for c in sides) and any(
                    isinstance(c, ast.Constant) and isinstance(c.value, str) for c in sides):
                found.append(f"{node.lineno}: '==' on event words")
    return found


def _phrases() -> set[str]:
    """The fixed parts of the presentation's sentences ("Not good.", "lays down", ...)."""
    out = set()
    for n in ast.walk(ast.parse(PRESENTATION.read_text(encoding="utf-8"))):
        if isinstance(n, ast.Constant) and isinstance(n.value, str):
            # a message of the catalogue: its fixed parts between the fields ("I leave ")
            for part in [n.value, *re.split(r"\{[a-z_]+\}", n.value)]:
                text = part.strip(" :;,")
                if len(text) >= 4 and not text.isidentifier() and "\n" not in text:
                    out.add(text)
    return out


def phrase_matching(source: str, phrases: set[str]) -> list[str]:
    """Each place that compares or searches with one of the presentation's phrases."""
    tree = ast.parse(source)
    named: dict[str, list[str]] = {}        # module names bound to string constants
    for node in tree.body:
        if isinstance(node, ast.Assign):
            words = [n.value for n in ast.walk(node.value)
                     if isinstance(n, ast.Constant) and isinstance(n.value, str)]
            for t in node.targets:
                if isinstance(t, ast.Name):
                    named[t.id] = words

    def said(node) -> list[str]:
        out = []
        for n in ast.walk(node):
            if isinstance(n, ast.Constant) and isinstance(n.value, str):
                out.append(n.value)
            elif isinstance(n, ast.Name):
                out += named.get(n.id, [])
        return [w for w in out if w.strip(" :;,") in phrases
                or any(len(p) >= 8 and p in w for p in phrases)]

    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare):
            hits = said(node)
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and (
                node.func.attr in STRING_READS or isinstance(node.func.value, ast.Name)
                and node.func.value.id == "re"):
            hits = [w for a in node.args for w in said(a)]
        else:
            continue
        found += [f"{node.lineno}: matches {w!r}" for w in hits]
    return found


def uses_regex(source: str) -> bool:
    tree = ast.parse(source)
    return any(isinstance(n, (ast.Import, ast.ImportFrom))
               and any(a.name == "re" for a in n.names) or
               isinstance(n, ast.ImportFrom) and n.module == "re" for n in ast.walk(tree))


PHRASES = _phrases()


def modules():
    return sorted(p for p in SRC.rglob("*.py") if p != PRESENTATION)


def test_events_have_no_text_only_a_payload():
    assert "text" not in Event.__dataclass_fields__
    assert "payload" in Event.__dataclass_fields__


@pytest.mark.parametrize("path", modules(), ids=lambda p: str(p.relative_to(SRC)))
def test_no_module_but_the_presentation_reads_event_words(path):
    source = path.read_text(encoding="utf-8")
    assert word_matching(source) == []
    assert phrase_matching(source, PHRASES) == []
    if path not in REGEX_ALLOWED:
        assert not uses_regex(source), "regular expressions only for card notation and rules"


def test_the_check_sees_the_readings_it_forbids():
    # the window's old readings of engine text, as they were before issue 15
    old = '''
import re
def f(e, events, c):
    k = int((re.findall(r"\\d+", e.text or "") or ["0"])[0])
    laid = [e.text for e in events if e.kind == "meld" and "lays down" in (e.text or "")]
    x = laid[0].split("lays down", 1)[1].strip()
    t = sentence(e, seats)
    if t.startswith("I leave"):
        pass
    return c["text"] in REPLIES, "table" in (e.text or "")
def r(result):
    return result.reason == "rubicon"
'''
    found = word_matching(old)
    assert len(found) >= 6 and uses_regex(old)
    assert any("'==' on event words" in f for f in found)
    assert word_matching("def f(e, seats):\n    return [sentence(e, seats)]\n") == []
    # the computer player's old reading of what was said, through an observation
    heard = '''
REPLIES = ("Good.", "Not good.", "Equal.")
def g(said, texts):
    words = [t for t in texts if not t.startswith("I leave") and t != "Carte blanche."]
    return [t2 for s2, t2 in said if t2 in REPLIES]
'''
    assert len(phrase_matching(heard, PHRASES)) == 5
    assert phrase_matching('def h(a):\n    return type(a) is Play\n', PHRASES) == []
